from dataclasses import replace

from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import status
from rest_framework.permissions import AllowAny
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts import errors, oidc, selectors, services, throttles
from apps.accounts.api import serializers as s
from apps.accounts.api.serializers import AccountError
from apps.accounts.permissions import IsSignedIn
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT, NOT_AUTHENTICATED, RATE_LIMITED

# Reading or changing someone's profile: yourself, or anyone for an admin.
PROFILE = (errors.NOT_YOURSELF, errors.USER_NOT_FOUND)
CODE_ENTRY = (INVALID_INPUT, errors.OTP_INCORRECT, errors.OTP_EXPIRED, errors.OTP_EXHAUSTED, RATE_LIMITED)


class SignInView(throttles.StopAtFirstRefusal, APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    # Narrowest first: a refusal stops the check, so later (wider) limits do not count it.
    throttle_classes = [
        throttles.SigninAddressRateLimit,
        throttles.SigninAccountAddressRateLimit,
        throttles.SigninAccountRateLimit,
    ]

    @extend_schema(
        request=s.SignInInput,
        responses={
            200: s.AuthTokenOutput,
            **error_responses(
                AccountError, INVALID_INPUT, errors.INVALID_CREDENTIALS, errors.ACCOUNT_INACTIVE, RATE_LIMITED
            ),
        },
    )
    def post(self, request):
        data = _valid(s.SignInInput, request)
        user = services.user_sign_in(email=data["email"], password=data["password"])
        return Response({"authorizationToken": services.auth_token_issue(user=user), "userId": user.pk})


class SignUpView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [throttles.SignupAddressRateLimit]

    @extend_schema(
        request=s.SignUpInput,
        responses={
            201: s.AuthTokenOutput,
            **error_responses(AccountError, errors.SIGN_UP_FAILED, errors.SIGN_UP_NOT_BUSINESS, RATE_LIMITED),
        },
    )
    def post(self, request):
        serializer = s.SignUpInput(data=request.data)
        if not serializer.is_valid():
            raise errors.SIGN_UP_FAILED.error(errors=_field_errors(serializer))
        data = serializer.validated_data
        user = services.user_sign_up(
            first_name=data["firstName"],
            last_name=data["lastName"],
            email=data["email"],
            password=data["password"],
            referral_code=data.get("referralCode") or "",
        )
        token = services.auth_token_issue(user=user)
        return Response({"authorizationToken": token, "userId": user.pk}, status=status.HTTP_201_CREATED)


class SignOutView(APIView):
    permission_classes = [IsSignedIn]

    @extend_schema(request=None, responses={204: None, **error_responses(AccountError, NOT_AUTHENTICATED)})
    def post(self, request):
        services.auth_token_revoke(token=request.auth)
        return Response(status=status.HTTP_204_NO_CONTENT)


class ForgotPasswordView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [throttles.ForgotAddressRateLimit, throttles.ForgotAccountRateLimit]

    @extend_schema(
        request=s.ForgotPasswordInput,
        responses={200: s.SuccessOutput, **error_responses(AccountError, INVALID_INPUT, RATE_LIMITED)},
    )
    def post(self, request):
        data = _valid(s.ForgotPasswordInput, request)
        services.password_reset_request(email=data["email"])
        return Response({"success": True, "message": services.RESET_SENT})


class ResetPasswordView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [throttles.ResetAddressRateLimit]

    @extend_schema(
        request=s.ResetPasswordInput,
        responses={
            200: s.SuccessOutput,
            **error_responses(AccountError, INVALID_INPUT, errors.RESET_INVALID, RATE_LIMITED),
        },
    )
    def post(self, request):
        data = _valid(s.ResetPasswordInput, request)
        services.password_reset_confirm(token=data["token"], password=data["password"])
        return Response({"success": True})


class UserDetailView(APIView):
    throttle_classes = [throttles.EmailChangeUserRateLimit]

    def get_permissions(self):
        # A Pending user may read themself (to learn their status); nothing else.
        return [IsSignedIn()] if self.request.method == "GET" else super().get_permissions()

    @extend_schema(responses={200: s.UserOutput, **error_responses(AccountError, NOT_AUTHENTICATED, *PROFILE)})
    def get(self, request, user_id: int):
        return Response(s.UserOutput(_user_for(request, user_id)).data)

    @extend_schema(
        request=s.UserUpdateInput,
        responses={
            200: s.UserOutput,
            **error_responses(
                AccountError,
                INVALID_INPUT,
                errors.USER_ID_MISMATCH,
                errors.BUSINESS_EMAIL_REQUIRED,
                errors.EMAIL_IN_USE,
                RATE_LIMITED,
                *PROFILE,
                *errors.SIGNED_IN,
            ),
        },
        description="A new `email` is not applied: it becomes `pendingEmail` and a code is e-mailed to it "
        "(confirm with POST /api/users/{userId}/email/verify).",
    )
    def put(self, request, user_id: int):
        user = _user_for(request, user_id)
        data = _valid(s.UserUpdateInput, request)
        if data.get("userId") not in (None, user.pk):
            raise errors.USER_ID_MISMATCH.error(errors={"userId": ["Mismatch."]})
        user = services.user_update(
            user=user,
            first_name=data["firstName"],
            last_name=data["lastName"],
            email=data["email"],
            linkedin_url=data.get("linkedInUrl") or "",
            time_zone=data.get("timeZone"),
        )
        return Response(s.UserOutput(selectors.user_get(user_id=user.pk)).data)


class OneTimeCodeVerifyView(APIView):
    permission_classes = [IsSignedIn]
    throttle_classes = [throttles.OtpAddressRateLimit, throttles.OtpUserRateLimit]

    @extend_schema(
        request=s.OneTimeCodeInput,
        responses={
            200: s.OneTimeCodeOutput,
            **error_responses(AccountError, *CODE_ENTRY, errors.ALREADY_VERIFIED, NOT_AUTHENTICATED),
        },
    )
    def post(self, request):
        data = _valid(s.OneTimeCodeInput, request)
        user = services.one_time_code_verify(user=request.user, code=data["otp"])
        return Response({"success": True, "user": s.UserOutput(selectors.user_get(user_id=user.pk)).data})


class OneTimeCodeResendView(APIView):
    permission_classes = [IsSignedIn]
    throttle_classes = [throttles.OtpAddressRateLimit, throttles.OtpUserRateLimit]

    @extend_schema(
        request=None,
        responses={
            200: s.SuccessOutput,
            **error_responses(
                AccountError, errors.ALREADY_VERIFIED, errors.OTP_RESEND_TOO_SOON, RATE_LIMITED, NOT_AUTHENTICATED
            ),
        },
    )
    def post(self, request):
        services.one_time_code_resend(user=request.user)
        return Response({"success": True, "message": services.CODE_SENT})


class EmailChangeVerifyView(APIView):
    """The code sent to the pending address makes it the account's address."""

    throttle_classes = [throttles.OtpAddressRateLimit, throttles.OtpUserRateLimit]

    @extend_schema(
        request=s.OneTimeCodeInput,
        responses={
            200: s.UserOutput,
            **error_responses(
                AccountError,
                *CODE_ENTRY,
                errors.NO_EMAIL_CHANGE,
                errors.EMAIL_TAKEN,
                *PROFILE,
                *errors.SIGNED_IN,
            ),
        },
    )
    def post(self, request, user_id: int):
        user = _user_for(request, user_id)
        data = _valid(s.OneTimeCodeInput, request)
        services.user_email_change_confirm(user=user, code=data["otp"])
        return Response(s.UserOutput(selectors.user_get(user_id=user.pk)).data)


class EmailChangeResendView(APIView):
    throttle_classes = [throttles.OtpAddressRateLimit, throttles.OtpUserRateLimit]

    @extend_schema(
        request=None,
        responses={
            200: s.SuccessOutput,
            **error_responses(
                AccountError,
                errors.NO_EMAIL_CHANGE,
                errors.OTP_RESEND_TOO_SOON,
                RATE_LIMITED,
                *PROFILE,
                *errors.SIGNED_IN,
            ),
        },
    )
    def post(self, request, user_id: int):
        services.user_email_change_resend(user=_user_for(request, user_id))
        return Response({"success": True, "message": services.CODE_SENT})


class PendingEmailView(APIView):
    @extend_schema(
        request=None,
        responses={200: s.UserOutput, **error_responses(AccountError, *PROFILE, *errors.SIGNED_IN)},
    )
    def delete(self, request, user_id: int):
        user = services.user_email_change_cancel(user=_user_for(request, user_id))
        return Response(s.UserOutput(selectors.user_get(user_id=user.pk)).data)


def _valid(serializer_class, request):
    serializer = serializer_class(data=request.data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _field_errors(serializer):
    return {field: [str(m) for m in messages] for field, messages in serializer.errors.items()}


def _user_for(request, user_id):
    return selectors.user_for_actor(actor=request.user, user_id=user_id)


# --- sign-in through an identity provider (issue 13; apps/accounts/oidc.py) ----------------------

PROVIDER_FINISH = (
    INVALID_INPUT,
    errors.PROVIDER_NOT_CONFIGURED,
    errors.PROVIDER_STATE_INVALID,
    errors.PROVIDER_CODE_INVALID,
    errors.PROVIDER_TOKEN_INVALID,
    errors.PROVIDER_EMAIL_UNVERIFIED,
    errors.PROVIDER_NOT_BUSINESS,
    errors.PROVIDER_ACCOUNT_INACTIVE,
    errors.PROVIDER_ALREADY_LINKED,
    errors.PROVIDER_UNREACHABLE,
    RATE_LIMITED,
)


PROVIDER_PARAMETER = OpenApiParameter(
    "provider", str, OpenApiParameter.PATH, enum=[oidc.GOOGLE, oidc.PASSWORDLESS], description="The provider."
)


def _attempt_response(request, attempt):
    """The authorization URL, and the attempt's state in a cookie of this browser (only the
    browser that started an attempt can finish it)."""
    response = Response({"authorizationUrl": attempt.url})
    response.set_cookie(
        oidc.ATTEMPT_COOKIE,
        attempt.state,
        max_age=oidc.ATTEMPT_SECONDS,
        path="/api/auth/signin",
        secure=request.is_secure(),
        httponly=True,
        samesite="Lax",
    )
    return response


class SignInProvidersView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]

    @extend_schema(
        description="Which sign-in providers this server offers (the sign-in page shows a button for each).",
        responses={200: s.SignInProvidersOutput},
    )
    def get(self, request):
        return Response(oidc.providers_configured())


class ProviderStartView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [throttles.SigninAddressRateLimit]

    @extend_schema(
        operation_id="auth_signin_provider_start",
        parameters=[PROVIDER_PARAMETER],
        description=(
            "Starts a sign-in with `google` or `wwpass` (the passwordless provider): the provider's "
            "authorization URL (code flow with PKCE, state and nonce kept here for ten minutes)."
        ),
        request=s.ProviderStartInput,
        responses={
            200: s.ProviderStartOutput,
            **error_responses(
                AccountError, INVALID_INPUT, errors.PROVIDER_NOT_CONFIGURED, errors.PROVIDER_UNREACHABLE, RATE_LIMITED
            ),
        },
    )
    def post(self, request, provider: str):
        data = _valid(s.ProviderStartInput, request)
        attempt = oidc.authorization_start(key=provider, referral_code=data["referralCode"])
        return _attempt_response(request, attempt)


class ProviderLinkStartView(APIView):
    # The default: signed in and verified.

    @extend_schema(
        operation_id="auth_link_provider_start",
        parameters=[PROVIDER_PARAMETER],
        description="Starts linking `google` or `wwpass` to the signed-in account (from the profile).",
        request=None,
        responses={
            200: s.ProviderStartOutput,
            **error_responses(
                AccountError, errors.PROVIDER_NOT_CONFIGURED, errors.PROVIDER_UNREACHABLE, *errors.SIGNED_IN
            ),
        },
    )
    def post(self, request, provider: str):
        attempt = oidc.authorization_start(key=provider, link_user_id=request.user.pk)
        return _attempt_response(request, attempt)


class IdentitiesView(APIView):
    # The default: signed in and verified.

    @extend_schema(
        description="The sign-in providers linked to the signed-in account, and those this server offers.",
        responses={200: s.IdentitiesOutput, **error_responses(AccountError, *errors.SIGNED_IN)},
    )
    def get(self, request):
        return Response({"linked": services.identities_of(user=request.user), "available": oidc.providers_configured()})


class _ProviderSignInView(APIView):
    authentication_classes = []
    permission_classes = [AllowAny]
    throttle_classes = [throttles.SigninAddressRateLimit]
    provider = ""

    def post(self, request):
        data = _valid(s.ProviderSignInInput, request)
        identity = oidc.authorization_finish(
            key=self.provider,
            code=data["code"],
            state=data["state"],
            browser_state=request.COOKIES.get(oidc.ATTEMPT_COOKIE, ""),
        )
        if data["referralCode"] and not identity.referral_code:
            identity = replace(identity, referral_code=data["referralCode"])
        user = services.user_sign_in_with_identity(identity=identity)
        return Response({"authorizationToken": services.auth_token_issue(user=user), "userId": user.pk})


class GoogleSignInView(_ProviderSignInView):
    provider = oidc.GOOGLE

    @extend_schema(
        description=(
            "Finishes a Google sign-in: the code and state Google sent back to /sign-in. Creates the account "
            "(Active, the referral kept) or links it by its verified business e-mail address."
        ),
        request=s.ProviderSignInInput,
        responses={200: s.AuthTokenOutput, **error_responses(AccountError, *PROVIDER_FINISH)},
    )
    def post(self, request):
        return super().post(request)


class PasswordlessSignInView(_ProviderSignInView):
    provider = oidc.PASSWORDLESS

    @extend_schema(
        description=(
            "Finishes a passwordless sign-in: the code and state the provider sent back to /wwpass-callback. "
            "Creates the account (Active) or links it by its verified business e-mail address."
        ),
        request=s.ProviderSignInInput,
        responses={200: s.AuthTokenOutput, **error_responses(AccountError, *PROVIDER_FINISH)},
    )
    def post(self, request):
        return super().post(request)
