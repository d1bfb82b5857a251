"""Who may call what: every operation of the OpenAPI schema x every role -> status and error code.

MATRIX below is the one place that says it (spec section 6, docs/api.md). The test reads the
operations from the schema and fails when an operation has no row, so a new endpoint cannot
land without declaring who may call it, and fails when a row names an operation that is gone.

Every cell sends a valid request (REQUESTS: a minimal body that passes validation) so the
status reflects the permission, not the input. A cell is either the success status, or
(status, error code). All cells share one set of users and companies (`world`, built once
per module); each cell runs in its own savepoint, so a write never shows in another cell.

The roles (the columns of every row, in this order):
    anonymous            the SPA's API key, no sign-in token
    pending              signed up, one-time code not entered yet
    free_member          Active, Free plan, a plain member (not company admin) of Acme
    paid_member          Active, Growth plan, no company; has asked to join Acme
    company_admin        Active, Free plan, company admin of Acme
    other_company_admin  Active, Free plan, company admin of Globex (not of Acme)
    admin                Active, the Admin role, no company

The objects the path parameters name (TARGETS), chosen so that the cross-user cases show:
    {user_id}            the free member (the free member reads/edits themself; others someone else)
    {company_id}         Acme
    {change_id}          Acme's pending change, proposed by Acme's company admin
    {join_request_id}    the paid member's pending request to join Acme
    {agent_id}           the first internal GPT agent of the shipped catalogue
"""

import json
from datetime import timedelta
from typing import NamedTuple

import pytest
from django.conf import settings
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import transaction
from django.db.models import F
from django.test import TestCase
from django.test.client import BOUNDARY, MULTIPART_CONTENT, encode_multipart
from drf_spectacular.generators import SchemaGenerator
from rest_framework.test import APIClient

from apps.accounts import services as accounts_services
from apps.accounts.models import OneTimeCode
from apps.accounts.tests.factories import TEST_PASSWORD, UserFactory
from apps.accounts.tests.helpers import reset_token_from
from apps.agents.models import GptAgent
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.billing.tests.helpers import payload_of, stripe_event, stripe_signature
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.tests.factories import (
    CompanyFactory,
    CompanyImportFactory,
    CompanyJoinRequestFactory,
    CompanyMemberFactory,
)
from apps.companies.tests.helpers import update_payload
from apps.discovery.tests.factories import SearchHistoryFactory
from conftest import one_time_code_from

pytestmark = pytest.mark.django_db

ROLES = ("anonymous", "pending", "free_member", "paid_member", "company_admin", "other_company_admin", "admin")


class Row(NamedTuple):
    anonymous: int | tuple
    pending: int | tuple
    free_member: int | tuple
    paid_member: int | tuple
    company_admin: int | tuple
    other_company_admin: int | tuple
    admin: int | tuple


# The refusals, as (status, error code). A plain number is a success status.
NO_TOKEN = (401, "notAuthenticated")
UNVERIFIED = (403, "notVerified")
NOT_ALLOWED = (403, "notAllowed")  # someone else's profile, change or membership
NOT_ADMIN = (403, "notAdmin")
NOT_EDITOR = (403, "notCompanyEditor")  # not a company admin of that company
IS_VERIFIED = (400, "alreadyVerified")
SUBSCRIBED = (409, "alreadySubscribed")
# A discovery search needs a company and an active plan; a search is its member's alone.
NO_COMPANY = (403, "noCompany")
NO_PLAN = (403, "noSubscription")
NO_COMPANY_NOR_PLAN = (403, "noCompanyNoSubscription")
NO_SEARCH = (404, "notFound")
NO_PROVIDER = (404, "providerNotConfigured")  # sign-in through a provider not set up here

