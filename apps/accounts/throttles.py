"""Brute-force limits of sign-in, sign-up, one-time code and password reset, per account
and per client address (rates in settings.RATE_LIMITS)."""

from apps.core.throttles import PerAccount, PerClientAddress, PerUser


class SigninAccountRateLimit(PerAccount):
    scope = "signin_account"


class SigninAddressRateLimit(PerClientAddress):
    scope = "signin_ip"


class SignupAddressRateLimit(PerClientAddress):
    scope = "signup_ip"


class OtpUserRateLimit(PerUser):
    scope = "otp_user"


class OtpAddressRateLimit(PerClientAddress):
    scope = "otp_ip"


class ForgotAccountRateLimit(PerAccount):
    scope = "forgot_account"


class ForgotAddressRateLimit(PerClientAddress):
    scope = "forgot_ip"


class ResetAddressRateLimit(PerClientAddress):
    scope = "reset_ip"
