from django.contrib import admin

from apps.companies.models import (
    Company,
    CompanyJoinRequest,
    CompanyMember,
    Contact,
    DealSize,
    GeoRegion,
    Industry,
    MarketSegment,
    PartnershipType,
)


class ContactInline(admin.TabularInline):
    model = Contact
    extra = 0


class MemberInline(admin.TabularInline):
    model = CompanyMember
    extra = 0
    raw_id_fields = ("user",)


@admin.register(Company)
class CompanyAdmin(admin.ModelAdmin):
    list_display = ("name", "domain", "partner_type", "company_size", "is_approved", "is_featured", "updated_at")
    list_filter = ("partner_type", "is_approved", "is_featured", "company_size")
    search_fields = ("name", "domain", "website")
    filter_horizontal = ("target_industries", "geo_regions", "market_segments", "deal_sizes", "partnership_types")
    inlines = [ContactInline, MemberInline]
    readonly_fields = ("domain", "logo_url", "created_at", "updated_at")


@admin.register(CompanyJoinRequest)
class CompanyJoinRequestAdmin(admin.ModelAdmin):
    list_display = ("user", "company", "status", "created_at", "decided_at")
    list_filter = ("status",)
    search_fields = ("user__email", "company__name")
    raw_id_fields = ("user", "company", "decided_by")


for model in (Industry, MarketSegment, DealSize, PartnershipType):
    admin.site.register(model, list_display=("id", "name"), search_fields=("name",))


@admin.register(GeoRegion)
class GeoRegionAdmin(admin.ModelAdmin):
    list_display = ("id", "name", "parent")
    list_filter = ("parent",)
