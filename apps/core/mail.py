"""Outgoing e-mail: templated messages, and the embedded file backend (one file a message)."""

import re
import threading
from datetime import datetime
from pathlib import Path

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.core.mail.backends.base import BaseEmailBackend
from django.template import Context
from django.template.loader import get_template, render_to_string
from django.utils.crypto import get_random_string


class FileMailBackend(BaseEmailBackend):
    """Writes each message as its own .eml file under EMAIL_FILE_PATH (var/mail by default).

    Django's own file backend appends every message of a connection to one log file; one
    readable file per message is easier to find when you sign up locally.
    """

    _lock = threading.Lock()

    def __init__(self, file_path=None, **kwargs):
        super().__init__(**kwargs)
        self.file_path = Path(file_path or settings.EMAIL_FILE_PATH)

    def send_messages(self, email_messages):
        if not email_messages:
            return 0
        self.file_path.mkdir(parents=True, exist_ok=True)
        sent = 0
        with self._lock:
            for message in email_messages:
                stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
                recipient = re.sub(r"[^a-zA-Z0-9@._-]", "_", (message.to or ["unknown"])[0])
                name = f"{stamp}-{get_random_string(4)}-{recipient}.eml"
                (self.file_path / name).write_bytes(message.message().as_bytes())
                sent += 1
        return sent


def _render_plain(name: str, context: dict) -> str:
    """Plain-text templates are not HTML: render them without HTML escaping."""
    return get_template(name).template.render(Context(context, autoescape=False))


def email_render(*, template: str, context: dict) -> tuple[str, str, str]:
    """Render emails/<template>_subject.txt, .txt and .html into (subject, text, html)."""
    context = {"site_name": settings.SITE_NAME, "site_url": settings.SITE_URL, **context}
    subject = _render_plain(f"emails/{template}_subject.txt", context).strip()
    text = _render_plain(f"emails/{template}.txt", context)
    html = render_to_string(f"emails/{template}.html", context)
    return " ".join(subject.split()), text, html


def email_deliver(*, to: str, subject: str, text: str, html: str, headers: dict | None = None) -> None:
    """`headers`: extra headers (List-Unsubscribe of a notice a member can turn off)."""
    message = EmailMultiAlternatives(subject=subject, body=text, to=[to], headers=headers or None)
    message.attach_alternative(html, "text/html")
    message.send()
