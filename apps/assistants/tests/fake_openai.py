"""A local OpenAI-compatible chat completions server for the tests of the `openai` provider.

It speaks what the real API speaks at the HTTP boundary: POST /v1/chat/completions with
`stream: true` answers as server-sent events (`data: {chat.completion.chunk}` ... `data:
[DONE]`) over a chunked HTTP/1.1 response, and errors as `{"error": {...}}` bodies with
their status. Each request takes the next scripted reply, in order:

    with FakeOpenAI() as fake:
        fake.script(
            ToolCalls([Call("find_companies", ['{"industries": ["Cyber', 'security"]}'])]),
            Text(["Here ", "they ", "are."]),
        )
        ... settings.OPENAI_BASE_URL = fake.url ...
        fake.requests[1].body["messages"]   # what the provider sent back

A request with nothing left in the script gets a 400 (the SDK does not retry it) and is
kept in `fake.unexpected`, so a test that calls the model more often than it scripted fails.
"""

from __future__ import annotations

import json
import socket
import sys
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODEL = "fake-gpt"


@dataclass(frozen=True)
class Text:
    """A streamed answer: one content delta per piece."""

    pieces: list[str]
    finish_reason: str = "stop"


@dataclass(frozen=True)
class Call:
    """One function call; `arguments` are the JSON fragments, one per chunk."""

    name: str
    arguments: list[str]
    call_id: str = ""


@dataclass(frozen=True)
class ToolCalls:
    """Optional text first, then the calls, each streamed the way OpenAI does: the first
    chunk carries the index, id, type and name, the next ones argument fragments only."""

    calls: list[Call]
    text: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class BreakOff:
    """These content pieces, then the connection is dropped in the middle of the body."""

    pieces: list[str]


@dataclass(frozen=True)
class HttpError:
    """An error answer before any event (401, 429, 500, ...)."""

    status: int
    message: str = "Something went wrong."
    code: str | None = None
    headers: dict[str, str] = field(default_factory=dict)


Reply = Text | ToolCalls | BreakOff | HttpError


@dataclass
class Recorded:
    path: str
    headers: dict[str, str]
    body: dict

    @property
    def messages(self) -> list[dict]:
        return self.body.get("messages", [])

    @property
    def tool_names(self) -> list[str]:
        return [t["function"]["name"] for t in self.body.get("tools", [])]


class FakeOpenAI:
    def __init__(self):
        self._lock = threading.Lock()
        self._script: list[Reply] = []
        self.requests: list[Recorded] = []
        self.unexpected: list[Recorded] = []
        self.errors: list[str] = []  # exceptions of the server itself (a client hanging up is none)
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # --- scripting ---------------------------------------------------------------------------

    def script(self, *replies: Reply) -> None:
        with self._lock:
            self._script.extend(replies)

    def _next(self, recorded: Recorded) -> Reply | None:
        with self._lock:
            self.requests.append(recorded)
            if self._script:
                return self._script.pop(0)
            self.unexpected.append(recorded)
            return None

    @property
    def url(self) -> str:
        assert self._server is not None, "the fake server is not started"
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    # --- life cycle -----------------------------------------------------------------------------

    def __enter__(self) -> FakeOpenAI:
        fake = self

        class Handler(_Handler):
            server_fake = fake

        self._server = _Server(("127.0.0.1", 0), Handler)
        self._server.fake = self
        # The poll interval only bounds how long shutdown() takes to notice.
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, name="fake-openai", daemon=True
        )
        self._thread.start()
        return self

    def __exit__(self, *exc_info) -> None:
        assert self._server is not None
        assert self._thread is not None
        self._server.shutdown()
        self._server.server_close()
        self._thread.join(timeout=60)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    fake: FakeOpenAI

    def handle_error(self, request, client_address):
        error = sys.exc_info()[1]
        if isinstance(error, ConnectionError):
            return  # the client closed its keep-alive connection: normal
        self.fake.errors.append(repr(error))


def _chunk(n: int, delta: dict, finish_reason: str | None = None) -> dict:
    return {
        "id": "chatcmpl-fake",
        "object": "chat.completion.chunk",
        "created": 1_700_000_000 + n,
        "model": MODEL,
        "system_fingerprint": "fp_fake",
        "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}],
    }


def _events(reply: Text | ToolCalls | BreakOff) -> list[dict]:
    """The chunk objects of a reply, as OpenAI streams them: the role first, the deltas, and
    an empty delta with the finish reason last (none for a reply that breaks off)."""
    events = [_chunk(0, {"role": "assistant", "content": ""})]
    pieces = reply.text if isinstance(reply, ToolCalls) else reply.pieces
    events += [_chunk(len(events), {"content": piece}) for piece in pieces]
    if isinstance(reply, ToolCalls):
        for index, call in enumerate(reply.calls):
            head = {
                "index": index,
                "id": call.call_id or f"call_fake_{index}",
                "type": "function",
                "function": {"name": call.name, "arguments": ""},
            }
            events.append(_chunk(len(events), {"tool_calls": [head]}))
            for fragment in call.arguments:
                events.append(
                    _chunk(len(events), {"tool_calls": [{"index": index, "function": {"arguments": fragment}}]})
                )
        events.append(_chunk(len(events), {}, "tool_calls"))
    elif isinstance(reply, Text):
        events.append(_chunk(len(events), {}, reply.finish_reason))
    return events


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive and chunked bodies, as the SDK expects
    server_fake: FakeOpenAI

    def log_message(self, format, *args):
        pass  # quiet test output

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"_unparsed": raw.decode("utf-8", "replace")}
        recorded = Recorded(path=self.path, headers={k.lower(): v for k, v in self.headers.items()}, body=body)
        if self.path.rstrip("/") != "/v1/chat/completions":
            self._error(HttpError(404, f"Unknown path {self.path}", code="unknown_url"))
            return
        reply = self.server_fake._next(recorded)
        if reply is None:
            self._error(HttpError(400, "fake_openai: no scripted reply left", headers={"x-should-retry": "false"}))
        elif isinstance(reply, HttpError):
            self._error(reply)
        elif not body.get("stream"):
            self._error(HttpError(400, "fake_openai only streams: send stream=true"))
        else:
            self._stream(reply)

    def _error(self, error: HttpError) -> None:
        payload = json.dumps(
            {"error": {"message": error.message, "type": "invalid_request_error", "param": None, "code": error.code}}
        ).encode()
        self.send_response(error.status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(payload)))
        for name, value in error.headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(payload)
        self.wfile.flush()

    def _write_chunk(self, data: bytes) -> None:
        self.wfile.write(f"{len(data):x}\r\n".encode() + data + b"\r\n")
        self.wfile.flush()

    def _stream(self, reply: Text | ToolCalls | BreakOff) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        for event in _events(reply):
            self._write_chunk(f"data: {json.dumps(event)}\n\n".encode())
        if isinstance(reply, BreakOff):
            # No closing chunk: the client sees the body end in the middle, as when a proxy
            # or the provider drops the connection.
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        self._write_chunk(b"data: [DONE]\n\n")
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()
