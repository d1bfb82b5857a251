"""The company filters, and the partner pipeline: the search history (owner only), the
companies each search returned, running a search again, and the CSV export."""

import csv
import io
from datetime import timedelta

import pytest
from django.utils import timezone

from apps.billing.models import Subscription
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.models import GeoRegion, Industry, MarketSegment
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, FINTECH, MID_MARKET_SEGMENT, WESTERN_EUROPE
from apps.core.testing import error
from apps.discovery.models import SearchHistory
from apps.discovery.tests.conftest import channel_partner
from apps.discovery.tests.helpers import (
    FILTERS,
    HISTORY,
    credits_spend,
    credits_used,
    items_url,
    rerun_url,
    scoring_url,
)

pytestmark = pytest.mark.django_db

NOT_FOUND = error(404, "Search not found.", code="notFound")


@pytest.fixture
def partners(acme):
    return [
        channel_partner("Nordic Channel", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE]),
        CompanyFactory(name="Fin Partners", target_industries=[FINTECH], geo_regions=[WESTERN_EUROPE]),
        CompanyFactory(name="Cyber Two", target_industries=[CYBERSECURITY, FINTECH], geo_regions=[21]),
    ]


def search(client, **params):
    response = client.get(scoring_url(**params))
    assert response.status_code == 200, response.json()
    return response.json()


# --- company filters -----------------------------------------------------------------------------


def test_the_filters_offer_every_option_and_the_credits_left(search_client, searcher, django_assert_max_num_queries):
    credits_spend(searcher, 30)

    # Token and user, the member's company, the plan, the five option lists of the lookups.
    with django_assert_max_num_queries(9):
        response = search_client.get(FILTERS)

    assert response.status_code == 200
    body = response.json()
    assert len(body["targertIndustries"]) == Industry.objects.count() == 40
    assert body["targertIndustries"][0] == {"id": 1, "name": "Accounting & Finance Software"}
    assert len(body["targertGeoRegions"]) == GeoRegion.objects.filter(parent__isnull=False).count()
    assert {"id": 155, "name": "Western Europe", "parentId": 150, "parentName": "Europe"} in body["targertGeoRegions"]
    assert len(body["targertMarketSegments"]) == MarketSegment.objects.count() == 8
    assert body["isIndustryAgnosticAvailable"] is True
    assert body["isGeoGlobalAvailable"] is True
    assert body["availableSearchTokens"] == 70


@pytest.mark.parametrize("with_plan", [False, True], ids=["free member of a company", "paid member, no company"])
def test_who_cannot_search_is_not_offered_agnostic_or_global(client_for, user, outsider, acme, with_plan):
    member = outsider if with_plan else user
    if with_plan:
        SubscriptionFactory(user=outsider)

    body = client_for(member).get(FILTERS).json()

    assert (body["isIndustryAgnosticAvailable"], body["isGeoGlobalAvailable"]) == (False, False)
    assert body["availableSearchTokens"] == (100 if with_plan else 0)


# --- the history -----------------------------------------------------------------------------------


def test_the_history_lists_the_members_searches_newest_first(search_client, searcher, partners):
    search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=1)
    search(
        search_client,
        IsIndustryAgnostic="true",
        TargetGeoRegionIds=[WESTERN_EUROPE],
        TargetMarketSegments=[MID_MARKET_SEGMENT],
        NumberToShow=5,
    )
    first, second = SearchHistory.objects.order_by("id")
    # Two searches in the same second still list in the order they ran.
    SearchHistory.objects.filter(pk=first.pk).update(searched_at=second.searched_at)

    response = search_client.get(HISTORY)

    assert response.status_code == 200
    body = response.json()
    assert body["totalCount"] == 2
    assert [entry["searchHistoryId"] for entry in body["data"]] == [second.pk, first.pk]
    assert body["data"][0] == {
        "searchHistoryId": second.pk,
        "searchDate": second.searched_at.isoformat().replace("+00:00", "Z"),
        "numberOfCompanies": 3,
        "numberToShow": 5,
        "rerunOf": None,
        "filters": {
            "targertIndustries": [],
            "isIndustryAgnostic": True,
            "targetGeoRegions": [{"id": WESTERN_EUROPE, "name": "Western Europe"}],
            "isGeoGlobal": False,
            "targetMarketSegments": [{"id": MID_MARKET_SEGMENT, "name": "Mid-market"}],
        },
    }
    assert body["data"][1]["filters"]["targertIndustries"] == [{"id": CYBERSECURITY, "name": "Cybersecurity"}]


