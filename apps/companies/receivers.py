"""Keeps the company details cache current (selectors.company_detail_for): any change to what a
detail shows retires every process's copy of it, whichever service, import, admin screen or
shell made it. The change workflow bumps for its pending changes (apps/changes/receivers.py);
bulk writes that send no signals bump the whole catalogue (importer.py). And queues the fetch
of a company's logo when its website host is new (logo_jobs.company_logo_refresh)."""

from django.conf import settings
from django.db.models.signals import m2m_changed, post_delete, post_save

from apps.companies.logo_jobs import company_logo_fetch_queue
from apps.companies.models import (
    Company,
    CompanyMember,
    Contact,
    DealSize,
    FeaturedWindow,
    GeoRegion,
    Industry,
    MarketSegment,
    PartnershipType,
)
from apps.companies.selectors import CATALOGUE_KEY, COMPANY_KEY
from apps.companies.selectors import RELATIONS as SHOWN_RELATIONS

# What a member's entry in a detail shows of their account (to those who manage the company).
MEMBER_FIELDS = frozenset({"first_name", "last_name", "email"})

# The link tables of the reference lists a detail shows (selectors.RELATIONS).
RELATIONS = tuple(getattr(Company, field).through for _, field in SHOWN_RELATIONS)


def _company_changed(sender, instance, **kwargs):
    COMPANY_KEY.bump(instance.pk)


def _part_changed(sender, instance, **kwargs):
    COMPANY_KEY.bump(instance.company_id)


def _reference_changed(sender, instance, **kwargs):
    CATALOGUE_KEY.bump()


def _relation_changed(sender, instance, action, reverse, pk_set, **kwargs):
    if sender not in RELATIONS or action not in ("post_add", "post_remove", "pre_clear", "post_clear"):
        return
    if not reverse:  # company.target_industries.set(...)
        COMPANY_KEY.bump(instance.pk)
    elif pk_set:  # industry.companies.add(...)
        COMPANY_KEY.bump(*pk_set)
    else:  # industry.companies.clear()
        CATALOGUE_KEY.bump()


def _member_account_changed(sender, instance, update_fields=None, created=False, **kwargs):
    if created or (update_fields is not None and not MEMBER_FIELDS & set(update_fields)):
        return
    company_ids = CompanyMember.objects.filter(user_id=instance.pk).values_list("company_id", flat=True)
    COMPANY_KEY.bump(*company_ids)


def _logo_due(sender, instance, raw=False, using=None, **kwargs):
    """A company saved with a website host its logo was not fetched for (new, a changed
    website, an import): the fetch is queued for after the commit (logo_jobs.company_logo_refresh)."""
    if raw or instance.domain == instance.logo_host:
        return
    company_logo_fetch_queue(company_id=instance.pk, using=using)


def connect() -> None:
    post_save.connect(_company_changed, sender=Company, dispatch_uid="companies_detail_company_saved", weak=False)
    post_save.connect(_logo_due, sender=Company, dispatch_uid="companies_logo_due", weak=False)
    post_delete.connect(_company_changed, sender=Company, dispatch_uid="companies_detail_company_deleted", weak=False)
    for model in (CompanyMember, Contact, FeaturedWindow):
        name = model._meta.model_name
        post_save.connect(_part_changed, sender=model, dispatch_uid=f"companies_detail_{name}_saved", weak=False)
        post_delete.connect(_part_changed, sender=model, dispatch_uid=f"companies_detail_{name}_deleted", weak=False)
    for model in (Industry, GeoRegion, MarketSegment, DealSize, PartnershipType):
        uid = f"companies_detail_{model._meta.model_name}"
        post_save.connect(_reference_changed, sender=model, dispatch_uid=f"{uid}_saved", weak=False)
        post_delete.connect(_reference_changed, sender=model, dispatch_uid=f"{uid}_deleted", weak=False)
    m2m_changed.connect(_relation_changed, dispatch_uid="companies_detail_relation_changed", weak=False)
    post_save.connect(
        _member_account_changed,
        sender=settings.AUTH_USER_MODEL,
        dispatch_uid="companies_detail_member_account_saved",
        weak=False,
    )
