from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.services import subscription_grant
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies import services
from apps.companies.models import Company, FeaturedWindow
from apps.companies.selectors import company_featured_until, partner_program_list
from apps.companies.tests.factories import CompanyFactory

pytestmark = pytest.mark.django_db

URL = "/api/partner-programs"


@pytest.fixture
def catalogue():
    companies = [CompanyFactory(name=f"Vendor {i:02d}", domain=f"vendor{i:02d}.com") for i in range(12)]
    for company in companies[:4]:
        services.featured_window_add(company=company, days=10)
    CompanyFactory(name="Unpublished", domain="unpublished.com", is_approved=False)
    CompanyFactory(name="No Program", domain="noprogram.com", partner_program_description="")
    return companies


def test_featured_pages_of_three_then_has_next(client_for, user, catalogue):
    client = client_for(user)
    first = client.get(URL, {"IsFeatured": "true", "PageNumber": 1, "PageSize": 3}).json()
    assert len(first["data"]) == 3
    assert first["hasNext"] is True
    second = client.get(URL, {"IsFeatured": "true", "PageNumber": 2, "PageSize": 3}).json()
    assert len(second["data"]) == 1
    assert second["hasNext"] is False
    # The featured rotate (their order depends on the day), but the pages never overlap.
    shown = [c["companyName"] for c in first["data"] + second["data"]]
    assert sorted(shown) == ["Vendor 00", "Vendor 01", "Vendor 02", "Vendor 03"]


def test_regular_list_leaves_out_unapproved_and_programless_companies(client_for, user, catalogue):
    body = client_for(user).get(URL, {"IsFeatured": "false", "PageNumber": 1, "PageSize": 9}).json()
    names = [c["companyName"] for c in body["data"]]
    assert names == [f"Vendor {i:02d}" for i in range(11, 3, -1)]
    assert body["hasNext"] is False
    everything = client_for(user).get(URL, {"PageSize": 50}).json()["data"]
    assert "Unpublished" not in {c["companyName"] for c in everything}
    assert "No Program" not in {c["companyName"] for c in everything}


def test_cards_carry_public_fields_as_plain_text_and_withhold_the_chips_without_a_plan(client_for, user, catalogue):
    card = client_for(user).get(URL, {"IsFeatured": "false", "PageSize": 1}).json()["data"][0]
    assert set(card) == {
        "companyId",
        "companyName",
        "companyLogoUrl",
        "description",
        "targertIndustries",
        "geoRegions",
        "isIndustryAgnostic",
        "isGeoGlobal",
    }
    assert "<" not in card["description"]
    assert card["description"].startswith("Vendor 11 builds software")
    # A Free member: the chips are extended details (spec section 2), not sent.
    assert card["targertIndustries"] is None
    assert card["geoRegions"] is None


def test_a_paid_member_and_an_admin_get_the_chips(client_for, user, admin_user, catalogue):
    SubscriptionFactory(user=user)
    for viewer in (user, admin_user):
        card = client_for(viewer).get(URL, {"IsFeatured": "false", "PageSize": 1}).json()["data"][0]
        assert card["targertIndustries"] == ["Cybersecurity", "Fintech & Payments"]
        assert card["geoRegions"] == ["Northern America", "Western Europe"]
        assert card["isIndustryAgnostic"] is False


def test_the_most_complete_profiles_come_first(client_for, user, catalogue):
    Company.objects.filter(name="Vendor 05").update(offer_description="", partner_page="", logo_url="")
    Company.objects.filter(name="Vendor 06").update(partner_readiness=None)
    names = [c["companyName"] for c in client_for(user).get(URL, {"IsFeatured": "false", "PageSize": 9}).json()["data"]]
    assert names[-2:] == ["Vendor 06", "Vendor 05"]


def test_bad_paging_is_a_400_and_anonymous_is_401(client_for, user, api):
    response = client_for(user).get(URL, {"PageSize": 0})
    assert response.status_code == 400
    assert "PageSize" in response.json()["errors"]
    assert api.get(URL).status_code == 401


# --- featured placement (issue 11): Growth's 10 days a month, rotating ---------------------------


def _featured(client):
    return {c["companyName"] for c in client.get(URL, {"IsFeatured": "true", "PageSize": 50}).json()["data"]}


def test_a_company_is_featured_while_a_window_is_open(client_for, user, catalogue):
    FeaturedWindow.objects.all().delete()
    company = catalogue[7]
    now = timezone.now()
    client = client_for(user)
    window = FeaturedWindow.objects.create(
        company=company, starts_at=now + timedelta(days=1), ends_at=now + timedelta(days=11)
    )
    assert _featured(client) == set()  # not yet
    window.starts_at = now - timedelta(days=1)
    window.save()
    assert _featured(client) == {company.name}  # inside
    regular = {c["companyName"] for c in client.get(URL, {"IsFeatured": "false", "PageSize": 50}).json()["data"]}
    assert company.name not in regular
    window.ends_at = now - timedelta(minutes=1)
    window.save()
    assert _featured(client) == set()  # expired


