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
