"""A company's detail shows its pending change to those who manage it: a change proposed,
approved, rejected or deleted retires every process's copy of that detail
(apps/companies/selectors.company_detail_for)."""

from django.db.models.signals import post_delete, post_save

from apps.changes.models import CompanyChange
from apps.companies.selectors import COMPANY_KEY


def _change_changed(sender, instance, **kwargs):
    if instance.company_id is not None:
        COMPANY_KEY.bump(instance.company_id)


def connect() -> None:
    post_save.connect(_change_changed, sender=CompanyChange, dispatch_uid="changes_detail_change_saved", weak=False)
    post_delete.connect(_change_changed, sender=CompanyChange, dispatch_uid="changes_detail_change_deleted", weak=False)
