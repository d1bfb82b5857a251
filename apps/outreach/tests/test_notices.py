"""Outreach in the notification centre (docs/alerts.md "Notification centre"): a new request, a
decision (accepted, declined, expired) and a new message each create an in-app notification for
the right members, never for an internal note, and none for a member who muted the kind."""

from datetime import timedelta

import pytest
from django.utils import timezone

from apps.notifications.models import Notification, NotificationMute
from apps.outreach import expiry, services
from apps.outreach.models import IntroRequest
from apps.outreach.tests.conftest import committed, send

pytestmark = pytest.mark.django_db


def notices(user, kind=None):
    rows = Notification.objects.filter(user=user).order_by("id")
    if kind:
        rows = rows.filter(kind=kind)
    return list(rows.values("kind", "title", "link", "data"))


def test_a_new_request_tells_the_receiving_company_admins(sender, beta, beta_admin, beta_member, acme_admin):
    intro_request = send(sender, beta)
    assert notices(beta_admin) == [
        {
            "kind": "outreach.newRequest",
            "title": "Acme Industries sent you an intro request",
            "link": f"/outreach/requests/{intro_request.pk}",
            "data": {"introRequestId": intro_request.pk},
        }
    ]
    assert Notification.objects.get(user=beta_admin).body.startswith("Hello Beta team")
    # Plain members read requests but do not answer them; the sending side is not told.
    assert notices(beta_member) == notices(sender) == notices(acme_admin) == []


def test_an_acceptance_tells_the_sender_with_the_conversation(pending_request, sender, beta_admin):
    intro_request = committed(services.intro_request_accept, actor=beta_admin, intro_request_id=pending_request.pk)
    assert notices(sender) == [
        {
            "kind": "outreach.decision",
            "title": "Beta Channel accepted your intro request",
            "link": f"/outreach/conversations/{intro_request.conversation_id}",
            "data": {
                "introRequestId": intro_request.pk,
                "conversationId": intro_request.conversation_id,
                "state": "accepted",
            },
        }
    ]


def test_a_decline_tells_the_sender_why(pending_request, sender, beta_admin):
    committed(
        services.intro_request_decline, actor=beta_admin, intro_request_id=pending_request.pk, reason_code="timing"
    )
    [notice] = Notification.objects.filter(user=sender)
    assert (notice.kind, notice.title, notice.body) == (
        "outreach.decision",
        "Beta Channel declined your intro request",
        "Not the right time",
    )
    assert notice.link == f"/outreach/requests/{pending_request.pk}"


def test_an_expiry_tells_the_sender(pending_request, sender):
    later = timezone.now() + timedelta(days=31)
    assert committed(expiry.intro_requests_expire, now=later) == 1
    [notice] = Notification.objects.filter(user=sender)
    assert (notice.kind, notice.title) == ("outreach.decision", "Your intro request to Beta Channel expired")
    assert notice.data["state"] == IntroRequest.State.EXPIRED


def test_a_withdrawal_tells_nobody(pending_request, sender, beta_admin):
    committed(services.intro_request_withdraw, actor=sender, intro_request_id=pending_request.pk)
    assert notices(sender, "outreach.decision") == []
    assert notices(beta_admin, "outreach.decision") == []


def test_a_message_tells_the_other_side_and_a_note_nobody(conversation, sender, acme_free, beta_admin, beta_member):
    Notification.objects.all().delete()
    message = committed(
        services.conversation_message_post, actor=beta_member, conversation_id=conversation.pk, body="Thursday?"
    )
    expected = {
        "kind": "outreach.newMessage",
        "title": "New message from Beta Channel",
        "link": f"/outreach/conversations/{conversation.pk}",
        "data": {"conversationId": conversation.pk, "messageId": message.pk},
    }
    assert notices(sender) == notices(acme_free) == [expected]
    assert notices(beta_admin) == notices(beta_member) == []  # their own side

    Notification.objects.all().delete()
    committed(
        services.conversation_message_post,
        actor=beta_member,
        conversation_id=conversation.pk,
        body="Internal: they look keen.",
        is_internal_note=True,
    )
    assert not Notification.objects.exists()


def test_a_muted_kind_creates_nothing(sender, beta, beta_admin):
    NotificationMute.objects.create(user=beta_admin, kind="outreach.newRequest")
    send(sender, beta)
    assert notices(beta_admin) == []
