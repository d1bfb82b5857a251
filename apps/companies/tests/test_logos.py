"""Company logos served from this site (issue 22, item 4): the server fetches a company's logo
from the logo service for its website host once (a Celery task queued when the host is new),
checks and re-encodes it, stores it in the media storage and serves it with long cache headers;
when the fetch fails the logo is null and the SPA shows the initials. The logo service is a
local HTTP server (apps/companies/tests/logo_service.py): the tests never ask the real one."""

import importlib
import io
import re
import struct
import zlib

import pytest
from django.apps import apps as django_apps
from django.core.cache import cache
from django.core.management import call_command
from PIL import Image

from apps.changes.tests.factories import CompanyChangeFactory, snapshot_of
from apps.companies import logos
from apps.companies.importer import import_companies
from apps.companies.logo_jobs import company_logo_refresh
from apps.companies.models import Company
from apps.companies.services import company_snapshot_apply
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import approve, company_url, create_change, user_url
from apps.companies.tests.logo_service import Answer, png_of

pytestmark = pytest.mark.django_db

OUR_LOGO = re.compile(r"^/media/logos/([0-9a-f]{64})\.png$")


@pytest.fixture
def fetch_after_commit(django_capture_on_commit_callbacks):
    """Runs what the block queues for after its commit (the logo fetches), as a worker would."""
    return lambda: django_capture_on_commit_callbacks(execute=True)


def new_company(website="https://www.acme-cloud.io", **fields) -> Company:
    """A company as an approved change makes it (the logo fetch is queued, not run)."""
    return company_snapshot_apply(
        company=None,
        snapshot={
            "name": "Acme Cloud",
            "website": website,
            "description": "<p>" + "Acme Cloud builds software. " * 8 + "</p>",
            "partnerType": 1,
            "isIndustryAgnostic": True,
            "isGeoGlobal": True,
            **fields,
        },
    )


def stored_png(url: str) -> Image.Image:
    from django.core.files.storage import default_storage

    digest = OUR_LOGO.match(url).group(1)
    with default_storage.open(logos.logo_storage_name(digest)) as file:
        return Image.open(io.BytesIO(file.read()))


# --- fetched once, stored, served from this site --------------------------------------------------


def test_a_new_company_s_logo_is_fetched_once_and_served_from_this_site(
    client, client_for, user, logo_service, fetch_after_commit
):
    with fetch_after_commit():
        company = new_company()
        assert company.logo_url == ""  # until the fetch after the commit

    company.refresh_from_db()
    assert logo_service.asked == ["acme-cloud.io"]
    assert OUR_LOGO.match(company.logo_url)
    assert company.logo_host == "acme-cloud.io"
    # Every answer that carries it gives this site's URL.
    assert client_for(user).get(company_url(company)).json()["logoUrl"] == company.logo_url

    served = client.get(company.logo_url)
    assert served.status_code == 200
    assert served["Content-Type"] == "image/png"
    assert served["Cache-Control"] == "public, max-age=31536000, immutable"
    body = b"".join(served.streaming_content)
    assert Image.open(io.BytesIO(body)).size == (32, 32)
    # The browser asks again with its ETag: not modified.
    again = client.get(company.logo_url, HTTP_IF_NONE_MATCH=served["ETag"])
    assert again.status_code == 304
    assert again["Cache-Control"] == "public, max-age=31536000, immutable"

    # Saved again on the same host: not fetched again.
    with fetch_after_commit():
        company.name = "Acme Cloud Labs"
        company.save()
    assert logo_service.asked == ["acme-cloud.io"]


def test_an_unknown_logo_is_a_404_and_nothing_outside_the_folder_is_served(client):
    assert client.get("/media/logos/" + "0" * 64 + ".png").status_code == 404
    assert client.get("/media/logos/..%2F..%2Fsettings.png").status_code == 404
    assert client.get("/media/anything.png").status_code == 404


def test_the_member_s_company_shows_the_fetched_logo(client_for, user, admin_user, logo_service, fetch_after_commit):
    change_id = create_change(client_for(user))
    with fetch_after_commit():
        company_id = approve(client_for(admin_user), change_id)

    logo = Company.objects.get(pk=company_id).logo_url
    assert OUR_LOGO.match(logo)
    assert client_for(user).get(user_url(user)).json()["company"]["logoUrl"] == logo


