from django.db import models
from django.db.models import Q


class GptAgent(models.Model):
    """A GPT agent of the AI partner tools catalogue (spec section 3, "GPT agent").

    An external agent lives elsewhere (`external_url` opens in a new tab); an internal one runs
    here with its `instructions` (the assistants' chat, issue 12). Only published agents are
    listed."""

    name = models.CharField(max_length=120, unique=True)
    description = models.TextField(help_text="What the agent does, in one or two sentences (plain text).")
    logo_url = models.URLField(blank=True, help_text="An image URL; empty shows the agent's initials.")
    is_external = models.BooleanField(default=False)
    external_url = models.URLField(blank=True, help_text="Where an external agent opens (required for one).")
    instructions = models.TextField(
        blank=True, help_text="What an internal agent is told to do (never sent to the browser)."
    )
    is_featured = models.BooleanField(default=False, help_text="Shown under Featured GPTs.")
    is_published = models.BooleanField(default=True)
    ordering = models.PositiveSmallIntegerField(default=100, help_text="Catalogue order, smallest first.")
    number_of_conversations = models.PositiveIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ("ordering", "name")
        constraints = [
            models.CheckConstraint(
                condition=Q(is_external=False) | ~Q(external_url=""),
                name="agents_external_agent_has_url",
            ),
            models.CheckConstraint(
                condition=Q(is_external=True) | ~Q(instructions=""),
                name="agents_internal_agent_has_instructions",
            ),
        ]

    def __str__(self):
        return self.name
