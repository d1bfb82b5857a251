"""The demo sign-ins that `make run` prints (README, "Quick start"): one for each way the
product looks, so a visitor can try every screen without signing up."""

from django.contrib.auth.hashers import make_password

from apps.accounts.models import User
from apps.billing.models import PricingPlan
from apps.billing.plans import PLANS

DEMO_PASSWORD = "Demo#Partner2026"
GROWTH_CREDITS = next(plan["credits_quota"] for plan in PLANS if plan["id"] == PricingPlan.GROWTH)

# plan: a plan granted for a year (None: Free). company: "admin" or "member" of the demo
# member's company (the first company of the catalogue), None: no company.
DEMO_ACCOUNTS = [
    {"email": "admin@demo-partnermatch.com", "first_name": "Avery", "last_name": "Admin", "admin": True,
     "plan": None, "company": None,
     "note": "administrator: back office and the review of company changes"},
    {"email": "member@demo-partnermatch.com", "first_name": "Morgan", "last_name": "Member", "admin": False,
     "plan": PricingPlan.GROWTH, "company": "admin",
     "note": f"Growth Mode plan ({GROWTH_CREDITS} search credits), company admin: Find Partners works at once"},
    {"email": "free@demo-partnermatch.com", "first_name": "Frankie", "last_name": "Free", "admin": False,
     "plan": None, "company": "member",
     "note": "Free plan, member (not admin) of the same company: discovery asks to upgrade"},
    {"email": "pro@demo-partnermatch.com", "first_name": "Parker", "last_name": "Pro", "admin": False,
     "plan": PricingPlan.GROWTH, "company": None,
     "note": "Growth Mode plan, no company yet: discovery asks to add or join one"},
]  # fmt: skip


def demo_accounts_seed() -> int:
    """Creates the demo accounts that are missing (Active, with the demo password); never
    touches existing ones."""
    existing = set(User.objects.filter(email__in=[a["email"] for a in DEMO_ACCOUNTS]).values_list("email", flat=True))
    missing = [account for account in DEMO_ACCOUNTS if account["email"] not in existing]
    if not missing:
        return 0
    # The accounts share one published password: hashing it once saves a second of PBKDF2
    # per account.
    hashed = make_password(DEMO_PASSWORD)
    for account in missing:
        names = {"first_name": account["first_name"], "last_name": account["last_name"]}
        if account["admin"]:
            user = User.objects.create_superuser(email=account["email"], password=None, **names)
        else:
            user = User.objects.create_user(email=account["email"], password=None, status=User.Status.ACTIVE, **names)
        user.password = hashed
        user.save(update_fields=["password"])
    return len(missing)


def demo_account(email: str) -> User:
    return User.objects.get(email=email)
