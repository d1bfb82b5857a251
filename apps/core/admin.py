from django.contrib import admin

from apps.core.models import ContactMessage


@admin.register(ContactMessage)
class ContactMessageAdmin(admin.ModelAdmin):
    list_display = ("title", "email", "created_at", "handled")
    list_filter = ("title", "handled")
    search_fields = ("email", "text")
    readonly_fields = ("user", "email", "title", "text", "created_at")
    list_editable = ("handled",)
