"""The world of the outreach rows of the permission matrix (tests/test_permission_matrix.py) and
of their query budgets (tests/test_query_budgets.py): the roles outreach distinguishes, the
objects the paths name, and a valid request per operation.

The roles (the columns of every outreach row, in this order):
    anonymous         the SPA's API key, no sign-in token
    pending           signed up, one-time code not entered yet
    sender            Active, Growth Mode, a plain member of Acme; sent the pending request to Beta
    receiver_admin    Active, Free plan, company admin of Beta (the receiving company)
    receiver_member   Active, Free plan, a plain member of Beta
    third_member      Active, Growth Mode, a plain member of Globex (a third company)
    free_member       Active, Free plan, a plain member of Acme (the sender's colleague)
    admin             Active, the Admin role, no company

The objects:
    {intro_request_id}   Acme's pending request to Beta, sent by the sender
    {conversation_id}    Acme and Beta's open conversation (a message and each side's note in it)
    {company_id}         Beta
    {report_id}          Acme's admin's open report of the request
Writes that create a request or a draft aim at Gamma, which accepts requests from anyone.
"""

import json

from rest_framework.test import APIClient

from apps.accounts import services as accounts_services
from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.outreach import services
from apps.outreach.tests.factories import (
    AbuseReportFactory,
    ConversationFactory,
    ConversationMessageFactory,
    IntroRequestFactory,
)
from apps.outreach.tokens import unsubscribe_token

OUTREACH_ROLES = (
    "anonymous",
    "pending",
    "sender",
    "receiver_admin",
    "receiver_member",
    "third_member",
    "free_member",
    "admin",
)


class OutreachWorld:
    def __init__(self):
        growth = PricingPlan.objects.get(pk=PricingPlan.GROWTH)
        self.pending = UserFactory(pending=True, email="pia.pending@outreach-initech.com", first_name="Pia")
        self.sender = UserFactory(email="sid.sender@outreach-acme.com", first_name="Sid", last_name="Sender")
        self.acme_admin = UserFactory(email="ada.admin@outreach-acme.com", first_name="Ada")
        self.free_member = UserFactory(email="fay.free@outreach-acme.com", first_name="Fay")
        self.receiver_admin = UserFactory(email="bea.admin@outreach-beta.com", first_name="Bea")
        self.receiver_member = UserFactory(email="bob.member@outreach-beta.com", first_name="Bob")
        self.third_member = UserFactory(email="tia.third@outreach-globex.com", first_name="Tia")
        self.admin = UserFactory(admin=True, email="avery.admin@outreach-staff.com", first_name="Avery")
        SubscriptionFactory(user=self.sender, plan=growth)
        SubscriptionFactory(user=self.third_member, plan=growth)

        self.acme = CompanyFactory(name="Outreach Acme", domain="outreach-acme.com", admin=self.acme_admin)
        CompanyMemberFactory(company=self.acme, user=self.sender)
        CompanyMemberFactory(company=self.acme, user=self.free_member)
        self.beta = CompanyFactory(name="Outreach Beta", domain="outreach-beta.com", admin=self.receiver_admin)
        CompanyMemberFactory(company=self.beta, user=self.receiver_member)
        self.globex = CompanyFactory(name="Outreach Globex", domain="outreach-globex.com")
        CompanyMemberFactory(company=self.globex, user=self.third_member)
        self.gamma = CompanyFactory(name="Outreach Gamma", domain="outreach-gamma.com")

        self.intro_request = IntroRequestFactory(
            sender_user=self.sender, sender_company=self.acme, receiver_company=self.beta
        )
        self.conversation = ConversationFactory(companies=(self.acme, self.beta))
        ConversationMessageFactory(conversation=self.conversation, author=self.sender)
        ConversationMessageFactory(conversation=self.conversation, author=self.sender, is_internal_note=True)
        ConversationMessageFactory(conversation=self.conversation, author=self.receiver_admin, is_internal_note=True)
        self.report = AbuseReportFactory(reporter=self.acme_admin, intro_request=self.intro_request)
        self.unsubscribe = unsubscribe_token(user_id=self.sender.pk, kind="newMessage")

        self.tokens = {
            role: accounts_services.auth_token_issue(user=getattr(self, role)) for role in OUTREACH_ROLES[1:]
        }

    def client(self, role) -> APIClient:
        from django.conf import settings

        client = APIClient()
        credentials = {"HTTP_X_API_KEY": settings.SPA_API_KEY}
        if role != "anonymous":
            credentials["HTTP_AUTHORIZATION"] = f"Bearer {self.tokens[role]}"
        client.credentials(**credentials)
        return client


OUTREACH_TARGETS = {
    "intro_request_id": lambda w: w.intro_request.pk,
    "conversation_id": lambda w: w.conversation.pk,
    "company_id": lambda w: w.beta.pk,
    "report_id": lambda w: w.report.pk,
}


def json_body(value) -> dict:
    return {"data": json.dumps(value)}


def _closed_by_acme(w):
    services.conversation_close(actor=w.acme_admin, conversation_id=w.conversation.pk)


def _closed_by_platform(w):
    services.conversation_close_by_admin(actor=w.admin, conversation_id=w.conversation.pk)


def _beta_suspended(w):
    services.company_outreach_suspend(actor=w.admin, company_id=w.beta.pk, reason="Spam.")


REPORT = {"reason": "The same pitch to every company."}

# A valid request (body, query string) per write or parameterised read, and what to set up
# first (`prepare`, in the cell's own transaction).
OUTREACH_REQUESTS = {
    ("PATCH", "/api/outreach/settings"): lambda w: json_body({"acceptsRequests": False}),
    ("GET", "/api/outreach/unsubscribe"): lambda w: {"query": f"token={w.unsubscribe}"},
    ("POST", "/api/outreach/unsubscribe"): lambda w: json_body({"token": w.unsubscribe}),
    ("POST", "/api/outreach/draft"): lambda w: json_body({"receiverCompanyId": w.gamma.pk, "type": 2}),
    ("POST", "/api/outreach/requests"): lambda w: json_body(
        {"receiverCompanyId": w.gamma.pk, "type": 1, "message": "We would like to get to know your team."}
    ),
    ("POST", "/api/outreach/requests/{intro_request_id}/decline"): lambda w: json_body({"reasonCode": "timing"}),
    ("POST", "/api/outreach/requests/{intro_request_id}/report"): lambda w: json_body(REPORT),
    ("POST", "/api/outreach/conversations/{conversation_id}/messages"): lambda w: json_body(
        {"body": "Thursday at 10 works for us."}
    ),
    ("POST", "/api/outreach/conversations/{conversation_id}/read"): lambda w: json_body({}),
    ("POST", "/api/outreach/conversations/{conversation_id}/reopen"): lambda w: {"prepare": _closed_by_acme},
    ("POST", "/api/outreach/conversations/{conversation_id}/report"): lambda w: json_body(REPORT),
    ("POST", "/api/admin/outreach/conversations/{conversation_id}/close"): lambda w: json_body({"reason": "Abuse."}),
    ("POST", "/api/admin/outreach/conversations/{conversation_id}/reopen"): lambda w: {"prepare": _closed_by_platform},
    ("POST", "/api/admin/outreach/companies/{company_id}/suspend"): lambda w: json_body({"reason": "Spam."}),
    ("POST", "/api/admin/outreach/companies/{company_id}/unsuspend"): lambda w: {"prepare": _beta_suspended},
}
