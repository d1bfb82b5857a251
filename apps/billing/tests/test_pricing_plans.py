"""GET /api/pricing-plans (spec sections 2, 6 and 9; docs/api.md "Plans, payments and contact")."""

from datetime import timedelta

import pytest
from django.utils import timezone
from rest_framework.test import APIClient

from apps.billing.tests.helpers import FREE, GROWTH, PARTNER_PRO, PLANS, TEST, error, subscribe

pytestmark = pytest.mark.django_db

GROWTH_PLAN = {
    "pricingPlanId": 1,
    "name": "Growth Mode",
    "description": "For partner teams actively recruiting and growing their channel.",
    "priceMonthly": "107.00",
    "priceYearly": "107.00",
    "currency": "USD",
    "isCustomPricing": False,
    "isAdminOnly": False,
    "isFree": False,
    "tokensQuota": 100,
    "features": [
        "Featured placement for 10 days each month",
        "Access to 10,000+ companies",
        "Newsletter reaching 2,000+ partnership leaders",
        "100 matched companies per billing period",
        "Full company details: partner programs, offers and contacts",
        "20 intro requests to partners a month",
    ],
    "isCurrent": False,
}


def plans_of(response):
    assert response.status_code == 200, response.content
    return response.json()["data"]


def by_id(plans):
    return {plan["pricingPlanId"]: plan for plan in plans}


def current_ids(plans):
    return [plan["pricingPlanId"] for plan in plans if plan["isCurrent"]]


def test_signed_out_visitors_see_free_growth_and_partner_pro_but_not_test(api):
    plans = plans_of(api.get(PLANS))

    assert [(p["pricingPlanId"], p["name"]) for p in plans] == [(4, "Free"), (1, "Growth Mode"), (2, "Partner Pro")]
    assert current_ids(plans) == []


def test_a_member_sees_the_same_three_plans_with_free_as_current(client_for, user):
    plans = plans_of(client_for(user).get(PLANS))

    assert [p["pricingPlanId"] for p in plans] == [FREE, GROWTH, PARTNER_PRO]
    assert current_ids(plans) == [FREE]


def test_an_admin_also_sees_the_test_plan(client_for, admin_user):
    plans = plans_of(client_for(admin_user).get(PLANS))

    assert [(p["pricingPlanId"], p["name"]) for p in plans] == [
        (4, "Free"),
        (1, "Growth Mode"),
        (2, "Partner Pro"),
        (3, "Test"),
    ]
    test = by_id(plans)[TEST]
    assert test["isAdminOnly"] is True
    assert (test["priceMonthly"], test["priceYearly"], test["currency"]) == ("1.00", "1.00", "USD")


def test_the_growth_plan_object_is_complete(api):
    assert by_id(plans_of(api.get(PLANS)))[GROWTH] == GROWTH_PLAN


def test_prices_quotas_and_flags(client_for, admin_user):
    plans = by_id(plans_of(client_for(admin_user).get(PLANS)))

    summary = {
        plan_id: (
            plan["priceMonthly"],
            plan["priceYearly"],
            plan["tokensQuota"],
            plan["isFree"],
            plan["isCustomPricing"],
            plan["isAdminOnly"],
        )
        for plan_id, plan in plans.items()
    }
    assert summary == {
        FREE: ("0.00", "0.00", 0, True, False, False),
        GROWTH: ("107.00", "107.00", 100, False, False, False),
        PARTNER_PRO: ("0.00", "0.00", 1000, False, True, False),
        TEST: ("1.00", "1.00", 10, False, False, True),
    }
    assert all(plan["currency"] == "USD" for plan in plans.values())
    assert all(plan["features"] and all(isinstance(f, str) for f in plan["features"]) for plan in plans.values())


def test_growth_is_current_once_it_is_active(client_for, user):
    subscribe(user, GROWTH)

    assert current_ids(plans_of(client_for(user).get(PLANS))) == [GROWTH]


def test_the_test_plan_is_current_for_an_admin_holding_it(client_for, admin_user):
    subscribe(admin_user, TEST)

    assert current_ids(plans_of(client_for(admin_user).get(PLANS))) == [TEST]


@pytest.mark.parametrize(
    ("status", "ends_in"),
    [("active", timedelta(minutes=-1)), ("canceled", timedelta(days=5)), ("expired", timedelta(days=-3))],
)
def test_an_ended_plan_reads_as_free(client_for, user, status, ends_in):
    subscribe(user, GROWTH, status=status, ends_at=timezone.now() + ends_in)

    assert current_ids(plans_of(client_for(user).get(PLANS))) == [FREE]


def test_the_plans_need_the_api_key():
    response = APIClient().get(PLANS)

    assert response.status_code == 401
    assert response.json() == error(401, "A valid API key is required.", code="invalidApiKey")


def test_plan_1_is_named_growth_mode_as_in_spec_section_9(api):
    plans = by_id(plans_of(api.get(PLANS)))

    assert plans[GROWTH]["name"] == "Growth Mode"
    assert plans[PARTNER_PRO]["features"][0] == "Everything in Growth Mode"


def test_the_rename_migration_renames_a_database_loaded_before_it_and_back():
    from importlib import import_module

    from django.apps import apps

    from apps.billing.models import PricingPlan

    migration = import_module("apps.billing.migrations.0003_growth_mode_name")
    PricingPlan.objects.filter(pk=GROWTH).update(name="Growth")
    pro = PricingPlan.objects.get(pk=PARTNER_PRO)
    pro.features = ["Everything in Growth", *pro.features[1:]]
    pro.save()

    migration.growth_mode_name(apps, None)

    assert PricingPlan.objects.get(pk=GROWTH).name == "Growth Mode"
    assert PricingPlan.objects.get(pk=PARTNER_PRO).features[0] == "Everything in Growth Mode"

    migration.growth_name(apps, None)

    assert PricingPlan.objects.get(pk=GROWTH).name == "Growth"
    assert PricingPlan.objects.get(pk=PARTNER_PRO).features[0] == "Everything in Growth"


def test_each_plan_names_its_monthly_intro_requests_and_the_migration_adds_and_removes_them(api):
    """Issue 23: the outreach quota of apps/billing/plans.py is on /pricing, one line a plan."""
    from importlib import import_module

    from django.apps import apps

    from apps.billing.models import PricingPlan

    plans = by_id(plans_of(api.get(PLANS)))
    assert "20 intro requests to partners a month" in plans[GROWTH]["features"]
    assert "100 intro requests to partners a month" in plans[PARTNER_PRO]["features"]
    assert "Answer intro requests from partners" in plans[FREE]["features"]

    migration = import_module("apps.billing.migrations.0005_outreach_features")
    migration.features_without_outreach(apps, None)
    assert not any("intro request" in f for plan in PricingPlan.objects.all() for f in plan.features)
    migration.features_with_outreach(apps, None)
    assert "5 intro requests to partners a month" in PricingPlan.objects.get(pk=TEST).features
