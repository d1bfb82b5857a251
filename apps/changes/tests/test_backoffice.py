"""Company changes in the back office (/backoffice/, issue 7.3): the status is never edited
in a form; approve and reject are admin actions that call the workflow's services, and
the proposed company is shown readably."""

import pytest
from django.contrib.messages import get_messages

from apps.changes.models import CompanyChange
from apps.changes.tests.factories import CompanyChangeFactory, new_company_snapshot, snapshot_of
from apps.companies.models import Company, CompanyMember
from apps.companies.tests.factories import CompanyFactory

pytestmark = pytest.mark.django_db

LIST = "/backoffice/changes/companychange/"


def change_page(change) -> str:
    return f"{LIST}{change.pk}/change/"


@pytest.fixture
def staff(client, admin_user):
    client.force_login(admin_user)
    return client


def run_action(client, action, *changes, **extra):
    """The changelist's action form as the browser posts it."""
    data = {"action": action, "index": 0, "_selected_action": [c.pk for c in changes], **extra}
    return client.post(LIST, data)


def reject_page_post(client, *changes, reason):
    """The reject action's reason page, submitted (it posts without `index`)."""
    data = {"action": "reject_selected", "_selected_action": [c.pk for c in changes], "apply": "yes"}
    if reason is not None:
        data["reason"] = reason
    return client.post(LIST, data)


def messages_of(response) -> list[tuple[str, str]]:
    return [(m.level_tag, str(m)) for m in get_messages(response.wsgi_request)]


# --- the form cannot review ---------------------------------------------------------------


def test_posting_the_change_form_cannot_approve_a_change(staff, user):
    change = CompanyChangeFactory(author=user)
    form = {
        "change_type": CompanyChange.ChangeType.ADDED,
        "status": CompanyChange.Status.APPROVED,
        "author": user.pk,
        "reviewer": "",
        "rejection_reason": "",
        "snapshot": "{}",
        "created_at_0": "2026-01-01",
        "created_at_1": "10:00:00",
        "_save": "Save",
    }

    response = staff.post(change_page(change), form)

    assert response.status_code == 403
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.PENDING
    assert change.reviewer is None
    assert change.snapshot["name"] == "Brightwave Telemetry"
    assert not Company.objects.filter(name="Brightwave Telemetry").exists()


def test_the_change_page_is_read_only_with_review_buttons_while_pending(staff, user):
    change = CompanyChangeFactory(author=user)

    page = staff.get(change_page(change)).content.decode()

    assert 'name="_save"' not in page
    assert 'name="status"' not in page
    assert '<button type="submit" class="button">Approve</button>' in page
    assert 'value="reject_selected"' in page


def test_a_reviewed_change_has_no_review_buttons(staff, user):
    change = CompanyChangeFactory(author=user, rejected=True)

    page = staff.get(change_page(change)).content.decode()

    assert 'value="approve_selected"' not in page
    assert "The description does not match the website." in page


def test_changes_are_not_added_in_the_back_office(staff):
    assert staff.get(f"{LIST}add/").status_code == 403


# --- approve ------------------------------------------------------------------------------


def test_the_approve_action_creates_the_company_with_its_author_as_company_admin(staff, user, admin_user):
    change = CompanyChangeFactory(author=user)

    response = run_action(staff, "approve_selected", change)

    assert response.status_code == 302
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.APPROVED
    assert change.reviewer == admin_user
    assert change.reviewed_at is not None
    company = Company.objects.get(name="Brightwave Telemetry")
    assert change.company == company
    membership = CompanyMember.objects.get(user=user)
    assert (membership.company, membership.is_company_admin) == (company, True)
    assert messages_of(response) == [("success", "Approved Brightwave Telemetry: the company is live.")]


def test_the_members_company_is_theirs_after_an_approval_in_the_back_office(staff, user, client_for):
    change = CompanyChangeFactory(author=user)
    run_action(staff, "approve_selected", change)

    body = client_for(user).get(f"/api/users/{user.pk}").json()

    company = Company.objects.get(name="Brightwave Telemetry")
    assert body["company"]["companyId"] == company.pk
    assert body["hasPendingCompany"] is False


def test_approving_in_bulk_reports_each_change(staff, user, other_user):
    first = CompanyChangeFactory(author=user)
    second = CompanyChangeFactory(author=other_user, snapshot=new_company_snapshot("Solace Data Labs", "solace.io"))
    reviewed = CompanyChangeFactory(rejected=True)

    response = run_action(staff, "approve_selected", first, second, reviewed)

    assert sorted(messages_of(response)) == sorted(
        [
            ("success", "Approved Brightwave Telemetry: the company is live."),
            ("success", "Approved Solace Data Labs: the company is live."),
            ("error", f"{reviewed}: This change has already been reviewed."),
        ]
    )
    assert set(Company.objects.values_list("name", flat=True)) == {"Brightwave Telemetry", "Solace Data Labs"}
    reviewed.refresh_from_db()
    assert reviewed.status == CompanyChange.Status.REJECTED


