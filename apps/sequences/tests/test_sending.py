"""The beat sends each due step once, at 9:00 on a business day in the sender's time zone, as a
follow-up on the request (both companies see it; the receiving company's admins are e-mailed
with a one-click opt-out; the owner is notified), and a step waits while the sequence is paused
(docs/sequences.md)."""

from datetime import datetime

import pytest
from django.core import mail
from django.test import TestCase

from apps.notifications.models import Notification
from apps.outreach import selectors as outreach_selectors
from apps.outreach import services as outreach_services
from apps.outreach.models import RequestFollowUp
from apps.sequences import sending, services
from apps.sequences.models import StepSend
from apps.sequences.tests.conftest import NEW_YORK

pytestmark = pytest.mark.django_db


def run(now):
    """One beat run at `now`, with its after-commit work (e-mails, events)."""
    with TestCase.captureOnCommitCallbacks(execute=True):
        return sending.steps_send(now=now)


def ny(day, hour, minute=0):
    return datetime(2026, 3, day, hour, minute, tzinfo=NEW_YORK)


def test_the_first_step_is_scheduled_two_business_days_after_the_enrolment_at_nine(enrolment):
    # Enrolled Monday 10:00 in New York, a 2-day delay: Wednesday 9:00 New York.
    assert enrolment.next_position == 1
    assert enrolment.next_due_at == ny(4, 9)


def test_a_step_goes_when_due_and_not_before(enrolment, to_beta, beta_admin, owner, client_for):
    mail.outbox.clear()
    assert run(ny(4, 8, 59)) == {}
    assert not RequestFollowUp.objects.exists()

    assert run(ny(4, 9, 0)) == {"sent": 1}

    follow_up = RequestFollowUp.objects.get()
    assert follow_up.intro_request == to_beta
    assert follow_up.body == "Hi Beta Channel team, following up on my note of March 2."
    assert follow_up.author == owner
    enrolment.refresh_from_db()
    assert enrolment.steps_sent == 1
    # The second step: 3 business days after Wednesday's, Monday 9:00.
    assert (enrolment.next_position, enrolment.next_due_at) == (2, ny(9, 9))
    claim = StepSend.objects.get()
    assert (claim.position, claim.state, claim.attempts, claim.follow_up) == (1, "sent", 1, follow_up)

    # The receiving company sees it with the request, and its admin is e-mailed with an opt-out.
    detail = client_for(beta_admin).get(f"/api/outreach/requests/{to_beta.pk}").json()
    assert [f["body"] for f in detail["followUps"]] == [follow_up.body]
    assert detail["followUps"][0]["author"] == {"userId": owner.pk, "firstName": "Olive", "lastName": "Owner"}
    (message,) = mail.outbox
    assert message.to == ["bea.admin@beta-channel.com"]
    assert message.subject == "Acme Industries followed up on their intro request to Beta Channel"
    assert follow_up.body in message.body
    assert "List-Unsubscribe" in message.extra_headers
    # The owner hears of it in the notification centre.
    notification = Notification.objects.get(user=owner)
    assert notification.kind == "sequences.stepSent"
    assert notification.title == "Follow-up 1 sent to Beta Channel"

    # A second run at the same time sends nothing more.
    assert run(ny(4, 9, 5)) == {}
    assert RequestFollowUp.objects.count() == 1


def test_the_last_step_finishes_the_enrolment(enrolment):
    run(ny(4, 9))
    assert run(ny(9, 9)) == {"sent": 1}

    enrolment.refresh_from_db()
    assert (enrolment.state, enrolment.steps_sent, enrolment.next_due_at) == ("finished", 2, None)
    second = RequestFollowUp.objects.order_by("id").last()
    assert second.body == ("Last note from Olive Owner at Acme Industries: we both target Fintech & Payments.")
    assert run(ny(30, 9)) == {}


def test_a_paused_sequence_sends_nothing_and_resumes_at_the_next_sending_time(owner, sequence, enrolment):
    services.sequence_pause(actor=owner, sequence_id=sequence.pk)
    assert run(ny(4, 9)) == {}
    assert run(ny(6, 12)) == {}

    # Resumed on Saturday: the overdue step waits for Monday 9:00 in New York.
    services.sequence_resume(actor=owner, sequence_id=sequence.pk)
    assert run(ny(7, 11)) == {"waiting": 1}
    enrolment.refresh_from_db()
    assert enrolment.next_due_at == ny(9, 9)
    assert run(ny(9, 8, 55)) == {}
    assert run(ny(9, 9)) == {"sent": 1}


def test_a_step_found_due_after_hours_waits_for_the_next_morning(enrolment):
    # The beat was down all Wednesday: at 18:00 the step waits for Thursday 9:00.
    assert run(ny(4, 18)) == {"waiting": 1}
    enrolment.refresh_from_db()
    assert enrolment.next_due_at == ny(5, 9)
    assert run(ny(5, 9)) == {"sent": 1}


def test_a_follow_up_makes_the_received_request_unread_again(enrolment, to_beta, beta_admin):
    member = outreach_selectors.member_of(user=beta_admin)

    def unread(at):
        return outreach_selectors.unread_counts(member=member, now=at)["unreadRequests"]

    outreach_services.intro_request_read(actor=beta_admin, intro_request_id=to_beta.pk, now=ny(2, 11))
    assert unread(ny(3, 12)) == 0

    assert run(ny(4, 9)) == {"sent": 1}

    assert unread(ny(4, 10)) == 1
    outreach_services.intro_request_read(actor=beta_admin, intro_request_id=to_beta.pk, now=ny(4, 10))
    assert unread(ny(4, 11)) == 0
