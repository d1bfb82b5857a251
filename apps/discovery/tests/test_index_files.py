"""This process's copy of the index with the machine's index files: the first copy is built
and written to the directory, a process starting later maps that file instead of building, and
committed changes (approval, edit, unpublish, delete) are applied from the change log as an
overlay over the mapped base, equal to a rebuild, in a few queries. A change to everything, a
pruned log or too many companies at once build a new base. (Across real processes:
test_index_processes.py.)"""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from apps.changes.services import company_change_approve
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.models import Company, Industry
from apps.companies.selectors import discovery_catalogue
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, FINTECH, LOGISTICS
from apps.discovery import index as process_index
from apps.discovery.engine.index import index_build
from apps.discovery.index import (
    INDEX_KEY,
    current_index,
    index_compact,
    index_reset,
    index_version,
)
from apps.discovery.models import IndexChange, IndexVersion
from apps.discovery.tests.helpers import is_mapped, scoring_url
from apps.discovery.tests.test_incremental import assert_same_index

pytestmark = pytest.mark.django_db


@pytest.fixture
def index_dir(settings, tmp_path):
    settings.DISCOVERY_INDEX_DIR = str(tmp_path)
    settings.DISCOVERY_INDEX_COMPACT_IN_BACKGROUND = False
    return tmp_path


@pytest.fixture
def committed(django_capture_on_commit_callbacks):
    """Runs a write as committed: its on-commit callbacks (the index bump) run."""

    def run(write):
        with django_capture_on_commit_callbacks(execute=True):
            return write()

    return run


def found(client, industry=CYBERSECURITY) -> list[str]:
    response = client.get(scoring_url(TargetIndustryIds=[industry], NumberToShow=50))
    assert response.status_code == 200, response.json()
    return sorted(r["companyName"] for r in response.json())


def rebuilt():
    return index_build(discovery_catalogue(), version=index_version())


def files(directory):
    return sorted(p.name for p in directory.iterdir() if p.suffix == ".idx")


def test_the_first_copy_is_written_and_the_next_process_maps_it(index_dir, search_client, committed):
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))

    first = current_index()

    assert files(index_dir) == [f"index-{first.version[0]}-{first.version[1]:020d}.idx"]
    assert is_mapped(first.base.company_ids)  # this process maps what it wrote
    index_reset()  # a process starting now
    with CaptureQueriesContext(connection) as queries:
        second = current_index()
    assert len(queries) == 1  # the version row: the rest is the file
    assert second is not first
    assert is_mapped(second.base.industries)
    assert_same_index(second, rebuilt())
    assert found(search_client) == ["Kestrel Security"]


def test_approval_edit_unpublish_and_delete_are_applied_to_the_mapped_base(
    index_dir, search_client, searcher, admin_user, committed
):
    kestrel = committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))
    assert found(search_client) == ["Kestrel Security"]
    base = current_index().base

    # Approval of a new company.
    change = CompanyChangeFactory()  # Brightwave Telemetry, in Cybersecurity
    committed(lambda: company_change_approve(change_id=change.pk, reviewer=admin_user))
    with CaptureQueriesContext(connection) as queries:
        index = current_index()
    assert index.base is base
    assert Company.objects.get(pk__in=index.overlay.company_ids.tolist()).name == "Brightwave Telemetry"
    assert len(queries) <= 13  # version, log (2), the changed companies' rows (7), reference lists (3)
    assert found(search_client) == ["Brightwave Telemetry", "Kestrel Security"]
    assert_same_index(current_index(), rebuilt())

    # An edit: new targets.
    committed(lambda: kestrel.target_industries.set([LOGISTICS]))
    assert found(search_client) == ["Brightwave Telemetry"]
    assert found(search_client, LOGISTICS) == ["Kestrel Security"]
    assert_same_index(current_index(), rebuilt())

    # Unpublished, then published again.
    kestrel.is_approved = False
    committed(kestrel.save)
    assert found(search_client, LOGISTICS) == []
    assert_same_index(current_index(), rebuilt())
    kestrel.is_approved = True
    committed(kestrel.save)
    assert found(search_client, LOGISTICS) == ["Kestrel Security"]

    # Deleted.
    committed(Company.objects.get(name="Brightwave Telemetry").delete)
    assert found(search_client) == []
    index = current_index()
    assert index.base is base  # never rebuilt: every change went to the overlay
    assert_same_index(index, rebuilt())
    assert len(files(index_dir)) == 1


