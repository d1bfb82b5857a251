"""Typed requests and answers of the discovery calls (spec section 3: company filters
response, call-level search payload, scored result, search history entry)."""

import re

from drf_spectacular.utils import extend_schema_field
from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.billing import errors as billing_errors
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT
from apps.discovery import errors
from apps.discovery.engine.scoring import CRITERIA, Criteria

DiscoveryError = error_output(
    "DiscoveryError",
    [*errors.ALL, billing_errors.NOT_ENOUGH_CREDITS, billing_errors.NO_SUBSCRIPTION, *SIGNED_IN, INVALID_INPUT],
    availableSearchTokens=serializers.IntegerField(required=False, help_text="Credits left (`notEnoughCredits` only)."),
)

ID_MAX = 2**63 - 1  # a bigint
MAX_CHOICES = 3  # spec section 9: at most 3 selections for each discovery filter


class IdsParameter(serializers.ListField):
    """A repeated query parameter of ids (`?TargetIndustryIds=14&TargetIndustryIds=22`):
    at most 3, duplicates dropped."""

    def __init__(self, *, too_many: str, **kwargs):
        kwargs.update(required=False, default=tuple)
        super().__init__(child=serializers.IntegerField(min_value=1, max_value=ID_MAX), **kwargs)
        self.too_many = too_many

    def to_internal_value(self, data):
        if not isinstance(data, list):
            raise serializers.ValidationError(errors.IDS)
        if len(data) > MAX_CHOICES:
            raise serializers.ValidationError(self.too_many)
        try:
            ids = self.run_child_validation(data)
        except serializers.ValidationError:
            raise serializers.ValidationError(errors.IDS) from None
        return tuple(dict.fromkeys(ids))


NUMBER_TO_SHOW_TYPE = "NumberToShow must be a whole number from 1 to your search credits."


def _number_field(**kwargs) -> serializers.IntegerField:
    # The range depends on the member's credits: the search service checks it.
    messages = dict.fromkeys(("invalid", "max_string_length"), NUMBER_TO_SHOW_TYPE)
    messages["required"] = errors.NUMBER_TO_SHOW_REQUIRED
    return serializers.IntegerField(error_messages=messages, **kwargs)


class ScoringQuery(serializers.Serializer):
    """The call-level search payload (spec section 3) as query parameters, arrays repeated."""

    IsIndustryAgnostic = serializers.BooleanField(
        required=False, default=False, help_text="Any industry fits; then send no TargetIndustryIds."
    )
    IsGeoGlobal = serializers.BooleanField(
        required=False, default=False, help_text="Any region fits; then send no TargetGeoRegionIds."
    )
    TargetIndustryIds = IdsParameter(too_many=errors.AT_MOST_3["TargetIndustryIds"], help_text="Up to 3 industry ids.")
    TargetGeoRegionIds = IdsParameter(
        too_many=errors.AT_MOST_3["TargetGeoRegionIds"], help_text="Up to 3 sub-region ids."
    )
    TargetMarketSegments = IdsParameter(
        too_many=errors.AT_MOST_3["TargetMarketSegments"], help_text="Up to 3 market segment ids."
    )
    NumberToShow = _number_field(help_text="How many companies to show (and pay for): 1 to the credits left.")

    def validate(self, attrs):
        problems = {}
        if attrs["IsIndustryAgnostic"] and attrs["TargetIndustryIds"]:
            problems["TargetIndustryIds"] = [errors.AGNOSTIC_WITH_IDS]
        if attrs["IsGeoGlobal"] and attrs["TargetGeoRegionIds"]:
            problems["TargetGeoRegionIds"] = [errors.GLOBAL_WITH_IDS]
        if problems:
            raise serializers.ValidationError(problems)
        if self.criteria(attrs).is_empty():
            raise serializers.ValidationError(errors.EMPTY_CRITERIA)
        return attrs

    @staticmethod
    def criteria(attrs) -> Criteria:
        return Criteria(
            industry_ids=attrs["TargetIndustryIds"],
            is_industry_agnostic=attrs["IsIndustryAgnostic"],
            region_ids=attrs["TargetGeoRegionIds"],
            is_geo_global=attrs["IsGeoGlobal"],
            segment_ids=attrs["TargetMarketSegments"],
        )


