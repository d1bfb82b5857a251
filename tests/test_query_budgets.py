"""Query budgets: every read (GET) operation of the OpenAPI schema x every role answers within
its budget of database queries (issue 8 section 7), so an N+1 cannot land unnoticed.

BUDGETS below is the one place that says it. The test reads the GET operations from the
schema and fails when one has no budget (as the permission matrix does for who may call
what), and when a budget names an operation that is gone. A budget counts every query of the
request, the session check included (one query: apps/accounts/authentication.py).

The world is the permission matrix's (tests/test_permission_matrix.py) with more rows behind
every list (members, contacts, join requests, relations), so a query per row would show: a
budget that holds for one row and for five holds for any number.
"""

import pytest
from django.db import connection, transaction
from django.test.utils import CaptureQueriesContext
from django.utils import timezone
from drf_spectacular.generators import SchemaGenerator

from apps.accounts.tests.factories import UserFactory
from apps.assistants.models import Hub, Message, Thread
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.tests.factories import (
    CompanyFactory,
    CompanyJoinRequestFactory,
    CompanyMemberFactory,
    ContactFactory,
)
from apps.discovery.tests.factories import SearchHistoryFactory
from tests.test_permission_matrix import REQUESTS, ROLES, TARGETS, World

pytestmark = pytest.mark.django_db

# fmt: off
BUDGETS = {
    # (method, path): the most queries any role may cost, the session check (1) included.
    # In the comment: the most before issue 8 section 7, in this same world.
    ("GET", "/api/users/{user_id}"): 6,                        # was 10
    ("GET", "/api/users/company-suggestion"): 2,               # was 3
    ("GET", "/api/industries"): 2,                             # was 3
    ("GET", "/api/geography/regions"): 2,                      # was 3
    ("GET", "/api/lookups"): 6,                                # was 7 (five option lists)
    ("GET", "/api/partner-programs"): 4,                       # session, plan, page, the page's chips (one UNION)
    ("GET", "/api/pricing-plans"): 3,                          # was 6
    # was 18; 6 before issue 25. PostgreSQL reads it in one statement (+ the pending change);
    # other databases through the ORM: the company, members, lists, contacts, pending change.
    ("GET", "/api/companies/{company_id}"): 3 if connection.vendor == "postgresql" else 6,
    ("GET", "/api/companies/{company_id}/join-requests"): 4,   # was 13
    ("GET", "/api/companies/{company_id}/join-policy"): 3,     # was 12
    ("GET", "/api/user/companies/pending"): 4,                 # was 9
    ("GET", "/api/user/companies/rejected"): 3,
    ("GET", "/api/admin/companies/changes/{change_id}"): 9,    # was 26
    ("GET", "/api/admin/companies/search/active"): 4,          # was 7; 5 before issue 25 (one query for the names)
    ("GET", "/api/admin/companies/search/pending"): 3,         # was 5
    ("GET", "/api/admin/users/search"): 3,                     # was 6; 4 before issue 25 (the roles in the page query)
    ("GET", "/api/companies/import/{job_id}"): 2,
    ("GET", "/api/companies/import/template"): 1,             # the session check only
    # Discovery (issue 9). The first search of a process builds the in-memory index (11 of
    # its 15: with the largest company id, which says whether the ids pack as int4s); the
    # search itself: the session, the searcher with the index version (one query), the
    # results' companies, and the credits spent with the history written in one statement
    # (issue 25 item 3; was 20).
    ("GET", "/api/users/company-filters"): 8,
    ("GET", "/api/companies/scoring"): 15,
    ("GET", "/api/history/company-search"): 6,
    ("GET", "/api/history/company-search/{search_history_id}/items"): 2,
    ("GET", "/api/gpt-agents"): 2,
    ("GET", "/api/gpt-agents/{agent_id}"): 3,
    ("GET", "/api/auth/providers"): 0,  # new: settings only
    ("GET", "/api/auth/identities"): 2,  # new: session, linked identities
    ("GET", "/api/ai-assistants/threads/active/{user_id}"): 4,  # new: session, user (admins), thread, messages
}
# fmt: on


# Queries of their own where the matrix's would show too little (one result of a search).
QUERIES = {("GET", "/api/companies/scoring"): "TargetIndustryIds=14&NumberToShow=5"}