def test_what_is_stored_is_a_fresh_png_of_the_pixels_only(logo_service, fetch_after_commit):
    """A PNG with a text chunk (a script) and bytes after its end: neither survives."""
    original = png_of((10, 120, 200), size=(300, 200))
    chunk = b"tEXt" + b"Comment\x00<script>alert(1)</script>"
    text = struct.pack(">I", len(chunk) - 4) + chunk + struct.pack(">I", zlib.crc32(chunk))
    hostile = original[:33] + text + original[33:] + b"<html><script>alert(2)</script></html>"
    logo_service.answers["acme-cloud.io"] = Answer(body=hostile)

    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()

    image = stored_png(company.logo_url)
    assert image.format == "PNG"
    assert image.size == (128, 85)  # at most 128 px a side, the aspect kept
    assert image.getpixel((5, 5))[:3] == (10, 120, 200)
    from django.core.files.storage import default_storage

    stored = default_storage.open(logos.logo_storage_name(OUR_LOGO.match(company.logo_url).group(1))).read()
    assert b"script" not in stored


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(Answer(body=png_of(format="ICO", sizes=[(32, 32)]), content_type="image/x-icon"), id="ico"),
        pytest.param(Answer(body=png_of(format="JPEG"), content_type="image/jpeg"), id="jpeg"),
        pytest.param(Answer(body=png_of(format="GIF"), content_type="image/gif; charset=binary"), id="gif"),
    ],
)
def test_the_usual_favicon_formats_are_stored_as_png(logo_service, fetch_after_commit, answer):
    logo_service.answers["acme-cloud.io"] = answer
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    assert stored_png(company.logo_url).format == "PNG"


# --- refused answers: no logo (the SPA shows the initials) -----------------------------------------

SVG = b'<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'


@pytest.mark.parametrize(
    "answer",
    [
        pytest.param(Answer(404, "text/html", b"<p>Not found</p>"), id="not found"),
        pytest.param(Answer(200, "text/html", b"<html><img src=x onerror=alert(1)></html>"), id="html"),
        pytest.param(Answer(200, None, png_of()), id="no content type"),
        pytest.param(Answer(200, "image/svg+xml", SVG), id="svg"),
        pytest.param(Answer(200, "image/png", b"\x89PNG\r\n\x1a\n" + b"\x00" * 100), id="broken png"),
        pytest.param(Answer(200, "image/png", b"GIF89a<script>alert(1)</script>"), id="not what it says"),
        pytest.param(Answer(200, "image/png", png_of() + b"\x00" * 300_000), id="over 256 KB"),
        pytest.param(
            Answer(200, "image/png", png_of() + b"\x00" * 300_000, with_length=False), id="over 256 KB, no length"
        ),
        pytest.param(Answer(200, "image/png", png_of(size=(4000, 4000))), id="too many pixels"),
        pytest.param(Answer(302, None, headers={"Location": "http://127.0.0.1:9/internal"}), id="redirect inward"),
        pytest.param(Answer(302, None, headers={"Location": "https://localhost/x.png"}), id="redirect to localhost"),
        pytest.param(
            Answer(302, None, headers={"Location": "https://169.254.169.254/latest/meta-data"}), id="to metadata"
        ),
    ],
)
def test_an_answer_that_is_not_a_usable_image_leaves_no_logo(logo_service, fetch_after_commit, answer):
    logo_service.answers["acme-cloud.io"] = answer

    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()

    assert company.logo_url == ""
    assert company.logo_host == "acme-cloud.io"  # asked once: not asked again on every save
    assert logo_service.asked == ["acme-cloud.io"]
    assert logo_service.asked_paths == []  # no redirect was followed


def test_a_redirect_within_the_service_is_followed(logo_service, fetch_after_commit):
    logo_service.answers["acme-cloud.io"] = Answer(302, None, headers={"Location": "/faviconV2?url=acme-cloud.io"})
    logo_service.paths["/faviconV2"] = Answer(body=png_of((1, 2, 3)))

    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()

    assert logo_service.asked_paths == ["/faviconV2?url=acme-cloud.io"]
    assert stored_png(company.logo_url).getpixel((0, 0))[:3] == (1, 2, 3)


def test_redirects_stop_after_three(logo_service, fetch_after_commit):
    logo_service.answers["acme-cloud.io"] = Answer(302, None, headers={"Location": "/loop"})
    logo_service.paths["/loop"] = Answer(302, None, headers={"Location": "/loop"})
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    assert company.logo_url == ""
    assert len(logo_service.asked_paths) == logos.MAX_REDIRECTS


@pytest.mark.parametrize(
    ("url", "allowed"),
    [
        ("https://93.184.215.14/favicon.png", True),  # a public address
        ("http://93.184.215.14/favicon.png", False),  # not https
        ("https://127.0.0.1/x", False),
        ("https://10.1.2.3/x", False),
        ("https://192.168.0.1/x", False),
        ("https://100.64.0.1/x", False),  # carrier-grade NAT
        ("https://169.254.169.254/x", False),  # cloud metadata
        ("https://[::1]/x", False),
        ("https://[::ffff:127.0.0.1]/x", False),
        ("https://[fd00::1]/x", False),
        ("https://0.0.0.0/x", False),
        ("https://user:secret@93.184.215.14/x", False),
        ("https://no-such-host.invalid/x", False),  # does not resolve
        ("file:///etc/passwd", False),
    ],
)
def test_redirects_go_only_to_public_addresses_over_https(url, allowed):
    assert logos.redirect_allowed(url, service_url="https://favicons.example/s2?domain=x") is allowed


