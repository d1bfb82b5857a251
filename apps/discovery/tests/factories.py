"""factory_boy factories of the discovery app: past searches.

    SearchHistoryFactory(user=u)        a search of u for Cybersecurity that returned nothing
    SearchHistoryFactory(user=u, industry_ids=[], is_industry_agnostic=True, number_to_show=5)
Searches with results come from the search itself (apps/discovery/services.py), so their
items are what a search really answers.
"""

import factory
from django.utils import timezone
from factory.django import DjangoModelFactory

from apps.accounts.tests.factories import UserFactory
from apps.companies.tests.factories import DEFAULT_INDUSTRIES
from apps.discovery.models import SearchHistory


class SearchHistoryFactory(DjangoModelFactory):
    class Meta:
        model = SearchHistory

    user = factory.SubFactory(UserFactory)
    searched_at = factory.LazyFunction(timezone.now)
    industry_ids = factory.LazyFunction(lambda: DEFAULT_INDUSTRIES[:1])
    number_to_show = 3
    number_of_companies = 0
    credits_spent = 0
