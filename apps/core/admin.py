"""The back office (/backoffice/) and the rule every model admin follows: a field whose
change must go through a service is read-only here, and the operation is an admin action
that calls that service (docs/decisions.md, issue 7)."""

from collections.abc import Callable, Iterable

from django.contrib import admin, messages
from django.contrib.admin import helpers
from django.core.exceptions import PermissionDenied
from django.template.response import TemplateResponse

from apps.core.exceptions import ApplicationError
from apps.core.models import ContactMessage


class ServiceOwnedAdmin(admin.ModelAdmin):
    """A model written only by services: the back office lists and shows it, never adds
    or edits it (a POST to its change page is refused). Deleting stays as Django decides,
    so deleting a user or a company still removes their rows."""

    # False: a row is deleted only with the user or company it belongs to (Django checks
    # the delete permission of every cascaded row), never on its own, where a service owns
    # its removal.
    deletable_alone = True

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def get_actions(self, request):
        actions = super().get_actions(request)
        if not self.deletable_alone:
            actions.pop("delete_selected", None)
        return actions

    def change_view(self, request, object_id, form_url="", extra_context=None):
        if not self.deletable_alone:
            extra_context = {**(extra_context or {}), "show_delete": False}
        return super().change_view(request, object_id, form_url, extra_context)

    def delete_view(self, request, object_id, extra_context=None):
        if not self.deletable_alone:
            raise PermissionDenied
        return super().delete_view(request, object_id, extra_context)


def run_for_each(
    modeladmin: admin.ModelAdmin,
    request,
    objects: Iterable,
    operation: Callable,
    *,
    done: Callable[[object], str],
) -> None:
    """Runs a service once per selected object (each in its own transaction, so one refusal
    does not undo the others) and reports every success and every refusal."""
    for obj in objects:
        label = str(obj)
        try:
            operation(obj)
        except ApplicationError as exc:
            modeladmin.message_user(request, f"{label}: {exc.title}", messages.ERROR)
        else:
            modeladmin.message_user(request, done(obj), messages.SUCCESS)


def action_form_page(modeladmin, request, queryset, *, form, action: str, title: str, intro: str, submit_label: str):
    """The intermediate page of an action that needs input; it posts back to the
    changelist with the same action, the selected ids and `apply`."""
    context = {
        **modeladmin.admin_site.each_context(request),
        "title": title,
        "intro": intro,
        "queryset": queryset,
        "form": form,
        "action": action,
        "submit_label": submit_label,
        "opts": modeladmin.model._meta,
        "action_checkbox_name": helpers.ACTION_CHECKBOX_NAME,
        "media": modeladmin.media + form.media,
    }
    return TemplateResponse(request, "admin/action_form.html", context)


@admin.register(ContactMessage)
class ContactMessageAdmin(admin.ModelAdmin):
    list_display = ("title", "email", "created_at", "handled")
    list_filter = ("title", "handled")
    search_fields = ("email", "text")
    readonly_fields = ("user", "email", "title", "text", "created_at")
    list_editable = ("handled",)

    def has_add_permission(self, request):
        # Messages come from the contact form (and are e-mailed to staff on arrival).
        return False