# fmt: off
MATRIX = {
    # --- sign-in and account: open to everyone (a token sent along is ignored) -----------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("POST", "/api/auth/signin"):
        Row(200,         200,         200,         200,         200,         200,         200),
    ("POST", "/api/auth/signup"):
        Row(201,         201,         201,         201,         201,         201,         201),
    ("POST", "/api/auth/forgot-password"):
        Row(200,         200,         200,         200,         200,         200,         200),
    ("POST", "/api/auth/reset-password"):
        Row(200,         200,         200,         200,         200,         200,         200),
    # --- sign-in through a provider (issue 13): open to everyone. No provider is configured in
    # this world, so each answers that (404) for every role; the flows themselves are tested
    # against a real OpenID provider in apps/accounts/tests/test_provider_sign_in.py.
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/auth/providers"):
        Row(200,         200,         200,         200,         200,         200,         200),
    ("POST", "/api/auth/signin/{provider}/start"):
        Row(NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER),
    ("POST", "/api/auth/signin/google"):
        Row(NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER),
    ("POST", "/api/auth/signin/wwpass"):
        Row(NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER),
    # Linking a provider to one's own account: signed in and verified.
    ("POST", "/api/auth/link/{provider}/start"):
        Row(NO_TOKEN,    UNVERIFIED,  NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER, NO_PROVIDER),
    ("GET", "/api/auth/identities"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    # --- the few calls a Pending user may make (and the free member's own profile) -------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("POST", "/api/auth/signout"):
        Row(NO_TOKEN,    204,         204,         204,         204,         204,         204),
    # Once Active there is no code to enter: any code is refused (issue 22), not a success.
    ("POST", "/api/users/otp"):
        Row(NO_TOKEN,    200,         IS_VERIFIED, IS_VERIFIED, IS_VERIFIED, IS_VERIFIED, IS_VERIFIED),
    ("POST", "/api/users/otp/resend"):
        Row(NO_TOKEN,    200,         IS_VERIFIED, IS_VERIFIED, IS_VERIFIED, IS_VERIFIED, IS_VERIFIED),
    # The free member's profile: themself and admins only; 403, not 404, for anyone else (no probing).
    ("GET", "/api/users/{user_id}"):
        Row(NO_TOKEN,    NOT_ALLOWED, 200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
    ("PUT", "/api/users/{user_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
    # The free member's e-mail change waiting for its code (World starts one): the same people.
    ("POST", "/api/users/{user_id}/email/verify"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
    ("POST", "/api/users/{user_id}/email/resend"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
    ("DELETE", "/api/users/{user_id}/email/pending"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
    # 204: no company on the caller's e-mail domain.
    ("GET", "/api/users/company-suggestion"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         204,         200,         200,         204),
    # --- reference data, programs, contact -----------------------------------------------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/industries"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("GET", "/api/geography/regions"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("GET", "/api/lookups"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("GET", "/api/partner-programs"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("POST", "/api/contact-us"):
        Row(NO_TOKEN,    UNVERIFIED,  201,         201,         201,         201,         201),
    # --- billing -------------------------------------------------------------------------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/pricing-plans"):
        Row(200,         200,         200,         200,         200,         200,         200),
    # Growth, monthly: the paid member has it already; everyone else is sent to pay.
    ("POST", "/api/payments/checkout"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         SUBSCRIBED,  200,         200,         200),
    # Stripe's call: the signature is the credential, not a role.
    ("POST", "/api/payments/webhook"):
        Row(200,         200,         200,         200,         200,         200,         200),
    # --- companies: Acme (its company admin, and admins, manage it) ----------------------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    # Everyone signed in sees a company (the extended details depend on view access).
    ("GET", "/api/companies/{company_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("GET", "/api/companies/{company_id}/join-requests"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    ("POST", "/api/companies/{company_id}/join-requests/{join_request_id}/accept"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    ("POST", "/api/companies/{company_id}/join-requests/{join_request_id}/decline"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    ("PUT", "/api/companies/{company_id}/members"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    ("GET", "/api/companies/{company_id}/join-policy"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    ("PUT", "/api/companies/{company_id}/join-policy"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  200,         NOT_EDITOR,  200),
    # The paid member into Acme: they ask for themself (202, a request to Acme's company admins),
    # an admin assigns them (200); nobody else may act for them.
    ("POST", "/api/companies/assign"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ALLOWED, 202,         NOT_ALLOWED, NOT_ALLOWED, 200),
    # --- company changes -----------------------------------------------------------------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    # A change of Globex: its company admin and admins; Acme's company admin may not edit Globex.
    ("POST", "/api/company-changes"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_EDITOR,  NOT_EDITOR,  NOT_EDITOR,  201,         201),
    # Acme's pending change: a plain member of Acme may not rewrite their company admin's change.
    ("PUT", "/api/company-changes/{change_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ALLOWED, NOT_ALLOWED, 200,         NOT_ALLOWED, 200),
    # The pending change of the caller's own company (Acme's, for both its members), else 204.
    ("GET", "/api/user/companies/pending"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         204,         200,         204,         204),
    # The caller's latest change when it was rejected (the world rejects none): 204 for everyone signed in.
    ("GET", "/api/user/companies/rejected"):
        Row(NO_TOKEN,    UNVERIFIED,  204,         204,         204,         204,         204),
    # --- reviewing changes: admins only (the change's own author included) ---------------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/admin/companies/changes/{change_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("PUT", "/api/admin/companies/{change_id}/approve"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/companies/{change_id}/approve"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("PUT", "/api/admin/companies/{change_id}/reject"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/companies/{change_id}/reject"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    # --- the admin area's tables and its actions on users (issue 10): admins only ---------------------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/admin/companies/search/active"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("GET", "/api/admin/companies/search/pending"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("GET", "/api/admin/users/search"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    # On the free member (the free member acting on themself is no admin either).
    ("POST", "/api/admin/users/{user_id}/deactivate"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/users/{user_id}/reactivate"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/users/{user_id}/grant-admin"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/users/{user_id}/revoke-admin"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("POST", "/api/admin/users/{user_id}/plan"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    # The CSV import: a small valid file (202: the job; it runs once the request's work commits).
    ("POST", "/api/companies/import"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   202),
    ("GET", "/api/companies/import/{job_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    ("GET", "/api/companies/import/template"):
        Row(NO_TOKEN,    UNVERIFIED,  NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   NOT_ADMIN,   200),
    # --- discovery (issue 9): searching needs a company and an active plan (spec section 6) ----------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/users/company-filters"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    # Nobody here has both: the members of a company are on Free, the paid member has no company,
    # the admin neither (no exception for admins).
    ("GET", "/api/companies/scoring"):
        Row(NO_TOKEN,    UNVERIFIED,  NO_PLAN,     NO_COMPANY,  NO_PLAN,     NO_PLAN,     NO_COMPANY_NOR_PLAN),
    ("GET", "/api/history/company-search"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    # A past search of the paid member: theirs alone, admins included; 404 for anyone else.
    ("GET", "/api/history/company-search/{search_history_id}/items"):
        Row(NO_TOKEN,    UNVERIFIED,  NO_SEARCH,   200,         NO_SEARCH,   NO_SEARCH,   NO_SEARCH),
    # Running it again is a new search: its owner still needs a company.
    ("POST", "/api/history/company-search/{search_history_id}/rerun"):
        Row(NO_TOKEN,    UNVERIFIED,  NO_SEARCH,   NO_COMPANY,  NO_SEARCH,   NO_SEARCH,   NO_SEARCH),
    # --- AI partner tools (issue 11): anyone signed in browses; opening an agent needs a plan -------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/gpt-agents"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         200,         200,         200,         200),
    ("GET", "/api/gpt-agents/{agent_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  NO_PLAN,     200,         NO_PLAN,     NO_PLAN,     NO_PLAN),
    # --- AI assistants (issue 12): the free member's conversation, theirs and admins' only ----------
    #       anonymous    pending      free member  paid member  co. admin    other co.adm admin
    ("GET", "/api/ai-assistants/threads/active/{user_id}"):
        Row(NO_TOKEN,    UNVERIFIED,  200,         NOT_ALLOWED, NOT_ALLOWED, NOT_ALLOWED, 200),
}
# fmt: on

WEBHOOK_SECRET = "whsec_matrix"
NEW_ADDRESS = "fran.free@acme-group.com"  # the free member's e-mail change, waiting for its code
NEW_PASSWORD = "N3w$ecret!"


class World:
    """The users, companies, change and join request every cell runs against."""

    def __init__(self):
        self.pending = UserFactory(pending=True, email="penny.pending@initech-labs.com", first_name="Penny")
        self.free_member = UserFactory(email="fran.free@acme-industries.com", first_name="Fran", last_name="Free")
        self.paid_member = UserFactory(email="pat.paid@umbrella-corp.com", first_name="Pat", last_name="Paid")
        SubscriptionFactory(user=self.paid_member, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
        self.company_admin = UserFactory(email="cora.admin@acme-industries.com", first_name="Cora")
        self.other_company_admin = UserFactory(email="gil.admin@globex-systems.com", first_name="Gil")
        self.admin = UserFactory(admin=True, email="avery.admin@partnermatch-staff.com", first_name="Avery")

        self.acme = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=self.company_admin)
        CompanyMemberFactory(company=self.acme, user=self.free_member)
        self.globex = CompanyFactory(name="Globex Systems", domain="globex-systems.com", admin=self.other_company_admin)
        self.acme_change = CompanyChangeFactory(company=self.acme, author=self.company_admin)
        self.join_request = CompanyJoinRequestFactory(company=self.acme, user=self.paid_member)
        self.paid_search = SearchHistoryFactory(user=self.paid_member)
        self.import_job = CompanyImportFactory(created_by=self.admin)

        # The e-mailed secrets, through the services that send them (the mail goes out on commit).
        with TestCase.captureOnCommitCallbacks(execute=True):
            accounts_services.one_time_code_issue(user=self.pending)
            accounts_services.password_reset_request(email=self.free_member.email)
            accounts_services.user_email_change_request(user=self.free_member, email=NEW_ADDRESS)
        self.otp = one_time_code_from(next(m.body for m in mail.outbox if m.to == [self.pending.email]))
        self.email_change_code = one_time_code_from(next(m.body for m in mail.outbox if m.to == [NEW_ADDRESS]))
        # As if the codes were sent a while ago: still valid, and past the resend wait (a fresh
        # code would make a resend a 429 that says nothing about permission).
        OneTimeCode.objects.filter(user__in=[self.pending, self.free_member]).update(
            created_at=F("created_at") - timedelta(seconds=settings.ONE_TIME_CODE_RESEND_SECONDS)
        )
        self.reset_token = reset_token_from(next(m.body for m in mail.outbox if m.to == [self.free_member.email]))
        mail.outbox.clear()

        self.tokens = {role: accounts_services.auth_token_issue(user=getattr(self, role)) for role in ROLES[1:]}

    def client(self, role) -> APIClient:
        client = APIClient()
        credentials = {"HTTP_X_API_KEY": settings.SPA_API_KEY}
        if role != "anonymous":
            credentials["HTTP_AUTHORIZATION"] = f"Bearer {self.tokens[role]}"
        client.credentials(**credentials)
        return client


# What each path parameter names (see the module docstring).
TARGETS = {
    "user_id": lambda w: w.free_member.pk,
    "company_id": lambda w: w.acme.pk,
    "change_id": lambda w: w.acme_change.pk,
    "join_request_id": lambda w: w.join_request.pk,
    "search_history_id": lambda w: w.paid_search.pk,
    "job_id": lambda w: w.import_job.pk,
    "agent_id": lambda w: GptAgent.objects.filter(is_external=False).order_by("ordering").first().pk,
    "provider": lambda w: "wwpass",
}


def json_body(value) -> dict:
    return {"data": json.dumps(value)}


def multipart_body(**fields) -> dict:
    return {"data": encode_multipart(BOUNDARY, fields), "content_type": MULTIPART_CONTENT}


def _webhook(w):
    payload = payload_of(stripe_event("customer.created", {"id": "cus_matrix", "object": "customer"}, created=1))
    return {"data": payload, "headers": {"HTTP_STRIPE_SIGNATURE": stripe_signature(payload, secret=WEBHOOK_SECRET)}}


NEW_MEMBER = {
    "firstName": "Nina",
    "lastName": "New",
    "email": "nina.new@contoso-partners.com",
    "password": NEW_PASSWORD,
}
CHECKOUT = {
    "pricingPlanId": PricingPlan.GROWTH,
    "billingPeriod": "monthly",
    "successUrl": "http://testserver/payments/success",
    "cancelUrl": "http://testserver/payments/cancel",
}
REASON = {"reason": "Not a real company."}

# A valid request (body, headers, query string) per write or parameterised read; calls without
# an entry send nothing.
REQUESTS = {
    ("POST", "/api/auth/signin"): lambda w: json_body({"email": w.free_member.email, "password": TEST_PASSWORD}),
    ("POST", "/api/auth/signin/google"): lambda w: json_body({"code": "a-code", "state": "a-state"}),
    ("POST", "/api/auth/signin/wwpass"): lambda w: json_body({"code": "a-code", "state": "a-state"}),
    ("POST", "/api/auth/signup"): lambda w: json_body(NEW_MEMBER),
    ("POST", "/api/auth/forgot-password"): lambda w: json_body({"email": w.free_member.email}),
    ("POST", "/api/auth/reset-password"): lambda w: json_body(
        {"token": w.reset_token, "password": NEW_PASSWORD, "passwordConfirmation": NEW_PASSWORD}
    ),
    ("POST", "/api/users/otp"): lambda w: json_body({"otp": w.otp}),
    ("POST", "/api/users/{user_id}/email/verify"): lambda w: json_body({"otp": w.email_change_code}),
    ("PUT", "/api/users/{user_id}"): lambda w: json_body(
        {"firstName": "Fran", "lastName": "Free", "email": w.free_member.email, "linkedInUrl": ""}
    ),
    ("POST", "/api/contact-us"): lambda w: json_body({"title": "General question", "text": "Who may call what?"}),
    ("POST", "/api/payments/checkout"): lambda w: json_body(CHECKOUT),
    ("POST", "/api/payments/webhook"): _webhook,
    ("PUT", "/api/companies/{company_id}/members"): lambda w: json_body(
        {
            "members": [
                {"userId": w.company_admin.pk, "isCompanyAdmin": True},
                {"userId": w.free_member.pk, "isCompanyAdmin": False},
            ]
        }
    ),
    ("PUT", "/api/companies/{company_id}/join-policy"): lambda w: json_body({"domainJoinPolicy": "auto"}),
    ("POST", "/api/companies/assign"): lambda w: json_body({"companyId": w.acme.pk, "userId": w.paid_member.pk}),
    ("POST", "/api/company-changes"): lambda w: json_body(update_payload(w.globex, name="Globex Systems Group")),
    ("PUT", "/api/company-changes/{change_id}"): lambda w: json_body(update_payload(w.acme, name="Acme Group")),
    ("PUT", "/api/admin/companies/{change_id}/reject"): lambda w: json_body(REASON),
    ("POST", "/api/admin/companies/{change_id}/reject"): lambda w: json_body(REASON),
    ("POST", "/api/admin/users/{user_id}/plan"): lambda w: json_body({"pricingPlanId": PricingPlan.GROWTH, "days": 30}),
    ("POST", "/api/companies/import"): lambda w: multipart_body(
        file=SimpleUploadedFile("companies.csv", b"name,website\r\nInitech,https://initech.example\r\n", "text/csv")
    ),
    ("GET", "/api/companies/scoring"): lambda w: {"query": "TargetIndustryIds=14&NumberToShow=1"},
    ("GET", "/api/ai-assistants/threads/active/{user_id}"): lambda w: {"query": "assistant=chat"},
    ("POST", "/api/history/company-search/{search_history_id}/rerun"): lambda w: json_body({}),
}


@pytest.fixture(scope="module")
def operations():
    """(METHOD, path) of every operation the API publishes (drf-spectacular's generator,
    without --fail-on-warn: schema warnings are the schema tests' business)."""
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return {
        (method.upper(), path)
        for path, item in schema["paths"].items()
        for method in item
        if method in ("get", "post", "put", "patch", "delete")
    }


@pytest.fixture(scope="module")
def world(django_db_setup, django_db_blocker):
    """One world for the module, in a transaction rolled back when the module ends; each
    test's own transaction (pytest-django's `db`) is a savepoint inside it."""
    with django_db_blocker.unblock(), transaction.atomic():
        yield World()
        transaction.set_rollback(True)


@pytest.fixture(autouse=True)
def _webhook_secret(settings):
    settings.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET


def test_every_operation_of_the_schema_has_a_row(operations):
    missing = sorted(
        operations - MATRIX.keys() - OUTREACH_MATRIX.keys() - MEMBER_MATRIX.keys() - SEQUENCES_MATRIX.keys()
    )
    assert not missing, (
        "Declare who may call these operations: add a row to MATRIX in tests/test_permission_matrix.py "
        f"(and a valid body to REQUESTS for a write): {missing}"
    )


def test_every_row_names_an_operation_of_the_schema(operations):
    stale = sorted(
        (MATRIX.keys() | OUTREACH_MATRIX.keys() | MEMBER_MATRIX.keys() | SEQUENCES_MATRIX.keys()) - operations
    )
    assert not stale, f"These rows name operations the schema no longer has: {stale}"


def test_every_request_belongs_to_a_row():
    assert not sorted(REQUESTS.keys() - MATRIX.keys())


CELLS = [
    pytest.param(method, path, role, id=f"{method} {path} as {role}") for (method, path) in MATRIX for role in ROLES
]


@pytest.mark.parametrize(("method", "path", "role"), CELLS)
def test_permission(world, method, path, role):
    expected = getattr(MATRIX[(method, path)], role)
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    url = path.format(**{name: target(world) for name, target in TARGETS.items() if f"{{{name}}}" in path})
    request = REQUESTS.get((method, path), lambda w: {})(world)
    if "query" in request:
        url = f"{url}?{request['query']}"
    response = world.client(role).generic(
        method,
        url,
        data=request.get("data", ""),
        content_type=request.get("content_type", "application/json"),
        **request.get("headers", {}),
    )

    # A download (the import template) is not JSON; every refusal is.
    body = response.json() if response.content and response["Content-Type"].startswith("application/json") else None
    assert response.status_code == status, f"{method} {url} as {role}: {response.status_code} {body}"
    if isinstance(body, dict):
        assert body.get("code") == code, f"{method} {url} as {role}: {body}"


# --- Partner outreach (issue 23; docs/outreach.md) ----------------------------------------------------
# Its own roles and world (apps/outreach/tests/matrix.py): the sender, the receiving company's admin and
# member, a third company's member, the sender's Free colleague, an admin. A request or conversation of
# two other companies is a 404 (no probing), admins included: they act through the report queue.

from apps.outreach.tests.matrix import (  # noqa: E402
    OUTREACH_REQUESTS,
    OUTREACH_ROLES,
    OUTREACH_TARGETS,
    OutreachWorld,
)


class OutreachRow(NamedTuple):
    anonymous: int | tuple
    pending: int | tuple
    sender: int | tuple
    receiver_admin: int | tuple
    receiver_member: int | tuple
    third_member: int | tuple
    free_member: int | tuple
    admin: int | tuple


NO_CO = (403, "noCompany")
NEEDS_PLAN = (403, "noSubscription")
NOT_COA = (403, "notCompanyAdmin")
NOT_SENDER = (403, "notSender")
NO_REQ = (404, "notFound")  # a request or conversation of two other companies
# fmt: off
#                anonymous   pending     sender      rcv. admin  rcv. member third       free member admin
ANSWER = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, NOT_COA,    200,        NOT_COA,    NO_REQ,     NOT_COA,    NO_REQ)
)
EITHER_SIDE_READS = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        200,        200,        NO_REQ,     200,        NO_REQ)
)
EITHER_SIDE_WRITES = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, 201,        201,        201,        NO_REQ,     201,        NO_REQ)
)
EITHER_ADMIN = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, NOT_COA,    200,        NOT_COA,    NO_REQ,     NOT_COA,    NO_REQ)
)
EVERYONE_SIGNED_IN = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        200,        200,        200,        200,        200)
)
ADMINS_ONLY = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, NOT_ADMIN,  NOT_ADMIN,  NOT_ADMIN,  NOT_ADMIN,  NOT_ADMIN,  200)
)
R = "/api/outreach/requests/{intro_request_id}"
C = "/api/outreach/conversations/{conversation_id}"

