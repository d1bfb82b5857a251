"""GET and PUT /api/users/{userId} (spec sections 3, 5 and 6, docs/api.md)."""

import pytest
from django.utils.dateparse import parse_datetime

from apps.accounts.tests.helpers import (
    NOT_ALLOWED,
    NOT_AUTHENTICATED,
    NOT_VERIFIED,
    VALIDATION_TITLE,
    error,
    user_url,
)

pytestmark = pytest.mark.django_db


def update_payload(user, **overrides):
    data = {
        "userId": user.pk,
        "firstName": user.first_name,
        "lastName": user.last_name,
        "email": user.email,
        "linkedInUrl": user.linkedin_url,
    }
    data.update(overrides)
    return {key: value for key, value in data.items() if value is not ...}


# --- GET ---------------------------------------------------------------------------------


def test_get_self_returns_the_full_user_object(client_for, user):
    response = client_for(user).get(user_url(user))

    assert response.status_code == 200
    body = response.json()
    created_at = body.pop("createdAt")
    assert body == {
        "userId": user.pk,
        "id": user.pk,
        "firstName": "Morgan",
        "lastName": "Member",
        "email": "member@acme-industries.com",
        "linkedInUrl": "",
        "timeZone": "UTC",
        "referralCode": user.referral_code,
        "status": 2,
        "roles": [{"id": 2, "name": "User"}],
        "isAdmin": False,
        "company": None,
        "subscription": {
            "pricingPlanId": 4,
            "pricingPlanName": "Free",
            "endDate": None,
            "tokensQuota": 0,
            "tokensUsed": 0,
            "isActive": False,
            "billingPeriod": None,
        },
        "hasPendingCompany": False,
        "pendingEmail": None,
    }
    assert created_at.endswith("Z")
    assert parse_datetime(created_at) == user.created_at


def test_an_admin_is_flagged(client_for, admin_user):
    body = client_for(admin_user).get(user_url(admin_user)).json()

    assert body["isAdmin"] is True
    assert body["roles"] == [{"id": 1, "name": "Admin"}]


def test_the_response_does_not_leak_secrets(client_for, user):
    text = client_for(user).get(user_url(user)).content.decode()

    assert user.password not in text
    assert "password" not in text.lower()


@pytest.mark.parametrize("method", ["get", "put"])
def test_another_users_profile_is_forbidden(client_for, user, other_user, method):
    before = (other_user.first_name, other_user.last_name, other_user.email, other_user.linkedin_url)
    client = client_for(user)

    response = getattr(client, method)(
        user_url(other_user),
        update_payload(other_user, firstName="Hacked", email="hacker@acme-industries.com"),
        format="json",
    )

    assert response.status_code == 403
    assert response.json() == NOT_ALLOWED
    other_user.refresh_from_db()
    assert (other_user.first_name, other_user.last_name, other_user.email, other_user.linkedin_url) == before


def test_an_unknown_id_is_forbidden_for_a_user_not_404(client_for, user):
    """A plain user cannot probe which ids exist."""
    response = client_for(user).get(user_url(999999))

    assert response.status_code == 403
    assert response.json() == NOT_ALLOWED


def test_an_admin_may_read_anyone(client_for, admin_user, other_user, pending_user):
    client = client_for(admin_user)

    for target in (other_user, pending_user):
        response = client.get(user_url(target))
        assert response.status_code == 200
        assert response.json()["userId"] == target.pk
        assert response.json()["email"] == target.email
    assert client.get(user_url(pending_user)).json()["status"] == 1


def test_an_unknown_id_is_404_for_an_admin(client_for, admin_user):
    response = client_for(admin_user).get(user_url(999999))

    assert response.status_code == 404
    assert response.json() == error(404, "User not found.", code="notFound")


def test_an_absurd_id_is_404_for_an_admin_not_a_server_error(client_for, admin_user):
    response = client_for(admin_user).get(user_url(10**30))

    assert response.status_code == 404


@pytest.mark.parametrize("method", ["get", "put"])
def test_without_a_token_it_is_401(api, user, method):
    response = getattr(api, method)(user_url(user), update_payload(user), format="json")

    assert response.status_code == 401
    assert response.json() == NOT_AUTHENTICATED


