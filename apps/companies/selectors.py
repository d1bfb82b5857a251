"""Reads of the companies context: details (with view access), memberships, suggestions."""

import itertools
import json
import logging
import threading
from datetime import datetime

import numpy as np
from django.conf import settings
from django.db import DEFAULT_DB_ALIAS, DatabaseError, connections, router
from django.db.models import BooleanField, Case, CharField, Exists, F, IntegerField, OuterRef, Q, Subquery, Value, When
from django.db.models.functions import Length, Mod
from django.utils import timezone

from apps.billing import selectors as billing_selectors
from apps.billing.selectors import user_has_active_subscription
from apps.companies import errors, hooks
from apps.companies.models import (
    Company,
    CompanyImport,
    CompanyJoinRequest,
    CompanyMember,
    Contact,
    DealSize,
    FeaturedWindow,
    GeoRegion,
    Industry,
    MarketSegment,
    PartnershipType,
)
from apps.core.db import binary_cursor, prepared_cursor
from apps.core.db_router import replica_reads
from apps.core.formats import email_domain, website_host
from apps.core.versioned import LocalCache, VersionKey, shared_get, shared_set, versions_get

logger = logging.getLogger(__name__)


def proposed_logo_url(website: str, *, logo_url: str | None, logo_host: str | None) -> str | None:
    """The logo of a proposed website (a change): the company's own logo (`logo_url`, fetched for
    `logo_host`) while the proposal keeps that host; None for another host or a new company (the
    SPA shows the initials; the logo is fetched once the change is approved)."""
    host = website_host(website)
    return (logo_url or None) if host and host == logo_host else None


def company_visible_get(*, company_id, now=None) -> Company | None:
    """An approved company (its row, when its open featured window ends and when its next one
    starts, in one query: company_detail reads the rest of what the detail shows), or None."""
    now = now or timezone.now()
    featured_until = (
        FeaturedWindow.objects.filter(company=OuterRef("pk"), starts_at__lte=now, ends_at__gt=now)
        .order_by("-ends_at")
        .values("ends_at")[:1]
    )
    featured_next = (
        FeaturedWindow.objects.filter(company=OuterRef("pk"), starts_at__gt=now)
        .order_by("starts_at")
        .values("starts_at")[:1]
    )
    return (
        Company.objects.filter(pk=company_id, is_approved=True)
        .annotate(featured_until=Subquery(featured_until), featured_next=Subquery(featured_next))
        .first()
    )


def company_visible(*, company_id) -> Company:
    """An approved company, or the 404."""
    company = company_visible_get(company_id=company_id)
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    return company


def company_for_editor(*, company_id, viewer) -> Company:
    """An approved company for those who manage it (its company admins and admins): the 404,
    or the 403 for anyone else. The one check of the calls on a company's own settings."""
    company = company_visible(company_id=company_id)
    if not company_edit_access(viewer=viewer, company=company):
        raise errors.NOT_COMPANY_EDITOR.error()
    return company


def membership_of(*, user) -> CompanyMember | None:
    if not user or not user.is_authenticated:
        return None
    return CompanyMember.objects.select_related("company").filter(user=user).first()


def company_view_access(*, viewer, company: Company, members=None) -> bool:
    """Extended details: admins, the company's own members, and members on an active paid plan.
    `members`: the company's memberships when the caller has them (saves a query)."""
    if viewer is None or not viewer.is_authenticated:
        return False
    if viewer.is_admin:
        return True
    if members is not None:
        is_member = any(member.user_id == viewer.pk for member in members)
    else:
        is_member = CompanyMember.objects.filter(company=company, user=viewer).exists()
    return is_member or user_has_active_subscription(user=viewer)


def company_edit_access(*, viewer, company: Company, members=None) -> bool:
    """Proposing changes and managing the company: admins and the company's own company admins."""
    if viewer is None or not viewer.is_authenticated:
        return False
    if viewer.is_admin:
        return True
    if members is not None:
        return any(member.user_id == viewer.pk and member.is_company_admin for member in members)
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


def company_import_get(*, job_id) -> CompanyImport:
    """An import job as the import screen polls it (without the file's bytes), or the 404."""
    job = CompanyImport.objects.defer("content").filter(pk=job_id).first()
    if job is None:
        raise errors.IMPORT_NOT_FOUND.error()
    return job


def join_requests_pending(*, company: Company):
    return CompanyJoinRequest.objects.filter(company=company, status=CompanyJoinRequest.Status.PENDING).select_related(
        "user"
    )


def industries():
    return Industry.objects.order_by("name")


def _items(queryset):
    return [{"id": item.pk, "name": item.name} for item in queryset]


def _choices(choices):
    return [{"id": value, "name": label} for value, label in choices]


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
        "companySizes": _choices(Company.Size.choices),
        "goals": _choices(Company.Goal.choices),
        "readinessLevels": _choices(Company.Readiness.choices),
        "partnerTypes": _choices(Company.PartnerType.choices),
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


# --- the company detail (spec section 3), of a live company and of a change's snapshot ----
#
# Both are read into the same "values" (the save payload's names, relations as [{id, name}])
# and shaped by one builder; apps/companies/api/serializers.py declares the shape.

TARGET_INFO = (
    "isIndustryAgnostic",
    "targetIndustries",
    "isGeoGlobal",
    "geoRegions",
    "marketSegments",
    "companySize",
    "dealSizes",
    "goalForNextYear",
)
PARTNERSHIP_PROGRAM = ("partnershipTypes", "partnerPage", "partnerProgramDescription", "partnerReadiness")


# The reference lists of a company: (name in the detail, Company many-to-many field).
RELATIONS = (
    ("targetIndustries", "target_industries"),
    ("geoRegions", "geo_regions"),
    ("marketSegments", "market_segments"),
    ("dealSizes", "deal_sizes"),
    ("partnershipTypes", "partnership_types"),
)