class BudgetWorld(World):
    """The matrix's world with five of everything a read lists, and a company admin on a paid
    plan (so a search runs through to its results)."""

    def __init__(self):
        super().__init__()
        SubscriptionFactory(user=self.company_admin, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH))
        for _ in range(4):
            SearchHistoryFactory(user=self.paid_member)
        # The free member's chat with five messages (the thread's read lists them).
        thread = Thread.objects.create(user=self.free_member, hub=Hub.CHAT)
        for n in range(5):
            Message.objects.create(thread=thread, user=self.free_member, is_assistant=bool(n % 2), text=f"Message {n}")
        for n in range(4):
            CompanyMemberFactory(company=self.acme, user=UserFactory(email=f"member{n}@acme-industries.com"))
            CompanyJoinRequestFactory(company=self.acme, user=UserFactory(email=f"asker{n}@umbrella-corp.com"))
            ContactFactory(company=self.acme, sort_order=n + 1, first_name=f"Contact {n}")
            # More companies, each with its company admin and a pending change, for the lists.
            company = CompanyFactory(name=f"Initech {n}", admin=UserFactory(email=f"boss{n}@initech-{n}.com"))
            CompanyChangeFactory(company=company, author=company.members.get().user)


@pytest.fixture(scope="module")
def world(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield BudgetWorld()
        transaction.set_rollback(True)


@pytest.fixture(scope="module")
def reads():
    schema = SchemaGenerator().get_schema(request=None, public=True)
    return {("GET", path) for path, item in schema["paths"].items() if "get" in item}


def test_every_read_of_the_schema_has_a_budget(reads):
    missing = sorted(
        reads - BUDGETS.keys() - OUTREACH_BUDGETS.keys() - MEMBER_BUDGETS.keys() - SEQUENCES_BUDGETS.keys()
    )
    assert not missing, f"Give these reads a query budget in tests/test_query_budgets.py: {missing}"


def test_every_budget_names_a_read_of_the_schema(reads):
    stale = sorted(
        (BUDGETS.keys() | OUTREACH_BUDGETS.keys() | MEMBER_BUDGETS.keys() | SEQUENCES_BUDGETS.keys()) - reads
    )
    assert not stale, f"These budgets name reads the schema no longer has: {stale}"


def _once_per_process():
    """What a process does once, whichever request comes first, is no request's cost: SQLite's
    JSON probe on the connection, discovery's index of the current catalogue. Done before
    counting, so a budget holds whatever test ran before it (alone, or first on a worker)."""
    from apps.discovery.index import current_index

    assert connection.features.supports_json_field in (True, False)
    current_index()


def _url(world, path):
    return path.format(**{name: target(world) for name, target in TARGETS.items() if f"{{{name}}}" in path})


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(method, path, role, id=f"{path} as {role}") for (method, path) in BUDGETS for role in ROLES],
)
def test_query_budget(world, method, path, role):
    client = world.client(role)
    url = _url(world, path)
    query = QUERIES.get((method, path)) or REQUESTS.get((method, path), lambda w: {})(world).get("query")
    if query:  # a valid query (a search's criteria)
        url = f"{url}?{query}"
    _once_per_process()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code < 500
    budget = BUDGETS[(method, path)]
    listed = "\n".join(q["sql"] for q in queries.captured_queries)
    assert len(queries) <= budget, f"GET {url} as {role}: {len(queries)} queries > {budget}\n{listed}"


# --- Partner outreach (issue 23): the outreach world (apps/outreach/tests/matrix.py) with five of
# everything its reads list: requests both ways, conversations with messages and notes of both sides,
# read marks, contacts, reports.

from apps.outreach.models import IntroRequest, RequestFollowUp  # noqa: E402
from apps.outreach.tests.factories import (  # noqa: E402
    AbuseReportFactory,
    ConversationFactory,
    ConversationMessageFactory,
    IntroRequestFactory,
)
from apps.outreach.tests.matrix import OUTREACH_REQUESTS, OUTREACH_ROLES, OUTREACH_TARGETS, OutreachWorld  # noqa: E402

