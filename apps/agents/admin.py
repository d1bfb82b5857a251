from django.contrib import admin

from apps.agents.models import GptAgent


@admin.register(GptAgent)
class GptAgentAdmin(admin.ModelAdmin):
    list_display = ("name", "is_external", "is_featured", "is_published", "ordering", "number_of_conversations")
    list_filter = ("is_external", "is_featured", "is_published")
    list_editable = ("is_featured", "is_published", "ordering")
    search_fields = ("name", "description")
    readonly_fields = ("number_of_conversations", "created_at", "updated_at")
    fieldsets = (
        (None, {"fields": ("name", "description", "logo_url", "ordering", "is_featured", "is_published")}),
        ("Where it runs", {"fields": ("is_external", "external_url", "instructions")}),
        ("Usage", {"fields": ("number_of_conversations", "created_at", "updated_at")}),
    )