def _relation_items(company: Company) -> dict[str, list[dict]]:
    """The company's reference lists as {name: [{id, name}]}, each in its model's order, in
    one query (a UNION of the five link tables) unless the caller prefetched them all."""
    if hasattr(company, "_relation_items"):  # read already (e.g. a review shows the company twice)
        return company._relation_items
    cache = getattr(company, "_prefetched_objects_cache", {})
    if all(field in cache for _, field in RELATIONS):
        return {key: _items(getattr(company, field).all()) for key, field in RELATIONS}
    parts = []
    for key, field_name in RELATIONS:
        field = Company._meta.get_field(field_name)
        item = field.m2m_reverse_field_name()  # the link table's foreign key to the item
        by_name = field.related_model._meta.ordering[0] == "name"  # else by id (deal sizes)
        parts.append(
            field.remote_field.through.objects.filter(**{field.m2m_field_name(): company.pk})
            .order_by()
            .values(
                kind=Value(key, output_field=CharField()),
                item_id=F(f"{item}_id"),
                item_name=F(f"{item}__name"),
                sort_name=F(f"{item}__name") if by_name else Value("", output_field=CharField()),
            )
        )
    rows = parts[0].union(*parts[1:], all=True).order_by("sort_name", "item_id")
    items = {key: [] for key, _ in RELATIONS}
    for row in rows:
        items[row["kind"]].append({"id": row["item_id"], "name": row["item_name"]})
    company._relation_items = items
    return items


# The keys of company_values(extended=True) and snapshot_values, in the detail's names; a
# contact's keys. One list for everyone who reads them (the change review compares them).
VALUE_FIELDS = (
    "name",
    "logoUrl",
    "website",
    "description",
    "partnerType",
    "contacts",
    "isIndustryAgnostic",
    "targetIndustries",
    "isGeoGlobal",
    "geoRegions",
    "marketSegments",
    "companySize",
    "dealSizes",
    "goalForNextYear",
    "partnershipTypes",
    "partnerPage",
    "partnerProgramDescription",
    "partnerReadiness",
    "offerDescription",
)
CONTACT_FIELDS = ("firstName", "lastName", "email", "position", "linkedInUrl")


def company_values(company: Company, *, extended: bool) -> dict:
    """A live company's values; the extended details are read only when `extended` (two
    queries: the contacts and the reference lists)."""
    values = {
        "name": company.name,
        "logoUrl": company.logo_url or None,
        "website": company.website,
        "description": company.description,
        "partnerType": company.partner_type,
    }
    if extended:
        relations = _relation_items(company)
        values.update(
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
                "isIndustryAgnostic": company.is_industry_agnostic,
                "targetIndustries": relations["targetIndustries"],
                "isGeoGlobal": company.is_geo_global,
                "geoRegions": relations["geoRegions"],
                "marketSegments": relations["marketSegments"],
                "companySize": company.company_size,
                "dealSizes": relations["dealSizes"],
                "goalForNextYear": company.goal_for_next_year,
                "partnershipTypes": relations["partnershipTypes"],
                "partnerPage": company.partner_page,
                "partnerProgramDescription": company.partner_program_description,
                "partnerReadiness": company.partner_readiness,
                "offerDescription": company.offer_description,
            }
        )
    return values


def _names_of_ids(wanted: dict[str, tuple]) -> dict[str, list[dict]]:
    """{key: (model, ids)} -> {key: [{id, name}]} like names_by_id, in one query (a UNION of
    the reference tables) instead of one per list."""
    parts = [
        # No ORDER BY inside a UNION's parts (the models' default ordering is cleared).
        model.objects.filter(pk__in=ids)
        .order_by()
        .values(kind=Value(key, output_field=CharField()), item_id=F("pk"), item_name=F("name"))
        for key, (model, ids) in wanted.items()
        if ids
    ]
    rows = {key: {} for key in wanted}
    if parts:
        for row in parts[0].union(*parts[1:], all=True):
            rows[row["kind"]][row["item_id"]] = row["item_name"]
    return {
        key: [{"id": i, "name": rows[key][i]} for i in ids or [] if i in rows[key]] for key, (_, ids) in wanted.items()
    }


def snapshot_values(snapshot: dict, *, logo_url: str | None = None) -> dict:
    """A change snapshot's values (the proposed company), its ids resolved to names (one query).
    `logo_url`: what the proposal shows as its logo (proposed_logo_url)."""
    s = snapshot
    names = _names_of_ids(
        {
            "targetIndustries": (Industry, s.get("targetIndustryIds")),
            "geoRegions": (GeoRegion, s.get("geoRegionIds")),
            "marketSegments": (MarketSegment, s.get("marketSegmentIds")),
            "dealSizes": (DealSize, s.get("dealSizeIds")),
            "partnershipTypes": (PartnershipType, s.get("partnershipTypeIds")),
        }
    )
    return {
        "name": s.get("name", ""),
        # Derived from the website (proposed_logo_url); never taken from the payload.
        "logoUrl": logo_url,
        "website": s.get("website", ""),
        "description": s.get("description", ""),
        "partnerType": s.get("partnerType"),
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
        "isIndustryAgnostic": s.get("isIndustryAgnostic", False),
        "targetIndustries": names["targetIndustries"],
        "isGeoGlobal": s.get("isGeoGlobal", False),
        "geoRegions": names["geoRegions"],
        "marketSegments": names["marketSegments"],
        "companySize": s.get("companySize"),
        "dealSizes": names["dealSizes"],
        "goalForNextYear": s.get("goalForNextYear"),
        "partnershipTypes": names["partnershipTypes"],
        "partnerPage": s.get("partnerPage", ""),
        "partnerProgramDescription": s.get("partnerProgramDescription", ""),
        "partnerReadiness": s.get("partnerReadiness"),
        "offerDescription": s.get("offerDescription", ""),
    }


def company_detail_build(values: dict, *, company_id, change_id, status: str, view: bool, edit: bool, members) -> dict:
    """The detail shape. Without `view` the extended details are null: the server never
    sends them (and `values` need not hold them)."""
    detail = {
        "companyId": company_id,
        "companyChangeId": change_id,
        "name": values["name"],
        "logoUrl": values["logoUrl"],
        "website": values["website"],
        "description": values["description"],
        "partnerType": values["partnerType"],
        "status": status,
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
                "contacts": values["contacts"],
                "targetInfo": {key: values[key] for key in TARGET_INFO},
                "partnershipProgram": {key: values[key] for key in PARTNERSHIP_PROGRAM},
                "companyOffer": {"offerDescription": values["offerDescription"]},
            }
        )
    return detail


_ASK = object()


def _memberships(company_id) -> list[CompanyMember]:
    return list(CompanyMember.objects.filter(company_id=company_id).select_related("user").order_by("joined_at", "id"))


