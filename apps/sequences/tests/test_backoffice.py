"""The sequences in the back office: read-only, and in the way of nothing staff may delete."""

import pytest

from apps.accounts.models import User
from apps.sequences.models import Enrolment, Sequence

pytestmark = pytest.mark.django_db


@pytest.fixture
def staff(client, admin_user):
    client.force_login(admin_user)
    return client


def test_a_member_deleted_by_staff_takes_their_sequences_along(staff, owner, enrolment):
    # Django refuses a deletion that cascades into a model whose admin denies deleting: the
    # sequences' read-only admin once blocked deleting any member who had built one.
    response = staff.post(f"/backoffice/accounts/user/{owner.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302, response.content[:500]
    assert not User.objects.filter(pk=owner.pk).exists()
    assert not Sequence.objects.exists()
    assert not Enrolment.objects.exists()


def test_staff_read_a_sequence_but_neither_change_nor_delete_it_alone(staff, sequence):
    url = f"/backoffice/sequences/sequence/{sequence.pk}/"

    assert staff.get(f"{url}change/").status_code == 200
    assert staff.post(f"{url}change/", {"name": "Renamed"}).status_code == 403
    assert staff.post(f"{url}delete/", {"post": "yes"}).status_code == 403
    assert staff.get("/backoffice/sequences/sequence/add/").status_code == 403
    sequence.refresh_from_db()
    assert sequence.name != "Renamed"