_FLAGS = {"true": True, "false": False}
_ID = re.compile(r"[1-9][0-9]{0,17}")  # 1 to 10^18 - 1: within ID_MAX
_NUMBER = re.compile(r"0|[1-9][0-9]{0,8}")
_FLAG_NAMES = ("IsIndustryAgnostic", "IsGeoGlobal")
_ID_NAMES = ("TargetIndustryIds", "TargetGeoRegionIds", "TargetMarketSegments")
_NAMES = frozenset((*_FLAG_NAMES, *_ID_NAMES, "NumberToShow"))


def _plain_scoring_query(query_params) -> tuple[Criteria, int] | None:
    """The request as ScoringQuery reads it when it is written the plain way the SPA and the
    generated clients write it (`true`/`false`, ids and NumberToShow as digits, each scalar
    once, no other parameter, valid); None for anything else, which the serializer reads
    (with its error messages). What the serializer would answer, without building its fields
    (DRF deep-copies the declared fields on every request: ~0.15 ms of a search); a test holds
    the two to the same answers."""
    if not _NAMES.issuperset(query_params):
        return None
    flags = []
    for name in _FLAG_NAMES:
        values = query_params.getlist(name)
        if not values:
            flags.append(False)
        elif len(values) == 1 and values[0] in _FLAGS:
            flags.append(_FLAGS[values[0]])
        else:
            return None
    ids = []
    for name in _ID_NAMES:
        values = query_params.getlist(name)
        if len(values) > MAX_CHOICES or not all(_ID.fullmatch(value) for value in values):
            return None
        ids.append(tuple(dict.fromkeys(int(value) for value in values)))
    number = query_params.getlist("NumberToShow")
    if len(number) != 1 or not _NUMBER.fullmatch(number[0]):
        return None
    (agnostic, worldwide), (industry_ids, region_ids, segment_ids) = flags, ids
    if (agnostic and industry_ids) or (worldwide and region_ids):
        return None
    criteria = Criteria(
        industry_ids=industry_ids,
        is_industry_agnostic=agnostic,
        region_ids=region_ids,
        is_geo_global=worldwide,
        segment_ids=segment_ids,
    )
    return None if criteria.is_empty() else (criteria, int(number[0]))


def scoring_query(query_params) -> tuple[Criteria, int | None]:
    """(criteria, NumberToShow) of a scoring request; a 400 for type errors."""
    plain = _plain_scoring_query(query_params)
    if plain is not None:
        return plain
    query = ScoringQuery(data=query_params)
    query.is_valid(raise_exception=True)
    return ScoringQuery.criteria(query.validated_data), query.validated_data["NumberToShow"]


class RerunInput(serializers.Serializer):
    numberToShow = _number_field(
        required=False,
        allow_null=True,
        default=None,
        help_text="How many companies to show this time (absent or null: as many as the first run).",
    )


# --- answers ---------------------------------------------------------------------------


class OptionOutput(serializers.Serializer):
    id = serializers.IntegerField()
    name = serializers.CharField()


class RegionOptionOutput(OptionOutput):
    parentId = serializers.IntegerField(help_text="The region (UN M49) this sub-region belongs to.")
    parentName = serializers.CharField()


class CompanyFiltersOutput(serializers.Serializer):
    targertIndustries = OptionOutput(many=True)
    targertGeoRegions = RegionOptionOutput(many=True, help_text="Sub-regions, grouped by their region.")
    targertMarketSegments = OptionOutput(many=True)
    isIndustryAgnosticAvailable = serializers.BooleanField(
        help_text="Whether to offer Industry Agnostic: true when the member can search."
    )
    isGeoGlobalAvailable = serializers.BooleanField(
        help_text="Whether to offer Geography Global: true when the member can search."
    )
    availableSearchTokens = serializers.IntegerField(min_value=0, help_text="Search credits left.")


PERCENT = {"min_value": 0, "max_value": 100}


MATCHES = ("exact", "broad", "partial", "missed", "any")
# Searches recorded before the ranking of issue 20 keep their results as they were answered,
# without the fields it added: those are optional in the answer.
SINCE_ISSUE_20 = {"required": False}


class CriterionFitOutput(serializers.Serializer):
    criterion = serializers.ChoiceField(choices=CRITERIA)
    fit = serializers.IntegerField(**PERCENT, help_text="The level it is met at: 100, 85, 70, or 0 when missed.")
    match = serializers.ChoiceField(
        choices=MATCHES,
        help_text=(
            "exact: targets one of the values; broad: Industry Agnostic / Geography Global; partial: another "
            "sub-region of the same region; missed; any: the search is Agnostic / Global."
        ),
        **SINCE_ISSUE_20,
    )
    reason = serializers.CharField()