def test_a_revoked_admin_role_no_longer_opens_other_profiles(client_for, admin_user, other_user):
    client = client_for(admin_user)
    assert client.get(user_url(other_user)).status_code == 200

    admin_user.roles.set([2])

    assert client.get(user_url(other_user)).status_code == 403


# --- PUT ---------------------------------------------------------------------------------


def test_put_updates_and_trims_and_returns_the_user(client_for, user):
    response = client_for(user).put(
        user_url(user),
        update_payload(
            user,
            firstName="  Maria ",
            lastName="\tMustermann  ",
            email="  Maria.M@Acme-Industries.com ",
            linkedInUrl=" https://linkedin.com/in/maria ",
        ),
        format="json",
    )

    assert response.status_code == 200, response.json()
    body = response.json()
    assert body["firstName"] == "Maria"
    assert body["lastName"] == "Mustermann"
    # A new address waits for its code (test_email_change.py); it is stored trimmed and lower case.
    assert body["email"] == "member@acme-industries.com"
    assert body["pendingEmail"] == "maria.m@acme-industries.com"
    assert body["linkedInUrl"] == "https://linkedin.com/in/maria"
    assert body["userId"] == user.pk
    assert body["status"] == 2
    assert body["roles"] == [{"id": 2, "name": "User"}]
    user.refresh_from_db()
    assert (user.first_name, user.last_name, user.email, user.pending_email, user.linkedin_url) == (
        "Maria",
        "Mustermann",
        "member@acme-industries.com",
        "maria.m@acme-industries.com",
        "https://linkedin.com/in/maria",
    )


def test_put_without_user_id_in_the_body_is_fine(client_for, user):
    response = client_for(user).put(user_url(user), update_payload(user, userId=..., firstName="Max"), format="json")

    assert response.status_code == 200
    assert response.json()["firstName"] == "Max"


def test_put_with_a_mismatching_user_id_is_refused(client_for, user, other_user):
    response = client_for(user).put(user_url(user), update_payload(user, userId=other_user.pk), format="json")

    assert response.status_code == 400
    assert response.json() == error(400, "userId does not match the address.", errors={"userId": ["Mismatch."]})
    other_user.refresh_from_db()
    assert other_user.first_name == "Olive"


def test_put_cannot_change_status_roles_or_referral_code(client_for, pending_user, user):
    code = user.referral_code
    response = client_for(user).put(
        user_url(user),
        update_payload(user, status=1, roles=[{"id": 1}], isAdmin=True, referralCode="AAAAAAAA"),
        format="json",
    )

    assert response.status_code == 200
    user.refresh_from_db()
    assert user.status == 2
    assert not user.is_admin
    assert user.referral_code == code


@pytest.mark.parametrize(
    ("overrides", "errors"),
    [
        ({"firstName": ""}, {"firstName": ["First name is required"]}),
        ({"firstName": "   "}, {"firstName": ["First name is required"]}),
        ({"firstName": ...}, {"firstName": ["First name is required"]}),
        ({"lastName": ""}, {"lastName": ["Last name is required"]}),
        ({"lastName": " \t "}, {"lastName": ["Last name is required"]}),
        ({"lastName": None}, {"lastName": ["Last name is required"]}),
        ({"email": "not-an-email"}, {"email": ["Email is invalid"]}),
        ({"email": "member@"}, {"email": ["Email is invalid"]}),
        ({"email": ""}, {"email": ["Email is required"]}),
        ({"linkedInUrl": "not a url"}, {"linkedInUrl": ["Must be a valid URL"]}),
        ({"linkedInUrl": "http://has space.com"}, {"linkedInUrl": ["Must be a valid URL"]}),
        ({"linkedInUrl": "linkedin.com/in/x"}, {"linkedInUrl": ["Must be a valid URL"]}),
        ({"linkedInUrl": "ftp://linkedin.com/in/x"}, {"linkedInUrl": ["Must be a valid URL"]}),
        ({"linkedInUrl": "https://"}, {"linkedInUrl": ["Must be a valid URL"]}),
    ],
    ids=[
        "first-blank",
        "first-whitespace",
        "first-missing",
        "last-blank",
        "last-whitespace",
        "last-null",
        "email-invalid",
        "email-no-domain",
        "email-blank",
        "url-words",
        "url-space",
        "url-no-scheme",
        "url-ftp",
        "url-scheme-only",
    ],
)
def test_put_validation_messages(client_for, user, overrides, errors):
    response = client_for(user).put(user_url(user), update_payload(user, **overrides), format="json")

    assert response.status_code == 400
    assert response.json() == error(400, VALIDATION_TITLE, errors=errors)
    user.refresh_from_db()
    assert (user.first_name, user.last_name, user.email) == ("Morgan", "Member", "member@acme-industries.com")


