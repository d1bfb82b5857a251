from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.exceptions import AuthenticationFailed
from rest_framework_simplejwt.authentication import JWTAuthentication as SimpleJWTAuthentication

from apps.accounts.models import RevokedToken

SESSION_VERSION_CLAIM = "sv"


class JWTAuthentication(SimpleJWTAuthentication):
    """Bearer JWT, refused once revoked by sign-out or issued before a password reset."""

    def get_validated_token(self, raw_token):
        token = super().get_validated_token(raw_token)
        if RevokedToken.objects.filter(jti=token.get("jti", "")).exists():
            raise AuthenticationFailed("This session has ended.", code="token_revoked")
        return token

    def get_user(self, validated_token):
        user = super().get_user(validated_token)
        if validated_token.get(SESSION_VERSION_CLAIM) != user.session_version:
            raise AuthenticationFailed("This session has ended.", code="token_revoked")
        return user


class JWTAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "apps.accounts.authentication.JWTAuthentication"
    name = "Bearer"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}