def test_the_history_is_paged(search_client, searcher, partners, django_assert_max_num_queries):
    for _ in range(12):
        search(search_client, TargetIndustryIds=[FINTECH], NumberToShow=1)

    with django_assert_max_num_queries(8):  # token, user, count, page, reference names (3)
        response = search_client.get(f"{HISTORY}?PageNumber=2&PageSize=10")

    assert response.json()["totalCount"] == 12
    assert len(response.json()["data"]) == 2
    bad = search_client.get(f"{HISTORY}?PageSize=5")
    assert bad.status_code == 400
    assert bad.json()["errors"] == {"PageSize": ["PageSize must be a whole number from 10 to 50."]}


def test_a_member_sees_only_their_own_history(client_for, search_client, searcher, other_user, partners):
    search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=1)
    SubscriptionFactory(user=other_user)
    other = client_for(other_user)
    mine = SearchHistory.objects.get()

    assert other.get(HISTORY).json() == {"data": [], "totalCount": 0}
    assert (other.get(items_url(mine.pk)).status_code, other.get(items_url(mine.pk)).json()) == (404, NOT_FOUND)
    assert other.get(items_url(mine.pk), HTTP_ACCEPT="text/csv").json() == NOT_FOUND
    refused = other.post(rerun_url(mine.pk), {}, format="json")
    assert (refused.status_code, refused.json()) == (404, NOT_FOUND)
    assert credits_used(other_user) == 0
    assert SearchHistory.objects.count() == 1


def test_an_unknown_search_is_not_found(search_client, searcher):
    assert search_client.get(items_url(999_999)).json() == NOT_FOUND
    assert search_client.get(items_url(10**30)).json() == NOT_FOUND  # beyond a bigint: still a 404


def test_the_items_keep_the_results_as_they_were(search_client, searcher, partners, django_assert_max_num_queries):
    returned = search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=5)
    nordic = partners[0]
    nordic.name = "Nordic Channel Group"
    nordic.is_approved = False
    nordic.save()

    with django_assert_max_num_queries(3):  # token and user, the search
        items = search_client.get(items_url(SearchHistory.objects.get().pk)).json()

    assert items == returned
    assert items[0]["companyName"] == "Nordic Channel"


# --- run again ----------------------------------------------------------------------------------------


def test_a_past_search_runs_again_as_a_new_paid_search(
    search_client, searcher, partners, django_capture_on_commit_callbacks
):
    first = search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=5)
    past = SearchHistory.objects.get()
    with django_capture_on_commit_callbacks(execute=True):  # as if committed: the index version moves on
        CompanyFactory(name="New Cyber", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE])

    response = search_client.post(rerun_url(past.pk), {}, format="json")

    assert response.status_code == 200, response.json()
    again = response.json()
    assert len(again) == len(first) + 1
    assert "New Cyber" in [r["companyName"] for r in again]
    latest = SearchHistory.objects.latest("id")
    assert latest.rerun_of == past
    assert (latest.industry_ids, latest.number_to_show, latest.number_of_companies) == ([CYBERSECURITY], 5, 3)
    assert credits_used(searcher) == len(first) + len(again)
    assert search_client.get(HISTORY).json()["data"][0]["rerunOf"] == past.pk
    assert search_client.get(items_url(latest.pk)).json() == again


