"""GET and PUT /api/companies/{companyId}/join-policy: the company admins choose what a
member whose verified e-mail is on the company's domain gets from "join" ("ask", the
default: a join request; "auto": membership at once). docs/decisions.md, issue 7."""

import pytest

from apps.changes.models import CompanyChange
from apps.companies.models import Company
from apps.companies.tests.helpers import NOT_AUTHENTICATED, company_url, error, join
from conftest import make_user

pytestmark = pytest.mark.django_db

CHOOSE = 'Choose "ask" or "auto".'


def policy_url(company_or_id):
    return f"{company_url(company_or_id)}/join-policy"


def test_a_company_admin_reads_and_sets_the_policy(client_for, user, acme):
    client = client_for(user)

    assert client.get(policy_url(acme)).json() == {"domainJoinPolicy": "ask"}

    response = client.put(policy_url(acme), {"domainJoinPolicy": "auto"}, format="json")

    assert response.status_code == 200
    assert response.json() == {"domainJoinPolicy": "auto"}
    assert client.get(policy_url(acme)).json() == {"domainJoinPolicy": "auto"}
    acme.refresh_from_db()
    assert acme.domain_join_policy == Company.DomainJoinPolicy.AUTO
    # A membership setting, not a catalogue field: no company change, no review.
    assert not CompanyChange.objects.exists()

    assert client.put(policy_url(acme), {"domainJoinPolicy": "ask"}, format="json").json() == {
        "domainJoinPolicy": "ask"
    }


def test_a_global_admin_may_set_it(client_for, admin_user, acme):
    response = client_for(admin_user).put(policy_url(acme), {"domainJoinPolicy": "auto"}, format="json")

    assert response.status_code == 200
    acme.refresh_from_db()
    assert acme.domain_join_policy == "auto"


@pytest.mark.parametrize("who", ["plain member", "admin of another company", "outsider"])
@pytest.mark.parametrize("method", ["get", "put"])
def test_only_the_company_admins_see_or_set_it(client_for, acme, other_user, globex, outsider, who, method):
    plain = make_user(email="plain@acme-industries.com")
    join(plain, acme)
    caller = {"plain member": plain, "admin of another company": other_user, "outsider": outsider}[who]

    response = getattr(client_for(caller), method)(policy_url(acme), {"domainJoinPolicy": "auto"}, format="json")

    assert response.status_code == 403
    assert response.json() == error(403, "Only this company's admins can do this.", code="notCompanyEditor")
    acme.refresh_from_db()
    assert acme.domain_join_policy == "ask"


@pytest.mark.parametrize(
    "body", [{}, {"domainJoinPolicy": "always"}, {"domainJoinPolicy": None}, {"domainJoinPolicy": 1}]
)
def test_only_ask_or_auto(client_for, user, acme, body):
    response = client_for(user).put(policy_url(acme), body, format="json")

    assert response.status_code == 400
    assert response.json() == error(
        400, "Please correct the errors and try again.", errors={"domainJoinPolicy": [CHOOSE]}
    )
    acme.refresh_from_db()
    assert acme.domain_join_policy == "ask"


def test_an_unknown_or_unpublished_company_is_not_found(client_for, admin_user, acme):
    assert client_for(admin_user).get(policy_url(999999)).status_code == 404
    acme.is_approved = False
    acme.save(update_fields=["is_approved"])
    assert client_for(admin_user).put(policy_url(acme), {"domainJoinPolicy": "auto"}, format="json").status_code == 404


def test_it_needs_a_token(api, acme):
    assert api.get(policy_url(acme)).json() == NOT_AUTHENTICATED
