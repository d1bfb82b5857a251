"""Keeps the fit-score index current: any committed change to what discovery scores bumps the
index version (apps/discovery/index.py), whichever process or service made it. Receivers
here, so the companies and changes services need not know about discovery."""

from django.db.models.signals import m2m_changed, post_delete, post_save
from django.dispatch import receiver

from apps.companies.models import Company, Contact, GeoRegion, Industry, MarketSegment
from apps.discovery.index import index_invalidate

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
    index_invalidate()


@receiver(m2m_changed, dispatch_uid="discovery_company_targets_changed")
def company_targets_changed(sender, action, **kwargs):
    if sender in SCORED_RELATIONS and action in ("post_add", "post_remove", "post_clear"):
        index_invalidate()


def _invalidate(**kwargs):
    index_invalidate()


# Deleted companies, contacts (profile completeness) and renamed reference items (the names
# the index answers with).
for model, uid in (
    (Company, "company"),
    (Contact, "contact"),
    (Industry, "industry"),
    (GeoRegion, "region"),
    (MarketSegment, "segment"),
):
    post_delete.connect(_invalidate, sender=model, dispatch_uid=f"discovery_{uid}_deleted", weak=False)
    if model is not Company:
        post_save.connect(_invalidate, sender=model, dispatch_uid=f"discovery_{uid}_saved", weak=False)
