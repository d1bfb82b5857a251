"""The outreach calls end to end through the API: a request sent, seen and answered, the
conversation it opens, unread counts, settings, the company status and the draft."""

import pytest
from django.core import mail
from django.test import TestCase

from apps.companies.reference import PARTNERSHIP_TYPES
from apps.core.testing import error
from apps.discovery.tests.factories import SearchHistoryFactory
from apps.outreach.models import IntroRequest
from apps.outreach.tests.conftest import MESSAGE

pytestmark = pytest.mark.django_db

REQUESTS = "/api/outreach/requests"


def post(client, url, body=None):
    with TestCase.captureOnCommitCallbacks(execute=True):
        return client.post(url, body or {}, format="json")


def send_body(receiver, **fields):
    return {"receiverCompanyId": receiver.pk, "type": 2, "message": MESSAGE, **fields}


def test_a_member_sends_a_request_with_the_fit_and_the_receivers_admins_are_mailed(
    client_for, sender, beta, beta_admin, beta_member
):
    response = post(client_for(sender), REQUESTS, send_body(beta))

    assert response.status_code == 201, response.content
    body = response.json()
    assert body["box"] == "sent"
    assert body["state"] == "pending"
    assert body["type"] == 2
    assert body["message"] == MESSAGE
    assert body["senderCompany"]["name"] == "Acme Industries"
    assert body["receiverCompany"]["name"] == "Beta Channel"
    assert body["senderUser"] == {"userId": sender.pk, "firstName": "Sid", "lastName": "Sender"}
    # The receiver's fit as Acme's discovery scores it, by Acme's own targets.
    assert body["fit"]["criteriaSearched"] == 3
    assert 0 < body["fit"]["matchScore"] <= 100
    assert body["matchScore"] == body["fit"]["matchScore"]
    assert body["fit"]["breakdown"]["forward"]["criteria"]
    assert body["can"] == {"accept": False, "decline": False, "withdraw": True, "report": True}
    # Only the receiving company's admins are told, once.
    assert [m.to for m in mail.outbox] == [[beta_admin.email]]
    assert "Acme Industries" in mail.outbox[0].subject
    assert mail.outbox[0].extra_headers["List-Unsubscribe-Post"] == "List-Unsubscribe=One-Click"


def test_the_fit_of_a_request_from_a_search_uses_the_searchs_criteria(client_for, sender, beta):
    search = SearchHistoryFactory(user=sender, industry_ids=[1], region_ids=[155], segment_ids=[])

    body = post(client_for(sender), REQUESTS, send_body(beta, searchHistoryId=search.pk)).json()

    assert body["fit"]["criteriaSearched"] == 2
    assert body["searchHistoryId"] == search.pk


def test_someone_elses_search_and_a_partnership_type_the_receiver_lacks_are_field_errors(
    client_for, sender, beta, third
):
    search = SearchHistoryFactory(user=third)

    response = post(client_for(sender), REQUESTS, send_body(beta, searchHistoryId=search.pk, partnershipTypeId=9))

    assert response.status_code == 400
    assert response.json() == error(
        400,
        "Please correct the errors and try again.",
        errors={
            "partnershipTypeId": ["This company does not offer that partnership type."],
            "searchHistoryId": ["Search not found."],
        },
    )


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"message": "Too short"}, {"message": ["The message must be 20 to 2,000 characters."]}),
        ({"message": "x" * 2001}, {"message": ["The message must be 20 to 2,000 characters."]}),
        ({"message": "   " + "a" * 19 + "   "}, {"message": ["The message must be 20 to 2,000 characters."]}),
        ({"type": 4}, {"type": ['"4" is not a valid choice.']}),
        ({"receiverCompanyId": 0}, {"receiverCompanyId": ["Ensure this value is greater than or equal to 1."]}),
    ],
)
def test_the_request_is_checked(client_for, sender, beta, fields, problem):
    response = post(client_for(sender), REQUESTS, send_body(beta, **fields))

    assert response.status_code == 400
    assert response.json()["errors"] == problem


def test_an_unknown_or_unapproved_receiver_is_a_field_error(client_for, sender, beta):
    beta.is_approved = False
    beta.save()

    response = post(client_for(sender), REQUESTS, send_body(beta))

    assert response.status_code == 400
    assert response.json()["errors"] == {"receiverCompanyId": ["Company not found."]}


def test_the_receiver_sees_it_unread_with_the_senders_contacts_but_not_their_own_until_accepted(
    client_for, pending_request, beta_member
):
    client = client_for(beta_member)
    listed = client.get(f"{REQUESTS}?Box=received").json()

    assert listed["totalCount"] == 1
    item = listed["data"][0]
    assert item["introRequestId"] == pending_request.pk
    assert item["isUnread"] is True
    assert item["box"] == "received"
    detail = client.get(f"{REQUESTS}/{pending_request.pk}").json()
    assert detail["box"] == "received"
    assert [c["email"] for c in detail["senderContacts"]] == ["sam@acme-industries.com"]
    assert detail["receiverContacts"] is None
    # A plain member of the receiver reads but does not answer.
    assert detail["can"] == {"accept": False, "decline": False, "withdraw": False, "report": True}

    assert client.post(f"{REQUESTS}/{pending_request.pk}/read").status_code == 204
    assert client.get(f"{REQUESTS}?Box=received").json()["data"][0]["isUnread"] is False


