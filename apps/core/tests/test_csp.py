"""The Content-Security-Policy (config/settings/base.py): no 'unsafe-inline', a fresh nonce on each
SPA page, handed to the SPA in the page; coloured rich text allowed for the editor's palette only.
The browser side: tests/e2e/test_csp.py."""

import base64
import hashlib
import re

import pytest
from django.conf import settings as django_settings

SPA_TEMPLATE = django_settings.BASE_DIR / "frontend" / "public" / "index.html"
PALETTE_SOURCE = django_settings.BASE_DIR / "frontend" / "src" / "components" / "rich-text" / "constants.ts"


@pytest.fixture
def spa_build(settings, tmp_path):
    """The SPA's own template (what webpack copies into frontend/dist), without a build."""
    (tmp_path / "index.html").write_text(SPA_TEMPLATE.read_text())
    settings.TEMPLATES = [{**settings.TEMPLATES[0], "DIRS": [tmp_path]}]


def _directives(response) -> dict[str, list[str]]:
    policy = response["Content-Security-Policy"]
    return {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}


def _nonce(response) -> str:
    sources = _directives(response)["style-src"]
    nonces = [source for source in sources if source.startswith("'nonce-")]
    assert len(nonces) == 1, sources
    return nonces[0][len("'nonce-") : -1]


def _page_nonce(response) -> str:
    match = re.search(rb'<meta property="csp-nonce" nonce="([^"]+)" />', response.content)
    assert match, response.content[:600]
    return match.group(1).decode()


@pytest.mark.django_db
def test_the_spa_page_has_no_unsafe_inline_and_a_fresh_nonce_it_hands_to_the_app(client, spa_build):
    first = client.get("/")
    second = client.get("/companies")

    for response in (first, second):
        assert response.status_code == 200
        assert "unsafe-inline" not in response["Content-Security-Policy"]
        assert "unsafe-eval" not in response["Content-Security-Policy"]
        directives = _directives(response)
        assert directives["script-src"] == ["'self'"]
        assert directives["object-src"] == ["'none'"]
        # The page carries the nonce of its own header.
        assert _page_nonce(response) == _nonce(response)
    # 16 random bytes, new for each response.
    assert len(base64.b64decode(_nonce(first))) == 16
    assert _nonce(first) != _nonce(second)


@pytest.mark.django_db
def test_an_api_response_has_the_policy_without_a_nonce(client):
    response = client.get("/healthz")

    policy = response["Content-Security-Policy"]
    assert "unsafe-inline" not in policy
    assert "'nonce-" not in policy
    assert _directives(response)["style-src"] == ["'self'"]


def _hash(value: str) -> str:
    return f"'sha256-{base64.b64encode(hashlib.sha256(value.encode()).digest()).decode()}'"


def test_coloured_text_is_allowed_for_each_palette_colour_in_each_spelling_only():
    palette = re.findall(r"value: '(#[0-9a-f]{6})'", PALETTE_SOURCE.read_text())
    assert len(palette) == 8
    allowed = django_settings.CONTENT_SECURITY_POLICY["DIRECTIVES"]["style-src-attr"]
    assert allowed[0] == "'unsafe-hashes'"
    for color in palette:
        rgb = "rgb({}, {}, {})".format(*(int(color[i : i + 2], 16) for i in (1, 3, 5)))
        # As the editor writes it, as the server's sanitiser stores it, as the SPA's renders it.
        for spelling in (f"color: {color}", f"color:{color}", f"color: {rgb};", f"color:{rgb}", f"color: {rgb}"):
            assert _hash(spelling) in allowed, spelling
    assert len(allowed) == 1 + 5 * len(palette)
    # Nothing else: no other colour, no other property.
    assert _hash("color: #123456") not in allowed
    assert _hash("background: url(https://attacker.example/x)") not in allowed


@pytest.mark.django_db
def test_the_kept_policy_is_django_csps_and_follows_a_changed_setting(client, settings):
    """apps.core.middleware.CSPMiddleware builds a response's policy once (no nonce, no
    override): the header is the one django-csp writes, and a changed setting is seen."""
    from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
    from django.http import HttpResponse
    from django.test import RequestFactory

    def library_header(header="Content-Security-Policy"):
        return DjangoCSPMiddleware(lambda r: HttpResponse())(RequestFactory().get("/healthz"))[header]

    first, again = client.get("/healthz"), client.get("/healthz")
    assert first["Content-Security-Policy"] == again["Content-Security-Policy"] == library_header()

    settings.CONTENT_SECURITY_POLICY = {"DIRECTIVES": {"default-src": ["'none'"]}}
    assert client.get("/healthz")["Content-Security-Policy"] == "default-src 'none'" == library_header()

    settings.CONTENT_SECURITY_POLICY_REPORT_ONLY = {"DIRECTIVES": {"img-src": ["'self'"]}}
    response = client.get("/healthz")
    report_only = response["Content-Security-Policy-Report-Only"]
    assert "img-src 'self'" in report_only.split("; ")
    assert report_only == library_header("Content-Security-Policy-Report-Only")


@pytest.mark.django_db
def test_a_page_with_a_nonce_still_gets_its_own_fresh_one(client, spa_build):
    """The kept policy is only for responses without a nonce: the SPA page's differs each time."""
    plain = client.get("/healthz")["Content-Security-Policy"]
    page = client.get("/")["Content-Security-Policy"]
    assert page != plain
    assert "'nonce-" in page
    assert client.get("/")["Content-Security-Policy"] != page
