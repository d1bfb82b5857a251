"""Which company changes alert (docs/alerts.md "When a company is matched"): a company approved
(created approved, or published again) or changing its targets (target industries, sub-regions,
market segments, Industry Agnostic, Geography Global) or its partner type. Receivers on the same
model signals discovery's index follows (apps/discovery/signals.py): the company waits to be
matched (PendingMatch, in the transaction of the change) and the match runs in a Celery task
after the commit. Other edits (a description, a logo) move scores a little but do not alert.

Memberships decide whose company a saved search is scored from: a change retires every
process's saved-search index."""

from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save, pre_save
from django.dispatch import receiver

from apps.alerts import matching, services
from apps.companies.models import Company, CompanyMember

# What a company is to a saved search beyond its target lists.
TARGET_FIELDS = ("is_approved", "is_industry_agnostic", "is_geo_global", "partner_type")
TARGET_RELATIONS = (
    Company.target_industries.through,
    Company.geo_regions.through,
    Company.market_segments.through,
)


# Companies of one transaction marked within it: enough for an approval (one company), exact
# for the baselines; the others of a bulk write (an import sends post_save for each of its
# companies) are marked in one statement right after the commit, so an import costs a
# statement, not one per company.
MARKED_WITHIN = 1


class _PendingEnqueue:
    """The companies a transaction queued for matching: marked, then enqueued once it commits."""

    def __init__(self):
        self.company_ids: set[int] = set()
        self.marked: set[int] = set()
        self.done = False

    def run(self):
        if self.done:
            return
        self.done = True
        from apps.alerts.tasks import company_alerts_match

        # Those not marked within the transaction (and any whose mark a rolled-back savepoint
        # undid); a company whose creation a savepoint rolled back is not there to match.
        company_ids = sorted(Company.objects.filter(pk__in=self.company_ids).values_list("pk", flat=True))
        services.pending_matches_mark(company_ids=company_ids, only_missing=True)
        for company_id in company_ids:
            company_alerts_match.delay(company_id)


def _current_queue(connection) -> "_PendingEnqueue | None":
    """This transaction's queue: one whose run is still among the callbacks the transaction will
    run on commit (a rolled-back transaction's callbacks are dropped, and its queue with them)."""
    pending = getattr(connection, "_alerts_pending_enqueue", None)
    if pending is None or pending.done:
        return None
    registered = any(getattr(entry[1], "__self__", None) is pending for entry in connection.run_on_commit)
    return pending if registered else None


def _queue(company_ids) -> None:
    company_ids = {int(company_id) for company_id in company_ids}
    if not company_ids:
        return
    connection = transaction.get_connection()
    pending = _current_queue(connection)
    if pending is None:
        pending = connection._alerts_pending_enqueue = _PendingEnqueue()
    new = sorted(company_ids - pending.company_ids)
    room = MARKED_WITHIN - len(pending.marked)
    if new and room > 0:
        services.pending_matches_mark(company_ids=new[:room])
        pending.marked.update(new[:room])
    pending.company_ids.update(company_ids)
    transaction.on_commit(pending.run)


@receiver(pre_save, sender=Company, dispatch_uid="alerts_company_before")
def company_before(sender, instance, raw=False, update_fields=None, **kwargs):
    if raw or instance.pk is None:
        return
    if update_fields is not None and not set(update_fields) & set(TARGET_FIELDS):
        return
    instance._alerts_before = Company.objects.filter(pk=instance.pk).values_list(*TARGET_FIELDS).first()


@receiver(post_save, sender=Company, dispatch_uid="alerts_company_saved")
def company_saved(sender, instance, created, raw=False, **kwargs):
    if raw or not instance.is_approved:
        return
    before = getattr(instance, "_alerts_before", None)
    instance._alerts_before = None
    now = tuple(getattr(instance, field) for field in TARGET_FIELDS)
    if created or (before is not None and before != now):
        _queue([instance.pk])


@receiver(m2m_changed, dispatch_uid="alerts_company_targets_changed")
def company_targets_changed(sender, instance, action, reverse, pk_set, **kwargs):
    if sender not in TARGET_RELATIONS or action not in ("post_add", "post_remove", "post_clear"):
        return
    if not reverse:
        if instance.is_approved:
            _queue([instance.pk])
    elif pk_set:  # an industry, region or segment gained or lost companies
        _queue(Company.objects.filter(pk__in=pk_set, is_approved=True).values_list("pk", flat=True))


@receiver(post_save, sender=CompanyMember, dispatch_uid="alerts_membership_saved")
@receiver(post_delete, sender=CompanyMember, dispatch_uid="alerts_membership_deleted")
def membership_changed(sender, **kwargs):
    matching.saved_searches_changed()
