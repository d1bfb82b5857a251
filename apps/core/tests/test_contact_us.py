"""POST /api/contact-us: the Contact Us / Contact Sales form (spec sections 3, 5, 8 and 9)."""

import pytest
from rest_framework.test import APIClient

from apps.core.models import ContactMessage

pytestmark = pytest.mark.django_db

CONTACT = "/api/contact-us"
TOPICS = ["Custom pricing plan", "General question", "Problem", "Feature request", "Other"]
TOPIC_REQUIRED = "Please select a topic"
MESSAGE_REQUIRED = "Message cannot be empty"
VALIDATION_TITLE = "Please correct the errors and try again."


def error(status, title, *, errors=None, code=None, **extra):
    body = {"status": status, "title": title, "errors": errors or {}}
    if code:
        body["code"] = code
    body.update(extra)
    return body


@pytest.fixture
def send(django_capture_on_commit_callbacks):
    """send(client, body) -> response, with the on-commit e-mail delivery run."""

    def _send(client, body):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post(CONTACT, body, format="json")

    return _send


@pytest.fixture
def limit(settings):
    def _limit(scope, rate):
        assert scope in settings.RATE_LIMITS
        settings.RATE_LIMITS = {**settings.RATE_LIMITS, scope: rate}

    return _limit


def test_a_message_is_stored_and_mailed_to_the_staff(client_for, user, send, mailoutbox, settings):
    text = "Hello team,\n\nWe would like a custom plan for 40 seats across three regions.\nThanks, Morgan"

    response = send(client_for(user), {"title": "Custom pricing plan", "text": f"  {text}\n\n  "})

    assert response.status_code == 201, response.content
    assert response.json() == {"success": True}
    message = ContactMessage.objects.get()
    assert message.user == user
    assert message.email == user.email
    assert message.title == "Custom pricing plan"
    assert message.text == text
    assert message.handled is False

    assert len(mailoutbox) == 1
    mail = mailoutbox[0]
    assert mail.to == [settings.STAFF_EMAIL]
    assert mail.subject == f"[Contact] Custom pricing plan from {user.email}"
    for body in (mail.body, mail.alternatives[0][0]):
        assert "Custom pricing plan" in body
        assert user.email in body
        assert "Morgan Member" in body
    assert "Topic: Custom pricing plan" in mail.body
    assert f"From:  Morgan Member <{user.email}>" in mail.body
    assert text in mail.body
    assert mail.alternatives[0][1] == "text/html"


def test_the_staff_address_is_the_configured_one(client_for, user, send, mailoutbox, settings):
    settings.STAFF_EMAIL = "sales@partnermatch.example"

    send(client_for(user), {"title": "General question", "text": "Where are you based?"})

    assert [m.to for m in mailoutbox] == [["sales@partnermatch.example"]]


def test_the_plain_text_mail_shows_the_message_as_typed(client_for, user, send, mailoutbox):
    """The text part is plain text: no HTML entities in it (or in the subject)."""
    user.first_name, user.last_name = "Seán", "O'Neill"
    user.email = "sean.o'neill@acme-industries.com"
    user.save()
    text = 'We\'d like 5 seats & SSO, budget < $1,000 "per month".'

    send(client_for(user), {"title": "Feature request", "text": text})

    mail = mailoutbox[0]
    assert mail.subject == "[Contact] Feature request from sean.o'neill@acme-industries.com"
    assert text in mail.body
    assert "From:  Seán O'Neill <sean.o'neill@acme-industries.com>" in mail.body
    assert "&amp;" not in mail.body
    assert "&#x27;" not in mail.body


def test_the_html_part_escapes_what_the_member_typed(client_for, user, send, mailoutbox):
    send(client_for(user), {"title": "Problem", "text": '<script>alert("x")</script> <b>bold</b>'})

    html = mailoutbox[0].alternatives[0][0]
    assert "<script>" not in html
    assert "&lt;script&gt;" in html
    assert "&lt;b&gt;bold&lt;/b&gt;" in html


@pytest.mark.parametrize("topic", TOPICS)
def test_each_topic_is_accepted(client_for, user, send, mailoutbox, topic):
    response = send(client_for(user), {"title": topic, "text": "A question."})

    assert response.status_code == 201
    assert ContactMessage.objects.get().title == topic
    assert len(mailoutbox) == 1
    assert topic in mailoutbox[0].subject


