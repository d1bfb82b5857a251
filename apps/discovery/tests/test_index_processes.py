"""The index across real processes (issue 25): two daphne web processes on PostgreSQL + Redis
sharing one index folder, as the web processes of one machine do. The first search builds the
base and writes the machine's file; the other process maps that file instead of building its
own. A company approved, edited, unpublished or deleted here (committed, as the product commits
it) is found as it now is by the next search on either process, brought up to date from the
change log: neither builds a new base. No timing is asserted (bench/discovery.py measures it)."""

import pytest
import requests
from django.conf import settings

from apps.accounts.services import auth_token_issue
from apps.billing.tests.factories import SubscriptionFactory
from apps.changes.services import company_change_approve
from apps.changes.tests.factories import CompanyChangeFactory
from apps.companies.models import Company
from apps.companies.tests.factories import CompanyFactory
from apps.companies.tests.helpers import CYBERSECURITY, LOGISTICS
from apps.discovery.models import IndexChange
from apps.discovery.tests.helpers import scoring_url
from tests.processes import WebProcess, process_env, running

pytestmark = [
    pytest.mark.services,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
    pytest.mark.usefixtures("reference_data"),
]

WAIT = 120  # seconds: only a broken process takes this long
BUILT = "discovery index built"  # apps/discovery/index.py logs it for each new base


@pytest.fixture
def index_dir(tmp_path):
    directory = tmp_path / "index"
    directory.mkdir()
    return directory


@pytest.fixture
def two_processes(require_services, tmp_path, index_dir):
    env = process_env(extra={"TEST_DISCOVERY_INDEX_DIR": str(index_dir)})
    web_a = WebProcess("web-a", env, tmp_path)
    web_b = WebProcess("web-b", env, tmp_path)
    with running(web_a, web_b):
        yield web_a, web_b


def found(web, token, industry=CYBERSECURITY) -> list[str]:
    response = requests.get(
        f"{web.url}{scoring_url(TargetIndustryIds=[industry], NumberToShow=50)}",
        headers={"X-Api-Key": settings.SPA_API_KEY, "Authorization": f"Bearer {token}"},
        timeout=WAIT,
    )
    assert response.status_code == 200, response.text
    return sorted(result["companyName"] for result in response.json())


def test_every_change_is_found_by_both_processes_without_a_rebuild(two_processes, index_dir, user, acme, admin_user):
    web_a, web_b = two_processes
    SubscriptionFactory(user=user, credits_quota=1000)
    token = auth_token_issue(user=user)
    kestrel = CompanyFactory(name="Kestrel Security", target_industries=[CYBERSECURITY])

    # The first search builds the base and writes the machine's file; the other process maps it.
    assert found(web_a, token) == ["Kestrel Security"]
    assert found(web_b, token) == ["Kestrel Security"]
    assert len(list(index_dir.glob("index-*.idx"))) == 1
    assert web_a.log().count(BUILT) == 1
    assert BUILT not in web_b.log()

    # Approved: a new company from an approved change.
    change = CompanyChangeFactory()  # Brightwave Telemetry, in Cybersecurity
    company_change_approve(change_id=change.pk, reviewer=admin_user)
    assert found(web_b, token) == ["Brightwave Telemetry", "Kestrel Security"]
    assert found(web_a, token) == ["Brightwave Telemetry", "Kestrel Security"]

    # Edited: new targets.
    kestrel.target_industries.set([LOGISTICS])
    assert found(web_a, token) == ["Brightwave Telemetry"]
    assert found(web_b, token) == ["Brightwave Telemetry"]
    assert found(web_a, token, LOGISTICS) == ["Kestrel Security"]
    assert found(web_b, token, LOGISTICS) == ["Kestrel Security"]

    # Unpublished.
    kestrel.is_approved = False
    kestrel.save()
    assert found(web_b, token, LOGISTICS) == []
    assert found(web_a, token, LOGISTICS) == []

    # Deleted.
    Company.objects.get(name="Brightwave Telemetry").delete()
    assert found(web_a, token) == []
    assert found(web_b, token) == []

    # Every change went through the log by company, and no process built a new base for it.
    assert IndexChange.objects.exclude(company_id=None).filter(company_id=kestrel.pk).exists()
    assert web_a.log().count(BUILT) == 1
    assert BUILT not in web_b.log()
    assert len(list(index_dir.glob("index-*.idx"))) == 1
