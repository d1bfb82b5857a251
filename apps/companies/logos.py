"""Company logos from this site's origin (issue 22): the adapter to the logo service.

The spec's rule stands (the logo comes from the website's host through a logo service), but the
server fetches it once, not every viewer's browser on every page: no member's browsing is told to
a third party, logos show offline and behind a strict proxy, and the CSP needs no other origin.
`logo_download` asks the configured service (settings.LOGO_SERVICE_URL_TEMPLATE, a favicon
service by default) for a host, `logo_png` checks the answer and re-encodes it, `logo_store`
keeps it in the media storage under its content's digest and answers its URL here, which
`apps.companies.views.company_logo` serves with long cache headers.

The host is a member's input, so what leaves the server is bounded:
- it travels only as a query value (escaped) to the configured service, never as a URL of its own;
- a redirect (a favicon service may answer with one to its image host) is followed at most
  MAX_REDIRECTS times, to the service's own origin or over https to a host whose every address is
  public (never loopback, private, link-local or reserved: no request into our own network);
- the answer must be an image (`Content-Type: image/*`) of at most MAX_BYTES, read within
  DEADLINE_SECONDS, that Pillow decodes as a raster format of at most MAX_PIXELS; what is stored
  is a fresh PNG of its pixels (LOGO_SIZE at most), so nothing else of the file is served.

`LogoServiceUnavailable` (no connection, a timeout, a 5xx or a 429) means "try again later": the
service then rests for REST_SECONDS (the fetches queued meanwhile wait for the next sweep instead
of each waiting for a timeout, e.g. the demo seed on a machine without internet). Any other
refusal means "this host has no usable logo": the SPA shows the company's initials."""

from __future__ import annotations

import hashlib
import io
import ipaddress
import logging
import socket
import time
from urllib.parse import quote, urljoin, urlsplit

import requests
from django.conf import settings
from django.core.cache import cache
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.urls import reverse
from PIL import Image

logger = logging.getLogger(__name__)

CONNECT_TIMEOUT = 3.05
READ_TIMEOUT = 5
DEADLINE_SECONDS = 10  # for the whole answer, however slowly it trickles in
MAX_REDIRECTS = 3
MAX_BYTES = 256 * 1024
MAX_PIXELS = 1024 * 1024  # a favicon is tiny; more is a decompression bomb or not a logo
LOGO_SIZE = 128  # the stored PNG's largest side (the SPA shows 40-64 px, at 2x)
FORMATS = ("PNG", "JPEG", "GIF", "ICO", "WEBP", "BMP")  # raster formats only: no SVG, no scripts
REST_SECONDS = 60
RESTING_KEY = "companies:logo-service:resting"
STORAGE_FOLDER = "logos"


class LogoServiceUnavailable(Exception):
    """The logo service could not be asked now (network, timeout, 5xx, 429): try later."""


def logo_service_url(host: str) -> str:
    """The configured service's URL for `host` ('' when no service is configured)."""
    template = settings.LOGO_SERVICE_URL_TEMPLATE
    return template.replace("{host}", quote(host, safe="")) if host and template else ""


def logo_service_resting() -> bool:
    return bool(cache.get(RESTING_KEY))


def _rest(reason: str) -> LogoServiceUnavailable:
    cache.set(RESTING_KEY, True, REST_SECONDS)
    logger.warning("logo service unavailable (%s); fetches wait %s s", reason, REST_SECONDS)
    return LogoServiceUnavailable(reason)


def _origin(url: str) -> tuple[str, str, int | None]:
    parts = urlsplit(url)
    return parts.scheme, (parts.hostname or ""), parts.port


def _public_address(address: str) -> bool:
    ip = ipaddress.ip_address(address.split("%", 1)[0])
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_global and not ip.is_multicast


def redirect_allowed(url: str, *, service_url: str) -> bool:
    """A redirect is followed to the service's own origin, or over https to a host whose every
    address is public."""
    if _origin(url) == _origin(service_url):
        return True
    parts = urlsplit(url)
    if parts.scheme != "https" or not parts.hostname or parts.username or parts.password:
        return False
    try:
        port = parts.port or 443
        addresses = {info[4][0] for info in socket.getaddrinfo(parts.hostname, port, type=socket.SOCK_STREAM)}
    except (OSError, ValueError):
        return False
    return bool(addresses) and all(_public_address(address) for address in addresses)


