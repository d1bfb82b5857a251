"""One pending proposal per company, and per author of a new company, held by the database
(issue 7.8): simultaneous POSTs cannot all pass the service's check and insert."""

import threading
import time

import pytest
from django.db import IntegrityError, connection, transaction

from apps.changes.models import CompanyChange
from apps.companies.tests.helpers import CHANGES, company_payload, company_with, error, update_payload
from apps.core.testing import run_together
from conftest import make_user

PENDING_EXISTS = "A change is already waiting for approval: update it instead."


def _pending(**fields) -> CompanyChange:
    return CompanyChange.objects.create(
        change_type=CompanyChange.ChangeType.UPDATED if fields.get("company") else CompanyChange.ChangeType.ADDED,
        snapshot=company_payload(),
        **fields,
    )


# --- the constraints themselves -----------------------------------------------------------


@pytest.mark.django_db
def test_the_database_refuses_a_second_pending_new_company_of_one_author(user):
    _pending(author=user)

    with pytest.raises(IntegrityError), transaction.atomic():
        _pending(author=user)

    assert CompanyChange.objects.filter(author=user).count() == 1


@pytest.mark.django_db
def test_the_database_refuses_a_second_pending_change_of_one_company(user, admin_user):
    company = company_with(admin=user)
    _pending(author=user, company=company)

    with pytest.raises(IntegrityError), transaction.atomic():
        _pending(author=admin_user, company=company)

    assert CompanyChange.objects.filter(company=company).count() == 1


@pytest.mark.django_db
def test_reviewed_changes_do_not_count(user, other_user):
    company = company_with(admin=user)
    for status in (CompanyChange.Status.APPROVED, CompanyChange.Status.REJECTED):
        _pending(author=user, company=company, status=status)
        _pending(author=user, status=status)

    # One pending new company and one pending change of the company, besides the reviewed ones.
    _pending(author=user)
    _pending(author=other_user, company=company)
    # An author's change of an existing company does not block their own new company, and
    # the reverse: the two rules are separate.
    _pending(author=other_user)

    assert CompanyChange.objects.filter(status=CompanyChange.Status.PENDING).count() == 3


# --- the API under real concurrency (PostgreSQL) ------------------------------------------


def _outcomes(results):
    return sorted(getattr(r, "status_code", repr(r)) for r in results)


@pytest.mark.services
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_eight_simultaneous_new_company_posts_make_one_pending_proposal(require_services, client_for):
    author = make_user(email="racer@acme-cloud.io")
    clients = iter([client_for(author) for _ in range(8)])
    lock = threading.Lock()

    def post():
        with lock:
            client = next(clients)
        return client.post(CHANGES, company_payload(), format="json")

    results = run_together(8, post)

    assert _outcomes(results) == [201] + [409] * 7
    pending = CompanyChange.objects.get(author=author, status=CompanyChange.Status.PENDING)
    created = next(r for r in results if r.status_code == 201)
    assert created.json()["companyChangeId"] == pending.pk
    for response in results:
        if response.status_code == 409:
            assert response.json() == error(409, PENDING_EXISTS, code="pendingChangeExists", companyChangeId=pending.pk)
    assert CompanyChange.objects.count() == 1


@pytest.mark.services
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_eight_simultaneous_updates_of_one_company_make_one_pending_change(require_services, client_for):
    owner = make_user(email="owner@acme-industries.com")
    company = company_with(admin=owner)
    clients = iter([client_for(owner) for _ in range(8)])
    lock = threading.Lock()

    def post():
        with lock:
            client = next(clients)
        return client.post(CHANGES, update_payload(company, name="Acme Renamed"), format="json")

    results = run_together(8, post)

    assert _outcomes(results) == [201] + [409] * 7
    assert CompanyChange.objects.filter(company=company, status=CompanyChange.Status.PENDING).count() == 1


def _wait_until_someone_waits_on_this_connection(worker: threading.Thread) -> None:
    """Polls PostgreSQL until another backend is blocked behind this connection's open
    transaction (or the worker has already finished). A condition, not a delay."""
    deadline = time.monotonic() + 60
    with connection.cursor() as cursor:
        while worker.is_alive():
            cursor.execute(
                "SELECT EXISTS (SELECT 1 FROM pg_locks WHERE NOT granted"
                " AND pg_backend_pid() = ANY(pg_blocking_pids(pid)))"
            )
            if cursor.fetchone()[0]:
                return
            assert time.monotonic() < deadline, "the second insert never reached the database"
            time.sleep(0.01)


@pytest.mark.services
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_post_that_loses_the_race_at_the_insert_is_answered_409_with_the_winner(require_services, client_for):
    """The winner's row is not committed yet when the loser checks, so only the database's
    constraint stops the loser: its insert waits, then fails, and the service answers the
    same 409 as for a second proposal, with the winner's id."""
    author = make_user(email="late@acme-cloud.io")
    client = client_for(author)
    responses = []

    def post():
        try:
            responses.append(client.post(CHANGES, company_payload(), format="json"))
        finally:
            connection.close()

    loser = threading.Thread(target=post)

    with transaction.atomic():
        winner = _pending(author=author)
        loser.start()
        _wait_until_someone_waits_on_this_connection(loser)
    loser.join(timeout=60)

    assert not loser.is_alive()
    [response] = responses
    assert response.status_code == 409, response.json()
    assert response.json() == error(409, PENDING_EXISTS, code="pendingChangeExists", companyChangeId=winner.pk)
    assert list(CompanyChange.objects.values_list("pk", flat=True)) == [winner.pk]


# --- the migration: rows a race left behind before the constraints ------------------------


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_migration_keeps_the_newest_of_duplicate_pending_proposals(user, other_user):
    from django.db.migrations.executor import MigrationExecutor

    before, after = [("changes", "0001_initial")], [("changes", "0002_one_pending_change")]
    executor = MigrationExecutor(connection)
    executor.migrate(before)
    OldChange = executor.loader.project_state(before).apps.get_model("changes", "CompanyChange")
    company = company_with(admin=other_user)

    def old(**fields):
        return OldChange.objects.create(change_type=1, snapshot={"name": "Acme"}, **fields).pk

    older_new, newest_new = old(author_id=user.pk), old(author_id=user.pk)
    older_update, newest_update = (
        old(author_id=other_user.pk, company_id=company.pk),
        old(author_id=user.pk, company_id=company.pk),
    )
    approved = old(author_id=user.pk, status=2)

    executor = MigrationExecutor(connection)
    executor.migrate(after)

    statuses = dict(CompanyChange.objects.values_list("pk", "status"))
    assert statuses == {older_new: 3, newest_new: 1, older_update: 3, newest_update: 1, approved: 2}
    closed = CompanyChange.objects.get(pk=older_new)
    assert closed.rejection_reason == "Closed automatically: a newer proposal for the same company was waiting."
    assert closed.reviewed_at is not None