@pytest.mark.parametrize(
    ("value", "stored"),
    [
        ("https://linkedin.com/in/x", "https://linkedin.com/in/x"),
        ("http://linkedin.com/in/x", "http://linkedin.com/in/x"),
        ("www.linkedin.com/in/x", "www.linkedin.com/in/x"),
        ("HTTPS://LinkedIn.com/in/X", "HTTPS://LinkedIn.com/in/X"),
        ("", ""),
        (None, ""),
        (..., ""),
    ],
    ids=["https", "http", "www", "upper", "blank", "null", "missing"],
)
def test_linkedin_url_is_optional_and_accepts_valid_urls(client_for, user, value, stored):
    user.linkedin_url = "https://linkedin.com/in/old"
    user.save(update_fields=["linkedin_url"])

    response = client_for(user).put(user_url(user), update_payload(user, linkedInUrl=value), format="json")

    assert response.status_code == 200, response.json()
    assert response.json()["linkedInUrl"] == stored
    user.refresh_from_db()
    assert user.linkedin_url == stored


def test_the_time_zone_is_set_kept_when_absent_and_checked_against_the_tz_database(client_for, user):
    client = client_for(user)

    response = client.put(user_url(user), update_payload(user, timeZone="Asia/Tokyo"), format="json")
    assert response.status_code == 200, response.json()
    assert response.json()["timeZone"] == "Asia/Tokyo"
    user.refresh_from_db()
    assert user.time_zone == "Asia/Tokyo"

    # A PUT without it (the profile form before issue 24) keeps it.
    response = client.put(user_url(user), update_payload(user), format="json")
    assert response.json()["timeZone"] == "Asia/Tokyo"

    message = "Choose a time zone from the list (an IANA name such as Europe/Berlin)."
    for wrong in ("Mars/Olympus_Mons", "", "asia/tokyo", "../../etc/passwd", "X" * 65, None):
        response = client.put(user_url(user), update_payload(user, timeZone=wrong), format="json")
        assert response.status_code == 400, wrong
        assert response.json()["errors"] == {"timeZone": [message]}, wrong
    user.refresh_from_db()
    assert user.time_zone == "Asia/Tokyo"


@pytest.mark.parametrize("email", ["other@globex-systems.com", "OTHER@Globex-Systems.com "])
def test_put_cannot_take_an_email_used_by_someone_else(client_for, user, other_user, email):
    response = client_for(user).put(user_url(user), update_payload(user, email=email), format="json")

    assert response.status_code == 400
    assert response.json() == error(
        400,
        "This email is already used by another account.",
        errors={"email": ["This email is already used by another account."]},
    )
    user.refresh_from_db()
    assert user.email == "member@acme-industries.com"


def test_put_keeps_the_own_email_in_another_case(client_for, user):
    response = client_for(user).put(
        user_url(user), update_payload(user, email="MEMBER@acme-industries.com"), format="json"
    )

    assert response.status_code == 200
    assert response.json()["email"] == "member@acme-industries.com"


def test_put_refuses_a_free_mail_address(client_for, user):
    response = client_for(user).put(user_url(user), update_payload(user, email="morgan@gmail.com"), format="json")

    assert response.status_code == 400
    assert response.json()["errors"] == {"email": ["Please use your business email address."]}
    user.refresh_from_db()
    assert user.email == "member@acme-industries.com"


def test_a_pending_user_cannot_update_themself(client_for, pending_user):
    response = client_for(pending_user).put(
        user_url(pending_user), update_payload(pending_user, firstName="X"), format="json"
    )

    assert response.status_code == 403
    assert response.json() == NOT_VERIFIED
    pending_user.refresh_from_db()
    assert pending_user.first_name == "Morgan"


def test_an_admin_may_update_another_user(client_for, admin_user, other_user):
    response = client_for(admin_user).put(
        user_url(other_user), update_payload(other_user, firstName="Olivia"), format="json"
    )

    assert response.status_code == 200
    other_user.refresh_from_db()
    assert other_user.first_name == "Olivia"
