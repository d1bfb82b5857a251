import secrets

from django.contrib.auth.base_user import AbstractBaseUser, BaseUserManager
from django.contrib.auth.models import PermissionsMixin
from django.db import models
from django.utils import timezone

from apps.core.formats import email_normalize

REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read aloud


def referral_code_generate() -> str:
    return "".join(secrets.choice(REFERRAL_ALPHABET) for _ in range(8))


class Role(models.Model):
    ADMIN = 1
    USER = 2

    id = models.PositiveSmallIntegerField(primary_key=True)
    name = models.CharField(max_length=50, unique=True)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.name


class UserManager(BaseUserManager):
    """Every ordinary query of users. Sign-up decoys (see `User.is_signup_decoy`) are left
    out, so no list, count, sign-in, reset or join ever sees one."""

    use_in_migrations = True

    def get_queryset(self):
        return super().get_queryset().filter(is_signup_decoy=False)

    def _create(self, email, password, *, status, role_ids, **fields):
        if not email:
            raise ValueError("An e-mail address is required.")
        user = self.model(email=email_normalize(email), status=status, **fields)
        user.set_password(password)
        user.save(using=self._db)
        user.roles.set(role_ids)
        return user

    def create_user(self, email, password=None, **fields):
        fields.setdefault("is_superuser", False)
        status = fields.pop("status", User.Status.PENDING)
        return self._create(email, password, status=status, role_ids=[Role.USER], **fields)

    def create_superuser(self, email, password=None, **fields):
        fields["is_superuser"] = True
        fields.pop("status", None)
        return self._create(email, password, status=User.Status.ACTIVE, role_ids=[Role.ADMIN], **fields)


class User(AbstractBaseUser, PermissionsMixin):
    class Status(models.IntegerChoices):
        PENDING = 1, "Pending"
        ACTIVE = 2, "Active"

    email = models.EmailField(unique=True)
    first_name = models.CharField(max_length=150)
    last_name = models.CharField(max_length=150)
    linkedin_url = models.CharField(max_length=500, blank=True)
    # An IANA time zone name (zoneinfo), e.g. "Europe/Berlin": business days and sending
    # hours of the member's follow-up sequences (docs/sequences.md).
    time_zone = models.CharField(max_length=64, default="UTC")
    referral_code = models.CharField(max_length=16, unique=True, default=referral_code_generate, editable=False)
    referred_by = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL, related_name="referrals")
    status = models.PositiveSmallIntegerField(choices=Status.choices, default=Status.PENDING, db_index=True)
    roles = models.ManyToManyField(Role, related_name="users", blank=True)
    # False blocks the account entirely (an admin's decision), unlike Pending verification.
    is_active = models.BooleanField(default=True)
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    # Carried in every sign-in token; bumping it (password reset) ends all earlier sessions.
    session_version = models.PositiveIntegerField(default=1, editable=False)
    # A new address the member asked for; it replaces `email` only once a code sent to it
    # is entered (services.user_email_change_confirm). Until then `email` stays the proven one.
    pending_email = models.EmailField(blank=True)
    # A sign-up with an address that already has an account gets a stand-in Pending account
    # instead of an error, so sign-up does not tell who has an account (docs/decisions.md).
    # Its `email` is a unique unroutable placeholder; `signup_decoy_email` is the address the
    # visitor typed. It can never be verified and `User.objects` never returns it.
    is_signup_decoy = models.BooleanField(default=False, editable=False, db_index=True)
    signup_decoy_email = models.EmailField(blank=True, editable=False)

    objects = UserManager()
    # Includes sign-up decoys: only the token check and the decoy's own calls use it.
    all_objects = models.Manager()

    USERNAME_FIELD = "email"
    EMAIL_FIELD = "email"
    REQUIRED_FIELDS = ["first_name", "last_name"]

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.email

    def save(self, *args, **kwargs):
        # One spelling per address, whatever path creates the user (API, back office, shell).
        self.email = email_normalize(self.email)
        super().save(*args, **kwargs)

    @property
    def shown_email(self) -> str:
        """The address the API shows: a decoy shows the address it was signed up with."""
        return self.signup_decoy_email if self.is_signup_decoy else self.email

    @property
    def full_name(self):
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def is_admin(self) -> bool:
        """Derived from holding the Admin role (spec section 6)."""
        if not self.pk:
            return False
        if hasattr(self, "holds_admin_role"):  # read with the session (accounts.authentication)
            return self.holds_admin_role
        cache = getattr(self, "_prefetched_objects_cache", {})
        if "roles" in cache:
            return any(role.id == Role.ADMIN for role in cache["roles"])
        return self.roles.filter(id=Role.ADMIN).exists()

    @property
    def is_staff(self) -> bool:
        return self.is_active and self.is_admin

    @property
    def is_verified(self) -> bool:
        return self.status == self.Status.ACTIVE

    def has_perm(self, perm, obj=None):
        return (self.is_active and self.is_admin) or super().has_perm(perm, obj)

    def has_module_perms(self, app_label):
        return (self.is_active and self.is_admin) or super().has_module_perms(app_label)


