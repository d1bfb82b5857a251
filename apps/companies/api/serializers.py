"""Request and response shapes of the companies API, in the spec's camelCase names."""

from rest_framework import serializers
from rest_framework.renderers import JSONRenderer

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.companies import errors
from apps.companies.models import Company, CompanyJoinRequest
from apps.core import errors as core_errors
from apps.core.api.schema import error_output

CompanyError = error_output(
    "CompanyError",
    # notAdmin and parseError: the CSV import (admins only, a multipart form).
    [*errors.ALL, *SIGNED_IN, NOT_ADMIN, core_errors.INVALID_INPUT, core_errors.PARSE_ERROR],
)


# --- reference data -----------------------------------------------------------------------


class IdNameOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class GeoRegionOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()
    parentId = serializers.IntegerField(allow_null=True)
    parentName = serializers.CharField(allow_null=True)


class GeoRegionQuery(serializers.Serializer):
    SubRegionsOnly = serializers.BooleanField(
        required=False, default=False, help_text="Only the sub-regions (default false)"
    )


class LookupsOutput(serializers.Serializer):
    industries = IdNameOutput(many=True)
    geoRegions = GeoRegionOutput(many=True)
    marketSegments = IdNameOutput(many=True)
    dealSizes = IdNameOutput(many=True)
    partnershipTypes = IdNameOutput(many=True)
    companySizes = IdNameOutput(many=True, help_text="`id` is the companySize code.")
    goals = IdNameOutput(many=True, help_text="`id` is the goalForNextYear code.")
    readinessLevels = IdNameOutput(many=True, help_text="`id` is the partnerReadiness code.")
    partnerTypes = IdNameOutput(many=True, help_text="`id` is the partnerType code.")


# --- the company detail (spec section 3): one shape for a company and for a change ------

# A company's (Approved, or Pending Approval while a change waits); a change's adds Rejected.
DETAIL_STATUSES = ["Approved", "Pending Approval", "Rejected"]


class MemberOutput(serializers.Serializer):
    userId = serializers.IntegerField()
    isCompanyAdmin = serializers.BooleanField()
    # Only for those who manage the members (absent otherwise).
    firstName = serializers.CharField(required=False)
    lastName = serializers.CharField(required=False)
    email = serializers.EmailField(required=False)


class ContactOutput(serializers.Serializer):
    contactId = serializers.IntegerField(allow_null=True, help_text="Null for a contact a pending change adds.")
    firstName = serializers.CharField(allow_blank=True)
    lastName = serializers.CharField(allow_blank=True)
    email = serializers.CharField(allow_blank=True)
    position = serializers.CharField(allow_blank=True)
    linkedInUrl = serializers.CharField(allow_blank=True)


class TargetInfoOutput(serializers.Serializer):
    isIndustryAgnostic = serializers.BooleanField()
    targetIndustries = IdNameOutput(many=True)
    isGeoGlobal = serializers.BooleanField()
    geoRegions = IdNameOutput(many=True)
    marketSegments = IdNameOutput(many=True)
    companySize = serializers.ChoiceField(choices=Company.Size.choices, allow_null=True)
    dealSizes = IdNameOutput(many=True)
    goalForNextYear = serializers.ChoiceField(choices=Company.Goal.choices, allow_null=True)


class PartnershipProgramOutput(serializers.Serializer):
    partnershipTypes = IdNameOutput(many=True)
    partnerPage = serializers.CharField(allow_blank=True)
    partnerProgramDescription = serializers.CharField(allow_blank=True, help_text="Sanitised HTML.")
    partnerReadiness = serializers.ChoiceField(choices=Company.Readiness.choices, allow_null=True)


class CompanyOfferOutput(serializers.Serializer):
    offerDescription = serializers.CharField(allow_blank=True, help_text="Sanitised HTML.")


