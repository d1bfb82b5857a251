"""The change-approval workflow: members propose full snapshots, admins approve or reject."""

from collections.abc import Callable

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.changes import errors
from apps.changes.models import CompanyChange
from apps.companies import selectors as company_selectors
from apps.companies.models import Company, CompanyMember
from apps.companies.services import company_member_add, company_snapshot_apply
from apps.core.services import email_send

# Reads a save payload into the snapshot under the rules for a company (None: a new
# company), or raises the 400. The rules depend on the company the change is for, which only
# the service knows once it has checked who may propose; so the view hands the reading over
# (apps/changes/api/serializers.py: company_snapshot) and the service calls it after its checks.
SnapshotReader = Callable[[Company | None], dict]


def _company_for_edit(*, company_id, user) -> Company:
    company = Company.objects.filter(pk=company_id, is_approved=True).first()
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    if not company_selectors.company_edit_access(viewer=user, company=company):
        raise errors.NOT_COMPANY_EDITOR.error()
    return company


@transaction.atomic
def company_change_create(*, author, company_id: int | None, snapshot_of: SnapshotReader) -> CompanyChange:
    """A new change: of an existing company (its company admins or an admin) or of a new
    company (a member who has none). One pending change per company at a time."""
    company = _company_for_edit(company_id=company_id, user=author) if company_id else None
    if company is None and CompanyMember.objects.filter(user=author).exists():
        raise errors.HAS_COMPANY.error()
    pending_id = _pending_change_id(company=company, author=author)
    if pending_id is not None:
        raise _pending_change_exists(pending_id)
    snapshot = snapshot_of(company)
    try:
        # A savepoint: simultaneous POSTs all pass the check above, and the database's
        # one-pending-change constraints let only the first insert through.
        with transaction.atomic():
            return CompanyChange.objects.create(
                company=company,
                change_type=CompanyChange.ChangeType.UPDATED if company else CompanyChange.ChangeType.ADDED,
                snapshot=snapshot,
                author=author,
            )
    except IntegrityError:
        pending_id = _pending_change_id(company=company, author=author)
        if pending_id is None:
            raise
        raise _pending_change_exists(pending_id) from None


def _pending_change_id(*, company: Company | None, author) -> int | None:
    pending = CompanyChange.objects.filter(status=CompanyChange.Status.PENDING)
    if company is None:
        pending = pending.filter(author=author, company__isnull=True)
    else:
        pending = pending.filter(company=company)
    return pending.values_list("pk", flat=True).first()


def _pending_change_exists(change_id: int):
    return errors.PENDING_CHANGE_EXISTS.error(extra={"companyChangeId": change_id})


@transaction.atomic
def company_change_update(*, change_id: int, author, snapshot_of: SnapshotReader) -> CompanyChange:
    """Rewrites a pending change: its author, a company admin of its company, or an admin."""
    change = (
        CompanyChange.objects.select_for_update(of=("self",)).select_related("company").filter(pk=change_id).first()
    )
    if change is None:
        raise errors.CHANGE_NOT_FOUND.error()
    # A new company's proposal belongs to its author; a change of an existing company to
    # whoever may edit that company now (a demoted company admin no longer may).
    if change.company is None:
        allowed = change.author_id == author.pk or author.is_admin
    else:
        allowed = company_selectors.company_edit_access(viewer=author, company=change.company)
    if not allowed:
        raise errors.NOT_CHANGE_EDITOR.error()
    if change.status != CompanyChange.Status.PENDING:
        raise errors.CHANGE_REVIEWED_PROPOSE_NEW.error()
    change.snapshot = snapshot_of(change.company)
    change.save(update_fields=["snapshot", "updated_at"])
    return change


@transaction.atomic
def company_change_approve(*, change_id: int, reviewer) -> Company:
    """Applies the snapshot atomically. A new company gets its author as company admin."""
    change = (
        CompanyChange.objects.select_for_update(of=("self",))
        .select_related("company", "author")
        .filter(pk=change_id)
        .first()
    )
    if change is None:
        raise errors.CHANGE_NOT_FOUND.error()
    if change.status != CompanyChange.Status.PENDING:
        raise errors.CHANGE_REVIEWED.error()
    company = company_snapshot_apply(company=change.company, snapshot=change.snapshot)
    if change.company is None:
        change.company = company
        if not CompanyMember.objects.filter(user=change.author).exists():
            company_member_add(company=company, user=change.author, is_company_admin=True)
    change.status = CompanyChange.Status.APPROVED
    change.reviewer = reviewer
    change.reviewed_at = timezone.now()
    change.save(update_fields=["company", "status", "reviewer", "reviewed_at", "updated_at"])
    email_send(
        to=change.author.email,
        template="change_approved",
        context={"user": change.author, "company_name": company.name},
    )
    return company


@transaction.atomic
def company_change_reject(*, change_id: int, reviewer, reason: str) -> CompanyChange:
    change = CompanyChange.objects.select_for_update(of=("self",)).select_related("author").filter(pk=change_id).first()
    if change is None:
        raise errors.CHANGE_NOT_FOUND.error()
    if change.status != CompanyChange.Status.PENDING:
        raise errors.CHANGE_REVIEWED.error()
    change.status = CompanyChange.Status.REJECTED
    change.reviewer = reviewer
    change.reviewed_at = timezone.now()
    change.rejection_reason = reason.strip()
    change.save(update_fields=["status", "reviewer", "reviewed_at", "rejection_reason", "updated_at"])
    # The author reads the reason here and on /my-company (selectors.rejected_change_for_user).
    email_send(
        to=change.author.email,
        template="change_rejected",
        context={
            "user": change.author,
            "company_name": change.snapshot.get("name") or "your company",
            "reason": change.rejection_reason,
        },
    )
    return change