OUTREACH_MATRIX = {
    #                   anonymous   pending     sender      rcv. admin  rcv. member third       free member admin
    ("GET", "/api/outreach/summary"): EVERYONE_SIGNED_IN,
    ("GET", "/api/outreach/companies/{company_id}"): EVERYONE_SIGNED_IN,
    ("GET", "/api/outreach/settings"): EVERYONE_SIGNED_IN,
    # Incoming requests on/off: the company admins of the caller's company (Beta's here).
    ("PATCH", "/api/outreach/settings"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, NOT_COA,    200,        NOT_COA,    NOT_COA,    NOT_COA,    NO_CO),
    # The e-mails' opt-out link: the signed token is the credential (no sign-in, no API key).
    ("GET", "/api/outreach/unsubscribe"):
        OutreachRow(200,        200,        200,        200,        200,        200,        200,        200),
    ("POST", "/api/outreach/unsubscribe"):
        OutreachRow(200,        200,        200,        200,        200,        200,        200,        200),
    ("POST", "/api/outreach/events-ticket"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 201,        201,        201,        201,        201,        201),
    # Drafting and sending (to Gamma) need a company and a paid plan.
    ("POST", "/api/outreach/draft"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        NEEDS_PLAN, NEEDS_PLAN, 200,        NEEDS_PLAN, NO_CO),
    ("GET", "/api/outreach/requests"): EVERYONE_SIGNED_IN,
    ("POST", "/api/outreach/requests"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 201,        NEEDS_PLAN, NEEDS_PLAN, 201,        NEEDS_PLAN, NO_CO),
    # Acme's request to Beta: both companies' members read it; Beta's admins answer; its sender withdraws.
    ("GET", R): EITHER_SIDE_READS,
    ("POST", f"{R}/accept"): ANSWER,
    ("POST", f"{R}/decline"): ANSWER,
    ("POST", f"{R}/withdraw"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        NOT_SENDER, NOT_SENDER, NO_REQ,     NOT_SENDER, NO_REQ),
    ("POST", f"{R}/read"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 204,        204,        204,        NO_REQ,     204,        NO_REQ),
    ("POST", f"{R}/report"): EITHER_SIDE_WRITES,
    # Acme and Beta's conversation: both companies' members read and write; their company admins close.
    ("GET", "/api/outreach/conversations"): EVERYONE_SIGNED_IN,
    ("GET", C): EITHER_SIDE_READS,
    ("POST", f"{C}/messages"): EITHER_SIDE_WRITES,
    ("POST", f"{C}/read"): EITHER_SIDE_READS,
    ("POST", f"{C}/close"): EITHER_ADMIN,
    ("POST", f"{C}/reopen"): EITHER_ADMIN,  # closed by Acme's admin first
    ("POST", f"{C}/report"): EITHER_SIDE_WRITES,
    # The platform admins' queue and actions.
    ("GET", "/api/admin/outreach/reports"): ADMINS_ONLY,
    ("POST", "/api/admin/outreach/reports/{report_id}/dismiss"): ADMINS_ONLY,
    ("POST", "/api/admin/outreach/conversations/{conversation_id}/close"): ADMINS_ONLY,
    ("POST", "/api/admin/outreach/conversations/{conversation_id}/reopen"): ADMINS_ONLY,
    ("POST", "/api/admin/outreach/companies/{company_id}/suspend"): ADMINS_ONLY,
    ("POST", "/api/admin/outreach/companies/{company_id}/unsuspend"): ADMINS_ONLY,
}
# fmt: on


