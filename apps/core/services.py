from django.db import transaction

from apps.core.mail import email_render
from apps.core.tasks import email_send_task


def email_send(*, to: str, template: str, context: dict) -> None:
    """Render now, deliver through Celery once the surrounding transaction commits."""
    subject, text, html = email_render(template=template, context=context)
    transaction.on_commit(lambda: email_send_task.delay(to, subject, text, html))