def test_the_host_travels_only_as_a_query_value(settings):
    settings.LOGO_SERVICE_URL_TEMPLATE = "https://favicons.example/s2/favicons?domain={host}&sz=128"
    assert (
        logos.logo_service_url("a.io&sz=1/../../admin#x")
        == "https://favicons.example/s2/favicons?domain=a.io%26sz%3D1%2F..%2F..%2Fadmin%23x&sz=128"
    )


# --- the service unavailable: tried again later ----------------------------------------------------


def test_an_unavailable_service_leaves_the_logo_due_and_rests(logo_service, fetch_after_commit):
    logo_service.answers["acme-cloud.io"] = Answer(503, "text/plain", b"busy")
    with fetch_after_commit():
        acme = new_company()
        other = new_company(website="https://globex.io", name="Globex")

    acme.refresh_from_db()
    other.refresh_from_db()
    assert (acme.logo_url, acme.logo_host) == ("", "")  # still due
    assert (other.logo_url, other.logo_host) == ("", "")  # not asked: the service rests
    assert logo_service.asked == ["acme-cloud.io"]

    # Later (the rest over), the sweep fetches both.
    cache.delete(logos.RESTING_KEY)
    logo_service.answers.clear()
    with fetch_after_commit():
        call_command("company_logos_fetch", stdout=io.StringIO())
    acme.refresh_from_db()
    other.refresh_from_db()
    assert OUR_LOGO.match(acme.logo_url)
    assert OUR_LOGO.match(other.logo_url)


def test_an_unreachable_service_leaves_the_logo_due(settings, fetch_after_commit):
    settings.LOGO_SERVICE_URL_TEMPLATE = "http://127.0.0.1:9/s2/favicons?domain={host}"  # nobody listens
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    assert (company.logo_url, company.logo_host) == ("", "")
    assert logos.logo_service_resting()


def test_a_slow_answer_is_given_up(logo_service, fetch_after_commit, monkeypatch):
    monkeypatch.setattr(logos, "DEADLINE_SECONDS", 0)
    logo_service.answers["acme-cloud.io"] = Answer(body=png_of(size=(200, 200)) + b"\x00" * 100_000)
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    assert (company.logo_url, company.logo_host) == ("", "")


def test_without_a_logo_service_nothing_is_asked(settings, fetch_after_commit):
    settings.LOGO_SERVICE_URL_TEMPLATE = ""
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    assert (company.logo_url, company.logo_host) == ("", "")


# --- a changed website ------------------------------------------------------------------------


def test_another_website_host_clears_the_logo_and_fetches_the_new_one(logo_service, fetch_after_commit):
    with fetch_after_commit():
        company = new_company()
    company.refresh_from_db()
    old = company.logo_url

    snapshot = {**snapshot_of(company), "website": "https://acme.example"}
    with fetch_after_commit():
        company_snapshot_apply(company=company, snapshot=snapshot)
        assert company.logo_url == ""  # the old host's logo is not shown meanwhile
    company.refresh_from_db()

    assert logo_service.asked == ["acme-cloud.io", "acme.example"]
    assert OUR_LOGO.match(company.logo_url)
    assert company.logo_url != old

    # The same host, another path: the logo stays.
    with fetch_after_commit():
        company_snapshot_apply(company=company, snapshot={**snapshot, "website": "https://www.acme.example/about"})
    company.refresh_from_db()
    assert logo_service.asked == ["acme-cloud.io", "acme.example"]
    assert OUR_LOGO.match(company.logo_url)


def test_a_website_changed_during_the_fetch_wins(logo_service, monkeypatch):
    company = CompanyFactory(name="Acme Cloud", domain="acme-cloud.io", logo_url="", logo_host="")
    real = logos.logo_fetch

    def fetch_while_the_website_changes(host):
        url = real(host)
        Company.objects.filter(pk=company.pk).update(website="https://acme.example", domain="acme.example")
        return url

    monkeypatch.setattr(logos, "logo_fetch", fetch_while_the_website_changes)
    assert company_logo_refresh(company_id=company.pk) is None

    company.refresh_from_db()
    assert (company.logo_url, company.logo_host) == ("", "")  # the new host's fetch is still due