@pytest.fixture(scope="module")
def outreach_world(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield OutreachWorld()
        transaction.set_rollback(True)


def test_every_outreach_request_belongs_to_a_row():
    assert not sorted(OUTREACH_REQUESTS.keys() - OUTREACH_MATRIX.keys())


def test_outreach_rows_and_the_others_do_not_overlap():
    assert not MATRIX.keys() & OUTREACH_MATRIX.keys()


OUTREACH_CELLS = [
    pytest.param(method, path, role, id=f"{method} {path} as {role}")
    for (method, path) in OUTREACH_MATRIX
    for role in OUTREACH_ROLES
]


@pytest.mark.parametrize(("method", "path", "role"), OUTREACH_CELLS)
def test_outreach_permission(outreach_world, method, path, role):
    world = outreach_world
    expected = getattr(OUTREACH_MATRIX[(method, path)], role)
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    url = path.format(**{name: target(world) for name, target in OUTREACH_TARGETS.items() if f"{{{name}}}" in path})
    request = OUTREACH_REQUESTS.get((method, path), lambda w: {})(world)
    if "prepare" in request:
        request["prepare"](world)
    if "query" in request:
        url = f"{url}?{request['query']}"
    response = world.client(role).generic(method, url, data=request.get("data", ""), content_type="application/json")

    body = response.json() if response.content else None
    assert response.status_code == status, f"{method} {url} as {role}: {response.status_code} {body}"
    if isinstance(body, dict):
        assert body.get("code") == code, f"{method} {url} as {role}: {body}"


# --- Notifications and saved searches (issue 24; docs/alerts.md) -----------------------------------
# Their own roles and world (apps/notifications/tests/matrix.py): a member who may not search (Free),
# the searcher (company + plan; owns the objects), another searcher (another company), an admin
# (neither company nor plan). Another member's object is a 404 (no probing), admins included.

from apps.notifications.tests.matrix import MEMBER_REQUESTS, MEMBER_ROLES, MEMBER_TARGETS, MemberWorld  # noqa: E402


class MemberRow(NamedTuple):
    anonymous: int | tuple
    pending: int | tuple
    member: int | tuple
    searcher: int | tuple
    other_searcher: int | tuple
    admin: int | tuple


NOT_FOUND = (404, "notFound")
# fmt: off
#                       anonymous   pending     member      searcher    other       admin
SIGNED_IN_200 = MemberRow(NO_TOKEN,   UNVERIFIED, 200,        200,        200,        200)
SEARCHERS_OWN = MemberRow(NO_TOKEN,   UNVERIFIED, NOT_FOUND,  200,        NOT_FOUND,  NOT_FOUND)

MEMBER_MATRIX = {
    ("GET", "/api/notifications"): SIGNED_IN_200,
    ("POST", "/api/notifications/read-all"): SIGNED_IN_200,
    ("GET", "/api/notifications/preferences"): SIGNED_IN_200,
    ("PATCH", "/api/notifications/preferences"): SIGNED_IN_200,
    # The searcher's notification.
    ("POST", "/api/notifications/{notification_id}/read"): SEARCHERS_OWN,
    # Saved searches: saving needs what a search needs (a company and a plan: discovery's codes); the
    # searcher's own search (and pipeline row) are theirs alone, admins included.
    ("GET", "/api/saved-searches"): SIGNED_IN_200,
    ("POST", "/api/saved-searches"):
        MemberRow(NO_TOKEN,   UNVERIFIED, NO_PLAN,    201,        201,        NO_COMPANY_NOR_PLAN),
    ("GET", "/api/saved-searches/{saved_search_id}"): SEARCHERS_OWN,
    ("PATCH", "/api/saved-searches/{saved_search_id}"): SEARCHERS_OWN,
    ("DELETE", "/api/saved-searches/{saved_search_id}"):
        MemberRow(NO_TOKEN,   UNVERIFIED, NOT_FOUND,  204,        NOT_FOUND,  NOT_FOUND),
    ("POST", "/api/saved-searches/from-history/{search_history_id}"):
        MemberRow(NO_TOKEN,   UNVERIFIED, NOT_FOUND,  201,        NOT_FOUND,  NOT_FOUND),
    # The alert e-mails' unsubscribe link: the signed token is the credential (no sign-in, no API key).
    ("GET", "/api/alerts/unsubscribe"):
        MemberRow(200,        200,        200,        200,        200,        200),
    ("POST", "/api/alerts/unsubscribe"):
        MemberRow(200,        200,        200,        200,        200,        200),
}
# fmt: on


@pytest.fixture(scope="module")
def member_world(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield MemberWorld()
        transaction.set_rollback(True)


def test_every_member_request_belongs_to_a_row():
    assert not sorted(MEMBER_REQUESTS.keys() - MEMBER_MATRIX.keys())


def test_member_rows_and_the_others_do_not_overlap():
    assert not (MATRIX.keys() | OUTREACH_MATRIX.keys()) & MEMBER_MATRIX.keys()


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(m, p, role, id=f"{m} {p} as {role}") for (m, p) in MEMBER_MATRIX for role in MEMBER_ROLES],
)
def test_member_permission(member_world, method, path, role):
    world = member_world
    expected = getattr(MEMBER_MATRIX[(method, path)], role)
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    url = path.format(**{name: target(world) for name, target in MEMBER_TARGETS.items() if f"{{{name}}}" in path})
    request = MEMBER_REQUESTS.get((method, path), lambda w: {})(world)
    if "prepare" in request:
        request["prepare"](world)
    if "query" in request:
        url = f"{url}?{request['query']}"
    response = world.client(role).generic(method, url, data=request.get("data", ""), content_type="application/json")

    body = response.json() if response.content else None
    assert response.status_code == status, f"{method} {url} as {role}: {response.status_code} {body}"
    if isinstance(body, dict):
        assert body.get("code") == code, f"{method} {url} as {role}: {body}"


