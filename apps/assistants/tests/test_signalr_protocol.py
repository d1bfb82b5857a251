import json

import pytest

from apps.assistants import signalr


def test_frame_roundtrip_and_several_messages_in_one_frame():
    data = signalr.ping() + signalr.invocation("ReceiveToken", "Hello")
    assert data.count(signalr.RS) == 2
    assert signalr.split_frames(data) == [
        {"type": 6},
        {"type": 1, "target": "ReceiveToken", "arguments": ["Hello"]},
    ]


def test_handshake_accepts_json_v1_and_replies_empty_object():
    signalr.parse_handshake('{"protocol":"json","version":1}\x1e')
    assert signalr.handshake_ok() == "{}\x1e"


@pytest.mark.parametrize(
    "data",
    [
        '{"protocol":"json","version":1}',  # no separator
        '{"protocol":"messagepack","version":1}\x1e',
        '{"protocol":"json","version":2}\x1e',
        "not json\x1e",
        "[1]\x1e",
    ],
)
def test_bad_handshakes_are_protocol_errors(data):
    with pytest.raises(signalr.ProtocolError):
        signalr.parse_handshake(data)


def test_parse_invocation_and_completion():
    inv = signalr.parse_invocation(
        {"type": 1, "target": "SendPromptToAssistant", "arguments": ["hi"], "invocationId": "0"}
    )
    assert inv == signalr.Invocation("SendPromptToAssistant", ["hi"], "0")
    assert json.loads(signalr.completion("0").rstrip("\x1e")) == {"type": 3, "invocationId": "0"}
    assert json.loads(signalr.completion("0", error="Too many").rstrip("\x1e"))["error"] == "Too many"
    with pytest.raises(signalr.ProtocolError):
        signalr.parse_invocation({"type": 1, "arguments": []})
    with pytest.raises(signalr.ProtocolError):
        signalr.parse_invocation({"type": 1, "target": "X", "arguments": "hi"})


def test_close_with_error_and_negotiate_shape():
    assert json.loads(signalr.close("Unauthorized").rstrip("\x1e")) == {"type": 7, "error": "Unauthorized"}
    body = signalr.negotiate_response()
    assert body["negotiateVersion"] == 1
    assert body["connectionToken"]
    assert body["availableTransports"] == [{"transport": "WebSockets", "transferFormats": ["Text"]}]


def test_a_completion_error_carries_its_code_in_the_messages_headers():
    """The JSON hub protocol's `headers` (a map of strings on every invocation message): clients
    that do not read it see the error text as before (docs/assistants.md)."""
    answer = json.loads(signalr.completion("0", error="Too many", code="rateLimited").rstrip("\x1e"))

    assert answer == {"type": 3, "invocationId": "0", "error": "Too many", "headers": {"code": "rateLimited"}}
    assert "headers" not in json.loads(signalr.completion("0").rstrip("\x1e"))


@pytest.mark.parametrize("value", ["x" * 1_000_000, "é" * 5_000, "y" * 101])
def test_what_the_server_echoes_of_a_peers_input_is_capped(value):
    shown = signalr.shown(value)

    assert len(shown) <= signalr.ECHO_MAX_CHARS + 1
    assert shown.startswith(value[:50])
    assert shown.endswith("…")
    assert signalr.shown("SendPrompt") == "SendPrompt"
    assert signalr.shown(["a" * 500]).endswith("…")
