"""What the web server does to a request before Django sees it.

daphne (`make run`, and the websockets' processes in production) is built on Twisted, whose
HTTP request parses every multipart or form-encoded POST body into `request.args` before the
application runs, and answers a body it cannot parse (`--abc--`, an empty multipart form)
with a bare 400: no body, no Content-Type, not the API's JSON error (issue 22). daphne never
reads `args`: it hands the raw body to Django, whose parsers check it and answer as the API
does. So Twisted is told not to parse: the same answers behind daphne as behind any server,
and no second parse of every 5 MB import upload."""

from __future__ import annotations


def daphne_bodies_left_to_django() -> None:
    """Makes daphne's requests skip Twisted's parse of POST bodies (idempotent; nothing
    without daphne)."""
    try:
        from daphne import http_protocol
    except ImportError:  # served by another server
        return
    if getattr(http_protocol.WebRequest, "bodies_left_to_django", False):
        return

    class WebRequest(http_protocol.WebRequest):
        bodies_left_to_django = True

        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            # Read by twisted.web.http.Request.requestReceived (the constructor's
            # `parsePOSTFormSubmission`, which daphne does not pass on).
            self._parsePOSTFormSubmission = False

    # daphne's HTTPFactory builds each request from this module attribute.
    http_protocol.WebRequest = WebRequest


def application_loaded() -> None:
    """Called by config/wsgi.py and config/asgi.py once the application is built: imports every
    view (the URLconf, which Django would import on the first request), then moves what start-up
    made out of the garbage collector's reach (`gc.freeze()`, as Python's documentation advises
    servers). Each full collection otherwise walked the ~450,000 objects of the loaded project,
    90-280 ms with the GIL held, one every few thousand requests (Django's requests leave
    reference cycles, ~70 objects each, that only the collector frees); the objects are the
    modules, classes and functions that live as long as the process (docs/scaling.md)."""
    import gc

    from django.urls import get_resolver

    get_resolver().url_patterns  # noqa: B018 (the import of every view)
    gc.collect()
    gc.freeze()
