from django.conf import settings
from django.db import models
from django.utils import timezone


class ContactMessage(models.Model):
    """A message sent through the Contact Us / Contact Sales forms."""

    class Topic(models.TextChoices):
        CUSTOM_PRICING = "Custom pricing plan"
        GENERAL = "General question"
        PROBLEM = "Problem"
        FEATURE_REQUEST = "Feature request"
        OTHER = "Other"

    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="contact_messages"
    )
    email = models.EmailField()
    title = models.CharField(max_length=40, choices=Topic.choices)
    text = models.TextField()
    created_at = models.DateTimeField(default=timezone.now, db_index=True)
    handled = models.BooleanField(default=False)

    class Meta:
        ordering = ["-created_at"]

    def __str__(self):
        return f"{self.title} from {self.email}"
