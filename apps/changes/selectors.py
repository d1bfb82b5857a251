"""Reads of the change workflow: a user's pending change, a change's detail view, and the
admin area's company lists and change review (issue 10)."""

from django.db.models import F, OuterRef, Q, Subquery
from django.db.models.fields.json import KT
from django.db.models.functions import Lower

from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.selectors import (
    CONTACT_FIELDS,
    VALUE_FIELDS,
    company_detail,
    company_detail_build,
    company_values,
    membership_of,
    program_card_targets,
    proposed_logo_url,
    snapshot_values,
)
from apps.core.formats import website_host


def with_company_logo(changes):
    """Changes with their company's logo and the host it was fetched for (joined: no query of
    its own, and not the company's row, whose description may be megabytes)."""
    return changes.annotate(company_logo_url=F("company__logo_url"), company_logo_host=F("company__logo_host"))


def change_logo_url(change: CompanyChange) -> str | None:
    """The logo a change shows (companies.selectors.proposed_logo_url); the change read through
    with_company_logo."""
    return proposed_logo_url(
        change.snapshot.get("website", ""),
        logo_url=getattr(change, "company_logo_url", None),
        logo_host=getattr(change, "company_logo_host", None),
    )


def change_get(*, change_id: int) -> CompanyChange | None:
    return with_company_logo(CompanyChange.objects.select_related("author")).filter(pk=change_id).first()


def pending_change_for_user(*, user) -> CompanyChange | None:
    """The change the user is waiting on: for their company, or their new company."""
    membership = membership_of(user=user)
    pending = with_company_logo(CompanyChange.objects.filter(status=CompanyChange.Status.PENDING))
    if membership is not None:
        change = pending.filter(company=membership.company).first()
        if change is not None:
            return change
    # Otherwise their proposal of a new company (an admin's change to someone else's
    # company is not their own pending company).
    return pending.filter(author=user, company__isnull=True).order_by("-created_at").first()


def rejected_change_for_user(*, user) -> CompanyChange | None:
    """The user's latest reviewed change when it was rejected, so /my-company can say why.

    The same scope as pending_change_for_user (their company's changes, or their proposals of
    a new company); nothing while a change is pending or once a later one was approved.
    """
    membership = membership_of(user=user)
    scope = Q(author=user, company__isnull=True)
    if membership is not None:
        scope |= Q(company_id=membership.company_id)
    latest = CompanyChange.objects.filter(scope).order_by("-created_at", "-pk").first()
    if latest is None or latest.status != CompanyChange.Status.REJECTED:
        return None
    return latest


def user_has_pending_new_company(*, user) -> bool:
    return CompanyChange.objects.filter(author=user, company__isnull=True, status=CompanyChange.Status.PENDING).exists()


def user_has_pending_company(*, user) -> bool:
    """Whether pending_change_for_user finds one, in one query."""
    mine = Q(company__members__user=user) | Q(author=user, company__isnull=True)
    return CompanyChange.objects.filter(mine, status=CompanyChange.Status.PENDING).exists()


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
        snapshot_values(change.snapshot, logo_url=change_logo_url(change)),
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


# --- the admin area (issue 10) ----------------------------------------------------------------


def admin_active_company_list():
    """The approved companies for the admin's Active Companies table, with the id of the
    change waiting for each (if any). Filtered, sorted and paged by the list view; the names a
    row shows are read for the whole page in one more query by its serializer
    (AdminActiveCompanyList: count, page, names)."""
    pending = CompanyChange.objects.filter(company=OuterRef("pk"), status=CompanyChange.Status.PENDING).values("pk")
    return (
        Company.objects.filter(is_approved=True)
        .annotate(pending_change_id=Subquery(pending[:1]), name_key=Lower("name"))
        .order_by("name_key", "pk")
    )


def admin_active_company_names(*, company_ids) -> dict[int, dict[str, list[str]]]:
    """The target industries' and sub-regions' names of a page of Active Companies rows, by
    company id, in one query (`targertIndustries`, `geoRegions`: alphabetical)."""
    return program_card_targets(company_ids=company_ids)