def test_a_process_mapping_an_old_file_brings_it_up_to_date_from_the_log(index_dir, search_client, committed):
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))
    current_index()
    committed(lambda: CompanyFactory(name="Osprey Payments", target_industries=[FINTECH]))
    committed(lambda: CompanyFactory(name="Heron Cyber", target_industries=[CYBERSECURITY]))

    index_reset()  # a process starting now finds the file two versions behind
    index = current_index()

    assert index.base_version[1] == index.version[1] - 2
    assert_same_index(index, rebuilt())
    assert found(search_client) == ["Heron Cyber", "Kestrel Security"]


def test_a_renamed_reference_item_builds_a_new_base(index_dir, search_client, committed):
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))
    first = current_index()

    committed(lambda: Industry.objects.filter(pk=CYBERSECURITY).first().save())

    index = current_index()
    assert index.base is not first.base
    assert index.base_version == index.version
    assert IndexChange.objects.filter(company_id=None).exists()
    assert found(search_client) == ["Kestrel Security"]


def test_a_log_pruned_past_the_copy_builds_a_new_base(index_dir, search_client, committed, monkeypatch):
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))
    first = current_index()
    committed(lambda: CompanyFactory(name="Heron Cyber", target_industries=[CYBERSECURITY]))
    # A copy still at the first version (the commit's own receivers, the alerts' matching, may
    # already have brought this process's copy up to date: put the old one back) and a log
    # pruned past it.
    monkeypatch.setattr(process_index, "_current", first)
    IndexVersion.objects.update(log_start=index_version()[1])

    index = current_index()

    assert first.version[1] < index.version[1]
    assert index.base is not first.base
    assert index.base_version == index.version
    assert found(search_client) == ["Heron Cyber", "Kestrel Security"]


def test_more_companies_at_once_than_the_overlay_takes_build_a_new_base(index_dir, settings, search_client, committed):
    settings.DISCOVERY_INDEX_OVERLAY_LIMIT = 2
    first = current_index()

    committed(lambda: [CompanyFactory(name=f"Cyber {n}", target_industries=[CYBERSECURITY]) for n in range(3)])

    index = current_index()
    assert index.base is not first.base
    assert not len(index.overlay)
    assert found(search_client) == ["Cyber 0", "Cyber 1", "Cyber 2"]


def test_an_overlay_past_half_its_limit_asks_for_a_new_base_which_empties_it(
    index_dir, settings, search_client, committed, monkeypatch
):
    settings.DISCOVERY_INDEX_OVERLAY_LIMIT = 4
    asked = []
    monkeypatch.setattr(process_index, "_compact_soon", lambda: asked.append(True))
    current_index()
    for n in range(3):
        committed(lambda n=n: CompanyFactory(name=f"Cyber {n}", target_industries=[CYBERSECURITY]))
        current_index()
    assert {"Cyber 0", "Cyber 1", "Cyber 2"} <= set(
        Company.objects.filter(pk__in=current_index().overlay.company_ids.tolist()).values_list("name", flat=True)
    )
    assert asked

    index_compact()

    index = current_index()
    assert not len(index.overlay)
    assert index.base_version == index.version
    assert_same_index(index, rebuilt())
    assert found(search_client) == ["Cyber 0", "Cyber 1", "Cyber 2"]
    assert len(files(index_dir)) == 2  # the newest two are kept


def test_each_bump_logs_the_companies_it_was_for(committed):
    company = committed(lambda: CompanyFactory(name="Kestrel Security"))
    before = index_version()[1]

    committed(lambda: company.market_segments.set([]))
    committed(lambda: Industry.objects.get(pk=LOGISTICS).companies.add(company))  # the reverse side names it too
    INDEX_KEY.bump_now()  # a write that does not say which companies

    logged = list(
        IndexChange.objects.filter(counter__gt=before).order_by("counter").values_list("counter", "company_id")
    )
    assert logged == [(before + 1, company.pk), (before + 2, company.pk), (before + 3, None)]


def test_without_a_directory_each_process_keeps_its_own_copy(settings, search_client, committed):
    settings.DISCOVERY_INDEX_DIR = ""
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))

    index = current_index()

    assert not is_mapped(index.base.company_ids)
    assert found(search_client) == ["Kestrel Security"]


def test_a_folder_that_cannot_be_used_leaves_the_process_its_own_copy(settings, tmp_path, search_client, committed):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    settings.DISCOVERY_INDEX_DIR = str(blocker / "index")  # under a file: cannot be made
    committed(lambda: CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY]))

    index = current_index()

    assert not is_mapped(index.base.company_ids)
    assert found(search_client) == ["Kestrel Security"]
