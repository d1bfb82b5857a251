from django.core.management.base import BaseCommand
from django.db import transaction

from apps.accounts.demo import demo_account, demo_accounts_seed
from apps.billing.models import PricingPlan
from apps.billing.selectors import user_has_active_subscription
from apps.billing.services import subscription_grant
from apps.changes.demo import demo_changes_seed
from apps.companies.demo import demo_catalogue, demo_companies_seed, demo_member_company


class Command(BaseCommand):
    help = "Loads the demo data: accounts, ~300 companies, pending changes (idempotent)."

    @transaction.atomic
    def handle(self, *args, **options):
        accounts = demo_accounts_seed()
        companies = demo_companies_seed()
        demo_member_company(demo_account("member@demo-partnermatch.com"), demo_catalogue()[0][2])
        pro = demo_account("pro@demo-partnermatch.com")
        if not user_has_active_subscription(user=pro):
            subscription_grant(user=pro, plan=PricingPlan.objects.get(pk=PricingPlan.GROWTH), days=365)
        changes = demo_changes_seed()
        self.stdout.write(
            f"Demo data: {accounts} account(s), {companies} compan(ies), {changes} pending change(s) created."
        )
