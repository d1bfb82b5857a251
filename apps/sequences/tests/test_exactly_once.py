"""A step is sent exactly once whatever runs twice or dies midway (docs/sequences.md "Exactly
once"), step by step on any database: the claim's unique key, the lease a dead run leaves
behind, the takeover after it, and a slow run that lost its claim. The same under real
concurrency on PostgreSQL: test_concurrency.py."""

from datetime import datetime, timedelta

import pytest
from django.db import IntegrityError, transaction
from django.test import TestCase

from apps.outreach.models import RequestFollowUp
from apps.sequences import sending
from apps.sequences.models import StepSend
from apps.sequences.tests.conftest import NEW_YORK

pytestmark = pytest.mark.django_db

DUE = datetime(2026, 3, 4, 9, 0, tzinfo=NEW_YORK)  # the enrolment's first step
LEASE = timedelta(seconds=300)


def run(now):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return sending.steps_send(now=now)


def test_the_database_holds_one_claim_per_enrolment_and_step(enrolment):
    StepSend.objects.create(enrolment=enrolment, position=1, lease_expires_at=DUE + LEASE)
    with pytest.raises(IntegrityError), transaction.atomic():
        StepSend.objects.create(enrolment=enrolment, position=1, lease_expires_at=DUE + LEASE)


def test_a_claim_is_taken_once_and_again_only_after_its_lease(enrolment):
    first = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE)
    assert first is not None
    # Another run within the lease finds it held.
    assert sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE + LEASE - timedelta(seconds=1)) is None
    # After the lease a run takes it over, with a token of its own; a third run then finds it held.
    second = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE + LEASE)
    assert second is not None
    assert second[0] == first[0]
    assert second[1] != first[1]
    assert sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE + LEASE) is None
    assert StepSend.objects.get().attempts == 2


def test_a_worker_killed_after_its_claim_is_retried_after_the_lease_and_sends_once(enrolment):
    # A run claimed the step and died before delivering it (nothing of the delivery committed).
    claim_id, _token = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE)

    # The next beat runs within the lease: the step is held, nothing is sent.
    assert run(DUE + timedelta(minutes=4)) == {"held": 1}
    assert not RequestFollowUp.objects.exists()

    # The first run after the lease takes it over and sends it.
    assert run(DUE + timedelta(minutes=5)) == {"sent": 1}
    assert RequestFollowUp.objects.count() == 1
    claim = StepSend.objects.get()
    assert (claim.pk, claim.state, claim.attempts) == (claim_id, "sent", 2)

    # And never again.
    assert run(DUE + timedelta(minutes=10)) == {}
    assert RequestFollowUp.objects.count() == 1


def test_a_slow_run_whose_claim_was_taken_over_sends_nothing(enrolment):
    slow = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE)
    # Its lease ran out; another run took the step over and sent it.
    taker = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE + LEASE)
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert sending.step_deliver(claim_id=taker[0], token=taker[1], now=DUE + LEASE) == "sent"

    # The slow run wakes up and delivers: not its claim any more.
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert sending.step_deliver(claim_id=slow[0], token=slow[1], now=DUE + LEASE) == "lost"
    assert RequestFollowUp.objects.count() == 1


def test_a_run_that_died_after_delivering_left_the_step_sent(enrolment):
    claim_id, token = sending.step_claim(enrolment_id=enrolment.pk, position=1, now=DUE)
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert sending.step_deliver(claim_id=claim_id, token=token, now=DUE) == "sent"
    # Delivering the same claim again (a retried task) sends nothing.
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert sending.step_deliver(claim_id=claim_id, token=token, now=DUE) == "lost"
    assert run(DUE + LEASE * 3) == {}
    assert RequestFollowUp.objects.count() == 1


def test_outreach_writes_one_follow_up_per_key(enrolment, to_beta):
    from apps.outreach import services as outreach_services

    with transaction.atomic():
        request = outreach_services.intro_request_lock(intro_request_id=to_beta.pk)
        first = outreach_services.intro_request_follow_up_post(
            intro_request=request, author=None, body="Any thoughts?", key="sequences:test:1", now=DUE
        )
        again = outreach_services.intro_request_follow_up_post(
            intro_request=request, author=None, body="Any thoughts?", key="sequences:test:1", now=DUE
        )
    assert first is not None
    assert again is None
    assert RequestFollowUp.objects.count() == 1