# --- Follow-up sequences (issue 24; docs/sequences.md) ----------------------------------------------
# The outreach world and roles (apps/sequences/tests/matrix.py adds the sender's sequence, with one of
# the sender's pending requests enrolled). A sequence is its owner's alone: everyone else gets a 404 (no probing),
# admins included. What sends follow-ups needs a member who may send intro requests (outreach's codes).

from apps.sequences.tests.matrix import (  # noqa: E402
    SEQUENCES_REQUESTS,
    SEQUENCES_TARGETS,
    sequences_world_add,
)

NO_SEQ = (404, "notFound")
# fmt: off
#                 anonymous   pending     sender      rcv. admin  rcv. member third       free member admin
MAY_SEND = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        NEEDS_PLAN, NEEDS_PLAN, 200,        NEEDS_PLAN, NO_CO)
)
OWNER_ONLY = (
    OutreachRow(NO_TOKEN,   UNVERIFIED, 200,        NO_SEQ,     NO_SEQ,     NO_SEQ,     NO_SEQ,     NO_SEQ)
)
S = "/api/sequences/{sequence_id}"

SEQUENCES_MATRIX = {
    ("GET", "/api/sequences"): EVERYONE_SIGNED_IN,
    ("POST", "/api/sequences"):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 201,        NEEDS_PLAN, NEEDS_PLAN, 201,        NEEDS_PLAN, NO_CO),
    ("GET", "/api/sequences/placeholders"): EVERYONE_SIGNED_IN,
    ("POST", "/api/sequences/preview"): MAY_SEND,
    ("GET", S): OWNER_ONLY,
    ("PATCH", S): OWNER_ONLY,
    ("DELETE", S):
        OutreachRow(NO_TOKEN,   UNVERIFIED, 204,        NO_SEQ,     NO_SEQ,     NO_SEQ,     NO_SEQ,     NO_SEQ),
    ("POST", f"{S}/preview"): OWNER_ONLY,
    ("POST", f"{S}/enrol"): OWNER_ONLY,
    ("POST", f"{S}/pause"): OWNER_ONLY,
    ("POST", f"{S}/resume"): OWNER_ONLY,  # paused first
    ("POST", f"{S}/stop"): OWNER_ONLY,
    ("GET", f"{S}/enrolments"): OWNER_ONLY,
    ("POST", f"{S}/enrolments/{{enrolment_id}}/stop"): OWNER_ONLY,
}
# fmt: on


