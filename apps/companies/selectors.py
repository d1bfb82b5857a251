"""Reads of the companies context: details (with view access), memberships, suggestions."""

from django.db.models import Prefetch

from apps.billing.selectors import user_has_active_subscription
from apps.companies.models import (
    Company,
    CompanyJoinRequest,
    CompanyMember,
    DealSize,
    GeoRegion,
    Industry,
    MarketSegment,
    PartnershipType,
)
from apps.companies.reference import COMPANY_SIZES, GOALS, PARTNER_TYPES, READINESS_LEVELS


def email_domain(email: str) -> str:
    return (email or "").strip().lower().rpartition("@")[2]


def company_visible_get(*, company_id) -> Company | None:
    """An approved company with everything its detail view shows, or None."""
    return (
        Company.objects.filter(pk=company_id, is_approved=True)
        .prefetch_related(
            "target_industries",
            "geo_regions",
            "market_segments",
            "deal_sizes",
            "partnership_types",
            "contacts",
            Prefetch("members", queryset=CompanyMember.objects.order_by("joined_at", "id")),
        )
        .first()
    )


def membership_of(*, user) -> CompanyMember | None:
    if not user or not user.is_authenticated:
        return None
    return CompanyMember.objects.select_related("company").filter(user=user).first()


def company_view_access(*, viewer, company: Company) -> bool:
    """Extended details: admins, the company's own members, and members on an active paid plan."""
    if viewer is None or not viewer.is_authenticated:
        return False
    if viewer.is_admin or CompanyMember.objects.filter(company=company, user=viewer).exists():
        return True
    return user_has_active_subscription(user=viewer)


def company_edit_access(*, viewer, company: Company) -> bool:
    """Proposing changes: global admins and the company's own company admins."""
    if viewer is None or not viewer.is_authenticated:
        return False
    if viewer.is_admin:
        return True
    return CompanyMember.objects.filter(company=company, user=viewer, is_company_admin=True).exists()


def user_company_summary(*, user):
    membership = membership_of(user=user)
    if membership is None or not membership.company.is_approved:
        return None
    company = membership.company
    return {"companyId": company.pk, "name": company.name, "logoUrl": company.logo_url or None}


def company_suggestion_for(*, user) -> Company | None:
    """The approved company whose website host is the user's e-mail domain."""
    domain = email_domain(user.email)
    if not domain:
        return None
    return Company.objects.filter(domain=domain, is_approved=True).order_by("id").first()


def join_requests_pending(*, company: Company):
    return CompanyJoinRequest.objects.filter(company=company, status=CompanyJoinRequest.Status.PENDING).select_related(
        "user"
    )


def _items(queryset):
    return [{"id": item.pk, "name": item.name} for item in queryset]


def lookups() -> dict:
    """Every option list of the company form."""
    sub_regions = (
        GeoRegion.objects.filter(parent__isnull=False).select_related("parent").order_by("parent__name", "name")
    )
    return {
        "industries": _items(Industry.objects.order_by("name")),
        "geoRegions": [
            {"id": r.pk, "name": r.name, "parentId": r.parent_id, "parentName": r.parent.name} for r in sub_regions
        ],
        "marketSegments": _items(MarketSegment.objects.order_by("id")),
        "dealSizes": _items(DealSize.objects.order_by("id")),
        "partnershipTypes": _items(PartnershipType.objects.order_by("id")),
        "companySizes": [{"id": i, "name": n} for i, n in COMPANY_SIZES],
        "goals": [{"id": i, "name": n} for i, n in GOALS],
        "readinessLevels": [{"id": i, "name": n} for i, n in READINESS_LEVELS],
        "partnerTypes": [{"id": i, "name": n} for i, n in PARTNER_TYPES],
    }


def geo_regions(*, sub_regions_only: bool):
    regions = GeoRegion.objects.select_related("parent").order_by("parent__name", "name")
    if sub_regions_only:
        regions = regions.filter(parent__isnull=False)
    return [
        {
            "id": r.pk,
            "name": r.name,
            "parentId": r.parent_id,
            "parentName": r.parent.name if r.parent_id else None,
        }
        for r in regions
    ]


def names_by_id(model, ids) -> list[dict]:
    """[{id, name}] for ids, in the stored order of the names."""
    rows = {item.pk: item.name for item in model.objects.filter(pk__in=ids or [])}
    return [{"id": i, "name": rows[i]} for i in ids or [] if i in rows]


def company_detail(*, company: Company, viewer, pending_change_id=None) -> dict:
    """The detail view of spec section 3. Extended details are left out (null) for a
    viewer without view access: the server never sends them."""
    view = company_view_access(viewer=viewer, company=company)
    edit = company_edit_access(viewer=viewer, company=company)
    members = []
    for member in company.members.select_related("user"):
        entry = {"userId": member.user_id, "isCompanyAdmin": member.is_company_admin}
        if edit:  # names and addresses only for those who manage the members
            entry.update(firstName=member.user.first_name, lastName=member.user.last_name, email=member.user.email)
        members.append(entry)
    detail = {
        "companyId": company.pk,
        "companyChangeId": pending_change_id,
        "name": company.name,
        "logoUrl": company.logo_url or None,
        "website": company.website,
        "description": company.description,
        "partnerType": company.partner_type,
        "status": "Pending Approval" if pending_change_id else "Approved",
        "hasUserViewAccess": view,
        "hasUserEditAccess": edit,
        "members": members,
        "contacts": None,
        "targetInfo": None,
        "partnershipProgram": None,
        "companyOffer": None,
    }
    if view:
        detail.update(
            {
                "contacts": [
                    {
                        "contactId": c.pk,
                        "firstName": c.first_name,
                        "lastName": c.last_name,
                        "email": c.email,
                        "position": c.position,
                        "linkedInUrl": c.linkedin_url,
                    }
                    for c in company.contacts.all()
                ],
                "targetInfo": {
                    "isIndustryAgnostic": company.is_industry_agnostic,
                    "targetIndustries": _items(company.target_industries.all()),
                    "isGeoGlobal": company.is_geo_global,
                    "geoRegions": _items(company.geo_regions.all()),
                    "marketSegments": _items(company.market_segments.all()),
                    "companySize": company.company_size,
                    "dealSizes": _items(company.deal_sizes.all()),
                    "goalForNextYear": company.goal_for_next_year,
                },
                "partnershipProgram": {
                    "partnershipTypes": _items(company.partnership_types.all()),
                    "partnerPage": company.partner_page,
                    "partnerProgramDescription": company.partner_program_description,
                    "partnerReadiness": company.partner_readiness,
                },
                "companyOffer": {"offerDescription": company.offer_description},
            }
        )
    return detail


def partner_programs_page(*, featured: bool | None, page_number: int, page_size: int):
    """A page of program cards (public fields only) and whether another page follows."""
    companies = Company.objects.filter(is_approved=True).exclude(partner_program_description="")
    if featured is not None:
        companies = companies.filter(is_featured=featured)
    start = (page_number - 1) * page_size
    rows = list(
        companies.order_by("-is_featured", "name", "id").values("id", "name", "logo_url", "description")[
            start : start + page_size + 1
        ]
    )
    from apps.core.sanitize import rich_text_plain

    cards = [
        {
            "companyId": row["id"],
            "companyName": row["name"],
            "companyLogoUrl": row["logo_url"] or None,
            "description": rich_text_plain(row["description"]),
        }
        for row in rows[:page_size]
    ]
    return cards, len(rows) > page_size