@pytest.mark.parametrize(
    "body",
    [
        {"text": "Hi"},
        {"title": "", "text": "Hi"},
        {"title": None, "text": "Hi"},
        {"title": "   ", "text": "Hi"},
        {"title": "Billing", "text": "Hi"},
        {"title": "general question", "text": "Hi"},
    ],
    ids=["missing", "blank", "null", "spaces", "unknown", "wrong-case"],
)
def test_a_topic_is_required(client_for, user, send, mailoutbox, body):
    response = send(client_for(user), body)

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors={"title": [TOPIC_REQUIRED]})
    assert not ContactMessage.objects.exists()
    assert mailoutbox == []


@pytest.mark.parametrize(
    "body",
    [
        {"title": "Problem"},
        {"title": "Problem", "text": ""},
        {"title": "Problem", "text": None},
        {"title": "Problem", "text": "   \n\t  "},
    ],
    ids=["missing", "blank", "null", "whitespace-only"],
)
def test_a_message_is_required(client_for, user, send, mailoutbox, body):
    response = send(client_for(user), body)

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors={"text": [MESSAGE_REQUIRED]})
    assert not ContactMessage.objects.exists()
    assert mailoutbox == []


def test_both_errors_at_once(client_for, user, send):
    response = send(client_for(user), {})

    assert response.status_code == 400
    assert response.json()["errors"] == {"title": [TOPIC_REQUIRED], "text": [MESSAGE_REQUIRED]}


def test_an_overlong_message_is_refused(client_for, user, send):
    response = send(client_for(user), {"title": "Other", "text": "x" * 5001})

    assert response.status_code == 400
    assert response.json()["errors"] == {"text": ["Please keep your message under 5000 characters."]}
    assert send(client_for(user), {"title": "Other", "text": "x" * 5000}).status_code == 201


def test_signed_out_is_401(api, send, mailoutbox):
    response = send(api, {"title": "Other", "text": "Hi"})

    assert response.status_code == 401
    assert response.json() == error(401, "Your session has expired. Please sign in again.", code="notAuthenticated")
    assert not ContactMessage.objects.exists()
    assert mailoutbox == []


def test_a_pending_user_is_403(client_for, pending_user, send, mailoutbox):
    response = send(client_for(pending_user), {"title": "Other", "text": "Hi"})

    assert response.status_code == 403
    assert response.json()["code"] == "notVerified"
    assert not ContactMessage.objects.exists()
    assert mailoutbox == []


def test_the_api_key_is_required(user, send):
    from apps.accounts.services import auth_token_issue

    client = APIClient()
    client.credentials(HTTP_AUTHORIZATION=f"Bearer {auth_token_issue(user=user)}")

    response = send(client, {"title": "Other", "text": "Hi"})

    assert response.status_code == 401
    assert response.json()["code"] == "invalidApiKey"


def test_messages_are_rate_limited_per_user(client_for, user, other_user, send, mailoutbox, limit):
    limit("contact_user", "2/hour")
    client = client_for(user)
    body = {"title": "Other", "text": "Hi"}

    assert send(client, body).status_code == 201
    assert send(client, body).status_code == 201
    third = send(client, body)

    assert third.status_code == 429
    wait = third.json()["retryAfter"]
    assert 1 <= wait <= 3600
    assert third["Retry-After"] == str(wait)
    assert third.json() == error(
        429, f"Too many attempts. Please wait {wait} seconds and try again.", code="rateLimited", retryAfter=wait
    )
    assert ContactMessage.objects.count() == 2
    assert len(mailoutbox) == 2
    # Another member has a budget of their own.
    assert send(client_for(other_user), body).status_code == 201


def test_the_default_limit_is_ten_an_hour(client_for, user, send):
    client = client_for(user)
    statuses = [send(client, {"title": "Other", "text": f"Hi {n}"}).status_code for n in range(11)]

    assert statuses == [201] * 10 + [429]


def test_messages_are_listed_in_the_back_office(client_for, client, user, admin_user, send):
    send(client_for(user), {"title": "Problem", "text": "The import page shows an error."})
    client.force_login(admin_user)

    response = client.get("/backoffice/core/contactmessage/")

    assert response.status_code == 200
    page = response.content.decode()
    assert "Problem" in page
    assert user.email in page
    message = ContactMessage.objects.get()
    detail = client.get(f"/backoffice/core/contactmessage/{message.pk}/change/")
    assert detail.status_code == 200
    assert "The import page shows an error." in detail.content.decode()
