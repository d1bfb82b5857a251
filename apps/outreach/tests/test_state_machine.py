"""The states of a request and of a conversation (docs/outreach.md "States"): every allowed
transition, and every refused one with its status and code.

    request:       pending -> accepted | declined (receiving company's admins)
                   pending -> withdrawn (the sender, or the sending company's admins)
                   pending -> expired (30 days; reads expired at once, recorded by the beat task)
                   nothing leaves accepted, declined, withdrawn or expired
    conversation:  open -> closed -> open (either company's admins); closed by the platform ->
                   open only by the platform"""

from datetime import timedelta

import pytest
from django.test import TestCase
from django.utils import timezone

from apps.accounts.tests.factories import UserFactory
from apps.companies.tests.factories import CompanyMemberFactory
from apps.outreach import services
from apps.outreach.expiry import intro_requests_expire
from apps.outreach.models import IntroRequest

pytestmark = pytest.mark.django_db

ACTIONS = {
    "accept": {},
    "decline": {"reasonCode": "notAFit"},
    "withdraw": {},
}


def act(client, intro_request, action):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return client.post(f"/api/outreach/requests/{intro_request.pk}/{action}", ACTIONS[action], format="json")


def actor_for(action, sender, beta_admin):
    return sender if action == "withdraw" else beta_admin


# --- allowed --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "state"), [("accept", "accepted"), ("decline", "declined"), ("withdraw", "withdrawn")]
)
def test_a_pending_request_moves_on_once(client_for, pending_request, sender, beta_admin, action, state):
    response = act(client_for(actor_for(action, sender, beta_admin)), pending_request, action)

    assert response.status_code == 200, response.content
    assert response.json()["state"] == state
    pending_request.refresh_from_db()
    assert pending_request.state == state
    assert pending_request.decided_at is not None
    assert pending_request.decided_by == actor_for(action, sender, beta_admin)
    assert (pending_request.conversation_id is not None) == (state == "accepted")


def test_the_sending_companys_admin_may_withdraw_a_colleagues_request(client_for, pending_request, acme_admin):
    assert act(client_for(acme_admin), pending_request, "withdraw").json()["state"] == "withdrawn"


def test_a_pending_request_expires_after_its_days(pending_request):
    later = pending_request.expires_at + timedelta(seconds=1)

    with TestCase.captureOnCommitCallbacks(execute=True):
        assert intro_requests_expire(now=later) == 1

    pending_request.refresh_from_db()
    assert pending_request.state == IntroRequest.State.EXPIRED
    assert pending_request.decided_at == later
    assert pending_request.decided_by is None


# --- refused: nothing leaves a final state ------------------------------------------------------------


def _final(pending_request, state, beta_admin, sender):
    if state == "accepted":
        services.intro_request_accept(actor=beta_admin, intro_request_id=pending_request.pk)
    elif state == "declined":
        services.intro_request_decline(actor=beta_admin, intro_request_id=pending_request.pk, reason_code="timing")
    elif state == "withdrawn":
        services.intro_request_withdraw(actor=sender, intro_request_id=pending_request.pk)
    else:
        intro_requests_expire(now=pending_request.expires_at)


@pytest.mark.parametrize("state", ["accepted", "declined", "withdrawn", "expired"])
@pytest.mark.parametrize("action", ["accept", "decline", "withdraw"])
def test_nothing_leaves_a_final_state(client_for, pending_request, sender, beta_admin, state, action):
    _final(pending_request, state, beta_admin, sender)

    response = act(client_for(actor_for(action, sender, beta_admin)), pending_request, action)

    assert response.status_code == 409
    assert response.json() == {
        "status": 409,
        "title": f"This intro request is {state} and can no longer change.",
        "errors": {},
        "code": "requestNotPending",
        "state": state,
    }
    pending_request.refresh_from_db()
    assert pending_request.state == state


@pytest.mark.parametrize("action", ["accept", "decline", "withdraw"])
def test_a_request_past_its_days_is_expired_before_the_beat_task_records_it(
    client_for, pending_request, sender, beta_admin, action
):
    IntroRequest.objects.filter(pk=pending_request.pk).update(expires_at=timezone.now() - timedelta(seconds=1))

    response = act(client_for(actor_for(action, sender, beta_admin)), pending_request, action)

    assert response.status_code == 409
    assert response.json()["state"] == "expired"
    assert client_for(sender).get(f"/api/outreach/requests/{pending_request.pk}").json()["state"] == "expired"


# --- refused: who may move it -------------------------------------------------------------------------


@pytest.mark.parametrize("action", ["accept", "decline"])
@pytest.mark.parametrize("who", ["sender", "acme_admin", "beta_member"])
def test_only_the_receiving_companys_admins_answer(client_for, pending_request, request, action, who):
    response = act(client_for(request.getfixturevalue(who)), pending_request, action)

    assert response.status_code == 403
    assert response.json()["code"] == "notCompanyAdmin"
    pending_request.refresh_from_db()
    assert pending_request.state == "pending"


@pytest.mark.parametrize("who", ["beta_admin", "beta_member", "acme_free"])
def test_only_the_sender_and_their_company_admins_withdraw(client_for, pending_request, request, who):
    response = act(client_for(request.getfixturevalue(who)), pending_request, "withdraw")

    assert response.status_code == 403
    assert response.json()["code"] == "notSender"


