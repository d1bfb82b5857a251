"""The saved-search calls (docs/alerts.md, docs/api.md "Saved searches"): saving, listing, reading,
changing and deleting one's own searches, saving one from the pipeline; who may (a discovery
search's 403s first, another member's search a 404); the criteria validated with a discovery
search's rules and messages; the e-mails' unsubscribe link (signed; expired and tampered links
refused; no sign-in, no API key)."""

import time
from unittest import mock

import pytest
from django.conf import settings
from rest_framework.test import APIClient

from apps.alerts.models import AlertShown, SavedSearch
from apps.alerts.tests.factories import AlertShownFactory, SavedSearchFactory
from apps.alerts.tokens import unsubscribe_token
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, FINTECH, LOGISTICS, MID_MARKET_SEGMENT, WESTERN_EUROPE
from apps.core.testing import error
from apps.discovery.tests.factories import SearchHistoryFactory

pytestmark = pytest.mark.django_db

LIST = "/api/saved-searches"
UNSUBSCRIBE = "/api/alerts/unsubscribe"
INVALID = "Please correct the errors and try again."
EMPTY = "Choose at least one industry, region or market segment, or check Industry Agnostic or Geography Global."
BODY = {"name": "Cyber in Western Europe", "targetIndustryIds": [CYBERSECURITY], "targetGeoRegionIds": [WESTERN_EUROPE]}


def item(response_json) -> dict:
    return {k: v for k, v in response_json.items() if k not in ("savedSearchId", "createdAt", "updatedAt")}


@pytest.fixture
def client(client_for, searcher):
    return client_for(searcher)


