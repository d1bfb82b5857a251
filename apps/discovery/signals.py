"""Keeps the fit-score index current: any committed change to what discovery scores bumps the
index's version key with the ids of the companies it changed (apps/discovery/index.py
INDEX_KEY), whichever
process or service made it. Receivers here, so the companies and changes services need not know
about discovery."""

from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from apps.companies.models import Company, Contact, GeoRegion, Industry, MarketSegment
from apps.discovery.index import INDEX_KEY

# Company fields the score does not read: saving only these leaves the index as it is.
UNSCORED_FIELDS = frozenset({"name", "domain", "domain_join_policy", "is_featured", "updated_at"})

SCORED_RELATIONS = (
    Company.target_industries.through,
    Company.geo_regions.through,
    Company.market_segments.through,
    Company.deal_sizes.through,
    Company.partnership_types.through,
)


@receiver(post_save, sender=Company, dispatch_uid="discovery_company_saved")
def company_saved(sender, instance, update_fields=None, **kwargs):
    if update_fields is not None and set(update_fields) <= UNSCORED_FIELDS:
        return
    INDEX_KEY.bump(instance.pk)


@receiver(post_delete, sender=Company, dispatch_uid="discovery_company_deleted")
def company_deleted(sender, instance, **kwargs):
    INDEX_KEY.bump(instance.pk)


@receiver(m2m_changed, dispatch_uid="discovery_company_targets_changed")
def company_targets_changed(sender, instance, action, reverse, pk_set=None, **kwargs):
    if sender not in SCORED_RELATIONS or action not in ("post_add", "post_remove", "post_clear"):
        return
    if not reverse:  # company.target_industries.add(...): the company changed
        INDEX_KEY.bump(instance.pk)
    elif pk_set is None:  # industry.companies.clear(): companies not named, so anything
        INDEX_KEY.bump()
    elif pk_set:  # industry.companies.add(...): those companies
        INDEX_KEY.bump(*pk_set)


@receiver(post_save, sender=Contact, dispatch_uid="discovery_contact_saved")
@receiver(post_delete, sender=Contact, dispatch_uid="discovery_contact_deleted")
def contact_changed(sender, instance, **kwargs):
    INDEX_KEY.bump(instance.company_id)  # contacts count towards profile completeness


def _reference_changed(**kwargs):
    INDEX_KEY.bump()  # the names and bit positions of every row: rebuilt


# Renamed, added or deleted reference items (the names the index answers with).
for model, uid in ((Industry, "industry"), (GeoRegion, "region"), (MarketSegment, "segment")):
    post_delete.connect(_reference_changed, sender=model, dispatch_uid=f"discovery_{uid}_deleted", weak=False)
    post_save.connect(_reference_changed, sender=model, dispatch_uid=f"discovery_{uid}_saved", weak=False)