def company_detail(*, company: Company, viewer, pending_change_id=_ASK, memberships=None, access=None) -> dict:
    """The detail view of spec section 3 for `viewer`. Extended details only with view
    access (admin, member of the company, or an active paid plan). The pending change is
    shown to those who may edit (asked of the change workflow unless the caller knows it).
    `memberships` and `access` ((view, edit)): when the caller has them.

    At most five queries (tests/test_query_budgets.py; company_detail_for reads the same in
    one on PostgreSQL): the members with their users, then
    as needed the viewer's plan, the contacts, the reference lists and the pending change."""
    if memberships is None:
        memberships = _memberships(company.pk)
    if access is None:
        access = (
            company_view_access(viewer=viewer, company=company, members=memberships),
            company_edit_access(viewer=viewer, company=company, members=memberships),
        )
    view, edit = access
    if pending_change_id is _ASK:
        pending_change_id = hooks.company_pending_change_id(company=company) if edit else None
    members = []
    for member in memberships:
        entry = {"userId": member.user_id, "isCompanyAdmin": member.is_company_admin}
        if edit:  # names and addresses only for those who manage the members
            entry.update(firstName=member.user.first_name, lastName=member.user.last_name, email=member.user.email)
        members.append(entry)
    detail = company_detail_build(
        company_values(company, extended=view),
        company_id=company.pk,
        change_id=pending_change_id,
        status="Pending Approval" if pending_change_id else "Approved",
        view=view,
        edit=edit,
        members=members,
    )
    # Read with the company's row (company_visible_get); a company loaded otherwise has none.
    detail["featuredUntil"] = getattr(company, "featured_until", None)
    return detail


# The company details of this process, each valid while its company's version token and the
# catalogue's are unchanged (apps/core/versioned.py; apps/companies/receivers.py bumps them).
DETAILS = LocalCache("company-details", size=settings.VERSIONED_CACHE_COMPANIES)
# One company's details (a write to it, its members, contacts, targets, featured windows or
# pending change), and every company's: bumped by writes that touch many companies at once (the
# import, bumps_collapsed_to) or what every detail shows (the reference lists' names). Every
# detail reads both tokens, so the catalogue's key covers the companies'.
COMPANY_KEY = VersionKey("company")
CATALOGUE_KEY = VersionKey("companies", covers=(COMPANY_KEY,))
CATALOGUE_VERSION_KEY = CATALOGUE_KEY.key()
company_version_key = COMPANY_KEY.key


def _detail_statement(quote) -> str:
    """The company detail's one query (PostgreSQL): the company's row, when its open featured
    window ends and its next one starts, its members with their names, its contacts, its five
    reference lists (the link tables' UNION) and the viewer's plan end, each list aggregated
    to JSON in the database. Names come from the models' metadata; values are parameters
    (now, now, now, the viewer's id, the plan's, the company's id). Built once per process."""

    def table(model):
        return quote(model._meta.db_table)

    def col(model, name):
        return quote(model._meta.get_field(name).column)

    company_columns = ", ".join(f"c.{col(Company, name)}" for name in _DETAIL_COLUMNS)
    fw = table(FeaturedWindow)
    fw_company, starts, ends = (
        col(FeaturedWindow, "company"),
        col(FeaturedWindow, "starts_at"),
        col(FeaturedWindow, "ends_at"),
    )
    user_model = CompanyMember._meta.get_field("user").related_model
    members = (
        f"SELECT json_agg(json_build_array(m.{col(CompanyMember, 'user')}, "  # noqa: S608 (names from the models)
        f"m.{col(CompanyMember, 'is_company_admin')}, "
        f"u.{col(user_model, 'first_name')}, u.{col(user_model, 'last_name')}, u.{col(user_model, 'email')}) "
        f"ORDER BY m.{col(CompanyMember, 'joined_at')}, m.{col(CompanyMember, 'id')}) "
        f"FROM {table(CompanyMember)} m JOIN {table(user_model)} u ON u.{quote(user_model._meta.pk.column)} = "
        f"m.{col(CompanyMember, 'user')} WHERE m.{col(CompanyMember, 'company')} = c.{col(Company, 'id')}"
    )
    contact_columns = ", ".join(f"k.{col(Contact, name)}" for name in ("id", *_CONTACT_COLUMNS))
    contacts = (
        f"SELECT json_agg(json_build_array({contact_columns}) "  # noqa: S608 (names from the models)
        f"ORDER BY k.{col(Contact, 'sort_order')}, "
        f"k.{col(Contact, 'id')}) FROM {table(Contact)} k WHERE k.{col(Contact, 'company')} = c.{col(Company, 'id')}"
    )
    parts = []
    for kind, (_, field_name) in enumerate(RELATIONS):
        field = Company._meta.get_field(field_name)
        through, item = field.remote_field.through, field.related_model
        link_item = quote(through._meta.get_field(field.m2m_reverse_field_name()).column)
        link_company = quote(through._meta.get_field(field.m2m_field_name()).column)
        by_name = item._meta.ordering[0] == "name"  # else by id (deal sizes), as _relation_items
        sort = f"i{kind}.{col(item, 'name')}" if by_name else "''"
        parts.append(
            f"SELECT {kind} AS kind, i{kind}.{quote(item._meta.pk.column)} AS id, "  # noqa: S608 (model names)
            f"i{kind}.{col(item, 'name')} AS name, "
            f"{sort} AS sort_name FROM {table(through)} l{kind} JOIN {table(item)} i{kind} "
            f"ON i{kind}.{quote(item._meta.pk.column)} = l{kind}.{link_item} "
            f"WHERE l{kind}.{link_company} = c.{col(Company, 'id')}"
        )
    relations = (
        "SELECT json_agg(json_build_array(r.kind, r.id, r.name) ORDER BY r.sort_name, r.id) FROM ("  # noqa: S608
        + " UNION ALL ".join(parts)
        + ") r"
    )
    plan_end, _ = billing_selectors.plan_end_sql(quote)
    return (
        f"SELECT {company_columns}, "  # noqa: S608 (names from the models, values are parameters)
        f"(SELECT w.{ends} FROM {fw} w WHERE w.{fw_company} = c.{col(Company, 'id')} AND w.{starts} <= %s "
        f"AND w.{ends} > %s ORDER BY w.{ends} DESC LIMIT 1), "
        f"(SELECT w.{starts} FROM {fw} w WHERE w.{fw_company} = c.{col(Company, 'id')} AND w.{starts} > %s "
        f"ORDER BY w.{starts} LIMIT 1), "
        f"({members}), ({contacts}), ({relations}), {plan_end} "
        f"FROM {table(Company)} c WHERE c.{col(Company, 'id')} = %s AND c.{col(Company, 'is_approved')}"
    )


