"""Accounts made outside the API: createsuperuser, the manager and the back office form (the demo
accounts of seed_demo: apps/demo/tests/test_seed_demo.py)."""

import io

import pytest
from django.core.management import call_command

from apps.accounts.admin import UserCreateForm
from apps.accounts.models import Role, User
from apps.accounts.tests.helpers import SIGNIN, bearer_client, user_url

pytestmark = pytest.mark.django_db


def sign_in(api, email, password):
    response = api.post(SIGNIN, {"email": email, "password": password}, format="json")
    assert response.status_code == 200, response.json()
    body = response.json()
    return bearer_client(body["authorizationToken"]).get(user_url(body["userId"])).json()


def test_createsuperuser_makes_an_active_admin(api, monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "R00t#Secret")

    call_command(
        "createsuperuser",
        "--noinput",
        "--email",
        "Root@Acme-Industries.com",
        "--first_name",
        "Root",
        "--last_name",
        "Admin",
        stdout=io.StringIO(),
    )

    root = User.objects.get(email="root@acme-industries.com")
    assert root.status == User.Status.ACTIVE
    assert list(root.roles.values_list("id", flat=True)) == [Role.ADMIN]
    assert root.is_admin
    assert root.is_superuser
    assert root.is_staff
    assert root.is_active
    me = sign_in(api, "root@acme-industries.com", "R00t#Secret")
    assert me["isAdmin"] is True
    assert me["status"] == 2
    assert me["roles"] == [{"id": 1, "name": "Admin"}]


def test_the_manager_makes_an_active_admin_even_if_asked_for_pending(api):
    root = User.objects.create_superuser(
        email="  ROOT@acme-industries.com", password="R00t#Secret", first_name="Root", last_name="Admin", status=1
    )

    assert root.email == "root@acme-industries.com"
    assert root.status == User.Status.ACTIVE
    assert root.is_admin
    assert sign_in(api, root.email, "R00t#Secret")["isAdmin"] is True


def test_the_manager_makes_pending_users_by_default():
    created = User.objects.create_user(
        email="New@Acme-Industries.com", password="secret", first_name="N", last_name="U"
    )

    assert created.email == "new@acme-industries.com"
    assert created.status == User.Status.PENDING
    assert list(created.roles.values_list("id", flat=True)) == [Role.USER]
    assert not created.is_admin
    assert not created.is_staff


def test_the_manager_requires_an_email():
    with pytest.raises(ValueError):
        User.objects.create_user(email="", password="secret")


def test_a_user_added_in_the_back_office_with_capitals_can_sign_in(api):
    """The back-office add form saves the address as typed; sign-in looks up the lower-cased
    address, so 'Casey.Mixed@...' could never sign in (and could coexist with 'casey.mixed@...')."""
    form = UserCreateForm(
        data={
            "email": "Casey.Mixed@Acme-Industries.com",
            "first_name": "Casey",
            "last_name": "Mixed",
            "password1": "Str0ng#Passw0rd",
            "password2": "Str0ng#Passw0rd",
        }
    )
    assert form.is_valid(), form.errors
    created = form.save()
    created.status = User.Status.ACTIVE
    created.save(update_fields=["status"])

    response = api.post(
        SIGNIN, {"email": "Casey.Mixed@Acme-Industries.com", "password": "Str0ng#Passw0rd"}, format="json"
    )

    assert response.status_code == 200, response.json()


def test_the_back_office_form_refuses_an_existing_address_in_another_case(user):
    form = UserCreateForm(
        data={
            "email": "MEMBER@acme-industries.com",
            "first_name": "Dup",
            "last_name": "Licate",
            "password1": "Str0ng#Passw0rd",
            "password2": "Str0ng#Passw0rd",
        }
    )

    assert not form.is_valid()
    assert "email" in form.errors


def test_a_user_added_in_the_back_office_gets_the_user_role(admin_user, client):
    client.force_login(admin_user)
    response = client.post(
        "/backoffice/accounts/user/add/",
        {
            "email": "New.Person@Acme-Industries.com",
            "first_name": "New",
            "last_name": "Person",
            "password1": "Str0ng#Passw0rd",
            "password2": "Str0ng#Passw0rd",
        },
    )
    assert response.status_code == 302, response.content[:500]
    created = User.objects.get(email="new.person@acme-industries.com")
    assert list(created.roles.values_list("id", flat=True)) == [2]


def test_the_back_office_user_list_searches_and_filters(admin_user, client, user, pending_user):
    client.force_login(admin_user)
    found = client.get("/backoffice/accounts/user/", {"q": "pending@"})
    assert found.status_code == 200
    assert b"pending@initech-labs.com" in found.content
    assert b"member@acme-industries.com" not in found.content
    by_status = client.get("/backoffice/accounts/user/", {"status__exact": "1"})
    assert b"pending@initech-labs.com" in by_status.content
    assert b"member@acme-industries.com" not in by_status.content


def test_a_member_cannot_open_the_back_office(user, client):
    client.force_login(user)
    response = client.get("/backoffice/accounts/user/")
    assert response.status_code == 302
    assert "/backoffice/login/" in response["Location"]