def _recorded_before_issue_20(searcher, own, company) -> SearchHistory:
    """A search recorded by the engine before issue 20: its results in the shape it answered
    then (criterion fits as means, integer weights, no match levels nor criteria counts)."""
    result = {
        "rank": 1,
        "companyId": company.pk,
        "companyName": company.name,
        "companyLogoUrl": None,
        "description": "",
        "website": company.website,
        "targertIndustries": ["Cybersecurity"],
        "isIndustryAgnostic": False,
        "geoRegions": ["Western Europe"],
        "isGeoGlobal": False,
        "marketSegments": [],
        "partnerType": 2,
        "companyScore": {
            "matchScore": 62,
            "forwardFit": 64,
            "reverseFit": 50,
            "mutualFit": 56,
            "summary": "Fits your search 64% and partly wants partners like you (50%); a complementary partner type.",
            "breakdown": {
                "forward": {
                    "fit": 64,
                    "criteria": [
                        {"criterion": "industry", "fit": 50, "reason": "Targets Cybersecurity: 1 of the 2 industries."}
                    ],
                },
                "reverse": {"fit": 50, "criteria": [], "reason": "Your company matches part of what they look for."},
                "mutual": {"fit": 56, "reason": "The harmonic mean."},
                "complementarity": {"fit": 100, "weight": 12, "reason": "Complementary."},
                "readiness": {"fit": 50, "weight": 4, "reason": "Partner readiness: Developing."},
                "completeness": {"fit": 100, "weight": 4, "reason": "12 of the 12 parts."},
                "combined": {"fit": 62, "reason": "80% search and mutual fit."},
            },
        },
    }
    return SearchHistory.objects.create(
        user=searcher,
        company=own,
        searched_at=timezone.now(),
        industry_ids=[CYBERSECURITY, FINTECH],
        number_to_show=5,
        number_of_companies=1,
        credits_spent=1,
        results=[result],
        company_ids=[company.pk],
    )


def test_a_search_recorded_before_the_new_ranking_keeps_its_scores_and_runs_again_on_the_new_one(
    search_client, searcher, acme, partners
):
    past = _recorded_before_issue_20(searcher, acme, partners[0])

    items = search_client.get(items_url(past.pk))
    exported = search_client.get(items_url(past.pk), HTTP_ACCEPT="text/csv")
    again = search_client.post(rerun_url(past.pk), {}, format="json")

    assert items.status_code == 200, items.json()
    assert items.json() == past.results  # history is history: the scores it had
    assert exported.status_code == 200
    header, row = _csv_rows(exported)
    assert dict(zip(header, row, strict=True))["Partner fit score (%)"] == "62"
    assert dict(zip(header, row, strict=True))["Criteria met"] == ""
    assert again.status_code == 200, again.json()
    nordic = next(r for r in again.json() if r["companyId"] == partners[0].pk)
    assert nordic["companyScore"]["criteriaMet"] == 1  # the new engine: Cybersecurity, one of the two
    assert nordic["companyScore"]["matchScore"] >= 90
    assert search_client.get(items_url(past.pk)).json() == past.results


def test_running_again_can_show_another_number(search_client, searcher, partners):
    search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=5)
    past = SearchHistory.objects.get()

    response = search_client.post(rerun_url(past.pk), {"numberToShow": 1}, format="json")

    assert len(response.json()) == 1
    refused = search_client.post(rerun_url(past.pk), {"numberToShow": 500}, format="json")
    assert (refused.status_code, refused.json()) == (
        400,
        error(
            400,
            "Please correct the errors and try again.",
            errors={"numberToShow": ["NumberToShow must be a whole number from 1 to 97 (your search credits)."]},
        ),
    )


def test_running_again_needs_a_plan_still(client_for, user, searcher, partners):
    search(client_for(user), TargetIndustryIds=[CYBERSECURITY], NumberToShow=1)
    Subscription.objects.filter(user=user).update(current_period_end=timezone.now() - timedelta(minutes=1))

    response = client_for(user).post(rerun_url(SearchHistory.objects.get().pk), {}, format="json")

    assert (response.status_code, response.json()["code"]) == (403, "noSubscription")
    assert SearchHistory.objects.count() == 1


