"""The change-approval workflow: members propose full snapshots, admins approve or reject."""

from django.db import IntegrityError, transaction
from django.utils import timezone

from apps.changes.models import CompanyChange
from apps.changes.payload import company_payload_validate
from apps.companies import selectors as company_selectors
from apps.companies.models import Company, CompanyMember
from apps.companies.services import company_member_add, company_snapshot_apply
from apps.core.exceptions import ApplicationError

SAVE_FAILED = "Please correct the highlighted fields."


def _validated(*, payload: dict, company: Company | None) -> dict:
    existing = {c.pk: c.email for c in company.contacts.all()} if company else {}
    snapshot, errors = company_payload_validate(payload, is_new=company is None, existing_contacts=existing)
    if errors:
        raise ApplicationError(SAVE_FAILED, errors=errors)
    if company is not None and "offerDescription" not in payload:
        # An update that leaves the offer out keeps it (the edit form has no offer field).
        snapshot["offerDescription"] = company.offer_description
    return snapshot


def _company_for_edit(*, company_id, user) -> Company:
    company = Company.objects.filter(pk=company_id, is_approved=True).first()
    if company is None:
        raise ApplicationError("Company not found.", status_code=404, code="notFound")
    if not company_selectors.company_edit_access(viewer=user, company=company):
        raise ApplicationError(
            "Only this company's admins can propose changes to it.", status_code=403, code="notCompanyEditor"
        )
    return company


@transaction.atomic
def company_change_create(*, author, payload: dict) -> CompanyChange:
    """A new change: of an existing company (its company admins or an admin) or of a new
    company (a member who has none). One pending change per company at a time."""
    company_id = payload.get("companyId")
    company = _company_for_edit(company_id=company_id, user=author) if company_id else None
    if company is None and CompanyMember.objects.filter(user=author).exists():
        raise ApplicationError("You already belong to a company: edit it instead.", status_code=409, code="hasCompany")
    pending_id = _pending_change_id(company=company, author=author)
    if pending_id is not None:
        raise _pending_change_exists(pending_id)
    snapshot = _validated(payload=payload, company=company)
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


def _pending_change_exists(change_id: int) -> ApplicationError:
    return ApplicationError(
        "A change is already waiting for approval: update it instead.",
        status_code=409,
        code="pendingChangeExists",
        extra={"companyChangeId": change_id},
    )


@transaction.atomic
def company_change_update(*, change_id: int, author, payload: dict) -> CompanyChange:
    """Rewrites a pending change: its author, a company admin of its company, or an admin."""
    change = (
        CompanyChange.objects.select_for_update(of=("self",)).select_related("company").filter(pk=change_id).first()
    )
    if change is None:
        raise ApplicationError("Company change not found.", status_code=404, code="notFound")
    # A new company's proposal belongs to its author; a change of an existing company to
    # whoever may edit that company now (a demoted company admin no longer may).
    if change.company is None:
        allowed = change.author_id == author.pk or author.is_admin
    else:
        allowed = company_selectors.company_edit_access(viewer=author, company=change.company)
    if not allowed:
        raise ApplicationError("You cannot edit this change.", status_code=403, code="notAllowed")
    if change.status != CompanyChange.Status.PENDING:
        raise ApplicationError(
            "This change has already been reviewed: propose a new one.", status_code=409, code="changeReviewed"
        )
    change.snapshot = _validated(payload=payload, company=change.company)
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
        raise ApplicationError("Company change not found.", status_code=404, code="notFound")
    if change.status != CompanyChange.Status.PENDING:
        raise ApplicationError("This change has already been reviewed.", status_code=409, code="changeReviewed")
    company = company_snapshot_apply(company=change.company, snapshot=change.snapshot)
    if change.company is None:
        change.company = company
        if not CompanyMember.objects.filter(user=change.author).exists():
            company_member_add(company=company, user=change.author, is_company_admin=True)
    change.status = CompanyChange.Status.APPROVED
    change.reviewer = reviewer
    change.reviewed_at = timezone.now()
    change.save(update_fields=["company", "status", "reviewer", "reviewed_at", "updated_at"])
    return company


@transaction.atomic
def company_change_reject(*, change_id: int, reviewer, reason: str) -> CompanyChange:
    change = CompanyChange.objects.select_for_update().filter(pk=change_id).first()
    if change is None:
        raise ApplicationError("Company change not found.", status_code=404, code="notFound")
    if change.status != CompanyChange.Status.PENDING:
        raise ApplicationError("This change has already been reviewed.", status_code=409, code="changeReviewed")
    change.status = CompanyChange.Status.REJECTED
    change.reviewer = reviewer
    change.reviewed_at = timezone.now()
    change.rejection_reason = reason.strip()
    change.save(update_fields=["status", "reviewer", "reviewed_at", "rejection_reason", "updated_at"])
    return change
