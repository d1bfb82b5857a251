"""factory_boy factories of the alerts app.

    SavedSearchFactory(user=u)                         Cybersecurity in Western Europe, top 10, Daily
    SavedSearchFactory(user=u, frequency=INSTANT, top_n=2, industry_ids=[...])
    AlertShownFactory(saved_search=s, company=c)       a company already named (sent)
The baseline is left empty (nothing fits): a test that matches sets it (matching.baseline_update)."""

import factory
from factory.django import DjangoModelFactory

from apps.accounts.tests.factories import UserFactory
from apps.alerts.models import AlertShown, SavedSearch
from apps.companies.tests.helpers import CYBERSECURITY, WESTERN_EUROPE


class SavedSearchFactory(DjangoModelFactory):
    class Meta:
        model = SavedSearch

    user = factory.SubFactory(UserFactory)
    name = factory.Sequence(lambda n: f"Saved search {n}")
    industry_ids = factory.LazyFunction(lambda: [CYBERSECURITY])
    region_ids = factory.LazyFunction(lambda: [WESTERN_EUROPE])
    top_n = 10
    frequency = SavedSearch.Frequency.DAILY


class AlertShownFactory(DjangoModelFactory):
    class Meta:
        model = AlertShown

    saved_search = factory.SubFactory(SavedSearchFactory)
    company = factory.SubFactory("apps.companies.tests.factories.CompanyFactory")
    match_score = 90
    state = AlertShown.State.SENT
