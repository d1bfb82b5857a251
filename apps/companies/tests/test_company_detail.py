"""GET /api/companies/{id}: the detail view (spec section 3) and who sees the extended
details (spec section 6; docs/api.md). Without view access the server never sends the
contacts, target info, partner program or offer: they are null and absent from the JSON."""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from rest_framework.renderers import JSONRenderer

from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies import selectors
from apps.companies.api.serializers import CompanyDetailOutput, company_detail_json
from apps.companies.models import DealSize, FeaturedWindow, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.companies.tests.helpers import (
    NOT_AUTHENTICATED,
    NOT_VERIFIED,
    approve,
    company_payload,
    company_url,
    company_with,
    create_change,
    error,
    expire,
    grant_growth,
    join,
)
from conftest import make_user

pytestmark = pytest.mark.django_db

EXTENDED = ("contacts", "targetInfo", "partnershipProgram", "companyOffer")
SECRET_CONTACTS = [
    {
        "firstName": "Zebulon",
        "lastName": "Quargleton",
        "email": "zebulon.quargleton@secret-partners.io",
        "position": "Chief Alliance Wizard",
        "linkedInUrl": "https://www.linkedin.com/in/zebulon-quargleton-secret",
    },
    {
        "firstName": "Xanthippe",
        "lastName": "Vorobyeva",
        "email": "xanthippe.v@secret-partners.io",
        "position": "Partner Oracle",
        "linkedInUrl": "",
    },
]
SECRET_PAGE = "https://secret-partners.io/hidden-partner-programme-7f3a"
SECRET_PROGRAM = "<p>Margins of 47.5% through the Quasar tier programme.</p>"
SECRET_OFFER = "<p>Exclusive: the Platypus Deal, 93% off the first 4 seats.</p>"
SECRETS = [
    *(value for c in SECRET_CONTACTS for value in c.values() if value),
    SECRET_PAGE,
    "Quasar tier",
    "Platypus Deal",
]


@pytest.fixture
def target(db):
    """A company whose extended details are all distinctive strings."""
    owner = make_user(email="owner@secret-partners.io", first_name="Owen", last_name="Owner")
    company = company_with(
        name="Secret Partners",
        domain="secret-partners.io",
        admin=owner,
        contacts=SECRET_CONTACTS,
        partnerPage=SECRET_PAGE,
        partnerProgramDescription=SECRET_PROGRAM,
        offerDescription=SECRET_OFFER,
    )
    company.owner = owner
    return company


def _viewer(kind, *, target, user, admin_user, acme):
    """A signed-in user of each kind (`user` is a Free company admin of Acme)."""
    if kind == "free member of another company":
        return user
    if kind == "free user without a company":
        return make_user(email="nobody@nowhere-inc.com")
    if kind == "paid user whose plan expired":
        viewer = make_user(email="lapsed@nowhere-inc.com")
        expire(grant_growth(viewer))
        return viewer
    if kind == "free member of that company":
        viewer = make_user(email="junior@secret-partners.io")
        join(viewer, target, is_company_admin=False)
        return viewer
    if kind == "paid member of another company":
        grant_growth(user)
        return user
    if kind == "paid user without a company":
        viewer = make_user(email="pro@nowhere-inc.com")
        grant_growth(viewer)
        return viewer
    if kind == "admin":
        return admin_user
    raise AssertionError(kind)


WITHOUT_ACCESS = ["free member of another company", "free user without a company", "paid user whose plan expired"]
WITH_ACCESS = ["free member of that company", "paid member of another company", "paid user without a company", "admin"]


@pytest.mark.parametrize("kind", WITHOUT_ACCESS)
def test_without_view_access_the_extended_details_are_never_sent(client_for, target, user, admin_user, acme, kind):
    viewer = _viewer(kind, target=target, user=user, admin_user=admin_user, acme=acme)

    response = client_for(viewer).get(company_url(target))

    assert response.status_code == 200
    body = response.json()
    for key in EXTENDED:
        assert key in body, key
        assert body[key] is None, key
    assert body["hasUserViewAccess"] is False
    assert body["hasUserEditAccess"] is False
    text = response.content.decode()
    for secret in SECRETS:
        assert secret not in text, f"{secret!r} leaked to a viewer without access"
    # the public part is still there
    assert body["name"] == "Secret Partners"
    assert body["website"] == "https://www.secret-partners.io"
    assert body["companyId"] == target.pk
    assert body["members"] == [{"userId": target.owner.pk, "isCompanyAdmin": True}]