@pytest.fixture(scope="module")
def sequences_world(outreach_world):
    """The outreach world with the sequences' objects, in its transaction."""
    sequences_world_add(outreach_world)
    return outreach_world


def test_every_sequences_request_belongs_to_a_row():
    assert not sorted(SEQUENCES_REQUESTS.keys() - SEQUENCES_MATRIX.keys())


def test_sequences_rows_and_the_others_do_not_overlap():
    assert not (MATRIX.keys() | OUTREACH_MATRIX.keys() | MEMBER_MATRIX.keys()) & SEQUENCES_MATRIX.keys()


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(m, p, role, id=f"{m} {p} as {role}") for (m, p) in SEQUENCES_MATRIX for role in OUTREACH_ROLES],
)
def test_sequences_permission(sequences_world, method, path, role):
    world = sequences_world
    expected = getattr(SEQUENCES_MATRIX[(method, path)], role)
    status, code = expected if isinstance(expected, tuple) else (expected, None)
    url = path.format(**{name: target(world) for name, target in SEQUENCES_TARGETS.items() if f"{{{name}}}" in path})
    request = SEQUENCES_REQUESTS.get((method, path), lambda w: {})(world)
    if "prepare" in request:
        request["prepare"](world)
    response = world.client(role).generic(method, url, data=request.get("data", ""), content_type="application/json")

    body = response.json() if response.content else None
    assert response.status_code == status, f"{method} {url} as {role}: {response.status_code} {body}"
    if isinstance(body, dict):
        assert body.get("code") == code, f"{method} {url} as {role}: {body}"
