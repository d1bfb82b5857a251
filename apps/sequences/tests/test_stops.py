"""What stops a sequence for a target (docs/sequences.md "What stops a sequence"): an answer
(accept or decline) before the next step, a withdrawal, an expiry, an opt-out (the follow-up
e-mail's one-click link, the settings, incoming requests off), a sender who may no longer send,
and the member. Outreach's hooks stop it at once; the check when a step is due catches the rest."""

from datetime import datetime, timedelta

import pytest
from django.core import mail
from django.test import TestCase

from apps.accounts.tests.factories import UserFactory
from apps.billing.models import Subscription
from apps.companies.tests.factories import CompanyMemberFactory
from apps.outreach import services as outreach_services
from apps.outreach.expiry import intro_requests_expire
from apps.outreach.models import CompanyOutreach, MailPreference, RequestFollowUp
from apps.outreach.tokens import unsubscribe_token
from apps.sequences import sending
from apps.sequences.models import Enrolment
from apps.sequences.tests.conftest import NEW_YORK, enrol, send_request

pytestmark = pytest.mark.django_db

STEP_1 = datetime(2026, 3, 4, 9, 0, tzinfo=NEW_YORK)  # Wednesday (enrolled Monday, 2 business days)
STEP_2 = datetime(2026, 3, 9, 9, 0, tzinfo=NEW_YORK)  # Monday (3 business days after step 1)


def run(now):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return sending.steps_send(now=now)


def state_of(enrolment):
    enrolment.refresh_from_db()
    return enrolment.state, enrolment.reason


def test_a_reply_stops_the_sequence_before_the_next_step(enrolment, to_beta, beta_admin, owner):
    assert run(STEP_1) == {"sent": 1}

    # Beta accepts between the two steps: that is the reply.
    outreach_services.intro_request_accept(
        actor=beta_admin, intro_request_id=to_beta.pk, now=STEP_1 + timedelta(days=1)
    )

    enrolment.refresh_from_db()
    assert (enrolment.state, enrolment.reason, enrolment.replied_after_steps) == ("replied", "accepted", 1)
    assert enrolment.next_due_at is None
    assert run(STEP_2) == {}
    assert run(STEP_2 + timedelta(days=10)) == {}
    assert RequestFollowUp.objects.filter(intro_request=to_beta).count() == 1


def test_a_reply_the_hook_missed_is_caught_when_the_step_is_due(enrolment, to_beta, beta_admin):
    outreach_services.intro_request_accept(actor=beta_admin, intro_request_id=to_beta.pk, now=STEP_1)
    # As if the hook had not run (an enrolment written while the request was being answered).
    Enrolment.objects.filter(pk=enrolment.pk).update(
        state="active", reason="", replied_at=None, next_position=1, next_due_at=STEP_1
    )

    assert run(STEP_1) == {"accepted": 1}
    assert state_of(enrolment) == ("replied", "accepted")
    assert not RequestFollowUp.objects.exists()


def test_a_decline_is_an_answer_too(enrolment, to_beta, beta_admin):
    outreach_services.intro_request_decline(
        actor=beta_admin, intro_request_id=to_beta.pk, reason_code="noCapacity", now=STEP_1 - timedelta(hours=1)
    )
    assert state_of(enrolment) == ("replied", "declined")
    assert run(STEP_1) == {}


def test_an_answer_after_the_last_step_still_counts_as_a_reply(enrolment, to_beta, beta_admin):
    run(STEP_1)
    run(STEP_2)
    assert state_of(enrolment) == ("finished", "")

    outreach_services.intro_request_accept(
        actor=beta_admin, intro_request_id=to_beta.pk, now=STEP_2 + timedelta(days=1)
    )

    enrolment.refresh_from_db()
    assert (enrolment.state, enrolment.reason, enrolment.replied_after_steps) == ("replied", "accepted", 2)


def test_a_withdrawn_request_stops_its_sequence(enrolment, to_beta, owner):
    outreach_services.intro_request_withdraw(actor=owner, intro_request_id=to_beta.pk, now=STEP_1 - timedelta(days=1))
    assert state_of(enrolment) == ("stopped", "withdrawn")
    assert run(STEP_1) == {}


