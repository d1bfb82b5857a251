"""Companies in the back office. A company's profile changes only through an approved
company change (apps.changes), so it is read-only here; staff own its two flags
(published, featured). Memberships and join requests change through the companies
services, as admin actions."""

from django.contrib import admin

from apps.companies import services
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
from apps.core.admin import ServiceOwnedAdmin, run_for_each

PROFILE_FIELDS = (
    "name",
    "website",
    "domain",
    "logo_url",
    "logo_host",
    "description",
    "partner_type",
    "company_size",
    "goal_for_next_year",
    "is_industry_agnostic",
    "target_industries",
    "is_geo_global",
    "geo_regions",
    "market_segments",
    "deal_sizes",
    "partnership_types",
    "partner_page",
    "partner_program_description",
    "partner_readiness",
    "offer_description",
)


class ReadOnlyInline(admin.TabularInline):
    extra = 0
    can_delete = False

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


class ContactInline(ReadOnlyInline):
    """Contacts are part of the company's snapshot: a change replaces them."""

    model = Contact
    fields = ("first_name", "last_name", "email", "position", "linkedin_url")


class MemberInline(ReadOnlyInline):
    """Shown here; changed from the company members list (its actions keep a company admin)."""

    model = CompanyMember
    fields = ("user", "is_company_admin", "joined_at")


class FeaturedWindowInline(admin.TabularInline):
    """Featuring a company in the hub: a dated window (Growth subscriptions open their own)."""

    model = FeaturedWindow
    fields = ("starts_at", "ends_at", "note", "subscription", "month")
    readonly_fields = ("subscription", "month")
    extra = 0


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ("name", "domain", "partner_type", "company_size", "is_approved", "updated_at")
    list_filter = ("partner_type", "is_approved", "company_size")
    search_fields = ("name", "domain", "website")
    inlines = [ContactInline, MemberInline, FeaturedWindowInline]
    fieldsets = (
        ("Published", {"fields": ("is_approved",)}),
        ("Profile (changed only by an approved company change)", {"fields": PROFILE_FIELDS}),
        # The company admins' choice (company_domain_join_policy_set, on /my-company).
        ("Joining (chosen by the company admins)", {"fields": ("domain_join_policy",)}),
        ("Dates", {"fields": ("created_at", "updated_at")}),
    )
    readonly_fields = (*PROFILE_FIELDS, "domain_join_policy", "created_at", "updated_at")

    def has_add_permission(self, request):
        # A company is created by approving a proposed one (Company changes).
        return False


@admin.register(CompanyMember)
class CompanyMemberAdmin(ServiceOwnedAdmin):
    """Who belongs to which company. Membership starts through joining (the API's assign
    and join requests); company-admin rights and leaving go through
    `company_members_update`, which keeps at least one company admin."""

    list_display = ("user", "company", "is_company_admin", "joined_at")
    list_filter = ("is_company_admin",)
    list_select_related = ("user", "company")
    search_fields = ("user__email", "company__name")
    actions = ["make_company_admin", "remove_company_admin", "remove_from_company"]
    # Removing a member is "Remove from company" (the service keeps a company admin);
    # the row still goes when its user or company is deleted.
    deletable_alone = False

    def has_members_permission(self, request) -> bool:
        opts = self.opts
        return request.user.has_perm(f"{opts.app_label}.change_{opts.model_name}")

    def _members_update(self, request, queryset, change, *, done):
        def update(member: CompanyMember):
            wanted = change(member)
            members = [
                {"userId": other.user_id, "isCompanyAdmin": wanted.get(other.user_id, other.is_company_admin)}
                for other in member.company.members.all()
                if other.user_id not in wanted or wanted[other.user_id] is not None
            ]
            services.company_members_update(company=member.company, members=members)

        run_for_each(self, request, queryset.select_related("user", "company"), update, done=done)

    @admin.action(description="Make selected members company admins", permissions=["members"])
    def make_company_admin(self, request, queryset):
        self._members_update(
            request,
            queryset,
            lambda m: {m.user_id: True},
            done=lambda m: f"{m.user} is a company admin of {m.company}.",
        )

    @admin.action(description="Remove company-admin rights from selected members", permissions=["members"])
    def remove_company_admin(self, request, queryset):
        self._members_update(
            request,
            queryset,
            lambda m: {m.user_id: False},
            done=lambda m: f"{m.user} is no longer a company admin of {m.company}.",
        )

    @admin.action(description="Remove selected members from their company", permissions=["members"])
    def remove_from_company(self, request, queryset):
        # None = left out of the list, which the service reads as "remove".
        self._members_update(
            request, queryset, lambda m: {m.user_id: None}, done=lambda m: f"{m.user} left {m.company}."
        )


@admin.register(CompanyJoinRequest)
class CompanyJoinRequestAdmin(ServiceOwnedAdmin):
    list_display = ("user", "company", "status", "created_at", "decided_at", "decided_by")
    list_filter = ("status",)
    list_select_related = ("user", "company", "decided_by")
    search_fields = ("user__email", "company__name")
    actions = ["accept_selected", "decline_selected"]

    def has_decide_permission(self, request) -> bool:
        opts = self.opts
        return request.user.has_perm(f"{opts.app_label}.change_{opts.model_name}")

    def _decide(self, request, queryset, *, accept: bool):
        def decide(join_request: CompanyJoinRequest):
            services.join_request_decide(
                company=join_request.company, join_request_id=join_request.pk, actor=request.user, accept=accept
            )

        verb = "joined" if accept else "was declined by"
        run_for_each(
            self,
            request,
            queryset.select_related("user", "company"),
            decide,
            done=lambda r: f"{r.user} {verb} {r.company}.",
        )

    @admin.action(description="Accept selected join requests", permissions=["decide"])
    def accept_selected(self, request, queryset):
        self._decide(request, queryset, accept=True)

    @admin.action(description="Decline selected join requests", permissions=["decide"])
    def decline_selected(self, request, queryset):
        self._decide(request, queryset, accept=False)


for model in (Industry, MarketSegment, DealSize, PartnershipType):
    admin.site.register(model, list_display=("id", "name"), search_fields=("name",))


@admin.register(GeoRegion)
class GeoRegionAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "parent")
    list_filter = ("parent",)


@admin.register(CompanyImport)
class CompanyImportAdmin(ServiceOwnedAdmin):
    """The CSV imports (issue 10): who imported which file and what came of it, read-only."""

    list_display = ("created_at", "file_name", "created_by", "status", "total_rows", "created_count", "updated_count")
    list_filter = ("status",)
    exclude = ("content",)


@admin.register(FeaturedWindow)
class FeaturedWindowAdmin(admin.ModelAdmin):
    """Featured placement in the hub: Growth subscriptions open one 10-day window a month by
    themselves (apps/companies/services.py); staff may add, move or end windows here."""

    list_display = ("company", "starts_at", "ends_at", "subscription", "month", "note")
    list_filter = ("month",)
    search_fields = ("company__name", "note")
    autocomplete_fields = ("company",)
    raw_id_fields = ("subscription",)
    readonly_fields = ("month", "created_at")
