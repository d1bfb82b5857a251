"""Request and response shapes of the accounts API, in the spec's camelCase names."""

import re

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts import errors, selectors
from apps.accounts.time_zones import TIME_ZONE_INVALID, time_zone_is_known
from apps.core import errors as core_errors
from apps.core.api.schema import error_output
from apps.core.formats import URL_INVALID, url_is_valid

# The error body of every accounts call, its `code` one of the accounts codes (errors.py).
AccountError = error_output(
    "AccountError", [*errors.ALL, *errors.SIGNED_IN, core_errors.INVALID_INPUT, core_errors.RATE_LIMITED]
)

# Spec section 5, reset password: 8+ characters, each class present, only these classes.
STRONG_PASSWORD = re.compile(
    r"(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[@$!%*?&#^()\[\]{}])[A-Za-z0-9@$!%*?&#^()\[\]{}]{8,}",
    re.ASCII,
)
STRONG_PASSWORD_MESSAGE = (
    "Password must be at least 8 characters long and include uppercase, lowercase, number, and special character"
)


def _messages(required, invalid=None):
    messages = {"required": required, "blank": required, "null": required}
    if invalid:
        messages["invalid"] = invalid
    return messages


class SignInInput(serializers.Serializer):
    email = serializers.EmailField(error_messages=_messages("Email is required", "Email is invalid"))
    password = serializers.CharField(trim_whitespace=False, error_messages=_messages("Password is required"))


class AuthTokenOutput(serializers.Serializer):
    authorizationToken = serializers.CharField()
    userId = serializers.IntegerField()


class SignUpInput(serializers.Serializer):
    firstName = serializers.CharField(max_length=150, error_messages=_messages("First name is required"))
    lastName = serializers.CharField(max_length=150, error_messages=_messages("Last name is required"))
    email = serializers.EmailField(error_messages=_messages("Email is required", "Email is invalid"))
    password = serializers.CharField(
        min_length=6,
        max_length=128,
        trim_whitespace=False,
        error_messages={
            **_messages("Password must be 6 symbols at least"),
            "min_length": "Password must be 6 symbols at least",
        },
    )
    referralCode = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=32)


class ForgotPasswordInput(serializers.Serializer):
    email = serializers.EmailField(error_messages=_messages("Email is required", "Email is invalid"))


class ResetPasswordInput(serializers.Serializer):
    password = serializers.CharField(trim_whitespace=False, error_messages=_messages("New password is required"))
    passwordConfirmation = serializers.CharField(
        trim_whitespace=False, error_messages=_messages("Confirm new password is required")
    )
    token = serializers.CharField(error_messages=_messages("The reset link is incomplete."))

    def validate_password(self, value):
        if not STRONG_PASSWORD.fullmatch(value):
            raise serializers.ValidationError(STRONG_PASSWORD_MESSAGE)
        return value

    def validate(self, attrs):
        if attrs["password"] != attrs["passwordConfirmation"]:
            raise serializers.ValidationError({"passwordConfirmation": "The passwords did not match"})
        return attrs


class SuccessOutput(serializers.Serializer):
    success = serializers.BooleanField()
    message = serializers.CharField(required=False)


class OneTimeCodeInput(serializers.Serializer):
    otp = serializers.RegexField(
        r"^\d{6}$",
        error_messages={
            **_messages("Your one-time password must be 6 characters."),
            "invalid": "Your one-time password must be 6 characters.",
        },
    )


class RoleOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class UserCompanyOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    name = serializers.CharField()
    logoUrl = serializers.CharField(allow_null=True)


class UserSubscriptionOutput(serializers.Serializer):
    pricingPlanId = serializers.IntegerField()
    pricingPlanName = serializers.CharField()
    endDate = serializers.DateTimeField(allow_null=True)
    tokensQuota = serializers.IntegerField()
    tokensUsed = serializers.IntegerField()
    isActive = serializers.BooleanField()
    billingPeriod = serializers.CharField(allow_null=True)


