"""Reads of the change workflow: a user's pending change and a change's detail view."""

from apps.changes.models import CompanyChange
from apps.companies.models import DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.companies.selectors import names_by_id


def pending_change_for_user(*, user) -> CompanyChange | None:
    """The change the user is waiting on: for their company, or their new company."""
    from apps.companies.selectors import membership_of

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
    s = change.snapshot
    detail = {
        "companyId": change.company_id,
        "companyChangeId": change.pk,
        "name": s.get("name", ""),
        "logoUrl": _logo(s.get("website", "")),
        "website": s.get("website", ""),
        "description": s.get("description", ""),
        "partnerType": s.get("partnerType"),
        "status": change.get_status_display(),
        "changeType": change.change_type,
        "changeStatus": change.status,
        "hasUserViewAccess": True,
        "hasUserEditAccess": change.status == CompanyChange.Status.PENDING,
        "members": [],
        "contacts": [
            {
                "contactId": c.get("contactId"),
                "firstName": c.get("firstName", ""),
                "lastName": c.get("lastName", ""),
                "email": c.get("email", ""),
                "position": c.get("position", ""),
                "linkedInUrl": c.get("linkedInUrl", ""),
            }
            for c in s.get("contacts", [])
        ],
        "targetInfo": {
            "isIndustryAgnostic": s.get("isIndustryAgnostic", False),
            "targetIndustries": names_by_id(Industry, s.get("targetIndustryIds")),
            "isGeoGlobal": s.get("isGeoGlobal", False),
            "geoRegions": names_by_id(GeoRegion, s.get("geoRegionIds")),
            "marketSegments": names_by_id(MarketSegment, s.get("marketSegmentIds")),
            "companySize": s.get("companySize"),
            "dealSizes": names_by_id(DealSize, s.get("dealSizeIds")),
            "goalForNextYear": s.get("goalForNextYear"),
        },
        "partnershipProgram": {
            "partnershipTypes": names_by_id(PartnershipType, s.get("partnershipTypeIds")),
            "partnerPage": s.get("partnerPage", ""),
            "partnerProgramDescription": s.get("partnerProgramDescription", ""),
            "partnerReadiness": s.get("partnerReadiness"),
        },
        "companyOffer": {"offerDescription": s.get("offerDescription", "")},
        "createdAt": change.created_at,
        "updatedAt": change.updated_at,
    }
    if change.status == CompanyChange.Status.PENDING:
        detail["status"] = "Pending Approval"
    if include_review:
        detail.update(
            {
                "author": {
                    "userId": change.author_id,
                    "email": change.author.email,
                    "firstName": change.author.first_name,
                    "lastName": change.author.last_name,
                },
                "rejectionReason": change.rejection_reason,
                "reviewedAt": change.reviewed_at,
            }
        )
    return detail


def _logo(website: str):
    from apps.companies.services import logo_url_for

    return logo_url_for(website) or None
