"""bench/load.py's company detail load (issue 22, item 15): its requests are drawn from a skewed
(Zipf) distribution over the catalogue, the load generator requests them in that order, and
the hit rate of the details cache is counted in the servers, not assumed. Before, the load
had every process read every one of 500 URLs in turn before the measure: ~100 % hits."""

import http.server
import random
import shutil
import threading
import time
from collections import Counter

import pytest

from bench import load


def test_the_draws_are_skewed_as_zipf_says_and_uniform_at_exponent_0():
    draws = load.zipf_draws(5_000, 60_000, 1.0, random.Random(1))
    counts = Counter(draws)
    harmonic = sum(1 / rank for rank in range(1, 5_001))
    # Index k is drawn with a share of 1 / ((k + 1) H): the first ~11 %, the tenth ~1 %.
    assert counts[0] / 60_000 == pytest.approx(1 / harmonic, rel=0.1)
    assert counts[9] / 60_000 == pytest.approx(1 / (10 * harmonic), rel=0.25)
    assert sum(counts[k] for k in range(100)) / 60_000 == pytest.approx(0.57, abs=0.03)
    # The less looked-at half of the catalogue gets under a tenth of the requests (~7.6 %).
    assert sum(n for k, n in counts.items() if k >= 2_500) / 60_000 < 0.1

    uniform = Counter(load.zipf_draws(100, 50_000, 0.0, random.Random(2)))
    assert len(uniform) == 100
    assert max(uniform.values()) / min(uniform.values()) < 1.5


class _Recorder(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    paths: list[str] = []

    def do_GET(self):
        type(self).paths.append(self.path)
        body = b"{}"
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


@pytest.mark.parametrize("generator", ["wrk", "python"])
def test_the_load_requests_the_urls_in_the_drawn_order(generator, monkeypatch, tmp_path):
    if generator == "wrk" and not shutil.which("wrk"):
        pytest.skip("wrk is not installed (apt-get install wrk): the bench falls back to its Python generator")
    monkeypatch.setattr(load, "OUT", tmp_path)
    monkeypatch.setattr(load, "USE_WRK", generator == "wrk")
    _Recorder.paths = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1]
        target = load.Server("recorder", [], {}, port)
        items = [(f"/api/companies/{n}", "token") for n in range(50)]
        order = [3, 3, 7, 3, 0, 49, 3, 7, 3, 3] * 20

        # In a thread of its own, as in the bench's process: the Python generator runs its own
        # event loop, and one may already run in this thread (the browser tests' Playwright).
        done = {}
        worker = threading.Thread(
            target=lambda: done.update(result=load.run_load(target, items, 1, 1.0, "order-check", order))
        )
        worker.start()
        worker.join()
        result = done["result"]
    finally:
        server.shutdown()
        server.server_close()

    assert result.requests > 20
    assert result.errors == 0
    seen = _Recorder.paths[:60]
    walk = [f"/api/companies/{index}" for index in order]
    # One connection walks the order from wherever it starts, round and round: what the server
    # saw is a stretch of the walk.
    around = walk * 3
    assert any(seen == around[start : start + len(seen)] for start in range(len(walk))), seen


def test_a_walk_is_requested_once_across_the_warm_up_and_the_window(monkeypatch, tmp_path):
    """The Python generator's connections share one walk of the draws, and so do the warm-up and
    the measured window: each draw is requested once, in all, until the draws run out."""
    monkeypatch.setattr(load, "OUT", tmp_path)
    monkeypatch.setattr(load, "USE_WRK", False)
    _Recorder.paths = []
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Recorder)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    rng = random.Random(5)
    walk = load.Walk([rng.randrange(50) for _ in range(200_000)])
    try:
        target = load.Server("recorder", [], {}, server.server_address[1])
        items = [(f"/api/companies/{n}", "token") for n in range(50)]
        results = []

        def two_loads():  # a warm-up, then the window, as load() runs them
            results.append(load.run_load(target, items, 3, 0.5, "walk-check", walk))
            results.append(load.run_load(target, items, 3, 0.5, "walk-check", walk))

        worker = threading.Thread(target=two_loads)
        worker.start()
        worker.join()
    finally:
        server.shutdown()
        server.server_close()

    sent = sum(result.requests for result in results)
    assert sent > 20
    assert all(result.errors == 0 for result in results)
    assert walk.position == sent == len(_Recorder.paths)
    assert walk.wrapped == 0
    asked = sorted(_Recorder.paths)
    assert asked == sorted(f"/api/companies/{index}" for index in walk.indexes[:sent])

    short = load.Walk([1, 2, 3])
    assert [short.next() for _ in range(7)] == [1, 2, 3, 1, 2, 3, 1]
    assert short.wrapped == 2
    short.restart()
    assert (short.position, short.wrapped, short.next()) == (0, 0, 1)


@pytest.mark.django_db
def test_the_servers_count_the_details_cache_hits_and_misses(require_services, django_user_model):
    """What a web process of the bench does: each read of the company details cache is counted
    as a hit or a miss and added up in Redis, where `load` reads the hit rate of a window."""
    from apps.companies import selectors
    from apps.companies.tests.factories import CompanyFactory
    from apps.core.versioned import local_caches_clear

    viewer = django_user_model.objects.create_user(email="bench@bench-load.example", password="x")
    companies = [CompanyFactory() for _ in range(3)]
    local_caches_clear()
    load._count_detail_cache()
    try:
        before = load.detail_cache_counts()
        for company in [*companies, companies[0], companies[0], companies[1]]:
            selectors.company_detail_for(company_id=company.pk, viewer=viewer, render=lambda detail: detail)
        deadline = time.monotonic() + 10
        while (counts := load.detail_cache_counts()) != (before[0] + 3, before[1] + 3):
            assert time.monotonic() < deadline, (before, counts)
            time.sleep(0.05)
    finally:
        del selectors.DETAILS.get  # the class's own again
        del selectors.DETAILS.bench_counted
        local_caches_clear()
