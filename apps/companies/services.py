"""Writes of the companies context. Company fields change only through an approved
company change (apps.changes), which calls `company_snapshot_apply`."""

from datetime import timedelta

from django.db import IntegrityError, transaction
from django.db.models import F
from django.utils import timezone

from apps.accounts.selectors import user_get
from apps.billing.models import PricingPlan
from apps.billing.selectors import active_subscriptions_of_plan
from apps.companies import errors, hooks
from apps.companies import models as m
from apps.companies.models import Company, CompanyJoinRequest, CompanyMember, Contact
from apps.companies.reference import reference_rows
from apps.companies.selectors import CATALOGUE_KEY
from apps.core.formats import email_domain, website_host


def reference_data_load() -> None:
    """Idempotent load of the reference tables (the data migration does the same)."""
    for model_name, rows in reference_rows():
        model = getattr(m, model_name)
        for row in rows:
            values = {key: value for key, value in row.items() if key != "id"}
            model.objects.update_or_create(id=row["id"], defaults=values)


@transaction.atomic
def company_snapshot_apply(*, company: Company | None, snapshot: dict) -> Company:
    """Creates or updates a company from a change snapshot (all fields, relations and
    contacts at once)."""
    is_new = company is None
    company = company or Company()
    company.name = snapshot["name"]
    company.website = snapshot["website"]
    company.domain = website_host(snapshot["website"])
    if company.domain != company.logo_host:
        # Another host: its logo is fetched once the change is saved (receivers.py); the old
        # host's logo is not shown meanwhile (the SPA shows the initials).
        company.logo_url, company.logo_host = "", ""
    company.description = snapshot["description"]
    company.partner_type = snapshot["partnerType"]
    company.company_size = snapshot.get("companySize")
    company.goal_for_next_year = snapshot.get("goalForNextYear")
    company.is_industry_agnostic = snapshot["isIndustryAgnostic"]
    company.is_geo_global = snapshot["isGeoGlobal"]
    company.partner_page = snapshot.get("partnerPage", "")
    company.partner_program_description = snapshot.get("partnerProgramDescription", "")
    company.partner_readiness = snapshot.get("partnerReadiness")
    company.offer_description = snapshot.get("offerDescription", "")
    if is_new:
        company.is_approved = True  # an update leaves a company staff unpublished hidden
    company.save()
    company.target_industries.set([] if company.is_industry_agnostic else snapshot.get("targetIndustryIds", []))
    company.geo_regions.set([] if company.is_geo_global else snapshot.get("geoRegionIds", []))
    company.market_segments.set(snapshot.get("marketSegmentIds", []))
    company.deal_sizes.set(snapshot.get("dealSizeIds", []))
    company.partnership_types.set(snapshot.get("partnershipTypeIds", []))
    _contacts_replace(company=company, contacts=snapshot.get("contacts", []))
    return company


def company_logos_skip(*, domains) -> int:
    """Marks the logos of the companies on these website hosts as fetched with none (the SPA
    shows the initials) without asking the logo service: for companies whose website is not
    theirs (the demo's fictional catalogue). Answers how many changed."""
    changed = (
        Company.objects.filter(domain__in=list(domains))
        .exclude(logo_host=F("domain"))
        .update(logo_url="", logo_host=F("domain"))
    )
    if changed:
        CATALOGUE_KEY.bump()  # an update sends no signal: retire every kept detail
    return changed


def _contacts_replace(*, company: Company, contacts: list[dict]) -> None:
    existing = {c.pk: c for c in company.contacts.all()}
    kept = set()
    for order, data in enumerate(contacts):
        contact = existing.get(data.get("contactId")) or Contact(company=company)
        contact.first_name = data.get("firstName", "")
        contact.last_name = data.get("lastName", "")
        contact.email = data.get("email", "")
        contact.position = data.get("position", "")
        contact.linkedin_url = data.get("linkedInUrl", "")
        contact.sort_order = order
        contact.save()
        kept.add(contact.pk)
    company.contacts.exclude(pk__in=kept).delete()


def company_member_add(*, company: Company, user, is_company_admin: bool = False) -> CompanyMember:
    if CompanyMember.objects.filter(user=user).exclude(company=company).exists():
        raise errors.USER_IN_ANOTHER_COMPANY.error()
    member, _ = CompanyMember.objects.update_or_create(
        user=user, defaults={"company": company, "is_company_admin": is_company_admin}
    )
    return member


@transaction.atomic
def company_assign(*, company_id: int, user_id: int, actor) -> str:
    """Joins `user` to a company: at once when an admin assigns, or when the user's verified
    e-mail address is on the company's website host and the company admins let such members
    join at once (`domain_join_policy` "auto"); otherwise (the default) a join request that
    a company admin must accept. Answers 'joined' or 'requested'."""
    user = actor if actor.pk == user_id else user_get(user_id=user_id)
    if user is None:
        raise errors.USER_NOT_FOUND.error()
    company = Company.objects.filter(pk=company_id, is_approved=True).first()
    if company is None:
        raise errors.COMPANY_NOT_FOUND.error()
    if actor.pk != user.pk and not actor.is_admin:
        raise errors.JOIN_FOR_YOURSELF_ONLY.error()
    if hooks.user_has_pending_new_company(user=user):
        raise errors.NEW_COMPANY_PENDING.error()
    membership = CompanyMember.objects.filter(user=user).first()
    if membership is not None:
        if membership.company_id == company.pk:
            return "joined"
        raise errors.ALREADY_IN_A_COMPANY.error()
    if actor.is_admin or _joins_by_domain(company=company, user=user):
        company_member_add(company=company, user=user)
        CompanyJoinRequest.objects.filter(user=user, status=CompanyJoinRequest.Status.PENDING).update(
            status=CompanyJoinRequest.Status.DECLINED, decided_at=timezone.now()
        )
        return "joined"
    CompanyJoinRequest.objects.get_or_create(company=company, user=user, status=CompanyJoinRequest.Status.PENDING)
    return "requested"