def test_an_expired_request_stops_its_sequence(owner, sequence, beta):
    # Sent 27 days before the first step's day: it expires between the two steps.
    to_beta = send_request(owner, beta, now=STEP_1 - timedelta(days=27))
    (enrolment,) = enrol(owner, sequence, to_beta, now=STEP_1 - timedelta(days=2))
    assert run(STEP_1) == {"sent": 1}

    intro_requests_expire(now=STEP_1 + timedelta(days=4))

    assert state_of(enrolment) == ("stopped", "expired")
    assert run(STEP_2) == {}


def test_a_step_due_after_the_expiry_finds_the_request_expired_before_the_beat_did(owner, sequence, beta):
    to_beta = send_request(owner, beta, now=STEP_1 - timedelta(days=27))
    (enrolment,) = enrol(owner, sequence, to_beta, now=STEP_1 - timedelta(days=2))
    run(STEP_1)

    # The expiry task has not run yet: the request reads as expired when the second step is due.
    assert run(STEP_2) == {"expired": 1}
    assert state_of(enrolment) == ("stopped", "expired")
    assert RequestFollowUp.objects.count() == 1


def test_the_follow_up_emails_one_click_link_opts_the_company_out(api, enrolment, beta_admin):
    run(STEP_1)
    (message,) = [m for m in mail.outbox if "followed up" in m.subject]
    token = unsubscribe_token(user_id=beta_admin.pk, kind="followUp")
    assert token.split(":")[0] in message.body  # the link of the e-mail names this kind

    response = api.post("/api/outreach/unsubscribe", {"token": token}, format="json")

    assert response.json() == {"kind": "followUp", "label": "follow-ups to intro requests", "subscribed": False}
    # Beta's only admin turned them off: the sequence stops at once, not at the next step.
    assert state_of(enrolment) == ("stopped", "optedOut")
    assert run(STEP_2) == {}


def test_one_admin_of_two_opting_out_only_stops_their_own_emails(client_for, enrolment, beta, beta_admin):
    other_admin = UserFactory(email="ben.admin@beta-channel.com", first_name="Ben")
    CompanyMemberFactory(company=beta, user=other_admin, is_company_admin=True)

    client_for(beta_admin).patch("/api/outreach/settings", {"emails": {"followUp": False}}, format="json")
    assert state_of(enrolment) == ("active", "")
    mail.outbox.clear()
    assert run(STEP_1) == {"sent": 1}
    assert [m.to for m in mail.outbox] == [["ben.admin@beta-channel.com"]]

    client_for(other_admin).patch("/api/outreach/settings", {"emails": {"followUp": False}}, format="json")
    assert state_of(enrolment) == ("stopped", "optedOut")


def test_turning_incoming_requests_off_opts_out(client_for, enrolment, beta_admin):
    client_for(beta_admin).patch("/api/outreach/settings", {"acceptsRequests": False}, format="json")
    assert state_of(enrolment) == ("stopped", "optedOut")


def test_an_opt_out_the_hook_missed_is_caught_when_the_step_is_due(enrolment, beta, beta_admin):
    MailPreference.objects.create(user=beta_admin, follow_up=False)  # written without the settings call
    assert run(STEP_1) == {"optedOut": 1}
    assert state_of(enrolment) == ("stopped", "optedOut")


def test_a_suspended_receiver_takes_no_follow_ups(enrolment, beta):
    CompanyOutreach.objects.create(company=beta, suspended_at=STEP_1)
    assert run(STEP_1) == {"optedOut": 1}
    assert not RequestFollowUp.objects.exists()


def test_a_sender_who_may_no_longer_send_stops_their_sequences(enrolment, owner):
    Subscription.objects.filter(user=owner).delete()
    assert run(STEP_1) == {"senderCannotSend": 1}
    assert state_of(enrolment) == ("stopped", "senderCannotSend")
    assert not RequestFollowUp.objects.exists()


def test_outreach_refuses_a_fourth_follow_up_whoever_writes_it(enrolment, to_beta, owner):
    for n in range(3):
        RequestFollowUp.objects.create(intro_request=to_beta, author=owner, body=f"Manual {n}", key=f"manual:{n}")
    assert run(STEP_1) == {"limitReached": 1}
    assert state_of(enrolment) == ("stopped", "limitReached")
