"""The first-load budget check (frontend/scripts/check-size.js, run by `make test` after the
build): what it counts, and that it fails over budget. It runs here on small made-up builds
of random (incompressible) bytes, so gzip leaves each file's size almost unchanged."""

import json
import random
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "frontend" / "scripts" / "check-size.js"
KB = 1000


def write_build(root: Path, sizes: dict[str, int], entry: list[str], groups: dict[str, list[str]]):
    """A build: index.html loading `entry`, the JS files, and build-stats.json."""
    rng = random.Random(8)
    dist = root / "dist"
    (dist / "js").mkdir(parents=True)
    for name, size in sizes.items():
        (dist / "js" / name).write_bytes(rng.randbytes(size))
    scripts = "".join(f'<script defer src="/static/js/{name}"></script>' for name in entry)
    (dist / "index.html").write_text(f"<html><body>{scripts}</body></html>")
    stats = {
        "publicPath": "/static/",
        "entrypoints": {"main": [f"js/{name}" for name in entry] + ["css/main.css"]},
        "chunkGroups": {group: [f"js/{name}" for name in files] for group, files in groups.items()},
    }
    (root / "build-stats.json").write_text(json.dumps(stats))
    return dist, root / "build-stats.json"


def check(dist: Path, stats: Path):
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is missing: the size check runs with the front-end toolchain")
    return subprocess.run(
        [node, str(SCRIPT), "--dist", str(dist), "--stats", str(stats)],
        capture_output=True,
        text=True,
        check=False,
    )


SCREENS = {
    "layout-public": ["vendor.js", "public.js"],
    "page-sign-in": ["shared.js", "sign-in.js"],
    "layout-app": ["app.js"],
    "page-home": ["shared.js", "home.js"],
}


def figure(output: str, label: str) -> float:
    match = re.search(rf"(\d+\.\d) KB of +\d+\.\d KB  {re.escape(label)}", output)
    assert match, output
    return float(match.group(1))


def test_counts_the_entry_then_each_first_screen_with_shared_chunks_once(tmp_path):
    sizes = {
        "vendor.js": 100 * KB,
        "main.js": 40 * KB,
        "public.js": 20 * KB,
        "shared.js": 30 * KB,
        "sign-in.js": 10 * KB,
        "app.js": 50 * KB,
        "home.js": 15 * KB,
    }
    result = check(*write_build(tmp_path, sizes, ["vendor.js", "main.js"], SCREENS))

    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert figure(out, "first load (index.html scripts)") == pytest.approx(140, abs=0.2)
    # vendor.js is in the entry and in layout-public: counted once.
    assert figure(out, "/sign-in (visitor)") == pytest.approx(140 + 20 + 30 + 10, abs=0.3)
    assert figure(out, "/ (signed-in member)") == pytest.approx(140 + 50 + 30 + 15, abs=0.3)
    assert "170.0 KB  first load" in out


def test_fails_and_prints_the_figure_when_the_first_load_is_over_170_kb(tmp_path):
    sizes = {"vendor.js": 130 * KB, "main.js": 45 * KB, **dict.fromkeys(["public.js", "shared.js"], 1 * KB)}
    sizes.update(dict.fromkeys(["sign-in.js", "app.js", "home.js"], 1 * KB))
    result = check(*write_build(tmp_path, sizes, ["vendor.js", "main.js"], SCREENS))

    assert result.returncode == 1
    assert re.search(r"OVER +175\.\d KB of +170\.0 KB  first load", result.stdout), result.stdout
    assert re.search(r"Over budget: first load \(index.html scripts\) is 175\.\d KB gzipped", result.stderr)


def test_fails_when_a_first_screen_is_over_its_ceiling(tmp_path):
    sizes = dict.fromkeys(["vendor.js", "main.js", "public.js", "shared.js", "sign-in.js", "home.js"], 1 * KB)
    sizes["app.js"] = 300 * KB
    result = check(*write_build(tmp_path, sizes, ["vendor.js", "main.js"], SCREENS))

    assert result.returncode == 1
    assert "Over budget: / (signed-in member)" in result.stderr
    assert "/sign-in" not in result.stderr


def test_refuses_stats_from_another_build(tmp_path):
    sizes = dict.fromkeys(["vendor.js", "main.js", "other.js"], 1 * KB)
    dist, stats = write_build(tmp_path, sizes, ["vendor.js", "main.js"], SCREENS)
    data = json.loads(stats.read_text())
    data["entrypoints"]["main"] = ["js/vendor.js", "js/other.js"]
    stats.write_text(json.dumps(data))

    result = check(dist, stats)
    assert result.returncode == 2
    assert "same build" in result.stderr


def test_a_first_screen_chunk_missing_from_the_build_is_an_error_not_a_pass(tmp_path):
    sizes = dict.fromkeys(["vendor.js", "main.js", "public.js", "shared.js", "sign-in.js", "app.js"], 1 * KB)
    groups = {name: files for name, files in SCREENS.items() if name != "page-home"}
    result = check(*write_build(tmp_path, sizes, ["vendor.js", "main.js"], groups))

    assert result.returncode == 2
    assert 'no chunk group "page-home"' in result.stderr


def test_notistack_is_imported_by_lib_toast_only():
    """Toasts load after the first screen (frontend/src/lib/toast.tsx): its Toaster sits
    beside the app, not around it, so notistack's own useSnackbar would drop every toast
    without a word. Features take useSnackbar from @/lib/toast."""
    src = ROOT / "frontend" / "src"
    offenders = [
        str(path.relative_to(src))
        for path in sorted(src.rglob("*.ts*"))
        if path.parent.name != "lib" or not path.name.startswith("toast.")
        if re.search(r"""from ['"]notistack['"]""", path.read_text())
    ]
    assert offenders == []
