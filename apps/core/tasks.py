from celery import shared_task

from apps.core.mail import email_deliver


@shared_task(bind=True, autoretry_for=(OSError,), retry_backoff=True, max_retries=5)
def email_send_task(self, to: str, subject: str, text: str, html: str, headers: dict | None = None) -> None:
    email_deliver(to=to, subject=subject, text=text, html=html, headers=headers)