@pytest.mark.parametrize("action", ["accept", "decline", "withdraw"])
def test_a_third_company_gets_the_404_for_every_transition(client_for, pending_request, third, action):
    response = act(client_for(third), pending_request, action)

    assert response.status_code == 404
    assert response.json()["code"] == "notFound"


def test_a_suspended_sender_company_cannot_have_its_request_accepted(client_for, pending_request, acme, beta_admin):
    services.company_outreach_suspend(actor=UserFactory(admin=True), company_id=acme.pk, reason="Spam.")

    response = act(client_for(beta_admin), pending_request, "accept")

    assert response.status_code == 409
    assert response.json()["code"] == "senderSuspended"


# --- conversations --------------------------------------------------------------------------------------


def conversation_call(client, conversation, action):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return client.post(f"/api/outreach/conversations/{conversation.pk}/{action}")


@pytest.mark.parametrize("admin", ["acme_admin", "beta_admin"])
def test_either_companys_admins_close_and_reopen(client_for, conversation, request, admin):
    client = client_for(request.getfixturevalue(admin))

    closed = conversation_call(client, conversation, "close")
    assert closed.status_code == 200
    assert closed.json() == {"conversationId": conversation.pk, "isClosed": True, "closedByPlatform": False}
    assert conversation_call(client, conversation, "close").json()["code"] == "alreadyClosed"

    reopened = conversation_call(client, conversation, "reopen")
    assert reopened.json() == {"conversationId": conversation.pk, "isClosed": False, "closedByPlatform": False}
    refused = conversation_call(client, conversation, "reopen")
    assert (refused.status_code, refused.json()["code"]) == (409, "notClosed")


@pytest.mark.parametrize("who", ["sender", "beta_member"])
def test_members_do_not_close_or_reopen(client_for, conversation, request, who):
    client = client_for(request.getfixturevalue(who))

    for action in ("close", "reopen"):
        response = conversation_call(client, conversation, action)
        assert (response.status_code, response.json()["code"]) == (403, "notCompanyAdmin")


def test_nobody_posts_in_a_closed_conversation(client_for, conversation, beta_admin, sender):
    conversation_call(client_for(beta_admin), conversation, "close")

    response = client_for(sender).post(
        f"/api/outreach/conversations/{conversation.pk}/messages", {"body": "Hello?"}, format="json"
    )

    assert response.status_code == 409
    assert response.json()["code"] == "conversationClosed"


def test_a_conversation_the_platform_closed_is_reopened_by_the_platform_only(
    client_for, conversation, beta_admin, admin_user
):
    admin = client_for(admin_user)
    closed = conversation_call(admin, conversation, "close")
    assert closed.status_code == 404  # the member's call: admins are no member of it
    closed = admin.post(
        f"/api/admin/outreach/conversations/{conversation.pk}/close", {"reason": "Abuse"}, format="json"
    )
    assert closed.json() == {"conversationId": conversation.pk, "isClosed": True, "closedByPlatform": True}

    refused = conversation_call(client_for(beta_admin), conversation, "reopen")
    assert (refused.status_code, refused.json()["code"]) == (409, "closedByPlatform")
    detail = client_for(beta_admin).get(f"/api/outreach/conversations/{conversation.pk}").json()
    assert detail["can"] == {"post": False, "close": False, "reopen": False, "report": True}

    reopened = admin.post(f"/api/admin/outreach/conversations/{conversation.pk}/reopen")
    assert reopened.json()["isClosed"] is False
    again = admin.post(f"/api/admin/outreach/conversations/{conversation.pk}/reopen")
    assert (again.status_code, again.json()["code"]) == (409, "notClosed")


def test_accepting_a_request_between_a_pair_whose_conversation_is_closed_reopens_it(
    client_for, conversation, beta_admin, sender, acme, beta
):
    """A conversation exists once per pair: a later request (sent before it opened, in the data of
    an older version, or by an admin's fixture) reuses it."""
    conversation_call(client_for(beta_admin), conversation, "close")
    again = IntroRequest.objects.create(
        sender_company=acme,
        sender_user=sender,
        receiver_company=beta,
        company_low_id=min(acme.pk, beta.pk),
        company_high_id=max(acme.pk, beta.pk),
        type=1,
        message="Shall we talk again about the partnership?",
        expires_at=timezone.now() + timedelta(days=30),
    )

    with TestCase.captureOnCommitCallbacks(execute=True):
        accepted = services.intro_request_accept(actor=beta_admin, intro_request_id=again.pk)

    assert accepted.conversation_id == conversation.pk
    conversation.refresh_from_db()
    assert conversation.is_closed is False


def test_a_member_who_leaves_the_company_no_longer_reaches_its_requests(client_for, pending_request, beta):
    newcomer = UserFactory(email="new@beta-channel.com")
    membership = CompanyMemberFactory(company=beta, user=newcomer)
    assert client_for(newcomer).get(f"/api/outreach/requests/{pending_request.pk}").status_code == 200

    membership.delete()

    assert client_for(newcomer).get(f"/api/outreach/requests/{pending_request.pk}").status_code == 404
