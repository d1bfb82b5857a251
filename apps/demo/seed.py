"""`manage.py seed_demo`: the whole demo in one transaction, idempotent (a second run creates
nothing and changes nothing)."""

import time
from dataclasses import dataclass

from django.db import transaction

from apps.demo.accounts import demo_accounts_seed
from apps.demo.catalogue import CATALOGUE_SIZE, demo_profiles
from apps.demo.changes import UPDATES, demo_changes_seed
from apps.demo.companies import demo_accounts_setup, demo_companies_seed

ADDED_CHANGES = 3  # new companies proposed for review: the profiles after the catalogue
UPDATED_FROM = 5  # catalogue companies 5 and 6 have an update proposed


@dataclass(frozen=True)
class SeedResult:
    accounts: int
    companies: int
    changes: int
    plans: int
    seconds: float

    def __str__(self) -> str:
        return (
            f"Demo data: {self.accounts} account(s), {self.companies} compan(ies), {self.changes} pending "
            f"change(s) created, {self.plans} plan(s) granted ({self.seconds:.1f} s)."
        )


@transaction.atomic
def demo_seed() -> SeedResult:
    started = time.perf_counter()
    profiles = demo_profiles(CATALOGUE_SIZE + ADDED_CHANGES)
    catalogue = profiles[:CATALOGUE_SIZE]
    accounts = demo_accounts_seed()
    companies = demo_companies_seed(catalogue)
    plans = demo_accounts_setup(company_domain=catalogue[0].domain)
    changes = demo_changes_seed(
        added=profiles[CATALOGUE_SIZE:], updated=catalogue[UPDATED_FROM : UPDATED_FROM + len(UPDATES)]
    )
    return SeedResult(accounts, companies, changes, plans, time.perf_counter() - started)
