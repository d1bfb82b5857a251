"""GET /api/companies/scoring: the ranked results with their breakdown, who may search,
the validation of the criteria and NumberToShow, and the credits spent with the search
recorded at once (nothing spent on a refusal)."""

import pytest

from apps.billing.models import Subscription
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.companies.tests.helpers import (
    CYBERSECURITY,
    EASTERN_ASIA,
    ENTERPRISE_SEGMENT,
    EUROPE,
    FINTECH,
    LOGISTICS,
    MID_MARKET_SEGMENT,
    NORTHERN_AMERICA,
    WESTERN_EUROPE,
)
from apps.core.testing import NOT_AUTHENTICATED, error
from apps.discovery.api.serializers import ScoredCompanyOutput
from apps.discovery.models import SearchHistory
from apps.discovery.tests.conftest import channel_partner
from apps.discovery.tests.helpers import credits_spend, credits_used, items_url, scoring_url

pytestmark = pytest.mark.django_db

INVALID = "Please correct the errors and try again."
NO_COMPANY = error(403, "Associate your account with a company to search for partners.", code="noCompany")
NO_SUBSCRIPTION = error(403, "An active subscription is required to search.", code="noSubscription")
NO_BOTH = error(
    403,
    "Associate your account with a company and choose a paid plan to search for partners.",
    code="noCompanyNoSubscription",
)
CYBER_IN_WESTERN_EUROPE = {"TargetIndustryIds": [CYBERSECURITY], "TargetGeoRegionIds": [WESTERN_EUROPE]}


@pytest.fixture
def catalogue(acme):
    """Candidates around Acme: an exact complementary match, an agnostic one, one that fits
    nothing and one staff unpublished."""
    return {
        "nordic": channel_partner("Nordic Channel", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE]),
        "broad": CompanyFactory(name="Broad Tech", is_industry_agnostic=True, geo_regions=[WESTERN_EUROPE]),
        "far": CompanyFactory(name="Far Logistics", target_industries=[LOGISTICS], geo_regions=[EASTERN_ASIA]),
        "hidden": CompanyFactory(
            name="Hidden Cyber", target_industries=[CYBERSECURITY], geo_regions=[WESTERN_EUROPE], is_approved=False
        ),
    }


# --- the answer -------------------------------------------------------------------------------


def test_a_search_answers_the_fitting_companies_best_first_and_spends_one_credit_each(
    search_client, searcher, acme, catalogue
):
    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=10))

    assert response.status_code == 200, response.json()
    results = response.json()
    assert [r["companyName"] for r in results] == ["Nordic Channel", "Broad Tech"]
    nordic, broad = results
    assert nordic["companyScore"]["matchScore"] > broad["companyScore"]["matchScore"]
    assert credits_used(searcher) == 2
    search = SearchHistory.objects.get(user=searcher)
    assert (search.number_of_companies, search.credits_spent, search.number_to_show) == (2, 2, 10)
    assert search.company_ids == [catalogue["nordic"].pk, catalogue["broad"].pk]
    assert search.results == results


