"""Sequences under real concurrency (PostgreSQL + Redis; REQUIRE_SERVICES=1 makes a missing service
a failure): two beat runs at once send each due step once, two runs after a killed worker's
lease send its step once, and an answer racing a step's delivery is never followed by another
step (docs/sequences.md "Exactly once")."""

from datetime import datetime, timedelta

import pytest
from django.core import mail

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import PricingPlan
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory, CompanyMemberFactory
from apps.core.testing import run_together
from apps.outreach import services as outreach_services
from apps.outreach.models import RequestFollowUp
from apps.sequences import sending, services, tasks
from apps.sequences.models import Enrolment, StepSend
from apps.sequences.services import StepInput
from apps.sequences.tests.conftest import NEW_YORK

pytestmark = [pytest.mark.services, pytest.mark.django_db(transaction=True, serialized_rollback=True)]

MONDAY = datetime(2026, 3, 2, 10, 0, tzinfo=NEW_YORK)
DUE = datetime(2026, 3, 3, 9, 0, tzinfo=NEW_YORK)  # a 1-day delay
MESSAGE = "We would like to talk about a partnership in Western Europe."


@pytest.fixture
def world(require_services):
    acme = CompanyFactory(name="Race Acme")
    owner = UserFactory(email="olive@race-acme.com", time_zone="America/New_York")
    CompanyMemberFactory(company=acme, user=owner)
    SubscriptionFactory(user=owner, plan=PricingPlan.objects.get(pk=PricingPlan.PARTNER_PRO))
    admins, requests = [], []
    for n in range(6):
        admin = UserFactory(email=f"admin{n}@race-target-{n}.com")
        target = CompanyFactory(name=f"Race Target {n}", admin=admin)
        admins.append(admin)
        requests.append(
            outreach_services.intro_request_send(
                sender=owner, receiver_company_id=target.pk, type=1, message=MESSAGE, now=MONDAY
            )
        )
    sequence = services.sequence_create(
        actor=owner,
        name="Race",
        steps=[StepInput(delay_days=1, body="Hi {their_company}, any thoughts?")],
        now=MONDAY,
    )
    enrolled, _ = services.sequence_enrol(
        actor=owner, sequence_id=sequence.pk, intro_request_ids=[r.pk for r in requests], now=MONDAY
    )
    mail.outbox.clear()
    return {"owner": owner, "admins": admins, "requests": requests, "enrolled": enrolled}


def test_two_beat_runs_at_once_send_each_step_once(world):
    # The Celery task as beat starts it (eager in tests: the worker's code path), twice at once.
    # Task.apply marks the whole process as "inside a task" while one runs (a global of
    # celery._state), so a plain .get() in the thread that finished first refuses whenever the
    # other is still running: the results are read without that check.
    results = run_together(
        2,
        lambda: tasks.sequence_steps_send.apply(kwargs={"now": DUE.isoformat()}).get(disable_sync_subtasks=False),
    )

    assert not [r for r in results if isinstance(r, Exception)], results
    assert sum(r.get("sent", 0) for r in results) == 6
    assert RequestFollowUp.objects.count() == 6
    assert sorted(RequestFollowUp.objects.values_list("intro_request_id", flat=True)) == sorted(
        r.pk for r in world["requests"]
    )
    assert set(StepSend.objects.values_list("state", "attempts")) == {("sent", 1)}
    assert set(Enrolment.objects.values_list("state", flat=True)) == {"finished"}
    # One e-mail per receiving admin, once.
    assert sorted(m.to[0] for m in mail.outbox) == sorted(a.email for a in world["admins"])


def test_two_runs_after_a_killed_workers_lease_send_its_step_once(world):
    # A worker claimed every step and died.
    for enrolment in world["enrolled"]:
        sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE)
    assert sending.steps_send(now=DUE + timedelta(minutes=1)) == {"held": 6}
    assert not RequestFollowUp.objects.exists()

    after_lease = DUE + timedelta(minutes=5)
    results = run_together(2, lambda: sending.steps_send(now=after_lease))

    assert not [r for r in results if isinstance(r, Exception)], results
    assert sum(r.get("sent", 0) for r in results) == 6
    assert RequestFollowUp.objects.count() == 6
    assert set(StepSend.objects.values_list("state", "attempts")) == {("sent", 2)}


def test_an_answer_racing_a_delivery_is_never_followed_by_a_step(world):
    """Accepting and sending at once: whichever takes the request's lock first, the follow-up is
    sent before the answer or not at all, and the enrolment ends replied."""
    request, admin = world["requests"][0], world["admins"][0]
    claim_id, token = sending.step_claim(enrolment_id=world["enrolled"][0].pk, position=1, now=DUE)
    actions = iter(
        [
            lambda: sending.step_deliver(claim_id=claim_id, token=token, now=DUE),
            lambda: outreach_services.intro_request_accept(actor=admin, intro_request_id=request.pk, now=DUE),
        ]
    )

    results = run_together(2, lambda: next(actions)())

    assert not [r for r in results if isinstance(r, Exception)], results
    follow_ups = list(RequestFollowUp.objects.filter(intro_request=request))
    request.refresh_from_db()
    assert request.state == "accepted"
    enrolment = Enrolment.objects.get(intro_request=request)
    assert enrolment.state == "replied"
    assert enrolment.replied_after_steps == len(follow_ups)
    assert len(follow_ups) <= 1


def test_one_request_enrolled_in_two_sequences_at_once_is_enrolled_once(world):
    owner, request = world["owner"], world["requests"][0]
    Enrolment.objects.all().delete()
    steps = [StepInput(delay_days=1, body="Any thoughts?")]
    sequences = iter([services.sequence_create(actor=owner, name=f"Twin {n}", steps=steps, now=MONDAY) for n in (1, 2)])

    def enrol_one():
        sequence = next(sequences)
        return services.sequence_enrol(actor=owner, sequence_id=sequence.pk, intro_request_ids=[request.pk], now=MONDAY)

    results = run_together(2, enrol_one)

    assert not [r for r in results if isinstance(r, Exception)], results
    assert sorted(len(enrolled) for enrolled, _ in results) == [0, 1]
    assert [refused[0]["code"] for enrolled, refused in results if refused] == ["alreadyEnrolled"]
    assert Enrolment.objects.filter(intro_request=request).count() == 1
