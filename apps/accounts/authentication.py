from django.db.models import Exists, OuterRef
from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.exceptions import AuthenticationFailed
from rest_framework_simplejwt.authentication import JWTAuthentication as SimpleJWTAuthentication
from rest_framework_simplejwt.exceptions import InvalidToken
from rest_framework_simplejwt.settings import api_settings

from apps.accounts.models import RevokedToken, Role, User

SESSION_VERSION_CLAIM = "sv"


def session_user_get(*, user_id, jti: str) -> User | None:
    """The account a token names, in one query that also answers whether the token was
    revoked (sign-out) and whether the account holds the Admin role (`User.is_admin` reads
    it). Nothing is cached: a sign-out, a password reset (session_version) or a deactivation
    in any process is refused on the very next request."""
    return (
        # Including sign-up decoys: a decoy's token reaches its own stand-in account.
        User.all_objects.filter(pk=user_id)
        .annotate(
            token_revoked=Exists(RevokedToken.objects.filter(jti=jti)),
            holds_admin_role=Exists(User.roles.through.objects.filter(user_id=OuterRef("pk"), role_id=Role.ADMIN)),
        )
        .first()
    )


class JWTAuthentication(SimpleJWTAuthentication):
    """Bearer JWT, refused once revoked by sign-out or issued before a password reset.
    One query per request (tests/test_query_budgets.py)."""

    def get_user(self, validated_token):
        try:
            user_id = validated_token[api_settings.USER_ID_CLAIM]
        except KeyError as exc:
            raise InvalidToken("Token contained no recognizable user identification") from exc
        user = session_user_get(user_id=user_id, jti=str(validated_token.get("jti", "")))
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
