"""Embedded default for `make run`: SQLite, local memory, eager Celery, mail to var/mail."""

import secrets

from .base import *
from .base import VAR_DIR, env

DEBUG = env.bool("DEBUG", default=True)
VAR_DIR.mkdir(exist_ok=True)


def _persistent_secret(name: str) -> str:
    """A random value generated once and kept under var/, so restarts keep sessions."""
    path = VAR_DIR / name
    if not path.exists():
        path.write_text(secrets.token_urlsafe(48))
        path.chmod(0o600)
    return path.read_text().strip()


SECRET_KEY = env("SECRET_KEY", default="") or _persistent_secret(".secret_key")
SPA_API_KEY = env("SPA_API_KEY", default="") or _persistent_secret(".spa_api_key")