def test_a_scored_result_has_the_spec_fields_and_its_breakdown(search_client, catalogue):
    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    [nordic] = response.json()
    company = catalogue["nordic"]
    assert {k: v for k, v in nordic.items() if k not in ("companyScore", "description")} == {
        "rank": 1,
        "companyId": company.pk,
        "companyName": "Nordic Channel",
        "companyLogoUrl": company.logo_url,
        "website": company.website,
        "targertIndustries": ["Cybersecurity"],
        "isIndustryAgnostic": False,
        "geoRegions": ["Western Europe"],
        "isGeoGlobal": False,
        "marketSegments": ["Mid-market", "Small businesses (SMB)"],
        "partnerType": 2,
    }
    assert nordic["description"].startswith("Nordic Channel builds software")  # plain text, no markup
    score = nordic["companyScore"]
    # Forward: Cybersecurity and Western Europe exactly: 1 x 1. Reverse: Acme targets
    # Cybersecurity and Western Europe, and serves both of Nordic's segments: 1 x 1 x 1.
    assert score["breakdown"]["forward"] == {
        "fit": 100,
        "criteria": [
            {
                "criterion": "industry",
                "fit": 100,
                "match": "exact",
                "reason": "Targets Cybersecurity, the industry you chose.",
            },
            {
                "criterion": "geography",
                "fit": 100,
                "match": "exact",
                "reason": "Targets Western Europe, the region you chose.",
            },
        ],
        "reason": (
            "Each criterion you chose counts: met exactly 100%, broadly (Agnostic or Global) 85%, partly (a "
            "neighbouring sub-region) 70%, missed 45%; multiplied: 100% x 100% = 100%."
        ),
    }
    assert (score["criteriaMet"], score["criteriaSearched"]) == (2, 2)
    assert score["breakdown"]["reverse"]["fit"] == 100
    assert score["breakdown"]["reverse"]["reason"] == "Your company meets what they target."
    assert [c["criterion"] for c in score["breakdown"]["reverse"]["criteria"]] == ["industry", "geography", "segment"]
    assert score["breakdown"]["mutual"]["fit"] == score["mutualFit"] == 100
    assert score["breakdown"]["complementarity"] == {
        "fit": 100,
        "weight": 5.0,
        "reason": "Channel Partner and your Technology Partner company complement each other.",
    }
    assert score["breakdown"]["coverage"]["fit"] == 100
    assert score["breakdown"]["readiness"] == {"fit": 50, "weight": 0.75, "reason": "Partner readiness: Developing."}
    assert score["breakdown"]["completeness"]["fit"] == 100
    # 1 x (0.87 + 0.05 complementary + 0.05 mutual + 0.015 coverage + 0.0075 x 0.5 + 0.0075 x 1) = 0.99625
    assert score["matchScore"] == score["breakdown"]["combined"]["fit"] == 100
    assert score["summary"] == (
        "Meets both of your criteria exactly. A Channel Partner for your Technology Partner company: "
        "complementary. They want partners like you (100%)."
    )


def test_the_answer_has_exactly_the_declared_shape(search_client, catalogue):
    """The view renders the results as built (no serializer on the hot path): they must be
    what the schema's ScoredCompanyOutput declares, no field more or less."""
    results = search_client.get(scoring_url(IsIndustryAgnostic="true", NumberToShow=10)).json()

    assert len(results) == 3
    assert ScoredCompanyOutput(results, many=True).data == results


def test_the_own_company_and_unpublished_ones_never_appear(search_client, acme, catalogue):
    response = search_client.get(scoring_url(TargetIndustryIds=[CYBERSECURITY, FINTECH], NumberToShow=50))

    ids = {r["companyId"] for r in response.json()}
    assert acme.pk not in ids  # Acme fits its own search exactly
    assert catalogue["hidden"].pk not in ids
    assert catalogue["nordic"].pk in ids


