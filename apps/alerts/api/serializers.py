"""Typed requests and answers of the saved-search calls (docs/alerts.md, docs/api.md "Saved
searches"). The criteria are a discovery search's, with its rules and messages
(apps/discovery/api/serializers.py), in the body's camelCase names."""

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.alerts import errors
from apps.alerts.models import NAME_MAX, TOP_N_MAX, SavedSearch
from apps.alerts.services import SavedSearchValues
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT
from apps.discovery import errors as discovery_errors
from apps.discovery.api.serializers import IdsParameter, SearchFiltersOutput

AlertsError = error_output(
    "AlertsError",
    [
        *errors.ALL,
        discovery_errors.NO_COMPANY,
        discovery_errors.NO_SUBSCRIPTION,
        discovery_errors.NO_COMPANY_NO_SUBSCRIPTION,
        discovery_errors.SEARCH_NOT_FOUND,
        *SIGNED_IN,
        INVALID_INPUT,
    ],
)

FREQUENCY_HELP = "0 Off, 1 Instant, 2 Daily, 3 Weekly."
# The body's names of the criteria, and discovery's messages for them.
TOO_MANY = {
    "targetIndustryIds": discovery_errors.AT_MOST_3["TargetIndustryIds"],
    "targetGeoRegionIds": discovery_errors.AT_MOST_3["TargetGeoRegionIds"],
    "targetMarketSegments": discovery_errors.AT_MOST_3["TargetMarketSegments"],
}


def _name(**kwargs):
    messages = dict.fromkeys(("blank", "max_length", "required", "invalid", "null"), errors.NAME_LENGTH)
    return serializers.CharField(max_length=NAME_MAX, error_messages=messages, **kwargs)


def _top_n(**kwargs):
    messages = dict.fromkeys(("invalid", "min_value", "max_value", "max_string_length", "null"), errors.TOP_N)
    return serializers.IntegerField(min_value=1, max_value=TOP_N_MAX, error_messages=messages, **kwargs)


def _frequency(**kwargs):
    messages = {"invalid_choice": errors.FREQUENCY, "null": errors.FREQUENCY}
    return serializers.ChoiceField(
        choices=SavedSearch.Frequency.choices, error_messages=messages, help_text=FREQUENCY_HELP, **kwargs
    )


class SavedSearchInput(serializers.Serializer):
    """A saved search: a name, a discovery search's criteria, how many top results to watch and
    how often to be told. On a change (PATCH) every field is optional; the criteria sent replace
    the saved ones and are checked together with those kept."""

    name = _name(help_text="1-100 characters.")
    isIndustryAgnostic = serializers.BooleanField(required=False, help_text="Any industry fits.")
    targetIndustryIds = IdsParameter(too_many=TOO_MANY["targetIndustryIds"], help_text="Up to 3 industry ids.")
    isGeoGlobal = serializers.BooleanField(required=False, help_text="Any region fits.")
    targetGeoRegionIds = IdsParameter(too_many=TOO_MANY["targetGeoRegionIds"], help_text="Up to 3 sub-region ids.")
    targetMarketSegments = IdsParameter(
        too_many=TOO_MANY["targetMarketSegments"], help_text="Up to 3 market segment ids."
    )
    topN = _top_n(required=False, help_text="The top results to watch, 1-50 (default 10).")
    frequency = _frequency(required=False)
    emailAlerts = serializers.BooleanField(required=False, help_text="Alerts by e-mail too (default true).")

    NAMES = {
        "name": "name",
        "isIndustryAgnostic": "is_industry_agnostic",
        "targetIndustryIds": "industry_ids",
        "isGeoGlobal": "is_geo_global",
        "targetGeoRegionIds": "region_ids",
        "targetMarketSegments": "segment_ids",
        "topN": "top_n",
        "frequency": "frequency",
        "emailAlerts": "email_alerts",
    }

    def __init__(self, *args, current: SavedSearchValues | None = None, **kwargs):
        super().__init__(*args, **kwargs)
        self.current = current
        for name in ("targetIndustryIds", "targetGeoRegionIds", "targetMarketSegments"):
            self.fields[name].default = serializers.empty  # absent: keep what there is

    def validate(self, attrs):
        given = {self.NAMES[name]: value for name, value in attrs.items()}
        values = SavedSearchValues(**{**vars(self.current or SavedSearchValues(name="")), **given})
        problems = {}
        if values.is_industry_agnostic and values.industry_ids:
            problems["targetIndustryIds"] = [discovery_errors.AGNOSTIC_WITH_IDS]
        if values.is_geo_global and values.region_ids:
            problems["targetGeoRegionIds"] = [discovery_errors.GLOBAL_WITH_IDS]
        if problems:
            raise serializers.ValidationError(problems)
        if not (
            values.industry_ids
            or values.is_industry_agnostic
            or values.region_ids
            or values.is_geo_global
            or values.segment_ids
        ):
            raise serializers.ValidationError(discovery_errors.EMPTY_CRITERIA)
        if not values.name.strip():
            raise serializers.ValidationError({"name": [errors.NAME_LENGTH]})
        attrs["values"] = values
        return attrs


