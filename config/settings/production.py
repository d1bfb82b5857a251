"""Production: PostgreSQL, Redis, SMTP and real providers, all from the environment.

Nothing that decides who pays, where mail goes or where e-mailed links point is left to a
default here: a missing setting stops the process at start with a message naming it, so a
deployment cannot fall back silently to the free built-in checkout, to mail written to
files or to links to 127.0.0.1. `manage.py check --deploy` (apps/core/checks.py) then
reports values that are set but wrong.
"""

from django.core.exceptions import ImproperlyConfigured

from .base import *
from .base import ALLOW_LOCAL_CHECKOUT, LOGGING, REDIS_URL, SECRET_KEY, SPA_API_KEY, env


def _missing_settings() -> list[str]:
    """One line per setting production cannot run without, naming the setting."""
    missing = []
    if not SECRET_KEY:
        missing.append("SECRET_KEY: the signing key (a long random string).")
    if not SPA_API_KEY:
        missing.append("SPA_API_KEY: the key the web app sends in X-Api-Key.")
    if not REDIS_URL:
        missing.append("REDIS_URL: Redis for the cache, the channel layer and Celery.")
    # base.py falls back to http://127.0.0.1:8000 and to mail files; production reads the
    # raw environment so that only an explicit value counts.
    if not env("SITE_URL", default=""):
        missing.append("SITE_URL: the public address of the site, e.g. https://app.example.com (e-mailed links).")
    if not env("EMAIL_URL", default=""):
        missing.append("EMAIL_URL: the SMTP server, e.g. smtp+tls://user:password@smtp.example.com:587.")
    provider = env("PAYMENTS_PROVIDER", default="").strip().lower()
    if not provider:
        missing.append(
            "PAYMENTS_PROVIDER: `stripe` (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or `local` "
            "(the built-in checkout, with ALLOW_LOCAL_CHECKOUT=true, for a staging site only)."
        )
    elif provider == "stripe":
        missing.extend(
            f"{name}: needed with PAYMENTS_PROVIDER=stripe."
            for name in ("STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET")
            if not env(name, default="")
        )
    elif provider == "local" and not ALLOW_LOCAL_CHECKOUT:
        missing.append(
            "ALLOW_LOCAL_CHECKOUT: PAYMENTS_PROVIDER=local is the built-in checkout, which grants plans "
            "without payment; set ALLOW_LOCAL_CHECKOUT=true only on a staging site."
        )
    return missing


_missing = _missing_settings()
if _missing:
    raise ImproperlyConfigured(
        "Production settings are incomplete (config.settings.production). Set:\n"
        + "\n".join(f"  - {line}" for line in _missing)
    )

DEBUG = False
SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = env.bool("SECURE_HSTS_PRELOAD", default=True)
for _database in DATABASES.values():  # the read replica's too (DATABASE_REPLICA_URL)
    _database["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
# One JSON object a line, with the request id (apps/core/logging.py), for the log collector;
# LOG_FORMAT=plain gives the readable lines of development.
LOGGING["handlers"]["console"]["formatter"] = env("LOG_FORMAT", default="json")