def logo_download(host: str) -> bytes | None:
    """The image the logo service answers for `host` (its bytes as sent), or None when it has
    none that may be used (not found, not an image, too large, a redirect not allowed).
    Raises LogoServiceUnavailable when the service cannot be asked now."""
    service_url = logo_service_url(host)
    if not service_url:
        return None
    url = service_url
    deadline = time.monotonic() + DEADLINE_SECONDS
    with requests.Session() as session:
        for _ in range(MAX_REDIRECTS + 1):
            try:
                response = session.get(
                    url,
                    stream=True,
                    allow_redirects=False,
                    timeout=(CONNECT_TIMEOUT, READ_TIMEOUT),
                    headers={"Accept": "image/*", "Accept-Encoding": "identity"},
                )
            except requests.RequestException as exc:
                raise _rest(type(exc).__name__) from None
            with response:
                if response.is_redirect:
                    target = urljoin(url, response.headers.get("Location", ""))
                    if not redirect_allowed(target, service_url=service_url):
                        logger.warning("logo of %s: a redirect to %s not followed", host, urlsplit(target).netloc)
                        return None
                    url = target
                    continue
                if response.status_code == 429 or response.status_code >= 500:
                    raise _rest(f"HTTP {response.status_code}")
                if response.status_code != 200:
                    logger.info("logo of %s: the service answered %s", host, response.status_code)
                    return None
                return _image_body(response, host=host, deadline=deadline)
    logger.warning("logo of %s: more than %s redirects", host, MAX_REDIRECTS)
    return None


def _image_body(response: requests.Response, *, host: str, deadline: float) -> bytes | None:
    content_type = response.headers.get("Content-Type", "").split(";", 1)[0].strip().lower()
    if not content_type.startswith("image/"):
        logger.warning("logo of %s: the service answered %r, not an image", host, content_type)
        return None
    declared = response.headers.get("Content-Length", "")
    if declared.isdigit() and int(declared) > MAX_BYTES:
        logger.warning("logo of %s: %s bytes, over the %s allowed", host, declared, MAX_BYTES)
        return None
    body = bytearray()
    try:
        for chunk in response.iter_content(16 * 1024):
            body += chunk
            if len(body) > MAX_BYTES:
                logger.warning("logo of %s: over the %s bytes allowed", host, MAX_BYTES)
                return None
            if time.monotonic() > deadline:
                raise _rest("the answer took too long")
    except requests.RequestException as exc:
        raise _rest(type(exc).__name__) from None
    return bytes(body)


def logo_png(data: bytes) -> bytes | None:
    """`data` decoded as a raster image and re-encoded as a PNG of at most LOGO_SIZE pixels a
    side (only the pixels survive), or None when it is not such an image."""
    try:
        with Image.open(io.BytesIO(data), formats=FORMATS) as image:
            if not 0 < image.width * image.height <= MAX_PIXELS:
                return None
            image.verify()
        with Image.open(io.BytesIO(data), formats=FORMATS) as image:
            image.load()
            pixels = image.convert("RGBA")
        pixels.thumbnail((LOGO_SIZE, LOGO_SIZE))
        out = io.BytesIO()
        pixels.save(out, format="PNG", optimize=True)
    # Pillow reports a broken or hostile file with any of these, depending on the decoder.
    except (OSError, SyntaxError, ValueError, TypeError, IndexError, EOFError, Image.DecompressionBombError):
        return None
    return out.getvalue()


def logo_store(png: bytes) -> str:
    """Keeps `png` in the media storage (named by its digest: one file per distinct logo,
    never changed) and answers its URL on this site."""
    digest = hashlib.sha256(png).hexdigest()
    name = logo_storage_name(digest)
    if not default_storage.exists(name):
        default_storage.save(name, ContentFile(png))
    return reverse("company-logo", kwargs={"digest": digest})


def logo_storage_name(digest: str) -> str:
    return f"{STORAGE_FOLDER}/{digest}.png"


def logo_fetch(host: str) -> str:
    """The URL on this site of `host`'s logo, fetched and stored now; '' when the service has
    no usable logo for it. Raises LogoServiceUnavailable (also while the service rests)."""
    if logo_service_resting():
        raise LogoServiceUnavailable("resting")
    data = logo_download(host)
    png = logo_png(data) if data else None
    if data and png is None:
        logger.warning("logo of %s: the service's answer is not an image we can use", host)
    return logo_store(png) if png else ""