def test_a_growth_subscription_opens_one_ten_day_window_a_month_for_its_company(user, acme):
    subscription = SubscriptionFactory(user=user)
    now = timezone.now().replace(day=2, hour=12)  # early in a month, whatever today is
    first = services.featured_window_open_for(subscription=subscription, now=now)
    assert first.company == acme
    assert first.ends_at - first.starts_at == timedelta(days=10)
    again = services.featured_window_open_for(subscription=subscription, now=now + timedelta(days=12))
    assert again.pk == first.pk  # one window a month: reopening changes nothing
    assert services.featured_windows_open(now=now + timedelta(days=12)) == 1
    assert FeaturedWindow.objects.count() == 1
    next_month = (now.replace(day=1) + timedelta(days=32)).replace(day=2)
    later = services.featured_window_open_for(subscription=subscription, now=next_month)
    assert later.pk != first.pk
    assert FeaturedWindow.objects.filter(subscription=subscription).count() == 2


def test_no_window_without_a_company_or_on_another_plan(user, other_user, acme):
    without_company = SubscriptionFactory(user=other_user)
    assert services.featured_window_open_for(subscription=without_company) is None
    pro = SubscriptionFactory(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO))
    assert services.featured_window_open_for(subscription=pro) is None
    expired = SubscriptionFactory(user=UserFactory(), expired=True)
    assert services.featured_window_open_for(subscription=expired) is None
    assert not FeaturedWindow.objects.exists()


def test_paying_for_growth_opens_the_window_at_once(user, acme, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        subscription_grant(user=user, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
    window = FeaturedWindow.objects.get()
    assert window.company == acme
    assert company_featured_until(company_id=acme.pk) == window.ends_at


def test_the_featured_rotate_from_day_to_day(client_for, user, catalogue):
    orders = set()
    for day in range(6):
        now = timezone.now() + timedelta(days=day)
        rows = partner_program_list(now=now).filter(featured_now=True)
        orders.add(tuple(row["name"] for row in rows))
    assert len(orders) > 1  # not always the same order
    assert all(sorted(order) == ["Vendor 00", "Vendor 01", "Vendor 02", "Vendor 03"] for order in orders)


def test_the_company_detail_says_until_when_it_is_featured(client_for, user, acme):
    url = f"/api/companies/{acme.pk}"
    assert client_for(user).get(url).json()["featuredUntil"] is None
    now = timezone.now()
    FeaturedWindow.objects.create(company=acme, starts_at=now - timedelta(days=1), ends_at=now + timedelta(days=9))
    until = client_for(user).get(url).json()["featuredUntil"]
    assert until is not None
    assert abs(datetime.fromisoformat(until) - (now + timedelta(days=9))) < timedelta(seconds=1)


def test_the_plan_is_read_with_the_session_and_a_change_of_plan_shows_at_once(client_for, user, catalogue):
    """Whether the cards show their chips comes from the viewer's plan token, read with the
    session: no plan query while the plan is unchanged; a plan bought or cancelled shows on
    the next read."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.billing.models import Subscription

    client = client_for(user)
    params = {"IsFeatured": "false", "PageSize": 1}

    def chips():
        with CaptureQueriesContext(connection) as queries:
            card = client.get(URL, params).json()["data"][0]
        plan_queries = [q for q in queries.captured_queries if Subscription._meta.db_table in q["sql"]]
        return card["targertIndustries"], len(plan_queries)

    assert chips() == (None, 1)  # the plan read once
    assert chips() == (None, 0)  # then from this process's memory
    subscription = SubscriptionFactory(user=user)
    assert chips()[0] == ["Cybersecurity", "Fintech & Payments"]  # bought: at once
    assert chips() == (["Cybersecurity", "Fintech & Payments"], 0)
    subscription.status = Subscription.Status.CANCELED
    subscription.save()
    assert chips()[0] is None  # cancelled: at once


def test_the_cards_written_from_the_rows_are_the_serializers_bytes(client_for, user, admin_user, catalogue):
    """The list writes its cards without ProgramCardOutput's fields (views.program_card): the
    same JSON, byte for byte, for a viewer with the chips and one without, with and without a
    logo, chips and rich text."""
    from rest_framework.renderers import JSONRenderer
    from rest_framework.test import APIRequestFactory

    from apps.companies.api.views import ProgramCardOutput

    catalogue[0].logo_url = "/media/logos/vendor00.png"
    catalogue[0].description = "<p>Cloud <strong>backup</strong></p><ul><li>one</li><li>two</li></ul>"
    catalogue[0].save()
    chips_seen = 0
    for viewer in (user, admin_user):
        body = client_for(viewer).get(URL, {"PageSize": 50}).json()
        request = APIRequestFactory().get(URL)
        request.user = viewer
        cards = ProgramCardOutput(list(partner_program_list()), many=True, context={"request": request})
        written = cards.data
        serialized = cards.serialized(list(partner_program_list()))  # through the fields
        assert JSONRenderer().render(written) == JSONRenderer().render(serialized)
        assert body["data"] == written
        chips_seen += sum(card["targertIndustries"] is not None for card in written)
        assert any(card["companyLogoUrl"] for card in written)
    assert chips_seen == len(body["data"])  # the admin's cards carry the chips, the member's do not
