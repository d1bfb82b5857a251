"""A logo service on loopback for the tests: the HTTP boundary of apps/companies/logos.py (the
tests never ask the real service). It answers `/s2/favicons?domain=<host>&sz=128` as a favicon
service does, by default with a small PNG of a colour of the host's own; `answers[host]` changes
what it answers for a host (a status, a content type, a body, headers: a redirect, an error, a
file that is not an image...). `asked` lists the hosts asked, in order.

    def test_...(logo_service):          # settings.LOGO_SERVICE_URL_TEMPLATE points at it
        logo_service.answers["acme.io"] = Answer(404, "text/html", b"<p>no</p>")
"""

from __future__ import annotations

import hashlib
import io
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from PIL import Image

FAVICONS_PATH = "/s2/favicons"


def png_of(colour: tuple[int, int, int] = (200, 40, 40), size: tuple[int, int] = (32, 32), **save) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, format=save.pop("format", "PNG"), **save)
    return out.getvalue()


def colour_of(host: str) -> tuple[int, int, int]:
    digest = hashlib.sha256(host.encode()).digest()
    return digest[0], digest[1], digest[2]


@dataclass
class Answer:
    status: int = 200
    content_type: str | None = "image/png"
    body: bytes = b""
    headers: dict[str, str] = field(default_factory=dict)
    # False: no Content-Length (the body is sent until the connection closes).
    with_length: bool = True


class _Handler(BaseHTTPRequestHandler):
    service: LogoService

    def do_GET(self):
        parts = urlsplit(self.path)
        if parts.path == FAVICONS_PATH:
            host = parse_qs(parts.query).get("domain", [""])[0]
            self.service.asked.append(host)
            answer = self.service.answers.get(host) or Answer(body=png_of(colour_of(host)))
        else:
            self.service.asked_paths.append(self.path)
            answer = self.service.paths.get(parts.path) or Answer(404, "text/plain", b"not found")
        self.send_response(answer.status)
        if answer.content_type:
            self.send_header("Content-Type", answer.content_type)
        for name, value in answer.headers.items():
            self.send_header(name, value)
        if answer.with_length:
            self.send_header("Content-Length", str(len(answer.body)))
        else:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        self.wfile.write(answer.body)

    def log_message(self, format, *args):  # quiet
        pass


@dataclass
class LogoService:
    server: ThreadingHTTPServer
    answers: dict[str, Answer] = field(default_factory=dict)  # by host asked
    paths: dict[str, Answer] = field(default_factory=dict)  # other paths (redirect targets)
    asked: list[str] = field(default_factory=list)
    asked_paths: list[str] = field(default_factory=list)

    @property
    def origin(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host}:{port}"

    @property
    def template(self) -> str:
        return f"{self.origin}{FAVICONS_PATH}?domain={{host}}&sz=128"

    @classmethod
    def start(cls) -> LogoService:
        server = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        server.daemon_threads = True
        service = cls(server=server)
        server.RequestHandlerClass = type("Handler", (_Handler,), {"service": service})
        threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()
        return service

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