@pytest.mark.parametrize("kind", WITH_ACCESS)
def test_with_view_access_the_extended_details_are_sent(client_for, target, user, admin_user, acme, kind):
    viewer = _viewer(kind, target=target, user=user, admin_user=admin_user, acme=acme)

    body = client_for(viewer).get(company_url(target)).json()

    assert body["hasUserViewAccess"] is True
    assert body["hasUserEditAccess"] is (kind == "admin")
    assert [(c["firstName"], c["email"]) for c in body["contacts"]] == [
        ("Zebulon", "zebulon.quargleton@secret-partners.io"),
        ("Xanthippe", "xanthippe.v@secret-partners.io"),
    ]
    assert body["partnershipProgram"]["partnerPage"] == SECRET_PAGE
    assert body["partnershipProgram"]["partnerProgramDescription"] == SECRET_PROGRAM
    assert body["companyOffer"] == {"offerDescription": SECRET_OFFER}
    assert set(body["targetInfo"]) == {
        "isIndustryAgnostic",
        "targetIndustries",
        "isGeoGlobal",
        "geoRegions",
        "marketSegments",
        "companySize",
        "dealSizes",
        "goalForNextYear",
    }


def test_an_expired_plan_loses_view_access_again(client_for, target):
    viewer = make_user(email="pro@nowhere-inc.com")
    subscription = grant_growth(viewer)
    client = client_for(viewer)
    assert client.get(company_url(target)).json()["hasUserViewAccess"] is True

    expire(subscription)

    body = client.get(company_url(target)).json()
    assert body["hasUserViewAccess"] is False
    assert body["contacts"] is None
    assert "zebulon" not in client.get(company_url(target)).content.decode().lower()


def test_the_company_admin_may_edit_and_sees_everything(client_for, target):
    body = client_for(target.owner).get(company_url(target)).json()

    assert body["hasUserViewAccess"] is True
    assert body["hasUserEditAccess"] is True
    assert body["status"] == "Approved"
    assert body["companyChangeId"] is None
    assert body["contacts"][0]["contactId"] == target.contacts.order_by("sort_order").first().pk


def test_the_detail_has_the_spec_shape(client_for, target):
    body = client_for(target.owner).get(company_url(target)).json()

    assert set(body) >= {
        "companyId",
        "companyChangeId",
        "name",
        "logoUrl",
        "website",
        "description",
        "partnerType",
        "status",
        "hasUserViewAccess",
        "hasUserEditAccess",
        "members",
        *EXTENDED,
    }
    assert set(body["contacts"][0]) == {"contactId", "firstName", "lastName", "email", "position", "linkedInUrl"}
    assert set(body["partnershipProgram"]) == {
        "partnershipTypes",
        "partnerPage",
        "partnerProgramDescription",
        "partnerReadiness",
    }
    assert all(set(item) == {"id", "name"} for item in body["targetInfo"]["targetIndustries"])


# --- not found ------------------------------------------------------------------------------


def test_an_unknown_company_is_a_json_404(client_for, user):
    response = client_for(user).get(company_url(999999))

    assert response.status_code == 404
    assert response["Content-Type"].startswith("application/json")
    assert response.json() == error(404, "Company not found.", code="notFound")


def test_an_unpublished_company_is_a_404_even_for_its_members(client_for, admin_user, target):
    target.is_approved = False
    target.save(update_fields=["is_approved"])

    for viewer in (target.owner, admin_user):
        response = client_for(viewer).get(company_url(target))
        assert response.status_code == 404
        assert response.json() == error(404, "Company not found.", code="notFound")


def test_the_detail_needs_a_signed_in_verified_member(api, client_for, pending_user, target):
    assert api.get(company_url(target)).json() == NOT_AUTHENTICATED
    response = client_for(pending_user).get(company_url(target))
    assert response.status_code == 403
    assert response.json() == NOT_VERIFIED
    assert "zebulon" not in response.content.decode().lower()


def test_the_company_detail_serves_the_stored_sanitised_description(client_for, user, admin_user):
    """A description saved through the API comes back sanitised (apps/core/sanitize.py)."""
    padding = (
        "Our platform connects carriers, warehouses and web shops and reports on every delivery in real time. " * 2
    )
    dirty = (
        f'<h2 onclick="steal()">Acme</h2><p>{padding}<script>alert(document.cookie)</script>'
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>'
        '<a href="https://acme.io" target="_blank">good</a><iframe src="https://evil.io"></iframe>'
        '<span style="color: red; position: fixed">red</span></p>'
    )
    company_id = approve(client_for(admin_user), create_change(client_for(user), company_payload(description=dirty)))

    description = client_for(user).get(company_url(company_id)).json()["description"]

    for bad in ("<script", "alert(", "onclick", "onerror", "javascript:", "<iframe", "position"):
        assert bad not in description, bad
    assert "<h2>Acme</h2>" in description
    assert '<a href="https://acme.io" target="_blank" rel="noopener noreferrer nofollow">good</a>' in description
    assert '<span style="color:red">red</span>' in description
    assert padding.strip() in description


