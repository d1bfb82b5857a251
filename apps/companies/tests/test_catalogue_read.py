"""discovery_catalogue's read on PostgreSQL (selectors._CatalogueReader): each row's integers
packed on the server two by two and read straight into numpy are exactly the rows an ordinary
query returns, whether the company ids fit in an int4 (paired too) or not (sent alone)."""

import numpy as np
import pytest
from django.db import connection, transaction

from apps.companies import selectors
from apps.companies.tests.helpers import company_with

pytestmark = pytest.mark.django_db


@pytest.fixture
def catalogue(db):
    companies = [
        company_with(name=f"Catalogue {n}", domain=f"catalogue-{n}.io", partnerType=1 + n % 3) for n in range(5)
    ]
    companies[1].is_industry_agnostic = True
    companies[1].description = "<p>" + "é" * 400 + "</p>"  # characters, not bytes
    companies[1].save()
    companies[2].partner_page = ""
    companies[2].save()
    return companies


def _as_rows(array) -> list[tuple]:
    return sorted(tuple(int(v) for v in row) for row in np.asarray(array).reshape(len(array), -1))


SQL = [
    ("SELECT id, partner_type, 7, -5, 2147483647, -2147483648 FROM companies_company", 6),  # odd count paired
    ("SELECT id, -1, 0 FROM companies_company", 3),
    ("SELECT company_id, industry_id FROM companies_company_target_industries", 2),
    ("SELECT company_id FROM companies_contact", 1),
]


@pytest.mark.postgresql
@pytest.mark.parametrize(("sql", "width"), SQL)
@pytest.mark.parametrize("small_ids", [True, False])
def test_the_packed_read_is_the_rows_an_ordinary_query_returns(catalogue, sql, width, small_ids):
    reader = selectors._CatalogueReader(connection, None)
    assert reader.small_ids is True  # a test database's ids
    reader.small_ids = small_ids
    with connection.cursor() as cursor:
        cursor.execute(sql)
        expected = sorted(tuple(row) for row in cursor.fetchall())
    assert expected
    packed = reader.integers(sql, width)
    assert packed.shape == (len(expected), width)
    assert _as_rows(packed) == expected


@pytest.mark.postgresql
def test_large_company_ids_are_sent_whole(catalogue):
    """An id past an int4 turns the pairing of the first column off."""
    from apps.companies.tests.factories import CompanyFactory

    large = CompanyFactory(id=2**40, name="Far Away Id", domain="far-away-id.io")
    reader = selectors._CatalogueReader(connection, None)
    assert reader.small_ids is False
    rows = _as_rows(reader.integers("SELECT id, partner_type FROM companies_company", 2))
    assert (2**40, large.partner_type) in rows
    assert (catalogue[0].pk, catalogue[0].partner_type) in rows


def test_the_catalogue_reads_the_same_as_before(catalogue):
    """The companies' columns as discovery reads them: the description's length in characters."""
    read = selectors.discovery_catalogue()
    by_id = {int(row[0]): row for row in read["companies"]}
    assert set(by_id) == {c.pk for c in catalogue}
    second = by_id[catalogue[1].pk]
    assert second[2] == 1  # Industry Agnostic
    assert second[10] == len("<p>" + "é" * 400 + "</p>")
    assert by_id[catalogue[2].pk][9] == 0  # no partner page
    assert by_id[catalogue[0].pk][9] == 1


@pytest.mark.postgresql
@pytest.mark.parametrize("small_ids", [True, False])
def test_a_value_past_an_int4_is_refused_not_cut(catalogue, small_ids):
    """Only the first column (a company id) may be an int8: any other value past an int4 is an
    error, as when each went alone, never its low half."""
    from django.db import DataError

    reader = selectors._CatalogueReader(connection, None)
    reader.small_ids = small_ids
    for sql in ("SELECT id, 1, 4294967296 FROM companies_company", "SELECT id, 4294967296, 1 FROM companies_company"):
        with pytest.raises(DataError), transaction.atomic():
            reader.integers(sql, 3)


# --- the whole catalogue on several connections at once ------------------------------------


def _open_connections() -> int:
    with connection.cursor() as cursor:
        cursor.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database()")
        return cursor.fetchone()[0]


def _comparable(read: dict) -> dict:
    return {
        name: value if name == "reference" else _as_rows(value if value.ndim == 2 else value.reshape(-1, 1))
        for name, value in read.items()
    }


@pytest.mark.postgresql
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize("readers", [2, 3])
def test_the_whole_catalogue_read_on_several_connections_is_the_read_on_one(monkeypatch, readers):
    """Outside a transaction the full read shares its statements between CATALOGUE_READERS
    connections (the companies split into id ranges): the same rows as one connection reads,
    and every connection it opened is closed again."""
    for n in range(7):
        company_with(
            name=f"Shared read {n}",
            domain=f"shared-read-{n}.io",
            partnerType=1 + n % 3,
            contacts=[{"firstName": "Ada", "lastName": "Lovelace", "email": f"ada{n}@shared-read-{n}.io"}] * (n % 2),
        )
    monkeypatch.setattr(selectors, "CATALOGUE_READERS", readers)
    reader = selectors._CatalogueReader(connection, None)
    assert reader.readers() == readers
    assert len(reader.id_ranges("id")) == readers
    before = _open_connections()

    shared = selectors.discovery_catalogue()

    assert _open_connections() == before
    monkeypatch.setattr(selectors, "CATALOGUE_READERS", 1)
    alone = selectors.discovery_catalogue()
    assert len(alone["companies"]) == 7
    assert len(alone["with_contacts"]) == 3
    assert _comparable(shared) == _comparable(alone)


@pytest.mark.postgresql
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_failing_statement_of_the_shared_read_fails_the_read_and_closes_its_connections(monkeypatch):
    for n in range(3):
        company_with(name=f"Failing read {n}", domain=f"failing-read-{n}.io")
    before = _open_connections()
    original = selectors._CatalogueReader._packed

    def failing(self, sql, width, on):
        if "companies_contact" in sql:
            raise RuntimeError("the contacts could not be read")
        return original(self, sql, width, on)

    monkeypatch.setattr(selectors._CatalogueReader, "_packed", failing)

    with pytest.raises(RuntimeError, match="contacts"):
        selectors.discovery_catalogue()
    assert _open_connections() == before


def test_inside_a_transaction_the_read_stays_on_its_connection(catalogue):
    """Another connection would not see what the transaction has not committed."""
    assert connection.in_atomic_block
    reader = selectors._CatalogueReader(connection, None)
    assert reader.readers() == 1
    assert reader.id_ranges("id") == [""]
    assert {int(row[0]) for row in selectors.discovery_catalogue()["companies"]} == {c.pk for c in catalogue}


@pytest.mark.postgresql
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_without_a_connection_to_spare_the_read_is_done_on_one(monkeypatch, caplog):
    """The server refusing the second connection (its limit reached) costs time, not the read."""
    import threading

    from django.db import OperationalError
    from django.db.backends.base.base import BaseDatabaseWrapper

    for n in range(4):
        company_with(name=f"Alone read {n}", domain=f"alone-read-{n}.io")
    main = threading.current_thread()
    original = BaseDatabaseWrapper.ensure_connection

    def refused_elsewhere(self):
        if threading.current_thread() is not main:
            raise OperationalError("sorry, too many clients already")
        return original(self)

    monkeypatch.setattr(BaseDatabaseWrapper, "ensure_connection", refused_elsewhere)

    read = selectors.discovery_catalogue()

    assert len(read["companies"]) == 4
    assert "could not be opened" in caplog.text
