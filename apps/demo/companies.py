"""The demo catalogue in the database: approved companies made through the companies
services, and the demo accounts' memberships and plans."""

from apps.billing.models import PricingPlan
from apps.billing.selectors import user_has_active_subscription
from apps.billing.services import subscription_grant
from apps.companies.models import Company, CompanyMember
from apps.companies.services import (
    company_logos_skip,
    company_member_add,
    company_snapshot_apply,
    featured_window_add,
)
from apps.demo.accounts import DEMO_ACCOUNTS, demo_account
from apps.demo.catalogue import Profile

FEATURED_EVERY = 25  # one company in 25 is featured, as staff would pick a few
PLAN_DAYS = 365
FEATURED_DAYS = 365


def demo_companies_seed(profiles: list[Profile]) -> int:
    """Creates the demo companies that are missing (matched by website domain). Idempotent."""
    existing = set(Company.objects.filter(domain__in=[p.domain for p in profiles]).values_list("domain", flat=True))
    created = 0
    for profile in profiles:
        if profile.domain not in existing:
            company_snapshot_apply(company=None, snapshot=profile.snapshot())
            created += 1
    # The demo companies are made up: their website hosts are someone else's or nobody's, so no
    # logo is fetched for them (the initials show), and the seed needs no internet. Also for the
    # companies of an earlier seed, whose logos were links to a logo service (issue 22).
    company_logos_skip(domains=[p.domain for p in profiles])
    if created:
        # Staff placements in the hub, as staff would pick a few: a featured window for the
        # companies this run created.
        featured = [p.domain for index, p in enumerate(profiles) if index % FEATURED_EVERY == 0]
        for company in Company.objects.filter(domain__in=featured).exclude(domain__in=existing):
            featured_window_add(company=company, days=FEATURED_DAYS, note="Demo placement")
    return created


def demo_accounts_setup(company_domain: str) -> int:
    """Joins the demo accounts to the demo member's company and grants their plans, where
    they have neither yet; returns how many plans were granted."""
    company = Company.objects.filter(domain=company_domain).first()
    granted = 0
    for account in DEMO_ACCOUNTS:
        user = demo_account(account["email"])
        if account["company"] and company and not CompanyMember.objects.filter(user=user).exists():
            company_member_add(company=company, user=user, is_company_admin=account["company"] == "admin")
        if account["plan"] and not user_has_active_subscription(user=user):
            subscription_grant(user=user, plan=PricingPlan.objects.get(pk=account["plan"]), days=PLAN_DAYS)
            granted += 1
    return granted
