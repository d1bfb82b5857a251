"""The world of issue 24's rows of the permission matrix (tests/test_permission_matrix.py) and of
their query budgets (tests/test_query_budgets.py): the notification centre's calls here, the
saved searches' in apps/alerts/tests/matrix.py (the same roles).

The roles (the columns of every row, in this order):
    anonymous         the SPA's API key, no sign-in token
    pending           signed up, one-time code not entered yet
    member            Active, Free plan, company admin of Acme (a member who may not search)
    searcher          Active, Growth Mode, a plain member of Acme (may search; owns the objects)
    other_searcher    Active, Growth Mode, company admin of Globex (may search; owns none of them)
    admin             Active, the Admin role, no company, no plan

The objects:
    {notification_id}    an unread notification of the searcher's
    {saved_search_id}    a saved search of the searcher's (Daily alerts)
    {search_history_id}  a past search of the searcher's (a partner pipeline row)
An unsubscribe link of the searcher's saved search's alert e-mails is valid for everyone (the
signed token is the credential).
"""

import json

from django.conf import settings
from rest_framework.test import APIClient

from apps.accounts import services as accounts_services
from apps.accounts.tests.factories import UserFactory
from apps.alerts.tests.factories import SavedSearchFactory
from apps.alerts.tokens import unsubscribe_token
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.discovery.tests.factories import SearchHistoryFactory
from apps.notifications.kinds import notification_kind
from apps.notifications.models import Notification

MEMBER_ROLES = ("anonymous", "pending", "member", "searcher", "other_searcher", "admin")

MATRIX_KIND = notification_kind("tests.matrix", "Matrix notices", "The permission matrix's world holds one.")


class MemberWorld:
    def __init__(self):
        growth = PricingPlan.objects.get(pk=PricingPlan.GROWTH)
        self.pending = UserFactory(pending=True, email="pam.pending@alerts-initech.com", first_name="Pam")
        self.member = UserFactory(email="mo.member@alerts-acme.com", first_name="Mo", last_name="Member")
        self.searcher = UserFactory(email="sue.searcher@alerts-acme.com", first_name="Sue", last_name="Searcher")
        self.other_searcher = UserFactory(email="oz.other@alerts-globex.com", first_name="Oz", last_name="Other")
        self.admin = UserFactory(admin=True, email="ava.admin@alerts-staff.com", first_name="Ava")
        SubscriptionFactory(user=self.searcher, plan=growth)
        SubscriptionFactory(user=self.other_searcher, plan=growth)
        self.acme = CompanyFactory(name="Alerts Acme", domain="alerts-acme.com", admin=self.member)
        CompanyMemberFactory(company=self.acme, user=self.searcher)
        self.globex = CompanyFactory(name="Alerts Globex", domain="alerts-globex.com", admin=self.other_searcher)
        self.notification = Notification.objects.create(
            user=self.searcher, kind=MATRIX_KIND.code, title="Something happened", link="/"
        )
        self.saved_search = SavedSearchFactory(user=self.searcher, company=self.acme, name="Cyber in Europe")
        self.search_history = SearchHistoryFactory(user=self.searcher)
        self.unsubscribe = unsubscribe_token(user_id=self.searcher.pk, saved_search_id=self.saved_search.pk)
        self.tokens = {role: accounts_services.auth_token_issue(user=getattr(self, role)) for role in MEMBER_ROLES[1:]}

    def client(self, role) -> APIClient:
        client = APIClient()
        credentials = {"HTTP_X_API_KEY": settings.SPA_API_KEY}
        if role != "anonymous":
            credentials["HTTP_AUTHORIZATION"] = f"Bearer {self.tokens[role]}"
        client.credentials(**credentials)
        return client


MEMBER_TARGETS = {
    "notification_id": lambda w: w.notification.pk,
    "saved_search_id": lambda w: w.saved_search.pk,
    "search_history_id": lambda w: w.search_history.pk,
}


def json_body(value) -> dict:
    return {"data": json.dumps(value)}


SAVED_SEARCH = {"name": "Fintech anywhere", "targetIndustryIds": [2], "isGeoGlobal": True, "frequency": 1}

MEMBER_REQUESTS = {
    ("PATCH", "/api/notifications/preferences"): lambda w: json_body({"muted": {MATRIX_KIND.code: True}}),
    ("POST", "/api/saved-searches"): lambda w: json_body(SAVED_SEARCH),
    ("PATCH", "/api/saved-searches/{saved_search_id}"): lambda w: json_body({"name": "Renamed", "frequency": 3}),
    ("POST", "/api/saved-searches/from-history/{search_history_id}"): lambda w: json_body(
        {"name": "From the pipeline"}
    ),
    ("GET", "/api/alerts/unsubscribe"): lambda w: {"query": f"token={w.unsubscribe}"},
    ("POST", "/api/alerts/unsubscribe"): lambda w: json_body({"token": w.unsubscribe}),
}
