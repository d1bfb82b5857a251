"""Request and response shapes of the change workflow.

`CompanySaveInput` is the company save payload (spec section 3) with the rules of spec
section 5, word for word. Its context names the company the change is for: none means a new
company and the creation wizard's rules (contact fields optional, offer required); a company
means the edit form's rules (contact names, position and e-mail required, e-mails of existing
contacts locked, the offer kept when left out). The result is the normalised snapshot a
`CompanyChange` stores. Errors are keyed by the payload's names, contacts as
`contacts.<index>.<field>`."""

import re
from collections.abc import Mapping

from django.core.exceptions import ValidationError as DjangoValidationError
from django.core.validators import validate_email
from rest_framework import serializers
from rest_framework.fields import SkipField

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.changes import errors
from apps.changes.models import CompanyChange
from apps.companies.api.serializers import CompanyDetailOutput
from apps.companies.models import Company, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.core import errors as core_errors
from apps.core.api.schema import error_output
from apps.core.exceptions import flatten_errors
from apps.core.formats import URL_INVALID, url_is_valid
from apps.core.sanitize import rich_text_clean, rich_text_plain

ChangeError = error_output(
    "ChangeError",
    [*errors.ALL, *SIGNED_IN, NOT_ADMIN, core_errors.INVALID_INPUT],
    companyChangeId=serializers.IntegerField(required=False, help_text="`pendingChangeExists`: the change to update."),
)

# Ids are bigint in the database; a larger number is no id (and would overflow the query).
ID_MAX = 2**63 - 1
DESCRIPTION_MIN = 150

MSG = {
    "name": "Company name is required",
    "description": "Company description must be at least 150 characters",
    "website_required": "Company website is required",
    "company_size": "Company size must be selected",
    "partner_type": "Partner type must be selected",
    "industries": "At least one target industry must be selected unless the company is industry agnostic",
    "segments": "At least one target customer segment must be selected",
    "regions": "At least one target region must be selected unless the company is global",
    "partnership_types": "At least one partnership type must be selected",
    "partner_page": "Partner website page is required",
    "program": "Partner program description is required",
    "readiness": "Partner readiness must be selected",
    "offer": "Exclusive offer description is required",
    "contacts_min": "Min 1 contact must be selected",
    "contacts_list": "Must be a list of contacts.",
    "contact_object": "Must be a contact object.",
    "contact_first": "First name is required",
    "contact_last": "Last name is required",
    "contact_position": "Position is required",
    "contact_email": "Email is invalid",
    "contact_email_required": "Email is required",
    "contact_duplicate": "Contact with the same Email already exists. Please check entered data.",
    "contact_email_locked": "The email cannot be changed when editing.",
    "ids": "Must be a list of ids.",
}


# --- fields -----------------------------------------------------------------------------


class TextField(serializers.CharField):
    """Optional text, trimmed; absent or null reads as "" (the rules below say what is
    required, with the spec's message). Only a JSON string is text: DRF's CharField would
    also take 12345 or true."""

    def __init__(self, **kwargs):
        kwargs.setdefault("required", False)
        kwargs.setdefault("allow_blank", True)
        kwargs.setdefault("allow_null", True)
        kwargs.setdefault("default", "")
        super().__init__(**kwargs)

    def validate_empty_values(self, data):
        if data is None:
            return True, ""
        return super().validate_empty_values(data)

    def to_internal_value(self, data):
        if not isinstance(data, str):
            self.fail("invalid")
        return super().to_internal_value(data)


class RichTextField(TextField):
    """Editor HTML, sanitised on the way in (apps/core/sanitize.py)."""

    def __init__(self, **kwargs):
        kwargs.setdefault("trim_whitespace", False)
        kwargs.setdefault("help_text", "HTML of the rich-text editor; sanitised on the way in.")
        super().__init__(**kwargs)

    def to_internal_value(self, data):
        return rich_text_clean(super().to_internal_value(data))


class CodeField(serializers.ChoiceField):
    """An enumeration code of the Company model (absent or null: none chosen)."""

    def __init__(self, choices, *, message=None, **kwargs):
        kwargs.update(required=False, allow_null=True, default=None)
        if message:  # the spec's "must be selected" covers an unknown code too
            kwargs["error_messages"] = {"invalid_choice": message}
        super().__init__(choices, **kwargs)