class OneTimeCode(models.Model):
    """A 6-digit code e-mailed to prove an address: the account's own at sign-up, or the
    new one of an e-mail change. Only its keyed hash is stored."""

    class Purpose(models.TextChoices):
        SIGN_UP = "signUp", "Sign-up verification"
        EMAIL_CHANGE = "emailChange", "E-mail change"

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="one_time_codes")
    purpose = models.CharField(max_length=16, choices=Purpose.choices, default=Purpose.SIGN_UP)
    # The address the code was sent to, which entering it proves.
    email = models.EmailField(blank=True)
    code_hash = models.CharField(max_length=64)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    attempts = models.PositiveSmallIntegerField(default=0)
    consumed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"])]

    def __str__(self):
        return f"One-time code for {self.user_id} ({self.created_at:%Y-%m-%d %H:%M})"


class PasswordResetToken(models.Model):
    """A single-use password reset token. Only its hash is stored."""

    user = models.ForeignKey(User, on_delete=models.CASCADE, related_name="password_reset_tokens")
    token_hash = models.CharField(max_length=64, unique=True)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    used_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"Password reset for {self.user_id} ({self.created_at:%Y-%m-%d %H:%M})"


class RevokedToken(models.Model):
    """Access tokens ended by sign-out; kept until they would have expired anyway."""

    jti = models.CharField(max_length=64, unique=True)
    expires_at = models.DateTimeField(db_index=True)
    revoked_at = models.DateTimeField(default=timezone.now)

    def __str__(self):
        return self.jti


class AdminAuditEntry(models.Model):
    """Who did what to whom in the admin area (issue 10): one row per admin action that
    changed something. Written by the services of each action, never edited."""

    # None: a management command (no signed-in admin), or an admin deleted since.
    actor = models.ForeignKey(User, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    # "<area>.<verb>", e.g. "user.deactivate", "user.grantAdmin", "user.grantPlan", "companies.import".
    action = models.CharField(max_length=64, db_index=True)
    target_type = models.CharField(max_length=32)  # "user", "companyImport", ...
    target_id = models.CharField(max_length=64, blank=True)
    # What the target was called at the time (an e-mail, a file name): readable after it is gone.
    target_label = models.CharField(max_length=255, blank=True)
    details = models.JSONField(default=dict, blank=True)
    at = models.DateTimeField(default=timezone.now, db_index=True)

    class Meta:
        ordering = ["-at", "-id"]
        indexes = [models.Index(fields=["target_type", "target_id"])]
        verbose_name_plural = "admin audit entries"

    def __str__(self):
        return f"{self.at:%Y-%m-%d %H:%M} {self.action} {self.target_label or self.target_id}"