def _joins_by_domain(*, company: Company, user) -> bool:
    # `user.email` is a proven address: a new one replaces it only once a code sent to it is
    # entered (accounts.services.user_email_change_confirm); a Pending account has proven none.
    return (
        company.domain_join_policy == Company.DomainJoinPolicy.AUTO
        and user.is_verified
        and bool(company.domain)
        and email_domain(user.email) == company.domain
    )


def company_domain_join_policy_set(*, company: Company, policy: str) -> Company:
    """The company admins' choice for members on the company's e-mail domain: "ask" (a join
    request) or "auto" (join at once)."""
    company.domain_join_policy = Company.DomainJoinPolicy(policy)
    company.save(update_fields=["domain_join_policy", "updated_at"])
    return company


@transaction.atomic
def join_request_decide(*, company: Company, join_request_id: int, actor, accept: bool) -> CompanyJoinRequest:
    request = (
        CompanyJoinRequest.objects.select_for_update()
        .select_related("user")
        .filter(pk=join_request_id, company=company)
        .first()
    )
    if request is None:
        raise errors.JOIN_REQUEST_NOT_FOUND.error()
    if request.status != CompanyJoinRequest.Status.PENDING:
        raise errors.ALREADY_DECIDED.error()
    if accept:
        company_member_add(company=company, user=request.user)
    request.status = CompanyJoinRequest.Status.ACCEPTED if accept else CompanyJoinRequest.Status.DECLINED
    request.decided_at = timezone.now()
    request.decided_by = actor
    request.save(update_fields=["status", "decided_at", "decided_by"])
    return request


@transaction.atomic
def company_members_update(*, company: Company, members: list[dict]) -> None:
    """Sets who belongs to the company and who is a company admin. Members left out are
    removed; at least one company admin must remain."""
    current = {member.user_id: member for member in company.members.select_for_update()}
    wanted = {}
    for entry in members:
        user_id = entry.get("userId")
        if user_id not in current:
            raise errors.MEMBERS_UNKNOWN.error(errors={"members": [f"User {user_id} is not a member of this company."]})
        wanted[user_id] = bool(entry.get("isCompanyAdmin"))
    if not any(wanted.values()):
        raise errors.MEMBERS_NEED_AN_ADMIN.error(errors={"members": [errors.MEMBERS_NEED_AN_ADMIN.title]})
    for user_id, member in current.items():
        if user_id not in wanted:
            member.delete()
        elif member.is_company_admin != wanted[user_id]:
            member.is_company_admin = wanted[user_id]
            member.save(update_fields=["is_company_admin"])


FEATURED_WINDOW_DAYS = 10


def featured_window_open_for(*, subscription, now=None) -> m.FeaturedWindow | None:
    """Growth's "featured placement for 10 days each month" (spec section 9): the first call in
    a month for an active Growth subscription whose member has a company opens a 10-day window
    for that company; later calls that month change nothing (one window per subscription and
    month, held by a unique constraint)."""
    now = now or timezone.now()
    if subscription.plan_id != PricingPlan.GROWTH or not subscription.is_active:
        return None
    membership = CompanyMember.objects.filter(user_id=subscription.user_id, company__is_approved=True).first()
    if membership is None:
        return None
    month = now.date().replace(day=1)
    try:
        with transaction.atomic():
            window, _ = m.FeaturedWindow.objects.get_or_create(
                subscription=subscription,
                month=month,
                defaults={
                    "company_id": membership.company_id,
                    "starts_at": now,
                    "ends_at": now + timedelta(days=FEATURED_WINDOW_DAYS),
                },
            )
    except IntegrityError:  # a concurrent call opened it
        window = m.FeaturedWindow.objects.get(subscription=subscription, month=month)
    return window


def featured_window_add(*, company: Company, days: int, note: str = "", now=None) -> m.FeaturedWindow:
    """A staff placement (the back office, or the demo seed): `company` is featured for `days`
    days from now."""
    now = now or timezone.now()
    return m.FeaturedWindow.objects.create(
        company=company, starts_at=now, ends_at=now + timedelta(days=days), note=note
    )


def featured_windows_open(*, now=None) -> int:
    """Opens this month's window of every active Growth subscription that has none yet (the
    daily beat task; an activation or renewal also opens its own at once). Returns how many
    windows are open for this month."""
    now = now or timezone.now()
    return sum(
        1
        for subscription in active_subscriptions_of_plan(plan_id=PricingPlan.GROWTH)
        if featured_window_open_for(subscription=subscription, now=now) is not None
    )
