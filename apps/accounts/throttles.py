"""Brute-force limits of sign-in, sign-up, one-time code, e-mail change and password reset,
per account, per account and address, and per client address (rates in settings.RATE_LIMITS)."""

from apps.accounts.models import User
from apps.core.formats import email_normalize
from apps.core.throttles import PerAccount, PerClientAddress, PerUser


class SigninAccountAddressRateLimit(PerAccount):
    """One account from one address: a flood of guesses from one place stops here, without
    using up the account's budget for its owner elsewhere."""

    scope = "signin_account_ip"

    def get_cache_key(self, request, view):
        account = super().get_cache_key(request, view)
        return None if account is None else f"{account}:{self.get_ident(request)}"


class SigninAccountRateLimit(PerAccount):
    """The ceiling of one account from all addresses together (a spread-out guessing run)."""

    scope = "signin_account"


class SigninAddressRateLimit(PerClientAddress):
    scope = "signin_ip"


class StopAtFirstRefusal:
    """A view mixin: the throttles are checked in order and the first refusal ends the check.
    DRF would record the call in every later limit too, so a flood refused by the narrow
    account-and-address limit would still fill the account's ceiling and lock its owner out."""

    def check_throttles(self, request):
        for throttle in self.get_throttles():
            if not throttle.allow_request(request, self):
                self.throttled(request, throttle.wait())


class SignupAddressRateLimit(PerClientAddress):
    scope = "signup_ip"


class OtpUserRateLimit(PerUser):
    scope = "otp_user"


class OtpAddressRateLimit(PerClientAddress):
    scope = "otp_ip"


class EmailChangeUserRateLimit(PerUser):
    """Profile saves that send a code to a new address (each one e-mails someone): counted
    per signed-in user; saves that keep the address are not counted."""

    scope = "email_change_user"

    def get_cache_key(self, request, view):
        email = request.data.get("email") if hasattr(request.data, "get") else None
        if not isinstance(email, str):
            return None
        target = User.objects.filter(pk=view.kwargs.get("user_id")).values_list("email", "pending_email").first()
        if target is None or email_normalize(email) in target:
            return None
        return super().get_cache_key(request, view)


class ForgotAccountRateLimit(PerAccount):
    scope = "forgot_account"


class ForgotAddressRateLimit(PerClientAddress):
    scope = "forgot_ip"


class ResetAddressRateLimit(PerClientAddress):
    scope = "reset_ip"
