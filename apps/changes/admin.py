from django.contrib import admin

from apps.changes.models import CompanyChange


@admin.register(CompanyChange)
class CompanyChangeAdmin(admin.ModelAdmin):
    list_display = ("name", "change_type", "status", "author", "reviewer", "created_at", "reviewed_at")
    list_filter = ("status", "change_type")
    search_fields = ("snapshot__name", "author__email")
    raw_id_fields = ("company", "author", "reviewer")
    readonly_fields = ("snapshot", "created_at", "updated_at", "reviewed_at")
