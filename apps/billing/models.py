import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone


class PricingPlan(models.Model):
    """The plans of spec section 9, with their fixed ids (loaded by a data migration)."""

    GROWTH = 1
    PARTNER_PRO = 2
    TEST = 3
    FREE = 4

    id = models.PositiveSmallIntegerField(primary_key=True)
    name = models.CharField(max_length=60, unique=True)
    description = models.CharField(max_length=300, blank=True)
    price_monthly = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    price_yearly = models.DecimalField(max_digits=10, decimal_places=2, default=0)
    currency = models.CharField(max_length=3, default="USD")
    # Search credits a member gets per billing period: one reveals one matched company
    # (discovery spends them). The API calls them tokens (tokensQuota, availableSearchTokens).
    credits_quota = models.PositiveIntegerField(default=0)
    features = models.JSONField(default=list, blank=True)
    is_admin_only = models.BooleanField(default=False)
    is_custom_pricing = models.BooleanField(default=False)
    sort_order = models.PositiveSmallIntegerField(default=0)

    class Meta:
        ordering = ["sort_order", "id"]

    def __str__(self):
        return self.name

    @property
    def is_free(self) -> bool:
        return self.id == self.FREE

    def price_for(self, billing_period: str):
        return self.price_yearly if billing_period == BillingPeriod.YEARLY else self.price_monthly


class BillingPeriod(models.TextChoices):
    MONTHLY = "monthly", "Monthly"
    YEARLY = "yearly", "Yearly"


class Subscription(models.Model):
    """A member's paid plan. Active means status active and the period not over yet."""

    class Status(models.TextChoices):
        ACTIVE = "active", "Active"
        CANCELED = "canceled", "Canceled"
        EXPIRED = "expired", "Expired"

    class Provider(models.TextChoices):
        STRIPE = "stripe", "Stripe"
        LOCAL = "local", "Built-in checkout"
        MANUAL = "manual", "Granted by staff"

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="subscription")
    plan = models.ForeignKey(PricingPlan, on_delete=models.PROTECT, related_name="subscriptions")
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.ACTIVE, db_index=True)
    billing_period = models.CharField(max_length=8, choices=BillingPeriod.choices, default=BillingPeriod.MONTHLY)
    current_period_end = models.DateTimeField(db_index=True)
    credits_quota = models.PositiveIntegerField(default=0)
    credits_used = models.PositiveIntegerField(default=0)
    provider = models.CharField(max_length=16, choices=Provider.choices)
    provider_customer_id = models.CharField(max_length=255, blank=True)
    provider_subscription_id = models.CharField(max_length=255, blank=True, db_index=True)
    # Creation time of the last provider event applied: an older event that arrives late
    # (webhooks are not ordered) must not undo a newer one.
    last_event_at = models.DateTimeField(null=True, blank=True)
    created_at = models.DateTimeField(default=timezone.now)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [
            models.CheckConstraint(
                condition=models.Q(credits_used__lte=models.F("credits_quota")), name="credits_used_within_quota"
            ),
        ]

    def __str__(self):
        return f"{self.user} - {self.plan} ({self.status})"

    @property
    def is_active(self) -> bool:
        return self.status == self.Status.ACTIVE and self.current_period_end > timezone.now()

    @property
    def credits_available(self) -> int:
        return max(self.credits_quota - self.credits_used, 0) if self.is_active else 0


class CheckoutSession(models.Model):
    """One attempt to buy a plan; its id is the capability in the built-in checkout URL."""

    class Status(models.TextChoices):
        OPEN = "open", "Open"
        COMPLETED = "completed", "Completed"
        CANCELED = "canceled", "Canceled"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="checkout_sessions")
    plan = models.ForeignKey(PricingPlan, on_delete=models.PROTECT)
    billing_period = models.CharField(max_length=8, choices=BillingPeriod.choices, default=BillingPeriod.MONTHLY)
    amount = models.DecimalField(max_digits=10, decimal_places=2)
    currency = models.CharField(max_length=3)
    provider = models.CharField(max_length=16, choices=Subscription.Provider.choices)
    provider_session_id = models.CharField(max_length=255, blank=True, db_index=True)
    success_url = models.URLField(max_length=1000)
    cancel_url = models.URLField(max_length=1000)
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.OPEN)
    created_at = models.DateTimeField(default=timezone.now)
    expires_at = models.DateTimeField()
    completed_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"{self.user} - {self.plan} ({self.status})"


class PaymentEvent(models.Model):
    """Every provider event processed, by id: a replay finds its row and changes nothing."""

    provider = models.CharField(max_length=16, choices=Subscription.Provider.choices)
    event_id = models.CharField(max_length=255)
    event_type = models.CharField(max_length=100)
    created_at = models.DateTimeField(null=True, blank=True)
    received_at = models.DateTimeField(default=timezone.now)
    payload = models.JSONField(default=dict)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["provider", "event_id"], name="payment_event_once")]

    def __str__(self):
        return f"{self.provider}:{self.event_id} {self.event_type}"
