"""Company changes in the back office: read-only, reviewed only through the workflow's
services (the same ones the API's approve and reject call), with the proposed company
shown readably."""

from django import forms
from django.contrib import admin
from django.utils.html import format_html, format_html_join
from django.utils.safestring import mark_safe

from apps.changes import services
from apps.changes.models import CompanyChange
from apps.companies.models import Company, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.companies.selectors import names_by_id
from apps.core.admin import ServiceOwnedAdmin, action_form_page, run_for_each
from apps.core.sanitize import rich_text_clean

EMPTY = "—"


class RejectForm(forms.Form):
    reason = forms.CharField(
        label="Reason",
        widget=forms.Textarea(attrs={"rows": 4, "cols": 80}),
        max_length=2000,
        help_text="Shown to the member who proposed the change.",
        error_messages={"required": "A reason is required."},
    )


@admin.register(CompanyChange)
class CompanyChangeAdmin(ServiceOwnedAdmin):
    change_form_template = "admin/changes/companychange/change_form.html"
    list_display = ("name", "change_type", "status", "author", "company", "created_at", "reviewer", "reviewed_at")
    list_filter = ("status", "change_type")
    list_select_related = ("author", "reviewer", "company")
    search_fields = ("snapshot__name", "author__email")
    actions = ["approve_selected", "reject_selected"]
    fieldsets = (
        (
            "Review",
            {
                "fields": (
                    "change_type",
                    "status",
                    "company",
                    "author",
                    "created_at",
                    "updated_at",
                    "reviewer",
                    "reviewed_at",
                    "rejection_reason",
                )
            },
        ),
        ("Proposed company", {"fields": ("proposed_company",)}),
    )
    readonly_fields = ("proposed_company",)

    def has_review_permission(self, request) -> bool:
        # The reviewers are the admins who may change company changes; the change form
        # itself stays read-only (ServiceOwnedAdmin).
        opts = self.opts
        return request.user.has_perm(f"{opts.app_label}.change_{opts.model_name}")

    def change_view(self, request, object_id, form_url="", extra_context=None):
        change = self.get_object(request, object_id)
        extra_context = {
            **(extra_context or {}),
            "can_review": bool(
                change and change.status == CompanyChange.Status.PENDING and self.has_review_permission(request)
            ),
        }
        return super().change_view(request, object_id, form_url, extra_context)

    @admin.action(description="Approve selected changes", permissions=["review"])
    def approve_selected(self, request, queryset):
        run_for_each(
            self,
            request,
            queryset.order_by("created_at", "id"),
            lambda change: services.company_change_approve(change_id=change.pk, reviewer=request.user),
            done=lambda change: f"Approved {change.name}: the company is live.",
        )

    @admin.action(description="Reject selected changes", permissions=["review"])
    def reject_selected(self, request, queryset):
        form = RejectForm(request.POST if "apply" in request.POST else None)
        if form.is_valid():
            reason = form.cleaned_data["reason"]
            run_for_each(
                self,
                request,
                queryset.order_by("created_at", "id"),
                lambda change: services.company_change_reject(
                    change_id=change.pk, reviewer=request.user, reason=reason
                ),
                done=lambda change: f"Rejected {change.name}.",
            )
            return None  # back to the list, with the messages
        return action_form_page(
            self,
            request,
            queryset,
            form=form,
            action="reject_selected",
            title="Reject company changes",
            intro="The reason is recorded with each change below and shown to its author.",
            submit_label="Reject",
        )

    @admin.display(description="Proposed company")
    def proposed_company(self, change: CompanyChange):
        return snapshot_html(change.snapshot if isinstance(change.snapshot, dict) else {})


# --- the snapshot, readably ---------------------------------------------------------------


def _label(choices, value) -> str:
    if value in (None, ""):
        return EMPTY
    try:
        return choices(value).label
    except ValueError:
        return str(value)


def _names(model, ids, *, everything: bool = False, everything_label: str = "") -> str:
    if everything:
        return everything_label
    ids = [i for i in ids or [] if isinstance(i, int)] if isinstance(ids, list) else []
    return ", ".join(item["name"] for item in names_by_id(model, ids)) or EMPTY


def _rich(value):
    """Rich text as the members will see it: cleaned again with the input's allow-list
    (the page's CSP forbids inline script besides), so a stored value that escaped the
    sanitiser still cannot run here."""
    if not isinstance(value, str):
        return EMPTY if value in (None, "") else str(value)  # escaped by format_html_join
    cleaned = rich_text_clean(value)
    if not cleaned:
        return EMPTY
    return format_html('<div class="proposed-rich-text">{}</div>', mark_safe(cleaned))  # noqa: S308 - sanitised above


def _text(value) -> str:
    return EMPTY if value in (None, "") else str(value)


def _contacts(contacts):
    if not isinstance(contacts, list) or not contacts:
        return EMPTY
    rows = format_html_join(
        "",
        "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
        (
            (
                _text(f"{c.get('firstName', '')} {c.get('lastName', '')}".strip()),
                _text(c.get("email")),
                _text(c.get("position")),
                _text(c.get("linkedInUrl")),
                _text(c.get("contactId")) if c.get("contactId") else "new",
            )
            for c in contacts
            if isinstance(c, dict)
        ),
    )
    return format_html(
        "<table><thead><tr><th>Name</th><th>E-mail</th><th>Position</th><th>LinkedIn</th><th>Contact id</th>"
        "</tr></thead><tbody>{}</tbody></table>",
        rows,
    )


def snapshot_html(s: dict):
    """A proposed company as a table of its fields: choices by label, reference lists by
    name, rich text rendered safely, contacts as a table. Every value is escaped."""
    rows = [
        ("Name", _text(s.get("name"))),
        ("Website", _text(s.get("website"))),
        ("Partner type", _label(Company.PartnerType, s.get("partnerType"))),
        ("Description", _rich(s.get("description"))),
        ("Company size", _label(Company.Size, s.get("companySize"))),
        ("Goal for next year", _label(Company.Goal, s.get("goalForNextYear"))),
        (
            "Target industries",
            _names(
                Industry,
                s.get("targetIndustryIds"),
                everything=bool(s.get("isIndustryAgnostic")),
                everything_label="Industry agnostic",
            ),
        ),
        (
            "Geography",
            _names(GeoRegion, s.get("geoRegionIds"), everything=bool(s.get("isGeoGlobal")), everything_label="Global"),
        ),
        ("Market segments", _names(MarketSegment, s.get("marketSegmentIds"))),
        ("Deal sizes", _names(DealSize, s.get("dealSizeIds"))),
        ("Partnership types", _names(PartnershipType, s.get("partnershipTypeIds"))),
        ("Partner page", _text(s.get("partnerPage"))),
        ("Partner program", _rich(s.get("partnerProgramDescription"))),
        ("Partner readiness", _label(Company.Readiness, s.get("partnerReadiness"))),
        ("Offer", _rich(s.get("offerDescription"))),
        ("Contacts", _contacts(s.get("contacts"))),
    ]
    return format_html(
        '<table class="proposed-company"><tbody>{}</tbody></table>',
        format_html_join("", '<tr><th scope="row">{}</th><td>{}</td></tr>', rows),
    )
