"""The host that identifies a company (apps/core/formats.py): one host however it is written."""

import pytest

from apps.core.formats import website_host


@pytest.mark.parametrize(
    ("website", "host"),
    [
        ("https://www.Acme.io/partners", "acme.io"),
        ("www.acme.io", "acme.io"),
        # A fully qualified name's trailing dot names the same host (issue 22).
        ("https://acme.io.", "acme.io"),
        ("https://WWW.acme.io./partners?x=1", "acme.io"),
        ("acme.io..", "acme.io"),
        ("https://acme.io.:8443/", "acme.io"),
        ("https://.", ""),
        ("", ""),
    ],
)
def test_website_host(website, host):
    assert website_host(website) == host