class ForwardFitOutput(serializers.Serializer):
    fit = serializers.IntegerField(**PERCENT, help_text="How well the company fits the search.")
    criteria = CriterionFitOutput(many=True, help_text="The criteria the search names.")
    reason = serializers.CharField(help_text="How the criteria make the search fit.", **SINCE_ISSUE_20)


class ReverseFitOutput(serializers.Serializer):
    fit = serializers.IntegerField(**PERCENT, help_text="How well the searcher's company fits the company's targets.")
    criteria = CriterionFitOutput(many=True, help_text="The criteria the company states.")
    reason = serializers.CharField()


class FitOutput(serializers.Serializer):
    fit = serializers.IntegerField(**PERCENT)
    reason = serializers.CharField()


class WeightedFitOutput(FitOutput):
    weight = serializers.FloatField(min_value=0, max_value=100, help_text="Its share of the match score, in percent.")


class BreakdownOutput(serializers.Serializer):
    forward = ForwardFitOutput()
    reverse = ReverseFitOutput()
    mutual = FitOutput(help_text="The harmonic mean of the forward and the reverse fit.")
    complementarity = WeightedFitOutput()
    coverage = WeightedFitOutput(help_text="The share of the searched values targeted exactly.", **SINCE_ISSUE_20)
    readiness = WeightedFitOutput()
    completeness = WeightedFitOutput()
    combined = FitOutput(help_text="How the parts make the match score.")


class CompanyScoreOutput(serializers.Serializer):
    matchScore = serializers.IntegerField(**PERCENT, help_text="The Partner Fit Score, in percent.")
    forwardFit = serializers.IntegerField(**PERCENT)
    reverseFit = serializers.IntegerField(**PERCENT)
    mutualFit = serializers.IntegerField(**PERCENT)
    criteriaMet = serializers.IntegerField(
        min_value=0, max_value=3, help_text="Searched criteria met exactly or broadly.", **SINCE_ISSUE_20
    )
    criteriaSearched = serializers.IntegerField(
        min_value=1, max_value=3, help_text="Criteria the search names.", **SINCE_ISSUE_20
    )
    summary = serializers.CharField(help_text="Why, in one or two sentences: the criteria met and missed first.")
    breakdown = BreakdownOutput()


class ScoredCompanyOutput(serializers.Serializer):
    """A scored result (spec section 3) with its description, website and breakdown."""

    rank = serializers.IntegerField(min_value=1)
    companyId = serializers.IntegerField()
    companyName = serializers.CharField()
    companyLogoUrl = serializers.CharField(allow_null=True)
    description = serializers.CharField(allow_blank=True, help_text="Plain text.")
    website = serializers.CharField(allow_blank=True)
    targertIndustries = serializers.ListField(child=serializers.CharField(), help_text="Empty when agnostic.")
    isIndustryAgnostic = serializers.BooleanField()
    geoRegions = serializers.ListField(child=serializers.CharField(), help_text="Empty when global.")
    isGeoGlobal = serializers.BooleanField()
    marketSegments = serializers.ListField(child=serializers.CharField())
    partnerType = serializers.IntegerField(help_text="1 Technology, 2 Channel.")
    companyScore = CompanyScoreOutput()


class SearchFiltersOutput(serializers.Serializer):
    targertIndustries = OptionOutput(many=True)
    isIndustryAgnostic = serializers.BooleanField()
    targetGeoRegions = OptionOutput(many=True)
    isGeoGlobal = serializers.BooleanField()
    targetMarketSegments = OptionOutput(many=True)


class SearchHistoryEntryOutput(serializers.Serializer):
    """A search history entry (spec section 3). `context["names"]`: reference names by id."""

    searchHistoryId = serializers.IntegerField(source="id")
    searchDate = serializers.DateTimeField(source="searched_at")
    numberOfCompanies = serializers.IntegerField(source="number_of_companies")
    numberToShow = serializers.IntegerField(source="number_to_show")
    rerunOf = serializers.IntegerField(source="rerun_of_id", allow_null=True, help_text="The search run again.")
    filters = serializers.SerializerMethodField()

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
