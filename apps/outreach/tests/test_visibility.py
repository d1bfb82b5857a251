"""Who sees what (docs/outreach.md): contacts revealed only as stated, and internal notes never
shown to the other company, whatever the way: the API (lists, details, excerpts, unread
counts), e-mail (notices and the digest), a report's evidence, the events, and the draft,
which reads no conversation at all."""

import pytest
from django.core import mail
from django.db import connection
from django.test import TestCase
from django.test.utils import CaptureQueriesContext

from apps.outreach import services
from apps.outreach.models import ConversationMessage, MessageNotice

pytestmark = pytest.mark.django_db

NOTE = "Internal: they are cheaper than Globex, push for 25% margin."


def post(user, conversation, body, *, note=False):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return services.conversation_message_post(
            actor=user, conversation_id=conversation.pk, body=body, is_internal_note=note
        )


def conversation_url(conversation):
    return f"/api/outreach/conversations/{conversation.pk}"


# --- contacts ------------------------------------------------------------------------------------


def test_contacts_go_as_stated_at_each_step(client_for, pending_request, sender, beta_admin, beta_member):
    url = f"/api/outreach/requests/{pending_request.pk}"
    acme_contacts = ["sam@acme-industries.com"]

    def contacts(user):
        body = client_for(user).get(url).json()
        return (
            [c["email"] for c in body["senderContacts"]],
            None if body["receiverContacts"] is None else [c["email"] for c in body["receiverContacts"]],
        )

    # Pending: the sender's contacts go with the request; the receiver's stay home.
    assert contacts(beta_member) == (acme_contacts, None)
    assert contacts(sender) == (acme_contacts, None)

    with TestCase.captureOnCommitCallbacks(execute=True):
        services.intro_request_decline(actor=beta_admin, intro_request_id=pending_request.pk, reason_code="timing")
    assert contacts(sender) == (acme_contacts, None)  # declined: still not


def test_the_receivers_contacts_go_to_the_sender_once_accepted_and_the_conversation_shows_each_the_other(
    client_for, conversation, sender, beta_member
):
    request_id = conversation.intro_requests.get().pk
    body = client_for(sender).get(f"/api/outreach/requests/{request_id}").json()
    assert [c["email"] for c in body["receiverContacts"]] == ["rita@beta-channel.com"]

    assert [
        c["email"] for c in client_for(sender).get(conversation_url(conversation)).json()["otherCompanyContacts"]
    ] == ["rita@beta-channel.com"]
    assert [
        c["email"] for c in client_for(beta_member).get(conversation_url(conversation)).json()["otherCompanyContacts"]
    ] == ["sam@acme-industries.com"]


def test_a_request_does_not_open_the_company_detail(client_for, pending_request, beta_member, acme):
    """View access elsewhere is unchanged: the receiving member (no paid plan) still gets the
    sender's company detail without its extended details."""
    detail = client_for(beta_member).get(f"/api/companies/{acme.pk}").json()

    assert detail["hasUserViewAccess"] is False
    assert detail["contacts"] is None


# --- internal notes ----------------------------------------------------------------------------------


@pytest.fixture
def notes(conversation, sender, beta_admin):
    """A message from Acme, a note of each side, Beta's last word a note."""
    message = post(sender, conversation, "Shall we talk on Thursday?")
    acme_note = post(sender, conversation, NOTE, note=True)
    beta_note = post(beta_admin, conversation, "Internal: check their references first.", note=True)
    return message, acme_note, beta_note


def test_the_other_side_never_sees_a_note_in_the_conversation(client_for, conversation, notes, beta_member, sender):
    message, acme_note, beta_note = notes

    beta_sees = client_for(beta_member).get(conversation_url(conversation)).json()
    acme_sees = client_for(sender).get(conversation_url(conversation)).json()

    assert [m["messageId"] for m in beta_sees["messages"]] == [message.pk, beta_note.pk]
    assert [m["messageId"] for m in acme_sees["messages"]] == [message.pk, acme_note.pk]
    assert NOTE not in str(beta_sees)
    assert [m["isInternalNote"] for m in acme_sees["messages"]] == [False, True]


def test_the_other_side_never_sees_a_note_in_the_list_excerpt_or_the_unread_counts(
    client_for, conversation, sender, beta_member
):
    post(sender, conversation, "Shall we talk on Thursday?")
    post(sender, conversation, NOTE, note=True)

    beta_list = client_for(beta_member).get("/api/outreach/conversations").json()["data"][0]
    # Beta's member has read nothing: the message, and not the note, is unread and the last word.
    assert beta_list["unreadCount"] == 1
    assert beta_list["lastMessage"]["excerpt"] == "Shall we talk on Thursday?"
    assert client_for(beta_member).get("/api/outreach/summary").json()["unreadMessages"] == 1
    unread = client_for(beta_member).get("/api/outreach/conversations?Filter=unread").json()
    assert unread["totalCount"] == 1


def test_a_note_mark_read_does_not_leak_its_id_to_the_other_side(client_for, conversation, sender, beta_member):
    message = post(sender, conversation, "Shall we talk on Thursday?")
    note = post(sender, conversation, NOTE, note=True)

    response = client_for(beta_member).post(
        f"{conversation_url(conversation)}/read", {"lastReadMessageId": note.pk}, format="json"
    )

    assert response.json()["lastReadMessageId"] == message.pk


def test_a_note_is_never_mailed_nor_digested(client_for, conversation, sender, beta_admin, beta_member, settings):
    settings.OUTREACH_MESSAGE_MAILS_PER_HOUR = 0  # everything goes to the digest
    mail.outbox.clear()
    post(sender, conversation, NOTE, note=True)

    assert not MessageNotice.objects.exists()
    with TestCase.captureOnCommitCallbacks(execute=True):
        from apps.outreach.delivery import message_digests_deliver

        assert message_digests_deliver() == 0
    assert not mail.outbox


def test_a_message_is_mailed_to_the_other_side_only(conversation, sender, acme_admin, beta_admin, beta_member):
    mail.outbox.clear()
    post(sender, conversation, "Shall we talk on Thursday?")

    assert sorted(m.to[0] for m in mail.outbox) == sorted([beta_admin.email, beta_member.email])
    assert all("Shall we talk on Thursday?" in m.body for m in mail.outbox)
    assert all(f"/outreach/conversations/{conversation.pk}" in m.body for m in mail.outbox)


def test_a_report_carries_messages_but_never_a_note(client_for, conversation, notes, beta_member, admin_user):
    response = client_for(beta_member).post(
        f"{conversation_url(conversation)}/report", {"reason": "Pushy."}, format="json"
    )
    assert response.status_code == 201

    report = client_for(admin_user).get("/api/admin/outreach/reports").json()["data"][0]
    assert [m["body"] for m in report["evidence"]["messages"]] == ["Shall we talk on Thursday?"]
    assert NOTE not in str(report)


def test_the_draft_reads_no_conversation(client_for, notes, sender, beta):
    with CaptureQueriesContext(connection) as queries:
        response = client_for(sender).post(
            "/api/outreach/draft", {"receiverCompanyId": beta.pk, "type": 1}, format="json"
        )

    assert response.status_code == 200
    tables = " ".join(q["sql"] for q in queries.captured_queries)
    assert ConversationMessage._meta.db_table not in tables
    assert "outreach_conversation" not in tables
    assert NOTE not in response.json()["message"]
