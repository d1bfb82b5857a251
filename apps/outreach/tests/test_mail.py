"""Outreach e-mails (docs/outreach.md "E-mails"): who gets which, the one-click opt-out (a signed
link that works without sign-in or API key; expired and tampered links refused), and the
digest that replaces message mails after OUTREACH_MESSAGE_MAILS_PER_HOUR in an hour."""

import re
import time
from datetime import timedelta
from unittest import mock

import pytest
from django.conf import settings
from django.core import mail
from django.test import TestCase
from django.utils import timezone
from rest_framework.test import APIClient

from apps.core.testing import error
from apps.outreach import services
from apps.outreach.delivery import message_digests_deliver
from apps.outreach.expiry import intro_requests_expire
from apps.outreach.models import MailPreference, MessageNotice
from apps.outreach.tests.conftest import send
from apps.outreach.tokens import unsubscribe_token

pytestmark = pytest.mark.django_db

UNSUBSCRIBE = "/api/outreach/unsubscribe"


def post_message(user, conversation, body="Shall we talk on Thursday?"):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return services.conversation_message_post(actor=user, conversation_id=conversation.pk, body=body)


def link_in(message) -> str:
    return re.search(r"/outreach/unsubscribe\?token=(\S+)", message.body).group(1)


# --- who gets what ------------------------------------------------------------------------------


def test_the_new_request_mail_names_the_sender_the_fit_and_links_the_request(pending_request, beta_admin):
    message = mail.outbox[-1]

    assert message.to == [beta_admin.email]
    assert message.subject == "Acme Industries sent Beta Channel an intro request"
    assert "Sid Sender of Acme Industries would like to talk with Beta Channel (Partnership request)." in message.body
    assert f"Partner Fit Score: {pending_request.fit['matchScore']}%." in message.body
    assert f"{settings.SITE_URL}/outreach/requests/{pending_request.pk}" in message.body
    assert "Stop e-mails about new intro requests:" in message.body
    html = message.alternatives[0][0]
    assert "<blockquote" in html


def test_the_sender_hears_of_the_answer_and_of_the_expiry(sender, beta, beta_admin, acme_admin):
    accepted = send(sender, beta)
    mail.outbox.clear()
    with TestCase.captureOnCommitCallbacks(execute=True):
        services.intro_request_accept(actor=beta_admin, intro_request_id=accepted.pk)
    accepted.refresh_from_db()
    assert [m.to for m in mail.outbox] == [[sender.email]]
    assert mail.outbox[0].subject == "Beta Channel accepted your intro request"
    assert f"/outreach/conversations/{accepted.conversation_id}" in mail.outbox[0].body


def test_an_expired_request_tells_its_sender_once_however_often_the_task_runs(pending_request, sender):
    mail.outbox.clear()
    for _ in range(2):
        with TestCase.captureOnCommitCallbacks(execute=True):
            intro_requests_expire(now=pending_request.expires_at)

    assert [m.subject for m in mail.outbox] == ["Your intro request to Beta Channel expired"]
    assert mail.outbox[0].to == [sender.email]


# --- the opt-out ---------------------------------------------------------------------------------


def test_the_link_works_without_sign_in_or_api_key_and_is_honoured(pending_request, beta_admin, sender):
    token = link_in(mail.outbox[-1])
    anonymous = APIClient()  # no API key, no token: the link is the credential

    preview = anonymous.get(f"{UNSUBSCRIBE}?token={token}")
    assert preview.status_code == 200
    assert preview.json() == {"kind": "newRequest", "label": "new intro requests", "subscribed": True}
    assert MailPreference.objects.filter(pk=beta_admin.pk, new_request=False).count() == 0  # a GET changes nothing

    done = anonymous.post(UNSUBSCRIBE, {"token": token}, format="json")
    assert done.json() == {"kind": "newRequest", "label": "new intro requests", "subscribed": False}
    assert anonymous.post(UNSUBSCRIBE, {"token": token}, format="json").status_code == 200  # again: the same

    # Honoured: the next request to Beta mails nobody; other kinds still go.
    with TestCase.captureOnCommitCallbacks(execute=True):
        services.intro_request_withdraw(actor=sender, intro_request_id=pending_request.pk)
    mail.outbox.clear()
    send(sender, pending_request.receiver_company)
    assert mail.outbox == []
    assert MailPreference.objects.get(pk=beta_admin.pk).decision is True


def test_a_mail_clients_one_click_post_works(pending_request, beta_admin):
    message = mail.outbox[-1]
    header = message.extra_headers["List-Unsubscribe"]
    url = re.fullmatch(r"<(.+)>", header).group(1)
    assert url.startswith(f"{settings.SITE_URL}/api/outreach/unsubscribe?token=")

    # RFC 8058: the client POSTs "List-Unsubscribe=One-Click" as a form, to the header's URL.
    response = APIClient().post(
        url.removeprefix(settings.SITE_URL),
        "List-Unsubscribe=One-Click",
        content_type="application/x-www-form-urlencoded",
    )

    assert response.status_code == 200, response.content
    assert MailPreference.objects.get(pk=beta_admin.pk).new_request is False