class CompanyDetailOutput(serializers.Serializer):
    """Built by `apps.companies.selectors.company_detail_build`. The extended details
    (contacts, targetInfo, partnershipProgram, companyOffer) are null without view access."""

    companyId = serializers.IntegerField(allow_null=True, help_text="Null for a change proposing a new company.")
    companyChangeId = serializers.IntegerField(allow_null=True, help_text="The pending change, if any.")
    name = serializers.CharField()
    logoUrl = serializers.CharField(allow_null=True)
    website = serializers.CharField()
    description = serializers.CharField(allow_blank=True, help_text="Sanitised HTML.")
    partnerType = serializers.ChoiceField(choices=Company.PartnerType.choices, allow_null=True)
    status = serializers.ChoiceField(choices=DETAIL_STATUSES)
    hasUserViewAccess = serializers.BooleanField()
    hasUserEditAccess = serializers.BooleanField()
    members = MemberOutput(many=True)
    contacts = ContactOutput(many=True, allow_null=True)
    targetInfo = TargetInfoOutput(allow_null=True)
    partnershipProgram = PartnershipProgramOutput(allow_null=True)
    companyOffer = CompanyOfferOutput(allow_null=True)
    featuredUntil = serializers.DateTimeField(
        required=False,
        allow_null=True,
        help_text=(
            "When the company's featured placement in the hub ends (Growth: 10 days a month); "
            "null when it is not featured."
        ),
    )


# The detail's only value the JSON encoder would write otherwise than the serializer does.
_FEATURED_UNTIL = CompanyDetailOutput().fields["featuredUntil"]


def company_detail_json(detail: dict) -> bytes:
    """`detail` (company_detail_build's, read from the database) as JSON, the same bytes as
    JSONRenderer().render(CompanyDetailOutput(detail).data), without the serializer: its fields
    would only convert what the database already guarantees (ints, strings, booleans, lists of
    {id, name}, keys already in the serializer's order), ~1 ms a detail. Only the datetime
    goes through its field (the time zone and format of DRF's settings).
    apps/companies/tests/test_company_detail.py compares both on every kind of detail."""
    if detail.get("featuredUntil") is not None:
        detail = {**detail, "featuredUntil": _FEATURED_UNTIL.to_representation(detail["featuredUntil"])}
    return JSONRenderer().render(detail)


# --- members and joining --------------------------------------------------------------------


class MemberRoleInput(serializers.Serializer):
    userId = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    isCompanyAdmin = serializers.BooleanField()


class MembersInput(serializers.Serializer):
    members = MemberRoleInput(many=True)


class MemberRoleOutput(serializers.Serializer):
    userId = serializers.IntegerField(source="user_id")
    isCompanyAdmin = serializers.BooleanField(source="is_company_admin")


class MembersOutput(serializers.Serializer):
    members = MemberRoleOutput(many=True)


# Who joins from the company's e-mail domain (GET/PUT /api/companies/{id}/join-policy).
POLICY_HELP = (
    '"ask" (default): a member whose verified e-mail is on the company\'s domain sends a join request '
    'that a company admin accepts; "auto": they join at once.'
)


class JoinPolicyInput(serializers.Serializer):
    domainJoinPolicy = serializers.ChoiceField(
        choices=Company.DomainJoinPolicy.values,
        help_text=POLICY_HELP,
        error_messages=dict.fromkeys(("invalid_choice", "required", "null", "blank"), 'Choose "ask" or "auto".'),
    )


class JoinPolicyOutput(serializers.Serializer):
    domainJoinPolicy = serializers.ChoiceField(choices=Company.DomainJoinPolicy.values, help_text=POLICY_HELP)


class AssignInput(serializers.Serializer):
    companyId = serializers.IntegerField(min_value=1, max_value=2**63 - 1)
    userId = serializers.IntegerField(min_value=1, max_value=2**63 - 1)


class AssignOutput(serializers.Serializer):
    status = serializers.ChoiceField(choices=["joined", "requested"])


class JoinRequestOutput(serializers.Serializer):
    joinRequestId = serializers.IntegerField(source="pk")
    userId = serializers.IntegerField(source="user_id")
    firstName = serializers.CharField(source="user.first_name")
    lastName = serializers.CharField(source="user.last_name")
    email = serializers.EmailField(source="user.email")
    createdAt = serializers.DateTimeField(source="created_at")


class JoinRequestDecisionOutput(serializers.Serializer):
    status = serializers.ChoiceField(choices=[CompanyJoinRequest.Status.ACCEPTED, CompanyJoinRequest.Status.DECLINED])


class CompanySuggestionOutput(serializers.Serializer):
    companyId = serializers.IntegerField(source="pk")
    name = serializers.CharField()
    logoUrl = serializers.SerializerMethodField()

    def get_logoUrl(self, company) -> str | None:
        return company.logo_url or None
