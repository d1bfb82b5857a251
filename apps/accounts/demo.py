"""Demo sign-ins loaded by `manage.py seed_demo` (and `make run`)."""

from apps.accounts.models import Role, User

DEMO_PASSWORD = "Demo#Partner2026"
DEMO_ACCOUNTS = [
    {"email": "admin@demo-partnermatch.com", "first_name": "Avery", "last_name": "Admin", "admin": True,
     "note": "administrator"},
    {"email": "member@demo-partnermatch.com", "first_name": "Morgan", "last_name": "Member", "admin": False,
     "note": "member, Free plan, company admin of a demo company"},
    {"email": "pro@demo-partnermatch.com", "first_name": "Parker", "last_name": "Pro", "admin": False,
     "note": "member on the Growth Mode plan, no company yet"},
]  # fmt: skip


def demo_accounts_seed() -> int:
    """Creates the demo accounts that are missing; never touches existing ones."""
    created = 0
    for account in DEMO_ACCOUNTS:
        if User.objects.filter(email=account["email"]).exists():
            continue
        user = User(
            email=account["email"],
            first_name=account["first_name"],
            last_name=account["last_name"],
            status=User.Status.ACTIVE,
            is_superuser=account["admin"],
        )
        user.set_password(DEMO_PASSWORD)
        user.save()
        user.roles.set([Role.ADMIN if account["admin"] else Role.USER])
        created += 1
    return created


def demo_account(email: str) -> User:
    return User.objects.get(email=email)
