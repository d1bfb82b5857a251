"""The Contact Us / Contact Sales message: stored, then e-mailed to the staff address."""

from django.conf import settings
from django.db import transaction

from apps.core.models import ContactMessage
from apps.core.services import email_send


@transaction.atomic
def contact_message_send(*, user, title: str, text: str) -> ContactMessage:
    message = ContactMessage.objects.create(user=user, email=user.email, title=title, text=text.strip())
    email_send(to=settings.STAFF_EMAIL, template="contact_message", context={"message": message, "user": user})
    return message
