"""A search's one write (issue 25, item 3): the credits spent and the search recorded in one
statement, refused as a whole when the credits or the plan went meanwhile; its results stored
packed (compressed JSON in one column), read back exactly as the search answered them; the
migration converts the rows it finds, both ways."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from apps.billing.models import Subscription
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY
from apps.core.errors import ApplicationError
from apps.discovery import services
from apps.discovery.engine.scoring import Criteria
from apps.discovery.models import SearchHistory, results_pack, results_unpack
from apps.discovery.tests.factories import SearchHistoryFactory
from apps.discovery.tests.helpers import credits_spend, credits_used

RESULTS = [
    {
        "rank": 1,
        "companyId": 7,
        "companyName": "Zürich Ünïcode AG — “quoted”",
        "companyLogoUrl": None,
        "companyScore": {"matchScore": 91, "breakdown": {"coverage": {"fit": 50, "weight": 1.5}}},
        "geoRegions": ["Western Europe"],
        "isGeoGlobal": False,
    },
    {"rank": 2, "companyId": 3, "companyName": "Acme", "companyScore": {"weight": 5.0, "total": 0.1 + 0.2}},
]


def test_results_read_back_exactly_as_written():
    assert results_unpack(results_pack(RESULTS)) == RESULTS
    assert results_unpack(b"") == []
    # Smaller than their JSON text: compressed.
    many = RESULTS * 10
    assert len(results_pack(many)) < len(str(many)) / 5


@pytest.mark.django_db
def test_a_search_keeps_its_results_through_the_database(user):
    search = SearchHistoryFactory(user=user, results=RESULTS, number_of_companies=2)

    stored = SearchHistory.objects.get(pk=search.pk)

    assert stored.results == RESULTS
    assert list(stored.results[0]) == list(RESULTS[0])  # the order of the keys too


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_migration_packs_the_rows_it_finds_and_unpacks_them_back(user):
    before, after = [("discovery", "0004_index_change_log")], [("discovery", "0005_search_results_packed")]
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    OldSearch = executor.loader.project_state(before).apps.get_model("discovery", "SearchHistory")
    found = OldSearch.objects.create(user_id=user.pk, number_to_show=2, number_of_companies=2, results=RESULTS).pk
    empty = OldSearch.objects.create(user_id=user.pk, number_to_show=3).pk

    executor = MigrationExecutor(connection)
    executor.migrate(after)

    assert SearchHistory.objects.get(pk=found).results == RESULTS
    assert SearchHistory.objects.get(pk=empty).results == []

    executor = MigrationExecutor(connection)
    executor.migrate(before)
    OldSearch = executor.loader.project_state(before).apps.get_model("discovery", "SearchHistory")
    assert OldSearch.objects.get(pk=found).results == RESULTS
    assert OldSearch.objects.get(pk=empty).results == []

    executor = MigrationExecutor(connection)
    executor.migrate(after)
    assert SearchHistory.objects.get(pk=found).results == RESULTS


def _search_after(user, meanwhile):
    """A search of one Cybersecurity company by `user` where `meanwhile` runs after the
    searcher's credits were read and before the credits are spent (another search, the plan
    ending)."""
    CompanyFactory(name="Brightwave Telemetry", target_industries=[CYBERSECURITY])

    def read():
        meanwhile()
        return Criteria(industry_ids=(CYBERSECURITY,)), 1

    return services.company_search(user=user, read=read)


@pytest.mark.django_db
def test_a_search_spends_and_records_in_one_statement(searcher):
    outcome = _search_after(searcher, lambda: None)

    assert [r["companyName"] for r in outcome.results] == ["Brightwave Telemetry"]
    assert credits_used(searcher) == 1
    stored = SearchHistory.objects.get()
    assert stored.pk == outcome.search_id
    assert stored.results == outcome.results
    assert (stored.number_of_companies, stored.credits_spent) == (1, 1)
    assert stored.company_ids == [outcome.results[0]["companyId"]]


@pytest.mark.django_db
def test_the_response_and_the_stored_copy_are_one_encoding(searcher, client):
    """The search encodes its results once (DRF's JSONRenderer): the response's bytes are what
    the history keeps (compressed), and they read back as the results."""
    import zlib

    from rest_framework.renderers import JSONRenderer

    outcome = _search_after(searcher, lambda: None)
    assert outcome.body == JSONRenderer().render(outcome.results)
    stored = SearchHistory.objects.get(pk=outcome.search_id)
    assert zlib.decompress(bytes(stored.packed_results)) == outcome.body
    assert stored.results == outcome.results


@pytest.mark.django_db
def test_credits_spent_meanwhile_refuse_the_search_and_record_nothing(searcher):
    with pytest.raises(ApplicationError) as refused:
        _search_after(searcher, lambda: credits_spend(searcher, 100))  # another search took them all

    assert refused.value.code == "notEnoughCredits"
    assert refused.value.extra == {"availableSearchTokens": 0}
    assert credits_used(searcher) == 100
    assert not SearchHistory.objects.exists()


@pytest.mark.django_db
def test_a_plan_ended_meanwhile_refuses_the_search_and_records_nothing(searcher):
    def cancel():
        Subscription.objects.filter(user=searcher).update(status=Subscription.Status.CANCELED)

    with pytest.raises(ApplicationError) as refused:
        _search_after(searcher, cancel)

    assert refused.value.code == "noSubscription"
    assert Subscription.objects.get(user=searcher).credits_used == 0
    assert not SearchHistory.objects.exists()


@pytest.mark.parametrize(
    "results",
    [
        [],
        [{"companyName": "Zürich Cloud — Ärzte", "rank": 1, "fit": 0.75, "weight": 12.5, "logo": None, "ok": True}],
        [{"description": "line\u2028separator and\u2029paragraph", "score": 100, "nested": {"a": [1, 2.5, "x"]}}],
        [{"emoji": "🤝 partners", "quote": 'say "hi" \\ back', "control": "tab\there", "big": 2**62, "neg": -3.25}],
    ],
)
def test_the_results_json_is_drfs_byte_for_byte(results):
    from rest_framework.renderers import JSONRenderer

    from apps.discovery.services import results_json

    assert results_json(results) == JSONRenderer().render(results)


def test_a_value_orjson_does_not_take_is_encoded_by_drf():
    from decimal import Decimal

    from rest_framework.renderers import JSONRenderer

    from apps.discovery.services import results_json

    results = [{"amount": Decimal("1.50")}]
    assert results_json(results) == JSONRenderer().render(results)


def _comparable(value):
    """A driver parameter as plain data: JSON wrappers by what they wrap, bytes as bytes."""
    if hasattr(value, "obj"):  # psycopg's Jsonb
        return ("json", value.obj)
    if isinstance(value, bytes | bytearray | memoryview):
        return ("bytes", bytes(value))
    return value


@pytest.mark.django_db
@pytest.mark.parametrize("found", [True, False])
def test_the_history_row_is_written_with_the_values_the_orm_would_write(searcher, found):
    """The search builds its INSERT's parameters without a model instance: each is what the
    ORM's get_db_prep_save gives for the same row."""
    past = SearchHistoryFactory(user=searcher)
    row = {
        "user_id": searcher.pk,
        "company_id": searcher.company_membership.company_id if found else None,
        "searched_at": services.timezone.now(),
        "is_industry_agnostic": found,
        "industry_ids": [CYBERSECURITY] if found else [],
        "is_geo_global": not found,
        "region_ids": [155, 21],
        "segment_ids": [],
        "number_to_show": 5,
        "number_of_companies": 2 if found else 0,
        "credits_spent": 2 if found else 0,
        "packed_results": results_pack(RESULTS if found else []),
        "company_ids": [7, 3] if found else [],
        "rerun_of_id": past.pk if found else None,
    }
    model = SearchHistory(**row)
    expected = [
        field.get_db_prep_save(getattr(model, field.attname), connection) for field in services._history_fields()
    ]

    values = services._history_values(row, connection)

    assert [_comparable(v) for v in values] == [_comparable(v) for v in expected]
    assert [type(v) for v in values] == [type(v) for v in expected]