def test_the_sender_gets_the_receivers_contacts_only_once_accepted(client_for, sender, pending_request, beta_admin):
    before = client_for(sender).get(f"{REQUESTS}/{pending_request.pk}").json()
    assert before["receiverContacts"] is None

    accepted = post(client_for(beta_admin), f"{REQUESTS}/{pending_request.pk}/accept")

    assert accepted.status_code == 200, accepted.content
    assert accepted.json()["state"] == "accepted"
    assert accepted.json()["conversationId"]
    after = client_for(sender).get(f"{REQUESTS}/{pending_request.pk}").json()
    assert [c["email"] for c in after["receiverContacts"]] == ["rita@beta-channel.com"]
    # The answer is unread for the sender until they open it.
    assert after["isUnread"] is True


def test_decline_needs_words_for_other_and_tells_the_sender_the_reason(client_for, sender, pending_request, beta_admin):
    url = f"{REQUESTS}/{pending_request.pk}/decline"
    refused = post(client_for(beta_admin), url, {"reasonCode": "other", "reasonText": " "})
    assert refused.status_code == 400
    assert refused.json()["errors"] == {"reasonText": ["Say why when the reason is Other."]}

    mail.outbox.clear()
    declined = post(client_for(beta_admin), url, {"reasonCode": "noCapacity", "reasonText": "Full until Q3."})

    assert declined.status_code == 200
    assert declined.json()["declineReason"] == {
        "code": "noCapacity",
        "label": "No capacity for new partners now",
        "text": "Full until Q3.",
    }
    assert [m.to for m in mail.outbox] == [[sender.email]]
    assert "No capacity for new partners now: Full until Q3." in mail.outbox[0].body


def test_lists_filter_by_box_and_state(client_for, sender, pending_request, beta, globex, third):
    client = client_for(sender)

    assert client.get(f"{REQUESTS}?Box=sent").json()["totalCount"] == 1
    assert client.get(f"{REQUESTS}?Box=received").json()["totalCount"] == 0
    assert client.get(f"{REQUESTS}?State=pending").json()["totalCount"] == 1
    assert client.get(f"{REQUESTS}?State=accepted").json()["totalCount"] == 0
    bad = client.get(f"{REQUESTS}?Box=inbox&State=open")
    assert bad.status_code == 400
    assert set(bad.json()["errors"]) == {"Box", "State"}


def test_a_third_company_sees_nothing(client_for, pending_request, conversation, third):
    client = client_for(third)

    assert client.get(REQUESTS).json() == {"data": [], "totalCount": 0}
    assert client.get(f"{REQUESTS}/{pending_request.pk}").json() == error(
        404, "Intro request not found.", code="notFound"
    )
    assert client.get(f"/api/outreach/conversations/{conversation.pk}").status_code == 404
    assert client.get("/api/outreach/conversations").json() == {"data": [], "totalCount": 0}


def test_summary_counts_and_the_quota(client_for, sender, pending_request, beta_admin):
    summary = client_for(sender).get("/api/outreach/summary").json()

    assert summary["quota"]["used"] == 1
    assert summary["quota"]["limit"] == 20
    assert summary["quota"]["left"] == 19
    assert summary["canSend"] is True
    assert summary["cannotSendReason"] is None
    assert summary["companyAcceptsRequests"] is True

    receiver = client_for(beta_admin).get("/api/outreach/summary").json()
    assert receiver["unreadRequests"] == 1
    assert receiver["pendingReceivedRequests"] == 1
    assert receiver["canSend"] is False
    assert receiver["cannotSendReason"] == {
        "code": "noSubscription",
        "title": "An active paid plan is required to send intro requests.",
    }


def test_the_company_status_says_why_the_button_is_off(client_for, sender, beta, beta_admin, globex):
    client = client_for(sender)
    assert client.get(f"/api/outreach/companies/{beta.pk}").json()["canSend"] is True

    off = client_for(beta_admin).patch("/api/outreach/settings", {"acceptsRequests": False}, format="json")
    assert off.status_code == 200
    assert off.json()["company"]["acceptsRequests"] is False

    status = client.get(f"/api/outreach/companies/{beta.pk}").json()
    assert status["acceptsRequests"] is False
    assert status["cannotSendReason"] == {
        "code": "receiverNotAccepting",
        "title": "This company does not accept intro requests at the moment.",
    }
    refused = post(client, REQUESTS, send_body(beta))
    assert refused.status_code == 403
    assert refused.json()["code"] == "receiverNotAccepting"


