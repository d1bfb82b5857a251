from django.db import transaction

from apps.core.mail import email_render
from apps.core.tasks import email_send_task


def email_send(*, to: str, template: str, context: dict, headers: dict | None = None) -> None:
    """Render now, deliver through Celery once the surrounding transaction commits. `headers`:
    extra headers of the message (e.g. List-Unsubscribe)."""
    subject, text, html = email_render(template=template, context=context)
    if headers:
        transaction.on_commit(lambda: email_send_task.delay(to, subject, text, html, headers))
    else:
        transaction.on_commit(lambda: email_send_task.delay(to, subject, text, html))
