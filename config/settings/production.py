"""Production: PostgreSQL, Redis, SMTP and real providers, all from the environment."""

from django.core.exceptions import ImproperlyConfigured

from .base import *
from .base import REDIS_URL, SECRET_KEY, SPA_API_KEY, env

DEBUG = False
if not SECRET_KEY or not SPA_API_KEY:
    raise ImproperlyConfigured("SECRET_KEY and SPA_API_KEY must be set in production.")
if not REDIS_URL:
    raise ImproperlyConfigured("REDIS_URL must be set in production (cache, channels, Celery).")

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env.bool("SECURE_SSL_REDIRECT", default=True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = env.int("SECURE_HSTS_SECONDS", default=31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=60)
