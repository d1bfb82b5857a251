import copy
import functools
import time

from django.conf import settings
from django.db import connection
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.exceptions import AuthenticationFailed
from rest_framework_simplejwt.authentication import JWTAuthentication as SimpleJWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken
from rest_framework_simplejwt.settings import api_settings

from apps.accounts.models import RevokedToken, Role, User
from apps.core.db import prepared_cursor
from apps.core.versioned import LocalCache, VersionKey, versions_get

SESSION_VERSION_CLAIM = "sv"


@functools.cache
def _session_statement(vendor: str) -> tuple[str, list[str]]:
    """The session check's statement for the database (`vendor`) and the account's field names
    it reads, made once from the models (names from their metadata; values are parameters)."""
    quote = connection.ops.quote_name
    fields = User._meta.concrete_fields
    columns = ", ".join(f"u.{quote(field.column)}" for field in fields)
    users, pk = quote(User._meta.db_table), quote(User._meta.pk.column)
    revoked, jti = quote(RevokedToken._meta.db_table), quote(RevokedToken._meta.get_field("jti").column)
    roles = User.roles.through
    roles_table = quote(roles._meta.db_table)
    role_user = quote(roles._meta.get_field("user").column)
    role_role = quote(roles._meta.get_field("role").column)
    sql = (
        f"SELECT {columns}, "  # noqa: S608 (names from the models, values are parameters)
        f"EXISTS(SELECT 1 FROM {revoked} r WHERE r.{jti} = %s), "
        f"EXISTS(SELECT 1 FROM {roles_table} ur WHERE ur.{role_user} = u.{pk} AND ur.{role_role} = %s) "
        f"FROM {users} u WHERE u.{pk} = %s"
    )
    return sql, [field.attname for field in fields]


# The accounts of recent sessions in this process (apps/core/versioned.py), each valid while
# the version tokens of its account and of its token are unchanged: apps/accounts/signals.py
# bumps them on every write to an account, its roles or a token's revocation.
SESSIONS = LocalCache("sessions", size=settings.VERSIONED_CACHE_SESSIONS)
# Bearer tokens already decoded and checked by this process, until they expire (read-only).
CHECKED_TOKENS = LocalCache("checked-tokens", size=settings.VERSIONED_CACHE_SESSIONS)


# An account (its row and roles) and a token (its revocation): apps/accounts/signals.py bumps them.
USER_KEY = VersionKey("user")
TOKEN_KEY = VersionKey("jti")
user_version_key = USER_KEY.key
token_version_key = TOKEN_KEY.key


def session_user_get(*, user_id, jti: str, also: tuple = (), found: dict | None = None) -> User | None:
    """The account a token names, with whether the token was revoked (sign-out) and whether
    the account holds the Admin role (`User.is_admin` reads it).

    From this process's memory while the version tokens of the account and of the token are
    unchanged (one round trip to Redis), else in one query. Every write to an account, its
    roles or a token's revocation made through the models (services, the back office, a shell)
    bumps them before it returns, so a sign-out, a password reset (session_version) or a
    deactivation in any process is refused on the very next request. A plain SQL UPDATE,
    which sends no signal, is seen within VERSIONED_CACHE_SESSION_MAX_AGE (docs/operations.md).

    The query is plain SQL (the one the ORM would send): the ORM spent ~1 ms building it and
    the account against ~0.2 ms of the database answering it (docs/scaling.md).

    `also`: more version keys the request will need (the view announces them), read in the
    same round trip into `found`."""
    try:
        user_id = int(user_id)
    except (TypeError, ValueError):
        return None
    key = (user_id, jti)
    tokens = versions_get([user_version_key(user_id), token_version_key(jti), *also])
    if tokens is not None:
        if found is not None:
            found.update(zip(also, tokens[2:], strict=True))
        tokens = tuple(tokens[:2])
        user = SESSIONS.get(key, tokens)
        if user is not None:
            return _own_copy(user)  # each request its own instance: a view may change its own
    user = _session_user_query(user_id=user_id, jti=jti)
    if tokens is not None and user is not None:
        SESSIONS.set(key, tokens, _own_copy(user), max_age=settings.VERSIONED_CACHE_SESSION_MAX_AGE)
    return user


def _own_copy(user: User) -> User:
    """A copy of a kept account that shares nothing mutable with it (its field values are
    immutable: numbers, strings, datetimes). ~3 us where copy.copy spends ~15 us."""
    clone = User.__new__(User)
    clone.__dict__.update(user.__dict__)
    clone._state = copy.copy(user._state)
    clone._state.fields_cache = {}
    return clone


def _session_user_query(*, user_id: int, jti: str) -> User | None:
    sql, names = _session_statement(connection.vendor)
    with prepared_cursor(connection) as cursor:
        cursor.execute(sql, [jti, Role.ADMIN, user_id])
        row = cursor.fetchone()
    if row is None:
        return None
    # Including sign-up decoys: a decoy's token reaches its own stand-in account.
    user = User.from_db(connection.alias, names, row[: len(names)])
    user.token_revoked, user.holds_admin_role = bool(row[-2]), bool(row[-1])
    return user


class JWTAuthentication(SimpleJWTAuthentication):
    """Bearer JWT, refused once revoked by sign-out or issued before a password reset.
    At most one query per request (tests/test_query_budgets.py); none while the session is
    in this process's cache."""

    request = None

    def get_validated_token(self, raw_token):
        """The token checked once per process while it lasts: the same bytes were signed by
        us and checked before (a changed byte is another key, checked in full); their expiry is
        the entry's. Decoding spent ~40 us of every request (docs/scaling.md)."""
        token = CHECKED_TOKENS.get(raw_token, ())
        if token is None:
            token = super().get_validated_token(raw_token)
            lasts = float(token.get("exp", 0)) - time.time()
            CHECKED_TOKENS.set(raw_token, (), token, max_age=lasts)
        return token

    def authenticate(self, request):
        self.request = request  # an instance per request (DRF's get_authenticators)
        return super().authenticate(request)

    def get_user(self, validated_token):
        try:
            user_id = validated_token[api_settings.USER_ID_CLAIM]
        except KeyError as exc:
            raise InvalidToken("Token contained no recognizable user identification") from exc
        # A view that reads versioned caches announces their keys (`version_keys(user_id)`):
        # they are read with the session's, one round trip for the request, and kept on it
        # as `request.version_tokens`.
        view = (getattr(self.request, "parser_context", None) or {}).get("view")
        announce = getattr(view, "version_keys", None)
        also = tuple(announce(user_id)) if announce is not None else ()
        found = {}
        user = session_user_get(user_id=user_id, jti=str(validated_token.get("jti", "")), also=also, found=found)
        if found:
            self.request.version_tokens = found
        if user is None:
            raise AuthenticationFailed("User not found", code="user_not_found")
        if not user.is_active:
            raise AuthenticationFailed("User is inactive", code="user_inactive")
        if user.token_revoked or validated_token.get(SESSION_VERSION_CLAIM) != user.session_version:
            raise AuthenticationFailed("This session has ended.", code="token_revoked")
        return user


class JWTAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "apps.accounts.authentication.JWTAuthentication"
    name = "Bearer"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}
