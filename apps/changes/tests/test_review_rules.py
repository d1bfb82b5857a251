"""Rules added after review: what an update keeps, who may rewrite, unpublished companies."""

import pytest

from apps.changes.models import CompanyChange
from apps.companies.models import Company, CompanyMember
from apps.companies.tests.helpers import approve, change_url, create_change, update_payload

pytestmark = pytest.mark.django_db

ASSIGN = "/api/companies/assign"


def test_an_update_without_the_offer_keeps_the_current_offer(client_for, user, admin_user, acme):
    offer = acme.offer_description
    payload = update_payload(acme, name="Acme Renamed")
    payload.pop("offerDescription")
    change_id = create_change(client_for(user), payload)
    approve(client_for(admin_user), change_id)
    acme.refresh_from_db()
    assert acme.name == "Acme Renamed"
    assert acme.offer_description == offer
    assert offer


def test_a_demoted_company_admin_can_no_longer_rewrite_their_pending_update(client_for, user, other_user, acme):
    CompanyMember.objects.create(user=other_user, company=acme, is_company_admin=True)
    change_id = create_change(client_for(user), update_payload(acme, name="Draft"))
    CompanyMember.objects.filter(user=user).update(is_company_admin=False)

    response = client_for(user).put(change_url(change_id), update_payload(acme, name="Sneaky"), format="json")

    assert response.status_code == 403
    assert CompanyChange.objects.get(pk=change_id).snapshot["name"] == "Draft"
    # The remaining company admin still can.
    assert client_for(other_user).put(change_url(change_id), update_payload(acme), format="json").status_code == 200


def test_approving_an_update_does_not_republish_an_unpublished_company(client_for, user, admin_user, acme):
    change_id = create_change(client_for(user), update_payload(acme, name="Acme Hidden"))
    Company.objects.filter(pk=acme.pk).update(is_approved=False)
    approve(client_for(admin_user), change_id)
    acme.refresh_from_db()
    assert acme.name == "Acme Hidden"
    assert acme.is_approved is False


def test_a_user_with_a_new_company_waiting_cannot_join_another(client_for, outsider, globex):
    create_change(client_for(outsider))
    response = client_for(outsider).post(ASSIGN, {"companyId": globex.pk, "userId": outsider.pk}, format="json")
    assert response.status_code == 409
    assert response.json()["code"] == "pendingChangeExists"
    assert not CompanyMember.objects.filter(user=outsider).exists()