def test_a_tampered_link_is_refused(beta_admin):
    token = unsubscribe_token(user_id=beta_admin.pk, kind="newMessage")
    tampered = token.replace(token[3], "A" if token[3] != "A" else "B", 1)

    for response in (
        APIClient().get(f"{UNSUBSCRIBE}?token={tampered}"),
        APIClient().post(UNSUBSCRIBE, {"token": tampered}, format="json"),
        APIClient().post(UNSUBSCRIBE, {"token": "not-a-token"}, format="json"),
    ):
        assert response.status_code == 400
        assert response.json() == error(400, "This unsubscribe link is not valid.", code="unsubscribeLinkInvalid")
    assert not MailPreference.objects.filter(pk=beta_admin.pk).exists()


def test_a_link_for_another_users_kind_cannot_be_forged_from_a_real_one(beta_admin, sender):
    """The signature covers the member and the kind: changing either breaks it."""
    token = unsubscribe_token(user_id=beta_admin.pk, kind="newMessage")
    _, rest = token.split(":", 1)
    forged = unsubscribe_token(user_id=sender.pk, kind="newMessage").split(":", 1)[0] + ":" + rest

    response = APIClient().post(UNSUBSCRIBE, {"token": forged}, format="json")

    assert response.status_code == 400


def test_an_expired_link_is_refused(beta_admin):
    days = settings.OUTREACH_UNSUBSCRIBE_DAYS
    with mock.patch("django.core.signing.time.time", return_value=time.time() - (days + 1) * 86400):
        token = unsubscribe_token(user_id=beta_admin.pk, kind="newMessage")

    response = APIClient().post(UNSUBSCRIBE, {"token": token}, format="json")

    assert response.status_code == 400
    assert response.json() == error(
        400,
        "This unsubscribe link has expired. Change your e-mails in Outreach settings.",
        code="unsubscribeLinkExpired",
    )
    assert APIClient().get(f"{UNSUBSCRIBE}?token={token}").status_code == 400


def test_a_missing_token_is_a_field_error():
    response = APIClient().post(UNSUBSCRIBE, {}, format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"token": ["This field is required."]}


def test_message_mails_stop_for_a_member_who_opted_out(conversation, sender, beta_admin, beta_member, client_for):
    client_for(beta_member).patch("/api/outreach/settings", {"emails": {"newMessage": False}}, format="json")
    mail.outbox.clear()

    post_message(sender, conversation)

    assert [m.to for m in mail.outbox] == [[beta_admin.email]]


# --- the digest ----------------------------------------------------------------------------------------


def test_after_three_mails_in_an_hour_the_next_messages_wait_for_the_digest(
    conversation, sender, beta_admin, beta_member
):
    MailPreference.objects.create(user=beta_admin, new_message=False)  # only Beta's member, for clarity
    mail.outbox.clear()
    for n in range(5):
        post_message(sender, conversation, f"Message {n} about the partnership.")

    assert [m.subject for m in mail.outbox] == ["New message from Acme Industries"] * 3
    assert MessageNotice.objects.filter(user=beta_member, state="queued").count() == 2

    mail.outbox.clear()
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert message_digests_deliver() == 1
    assert len(mail.outbox) == 1
    digest = mail.outbox[0]
    assert digest.to == [beta_member.email]
    assert digest.subject == "2 new messages in your partner conversations"
    assert 'Acme Industries: 2 new messages. The latest: "Message 4 about the partnership."' in digest.body
    assert "Stop e-mails about new messages in conversations:" in digest.body
    assert MessageNotice.objects.filter(user=beta_member, state="digested").count() == 2

    # Run again (or by a second beat at once): nothing more is sent.
    with TestCase.captureOnCommitCallbacks(execute=True):
        assert message_digests_deliver() == 0
    assert len(mail.outbox) == 1


def test_an_hour_later_messages_are_mailed_again(conversation, sender, beta_admin, beta_member):
    MailPreference.objects.create(user=beta_admin, new_message=False)
    for n in range(3):
        post_message(sender, conversation, f"Message {n}")
    MessageNotice.objects.filter(user=beta_member).update(sent_at=timezone.now() - timedelta(minutes=61))
    mail.outbox.clear()

    post_message(sender, conversation, "A fresh hour.")

    assert [m.to for m in mail.outbox] == [[beta_member.email]]


def test_the_digest_leaves_out_what_the_member_has_read(conversation, sender, beta_admin, beta_member, client_for):
    MailPreference.objects.create(user=beta_admin, new_message=False)
    for n in range(5):
        post_message(sender, conversation, f"Message {n}")
    client_for(beta_member).post(f"/api/outreach/conversations/{conversation.pk}/read", {}, format="json")
    mail.outbox.clear()

    with TestCase.captureOnCommitCallbacks(execute=True):
        assert message_digests_deliver() == 0

    assert mail.outbox == []
    assert MessageNotice.objects.filter(user=beta_member, state="dropped").count() == 2


def test_notices_are_made_once_per_member_and_message_even_when_the_task_runs_twice(conversation, sender, beta_member):
    from apps.outreach.delivery import message_notices_deliver

    message = post_message(sender, conversation)
    mail.outbox.clear()

    with TestCase.captureOnCommitCallbacks(execute=True):
        assert message_notices_deliver(message_id=message.pk) == 0

    assert mail.outbox == []
    assert MessageNotice.objects.filter(message=message, user=beta_member).count() == 1
