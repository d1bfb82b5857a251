"""Users in the back office. What a member proves (their e-mail address, its verification)
changes only through the accounts services and is read-only here; staff edit names,
access (blocked, roles, superuser) and passwords. Billing adds "Grant a plan" to this list
(apps/billing/admin.py)."""

from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.contrib.auth.forms import AdminPasswordChangeForm, UserChangeForm, UserCreationForm
from django.db.models import F

from apps.accounts.models import AdminAuditEntry, OneTimeCode, Role, User
from apps.core.admin import ServiceOwnedAdmin
from apps.core.formats import email_normalize


class UserCreateForm(UserCreationForm):
    class Meta:
        model = User
        fields = ("email", "first_name", "last_name")

    def clean_email(self):
        email = email_normalize(self.cleaned_data.get("email"))
        if User.objects.filter(email__iexact=email).exists():
            raise forms.ValidationError("A user with this email already exists.")
        return email


class UserEditForm(UserChangeForm):
    class Meta:
        model = User
        fields = "__all__"


class PasswordSetForm(AdminPasswordChangeForm):
    """A password set by staff ends the member's sessions, as a password reset does
    (sign-in tokens carry `session_version`)."""

    def save(self, commit=True):
        self.user.session_version = F("session_version") + 1
        user = super().save(commit=commit)
        if commit:
            user.refresh_from_db(fields=["session_version"])
        return user


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    add_form = UserCreateForm
    form = UserEditForm
    change_password_form = PasswordSetForm
    # "Grant a plan" is billing's: apps/billing/admin.py extends this admin (billing sits above accounts).
    ordering = ("-created_at",)
    list_display = ("email", "first_name", "last_name", "status", "role_names", "is_active", "created_at")
    list_filter = ("status", "roles", "is_active")
    search_fields = ("email", "first_name", "last_name", "referral_code")
    # email, pending_email: an address is proven by a code (the member's e-mail change);
    # status: Active only by entering the sign-up code; referred_by: recorded at sign-up.
    readonly_fields = (
        "email",
        "pending_email",
        "status",
        "referral_code",
        "referred_by",
        "created_at",
        "last_login",
    )
    filter_horizontal = ("roles",)
    fieldsets = (
        (None, {"fields": ("email", "pending_email", "password")}),
        ("Profile", {"fields": ("first_name", "last_name", "linkedin_url", "referral_code", "referred_by")}),
        ("Access", {"fields": ("status", "roles", "is_active", "is_superuser")}),
        ("Dates", {"fields": ("created_at", "last_login")}),
    )
    add_fieldsets = (
        (
            None,
            {
                "classes": ("wide",),
                "fields": ("email", "first_name", "last_name", "password1", "password2"),
            },
        ),
    )

    def get_readonly_fields(self, request, obj=None):
        if obj is None:  # the add form sets the address (the new user verifies it)
            return ()
        return self.readonly_fields

    def save_related(self, request, form, formsets, change):
        super().save_related(request, form, formsets, change)
        if not form.instance.roles.exists():
            # Every account holds a role; the add form has none to pick, so: User.
            form.instance.roles.set([Role.USER])

    def get_queryset(self, request):
        return super().get_queryset(request).prefetch_related("roles")

    @admin.display(description="Roles")
    def role_names(self, obj):
        return ", ".join(role.name for role in obj.roles.all())


@admin.register(Role)
class RoleAdmin(admin.ModelAdmin):
    list_display = ("id", "name")


@admin.register(OneTimeCode)
class OneTimeCodeAdmin(ServiceOwnedAdmin):
    list_display = ("user", "created_at", "expires_at", "attempts", "consumed_at")
    search_fields = ("user__email",)


@admin.register(AdminAuditEntry)
class AdminAuditEntryAdmin(ServiceOwnedAdmin):
    """The audit trail of the admin area's actions: read-only, kept with its rows."""

    deletable_alone = False
    list_display = ("at", "actor", "action", "target_type", "target_label")
    list_filter = ("action", "target_type")
    search_fields = ("target_label", "target_id", "actor__email")
    list_select_related = ("actor",)
