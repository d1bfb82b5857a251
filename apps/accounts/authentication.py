from drf_spectacular.extensions import OpenApiAuthenticationExtension
from rest_framework.exceptions import AuthenticationFailed
from rest_framework_simplejwt.authentication import JWTAuthentication as SimpleJWTAuthentication
from rest_framework_simplejwt.settings import api_settings

from apps.accounts.models import RevokedToken, User

SESSION_VERSION_CLAIM = "sv"


class JWTAuthentication(SimpleJWTAuthentication):
    """Bearer JWT, refused once revoked by sign-out or issued before a password reset."""

    def get_validated_token(self, raw_token):
        token = super().get_validated_token(raw_token)
        if RevokedToken.objects.filter(jti=token.get("jti", "")).exists():
            raise AuthenticationFailed("This session has ended.", code="token_revoked")
        return token

    def get_user(self, validated_token):
        try:
            user = super().get_user(validated_token)
        except AuthenticationFailed:
            # A sign-up decoy's token reaches its own stand-in account, which User.objects hides.
            user = User.all_objects.filter(
                pk=validated_token.get(api_settings.USER_ID_CLAIM), is_signup_decoy=True, is_active=True
            ).first()
            if user is None:
                raise
        if validated_token.get(SESSION_VERSION_CLAIM) != user.session_version:
            raise AuthenticationFailed("This session has ended.", code="token_revoked")
        return user


class JWTAuthenticationScheme(OpenApiAuthenticationExtension):
    target_class = "apps.accounts.authentication.JWTAuthentication"
    name = "Bearer"

    def get_security_definition(self, auto_schema):
        return {"type": "http", "scheme": "bearer", "bearerFormat": "JWT"}