def test_a_fetch_run_twice_asks_once(logo_service):
    company = CompanyFactory(name="Acme Cloud", domain="acme-cloud.io", logo_url="", logo_host="")
    first = company_logo_refresh(company_id=company.pk)
    assert company_logo_refresh(company_id=company.pk) is None
    assert OUR_LOGO.match(first)
    assert logo_service.asked == ["acme-cloud.io"]


def test_two_companies_with_the_same_logo_share_one_file(logo_service):
    logo_service.answers["a.io"] = logo_service.answers["b.io"] = Answer(body=png_of((9, 9, 9)))
    a = CompanyFactory(name="A", domain="a.io", logo_url="", logo_host="")
    b = CompanyFactory(name="B", domain="b.io", logo_url="", logo_host="")
    assert company_logo_refresh(company_id=a.pk) == company_logo_refresh(company_id=b.pk)


# --- pending changes ----------------------------------------------------------------------------


def test_a_pending_update_shows_the_company_s_logo_while_the_host_is_kept(client_for, user):
    company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)
    CompanyChangeFactory(company=company, author=user)
    assert client_for(user).get("/api/user/companies/pending").json()["logoUrl"] == company.logo_url


# --- an import --------------------------------------------------------------------------------

CSV = (
    "name,website,description,partnerType\r\n"
    "Brightwave Telemetry,https://brightwave-telemetry.io," + "Telemetry for fleets. " * 8 + ",Channel Partner\r\n"
).encode()


def test_an_import_fetches_the_new_companies_logos_and_again_changes_nothing(logo_service, fetch_after_commit):
    with fetch_after_commit():
        first = import_companies(CSV)
    assert first.is_success, first.errors
    company = Company.objects.get(domain="brightwave-telemetry.io")
    assert OUR_LOGO.match(company.logo_url)

    with fetch_after_commit():
        again = import_companies(CSV)

    assert (again.created, again.updated, again.unchanged) == (0, 0, 1)
    assert Company.objects.get(pk=company.pk).logo_url == company.logo_url
    assert logo_service.asked == ["brightwave-telemetry.io"]


# --- rows from before: the migration and the command ------------------------------------------


def test_the_migration_turns_links_to_the_logo_service_into_due_fetches(logo_service, fetch_after_commit):
    google = CompanyFactory(
        name="Old",
        domain="old.io",
        logo_url="https://www.google.com/s2/favicons?domain=old.io&sz=128",
        logo_host="",
    )
    ours = CompanyFactory(name="Ours", domain="ours.io")
    none = CompanyFactory(name="None", domain="none.io", logo_url="", logo_host="none.io")
    migration = importlib.import_module("apps.companies.migrations.0007_logos_from_our_origin")

    migration.clear_links_to_other_sites(django_apps, None)

    google.refresh_from_db()
    assert (google.logo_url, google.logo_host) == ("", "")
    assert Company.objects.get(pk=ours.pk).logo_url == ours.logo_url
    out = io.StringIO()
    with fetch_after_commit():
        call_command("company_logos_fetch", stdout=out)
    assert out.getvalue().strip() == "1 logo fetch(es) queued."
    assert logo_service.asked == ["old.io"]
    assert OUR_LOGO.match(Company.objects.get(pk=google.pk).logo_url)

    # --retry-missing asks again for the hosts that had none.
    with fetch_after_commit():
        call_command("company_logos_fetch", "--retry-missing", stdout=io.StringIO())
    assert logo_service.asked == ["old.io", "none.io"]
    assert OUR_LOGO.match(Company.objects.get(pk=none.pk).logo_url)


def test_the_hourly_sweep_is_scheduled(settings):
    assert settings.CELERY_BEAT_SCHEDULE["company-logos-sweep"]["task"] == "apps.companies.tasks.company_logos_sweep"


# --- the demo needs no internet -------------------------------------------------------------------


def test_the_demo_catalogue_asks_no_logo_service(logo_service, fetch_after_commit):
    from apps.demo.catalogue import demo_profiles
    from apps.demo.companies import demo_companies_seed

    profiles = demo_profiles(3)
    with fetch_after_commit():
        demo_companies_seed(profiles)

    companies = Company.objects.filter(domain__in=[p.domain for p in profiles])
    assert companies.count() == 3
    assert {(c.logo_url, c.logo_host == c.domain) for c in companies} == {("", True)}  # the initials show
    assert logo_service.asked == []


def test_images_come_from_this_site_only(client):
    """The policy names no other origin for images (logos were https://www.google.com/s2/...)."""
    policy = client.get("/sign-in")["Content-Security-Policy"]
    img_src = next(part.split()[1:] for part in policy.split(";") if part.split()[:1] == ["img-src"])
    assert img_src == ["'self'", "data:", "blob:"]
