"""The search's query parameters: the plain reading (no serializer built) answers exactly what
ScoringQuery answers, or leaves the request to it."""

from urllib.parse import urlencode

from django.http import QueryDict
from hypothesis import given, settings
from hypothesis import strategies as st
from rest_framework.exceptions import ValidationError

from apps.discovery.api.serializers import ScoringQuery, _plain_scoring_query, scoring_query

NAMES = [
    "IsIndustryAgnostic",
    "IsGeoGlobal",
    "TargetIndustryIds",
    "TargetGeoRegionIds",
    "TargetMarketSegments",
    "NumberToShow",
]
# What clients send, and what they should not: other spellings DRF also takes, signs, spaces,
# decimals, huge and negative numbers, empty values, another parameter, HTML-form list keys.
VALUES = [
    "true",
    "false",
    "True",
    "1",
    "0",
    "yes",
    "off",
    "",
    "14",
    "22",
    "155",
    "007",
    "+5",
    " 5",
    "5.0",
    "-3",
    "9223372036854775807",
    "9223372036854775808",
    "999999999999999999",
    "1000000000000000000",
    "abc",
    "3" * 20,
]
ANYTHING = st.lists(
    st.tuples(st.sampled_from([*NAMES, "page", "TargetIndustryIds[0]"]), st.sampled_from(VALUES)), max_size=9
)
# Mostly what clients send, so that the plain reading answers often.
PLAIN_VALUES = st.sampled_from(["true", "false", "14", "22", "155", "3"])
NUMBERS = st.sampled_from(["10", "1", "0", "007", "25"])
PLAIN_ISH = st.builds(
    lambda pairs, number: [*pairs, *number],
    st.lists(st.tuples(st.sampled_from(NAMES[:5]), PLAIN_VALUES), max_size=6),
    st.lists(st.tuples(st.just("NumberToShow"), NUMBERS), min_size=1, max_size=2),
)
PARAMETERS = st.one_of(ANYTHING, PLAIN_ISH)


def _serializer_answer(query: QueryDict):
    serializer = ScoringQuery(data=query)
    try:
        serializer.is_valid(raise_exception=True)
    except ValidationError:
        return "refused"
    return ScoringQuery.criteria(serializer.validated_data), serializer.validated_data["NumberToShow"]


@settings(max_examples=1500, deadline=None)
@given(PARAMETERS)
def test_the_plain_reading_answers_what_the_serializer_answers_or_leaves_it_the_request(pairs):
    query = QueryDict(urlencode(pairs))
    plain = _plain_scoring_query(query)
    if plain is not None:
        assert plain == _serializer_answer(query)
    answer = _serializer_answer(query)
    if answer == "refused":
        assert plain is None  # every refusal comes from the serializer, with its messages


def test_the_plain_way_clients_write_a_search_is_read_without_the_serializer(monkeypatch):
    query = QueryDict("TargetIndustryIds=14&TargetIndustryIds=22&TargetIndustryIds=14&IsGeoGlobal=true&NumberToShow=10")

    def no_serializer(*args, **kwargs):
        raise AssertionError("the serializer was built")

    monkeypatch.setattr(ScoringQuery, "__init__", no_serializer)
    criteria, number = scoring_query(query)
    assert criteria.industry_ids == (14, 22)
    assert criteria.is_geo_global
    assert not criteria.is_industry_agnostic
    assert criteria.region_ids == criteria.segment_ids == ()
    assert number == 10
