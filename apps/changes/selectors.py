"""Reads of the change workflow: a user's pending change and a change's detail view."""

from apps.changes.models import CompanyChange
from apps.companies.selectors import company_detail_build, membership_of, snapshot_values


def change_get(*, change_id: int) -> CompanyChange | None:
    return CompanyChange.objects.select_related("author").filter(pk=change_id).first()


def pending_change_for_user(*, user) -> CompanyChange | None:
    """The change the user is waiting on: for their company, or their new company."""
    membership = membership_of(user=user)
    pending = CompanyChange.objects.filter(status=CompanyChange.Status.PENDING)
    if membership is not None:
        change = pending.filter(company=membership.company).first()
        if change is not None:
            return change
    # Otherwise their proposal of a new company (an admin's change to someone else's
    # company is not their own pending company).
    return pending.filter(author=user, company__isnull=True).order_by("-created_at").first()


def user_has_pending_new_company(*, user) -> bool:
    return CompanyChange.objects.filter(author=user, company__isnull=True, status=CompanyChange.Status.PENDING).exists()


def user_has_pending_company(*, user) -> bool:
    return pending_change_for_user(user=user) is not None


def pending_change_id_for_company(*, company) -> int | None:
    return (
        CompanyChange.objects.filter(company=company, status=CompanyChange.Status.PENDING)
        .values_list("pk", flat=True)
        .first()
    )


def change_detail(*, change: CompanyChange, include_review: bool = False) -> dict:
    """A change in the company detail shape (the proposed values), plus its review state."""
    pending = change.status == CompanyChange.Status.PENDING
    detail = company_detail_build(
        snapshot_values(change.snapshot),
        company_id=change.company_id,
        change_id=change.pk,
        status="Pending Approval" if pending else change.get_status_display(),
        view=True,
        edit=pending,
        members=[],
    )
    detail.update(
        changeType=change.change_type,
        changeStatus=change.status,
        createdAt=change.created_at,
        updatedAt=change.updated_at,
    )
    if include_review:
        detail.update(
            author={
                "userId": change.author_id,
                "email": change.author.email,
                "firstName": change.author.first_name,
                "lastName": change.author.last_name,
            },
            rejectionReason=change.rejection_reason,
            reviewedAt=change.reviewed_at,
        )
    return detail