# fmt: off
OUTREACH_BUDGETS = {
    # session, membership, plan, this month's usage, the company's settings, the unread requests and
    # the unread conversations (one aggregate each)
    ("GET", "/api/outreach/summary"): 7,
    # + the company, the open request and the conversation between the two, its partnership types
    ("GET", "/api/outreach/companies/{company_id}"): 10,
    ("GET", "/api/outreach/settings"): 4,               # session, membership, company settings, e-mails
    ("GET", "/api/outreach/unsubscribe"): 2,             # the token's user, their e-mails (no session)
    ("GET", "/api/outreach/requests"): 4,                # session, membership, count, page
    # + the contacts of both companies at once, its follow-ups (none asked when it has none)
    ("GET", "/api/outreach/requests/{intro_request_id}"): 5,
    ("GET", "/api/outreach/conversations"): 5,           # session, membership, count, page, last messages
    # session, membership, the conversation, its messages, the contacts, the request that opened it
    ("GET", "/api/outreach/conversations/{conversation_id}"): 6,
    ("GET", "/api/admin/outreach/reports"): 3,           # session, count, page
}
# fmt: on


class OutreachBudgetWorld(OutreachWorld):
    def __init__(self):
        super().__init__()
        for n in range(4):
            other = CompanyFactory(name=f"Outreach Partner {n}", admin=UserFactory(email=f"boss{n}@outreach-p{n}.com"))
            ContactFactory(company=self.acme, sort_order=n + 1, first_name=f"Contact {n}")
            ContactFactory(company=self.beta, sort_order=n + 1, first_name=f"Contact {n}")
            # Requests both ways and in several states, each with a conversation and messages.
            IntroRequestFactory(
                sender_user=self.sender, sender_company=self.acme, receiver_company=other, accepted=True
            )
            IntroRequestFactory(sender_company=other, receiver_company=self.beta, state="declined")
            conversation = ConversationFactory(companies=(self.beta, other))
            for k in range(3):
                ConversationMessageFactory(conversation=conversation, author=self.receiver_member)
                ConversationMessageFactory(conversation=conversation, author_company=other, is_internal_note=k == 1)
            acme_side = ConversationFactory(companies=(self.acme, CompanyFactory(name=f"Outreach Extra {n}")))
            ConversationMessageFactory(conversation=acme_side, author=self.free_member)
            ConversationMessageFactory(conversation=self.conversation, author=self.receiver_member)
            AbuseReportFactory(reporter=self.receiver_member, conversation=conversation)
        # Follow-ups on the request (a sequence's steps; their authors read with them).
        for n in range(3):
            RequestFollowUp.objects.create(
                intro_request=self.intro_request, author=self.sender, body=f"Follow-up {n}", key=f"budget:{n}"
            )
        IntroRequest.objects.filter(pk=self.intro_request.pk).update(last_follow_up_at=timezone.now())


@pytest.fixture(scope="module")
def outreach_world(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield OutreachBudgetWorld()
        transaction.set_rollback(True)


def test_every_read_has_one_budget():
    assert not BUDGETS.keys() & OUTREACH_BUDGETS.keys()


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(m, p, role, id=f"{p} as {role}") for (m, p) in OUTREACH_BUDGETS for role in OUTREACH_ROLES],
)
def test_outreach_query_budget(outreach_world, method, path, role):
    world = outreach_world
    client = world.client(role)
    url = path.format(**{name: target(world) for name, target in OUTREACH_TARGETS.items() if f"{{{name}}}" in path})
    query = OUTREACH_REQUESTS.get((method, path), lambda w: {})(world).get("query")
    if query:
        url = f"{url}?{query}"
    _once_per_process()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code < 500
    budget = OUTREACH_BUDGETS[(method, path)]
    listed = "\n".join(q["sql"] for q in queries.captured_queries)
    assert len(queries) <= budget, f"GET {url} as {role}: {len(queries)} queries > {budget}\n{listed}"


# --- Notifications and saved searches (issue 24): the matrix's member world
# (apps/notifications/tests/matrix.py) with five of everything its reads list.

from apps.alerts.tests.factories import AlertShownFactory, SavedSearchFactory  # noqa: E402
from apps.notifications.models import Notification  # noqa: E402
from apps.notifications.tests.matrix import (  # noqa: E402
    MATRIX_KIND,
    MEMBER_REQUESTS,
    MEMBER_ROLES,
    MEMBER_TARGETS,
    MemberWorld,
)