def test_what_a_result_shows_of_a_company_is_kept_until_the_company_changes(search_client, catalogue):
    """A process keeps what results show of a company (name, logo, description, website) under
    the company's version token: a search of kept companies reads no company row, and a change
    to a company, or its unpublishing before the index has taken it in, shows in the next one."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    from apps.companies.models import Company
    from apps.companies.selectors import COMPANY_KEY

    url = scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1)
    nordic = catalogue["nordic"]
    assert search_client.get(url).json()[0]["companyName"] == "Nordic Channel"
    with CaptureQueriesContext(connection) as queries:
        assert search_client.get(url).json()[0]["companyName"] == "Nordic Channel"
    assert not [query for query in queries if '"website"' in query["sql"]]  # no company row read

    nordic.name = "Nordic Channel AB"
    nordic.save()
    assert search_client.get(url).json()[0]["companyName"] == "Nordic Channel AB"

    # Unpublished by a write the index has not taken in (no signal): the company's token alone moves.
    Company.objects.filter(pk=nordic.pk).update(is_approved=False)
    COMPANY_KEY.bump(nordic.pk)
    assert nordic.pk not in {result["companyId"] for result in search_client.get(url).json()}


def test_a_company_found_again_is_decoded_once_per_index_and_again_after_it_changes(
    search_client, catalogue, monkeypatch, django_capture_on_commit_callbacks
):
    """The index keeps the candidates it has explained (an index never changes: a change makes
    a new one), so a company many searches find is decoded and its names sorted once."""
    from apps.discovery.engine import explain

    decoded = []
    original = explain.Candidate.__init__

    def counted(self, index, row, *args, **kwargs):
        decoded.append(row)
        original(self, index, row, *args, **kwargs)

    monkeypatch.setattr(explain.Candidate, "__init__", counted)
    url = scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1)
    assert search_client.get(url).json()[0]["geoRegions"] == ["Western Europe"]
    assert len(decoded) == 1
    assert search_client.get(url).json()[0]["geoRegions"] == ["Western Europe"]
    assert len(decoded) == 1  # kept by the index

    with django_capture_on_commit_callbacks(execute=True):  # as if committed: a new index
        catalogue["nordic"].geo_regions.add(NORTHERN_AMERICA)
    assert search_client.get(url).json()[0]["geoRegions"] == ["Northern America", "Western Europe"]
    assert len(decoded) == 2


def test_fewer_fitting_companies_than_asked_spends_only_what_is_shown(search_client, searcher, catalogue):
    response = search_client.get(scoring_url(TargetIndustryIds=[CYBERSECURITY], NumberToShow=7))

    assert len(response.json()) == 2
    assert credits_used(searcher) == 2
    assert SearchHistory.objects.get().number_of_companies == 2


def test_a_search_that_finds_nothing_spends_nothing_and_is_still_recorded(search_client, searcher, catalogue):
    response = search_client.get(scoring_url(TargetMarketSegments=[ENTERPRISE_SEGMENT], NumberToShow=5))

    assert response.status_code == 200
    assert response.json() == []
    assert credits_used(searcher) == 0
    assert SearchHistory.objects.get().number_of_companies == 0


def test_industry_agnostic_and_geography_global_fit_every_other_company(search_client, acme, catalogue):
    response = search_client.get(scoring_url(IsIndustryAgnostic="true", IsGeoGlobal="true", NumberToShow=10))

    names = [r["companyName"] for r in response.json()]
    assert sorted(names) == ["Broad Tech", "Far Logistics", "Nordic Channel"]
    reasons = response.json()[0]["companyScore"]["breakdown"]["forward"]["criteria"]
    assert [r["reason"] for r in reasons] == [
        "You chose Industry Agnostic: every company meets it.",
        "You chose Global: every company meets it.",
    ]


def test_a_company_targeting_another_sub_region_of_the_region_fits_partly(search_client, acme):
    """Partly: below an exact match on the region, above missing it; not enough to be shown on
    its own (the threshold of docs/discovery.md)."""
    CompanyFactory(name="Elsewhere", target_industries=[LOGISTICS], geo_regions=[EASTERN_ASIA])
    CompanyFactory(name="Northern", target_industries=[LOGISTICS], geo_regions=[154])  # Northern Europe
    CompanyFactory(name="Western", target_industries=[FINTECH], geo_regions=[WESTERN_EUROPE])

    response = search_client.get(
        scoring_url(TargetIndustryIds=[LOGISTICS], TargetGeoRegionIds=[WESTERN_EUROPE], NumberToShow=5)
    )
    alone = search_client.get(scoring_url(TargetGeoRegionIds=[WESTERN_EUROPE], NumberToShow=5))

    northern, western, elsewhere = response.json()
    assert [northern["companyName"], western["companyName"], elsewhere["companyName"]] == [
        "Northern",
        "Western",
        "Elsewhere",
    ]
    assert northern["companyScore"]["breakdown"]["forward"]["criteria"][1] == {
        "criterion": "geography",
        "fit": 70,
        "match": "partial",
        "reason": (
            "Partly: targets Northern Europe, not Western Europe but in the same region (Europe): "
            "below an exact or a broad match."
        ),
    }
    assert northern["companyScore"]["summary"].startswith("Meets industry exactly and region partly.")
    assert elsewhere["companyScore"]["summary"].startswith("Meets industry exactly; misses the region.")
    assert [r["companyName"] for r in alone.json()] == ["Western"]


def test_the_answer_is_never_cached(search_client, catalogue):
    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert response["Cache-Control"] == "no-store"


def test_a_search_with_a_warm_index_stays_within_its_query_budget(
    search_client, catalogue, django_assert_max_num_queries
):
    search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))  # builds the index

    # Token and user, membership, subscription, index version, the shown companies, the
    # credits (update and read back), the search and its items, and the savepoints around them.
    with django_assert_max_num_queries(14):
        response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=2))
    assert response.status_code == 200


# --- who may search ----------------------------------------------------------------------------


def _nothing_spent_or_recorded():
    assert not SearchHistory.objects.exists()
    assert all(credits_used(subscription.user) == 0 for subscription in Subscription.objects.all())


def test_a_member_without_a_plan_is_asked_to_upgrade(client_for, user, acme, catalogue):
    response = client_for(user).get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (403, NO_SUBSCRIPTION)
    _nothing_spent_or_recorded()


def test_a_member_whose_plan_ended_is_asked_to_upgrade(client_for, user, acme, catalogue):
    SubscriptionFactory(user=user, expired=True)

    response = client_for(user).get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (403, NO_SUBSCRIPTION)
    _nothing_spent_or_recorded()


def test_a_member_without_a_company_is_asked_to_join_one(client_for, outsider, catalogue):
    SubscriptionFactory(user=outsider)

    response = client_for(outsider).get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (403, NO_COMPANY)
    _nothing_spent_or_recorded()


def test_a_member_of_an_unpublished_company_has_no_company_to_search_with(client_for, outsider, catalogue):
    SubscriptionFactory(user=outsider)
    CompanyMemberFactory(company=catalogue["hidden"], user=outsider)

    response = client_for(outsider).get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (403, NO_COMPANY)


def test_a_member_with_neither_is_asked_for_both(client_for, outsider, catalogue):
    response = client_for(outsider).get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (403, NO_BOTH)
    _nothing_spent_or_recorded()


def test_who_may_not_search_learns_it_before_any_input_error(client_for, outsider):
    response = client_for(outsider).get(scoring_url(TargetIndustryIds=[1, 2, 3, 4], NumberToShow=0))

    assert (response.status_code, response.json()) == (403, NO_BOTH)


def test_signing_in_is_required(api):
    response = api.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (401, NOT_AUTHENTICATED)


# --- validation ------------------------------------------------------------------------------------

UNCHECKED = object()  # the parameter is left out

INVALID_SEARCHES = {
    "no criteria": (
        {"NumberToShow": 1},
        {
            "nonFieldErrors": [
                "Choose at least one industry, region or market segment, or check Industry Agnostic or "
                "Geography Global."
            ]
        },
    ),
    "unchecked boxes are no criteria": (
        {"IsIndustryAgnostic": "false", "IsGeoGlobal": "false", "NumberToShow": 1},
        {
            "nonFieldErrors": [
                "Choose at least one industry, region or market segment, or check Industry Agnostic or "
                "Geography Global."
            ]
        },
    ),
    "4 industries": (
        {"TargetIndustryIds": [1, 2, 3, 4], "NumberToShow": 1},
        {"TargetIndustryIds": ["Choose at most 3 industries."]},
    ),
    "4 regions (one repeated)": (
        {"TargetGeoRegionIds": [155, 21, 30, 155], "NumberToShow": 1},
        {"TargetGeoRegionIds": ["Choose at most 3 regions."]},
    ),
    "4 segments": (
        {"TargetMarketSegments": [1, 2, 3, 4], "NumberToShow": 1},
        {"TargetMarketSegments": ["Choose at most 3 market segments."]},
    ),
    "an id that is not a number": (
        {"TargetIndustryIds": ["cyber"], "NumberToShow": 1},
        {"TargetIndustryIds": ["Must be a list of ids."]},
    ),
    "an id beyond a bigint": (
        {"TargetIndustryIds": [2**64], "NumberToShow": 1},
        {"TargetIndustryIds": ["Must be a list of ids."]},
    ),
    "unknown industry": (
        {"TargetIndustryIds": [CYBERSECURITY, 999], "NumberToShow": 1},
        {"TargetIndustryIds": ["Unknown id(s): 999."]},
    ),
    "a region, not a sub-region": (
        {"TargetGeoRegionIds": [EUROPE], "NumberToShow": 1},
        {"TargetGeoRegionIds": ["Unknown id(s): 150."]},
    ),
    "unknown segment": (
        {"TargetMarketSegments": [77], "NumberToShow": 1},
        {"TargetMarketSegments": ["Unknown id(s): 77."]},
    ),
    "agnostic with industries": (
        {"IsIndustryAgnostic": "true", "TargetIndustryIds": [CYBERSECURITY], "NumberToShow": 1},
        {"TargetIndustryIds": ["Leave the industries empty when Industry Agnostic is checked."]},
    ),
    "global with regions": (
        {"IsGeoGlobal": "true", "TargetGeoRegionIds": [WESTERN_EUROPE], "NumberToShow": 1},
        {"TargetGeoRegionIds": ["Leave the regions empty when Geography Global is checked."]},
    ),
    "not a boolean": (
        {"IsGeoGlobal": "maybe", "NumberToShow": 1},
        {"IsGeoGlobal": ["Must be a valid boolean."]},
    ),
    "NumberToShow 0": (
        {**CYBER_IN_WESTERN_EUROPE, "NumberToShow": 0},
        {"NumberToShow": ["NumberToShow must be a whole number from 1 to 100 (your search credits)."]},
    ),
    "NumberToShow above the credits": (
        {**CYBER_IN_WESTERN_EUROPE, "NumberToShow": 101},
        {"NumberToShow": ["NumberToShow must be a whole number from 1 to 100 (your search credits)."]},
    ),
    "NumberToShow not a number": (
        {**CYBER_IN_WESTERN_EUROPE, "NumberToShow": "ten"},
        {"NumberToShow": ["NumberToShow must be a whole number from 1 to your search credits."]},
    ),
    "NumberToShow missing": (CYBER_IN_WESTERN_EUROPE, {"NumberToShow": ["NumberToShow is required."]}),
    "unknown ids and too many at once": (
        {"TargetMarketSegments": [77], "NumberToShow": 500},
        {
            "TargetMarketSegments": ["Unknown id(s): 77."],
            "NumberToShow": ["NumberToShow must be a whole number from 1 to 100 (your search credits)."],
        },
    ),
}


@pytest.mark.parametrize(("params", "errors"), INVALID_SEARCHES.values(), ids=INVALID_SEARCHES.keys())
def test_an_invalid_search_is_refused_and_spends_nothing(search_client, catalogue, params, errors):
    response = search_client.get(scoring_url(**params))

    title = errors["nonFieldErrors"][0] if "nonFieldErrors" in errors else INVALID
    assert (response.status_code, response.json()) == (400, error(400, title, errors=errors))
    _nothing_spent_or_recorded()


def test_without_credits_left_a_search_is_refused(search_client, searcher, catalogue):
    credits_spend(searcher, 100)

    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=1))

    assert (response.status_code, response.json()) == (
        400,
        error(400, INVALID, errors={"NumberToShow": ["You have no search credits left."]}),
    )
    assert credits_used(searcher) == 100
    assert not SearchHistory.objects.exists()


def test_the_last_credits_can_be_spent(search_client, searcher, catalogue):
    credits_spend(searcher, 98)

    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=2))

    assert len(response.json()) == 2
    assert credits_used(searcher) == 100


def test_repeated_ids_count_once(search_client, catalogue):
    response = search_client.get(
        scoring_url(
            TargetIndustryIds=[CYBERSECURITY, CYBERSECURITY], TargetGeoRegionIds=[WESTERN_EUROPE], NumberToShow=1
        )
    )

    assert response.json()[0]["companyScore"]["breakdown"]["forward"]["criteria"][0]["reason"] == (
        "Targets Cybersecurity, the industry you chose."
    )


def test_segments_and_regions_combine(search_client, acme):
    both = channel_partner(
        "Both", target_industries=[LOGISTICS], geo_regions=[NORTHERN_AMERICA], market_segments=[MID_MARKET_SEGMENT]
    )
    CompanyFactory(
        name="Regions only",
        target_industries=[LOGISTICS],
        geo_regions=[NORTHERN_AMERICA],
        market_segments=[ENTERPRISE_SEGMENT],
    )

    response = search_client.get(
        scoring_url(TargetGeoRegionIds=[NORTHERN_AMERICA], TargetMarketSegments=[MID_MARKET_SEGMENT], NumberToShow=5)
    )

    assert response.json()[0]["companyId"] == both.pk
    assert [r["companyName"] for r in response.json()] == ["Both", "Regions only"]


def test_the_items_of_the_search_are_what_it_returned(search_client, catalogue):
    response = search_client.get(scoring_url(**CYBER_IN_WESTERN_EUROPE, NumberToShow=10))

    search = SearchHistory.objects.get()
    assert search_client.get(items_url(search.pk)).json() == response.json()
