"""Keeps the assistants' vocabulary current (apps/assistants/understanding/vocabulary.py): a
reference item added, renamed or removed in any process retires every process's copy, as the
discovery index is kept current by apps/discovery/signals.py."""

from django.db.models.signals import post_delete, post_save

from apps.assistants.understanding.vocabulary import VOCABULARY_KEY
from apps.companies.models import GeoRegion, Industry, MarketSegment, PartnershipType


def _vocabulary_changed(**kwargs):
    VOCABULARY_KEY.bump()


for model in (Industry, GeoRegion, MarketSegment, PartnershipType):
    for signal, name in ((post_save, "saved"), (post_delete, "deleted")):
        signal.connect(
            _vocabulary_changed, sender=model, dispatch_uid=f"assistants_{model.__name__.lower()}_{name}", weak=False
        )
