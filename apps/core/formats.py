"""Formats more than one app reads: the URL rule of spec section 5, the domain of an e-mail
address and the host of a website. Kept here, below every app, so that there is one of each."""

import re
from urllib.parse import urlsplit

# Spec section 5: a URL starts with http(s):// or www. and has no whitespace.
URL_PATTERN = re.compile(r"^(https?://|www\.)\S+$", re.IGNORECASE)
URL_INVALID = "Must be a valid URL"


def url_is_valid(value: str) -> bool:
    return bool(URL_PATTERN.match(value or ""))


def email_normalize(email: str) -> str:
    """One spelling per address: 'Ann@Acme.IO ' -> 'ann@acme.io'."""
    return (email or "").strip().lower()


def email_domain(email: str) -> str:
    """'Ann@Acme.IO ' -> 'acme.io' ('' when there is no @)."""
    _, at, domain = (email or "").strip().lower().rpartition("@")
    return domain if at else ""


def website_host(website: str) -> str:
    """'https://www.Acme.io./partners' -> 'acme.io' ('' when there is none): the host that
    identifies a company, however it is written (a fully qualified name's trailing dot names
    the same host: issue 22)."""
    value = (website or "").strip()
    if not value:
        return ""
    if not re.match(r"^[a-z][a-z0-9+.-]*://", value, re.IGNORECASE):
        value = f"https://{value}"
    try:
        host = urlsplit(value).hostname or ""
    except ValueError:  # e.g. an unbalanced "[" in the host: no host to match or show
        return ""
    host = host.lower().rstrip(".")
    return host[4:] if host.startswith("www.") else host


# A cell a spreadsheet would run as a formula (OWASP, "CSV injection").
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def spreadsheet_safe(value: str) -> str:
    """A text cell of a CSV this product writes: a value a spreadsheet would read as a
    formula gets a leading apostrophe (the importer's template, discovery's export)."""
    return f"'{value}" if value.startswith(FORMULA_STARTS) else value
