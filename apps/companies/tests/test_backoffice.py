"""Companies in the back office (issue 7.3 audit): the profile changes only through an
approved company change, memberships and join requests through the companies services
(as admin actions); staff keep the published and featured flags."""

import pytest
from django.contrib.messages import get_messages

from apps.accounts.tests.factories import UserFactory
from apps.companies.models import Company, CompanyJoinRequest, CompanyMember, Contact
from apps.companies.selectors import company_featured_until
from apps.companies.tests.factories import CompanyFactory, CompanyJoinRequestFactory, CompanyMemberFactory

pytestmark = pytest.mark.django_db

COMPANIES = "/backoffice/companies/company/"
MEMBERS = "/backoffice/companies/companymember/"
JOIN_REQUESTS = "/backoffice/companies/companyjoinrequest/"


@pytest.fixture
def staff(client, admin_user):
    client.force_login(admin_user)
    return client


def messages_of(response) -> list[tuple[str, str]]:
    return sorted((m.level_tag, str(m)) for m in get_messages(response.wsgi_request))


def action(client, url, name, *objects, **extra):
    return client.post(url, {"action": name, "index": 0, "_selected_action": [o.pk for o in objects], **extra})


def company_form(company, **changes) -> dict:
    """Every editable and non-editable field of the company page, with `changes`, and the
    inlines' management forms as the page renders them (contacts and members)."""
    contacts = list(company.contacts.all())
    members = list(company.members.all())
    data = {
        "name": company.name,
        "website": company.website,
        "description": company.description,
        "partner_type": company.partner_type,
        "is_approved": "on" if company.is_approved else "",
        "featured_windows-TOTAL_FORMS": 0,
        "featured_windows-INITIAL_FORMS": 0,
        "featured_windows-MIN_NUM_FORMS": 0,
        "featured_windows-MAX_NUM_FORMS": 1000,
        "contacts-TOTAL_FORMS": len(contacts),
        "contacts-INITIAL_FORMS": len(contacts),
        "contacts-MIN_NUM_FORMS": 0,
        "contacts-MAX_NUM_FORMS": 1000,
        "members-TOTAL_FORMS": len(members),
        "members-INITIAL_FORMS": len(members),
        "members-MIN_NUM_FORMS": 0,
        "members-MAX_NUM_FORMS": 1000,
        "_save": "Save",
    }
    for index, contact in enumerate(contacts):
        data.update({f"contacts-{index}-id": contact.pk, f"contacts-{index}-company": company.pk})
    for index, member in enumerate(members):
        data.update({f"members-{index}-id": member.pk, f"members-{index}-company": company.pk})
    data.update(changes)
    return {key: value for key, value in data.items() if value != ""}


# --- the company --------------------------------------------------------------------------


def test_staff_publish_a_company_but_not_rewrite_its_profile(staff, user):
    company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)
    contact = company.contacts.get()

    response = staff.post(
        f"{COMPANIES}{company.pk}/change/",
        company_form(
            company,
            name="Hijacked",
            website="https://evil.example",
            description="<script>alert(1)</script>",
            is_approved="",
            domain_join_policy=Company.DomainJoinPolicy.AUTO,
            **{
                "contacts-0-email": "attacker@evil.example",
                "members-0-is_company_admin": "",
                "members-0-user": UserFactory().pk,
            },
        ),
    )

    assert response.status_code == 302
    company.refresh_from_db()
    assert company.is_approved is False
    assert company.name == "Acme Industries"
    assert company.website == "https://www.acme-industries.com"
    assert "<script>" not in company.description
    assert company.domain_join_policy == Company.DomainJoinPolicy.ASK
    assert Contact.objects.get(pk=contact.pk).email == contact.email
    membership = CompanyMember.objects.get(company=company)
    assert (membership.user, membership.is_company_admin) == (user, True)


def test_the_company_page_shows_the_profile_read_only(staff, user):
    company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)

    page = staff.get(f"{COMPANIES}{company.pk}/change/").content.decode()

    assert 'name="is_featured"' not in page  # featuring is a dated window (the inline below)
    assert 'name="featured_windows-TOTAL_FORMS"' in page
    for field in ('name="name"', 'name="description"', 'name="contacts-0-email"', 'name="members-0-is_company_admin"'):
        assert field not in page, field
    assert "Acme Industries" in page
    assert 'name="domain_join_policy"' not in page
    assert "Ask the company admins" in page


def test_companies_are_not_added_in_the_back_office(staff):
    assert staff.get(f"{COMPANIES}add/").status_code == 403


def test_deleting_a_company_still_removes_its_members_and_contacts(staff, user):
    company = CompanyFactory(admin=user)

    response = staff.post(f"{COMPANIES}{company.pk}/delete/", {"post": "yes"})

    assert response.status_code == 302
    assert not Company.objects.filter(pk=company.pk).exists()
    assert not CompanyMember.objects.filter(user=user).exists()


# --- members ------------------------------------------------------------------------------


