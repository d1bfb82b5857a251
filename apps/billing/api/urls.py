from django.urls import path

from apps.billing.api import admin_views, views

urlpatterns = [
    path("pricing-plans", views.PricingPlanListView.as_view(), name="pricing-plans"),
    path("payments/checkout", views.CheckoutView.as_view(), name="payments-checkout"),
    path("payments/webhook", views.StripeWebhookView.as_view(), name="payments-webhook"),
    path("admin/users/<int:user_id>/plan", admin_views.AdminGrantPlanView.as_view(), name="admin-user-grant-plan"),
]
