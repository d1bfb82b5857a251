"""The inbox's filters of the request list (`Filter`: pending, unread, closed), as the SPA's
Outreach tabs use them: each keeps only its requests, for the member who reads it."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.companies.tests.factories import CompanyFactory
from apps.outreach.models import IntroRequestSeen
from apps.outreach.tests.factories import IntroRequestFactory

pytestmark = pytest.mark.django_db

REQUESTS = "/api/outreach/requests"


@pytest.fixture
def inbox(beta, beta_admin):
    """Beta's received requests: one pending and unread, one pending and opened, one pending
    past its expiry, one declined, one accepted; and one Beta sent, withdrawn."""
    now = timezone.now()
    companies = [CompanyFactory(name=f"Sender {n}") for n in range(5)]
    unread = IntroRequestFactory(sender_company=companies[0], receiver_company=beta)
    opened = IntroRequestFactory(sender_company=companies[1], receiver_company=beta)
    IntroRequestSeen.objects.create(intro_request=opened, user=beta_admin)
    lapsed = IntroRequestFactory(
        sender_company=companies[2],
        receiver_company=beta,
        created_at=now - timedelta(days=31),
        expires_at=now - timedelta(days=1),
    )
    declined = IntroRequestFactory(sender_company=companies[3], receiver_company=beta, state="declined")
    accepted = IntroRequestFactory(sender_company=companies[4], receiver_company=beta, accepted=True)
    withdrawn = IntroRequestFactory(sender_company=beta, receiver_company=CompanyFactory(), state="withdrawn")
    return {
        "unread": unread,
        "opened": opened,
        "lapsed": lapsed,
        "declined": declined,
        "accepted": accepted,
        "withdrawn": withdrawn,
    }


def ids(client, **params):
    response = client.get(REQUESTS, params)
    assert response.status_code == 200, response.content
    return {item["introRequestId"] for item in response.json()["data"]}


def test_pending_keeps_the_requests_still_waiting_for_an_answer(client_for, beta_admin, inbox):
    assert ids(client_for(beta_admin), Filter="pending") == {inbox["unread"].pk, inbox["opened"].pk}


def test_unread_keeps_the_requests_the_member_has_not_opened(client_for, beta_admin, beta_member, inbox):
    assert ids(client_for(beta_admin), Filter="unread") == {inbox["unread"].pk}
    # Another member of the company has opened neither.
    assert ids(client_for(beta_member), Filter="unread") == {inbox["unread"].pk, inbox["opened"].pk}


def test_closed_keeps_the_answered_withdrawn_and_expired_requests(client_for, beta_admin, inbox):
    assert ids(client_for(beta_admin), Filter="closed") == {
        inbox["lapsed"].pk,
        inbox["declined"].pk,
        inbox["accepted"].pk,
        inbox["withdrawn"].pk,
    }


def test_the_filter_combines_with_the_box_and_all_is_everything(client_for, beta_admin, inbox):
    client = client_for(beta_admin)
    assert ids(client, Filter="closed", Box="sent") == {inbox["withdrawn"].pk}
    assert ids(client, Filter="all") == {request.pk for request in inbox.values()}


def test_an_unknown_filter_is_a_field_error(client_for, beta_admin, inbox):
    response = client_for(beta_admin).get(REQUESTS, {"Filter": "starred"})

    assert response.status_code == 400
    assert "Filter" in response.json()["errors"]
