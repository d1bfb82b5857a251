"""Shapes of the admin area's company calls (issue 10): the Active and Pending Companies
rows of spec section 3 and the change review."""

from rest_framework import serializers

from apps.changes.api.serializers import ChangeReviewOutput
from apps.changes.models import CompanyChange
from apps.changes.selectors import admin_active_company_names, change_logo_url
from apps.companies.api.serializers import CompanyDetailOutput
from apps.companies.models import Company
from apps.companies.selectors import proposed_logo_url

AGNOSTIC = "Industry agnostic"
GLOBAL = "Global"


class AdminActiveCompanyList(serializers.ListSerializer):
    """Reads the names of the whole page's rows at once (one query, not one per list)."""

    def to_representation(self, data):
        rows = list(data)
        self.context["names"] = admin_active_company_names(company_ids=[company.pk for company in rows])
        return super().to_representation(rows)


class AdminActiveCompanyOutput(serializers.Serializer):
    """An Active Companies row (spec section 3), plus the lists behind its two texts. In a list,
    the names come from the page's one query (AdminActiveCompanyList); alone, from the company."""

    class Meta:
        list_serializer_class = AdminActiveCompanyList

    companyId = serializers.IntegerField(source="pk")
    companyChangeId = serializers.IntegerField(
        source="pending_change_id", allow_null=True, help_text="The change waiting for approval, if any."
    )
    companyName = serializers.CharField(source="name")
    companyLogoUrl = serializers.SerializerMethodField()
    partnerType = serializers.ChoiceField(source="partner_type", choices=Company.PartnerType.choices)
    targetIndustry = serializers.SerializerMethodField(
        help_text=f'The target industries, comma separated, or "{AGNOSTIC}"; "" when none is set.'
    )
    location = serializers.SerializerMethodField(
        help_text=f'The target sub-regions, comma separated, or "{GLOBAL}"; "" when none is set.'
    )
    targetIndustries = serializers.SerializerMethodField(help_text="The industry names (empty when agnostic).")
    geoRegions = serializers.SerializerMethodField(help_text="The sub-region names (empty when global).")

    def get_companyLogoUrl(self, company) -> str | None:
        return company.logo_url or None

    def _names(self, company, kind: str) -> list[str] | None:
        names = self.context.get("names")
        return None if names is None else names.get(company.pk, {}).get(kind, [])

    def get_targetIndustries(self, company) -> list[str]:
        names = self._names(company, "targertIndustries")
        if names is None:
            return [industry.name for industry in company.target_industries.order_by("name")]
        return names

    def get_geoRegions(self, company) -> list[str]:
        names = self._names(company, "geoRegions")
        if names is None:
            return [region.name for region in company.geo_regions.order_by("name")]
        return names

    def get_targetIndustry(self, company) -> str:
        return AGNOSTIC if company.is_industry_agnostic else ", ".join(self.get_targetIndustries(company))

    def get_location(self, company) -> str:
        return GLOBAL if company.is_geo_global else ", ".join(self.get_geoRegions(company))


class AdminPendingChangeList(serializers.ListSerializer):
    """A page of the Pending Companies table, written from the rows of
    selectors.admin_change_rows (`admin_pending_row`); AdminPendingChangeOutput stays the
    schema's (apps/changes/tests/test_admin_lists.py compares both, byte for byte)."""

    def to_representation(self, data):
        return [admin_pending_row(row) for row in data]

    def serialized(self, data):
        """The same rows through AdminPendingChangeOutput's fields, from changes read by
        selectors.admin_change_list (what `admin_pending_row` replaces)."""
        return super().to_representation(data)


_DATETIME = serializers.DateTimeField()


def admin_pending_row(row: dict) -> dict:
    """A row as AdminPendingChangeOutput writes it, from a row of selectors.admin_change_rows:
    the id, status and type are NOT NULL integer columns; the name and website come from the
    snapshot (which always holds both: the save payload requires them); the time goes through
    DRF's field."""
    return {
        "companyChangeId": row["id"],
        "companyId": row["company_id"],
        "companyName": row["company_name"],
        "companyLogoUrl": proposed_logo_url(
            row["website"] or "", logo_url=row["company_logo_url"], logo_host=row["company_logo_host"]
        ),
        "status": row["status"],
        "changeType": row["change_type"],
        "createdAt": _DATETIME.to_representation(row["created_at"]),
    }


class AdminPendingChangeOutput(serializers.Serializer):
    """A Pending Companies row (spec section 3): `companyId` is set when the change updates
    an existing company (the 'Updated' badge) and null for a new one ('Added')."""

    class Meta:
        # A page is written from rows (this docstring is the schema's description).
        list_serializer_class = AdminPendingChangeList

    companyChangeId = serializers.IntegerField(source="pk")
    companyId = serializers.IntegerField(source="company_id", allow_null=True)
    companyName = serializers.CharField(source="company_name", help_text="The proposed name.")
    companyLogoUrl = serializers.SerializerMethodField(
        help_text="The company's logo on this site while the change keeps its website host; null for a new "
        "company or host (its logo is fetched once the change is approved)."
    )
    status = serializers.ChoiceField(
        choices=CompanyChange.Status.choices, help_text="The change's status: 1 Pending, 2 Approved, 3 Rejected."
    )
    changeType = serializers.ChoiceField(
        source="change_type", choices=CompanyChange.ChangeType.choices, help_text="1 Added, 2 Updated."
    )
    createdAt = serializers.DateTimeField(source="created_at", help_text="When the change was proposed.")

    def get_companyLogoUrl(self, change) -> str | None:
        return change_logo_url(change)


class SameHostCompanyOutput(serializers.Serializer):
    companyId = serializers.IntegerField()
    companyName = serializers.CharField()
    website = serializers.CharField()


class ChangeReviewDetailOutput(ChangeReviewOutput):
    """The change review: the proposed company (the detail shape), who proposed it and how
    it was reviewed; for an update the live company beside it and the fields that differ."""

    currentCompany = CompanyDetailOutput(allow_null=True, help_text="The live company (an update); null for a new one.")
    changedFields = serializers.ListField(
        child=serializers.CharField(),
        help_text="Names of the proposed values that differ from the live company's, in the detail's names "
        "(name, website, description, partnerType, contacts, isIndustryAgnostic, targetIndustries, isGeoGlobal, "
        "geoRegions, marketSegments, companySize, dealSizes, goalForNextYear, partnershipTypes, partnerPage, "
        "partnerProgramDescription, partnerReadiness, offerDescription); empty for a new company.",
    )
    sameHostCompanies = SameHostCompanyOutput(
        many=True, help_text="Other approved companies whose website has the proposed website's host."
    )
    warnings = serializers.ListField(child=serializers.CharField(), help_text="One sentence per such company.")