def test_saving_a_search_answers_it_with_its_filters(client, searcher, acme):
    response = client.post(LIST, {**BODY, "topN": 5, "frequency": 1}, format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert item(body) == {
        "name": "Cyber in Western Europe",
        "filters": {
            "targertIndustries": [{"id": CYBERSECURITY, "name": "Cybersecurity"}],
            "isIndustryAgnostic": False,
            "targetGeoRegions": [{"id": WESTERN_EUROPE, "name": "Western Europe"}],
            "isGeoGlobal": False,
            "targetMarketSegments": [],
        },
        "topN": 5,
        "frequency": 1,
        "emailAlerts": True,
        "searchHistoryId": None,
        "lastDigestAt": None,
        "alertsCount": 0,
        "pendingCount": 0,
        "lastAlertAt": None,
    }
    saved = SavedSearch.objects.get(pk=body["savedSearchId"])
    assert (saved.user, saved.company, saved.industry_ids, saved.region_ids) == (
        searcher,
        acme,
        [CYBERSECURITY],
        [WESTERN_EUROPE],
    )
    assert saved.baseline_version  # its baseline is today's top N


def test_the_defaults_are_a_daily_top_10_with_e_mails(client):
    body = client.post(LIST, BODY, format="json").json()
    assert (body["topN"], body["frequency"], body["emailAlerts"]) == (10, 2, True)


def test_the_list_is_the_members_own_newest_first_with_their_alerts(client, searcher, other_user):
    older = SavedSearchFactory(user=searcher, name="Older")
    newer = SavedSearchFactory(user=searcher, name="Newer")
    SavedSearchFactory(user=other_user, name="Not yours")
    AlertShownFactory(saved_search=older)
    AlertShownFactory(saved_search=older, state=AlertShown.State.PENDING)
    AlertShownFactory(saved_search=older, state=AlertShown.State.DROPPED)

    body = client.get(LIST).json()

    assert body["totalCount"] == 2
    assert [s["savedSearchId"] for s in body["data"]] == [newer.pk, older.pk]
    assert (body["data"][1]["alertsCount"], body["data"][1]["pendingCount"]) == (2, 1)
    assert body["data"][1]["lastAlertAt"] is not None


def test_reading_changing_and_deleting_ones_own(client, searcher):
    saved = SavedSearchFactory(user=searcher, name="Mine")
    url = f"{LIST}/{saved.pk}"

    assert client.get(url).json()["name"] == "Mine"
    changed = client.patch(url, {"name": "Renamed", "frequency": 3, "emailAlerts": False}, format="json").json()
    assert (changed["name"], changed["frequency"], changed["emailAlerts"]) == ("Renamed", 3, False)
    # The criteria not sent are kept.
    assert changed["filters"]["targertIndustries"] == [{"id": CYBERSECURITY, "name": "Cybersecurity"}]
    assert client.delete(url).status_code == 204
    assert not SavedSearch.objects.filter(pk=saved.pk).exists()


def test_another_members_search_is_a_404_for_every_call(client, other_user):
    theirs = SavedSearchFactory(user=other_user)
    url = f"{LIST}/{theirs.pk}"
    not_found = error(404, "Saved search not found.", code="notFound")

    for response in (client.get(url), client.patch(url, {"name": "Mine now"}, format="json"), client.delete(url)):
        assert (response.status_code, response.json()) == (404, not_found)
    assert SavedSearch.objects.get(pk=theirs.pk).name == theirs.name


# --- who may save ---------------------------------------------------------------------------------


def test_saving_needs_what_a_search_needs_and_says_so_before_the_input(client_for, user, acme, outsider):
    free = client_for(user)  # a company, no plan
    response = free.post(LIST, {"name": ""}, format="json")
    assert response.json() == error(403, "An active subscription is required to search.", code="noSubscription")

    SubscriptionFactory(user=outsider)  # a plan, no company
    response = client_for(outsider).post(LIST, BODY, format="json")
    assert response.json() == error(
        403, "Associate your account with a company to search for partners.", code="noCompany"
    )
    assert not SavedSearch.objects.exists()


def test_a_member_whose_plan_ended_can_still_list_read_and_delete(client_for, user, acme):
    saved = SavedSearchFactory(user=user)
    client = client_for(user)  # no plan
    assert client.get(LIST).json()["totalCount"] == 1
    assert client.get(f"{LIST}/{saved.pk}").status_code == 200
    assert client.patch(f"{LIST}/{saved.pk}", {"frequency": 0}, format="json").json()["code"] == "noSubscription"
    assert client.delete(f"{LIST}/{saved.pk}").status_code == 204


def test_a_member_keeps_at_most_the_limit(client, searcher, settings):
    settings.ALERTS_SAVED_SEARCHES_PER_MEMBER = 2
    SavedSearchFactory.create_batch(2, user=searcher)

    response = client.post(LIST, BODY, format="json")

    assert response.status_code == 409
    assert response.json() == error(
        409,
        "You have saved 2 searches, the most you can keep. Delete one to save another.",
        code="savedSearchLimit",
    )


# --- the criteria: a discovery search's rules ------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "errors"),
    [
        (
            {"name": "x"},
            {"nonFieldErrors": [EMPTY]},
        ),
        ({**BODY, "targetIndustryIds": [1, 2, 3, 4]}, {"targetIndustryIds": ["Choose at most 3 industries."]}),
        ({**BODY, "targetGeoRegionIds": [155, 154, 39, 21]}, {"targetGeoRegionIds": ["Choose at most 3 regions."]}),
        (
            {**BODY, "targetMarketSegments": [1, 2, 3, 4]},
            {"targetMarketSegments": ["Choose at most 3 market segments."]},
        ),
        ({**BODY, "targetIndustryIds": ["cyber"]}, {"targetIndustryIds": ["Must be a list of ids."]}),
        (
            {**BODY, "isIndustryAgnostic": True},
            {"targetIndustryIds": ["Leave the industries empty when Industry Agnostic is checked."]},
        ),
        (
            {**BODY, "isGeoGlobal": True},
            {"targetGeoRegionIds": ["Leave the regions empty when Geography Global is checked."]},
        ),
        ({**BODY, "targetIndustryIds": [999]}, {"targetIndustryIds": ["Unknown id(s): 999."]}),
        ({**BODY, "targetGeoRegionIds": [150]}, {"targetGeoRegionIds": ["Unknown id(s): 150."]}),  # a region
        ({**BODY, "name": ""}, {"name": ["The name must be 1 to 100 characters."]}),
        ({**BODY, "name": "n" * 101}, {"name": ["The name must be 1 to 100 characters."]}),
        ({**BODY, "name": "   "}, {"name": ["The name must be 1 to 100 characters."]}),
        ({**BODY, "topN": 0}, {"topN": ["Top N must be a whole number from 1 to 50."]}),
        ({**BODY, "topN": 51}, {"topN": ["Top N must be a whole number from 1 to 50."]}),
        ({**BODY, "frequency": 4}, {"frequency": ["Frequency must be 0 (Off), 1 (Instant), 2 (Daily) or 3 (Weekly)."]}),
    ],
)
def test_the_criteria_follow_a_discovery_searchs_rules(client, body, errors):
    response = client.post(LIST, body, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == errors
    assert not SavedSearch.objects.exists()


def test_a_change_is_checked_with_the_criteria_it_keeps(client, searcher):
    saved = SavedSearchFactory(user=searcher)  # Cybersecurity in Western Europe
    url = f"{LIST}/{saved.pk}"

    response = client.patch(url, {"isIndustryAgnostic": True}, format="json")
    assert response.json()["errors"] == {
        "targetIndustryIds": ["Leave the industries empty when Industry Agnostic is checked."]
    }
    changed = client.patch(url, {"isIndustryAgnostic": True, "targetIndustryIds": []}, format="json").json()
    assert changed["filters"]["isIndustryAgnostic"] is True
    assert changed["filters"]["targertIndustries"] == []
    response = client.patch(url, {"isIndustryAgnostic": False, "targetGeoRegionIds": []}, format="json")
    assert response.json()["errors"]["nonFieldErrors"][0].startswith("Choose at least one")


def test_turning_alerts_off_or_to_instant_drops_what_waits_for_a_digest(client, searcher):
    saved = SavedSearchFactory(user=searcher, frequency=SavedSearch.Frequency.DAILY)
    waiting = AlertShownFactory(saved_search=saved, state=AlertShown.State.PENDING)
    url = f"{LIST}/{saved.pk}"

    client.patch(url, {"frequency": 3}, format="json")  # daily to weekly: it goes in the weekly digest
    waiting.refresh_from_db()
    assert waiting.state == AlertShown.State.PENDING
    client.patch(url, {"frequency": 0}, format="json")
    waiting.refresh_from_db()
    assert waiting.state == AlertShown.State.DROPPED


# --- from the pipeline ------------------------------------------------------------------------------


def test_a_pipeline_search_is_saved_with_its_criteria(client, searcher):
    past = SearchHistoryFactory(
        user=searcher, industry_ids=[FINTECH, LOGISTICS], region_ids=[], is_geo_global=True, segment_ids=[2]
    )
    past.number_to_show = 80
    past.save()

    response = client.post(f"{LIST}/from-history/{past.pk}", {}, format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    assert body["name"] == f"Search of {past.searched_at:%d %b %Y}"
    assert (body["topN"], body["frequency"], body["searchHistoryId"]) == (50, 2, past.pk)
    assert [i["id"] for i in body["filters"]["targertIndustries"]] == [FINTECH, LOGISTICS]
    assert body["filters"]["isGeoGlobal"] is True
    named = client.post(
        f"{LIST}/from-history/{past.pk}", {"name": "Fintech anywhere", "topN": 3, "frequency": 1}, format="json"
    ).json()
    assert (named["name"], named["topN"], named["frequency"]) == ("Fintech anywhere", 3, 1)


def test_another_members_pipeline_search_is_a_404(client, other_user):
    theirs = SearchHistoryFactory(user=other_user)
    response = client.post(f"{LIST}/from-history/{theirs.pk}", {}, format="json")
    assert response.json() == error(404, "Search not found.", code="notFound")


# --- the unsubscribe link ------------------------------------------------------------------------------


def test_the_link_works_without_sign_in_or_api_key(searcher):
    saved = SavedSearchFactory(user=searcher, name="Mine")
    other = SavedSearchFactory(user=searcher, name="Other")
    token = unsubscribe_token(user_id=searcher.pk, saved_search_id=saved.pk)
    anonymous = APIClient()

    preview = anonymous.get(f"{UNSUBSCRIBE}?token={token}")
    assert (preview.status_code, preview.json()) == (
        200,
        {"savedSearchId": saved.pk, "name": "Mine", "emailAlerts": True},
    )
    assert SavedSearch.objects.get(pk=saved.pk).email_alerts  # reading it changes nothing

    for _ in range(2):  # again: the same answer
        response = anonymous.post(UNSUBSCRIBE, {"token": token}, format="json")
        assert response.json() == {"savedSearchId": saved.pk, "name": "Mine", "emailAlerts": False}
    assert SavedSearch.objects.get(pk=other.pk).email_alerts  # the other search's e-mails go on


def test_the_one_click_post_of_mail_clients_and_the_digests_link_for_all(searcher):
    searches = SavedSearchFactory.create_batch(2, user=searcher)
    token = unsubscribe_token(user_id=searcher.pk)

    response = APIClient().post(
        f"{UNSUBSCRIBE}?token={token}", "List-Unsubscribe=One-Click", content_type="application/x-www-form-urlencoded"
    )

    assert response.json() == {"savedSearchId": None, "name": None, "emailAlerts": False}
    assert not SavedSearch.objects.filter(pk__in=[s.pk for s in searches], email_alerts=True).exists()


def test_a_tampered_link_is_refused(searcher):
    saved = SavedSearchFactory(user=searcher)
    token = unsubscribe_token(user_id=searcher.pk, saved_search_id=saved.pk)
    tampered = token.replace(token[3], "A" if token[3] != "A" else "B", 1)
    forged = (
        unsubscribe_token(user_id=searcher.pk, saved_search_id=saved.pk + 1).split(":", 1)[0]
        + ":"
        + token.split(":", 1)[1]
    )
    invalid = error(400, "This unsubscribe link is not valid.", code="unsubscribeLinkInvalid")

    for response in (
        APIClient().get(f"{UNSUBSCRIBE}?token={tampered}"),
        APIClient().post(UNSUBSCRIBE, {"token": tampered}, format="json"),
        APIClient().post(UNSUBSCRIBE, {"token": forged}, format="json"),
        APIClient().post(UNSUBSCRIBE, {"token": "not-a-token"}, format="json"),
    ):
        assert (response.status_code, response.json()) == (400, invalid)
    assert SavedSearch.objects.get(pk=saved.pk).email_alerts


def test_an_expired_link_is_refused(searcher):
    saved = SavedSearchFactory(user=searcher)
    days = settings.ALERTS_UNSUBSCRIBE_DAYS
    with mock.patch("django.core.signing.time.time", return_value=time.time() - (days + 1) * 86400):
        token = unsubscribe_token(user_id=searcher.pk, saved_search_id=saved.pk)

    expired = error(
        400,
        "This unsubscribe link has expired. Change your alerts in your saved searches.",
        code="unsubscribeLinkExpired",
    )
    for response in (
        APIClient().get(f"{UNSUBSCRIBE}?token={token}"),
        APIClient().post(UNSUBSCRIBE, {"token": token}, format="json"),
    ):
        assert (response.status_code, response.json()) == (400, expired)
    assert SavedSearch.objects.get(pk=saved.pk).email_alerts


def test_a_missing_token_is_a_field_error():
    response = APIClient().post(UNSUBSCRIBE, {}, format="json")
    assert response.status_code == 400
    assert response.json()["errors"] == {"token": ["This field is required."]}


def test_the_segment_of_a_saved_search_is_named(client, searcher):
    CompanyFactory(name="Some company")
    body = client.post(LIST, {**BODY, "targetMarketSegments": [MID_MARKET_SEGMENT]}, format="json").json()
    assert body["filters"]["targetMarketSegments"] == [{"id": MID_MARKET_SEGMENT, "name": "Mid-market"}]