class UserOutput(serializers.Serializer):
    userId = serializers.IntegerField(source="id")
    id = serializers.IntegerField()
    firstName = serializers.CharField(source="first_name")
    lastName = serializers.CharField(source="last_name")
    email = serializers.EmailField(source="shown_email")
    # The new address waiting for its code (it is not the account's address yet), or null.
    pendingEmail = serializers.SerializerMethodField()
    linkedInUrl = serializers.CharField(source="linkedin_url")
    timeZone = serializers.CharField(
        source="time_zone", help_text='An IANA time zone name, e.g. "Europe/Berlin" (default "UTC").'
    )
    referralCode = serializers.CharField(source="referral_code")
    status = serializers.IntegerField()
    createdAt = serializers.DateTimeField(source="created_at")
    roles = RoleOutput(many=True, source="roles.all")
    isAdmin = serializers.BooleanField(source="is_admin")
    company = serializers.SerializerMethodField()
    subscription = serializers.SerializerMethodField()
    hasPendingCompany = serializers.SerializerMethodField()

    @extend_schema_field(UserCompanyOutput(allow_null=True))
    def get_company(self, user):
        company = selectors.user_company(user=user)
        return UserCompanyOutput(company).data if company else None

    @extend_schema_field(UserSubscriptionOutput())
    def get_subscription(self, user):
        subscription = selectors.user_subscription(user=user)
        return UserSubscriptionOutput(subscription).data if subscription else None

    def get_hasPendingCompany(self, user) -> bool:
        return selectors.user_has_pending_company(user=user)

    @extend_schema_field(serializers.EmailField(allow_null=True))
    def get_pendingEmail(self, user):
        return user.pending_email or None


class UserUpdateInput(serializers.Serializer):
    userId = serializers.IntegerField(required=False)
    firstName = serializers.CharField(max_length=150, error_messages=_messages("First name is required"))
    lastName = serializers.CharField(max_length=150, error_messages=_messages("Last name is required"))
    email = serializers.EmailField(error_messages=_messages("Email is required", "Email is invalid"))
    linkedInUrl = serializers.CharField(required=False, allow_blank=True, allow_null=True, max_length=500)
    timeZone = serializers.CharField(
        required=False,
        max_length=64,
        error_messages=dict.fromkeys(("blank", "max_length", "invalid", "null"), TIME_ZONE_INVALID),
        help_text=(
            'Your time zone, an IANA name (e.g. "Europe/Berlin"): your follow-up sequences count business days '
            "and send at 9:00 in it. Absent: unchanged."
        ),
    )

    def validate_linkedInUrl(self, value):
        value = (value or "").strip()
        if value and not url_is_valid(value):
            raise serializers.ValidationError(URL_INVALID)
        return value

    def validate_timeZone(self, value):
        if not time_zone_is_known(value):
            raise serializers.ValidationError(TIME_ZONE_INVALID)
        return value


class OneTimeCodeOutput(serializers.Serializer):
    success = serializers.BooleanField()
    user = UserOutput()


# --- sign-in through an identity provider (issue 13) ---------------------------------------------


class SignInProvidersOutput(serializers.Serializer):
    google = serializers.BooleanField(help_text="Google sign-in is configured on this server.")
    wwpass = serializers.BooleanField(help_text="The passwordless provider is configured on this server.")


class ProviderStartInput(serializers.Serializer):
    referralCode = serializers.CharField(
        required=False, allow_blank=True, max_length=16, default="", help_text="Kept for a new account."
    )


class ProviderStartOutput(serializers.Serializer):
    authorizationUrl = serializers.URLField(help_text="Where the browser goes to sign in with the provider.")


class ProviderSignInInput(serializers.Serializer):
    code = serializers.CharField(max_length=2048, error_messages=_messages("code is required"))
    state = serializers.CharField(max_length=256, error_messages=_messages("state is required"))
    referralCode = serializers.CharField(required=False, allow_blank=True, max_length=16, default="")


class IdentitiesOutput(serializers.Serializer):
    linked = serializers.ListField(child=serializers.ChoiceField(choices=["google", "wwpass"]))
    available = SignInProvidersOutput()
