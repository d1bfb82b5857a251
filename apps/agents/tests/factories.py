"""factory_boy factories of the agents app.

GptAgentFactory()                                an internal agent
GptAgentFactory(is_external=True)                an external one (with its URL)
GptAgentFactory(is_featured=True, number_of_conversations=1500)
"""

import factory
from factory.django import DjangoModelFactory

from apps.agents.models import GptAgent


class GptAgentFactory(DjangoModelFactory):
    class Meta:
        model = GptAgent

    name = factory.Sequence(lambda n: f"Agent {n:03d}")
    description = factory.LazyAttribute(lambda o: f"{o.name} helps partnership teams.")
    is_external = False
    external_url = factory.LazyAttribute(
        lambda o: f"https://gpts.example/{o.name.lower().replace(' ', '-')}" if o.is_external else ""
    )
    instructions = factory.LazyAttribute(lambda o: "" if o.is_external else f"You are {o.name}.")
    ordering = factory.Sequence(lambda n: n)