def test_an_approved_update_changes_the_company(staff, user):
    company = CompanyFactory(name="Acme Industries", domain="acme-industries.com", admin=user)
    change = CompanyChangeFactory(author=user, company=company, snapshot={**snapshot_of(company), "name": "Acme Two"})

    run_action(staff, "approve_selected", change)

    company.refresh_from_db()
    assert company.name == "Acme Two"
    assert CompanyChange.objects.get(pk=change.pk).status == CompanyChange.Status.APPROVED


# --- reject -------------------------------------------------------------------------------


def test_the_reject_action_first_asks_for_a_reason(staff, user):
    change = CompanyChangeFactory(author=user)

    response = run_action(staff, "reject_selected", change)

    assert response.status_code == 200
    page = response.content.decode()
    assert 'name="reason"' in page
    assert "Brightwave Telemetry" in page
    assert CompanyChange.objects.get(pk=change.pk).status == CompanyChange.Status.PENDING


@pytest.mark.parametrize("reason", [None, "", "   "])
def test_rejecting_without_a_reason_is_refused(staff, user, reason):
    change = CompanyChangeFactory(author=user)

    response = reject_page_post(staff, change, reason=reason)

    assert response.status_code == 200
    assert "A reason is required." in response.content.decode()
    change.refresh_from_db()
    assert change.status == CompanyChange.Status.PENDING
    assert change.reviewer is None


def test_the_reject_action_records_the_reason_and_the_reviewer(staff, user, other_user, admin_user):
    first = CompanyChangeFactory(author=user)
    second = CompanyChangeFactory(author=other_user, snapshot=new_company_snapshot("Solace Data Labs", "solace.io"))

    response = reject_page_post(staff, first, second, reason="  The website does not load.  ")

    assert response.status_code == 302
    for change in (first, second):
        change.refresh_from_db()
        assert change.status == CompanyChange.Status.REJECTED
        assert change.rejection_reason == "The website does not load."
        assert change.reviewer == admin_user
        assert change.reviewed_at is not None
    assert sorted(messages_of(response)) == [
        ("success", "Rejected Brightwave Telemetry."),
        ("success", "Rejected Solace Data Labs."),
    ]
    assert not Company.objects.exists()


def test_rejecting_an_approved_change_is_refused_and_reported(staff, user):
    change = CompanyChangeFactory(author=user, approved=True)

    response = reject_page_post(staff, change, reason="Too late.")

    assert messages_of(response) == [("error", f"{change}: This change has already been reviewed.")]
    change.refresh_from_db()
    assert (change.status, change.rejection_reason) == (CompanyChange.Status.APPROVED, "")


def test_members_cannot_run_the_actions(client, user):
    change = CompanyChangeFactory(author=user)
    client.force_login(user)

    response = run_action(client, "approve_selected", change)

    assert response.status_code == 302
    assert response["Location"].startswith("/backoffice/login/")
    assert CompanyChange.objects.get(pk=change.pk).status == CompanyChange.Status.PENDING


# --- the snapshot, readably ----------------------------------------------------------------


def test_the_snapshot_is_shown_field_by_field(staff, user):
    change = CompanyChangeFactory(author=user)

    page = staff.get(change_page(change)).content.decode()

    # Choices by label, reference lists by name, rich text rendered, contacts in a table.
    for text in (
        "Technology Partner",
        "SMB",
        "Enter new markets",
        "Early stage",
        "Cybersecurity, Fintech &amp; Payments",
        "Western Europe",
        "Northern America",
        "Reseller, Referral",
        "<strong>Brightwave Telemetry</strong>",
        "<em>20% margin</em>",
        "jordan.blake@brightwave-telemetry.io",
        "Head of Partnerships",
        "https://www.brightwave-telemetry.io/partners",
    ):
        assert text in page, text
    # Not the raw JSON blob.
    assert "targetIndustryIds" not in page
    assert "&quot;contacts&quot;" not in page


def test_agnostic_and_global_targets_are_named(staff, user):
    snapshot = {**new_company_snapshot(), "isIndustryAgnostic": True, "isGeoGlobal": True}
    change = CompanyChangeFactory(author=user, snapshot=snapshot)

    page = staff.get(change_page(change)).content.decode()

    assert "Industry agnostic" in page
    assert "Global" in page


def test_hostile_values_in_a_snapshot_are_shown_harmlessly(staff, user):
    """A snapshot written around the API's sanitiser (a direct write, an old row) still
    cannot run script in the back office: plain fields are escaped, rich text re-cleaned."""
    snapshot = {
        **new_company_snapshot(),
        "name": "<b>Evil</b> Corp",
        "description": '<p>Hi</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'
        '<a href="javascript:alert(3)">link</a>',
        "offerDescription": ["not", "text"],
        "contacts": [{"firstName": "<i>Eve</i>", "email": 'eve@evil.example"><script>alert(4)</script>'}],
    }
    change = CompanyChangeFactory(author=user, snapshot=snapshot)

    page = staff.get(change_page(change)).content.decode()

    assert "&lt;b&gt;Evil&lt;/b&gt; Corp" in page
    assert "&lt;i&gt;Eve&lt;/i&gt;" in page
    assert "<p>Hi</p>" in page
    for dangerous in ("onerror", "<script>alert", "javascript:alert", "<b>Evil", "<i>Eve"):
        assert dangerous not in page, dangerous
