"""Validation of the company save payload (spec section 5), into a normalised snapshot.

New companies follow the creation wizard's rules (contact fields optional, offer
required); updates follow the edit form's (contact names and position required)."""

import re

from django.core.exceptions import ValidationError
from django.core.validators import validate_email

from apps.companies.models import Company, DealSize, GeoRegion, Industry, MarketSegment, PartnershipType
from apps.core.sanitize import rich_text_clean, rich_text_plain

URL_PATTERN = re.compile(r"^(https?://|www\.)\S+$", re.IGNORECASE)
DESCRIPTION_MIN = 150

MSG = {
    "name": "Company name is required",
    "description": "Company description must be at least 150 characters",
    "website_required": "Company website is required",
    "url": "Must be a valid URL",
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
    "contact_first": "First name is required",
    "contact_last": "Last name is required",
    "contact_position": "Position is required",
    "contact_email": "Email is invalid",
    "contact_email_required": "Email is required",
    "contact_duplicate": "Contact with the same Email already exists. Please check entered data.",
    "contact_email_locked": "The email cannot be changed when editing.",
}


def _text(data, key, limit=None):
    value = data.get(key)
    value = value.strip() if isinstance(value, str) else ""
    return value[:limit] if limit else value


def _code(data, key, choices):
    value = data.get(key)
    try:
        value = int(value)
    except (TypeError, ValueError):
        return None
    return value if value in choices else None


def _ids(data, key, model, errors, *, sub_regions=False):
    raw = data.get(key) or []
    if not isinstance(raw, list):
        errors[key] = ["Must be a list of ids."]
        return []
    try:
        ids = list(dict.fromkeys(int(v) for v in raw))
    except (TypeError, ValueError):
        errors[key] = ["Must be a list of ids."]
        return []
    queryset = model.objects.filter(pk__in=ids)
    if sub_regions:
        queryset = queryset.filter(parent__isnull=False)
    known = set(queryset.values_list("pk", flat=True))
    if unknown := [i for i in ids if i not in known]:
        errors[key] = [f"Unknown id(s): {', '.join(map(str, unknown))}."]
    return [i for i in ids if i in known]


def _has_content(clean_html: str) -> bool:
    """Visible text, or an image that survived the sanitiser (it kept its src)."""
    return bool(rich_text_plain(clean_html) or re.search(r"<img[^>]*\ssrc=", clean_html))


def _valid_email(value: str) -> bool:
    try:
        validate_email(value)
    except ValidationError:
        return False
    return True


def _contacts(data, *, is_new: bool, existing_emails: dict[int, str], errors: dict) -> list[dict]:
    raw = data.get("contacts")
    raw = raw if isinstance(raw, list) else []
    contacts, seen = [], set()
    for index, item in enumerate(raw):
        item = item if isinstance(item, dict) else {}
        contact = {
            "firstName": _text(item, "firstName", 150),
            "lastName": _text(item, "lastName", 150),
            "email": _text(item, "email", 254).lower(),
            "position": _text(item, "position", 150),
            "linkedInUrl": _text(item, "linkedInUrl", 500),
        }
        contact_id = item.get("contactId")
        if isinstance(contact_id, int) and contact_id in existing_emails:
            contact["contactId"] = contact_id

        def fail(field, message, index=index):
            errors.setdefault(f"contacts.{index}.{field}", []).append(message)

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
        if contact["linkedInUrl"] and not URL_PATTERN.match(contact["linkedInUrl"]):
            fail("linkedInUrl", MSG["url"])
        if "contactId" in contact and contact["email"] != existing_emails[contact["contactId"]].lower():
            fail("email", MSG["contact_email_locked"])
        if contact["email"]:
            if contact["email"] in seen:
                fail("email", MSG["contact_duplicate"])
            seen.add(contact["email"])
        if any(contact[k] for k in ("firstName", "lastName", "email", "position", "linkedInUrl")):
            contacts.append(contact)
    if not contacts:
        errors["contacts"] = [MSG["contacts_min"]]
    return contacts


def company_payload_validate(data: dict, *, is_new: bool, existing_contacts: dict[int, str] | None = None):
    """(snapshot, errors): the normalised snapshot and the field errors ({} when valid)."""
    data = data if isinstance(data, dict) else {}
    errors: dict[str, list[str]] = {}

    def need(condition, key, message):
        if not condition:
            errors.setdefault(key, []).append(message)

    name = _text(data, "name", 200)
    need(name, "name", MSG["name"])
    description = rich_text_clean(data.get("description") or "")
    need(len(rich_text_plain(description)) >= DESCRIPTION_MIN, "description", MSG["description"])
    website = _text(data, "website", 500)
    if not website:
        errors["website"] = [MSG["website_required"]]
    elif not URL_PATTERN.match(website):
        errors["website"] = [MSG["url"]]
    company_size = _code(data, "companySize", Company.Size.values)
    need(company_size, "companySize", MSG["company_size"])
    partner_type = _code(data, "partnerType", Company.PartnerType.values)
    need(partner_type, "partnerType", MSG["partner_type"])
    goal = _code(data, "goalForNextYear", Company.Goal.values)

    agnostic = bool(data.get("isIndustryAgnostic"))
    industries = [] if agnostic else _ids(data, "targetIndustryIds", Industry, errors)
    if not agnostic and "targetIndustryIds" not in errors:
        need(industries, "targetIndustryIds", MSG["industries"])
    segments = _ids(data, "marketSegmentIds", MarketSegment, errors)
    if "marketSegmentIds" not in errors:
        need(segments, "marketSegmentIds", MSG["segments"])
    is_global = bool(data.get("isGeoGlobal"))
    regions = [] if is_global else _ids(data, "geoRegionIds", GeoRegion, errors, sub_regions=True)
    if not is_global and "geoRegionIds" not in errors:
        need(regions, "geoRegionIds", MSG["regions"])
    deal_sizes = _ids(data, "dealSizeIds", DealSize, errors)

    partnership_types = _ids(data, "partnershipTypeIds", PartnershipType, errors)
    if "partnershipTypeIds" not in errors:
        need(partnership_types, "partnershipTypeIds", MSG["partnership_types"])
    partner_page = _text(data, "partnerPage", 500)
    if not partner_page:
        errors["partnerPage"] = [MSG["partner_page"]]
    elif not URL_PATTERN.match(partner_page):
        errors["partnerPage"] = [MSG["url"]]
    program = rich_text_clean(data.get("partnerProgramDescription") or "")
    need(_has_content(program), "partnerProgramDescription", MSG["program"])
    readiness = _code(data, "partnerReadiness", Company.Readiness.values)
    need(readiness, "partnerReadiness", MSG["readiness"])
    offer = rich_text_clean(data.get("offerDescription") or "")
    if is_new:
        need(_has_content(offer), "offerDescription", MSG["offer"])

    contacts = _contacts(data, is_new=is_new, existing_emails=existing_contacts or {}, errors=errors)

    snapshot = {
        "name": name,
        "description": description,
        "website": website,
        "partnerType": partner_type,
        "companySize": company_size,
        "goalForNextYear": goal,
        "isIndustryAgnostic": agnostic,
        "targetIndustryIds": industries,
        "isGeoGlobal": is_global,
        "geoRegionIds": regions,
        "marketSegmentIds": segments,
        "dealSizeIds": deal_sizes,
        "partnershipTypeIds": partnership_types,
        "partnerPage": partner_page,
        "partnerProgramDescription": program,
        "partnerReadiness": readiness,
        "offerDescription": offer,
        "contacts": contacts,
    }
    return snapshot, errors
