"""Demo pending changes (Added and Updated) for the admin review screens."""

import random

from apps.accounts.models import User
from apps.changes.models import CompanyChange
from apps.companies.demo import demo_snapshot
from apps.companies.models import Company
from apps.companies.services import company_member_add

NEW_COMPANIES = [
    ("Brightwave Telemetry", 1, "brightwave-telemetry.io", "Jordan", "Blake"),
    ("Clearpath IT Partners", 2, "clearpath-itpartners.com", "Sam", "Rivera"),
    ("Solace Data Labs", 1, "solacedatalabs.com", "Imani", "Clarke"),
]


def _author(email, first, last):
    user = User.objects.filter(email=email).first()
    if user is None:
        user = User.objects.create_user(
            email=email, password=None, first_name=first, last_name=last, status=User.Status.ACTIVE
        )
    return user


def demo_changes_seed() -> int:
    """Three Added and two Updated pending changes; idempotent (matched by author)."""
    rng = random.Random(11)
    created = 0
    for name, kind, domain, first, last in NEW_COMPANIES:
        author = _author(f"{first}.{last}@{domain}".lower(), first, last)
        if CompanyChange.objects.filter(author=author).exists():
            continue
        CompanyChange.objects.create(
            change_type=CompanyChange.ChangeType.ADDED,
            snapshot=demo_snapshot(rng, name, kind, domain),
            author=author,
        )
        created += 1
    for company in Company.objects.order_by("id")[5:7]:
        author = _author(f"partners@{company.domain}", "Partner", "Team")
        if CompanyChange.objects.filter(author=author).exists():
            continue
        company_member_add(company=company, user=author, is_company_admin=True)
        snapshot = demo_snapshot(rng, company.name, company.partner_type, company.domain)
        snapshot["description"] += "<p><em>Updated:</em> now with a dedicated partner success team.</p>"
        CompanyChange.objects.create(
            company=company, change_type=CompanyChange.ChangeType.UPDATED, snapshot=snapshot, author=author
        )
        created += 1
    return created
