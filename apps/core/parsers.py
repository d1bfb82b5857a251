"""The API's JSON parser: DRF's, plus three refusals that protect every endpoint at once.

- Nesting deeper than JSON_MAX_DEPTH is refused before `json.loads` runs: the parser
  recurses once per level, so `[` x 100,000 would otherwise end in a RecursionError
  (a 500). The API key is public in the SPA, so anyone can send such a body.
- NUL characters and unpaired surrogates are refused in every string (keys too): the
  database cannot store them (PostgreSQL refuses NUL, UTF-8 cannot encode a lone
  surrogate), so they must not reach a service. DRF's CharField says the same; this
  covers fields that are read without one (nested dicts, lists of strings, JSON blobs).
- Numbers beyond the range of a float (`1e400`) are refused instead of becoming `inf`.
"""

import re
from itertools import accumulate

from rest_framework import exceptions, parsers
from rest_framework.utils import json

# The deepest payload the API takes is 3 levels (a change: object > contacts > contact).
JSON_MAX_DEPTH = 32

# Every byte except the four brackets, deleted by bytes.translate (C speed).
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
# Openers become +1 and closers -1 once read as signed bytes.
_STEPS = bytes.maketrans(b"[{]}", b"\x01\x01\xff\xff")
_STRING = re.compile(rb'"[^"]*"')
_FORBIDDEN_CHARACTER = re.compile("[\x00\ud800-\udfff]")

NULL_MESSAGE = "Null characters are not allowed."


def json_nesting_exceeds(body: bytes, limit: int = JSON_MAX_DEPTH) -> bool:
    """Whether arrays and objects in a UTF-8 JSON body nest deeper than `limit` (brackets
    inside strings do not count). Unclosed brackets count too: the parser recurses into
    them before it finds the error. Linear in C except the last step, which only runs
    for bodies with more than `limit` opening brackets."""
    if body.count(b"[") + body.count(b"{") <= limit:
        return False
    # Escaped backslashes first, then escaped quotes: the quotes left delimit the strings.
    text = body.replace(b"\\\\", b"").replace(b'\\"', b"")
    steps = _STRING.sub(b"", text).translate(_STEPS, _NOT_BRACKETS)
    if steps.count(1) <= limit:
        return False
    return max(accumulate(memoryview(steps).cast("b"))) > limit


def forbidden_character_message(value: str) -> str | None:
    match = _FORBIDDEN_CHARACTER.search(value)
    if match is None:
        return None
    if match.group() == "\x00":
        return NULL_MESSAGE
    # DRF's CharField wording, so the same input gets the same message wherever it is caught.
    return f"Surrogate characters are not allowed: U+{ord(match.group()):X}."


def forbidden_character_errors(data) -> dict[str, list[str]]:
    """{"contacts.0.firstName": [message]} for every string (or key) holding a NUL or an
    unpaired surrogate; paths use the dots of the API's error format."""
    errors = {}
    pending = [("", data)]
    while pending:
        path, value = pending.pop()
        if isinstance(value, str):
            if message := forbidden_character_message(value):
                errors[path or "nonFieldErrors"] = [message]
        elif isinstance(value, dict):
            for key, item in value.items():
                item_path = f"{path}.{key}" if path else str(key)
                if message := forbidden_character_message(key):
                    errors[item_path] = [message]
                else:
                    pending.append((item_path, item))
        elif isinstance(value, list):
            pending.extend((f"{path}.{index}" if path else str(index), item) for index, item in enumerate(value))
    return errors


def _finite_float(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise ValueError(f"Number out of range: {text[:40]}")
    return number


class JSONParser(parsers.JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        encoding = parsers.get_encoding(parser_context or {})
        body = stream.read()
        try:
            text = body.decode(encoding)
        except UnicodeDecodeError as exc:
            raise exceptions.ParseError(f"JSON parse error - the body is not valid {encoding}: {exc.reason}.") from exc
        # The scan reads bytes as UTF-8, where a bracket or a quote is never part of a
        # longer character; other encodings are scanned after converting to UTF-8.
        if json_nesting_exceeds(body if encoding.lower().replace("-", "") == "utf8" else text.encode()):
            raise exceptions.ParseError(
                f"JSON parse error - arrays and objects nest deeper than {JSON_MAX_DEPTH} levels."
            )
        try:
            data = json.loads(
                text,
                parse_constant=json.strict_constant if self.strict else None,
                parse_float=_finite_float,
            )
        except ValueError as exc:
            raise exceptions.ParseError(f"JSON parse error - {exc}") from exc
        if errors := forbidden_character_errors(data):
            raise exceptions.ValidationError(errors)
        return data