def test_member_names_are_shown_only_to_those_who_manage_members(client_for, user, other_user, admin_user):
    from apps.companies.tests.helpers import company_with, join

    company = company_with(name="Initech", domain="initech-labs.com", admin=user)
    join(other_user, company)
    as_member = client_for(other_user).get(f"/api/companies/{company.pk}").json()["members"]
    assert all(set(m) == {"userId", "isCompanyAdmin"} for m in as_member)
    as_admin = client_for(user).get(f"/api/companies/{company.pk}").json()["members"]
    assert {m["email"] for m in as_admin} == {user.email, other_user.email}
    assert client_for(admin_user).get(f"/api/companies/{company.pk}").json()["members"][0]["firstName"]


# --- the detail read in one query and written without the serializer (issue 25, item 2) ------


@pytest.fixture
def full_target(target):
    """The target with every reference list, a member who is not an admin, a pending change
    and an open featured window: every part of the detail has something to show."""
    target.target_industries.set(Industry.objects.order_by("-id")[:3])
    target.geo_regions.set(GeoRegion.objects.order_by("-id")[:3])
    target.market_segments.set(MarketSegment.objects.order_by("-id")[:2])
    target.deal_sizes.set(DealSize.objects.order_by("-id")[:2])
    target.partnership_types.set(PartnershipType.objects.order_by("-id")[:2])
    join(make_user(email="second@secret-partners.io", first_name="Sam", last_name="Second"), target)
    CompanyChangeFactory(company=target, author=target.owner)
    now = timezone.now()
    FeaturedWindow.objects.create(company=target, starts_at=now - timedelta(days=1), ends_at=now + timedelta(days=3))
    return target


ACCESS = [(False, False), (True, False), (True, True)]


def _orm_entry(company_id) -> selectors._DetailEntry:
    """The entry read through the ORM, as on a database other than PostgreSQL."""
    entry = selectors._DetailEntry.__new__(selectors._DetailEntry)
    entry.company_id, entry.details = company_id, {}
    entry._read_orm(company_id, timezone.now())
    return entry


@pytest.mark.postgresql
@pytest.mark.parametrize(("view", "edit"), ACCESS)
def test_the_one_query_detail_is_the_orms(full_target, view, edit):
    """The PostgreSQL statement (_detail_statement) reads what the ORM reads, in the same order,
    in one query (the pending change, for those who may edit, is one more)."""
    with CaptureQueriesContext(connection) as queries:
        one_query = selectors._DetailEntry(full_target.pk, full_target.owner.pk)
    assert len(queries) == 1
    orm = _orm_entry(full_target.pk)
    assert one_query.found
    assert orm.found
    assert one_query.values == orm.values
    assert one_query.members == orm.members
    assert one_query.featured_until == orm.featured_until is not None
    assert one_query.detail(view=view, edit=edit) == orm.detail(view=view, edit=edit)
    assert len(one_query.values["targetIndustries"]) == 3
    assert len(one_query.members) == 2
    assert one_query.plan_end is None  # the owner has no plan


@pytest.mark.postgresql
def test_the_one_query_detail_reads_the_viewers_plan_end(full_target):
    subscription = grant_growth(full_target.owner)
    entry = selectors._DetailEntry(full_target.pk, full_target.owner.pk)
    assert entry.plan_end == subscription.current_period_end


def test_an_unpublished_company_reads_as_not_found_in_one_query(full_target):
    full_target.is_approved = False
    full_target.save(update_fields=["is_approved"])
    assert not selectors._DetailEntry(full_target.pk, full_target.owner.pk).found
    assert not _orm_entry(full_target.pk).found


@pytest.mark.parametrize(("view", "edit"), ACCESS)
def test_the_detail_json_is_the_serializers_byte_for_byte(full_target, view, edit):
    detail = selectors._DetailEntry(full_target.pk).detail(view=view, edit=edit)
    assert detail["featuredUntil"] is not None
    assert detail["companyChangeId"] is not None or not edit
    assert company_detail_json(detail) == JSONRenderer().render(CompanyDetailOutput(detail).data)
    detail["featuredUntil"] = None  # not featured
    assert company_detail_json(detail) == JSONRenderer().render(CompanyDetailOutput(detail).data)
