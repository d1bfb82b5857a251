"""Abuse reports and the platform admins' actions (issue 23, item 5): the queue, dismissing,
closing a conversation, suspending a company's outreach, each with its audit entry."""

import pytest
from django.test import TestCase

from apps.accounts.models import AdminAuditEntry
from apps.core.testing import error

pytestmark = pytest.mark.django_db

QUEUE = "/api/admin/outreach/reports"


def report_request(client, intro_request, reason="Spam: the same pitch to everyone."):
    return client.post(f"/api/outreach/requests/{intro_request.pk}/report", {"reason": reason}, format="json")


def test_a_member_reports_a_request_once_and_the_admins_see_it_in_the_queue(
    client_for, pending_request, beta_member, admin_user
):
    first = report_request(client_for(beta_member), pending_request)
    again = report_request(client_for(beta_member), pending_request)

    assert first.status_code == 201
    assert again.status_code == 409
    assert again.json() == error(
        409, "You have reported this already; the team is looking into it.", code="alreadyReported"
    )
    queue = client_for(admin_user).get(QUEUE).json()
    assert queue["totalCount"] == 1
    item = queue["data"][0]
    assert item["reportId"] == first.json()["reportId"]
    assert item["status"] == "open"
    assert item["target"] == "request"
    assert item["introRequestId"] == pending_request.pk
    assert item["reporter"]["firstName"] == "Bob"
    assert item["reporterCompany"]["name"] == "Beta Channel"
    assert item["reportedCompany"]["name"] == "Acme Industries"
    assert item["evidence"]["message"] == pending_request.message


def test_an_empty_reason_is_a_field_error(client_for, pending_request, beta_member):
    response = report_request(client_for(beta_member), pending_request, reason="  ")

    assert response.status_code == 400
    assert response.json()["errors"] == {"reason": ["Say what is wrong (up to 1,000 characters)."]}


def test_dismissing_a_report_is_audited_and_happens_once(client_for, pending_request, beta_member, admin_user):
    report_id = report_request(client_for(beta_member), pending_request).json()["reportId"]
    admin = client_for(admin_user)

    dismissed = admin.post(f"{QUEUE}/{report_id}/dismiss")
    again = admin.post(f"{QUEUE}/{report_id}/dismiss")

    assert dismissed.status_code == 200
    assert dismissed.json()["status"] == "dismissed"
    assert dismissed.json()["handledBy"]["userId"] == admin_user.pk
    assert again.json()["code"] == "reportHandled"
    assert admin.get(QUEUE).json()["totalCount"] == 0
    assert admin.get(f"{QUEUE}?Status=dismissed").json()["totalCount"] == 1
    entry = AdminAuditEntry.objects.get(action="outreach.reportDismiss")
    assert (entry.actor, entry.target_type, entry.target_id) == (admin_user, "outreachReport", str(report_id))


def test_closing_a_reported_conversation_actions_its_reports_and_is_audited(
    client_for, conversation, beta_member, admin_user, sender
):
    client_for(beta_member).post(
        f"/api/outreach/conversations/{conversation.pk}/report", {"reason": "Insults."}, format="json"
    )

    with TestCase.captureOnCommitCallbacks(execute=True):
        closed = client_for(admin_user).post(
            f"/api/admin/outreach/conversations/{conversation.pk}/close", {"reason": "Insults."}, format="json"
        )

    assert closed.json() == {"conversationId": conversation.pk, "isClosed": True, "closedByPlatform": True}
    report = client_for(admin_user).get(f"{QUEUE}?Status=actioned").json()["data"][0]
    assert report["action"] == "conversationClosed"
    entry = AdminAuditEntry.objects.get(action="outreach.conversationClose")
    assert sorted(entry.target_label.split(" / ")) == ["Acme Industries", "Beta Channel"]
    assert entry.details == {"reason": "Insults.", "reportsActioned": 1}
    refused = client_for(sender).post(
        f"/api/outreach/conversations/{conversation.pk}/messages", {"body": "Hello?"}, format="json"
    )
    assert refused.json()["code"] == "conversationClosed"


def test_suspending_a_company_is_audited_and_lifting_it_too(client_for, pending_request, beta_member, admin_user, acme):
    report_request(client_for(beta_member), pending_request)
    admin = client_for(admin_user)

    suspended = admin.post(f"/api/admin/outreach/companies/{acme.pk}/suspend", {"reason": "Spam."}, format="json")

    assert suspended.status_code == 200
    assert suspended.json()["isSuspended"] is True
    assert suspended.json()["suspendedReason"] == "Spam."
    assert admin.get(f"{QUEUE}?Status=actioned").json()["data"][0]["action"] == "companySuspended"
    lifted = admin.post(f"/api/admin/outreach/companies/{acme.pk}/unsuspend")
    assert lifted.json()["isSuspended"] is False
    assert list(
        AdminAuditEntry.objects.filter(target_type="company", target_id=str(acme.pk))
        .order_by("id")
        .values_list("action", "details")
    ) == [
        ("outreach.companySuspend", {"reason": "Spam.", "reportsActioned": 1}),
        ("outreach.companyUnsuspend", {"wasSuspended": True}),
    ]


def test_a_suspension_needs_a_reason_and_an_existing_company(client_for, admin_user, acme):
    admin = client_for(admin_user)

    assert admin.post(f"/api/admin/outreach/companies/{acme.pk}/suspend", {}, format="json").status_code == 400
    missing = admin.post("/api/admin/outreach/companies/999999/suspend", {"reason": "Spam."}, format="json")
    assert missing.json() == error(404, "Company not found.", code="notFound")
    assert not AdminAuditEntry.objects.filter(action__startswith="outreach.").exists()


def test_members_cannot_use_the_admin_calls(client_for, conversation, beta_admin):
    response = client_for(beta_admin).post(f"/api/admin/outreach/conversations/{conversation.pk}/close")

    assert response.status_code == 403
    assert response.json()["code"] == "notAdmin"