# The company columns the detail reads, in _detail_statement's order; a contact's.
_DETAIL_COLUMNS = (
    "name",
    "logo_url",
    "website",
    "description",
    "partner_type",
    "is_industry_agnostic",
    "is_geo_global",
    "company_size",
    "goal_for_next_year",
    "partner_page",
    "partner_program_description",
    "partner_readiness",
    "offer_description",
)
_CONTACT_COLUMNS = ("first_name", "last_name", "email", "position", "linkedin_url")
_statements: dict[str, str] = {}


def _json(value):
    """A JSON aggregate as the driver hands it: parsed, or text (Django's loaders), or NULL."""
    if value is None:
        return []
    return json.loads(value) if isinstance(value, str | bytes) else value


class _DetailEntry:
    """What every viewer's detail of one company is made of, and the details made so far,
    one per kind of viewer: (view access, edit access). On PostgreSQL one query reads it all
    (and the plan of the viewer who missed: `plan_end`); elsewhere the ORM, in a few. The
    process keeps the `kept()` form: the rendered details and who may see what, not the values
    they were made from (~1.8 KB and one tracked object a company instead of ~5.4 KB and ~9,
    docs/scaling.md), so three times as many companies fit in the same memory."""

    def __init__(self, company_id, viewer_id=None, *, shared: dict | None = None):
        self.company_id = company_id
        self.details: dict[tuple[bool, bool], bytes | dict] = {}
        self.plan_end = billing_selectors._UNREAD
        self.values = None
        if shared is None:
            self.load(viewer_id)
            return
        # From the shared cache (_shared_read): who may see what, and the details rendered
        # there; the values are read from the database only if another detail is needed.
        self.found = shared["found"]
        self.is_company_admin = {int(user_id): admin for user_id, admin in shared["admins"].items()}
        self.until = shared["until"]
        self.max_age = None if self.until is None else self.until - timezone.now().timestamp()

    def load(self, viewer_id=None) -> None:
        now = timezone.now()
        alias = router.db_for_read(Company)
        if connections[alias].vendor == "postgresql":
            self._read_one_query(alias, self.company_id, viewer_id, now)
        else:
            self._read_orm(self.company_id, now)
        self.is_company_admin = {member[0]: member[1] for member in self.members}
        # `featuredUntil` holds until the open featured window closes or the next one opens.
        self.max_age = self.until = None
        if self.found:
            moments = [m for m in (self.featured_until, self.featured_next) if m is not None]
            if moments:
                self.max_age = (min(moments) - now).total_seconds()
                self.until = min(moments).timestamp()

    def kept(self) -> "_DetailEntry":
        """The form the process keeps: this entry without the values read (a detail of another
        access level reads them again); its rendered details are the same dict, so one made
        from this entry is kept too."""
        kept = _DetailEntry.__new__(_DetailEntry)
        kept.company_id, kept.details, kept.found = self.company_id, self.details, self.found
        kept.is_company_admin, kept.until, kept.max_age = self.is_company_admin, self.until, self.max_age
        kept.featured_until = getattr(self, "featured_until", None)
        kept.plan_end, kept.values, kept.members = billing_selectors._UNREAD, None, None
        return kept

    def shared_meta(self) -> bytes:
        """What another process needs to answer from the shared cache without the database."""
        admins = {str(user_id): admin for user_id, admin in self.is_company_admin.items()}
        return json.dumps({"found": self.found, "admins": admins, "until": self.until}).encode()

    def shared_detail(self, rendered: bytes) -> bytes:
        """A rendered detail as the shared cache keeps it: after the moment it holds until (the
        featured window's), read as missing whatever Redis's own expiry says."""
        return b"%r\n" % self.until + rendered

    def _read_one_query(self, alias, company_id, viewer_id, now):
        connection = connections[alias]
        sql = _statements.get(alias)
        if sql is None:
            sql = _statements[alias] = _detail_statement(connection.ops.quote_name)
        _, plan_params = billing_selectors.plan_end_sql(connection.ops.quote_name)
        with prepared_cursor(connection) as cursor:
            cursor.execute(sql, [now, now, now, viewer_id, *plan_params, company_id])
            row = cursor.fetchone()
        self.found = row is not None
        if row is None:
            self.members, self.values, self.featured_until, self.featured_next = [], {}, None, None
            return
        columns = dict(zip(_DETAIL_COLUMNS, row, strict=False))
        count = len(_DETAIL_COLUMNS)
        self.featured_until, self.featured_next = row[count], row[count + 1]
        self.members = [tuple(member) for member in _json(row[count + 2])]
        contacts = _json(row[count + 3])
        relations = {key: [] for key, _ in RELATIONS}
        for kind, item_id, item_name in _json(row[count + 4]):
            relations[RELATIONS[kind][0]].append({"id": item_id, "name": item_name})
        if viewer_id is not None:
            self.plan_end = row[count + 5]
        self.values = _values_of(columns, contacts, relations)

    def _read_orm(self, company_id, now):
        company = company_visible_get(company_id=company_id, now=now)
        self.found = company is not None
        if company is None:
            self.members, self.values, self.featured_until, self.featured_next = [], {}, None, None
            return
        self.featured_until, self.featured_next = company.featured_until, company.featured_next
        self.members = [
            (m.user_id, m.is_company_admin, m.user.first_name, m.user.last_name, m.user.email)
            for m in _memberships(company_id)
        ]
        self.values = company_values(company, extended=True)

    def detail(self, *, view: bool, edit: bool) -> dict:
        """The detail for a viewer with this access (company_detail's, from what was read)."""
        pending_change_id = None
        if edit:
            company = Company(pk=self.company_id)
            company._state.adding = False
            pending_change_id = hooks.company_pending_change_id(company=company)
        members = []
        for user_id, is_admin, first_name, last_name, email in self.members:
            entry = {"userId": user_id, "isCompanyAdmin": is_admin}
            if edit:  # names and addresses only for those who manage the members
                entry.update(firstName=first_name, lastName=last_name, email=email)
            members.append(entry)
        detail = company_detail_build(
            self.values,
            company_id=self.company_id,
            change_id=pending_change_id,
            status="Pending Approval" if pending_change_id else "Approved",
            view=view,
            edit=edit,
            members=members,
        )
        detail["featuredUntil"] = self.featured_until
        return detail