def admin_change_list():
    """Company changes for the admin's Pending Companies table (the list view keeps the
    statuses asked for, Pending by default). The company name is the proposed one. The table's
    pages are read as admin_change_rows; this is the same list as changes (the row a serializer
    writes alone)."""
    return (
        with_company_logo(CompanyChange.objects)
        .annotate(company_name=KT("snapshot__name"), name_key=Lower(KT("snapshot__name")))
        .only("pk", "company_id", "status", "change_type", "snapshot", "created_at")
        .order_by("name_key", "pk")
    )


# The columns of a Pending Companies row (apps.changes.api.admin_serializers.admin_pending_row).
ADMIN_CHANGE_ROW_COLUMNS = (
    "id",
    "company_id",
    "company_name",
    "status",
    "change_type",
    "created_at",
    "website",
    "company_logo_url",
    "company_logo_host",
)


def admin_change_rows():
    """admin_change_list (the same changes, filters, search and order) as rows of
    ADMIN_CHANGE_ROW_COLUMNS: only the snapshot's name and website leave the database, not the
    whole proposed company (its description may be long), and no model is built."""
    return (
        with_company_logo(CompanyChange.objects)
        .annotate(
            company_name=KT("snapshot__name"), name_key=Lower(KT("snapshot__name")), website=KT("snapshot__website")
        )
        .order_by("name_key", "pk")
        .values(*ADMIN_CHANGE_ROW_COLUMNS)
    )


# The values an admin compares: every value of a company but its logo (derived from the website).
COMPARED_FIELDS = tuple(key for key in VALUE_FIELDS if key != "logoUrl")


def _comparable(key: str, value):
    """Lists of reference items compare as sets of ids (their order means nothing); contacts
    by their fields in order (ids of contacts a change adds are null)."""
    if key == "contacts":
        return [tuple(contact.get(field, "") for field in CONTACT_FIELDS) for contact in value or []]
    if isinstance(value, list):
        return sorted(item["id"] for item in value)
    return value


def changed_fields(proposed: dict, current: dict) -> list[str]:
    """The names of COMPARED_FIELDS whose proposed value differs from the live company's."""
    return [key for key in COMPARED_FIELDS if _comparable(key, proposed[key]) != _comparable(key, current[key])]


def _company_for_review(*, company_id) -> Company | None:
    """The live company a change updates, published or not, with its contacts (its lists
    and members are read by company_values and company_detail, one query each)."""
    return Company.objects.filter(pk=company_id).prefetch_related("contacts").first()


def change_review(*, change: CompanyChange, reviewer) -> dict:
    """What an admin reviews: the change (the proposed snapshot, its author and review
    state); for an update the live company beside it and the fields that differ; and a
    warning for every other approved company on the proposed website's host."""
    detail = change_detail(change=change, include_review=True)
    proposed = snapshot_values(change.snapshot, logo_url=detail["logoUrl"])
    company = _company_for_review(company_id=change.company_id) if change.company_id else None
    detail["currentCompany"] = None
    detail["changedFields"] = []
    if company is not None:
        pending_id = change.pk if change.status == CompanyChange.Status.PENDING else None
        detail["currentCompany"] = company_detail(company=company, viewer=reviewer, pending_change_id=pending_id)
        detail["changedFields"] = changed_fields(proposed, company_values(company, extended=True))
    host = website_host(proposed["website"])
    same_host = (
        Company.objects.filter(domain=host, is_approved=True).exclude(pk=change.company_id).order_by("name", "pk")
        if host
        else Company.objects.none()
    )
    detail["sameHostCompanies"] = [{"companyId": c.pk, "companyName": c.name, "website": c.website} for c in same_host]
    detail["warnings"] = [
        f"The website host {host} already belongs to the approved company {c['companyName']}."
        for c in detail["sameHostCompanies"]
    ]
    return detail