def saved_search_values(data, *, current: SavedSearchValues | None, partial: bool = False) -> SavedSearchValues:
    """The values of a request (400 for what a discovery search would refuse), completed with
    `current` (the search's values for a change, the defaults for one made from the pipeline)."""
    serializer = SavedSearchInput(data=data, current=current, partial=partial)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data["values"]


class FromHistoryInput(serializers.Serializer):
    """Optional: the name (default: the search's date), the top N (default: the number it
    showed, at most 50), the frequency (default Daily) and e-mails (default on)."""

    name = _name(required=False)
    topN = _top_n(required=False)
    frequency = _frequency(required=False)
    emailAlerts = serializers.BooleanField(required=False)


def from_history_values(data, *, defaults: SavedSearchValues) -> SavedSearchValues:
    serializer = FromHistoryInput(data=data)
    serializer.is_valid(raise_exception=True)
    given = serializer.validated_data
    values = SavedSearchValues(
        **{
            **vars(defaults),
            **{SavedSearchInput.NAMES[name]: value for name, value in given.items()},
        }
    )
    if not values.name.strip():
        raise serializers.ValidationError({"name": [errors.NAME_LENGTH]})
    return values


# --- answers -----------------------------------------------------------------------------------


class SavedSearchOutput(serializers.Serializer):
    """A saved search. `context["names"]`: reference names by id (discovery.selectors.reference_names)."""

    savedSearchId = serializers.IntegerField(source="id")
    name = serializers.CharField()
    filters = serializers.SerializerMethodField()
    topN = serializers.IntegerField(source="top_n", min_value=1, max_value=TOP_N_MAX)
    frequency = serializers.ChoiceField(choices=SavedSearch.Frequency.choices, help_text=FREQUENCY_HELP)
    emailAlerts = serializers.BooleanField(source="email_alerts")
    searchHistoryId = serializers.IntegerField(
        source="search_history_id", allow_null=True, help_text="The pipeline search it was saved from."
    )
    createdAt = serializers.DateTimeField(source="created_at")
    updatedAt = serializers.DateTimeField(source="updated_at")
    lastDigestAt = serializers.DateTimeField(source="last_digest_at", allow_null=True)
    alertsCount = serializers.IntegerField(
        source="alerts_count", min_value=0, help_text="Companies its alerts named (or will, in the next digest)."
    )
    pendingCount = serializers.IntegerField(
        source="pending_count", min_value=0, help_text="Companies waiting for the next digest."
    )
    lastAlertAt = serializers.DateTimeField(source="last_alert_at", allow_null=True)

    @extend_schema_field(SearchFiltersOutput)
    def get_filters(self, search) -> dict:
        names = self.context["names"]

        def options(kind, ids):
            return [{"id": i, "name": names[kind][i]} for i in ids if i in names[kind]]

        return {
            "targertIndustries": options("industries", search.industry_ids),
            "isIndustryAgnostic": search.is_industry_agnostic,
            "targetGeoRegions": options("regions", search.region_ids),
            "isGeoGlobal": search.is_geo_global,
            "targetMarketSegments": options("segments", search.segment_ids),
        }


class AlertsUnsubscribeQuery(serializers.Serializer):
    token = serializers.CharField(max_length=500, help_text="The token of the e-mail's link.")


class AlertsUnsubscribeInput(serializers.Serializer):
    token = serializers.CharField(max_length=500, required=False, help_text="The link's token (or ?token=).")


class AlertsUnsubscribeOutput(serializers.Serializer):
    savedSearchId = serializers.IntegerField(
        allow_null=True, help_text="The saved search whose e-mails the link turns off (null: all of yours)."
    )
    name = serializers.CharField(allow_null=True, help_text="Its name (null for all).")
    emailAlerts = serializers.BooleanField(help_text="Whether alert e-mails are on now.")