def _values_of(columns: dict, contacts: list, relations: dict) -> dict:
    """company_values(extended=True) of a company read by _detail_statement."""
    return {
        "name": columns["name"],
        "logoUrl": columns["logo_url"] or None,
        "website": columns["website"],
        "description": columns["description"],
        "partnerType": columns["partner_type"],
        "contacts": [
            {
                "contactId": contact_id,
                "firstName": first_name,
                "lastName": last_name,
                "email": email,
                "position": position,
                "linkedInUrl": linkedin_url,
            }
            for contact_id, first_name, last_name, email, position, linkedin_url in contacts
        ],
        "isIndustryAgnostic": columns["is_industry_agnostic"],
        "targetIndustries": relations["targetIndustries"],
        "isGeoGlobal": columns["is_geo_global"],
        "geoRegions": relations["geoRegions"],
        "marketSegments": relations["marketSegments"],
        "companySize": columns["company_size"],
        "dealSizes": relations["dealSizes"],
        "goalForNextYear": columns["goal_for_next_year"],
        "partnershipTypes": relations["partnershipTypes"],
        "partnerPage": columns["partner_page"],
        "partnerProgramDescription": columns["partner_program_description"],
        "partnerReadiness": columns["partner_readiness"],
        "offerDescription": columns["offer_description"],
    }


def company_detail_version_keys(*, company_id, viewer_id) -> list[str]:
    """The version keys company_detail_for reads (the view announces them to the session
    check, which reads them in its own round trip)."""
    return [company_version_key(company_id), CATALOGUE_VERSION_KEY, billing_selectors.plan_version_key(viewer_id)]


# The viewers' access levels a detail is rendered for: (view access, edit access). Edit
# access (admins, the company's admins) always has view access.
ACCESS_LEVELS = ((False, False), (True, False), (True, True))


def _shared_keys(company_id, company_tokens, viewer_id, plan_tokens) -> list[str]:
    """The shared cache's keys of a company's detail under its tokens: its meta, its
    rendered detail per access level, and the viewer's plan end under its token."""
    base = f"detail:{company_id}:{_token_text(company_tokens[0])}:{_token_text(company_tokens[1])}"
    return [
        f"{base}:meta",
        *(f"{base}:{int(view)}{int(edit)}" for view, edit in ACCESS_LEVELS),
        f"plan-end:{viewer_id}:{_token_text(plan_tokens[0])}",
    ]


def _token_text(token) -> str:
    """A token as Redis gives it (bytes) or as it was made (an int), in a key: its digits."""
    return token.decode() if isinstance(token, bytes) else str(token)


def _shared_detail_of(kept: bytes | None, now: float) -> bytes | None:
    """The rendered detail of an _DetailEntry.shared_detail value, None past its moment."""
    if kept is None:
        return None
    until, _, rendered = kept.partition(b"\n")
    return rendered if until == b"None" or float(until) > now else None


def _plan_end_text(end) -> bytes:
    return (end.isoformat() if end is not None else "").encode()


def _plan_end_of(text: bytes):
    return datetime.fromisoformat(text.decode()) if text else None


def company_detail_for(*, company_id: int, viewer, render, known_tokens: dict | None = None, shared: bool = False):
    """The detail of an approved company for `viewer` as `render` (the API's output) makes it,
    or the 404. From this process's memory while the company's version token, the catalogue's
    and the viewer's plan's are unchanged (one round trip to the shared cache for the three):
    no query then. A write to the company, its members, contacts, targets, featured windows or
    pending change, or to the viewer's plan, bumps a token before it returns. `known_tokens`:
    the tokens the request read with its session (no round trip of its own then).

    `shared` (the API's rendered bytes): a detail this process does not hold is looked up in the
    shared cache next (one round trip: apps/core/versioned.shared_get), under the same tokens
    and the viewer's access level, so a company changed once is built by one process, not by
    each. A miss there costs one query on PostgreSQL (_detail_statement, the viewer's plan
    included), and one more for those who may edit (the pending change)."""
    tokens = versions_get(company_detail_version_keys(company_id=company_id, viewer_id=viewer.pk), known=known_tokens)
    if tokens is None:  # no shared cache: as without one
        return render(company_detail(company=company_visible(company_id=company_id), viewer=viewer))
    company_tokens, plan_tokens = tuple(tokens[:2]), tuple(tokens[2:])
    entry = DETAILS.get(company_id, company_tokens)
    plan_end = billing_selectors._UNREAD
    keys = kept = None
    # What a full miss writes to the shared cache (the access meta, the viewer's plan end): sent
    # with the detail it renders below, one round trip for the whole write.
    pending = {}
    if entry is None:
        if shared:
            keys = _shared_keys(company_id, company_tokens, viewer.pk, plan_tokens)
            kept = shared_get(keys)
        meta = json.loads(kept[0]) if kept is not None and kept[0] is not None else None
        now = timezone.now().timestamp()
        if meta is not None and (meta["until"] is None or meta["until"] > now):
            entry = _DetailEntry(company_id, shared=meta)
            for level, value in zip(ACCESS_LEVELS, kept[1:4], strict=True):
                rendered = _shared_detail_of(value, now)
                if rendered is not None:
                    entry.details[level] = rendered
            if kept[4] is not None:
                plan_end = _plan_end_of(kept[4])
        else:
            entry = _DetailEntry(company_id, viewer.pk)
            plan_end = entry.plan_end  # read after the tokens, for this viewer
            if keys is not None:
                pending = {keys[0]: entry.shared_meta()}
                if plan_end is not billing_selectors._UNREAD:
                    pending[keys[4]] = _plan_end_text(plan_end)
        DETAILS.set(company_id, company_tokens, entry.kept(), max_age=entry.max_age)
    if not entry.found:
        if pending:
            shared_set(pending, max_age=entry.max_age)
        raise errors.COMPANY_NOT_FOUND.error()
    is_company_admin = entry.is_company_admin.get(viewer.pk)  # None: not a member
    edit = viewer.is_admin or bool(is_company_admin)
    view = (
        viewer.is_admin
        or is_company_admin is not None
        or billing_selectors.user_plan_active(user=viewer, tokens=plan_tokens, known_end=plan_end)
    )
    detail = entry.details.get((view, edit))
    level_key = None
    if detail is None and shared:
        # Another process may have rendered this access level's detail since.
        keys = keys or _shared_keys(company_id, company_tokens, viewer.pk, plan_tokens)
        level_key = keys[1 + ACCESS_LEVELS.index((view, edit))]
        if kept is None:  # not asked in this request (this process held the company)
            found = shared_get([level_key])
            detail = _shared_detail_of(found[0], timezone.now().timestamp()) if found else None
            if detail is not None:
                entry.details[(view, edit)] = detail
    if detail is None:
        source = entry
        if entry.values is None:  # a kept entry (this process's or the shared cache's): read again
            source = _DetailEntry(company_id, viewer.pk)
            if not source.found:
                raise errors.COMPANY_NOT_FOUND.error()
        # Two threads may both build it: the same detail, the last one kept.
        detail = render(source.detail(view=view, edit=edit))
        entry.details[(view, edit)] = detail
        if level_key is not None:
            pending[level_key] = entry.shared_detail(detail)
    if pending:
        shared_set(pending, max_age=entry.max_age)
    return detail