class FlagField(serializers.BooleanField):
    def __init__(self, **kwargs):
        super().__init__(required=False, allow_null=True, default=False, **kwargs)


class IdListField(serializers.ListField):
    """Ids of reference items, duplicates dropped (absent or null: none)."""

    default_error_messages = {"not_a_list": MSG["ids"]}

    def __init__(self, **kwargs):
        kwargs.update(required=False, allow_null=True, default=list)
        super().__init__(child=serializers.IntegerField(min_value=1, max_value=ID_MAX), **kwargs)

    def to_internal_value(self, data):
        if not isinstance(data, list):
            self.fail("not_a_list")
        try:
            ids = self.run_child_validation(data)
        except serializers.ValidationError:
            self.fail("not_a_list")  # one message for the list, as for a non-list
        return list(dict.fromkeys(ids))


class ContactInput(serializers.Serializer):
    contactId = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=1,
        max_value=ID_MAX,
        help_text="An existing contact (its e-mail cannot change); absent for a new one.",
    )
    firstName = TextField(max_length=150)
    lastName = TextField(max_length=150)
    email = TextField(max_length=254)
    position = TextField(max_length=150)
    linkedInUrl = TextField(max_length=500)


class ContactListField(serializers.ListField):
    default_error_messages = {"not_a_list": MSG["contacts_list"]}

    def __init__(self, **kwargs):
        kwargs.update(required=False, allow_null=True, default=list)
        super().__init__(child=ContactInput(), **kwargs)

    def to_internal_value(self, data):
        if not isinstance(data, list):
            self.fail("not_a_list")
        contacts, errors = [], {}
        for index, item in enumerate(data):
            if not isinstance(item, Mapping):
                errors[index] = [MSG["contact_object"]]
                continue
            try:
                contacts.append(self.child.run_validation(item))
            except serializers.ValidationError as exc:
                errors[index] = exc.detail
        if errors:
            raise serializers.ValidationError(errors)
        return contacts


# --- the payload --------------------------------------------------------------------------


class ChangeTargetInput(serializers.Serializer):
    companyId = serializers.IntegerField(
        required=False,
        allow_null=True,
        min_value=1,
        max_value=ID_MAX,
        help_text="The company to change; absent or null for a new company (the creation wizard's rules).",
    )


class CompanySaveInput(ChangeTargetInput):
    companyChangeId = serializers.IntegerField(
        required=False, allow_null=True, help_text="Ignored: the change is the one in the path."
    )
    name = TextField(max_length=200)
    description = RichTextField()
    website = TextField(max_length=500)
    logoUrl = TextField(help_text="Ignored: the logo is derived from the website.")
    partnerType = CodeField(Company.PartnerType.choices, message=MSG["partner_type"])
    companySize = CodeField(Company.Size.choices, message=MSG["company_size"])
    goalForNextYear = CodeField(Company.Goal.choices)
    isIndustryAgnostic = FlagField()
    targetIndustryIds = IdListField()
    isGeoGlobal = FlagField()
    geoRegionIds = IdListField(help_text="Sub-regions only.")
    marketSegmentIds = IdListField()
    dealSizeIds = IdListField()
    partnershipTypeIds = IdListField()
    partnerPage = TextField(max_length=500)
    partnerProgramDescription = RichTextField()
    partnerReadiness = CodeField(Company.Readiness.choices, message=MSG["readiness"])
    offerDescription = RichTextField(
        help_text="Sanitised HTML. Required for a new company; an update that leaves it out keeps the offer."
    )
    contacts = ContactListField()

    def to_internal_value(self, data):
        """Every message at once: each field's type first, then the rules on the fields that
        parsed. (DRF's validate() would run only once every field has parsed, and the
        spec's messages of one form are shown together.)"""
        if not isinstance(data, Mapping):
            raise serializers.ValidationError({"nonFieldErrors": [errors.BODY_NOT_AN_OBJECT.title]})
        values, problems = {}, {}
        for field in self._writable_fields:
            try:
                values[field.field_name] = field.run_validation(field.get_value(data))
            except serializers.ValidationError as exc:
                problems[field.field_name] = exc.detail
            except SkipField:
                pass
        company = self.context.get("company")
        snapshot = _Rules(values, problems, company=company).snapshot()
        if company is not None and "offerDescription" not in data:
            # An update that leaves the offer out keeps it (the edit form has no offer field).
            snapshot["offerDescription"] = company.offer_description
        if problems:
            raise serializers.ValidationError(problems)
        return snapshot


