"""Pending company changes for the admin's review screens: three new companies ("Added") and
two updates of catalogue companies ("Updated"), proposed through the changes service with the
same save-payload rules as the API."""

from functools import partial

from apps.accounts.models import User
from apps.changes.api.serializers import company_snapshot
from apps.changes.models import CompanyChange
from apps.changes.services import company_change_create
from apps.companies.models import Company, CompanyMember
from apps.companies.services import company_member_add
from apps.demo.catalogue import SUB_REGIONS, Profile

# What each update proposes, on top of the company's profile as it is.
UPDATES = [
    {
        "note": "<p><em>New this quarter:</em> a partner success team that answers partners within one "
        "business day, and a partner portal with deal registration.</p>",
        "offer": "<p>Exclusive to PartnerMatch: the partner success team runs your first joint customer "
        "workshop at no cost.</p>",
    },
    {
        "note": "<p><em>Update:</em> we have opened a second office and doubled our certified team, so we can "
        "take on more vendor partnerships this year.</p>",
        "offer": "<p>For partners who find us here: a free readiness review and introductions to five of our "
        "clients in the first quarter.</p>",
    },
]


def _author(profile: Profile) -> User:
    """The proposing member: the company's first contact, with an account of their own."""
    contact = profile.contacts[0]
    user = User.objects.filter(email=contact["email"]).first()
    if user is None:
        user = User.objects.create_user(
            email=contact["email"],
            password=None,
            first_name=contact["firstName"],
            last_name=contact["lastName"],
            status=User.Status.ACTIVE,
        )
    return user


def _update_payload(profile: Profile, company: Company, update: dict) -> dict:
    payload = profile.snapshot()
    payload["description"] += update["note"]
    payload["offerDescription"] = update["offer"]
    if not profile.is_global:
        # one more sub-region of the home region (or, when it has none left, anywhere)
        home_region = SUB_REGIONS[profile.home][1]
        spare = [r for r, (_, parent) in SUB_REGIONS.items() if r not in profile.region_ids]
        spare.sort(key=lambda r: SUB_REGIONS[r][1] != home_region)
        payload["geoRegionIds"] = [*profile.region_ids, spare[0]]
    payload["contacts"] = [
        {
            "contactId": contact.pk,
            "firstName": contact.first_name,
            "lastName": contact.last_name,
            "email": contact.email,
            "position": contact.position,
            "linkedInUrl": contact.linkedin_url,
        }
        for contact in company.contacts.order_by("sort_order", "pk")
    ]
    return payload


def demo_changes_seed(*, added: list[Profile], updated: list[Profile]) -> int:
    """Proposes each change whose author has proposed none yet. Idempotent."""
    created = 0
    for profile in added:
        author = _author(profile)
        if CompanyChange.objects.filter(author=author).exists() or CompanyMember.objects.filter(user=author).exists():
            continue
        company_change_create(author=author, company_id=None, snapshot_of=partial(company_snapshot, profile.snapshot()))
        created += 1
    for profile, update in zip(updated, UPDATES, strict=True):
        company = Company.objects.filter(domain=profile.domain).first()
        author = _author(profile)
        if company is None or CompanyChange.objects.filter(author=author).exists():
            continue
        if not CompanyMember.objects.filter(user=author).exists():
            company_member_add(company=company, user=author, is_company_admin=True)
        if CompanyChange.objects.filter(company=company, status=CompanyChange.Status.PENDING).exists():
            continue  # someone already proposes a change of this company: one at a time
        payload = _update_payload(profile, company, update)
        company_change_create(author=author, company_id=company.pk, snapshot_of=partial(company_snapshot, payload))
        created += 1
    return created