def partner_program_list(*, now=None):
    """The published partner programs (approved companies with a program).

    Featured first: a company is featured while one of its featured windows is open (Growth's
    monthly 10 days, or a staff placement). The featured ones rotate fairly:
    their order changes every day (a stable shuffle of the ids by the day's number), so not
    always the same three lead. Then the most complete profiles, newest first among equals, so
    the first page is varied rather than alphabetical. Public fields only; filtered and paged
    by the list view (apps/core/lists.py)."""
    now = now or timezone.now()
    filled = [
        Q(logo_url__gt=""),
        Q(partner_page__gt=""),
        Q(offer_description__gt=""),
        Q(company_size__isnull=False),
        Q(goal_for_next_year__isnull=False),
        Q(partner_readiness__isnull=False),
    ]
    completeness = sum(
        (Case(When(condition, then=Value(1)), default=Value(0), output_field=IntegerField()) for condition in filled),
        Value(0),
    )
    window_open = FeaturedWindow.objects.filter(company=OuterRef("pk"), starts_at__lte=now, ends_at__gt=now)
    # A multiplier that jumps from day to day: the featured companies' order is a different
    # permutation each day, the same all day long (pages never overlap).
    shuffle = (now.date().toordinal() * 104_729) % 999_983 + 1
    return (
        Company.objects.filter(is_approved=True)
        .exclude(partner_program_description="")
        .annotate(
            featured_now=Case(
                When(Exists(window_open), then=Value(True)),
                default=Value(False),
                output_field=BooleanField(),
            ),
            completeness=completeness,
        )
        .annotate(
            rotation=Case(
                When(featured_now=True, then=Mod(F("id") * shuffle, Value(1_000_003))),
                default=Value(0),
                output_field=IntegerField(),
            )
        )
        .order_by("-featured_now", "rotation", "-completeness", "-created_at", "id")
        .values("id", "name", "logo_url", "description", "is_industry_agnostic", "is_geo_global")
    )


def company_featured_until(*, company_id: int, now=None):
    """When the company's open featured window ends (the latest, if several), or None."""
    now = now or timezone.now()
    return (
        FeaturedWindow.objects.filter(company_id=company_id, starts_at__lte=now, ends_at__gt=now)
        .order_by("-ends_at")
        .values_list("ends_at", flat=True)
        .first()
    )


def program_card_targets(*, company_ids) -> dict[int, dict[str, list[str]]]:
    """The target industries and geo regions of the cards of one page, by company id, in one
    query (a UNION of the two link tables), names in alphabetical order."""
    ids = list(company_ids)
    targets = {company_id: {"targertIndustries": [], "geoRegions": []} for company_id in ids}
    if not ids:
        return targets
    parts = [
        Company.target_industries.through.objects.filter(company_id__in=ids)
        .order_by()
        .values("company_id", kind=Value("targertIndustries", output_field=CharField()), item_name=F("industry__name")),
        Company.geo_regions.through.objects.filter(company_id__in=ids)
        .order_by()
        .values("company_id", kind=Value("geoRegions", output_field=CharField()), item_name=F("georegion__name")),
    ]
    for row in parts[0].union(parts[1], all=True).order_by("item_name"):
        targets[row["company_id"]][row["kind"]].append(row["item_name"])
    return targets


def card_chips_version_keys(*, viewer_id) -> list[str]:
    """The version keys card_chips_visible reads (the list view announces them to the session check)."""
    return [billing_selectors.plan_version_key(viewer_id)]


def card_chips_visible(*, viewer, known_tokens: dict | None = None) -> bool:
    """Company cards show their target chips to admins and members on an active paid plan
    (extended details, spec section 2); others get the blurred placeholders. `known_tokens`:
    the version tokens the request read with its session; holding the viewer's plan token, the
    plan is answered from this process's memory while it is unchanged (no query; a plan bought,
    ended or cancelled bumps it: billing_selectors.user_plan_active)."""
    if not (viewer and viewer.is_authenticated):
        return False
    if viewer.is_admin:
        return True
    key = billing_selectors.plan_version_key(viewer.pk)
    if known_tokens and key in known_tokens:
        return billing_selectors.user_plan_active(user=viewer, tokens=(known_tokens[key],))
    return user_has_active_subscription(user=viewer)


# --- what discovery reads (apps/discovery/engine/index.py) ---------------------------------