class _Rules:
    """The rules of spec section 5 on the parsed values; a field whose type was wrong has its
    type message already and is not judged again."""

    def __init__(self, values: dict, errors: dict, *, company: Company | None):
        self.values, self.errors, self.company = values, errors, company

    def need(self, condition, key: str, message: str) -> None:
        if key not in self.errors and not condition:
            self.errors[key] = [message]

    def url(self, key: str, required_message: str) -> str:
        value = self.values.get(key, "")
        if key not in self.errors:
            if not value:
                self.errors[key] = [required_message]
            elif not url_is_valid(value):
                self.errors[key] = [URL_INVALID]
        return value

    def known(self, key: str, model, *, sub_regions: bool = False) -> list[int]:
        ids = self.values.get(key) or []
        if key in self.errors or not ids:
            return []
        queryset = model.objects.filter(pk__in=ids)
        if sub_regions:
            queryset = queryset.filter(parent__isnull=False)
        found = set(queryset.values_list("pk", flat=True))
        if unknown := [i for i in ids if i not in found]:
            self.errors[key] = [f"Unknown id(s): {', '.join(map(str, unknown))}."]
        return [i for i in ids if i in found]

    def snapshot(self) -> dict:
        v, need = self.values, self.need
        is_new = self.company is None
        name = v.get("name", "")
        need(name, "name", MSG["name"])
        description = v.get("description", "")
        need(len(rich_text_plain(description)) >= DESCRIPTION_MIN, "description", MSG["description"])
        website = self.url("website", MSG["website_required"])
        need(v.get("companySize"), "companySize", MSG["company_size"])
        need(v.get("partnerType"), "partnerType", MSG["partner_type"])

        agnostic = bool(v.get("isIndustryAgnostic"))
        industries = [] if agnostic else self.known("targetIndustryIds", Industry)
        if not agnostic:
            need(industries, "targetIndustryIds", MSG["industries"])
        segments = self.known("marketSegmentIds", MarketSegment)
        need(segments, "marketSegmentIds", MSG["segments"])
        is_global = bool(v.get("isGeoGlobal"))
        regions = [] if is_global else self.known("geoRegionIds", GeoRegion, sub_regions=True)
        if not is_global:
            need(regions, "geoRegionIds", MSG["regions"])
        deal_sizes = self.known("dealSizeIds", DealSize)

        partnership_types = self.known("partnershipTypeIds", PartnershipType)
        need(partnership_types, "partnershipTypeIds", MSG["partnership_types"])
        partner_page = self.url("partnerPage", MSG["partner_page"])
        program = v.get("partnerProgramDescription", "")
        need(_has_content(program), "partnerProgramDescription", MSG["program"])
        need(v.get("partnerReadiness"), "partnerReadiness", MSG["readiness"])
        offer = v.get("offerDescription", "")
        if is_new:
            need(_has_content(offer), "offerDescription", MSG["offer"])

        return {
            "name": name,
            "description": description,
            "website": website,
            "partnerType": v.get("partnerType"),
            "companySize": v.get("companySize"),
            "goalForNextYear": v.get("goalForNextYear"),
            "isIndustryAgnostic": agnostic,
            "targetIndustryIds": industries,
            "isGeoGlobal": is_global,
            "geoRegionIds": regions,
            "marketSegmentIds": segments,
            "dealSizeIds": deal_sizes,
            "partnershipTypeIds": partnership_types,
            "partnerPage": partner_page,
            "partnerProgramDescription": program,
            "partnerReadiness": v.get("partnerReadiness"),
            "offerDescription": offer,
            "contacts": self.contacts(is_new=is_new),
        }

    def contacts(self, *, is_new: bool) -> list[dict]:
        if "contacts" in self.errors:
            return []
        existing = {c.pk: c.email.lower() for c in self.company.contacts.all()} if self.company else {}
        contacts, seen = [], set()
        for index, item in enumerate(self.values.get("contacts") or []):

            def fail(field, message, index=index):
                self.errors.setdefault(f"contacts.{index}.{field}", []).append(message)

            contact = {key: item[key] for key in ("firstName", "lastName", "email", "position", "linkedInUrl")}
            contact["email"] = contact["email"].lower()
            if item.get("contactId") in existing:  # an unknown id is a new contact
                contact["contactId"] = item["contactId"]
            if not is_new:
                if not contact["firstName"]:
                    fail("firstName", MSG["contact_first"])
                if not contact["lastName"]:
                    fail("lastName", MSG["contact_last"])
                if not contact["position"]:
                    fail("position", MSG["contact_position"])
                if not contact["email"]:
                    fail("email", MSG["contact_email_required"])
            if contact["email"] and not _valid_email(contact["email"]):
                fail("email", MSG["contact_email"])
            if contact["linkedInUrl"] and not url_is_valid(contact["linkedInUrl"]):
                fail("linkedInUrl", URL_INVALID)
            if "contactId" in contact and contact["email"] != existing[contact["contactId"]]:
                fail("email", MSG["contact_email_locked"])
            if contact["email"]:
                if contact["email"] in seen:
                    fail("email", MSG["contact_duplicate"])
                seen.add(contact["email"])
            if any(contact[key] for key in ("firstName", "lastName", "email", "position", "linkedInUrl")):
                contacts.append(contact)
        if not contacts:
            self.errors["contacts"] = [MSG["contacts_min"]]
        return contacts


