"""Test support shared by every app's API tests: the error body of the API contract, the
errors that recur across apps, and a way to release threads together."""

import threading

from django.db import connections


def error(status, title, *, errors=None, code=None, **extra):
    """The error body of the API contract (docs/api.md)."""
    body = {"status": status, "title": title, "errors": errors or {}}
    if code:
        body["code"] = code
    body.update(extra)
    return body


def user_url(user_or_id) -> str:
    return f"/api/users/{getattr(user_or_id, 'pk', user_or_id)}"


NOT_AUTHENTICATED = error(401, "Your session has expired. Please sign in again.", code="notAuthenticated")
NOT_VERIFIED = error(403, "Please verify your e-mail address with the one-time code first.", code="notVerified")
NOT_ADMIN = error(403, "This area is for administrators only.", code="notAdmin")


def run_together(count, action):
    """Runs action() in `count` threads released together; answers their results."""
    barrier = threading.Barrier(count)
    results = []
    lock = threading.Lock()

    def worker():
        try:
            barrier.wait(timeout=300)
            result = action()
        except Exception as exc:  # reported, and fails the test below
            result = exc
        finally:
            # Every connection the thread opened: the read replica's too (DATABASE_REPLICA_URL), or
            # the test database could not be dropped at the end while it is still connected.
            connections.close_all()
        with lock:
            results.append(result)

    threads = [threading.Thread(target=worker) for _ in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=600)
    assert not any(thread.is_alive() for thread in threads)
    return results