# Read on the replica once it has replayed everything the primary committed before (the primary
# otherwise): discovery reads its index version first, so a copy built from this is never older
# than the version it is labelled with (docs/scaling.md "Read replicas").
@replica_reads(fresh=True)
def discovery_catalogue(*, company_ids=None) -> dict:
    """Everything the Partner Fit Score reads of the companies, as flat integer arrays for
    discovery's in-memory index: one plain query per table however many companies there are
    (on PostgreSQL each answers a single packed value read straight into numpy: a million
    companies in about two seconds), and no HTML (the lengths of the rich-text fields are
    enough to judge completeness). `company_ids`: only these companies (the rows a changed
    index reads again).

    `companies`: approved companies (in no particular order: the index sorts them), an (N, 13)
    integer array of (id, partner_type,
    is_industry_agnostic, is_geo_global, partner_readiness, company_size, goal_for_next_year,
    has_logo, has_website, has_partner_page, description_len, has_program, has_offer), with 0
    for a choice not made (the `has_` columns 1 or 0, the description's length in characters).
    `industries`, `regions`, `segments`: (company_id, item_id) pairs, an (M, 2) array (the
    index keeps those of the approved ones). `with_deal_sizes`, `with_partnership_types`,
    `with_contacts`: ids of the companies that have any (repeats allowed). `reference`: the
    option lists, with each region's parent."""
    using = router.db_for_read(Company) or DEFAULT_DB_ALIAS
    reader = _CatalogueReader(connections[using], company_ids)
    company = Company._meta

    def column(name: str) -> str:
        return company.get_field(name).column

    flags = ", ".join(
        f"CASE WHEN {column(name)} THEN 1 ELSE 0 END" for name in ("is_industry_agnostic", "is_geo_global")
    )
    choices = ", ".join(
        f"COALESCE({column(name)}, 0)" for name in ("partner_readiness", "company_size", "goal_for_next_year")
    )
    # The description's length (a full one has 150 characters); of the other texts only whether
    # they are filled in (1 or 0): comparing with '' needs no character count, nor the text
    # itself when it is stored apart (PostgreSQL compares the lengths it keeps first).
    filled = {
        name: f"CASE WHEN {column(name)} <> '' THEN 1 ELSE 0 END"
        for name in ("logo_url", "website", "partner_page", "partner_program_description", "offer_description")
    }
    lengths = ", ".join(
        [
            filled["logo_url"],
            filled["website"],
            filled["partner_page"],
            f"COALESCE(LENGTH({column('description')}), 0)",
            filled["partner_program_description"],
            filled["offer_description"],
        ]
    )
    statements = {}
    # The companies in id ranges (one statement each: the biggest read, shared between readers).
    for part, ids in enumerate(reader.id_ranges("id")):
        statements[("companies", part)] = (
            f"SELECT id, {column('partner_type')}, {flags}, {choices}, {lengths} FROM {company.db_table} "  # noqa: S608
            f"WHERE {column('is_approved')} = {reader.true} {reader.and_ids('id')} {ids}",
            13,
        )

    def links(name: str, field_name: str, target: str, *, companies_only: bool = False) -> None:
        through = getattr(Company, field_name).through._meta
        owner, item = through.get_field("company").column, through.get_field(target).column
        selected = owner if companies_only else f"{owner}, {item}"
        statements[(name, 0)] = (
            f"SELECT {selected} FROM {through.db_table} WHERE 1 = 1 {reader.and_ids(owner)}",  # noqa: S608
            1 if companies_only else 2,
        )

    links("industries", "target_industries", "industry")
    links("regions", "geo_regions", "georegion")
    links("segments", "market_segments", "marketsegment")
    links("with_deal_sizes", "deal_sizes", "dealsize", companies_only=True)
    links("with_partnership_types", "partnership_types", "partnershiptype", companies_only=True)
    contact = Contact._meta
    contact_company = contact.get_field("company").column
    statements[("with_contacts", 0)] = (
        f"SELECT {contact_company} FROM {contact.db_table} WHERE 1 = 1 {reader.and_ids(contact_company)}",  # noqa: S608
        1,
    )
    read = reader.read_all(statements)
    arrays = {}
    for (name, _), values in sorted(read.items()):
        arrays.setdefault(name, []).append(values)
    arrays = {name: np.concatenate(parts) if len(parts) > 1 else parts[0] for name, parts in arrays.items()}
    return {
        "companies": arrays["companies"],
        "industries": arrays["industries"],
        "regions": arrays["regions"],
        "segments": arrays["segments"],
        "with_deal_sizes": arrays["with_deal_sizes"][:, 0],
        "with_partnership_types": arrays["with_partnership_types"][:, 0],
        "with_contacts": arrays["with_contacts"][:, 0],
        "reference": {
            "industries": list(Industry.objects.values_list("id", "name")),
            "regions": list(GeoRegion.objects.values_list("id", "name", "parent_id")),
            "segments": list(MarketSegment.objects.values_list("id", "name")),
        },
    }


# Connections that read the whole catalogue at once (discovery's full rebuild, on PostgreSQL):
# the server works each statement on one core, so a 2-core database reads a million companies
# in a little more than half the time with two (docs/scaling.md).
CATALOGUE_READERS = 2