def test_a_membership_cannot_be_edited_or_deleted_on_its_own(staff, user):
    company = CompanyFactory(admin=user)
    member = CompanyMemberFactory(company=company)

    change = staff.post(
        f"{MEMBERS}{member.pk}/change/",
        {"company": CompanyFactory().pk, "user": member.user_id, "is_company_admin": "on", "joined_at_0": "2026-01-01"},
    )
    assert change.status_code == 403
    assert staff.post(f"{MEMBERS}{member.pk}/delete/", {"post": "yes"}).status_code == 403
    assert staff.get(f"{MEMBERS}add/").status_code == 403
    member.refresh_from_db()
    assert (member.company, member.is_company_admin) == (company, False)


def test_members_are_made_company_admins_through_the_service(staff, user):
    company = CompanyFactory(admin=user)
    member = CompanyMemberFactory(company=company)

    response = action(staff, MEMBERS, "make_company_admin", member)

    assert messages_of(response) == [("success", f"{member.user} is a company admin of {company}.")]
    assert CompanyMember.objects.get(pk=member.pk).is_company_admin


def test_the_last_company_admin_keeps_the_rights_and_the_refusal_is_reported(staff, user):
    CompanyFactory(admin=user)
    admin_membership = CompanyMember.objects.get(user=user)

    refusal = [("error", f"{admin_membership}: A company needs at least one company admin.")]

    for name in ("remove_company_admin", "remove_from_company"):
        response = action(staff, MEMBERS, name, admin_membership)
        assert messages_of(response) == refusal
        staff.get(MEMBERS)  # shows (and so clears) the messages
    assert CompanyMember.objects.get(pk=admin_membership.pk).is_company_admin


def test_members_are_removed_through_the_service(staff, user):
    company = CompanyFactory(admin=user)
    leaving = CompanyMemberFactory(company=company)
    second_admin = CompanyMemberFactory(company=company, is_company_admin=True)

    response = action(staff, MEMBERS, "remove_from_company", leaving, second_admin)

    assert messages_of(response) == sorted(
        [("success", f"{leaving.user} left {company}."), ("success", f"{second_admin.user} left {company}.")]
    )
    assert list(CompanyMember.objects.filter(company=company).values_list("user", flat=True)) == [user.pk]


def test_the_member_list_offers_no_plain_delete(staff, user):
    CompanyFactory(admin=user)

    page = staff.get(MEMBERS).content.decode()

    assert 'value="delete_selected"' not in page
    assert 'value="remove_from_company"' in page


# --- join requests ------------------------------------------------------------------------


def test_a_join_request_cannot_be_decided_in_its_form(staff, user, outsider):
    company = CompanyFactory(admin=user)
    join_request = CompanyJoinRequestFactory(company=company, user=outsider)

    response = staff.post(
        f"{JOIN_REQUESTS}{join_request.pk}/change/",
        {"company": company.pk, "user": outsider.pk, "status": "accepted", "created_at_0": "2026-01-01"},
    )

    assert response.status_code == 403
    assert CompanyJoinRequest.objects.get(pk=join_request.pk).status == CompanyJoinRequest.Status.PENDING


def test_accepting_a_join_request_makes_a_member(staff, user, outsider, admin_user):
    company = CompanyFactory(admin=user)
    join_request = CompanyJoinRequestFactory(company=company, user=outsider)

    response = action(staff, JOIN_REQUESTS, "accept_selected", join_request)

    assert messages_of(response) == [("success", f"{outsider} joined {company}.")]
    join_request.refresh_from_db()
    assert join_request.status == CompanyJoinRequest.Status.ACCEPTED
    assert join_request.decided_by == admin_user
    assert CompanyMember.objects.get(user=outsider).company == company


def test_declining_reports_requests_already_answered(staff, user, outsider):
    company = CompanyFactory(admin=user)
    open_request = CompanyJoinRequestFactory(company=company, user=outsider)
    answered = CompanyJoinRequestFactory(company=company, status=CompanyJoinRequest.Status.ACCEPTED)

    response = action(staff, JOIN_REQUESTS, "decline_selected", open_request, answered)

    assert messages_of(response) == sorted(
        [
            ("success", f"{outsider} was declined by {company}."),
            ("error", f"{answered}: This request has already been answered."),
        ]
    )
    assert CompanyJoinRequest.objects.get(pk=open_request.pk).status == CompanyJoinRequest.Status.DECLINED
    assert not CompanyMember.objects.filter(user=outsider).exists()


def test_staff_feature_a_company_with_a_dated_window(staff, user):
    company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)
    response = staff.post(
        f"{COMPANIES}{company.pk}/change/",
        company_form(
            company,
            **{
                "featured_windows-TOTAL_FORMS": 1,
                "featured_windows-0-company": company.pk,
                "featured_windows-0-starts_at_0": "2026-01-01",
                "featured_windows-0-starts_at_1": "00:00:00",
                "featured_windows-0-ends_at_0": "2099-01-01",
                "featured_windows-0-ends_at_1": "00:00:00",
                "featured_windows-0-note": "Launch week",
            },
        ),
    )
    assert response.status_code == 302
    window = company.featured_windows.get()
    assert window.note == "Launch week"
    assert company_featured_until(company_id=company.pk) == window.ends_at