def test_the_company_status_lists_the_partnership_types_a_request_may_be_about(client_for, sender, beta):
    referral, reseller = (PARTNERSHIP_TYPES.index(name) + 1 for name in ("Referral", "Reseller"))

    status = client_for(sender).get(f"/api/outreach/companies/{beta.pk}").json()

    # The receiver's own types (the factory's Reseller and Referral), by name; a request about one is sent.
    assert status["partnershipTypes"] == [{"id": referral, "name": "Referral"}, {"id": reseller, "name": "Reseller"}]
    sent = post(client_for(sender), REQUESTS, send_body(beta, partnershipTypeId=referral))
    assert sent.status_code == 201
    assert sent.json()["partnershipType"] == {"id": referral, "name": "Referral"}


def test_the_company_status_of_a_company_without_partnership_types_lists_none(client_for, sender, beta):
    beta.partnership_types.clear()

    assert client_for(sender).get(f"/api/outreach/companies/{beta.pk}").json()["partnershipTypes"] == []


def test_only_company_admins_turn_incoming_requests_off(client_for, beta_member, beta_admin):
    refused = client_for(beta_member).patch("/api/outreach/settings", {"acceptsRequests": False}, format="json")

    assert refused.status_code == 403
    assert refused.json()["code"] == "notCompanyAdmin"
    emails = client_for(beta_member).patch("/api/outreach/settings", {"emails": {"newMessage": False}}, format="json")
    assert emails.status_code == 200
    assert emails.json()["emails"] == {"newRequest": True, "decision": True, "newMessage": False, "followUp": True}
    assert emails.json()["company"]["canEdit"] is False


def test_a_conversation_between_the_pair_refuses_a_new_request(client_for, sender, conversation, beta):
    response = post(client_for(sender), REQUESTS, send_body(beta))

    assert response.status_code == 409
    assert response.json() == error(
        409,
        "Your companies already have a conversation: write there instead.",
        code="conversationExists",
        conversationId=conversation.pk,
    )


def test_an_open_request_in_either_direction_refuses_another(client_for, pending_request, beta_admin, acme):
    from apps.billing.tests.factories import SubscriptionFactory

    SubscriptionFactory(user=beta_admin)

    response = post(client_for(beta_admin), REQUESTS, send_body(acme))

    assert response.status_code == 409
    assert response.json()["code"] == "requestAlreadyOpen"
    assert response.json()["introRequestId"] == pending_request.pk


def test_own_company_is_refused(client_for, sender, acme):
    response = post(client_for(sender), REQUESTS, send_body(acme))

    assert response.status_code == 400
    assert response.json() == error(400, "You cannot send an intro request to your own company.", code="ownCompany")


def test_the_draft_is_built_from_the_profiles_and_sends_nothing(client_for, sender, beta):
    response = client_for(sender).post(
        "/api/outreach/draft", {"receiverCompanyId": beta.pk, "type": 2, "partnershipTypeId": 1}, format="json"
    )

    assert response.status_code == 200, response.content
    message = response.json()["message"]
    assert message.startswith("Hello Beta Channel team,")
    assert "Acme Industries is a technology partner" in message
    assert "Sid Sender" in message
    assert 20 <= len(message) <= 2000
    assert not IntroRequest.objects.exists()
    assert not mail.outbox


def test_a_conversation_pages_back_with_a_before_cursor(client_for, conversation, sender, beta_member):
    from apps.outreach import services

    ids = []
    for n in range(5):
        with TestCase.captureOnCommitCallbacks(execute=True):
            ids.append(
                services.conversation_message_post(
                    actor=sender, conversation_id=conversation.pk, body=f"Message {n}"
                ).pk
            )
    client = client_for(beta_member)
    url = f"/api/outreach/conversations/{conversation.pk}"

    newest = client.get(f"{url}?Limit=2").json()
    older = client.get(f"{url}?Limit=2&Before={newest['messages'][0]['messageId']}").json()
    oldest = client.get(f"{url}?Limit=2&Before={older['messages'][0]['messageId']}").json()

    assert [m["messageId"] for m in newest["messages"]] == ids[3:]
    assert [m["messageId"] for m in older["messages"]] == ids[1:3]
    assert [m["messageId"] for m in oldest["messages"]] == ids[:1]
    assert (newest["hasMore"], older["hasMore"], oldest["hasMore"]) == (True, True, False)
    # Every page names the conversation's newest message, and the unread count.
    assert {page["lastMessage"]["messageId"] for page in (newest, older, oldest)} == {ids[-1]}
    assert newest["unreadCount"] == 5
    assert newest["introRequest"]["state"] == "accepted"
    # Each side reads the opening request from its own side.
    assert newest["introRequest"]["box"] == "received"
    assert client_for(sender).get(url).json()["introRequest"]["box"] == "sent"
    assert client.get(f"{url}?Limit=101").json()["errors"] == {"Limit": ["Limit must be a whole number from 1 to 100."]}

    read = client.post(f"{url}/read", {}, format="json").json()
    assert read == {"conversationId": conversation.pk, "lastReadMessageId": ids[-1]}
    assert client.get(url).json()["unreadCount"] == 0
    # A read mark never moves back.
    assert (
        client.post(f"{url}/read", {"lastReadMessageId": ids[0]}, format="json").json()["lastReadMessageId"] == ids[-1]
    )