class _CatalogueReader:
    """Integer columns of plain SQL into numpy, the fastest way each database offers, every
    statement an ordinary query of Django's cursor (counted by the query budgets, seen by the
    connection's execute wrappers and the replica router's logs). On PostgreSQL the whole
    result is one value: each row's integers packed into bytes on the server and concatenated
    by `string_agg`, so a million rows cross as one bytea read straight into numpy instead of a
    million Python tuples. The integers go two by two in one int8 (the first in the high half,
    as int4s: big-endian, the bytes are the two int4s in order), the first column (a company id)
    alone as an int8 unless every company id fits in an int4: what costs the server is each
    value sent and concatenated, so half as many take ~40 % less (a million companies: 4.6 ->
    2.9 s, docs/scaling.md). On others the rows are flattened into numpy. `company_ids` become
    a filter on the company column."""

    def __init__(self, connection, company_ids):
        self.connection = connection
        self.postgresql = connection.vendor == "postgresql"
        self.true = "TRUE" if self.postgresql else "1"
        self.company_ids = None if company_ids is None else sorted({int(i) for i in company_ids})
        self.small_ids = False
        self.id_bounds = None
        if self.postgresql and self.company_ids is not None:  # only these companies' rows
            self.small_ids = not self.company_ids or self.company_ids[-1] < 2**31
        elif self.postgresql:
            with connection.cursor() as cursor:
                cursor.execute(f"SELECT MIN(id), MAX(id) FROM {Company._meta.db_table}")  # noqa: S608 (the model's table)
                smallest, largest = cursor.fetchone()
            self.small_ids = (largest or 0) < 2**31
            if smallest is not None:
                self.id_bounds = (int(smallest), int(largest))

    def readers(self) -> int:
        """How many connections read at once: CATALOGUE_READERS for the whole catalogue on
        PostgreSQL outside a transaction (another connection would not see what the transaction
        has not committed), else this one alone."""
        if self.postgresql and self.company_ids is None and not self.connection.in_atomic_block:
            return max(1, CATALOGUE_READERS)
        return 1

    def id_ranges(self, column: str) -> list[str]:
        """Conditions that split the companies into one id range per reader (a statement each,
        so the readers share the biggest read), or one empty condition."""
        readers = self.readers()
        if readers == 1 or self.id_bounds is None:
            return [""]
        smallest, largest = self.id_bounds
        cuts = [smallest + (largest - smallest + 1) * part // readers for part in range(1, readers)]
        ranges = [f"AND {column} < {cuts[0]}"]
        ranges += [f"AND {column} >= {low} AND {column} < {high}" for low, high in itertools.pairwise(cuts)]
        return [*ranges, f"AND {column} >= {cuts[-1]}"]

    def read_all(self, statements: dict) -> dict:
        """statement name -> (sql, width) read as `integers` does, by name. With several readers
        each takes the next statement not yet taken (the biggest first, in the order given) on a
        connection of its own (this thread's included), which it closes when done: the database
        works them on as many cores, where one connection would use one."""
        readers = min(self.readers(), len(statements))
        if readers == 1:
            return {name: self.integers(sql, width) for name, (sql, width) in statements.items()}
        pending = list(statements.items())
        lock = threading.Lock()
        read, failures = {}, []
        alias = self.connection.alias

        def work(connection) -> None:
            try:
                while not failures:
                    with lock:
                        if not pending:
                            return
                        name, (sql, width) = pending.pop(0)
                    read[name] = self._packed(sql, width, connection)
            except BaseException as error:  # raised again by the caller
                failures.append(error)

        def work_on_own_connection() -> None:
            connection = connections[alias]  # this thread's own
            try:
                try:
                    connection.ensure_connection()
                except DatabaseError:
                    # No connection to spare (the server's limit, say): the others read it all.
                    logger.warning("discovery's catalogue read on one connection: another could not be opened")
                    return
                work(connection)
            finally:
                connection.close()

        threads = [threading.Thread(target=work_on_own_connection, daemon=True) for _ in range(readers - 1)]
        for thread in threads:
            thread.start()
        work(self.connection)
        for thread in threads:
            thread.join()
        if failures:
            raise failures[0]
        return read

    def and_ids(self, column: str) -> str:
        if self.company_ids is None:
            return ""
        # Integers only, written into the statement.
        listed = ",".join(str(i) for i in self.company_ids) or "NULL"
        return f"AND {column} IN ({listed})"

    def integers(self, sql: str, width: int) -> np.ndarray:
        if self.postgresql:
            return self._packed(sql, width, self.connection)
        with self.connection.cursor() as cursor:
            cursor.execute(sql)
            flat = np.fromiter(itertools.chain.from_iterable(cursor.fetchall()), dtype=np.int64)
        return flat.reshape(-1, width)

    def _packed(self, sql: str, width: int, connection) -> np.ndarray:
        names = ", ".join(f"c{n}" for n in range(width))
        first = 0 if self.small_ids else 1  # the columns paired from here on, as int4s
        parts = [] if first == 0 else ["int8send(c0::int8)"]
        fields = [] if first == 0 else [("c0", ">i8")]
        for n in range(first, width, 2):
            low = f"(c{n + 1}::int4::int8 & 4294967295)" if n + 1 < width else "0"
            parts.append(f"int8send((c{n}::int4::int8 << 32) | {low})")
            fields += [(f"c{n}", ">i4"), (f"c{n + 1}" if n + 1 < width else "pad", ">i4")]
        packed = " || ".join(parts)
        with binary_cursor(connection) as cursor:  # the bytes, not their hex
            cursor.execute(f"SELECT string_agg({packed}, '') FROM ({sql}) AS q ({names})")  # noqa: S608
            (data,) = cursor.fetchone()
        rows = np.frombuffer(data or b"", dtype=np.dtype(fields))
        out = np.empty((len(rows), width), dtype=np.int64)
        for n in range(width):
            out[:, n] = rows[f"c{n}"]
        return out


def discovery_company_rows(*, company_ids) -> dict[int, dict]:
    """The approved companies among `company_ids` with what a scored result shows, by id: one
    query, plain SQL prepared on the connection (on the hot path of every search: the ORM spent
    longer building it than the database answering it), the same text for any number of ids."""
    company_ids = [int(company_id) for company_id in company_ids]
    if not company_ids:
        return {}
    alias = router.db_for_read(Company)
    connection = connections[alias]
    names = ("id", "name", "logo_url", "website", "description")
    quote = connection.ops.quote_name
    columns = ", ".join(quote(Company._meta.get_field(name).column) for name in names)
    approved, pk = quote(Company._meta.get_field("is_approved").column), quote(Company._meta.pk.column)
    ids = "= ANY(%s::bigint[])" if connection.vendor == "postgresql" else f"IN ({', '.join(['%s'] * len(company_ids))})"
    sql = f"SELECT {columns} FROM {quote(Company._meta.db_table)} WHERE {approved} AND {pk} {ids}"  # noqa: S608
    with prepared_cursor(connection) as cursor:
        cursor.execute(sql, [company_ids] if connection.vendor == "postgresql" else company_ids)
        rows = cursor.fetchall()
    return {row[0]: dict(zip(names, row, strict=True)) for row in rows}


def approved_company_id_of(*, user) -> int | None:
    """The id of the user's company when it is approved, or None: one query that reads no
    company row (a description may hold megabytes of inline images)."""
    memberships = CompanyMember.objects.filter(user=user, company__is_approved=True)
    return memberships.values_list("company_id", flat=True).first()


def member_company_ids(*, user_ids=None) -> dict[int, int]:
    """user id -> the id of their company (approved or not: the caller checks that), for these
    users or every member (one query that reads no company row)."""
    memberships = CompanyMember.objects.order_by()
    if user_ids is not None:
        memberships = memberships.filter(user_id__in=list(user_ids))
    return dict(memberships.values_list("user_id", "company_id"))


def company_ids_offering(*, partnership_type_ids) -> list[int]:
    """The approved companies that offer any of these partnership types (one query)."""
    through = Company.partnership_types.through
    return list(
        through.objects.filter(partnershiptype_id__in=list(partnership_type_ids), company__is_approved=True)
        .values_list("company_id", flat=True)
        .distinct()
    )


def approved_companies_named_in(*, text: str, limit: int = 3) -> list[Company]:
    """Approved companies whose name appears in `text` (case-insensitive), longest names first:
    what the program builder drafts from when the notes name a company."""
    if not text.strip():
        return []
    return list(
        Company.objects.filter(is_approved=True)
        .annotate(text=Value(text, output_field=CharField()), name_len=Length("name"))
        .filter(name_len__gte=3, text__icontains=F("name"))
        .order_by("-name_len", "id")[:limit]
    )


def assistant_company_profile(*, company: Company) -> dict:
    """What an assistant may say about a company: its approved profile, without its contacts."""
    values = company_values(company, extended=True)
    values.pop("contacts", None)
    return {
        "companyId": company.pk,
        "name": company.name,
        "website": company.website,
        "values": values,
    }
