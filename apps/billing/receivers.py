"""Keeps the plan cache current (selectors.user_plan_active): any change to a subscription,
whichever service, webhook or admin screen made it, retires every process's copy of its
user's plan. The expiry task's bulk update needs none: a plan's end is compared with the clock
at every read, and it only expires plans whose end has passed."""

from django.db.models.signals import post_delete, post_save
from django.dispatch import receiver

from apps.billing.models import Subscription
from apps.billing.selectors import PLAN_KEY


@receiver(post_save, sender=Subscription, dispatch_uid="billing_plan_cache_saved")
@receiver(post_delete, sender=Subscription, dispatch_uid="billing_plan_cache_deleted")
def subscription_changed(sender, instance, **kwargs):
    PLAN_KEY.bump(instance.user_id)