def _has_content(clean_html: str) -> bool:
    """Visible text, or an image that survived the sanitiser (it kept its src)."""
    return bool(rich_text_plain(clean_html) or re.search(r"<img[^>]*\ssrc=", clean_html))


def _valid_email(value: str) -> bool:
    try:
        validate_email(value)
    except DjangoValidationError:
        return False
    return True


def _invalid(serializer) -> Exception:
    return errors.SAVE_FAILED.error(errors=flatten_errors(serializer.errors))


def change_target(data: Mapping) -> int | None:
    """The companyId of a new change (None: a new company), or the 400."""
    serializer = ChangeTargetInput(data=data)
    if not serializer.is_valid():
        raise _invalid(serializer)
    return serializer.validated_data.get("companyId")


def company_snapshot(data: Mapping, company: Company | None) -> dict:
    """The snapshot of a save payload under the rules for `company` (None: a new company),
    or the 400 with every field error."""
    serializer = CompanySaveInput(data=data, context={"company": company})
    if not serializer.is_valid():
        raise _invalid(serializer)
    return serializer.validated_data


# --- answers --------------------------------------------------------------------------------


class ChangeIdOutput(serializers.Serializer):
    companyChangeId = serializers.IntegerField(source="pk")


class CompanyIdOutput(serializers.Serializer):
    companyId = serializers.IntegerField(source="pk")


class RejectedChangeOutput(serializers.Serializer):
    """The user's latest change when an admin rejected it, with the admin's reason."""

    companyChangeId = serializers.IntegerField(source="pk")
    companyId = serializers.IntegerField(source="company_id", allow_null=True, help_text="Null for a new company.")
    companyName = serializers.SerializerMethodField(help_text="The proposed name.")
    changeType = serializers.ChoiceField(source="change_type", choices=CompanyChange.ChangeType.choices)
    reason = serializers.CharField(source="rejection_reason")
    reviewedAt = serializers.DateTimeField(source="reviewed_at")

    def get_companyName(self, change) -> str:
        return change.snapshot.get("name") or ""


class RejectInput(serializers.Serializer):
    reason = serializers.CharField(
        max_length=2000,
        error_messages={"required": "A reason is required.", "blank": "A reason is required."},
    )


class ChangeDetailOutput(CompanyDetailOutput):
    """A change in the company detail shape (the proposed values), plus its state."""

    changeType = serializers.ChoiceField(choices=CompanyChange.ChangeType.choices)
    changeStatus = serializers.ChoiceField(choices=CompanyChange.Status.choices)
    createdAt = serializers.DateTimeField()
    updatedAt = serializers.DateTimeField()


class ChangeAuthorOutput(serializers.Serializer):
    userId = serializers.IntegerField()
    email = serializers.EmailField()
    firstName = serializers.CharField()
    lastName = serializers.CharField()


class ChangeReviewOutput(ChangeDetailOutput):
    """What an admin reviews: the change, who proposed it and how it was reviewed."""

    author = ChangeAuthorOutput()
    rejectionReason = serializers.CharField(allow_blank=True)
    reviewedAt = serializers.DateTimeField(allow_null=True)