# --- CSV ------------------------------------------------------------------------------------------


def _csv_rows(response) -> list[list[str]]:
    return list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"), newline="")))


def test_a_search_downloads_as_csv(search_client, searcher, partners):
    returned = search(
        search_client, TargetIndustryIds=[CYBERSECURITY], TargetGeoRegionIds=[WESTERN_EUROPE], NumberToShow=5
    )
    past = SearchHistory.objects.get()

    response = search_client.get(items_url(past.pk), HTTP_ACCEPT="text/csv")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == (
        f'attachment; filename="partner-search-{past.pk}-{past.searched_at:%Y-%m-%d}.csv"'
    )
    assert response.content.startswith("\ufeff".encode())  # spreadsheets read UTF-8 then
    assert b"\r\n" in response.content
    header, *rows = _csv_rows(response)
    assert header[:5] == ["Rank", "Company", "Website", "Partner fit score (%)", "Fit to your search (%)"]
    assert len(rows) == len(returned)
    nordic = dict(zip(header, rows[0], strict=True))
    score = returned[0]["companyScore"]
    assert nordic == {
        "Rank": "1",
        "Company": "Nordic Channel",
        "Website": partners[0].website,
        "Partner fit score (%)": str(score["matchScore"]),
        "Fit to your search (%)": str(score["forwardFit"]),
        "Industry fit (%)": "100",
        "Geography fit (%)": "100",
        "Market segment fit (%)": "",
        "Criteria met": "2 of 2",
        "Their fit to you (%)": str(score["reverseFit"]),
        "Mutual fit (%)": str(score["mutualFit"]),
        "Complementarity (%)": "100",
        "Readiness (%)": "50",
        "Profile completeness (%)": "100",
        "Target industries": "Cybersecurity",
        "Geo regions": "Western Europe",
        "Market segments": "Mid-market; Small businesses (SMB)",
        "Why": nordic["Why"],
        "Company ID": str(partners[0].pk),
    }
    assert nordic["Why"].startswith(score["summary"])
    assert "Targets Cybersecurity, the industry you chose." in nordic["Why"]
    same = search_client.get(f"{items_url(past.pk)}?format=csv")
    assert same.content == response.content


def test_the_csv_neutralises_cells_a_spreadsheet_would_run(search_client, searcher, acme):
    CompanyFactory(name='=HYPERLINK("http://evil.example","Click")', target_industries=[CYBERSECURITY])
    CompanyFactory(name="+1 Partners, Inc.", target_industries=[CYBERSECURITY], website="@evil")
    search(search_client, TargetIndustryIds=[CYBERSECURITY], NumberToShow=5)

    response = search_client.get(items_url(SearchHistory.objects.get().pk), HTTP_ACCEPT="text/csv")

    header, *rows = _csv_rows(response)
    cells = {row[1]: dict(zip(header, row, strict=True)) for row in rows}
    assert set(cells) == {'\'=HYPERLINK("http://evil.example","Click")', "'+1 Partners, Inc."}
    assert cells["'+1 Partners, Inc."]["Website"] == "'@evil"
    # The csv module quoted what needs quoting: the comma and the quotes survive a round trip.
    assert '"\'=HYPERLINK(""http://evil.example"",""Click"")"' in response.content.decode("utf-8-sig")


def test_options_on_the_csv_download_answers_json_metadata(search_client, searcher, partners):
    search(search_client, TargetIndustryIds=[CYBERSECURITY], TargetGeoRegionIds=[WESTERN_EUROPE], NumberToShow=2)
    past = SearchHistory.objects.get()

    response = search_client.options(items_url(past.pk) + "?format=csv")

    assert response.status_code == 200
    assert response["Content-Type"] == "application/json"
    assert response.json()["name"]