# fmt: off
MEMBER_BUDGETS = {
    ("GET", "/api/notifications"): 4,              # session, count, page, unread count
    ("GET", "/api/notifications/preferences"): 2,  # session, muted kinds
    # session, count, page (with its alerts counted), the three reference lists (names of the filters)
    ("GET", "/api/saved-searches"): 6,
    ("GET", "/api/saved-searches/{saved_search_id}"): 5,  # session, the search, the three reference lists
    ("GET", "/api/alerts/unsubscribe"): 1,         # the link's saved search (no session)
}
# fmt: on


class MemberBudgetWorld(MemberWorld):
    def __init__(self):
        super().__init__()
        for role in MEMBER_ROLES[2:]:
            for n in range(5):
                Notification.objects.create(user=getattr(self, role), kind=MATRIX_KIND.code, title=f"Notice {n}")
                saved_search = SavedSearchFactory(user=getattr(self, role), segment_ids=[1, 2])
                AlertShownFactory(saved_search=saved_search, company=self.globex, match_score=80 + n)


@pytest.fixture(scope="module")
def member_world(django_db_setup, django_db_blocker):
    with django_db_blocker.unblock(), transaction.atomic():
        yield MemberBudgetWorld()
        transaction.set_rollback(True)


def test_every_member_read_has_one_budget():
    assert not (BUDGETS.keys() | OUTREACH_BUDGETS.keys()) & MEMBER_BUDGETS.keys()


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(m, p, role, id=f"{p} as {role}") for (m, p) in MEMBER_BUDGETS for role in MEMBER_ROLES],
)
def test_member_query_budget(member_world, method, path, role):
    world = member_world
    client = world.client(role)
    url = path.format(**{name: target(world) for name, target in MEMBER_TARGETS.items() if f"{{{name}}}" in path})
    query = MEMBER_REQUESTS.get((method, path), lambda w: {})(world).get("query")
    if query:
        url = f"{url}?{query}"
    _once_per_process()
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code < 500
    budget = MEMBER_BUDGETS[(method, path)]
    listed = "\n".join(q["sql"] for q in queries.captured_queries)
    assert len(queries) <= budget, f"GET {url} as {role}: {len(queries)} queries > {budget}\n{listed}"


# --- Follow-up sequences (issue 24): the outreach budget world with the sequences' objects
# (apps/sequences/tests/matrix.py) and five sequences, each with enrolments, behind the lists.

from apps.sequences.tests.matrix import SEQUENCES_TARGETS, sequences_world_add  # noqa: E402

# fmt: off
SEQUENCES_BUDGETS = {
    ("GET", "/api/sequences"): 4,                            # session, count, page (with figures), steps
    ("GET", "/api/sequences/placeholders"): 1,               # the session only
    ("GET", "/api/sequences/{sequence_id}"): 4,              # session, sequence (with figures), steps, by step
    ("GET", "/api/sequences/{sequence_id}/enrolments"): 4,   # session, sequence, count, page (with receivers)
}
# fmt: on


@pytest.fixture(scope="module")
def sequences_world(outreach_world):
    sequences_world_add(outreach_world, extra=4)
    return outreach_world


def test_every_sequences_read_has_one_budget():
    assert not (BUDGETS.keys() | OUTREACH_BUDGETS.keys() | MEMBER_BUDGETS.keys()) & SEQUENCES_BUDGETS.keys()


@pytest.mark.parametrize(
    ("method", "path", "role"),
    [pytest.param(m, p, role, id=f"{p} as {role}") for (m, p) in SEQUENCES_BUDGETS for role in OUTREACH_ROLES],
)
def test_sequences_query_budget(sequences_world, method, path, role):
    world = sequences_world
    url = path.format(**{name: target(world) for name, target in SEQUENCES_TARGETS.items() if f"{{{name}}}" in path})
    _once_per_process()
    with CaptureQueriesContext(connection) as queries:
        response = world.client(role).get(url)
    assert response.status_code < 500
    if role == "sender":  # the owner reads the full lists
        assert response.status_code == 200
    budget = SEQUENCES_BUDGETS[(method, path)]
    listed = "\n".join(q["sql"] for q in queries.captured_queries)
    assert len(queries) <= budget, f"GET {url} as {role}: {len(queries)} queries > {budget}\n{listed}"
