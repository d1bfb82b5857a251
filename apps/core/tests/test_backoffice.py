"""Contact messages in the back office (issue 7.3 audit): they come only from the contact
form; staff mark them handled."""

import pytest

from apps.core.models import ContactMessage

pytestmark = pytest.mark.django_db

MESSAGES = "/backoffice/core/contactmessage/"


@pytest.fixture
def message(user):
    return ContactMessage.objects.create(user=user, email=user.email, title="Problem", text="It broke.")


def test_messages_are_not_added_in_the_back_office(client, admin_user):
    client.force_login(admin_user)

    assert client.get(f"{MESSAGES}add/").status_code == 403


def test_staff_mark_a_message_handled_but_not_rewrite_it(client, admin_user, message):
    client.force_login(admin_user)

    response = client.post(
        f"{MESSAGES}{message.pk}/change/", {"handled": "on", "text": "Rewritten.", "email": "x@evil.example"}
    )

    assert response.status_code == 302
    message.refresh_from_db()
    assert message.handled is True
    assert (message.text, message.email) == ("It broke.", "member@acme-industries.com")
