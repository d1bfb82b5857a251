from django.urls import path

from apps.accounts.api import admin_views, views

urlpatterns = [
    path("auth/signin", views.SignInView.as_view(), name="auth-signin"),
    path("auth/providers", views.SignInProvidersView.as_view(), name="auth-providers"),
    path("auth/signin/google", views.GoogleSignInView.as_view(), name="auth-signin-google"),
    path("auth/signin/wwpass", views.PasswordlessSignInView.as_view(), name="auth-signin-wwpass"),
    path("auth/signin/<str:provider>/start", views.ProviderStartView.as_view(), name="auth-signin-provider-start"),
    path("auth/link/<str:provider>/start", views.ProviderLinkStartView.as_view(), name="auth-link-provider-start"),
    path("auth/identities", views.IdentitiesView.as_view(), name="auth-identities"),
    path("auth/signup", views.SignUpView.as_view(), name="auth-signup"),
    path("auth/signout", views.SignOutView.as_view(), name="auth-signout"),
    path("auth/forgot-password", views.ForgotPasswordView.as_view(), name="auth-forgot-password"),
    path("auth/reset-password", views.ResetPasswordView.as_view(), name="auth-reset-password"),
    path("users/otp", views.OneTimeCodeVerifyView.as_view(), name="users-otp"),
    path("users/otp/resend", views.OneTimeCodeResendView.as_view(), name="users-otp-resend"),
    path("users/<int:user_id>", views.UserDetailView.as_view(), name="users-detail"),
    path("users/<int:user_id>/email/verify", views.EmailChangeVerifyView.as_view(), name="users-email-verify"),
    path("users/<int:user_id>/email/resend", views.EmailChangeResendView.as_view(), name="users-email-resend"),
    path("users/<int:user_id>/email/pending", views.PendingEmailView.as_view(), name="users-email-pending"),
    path("admin/users/search", admin_views.AdminUserListView.as_view(), name="admin-users-search"),
    path(
        "admin/users/<int:user_id>/deactivate",
        admin_views.AdminUserDeactivateView.as_view(),
        name="admin-user-deactivate",
    ),
    path(
        "admin/users/<int:user_id>/reactivate",
        admin_views.AdminUserReactivateView.as_view(),
        name="admin-user-reactivate",
    ),
    path(
        "admin/users/<int:user_id>/grant-admin",
        admin_views.AdminUserGrantAdminView.as_view(),
        name="admin-user-grant-admin",
    ),
    path(
        "admin/users/<int:user_id>/revoke-admin",
        admin_views.AdminUserRevokeAdminView.as_view(),
        name="admin-user-revoke-admin",
    ),
]
