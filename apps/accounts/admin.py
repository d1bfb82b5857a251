from django import forms
from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as DjangoUserAdmin
from django.contrib.auth.forms import UserChangeForm, UserCreationForm

from apps.accounts.models import OneTimeCode, Role, User
from apps.accounts.services import email_normalize


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


@admin.register(User)
class UserAdmin(DjangoUserAdmin):
    add_form = UserCreateForm
    form = UserEditForm
    ordering = ("-created_at",)
    list_display = ("email", "first_name", "last_name", "status", "role_names", "is_active", "created_at")
    list_filter = ("status", "roles", "is_active")
    search_fields = ("email", "first_name", "last_name", "referral_code")
    readonly_fields = ("referral_code", "created_at", "last_login")
    filter_horizontal = ("roles",)
    fieldsets = (
        (None, {"fields": ("email", "password")}),
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
    raw_id_fields = ("referred_by",)

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
class OneTimeCodeAdmin(admin.ModelAdmin):
    list_display = ("user", "created_at", "expires_at", "attempts", "consumed_at")
    search_fields = ("user__email",)
    readonly_fields = ("user", "code_hash", "created_at", "expires_at", "attempts", "consumed_at")
