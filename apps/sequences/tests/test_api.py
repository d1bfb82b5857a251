"""The sequence screen's calls (docs/api.md "Sequences"): creating and listing sequences with their
figures, their validation messages, editing steps until one is sent, pause/resume/stop, enrolling
(each request enrolled or refused with why), the enrolments' states, and who may: the owner only
(404 for anyone else), a member who may send intro requests for what sends follow-ups."""

from datetime import datetime, timedelta

import pytest
from django.utils import timezone

from apps.billing.models import Subscription
from apps.core.testing import error
from apps.outreach import services as outreach_services
from apps.outreach.models import MailPreference
from apps.sequences import sending, services
from apps.sequences.models import Enrolment, Sequence
from apps.sequences.tests.conftest import NEW_YORK, TWO_STEPS, enrol, send_request, sequence_of

pytestmark = pytest.mark.django_db

INVALID = "Please correct the errors and try again."


def send_now(sender, receiver):
    """A request sent now (the calls below run at the real clock)."""
    return send_request(sender, receiver, now=timezone.now())


STEPS = [{"delayDays": 2, "body": "Hi {their_company}, any thoughts?"}, {"delayDays": 5, "body": "Last note."}]


def test_a_member_creates_a_sequence_and_reads_it(client_for, owner):
    response = client_for(owner).post("/api/sequences", {"name": " Q2 resellers ", "steps": STEPS}, format="json")

    assert response.status_code == 201, response.json()
    body = response.json()
    sequence = Sequence.objects.get()
    assert body["sequenceId"] == sequence.pk
    assert body["name"] == "Q2 resellers"
    assert body["status"] == "active"
    assert body["steps"] == [
        {"position": 1, "delayDays": 2, "body": "Hi {their_company}, any thoughts?"},
        {"position": 2, "delayDays": 5, "body": "Last note."},
    ]
    assert body["stepsLocked"] is False
    assert body["stats"] == {
        "enrolled": 0,
        "active": 0,
        "replied": 0,
        "accepted": 0,
        "declined": 0,
        "stopped": 0,
        "finished": 0,
        "replyRate": 0.0,
        "byStep": [{"afterStep": k, "reached": 0, "replies": 0, "replyRate": 0.0} for k in range(3)],
    }
    assert client_for(owner).get(f"/api/sequences/{sequence.pk}").json() == body

    listed = client_for(owner).get("/api/sequences").json()
    assert listed["totalCount"] == 1
    assert listed["data"][0]["sequenceId"] == sequence.pk
    assert "byStep" not in listed["data"][0]["stats"]


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        ({"name": "", "steps": STEPS}, {"name": ["Give the sequence a name (up to 100 characters)."]}),
        ({"name": "x" * 101, "steps": STEPS}, {"name": ["Give the sequence a name (up to 100 characters)."]}),
        ({"name": "Q2", "steps": []}, {"steps": ["A sequence has 1 to 3 steps."]}),
        ({"name": "Q2", "steps": STEPS * 2}, {"steps": ["A sequence has 1 to 3 steps."]}),
        ({"name": "Q2"}, {"steps": ["A sequence has 1 to 3 steps."]}),
        (
            {"name": "Q2", "steps": [{"delayDays": 0, "body": "Hi"}, {"delayDays": 31, "body": "Hi"}]},
            {
                "steps.0.delayDays": ["The delay must be 1 to 30 business days."],
                "steps.1.delayDays": ["The delay must be 1 to 30 business days."],
            },
        ),
        (
            {"name": "Q2", "steps": [{"delayDays": "soon", "body": " "}, {"delayDays": 2, "body": "x" * 2001}]},
            {
                "steps.0.delayDays": ["The delay must be 1 to 30 business days."],
                "steps.0.body": ["A step's message must be 1 to 2,000 characters."],
                "steps.1.body": ["A step's message must be 1 to 2,000 characters."],
            },
        ),
    ],
    ids=["no name", "long name", "no steps", "four steps", "steps missing", "delays", "bodies"],
)
def test_validation_messages(client_for, owner, payload, errors):
    response = client_for(owner).post("/api/sequences", payload, format="json")

    assert response.status_code == 400
    assert response.json() == error(400, INVALID, errors=errors)
    assert not Sequence.objects.exists()


def test_the_delay_limits_themselves_are_accepted(client_for, owner):
    steps = [{"delayDays": 1, "body": "x"}, {"delayDays": 30, "body": "y" * 2000}]
    assert client_for(owner).post("/api/sequences", {"name": "Edges", "steps": steps}, format="json").status_code == 201


def test_steps_change_freely_until_one_is_sent_then_only_their_texts(client_for, owner, sequence, enrolment):
    client = client_for(owner)
    url = f"/api/sequences/{sequence.pk}"
    # Before anything is sent: a new first delay reschedules the enrolment (from its enrolment).
    response = client.patch(url, {"steps": [{"delayDays": 4, "body": "Only one now."}]}, format="json")
    assert response.status_code == 200, response.json()
    assert [s["delayDays"] for s in response.json()["steps"]] == [4]
    enrolment.refresh_from_db()
    assert enrolment.next_due_at == datetime(2026, 3, 6, 9, 0, tzinfo=NEW_YORK)  # Monday's enrolment + 4
    client.patch(url, {"steps": STEPS}, format="json")
    enrolment.refresh_from_db()
    sending.steps_send(now=enrolment.next_due_at)

    detail = client.get(url).json()
    assert detail["stepsLocked"] is True
    locked = client.patch(url, {"steps": [STEPS[0]]}, format="json")
    assert locked.status_code == 409
    assert locked.json() == error(
        409,
        "This sequence has sent follow-ups: its steps' number and delays can no longer change (their texts can).",
        code="stepsLocked",
    )
    moved = client.patch(url, {"steps": [STEPS[0], {**STEPS[1], "delayDays": 6}]}, format="json")
    assert moved.status_code == 409
    texts = client.patch(
        url, {"name": "Renamed", "steps": [STEPS[0], {**STEPS[1], "body": "A better last note."}]}, format="json"
    )
    assert texts.status_code == 200
    assert texts.json()["name"] == "Renamed"
    assert texts.json()["steps"][1]["body"] == "A better last note."


def test_pause_resume_stop_and_their_conflicts(client_for, owner, sequence, enrolment):
    client = client_for(owner)
    url = f"/api/sequences/{sequence.pk}"

    assert client.post(f"{url}/resume").json() == error(409, "This sequence is not paused.", code="notPaused")
    assert client.post(f"{url}/pause").json()["status"] == "paused"
    assert client.post(f"{url}/pause").json() == error(409, "This sequence is already paused.", code="alreadyPaused")
    enrolments = client.get(f"{url}/enrolments").json()["data"]
    assert enrolments[0]["state"] == "active"
    assert enrolments[0]["isPaused"] is True
    assert client.post(f"{url}/resume").json()["status"] == "active"

    stopped = client.post(f"{url}/stop")
    assert stopped.status_code == 200
    assert stopped.json()["status"] == "stopped"
    assert stopped.json()["stats"]["stopped"] == 1
    (item,) = client.get(f"{url}/enrolments").json()["data"]
    assert (item["state"], item["reason"], item["reasonLabel"], item["nextStep"]) == (
        "stopped",
        "sequenceStopped",
        "You stopped the sequence",
        None,
    )
    conflict = error(409, "This sequence is stopped.", code="sequenceStopped")
    for action in ("pause", "resume", "stop"):
        assert client.post(f"{url}/{action}").json() == conflict
    assert client.post(f"{url}/enrol", {"introRequestIds": [1]}, format="json").json() == conflict
    assert client.patch(url, {"steps": STEPS}, format="json").json() == conflict
    assert client.patch(url, {"name": "Old Q2"}, format="json").status_code == 200
    assert client.delete(url).status_code == 204
    assert not Sequence.objects.exists()


def test_deleting_a_sequence_keeps_its_follow_ups_and_the_request_cannot_be_enrolled_again(client_for, owner, beta):
    to_beta = send_now(owner, beta)
    sequence = sequence_of(owner, now=timezone.now())
    (enrolment,) = enrol(owner, sequence, to_beta, now=timezone.now())
    sending.steps_send(now=enrolment.next_due_at)
    client_for(owner).delete(f"/api/sequences/{sequence.pk}")
    assert to_beta.follow_ups.count() == 1

    again = sequence_of(owner, name="Again")
    answer = client_for(owner).post(
        f"/api/sequences/{again.pk}/enrol", {"introRequestIds": [to_beta.pk]}, format="json"
    )
    assert answer.json()["refused"] == [
        {
            "introRequestId": to_beta.pk,
            "code": "alreadyFollowedUp",
            "reason": "This intro request has already been followed up.",
        }
    ]


def test_enrolling_takes_the_members_own_pending_requests_and_says_why_not_for_the_others(
    client_for, owner, colleague, sequence, beta, delta, delta_admin, globex, third
):
    to_beta = send_now(owner, beta)
    to_delta = send_now(owner, delta)
    by_colleague = send_now(colleague, globex)
    others = send_now(third, delta)  # Globex to Delta: not Acme's

    MailPreference.objects.create(user=delta_admin, follow_up=False)  # Delta's only admin refuses them
    answer = client_for(owner).post(
        f"/api/sequences/{sequence.pk}/enrol",
        {"introRequestIds": [to_beta.pk, to_delta.pk, by_colleague.pk, others.pk, 999_999, to_beta.pk]},
        format="json",
    )

    assert answer.status_code == 200, answer.json()
    body = answer.json()
    assert [e["introRequestId"] for e in body["enrolled"]] == [to_beta.pk]
    assert body["refused"] == [
        {"introRequestId": to_delta.pk, "code": "optedOut", "reason": "This company does not take follow-ups."},
        {"introRequestId": by_colleague.pk, "code": "notYours", "reason": "You did not send this intro request."},
        {"introRequestId": others.pk, "code": "notFound", "reason": "Intro request not found."},
        {"introRequestId": 999_999, "code": "notFound", "reason": "Intro request not found."},
    ]
    item = body["enrolled"][0]
    assert item["receiverCompany"]["name"] == "Beta Channel"
    assert item["state"] == "active"
    assert item["nextStep"]["position"] == 1
    assert item["stepsSent"] == 0

    again = client_for(owner).post(
        f"/api/sequences/{sequence.pk}/enrol", {"introRequestIds": [to_beta.pk]}, format="json"
    )
    assert again.json()["refused"][0]["code"] == "alreadyEnrolled"


def test_requests_no_longer_pending_or_expiring_first_are_refused(client_for, owner, beta, beta_admin, delta, globex):
    sequence = sequence_of(owner)
    accepted = send_now(owner, beta)
    outreach_services.intro_request_accept(actor=beta_admin, intro_request_id=accepted.pk)
    # Sent 29 days ago: it expires before a first step two business days from now.
    old = send_request(owner, delta, now=timezone.now() - timedelta(days=29))
    # Past its expiry, not yet expired by the beat: it reads as expired.
    stale = send_request(owner, globex, now=timezone.now() - timedelta(days=31))

    answer = client_for(owner).post(
        f"/api/sequences/{sequence.pk}/enrol", {"introRequestIds": [accepted.pk, old.pk, stale.pk]}, format="json"
    )

    assert [(r["introRequestId"], r["code"]) for r in answer.json()["refused"]] == [
        (accepted.pk, "notPending"),
        (old.pk, "expiresFirst"),
        (stale.pk, "notPending"),
    ]


@pytest.mark.parametrize(
    ("payload", "errors"),
    [
        ({}, {"introRequestIds": ["Choose 1 to 100 intro requests."]}),
        ({"introRequestIds": []}, {"introRequestIds": ["Choose 1 to 100 intro requests."]}),
        ({"introRequestIds": list(range(1, 102))}, {"introRequestIds": ["Choose 1 to 100 intro requests."]}),
    ],
)
def test_enrol_validation(client_for, owner, sequence, payload, errors):
    response = client_for(owner).post(f"/api/sequences/{sequence.pk}/enrol", payload, format="json")
    assert response.json() == error(400, INVALID, errors=errors)


def test_an_enrolment_is_stopped_by_its_member(client_for, owner, sequence, enrolment):
    url = f"/api/sequences/{sequence.pk}/enrolments/{enrolment.pk}/stop"

    response = client_for(owner).post(url)

    assert response.status_code == 200
    assert (response.json()["state"], response.json()["reason"]) == ("stopped", "stoppedByMember")
    assert client_for(owner).post(url).json() == error(
        409, "This follow-up sequence has already ended for this request.", code="enrolmentEnded", state="stopped"
    )
    other = sequence_of(owner, name="Other")
    assert client_for(owner).post(f"/api/sequences/{other.pk}/enrolments/{enrolment.pk}/stop").json() == error(
        404, "Enrolment not found.", code="notFound"
    )


def test_the_enrolments_list_filters_by_state(client_for, owner, sequence, enrolment, delta):
    stopped = enrol(owner, sequence, send_request(owner, delta))[0]
    services.enrolment_stop(actor=owner, sequence_id=sequence.pk, enrolment_id=stopped.pk)
    url = f"/api/sequences/{sequence.pk}/enrolments"

    everything = client_for(owner).get(url).json()
    assert everything["totalCount"] == 2
    assert [e["enrolmentId"] for e in everything["data"]] == [stopped.pk, enrolment.pk]  # latest first
    active = client_for(owner).get(f"{url}?State=active").json()
    assert [e["enrolmentId"] for e in active["data"]] == [enrolment.pk]
    assert client_for(owner).get(f"{url}?State=asleep").status_code == 400


def test_another_members_sequence_is_not_found(client_for, owner, colleague, third, admin_user, sequence, enrolment):
    for member in (colleague, third, admin_user):
        client = client_for(member)
        missing = error(404, "Sequence not found.", code="notFound")
        assert client.get(f"/api/sequences/{sequence.pk}").json() == missing
        assert client.get(f"/api/sequences/{sequence.pk}/enrolments").json() == missing
        assert client.post(f"/api/sequences/{sequence.pk}/stop").json() == missing
        assert client.get("/api/sequences").json() == {"data": [], "totalCount": 0}
    assert Enrolment.objects.get().state == "active"


def test_what_sends_needs_a_member_who_may_send_requests(client_for, owner, sequence, enrolment, beta):
    Subscription.objects.filter(user=owner).delete()
    client = client_for(owner)
    no_plan = error(403, "An active paid plan is required to send intro requests.", code="noSubscription")

    assert client.post("/api/sequences", {"name": "Q3", "steps": STEPS}, format="json").json() == no_plan
    assert client.post("/api/sequences/preview", {"body": "Hi", "companyId": beta.pk}, format="json").json() == no_plan
    assert client.post(f"/api/sequences/{sequence.pk}/enrol", {"introRequestIds": [1]}, format="json").json() == no_plan
    # Reading, pausing and stopping never need it.
    assert client.get(f"/api/sequences/{sequence.pk}").status_code == 200
    assert client.post(f"/api/sequences/{sequence.pk}/pause").status_code == 200
    assert client.post(f"/api/sequences/{sequence.pk}/resume").json() == no_plan
    assert client.post(f"/api/sequences/{sequence.pk}/stop").status_code == 200


def test_the_placeholders_list(client_for, owner):
    body = client_for(owner).get("/api/sequences/placeholders").json()
    assert [p["name"] for p in body][:3] == ["their_company", "my_company", "their_industries"]
    assert all(p["description"] for p in body)


def test_figures_count_replies_per_step(client_for, owner, beta, beta_admin, delta, delta_admin, globex):
    sequence = sequence_of(owner, TWO_STEPS)
    first, second, third_ = (send_request(owner, c) for c in (beta, delta, globex))
    enrolments = enrol(owner, sequence, first, second, third_)
    # Beta accepts before any follow-up; the others get the first step; Delta declines after it.
    due = enrolments[1].next_due_at
    outreach_services.intro_request_accept(actor=beta_admin, intro_request_id=first.pk, now=due - timedelta(hours=1))
    sending.steps_send(now=due)
    outreach_services.intro_request_decline(
        actor=delta_admin, intro_request_id=second.pk, reason_code="timing", now=due + timedelta(hours=1)
    )

    stats = client_for(owner).get(f"/api/sequences/{sequence.pk}").json()["stats"]

    assert stats == {
        "enrolled": 3,
        "active": 1,
        "replied": 2,
        "accepted": 1,
        "declined": 1,
        "stopped": 0,
        "finished": 0,
        "replyRate": 66.7,
        "byStep": [
            {"afterStep": 0, "reached": 3, "replies": 1, "replyRate": 33.3},
            {"afterStep": 1, "reached": 2, "replies": 1, "replyRate": 50.0},
            {"afterStep": 2, "reached": 0, "replies": 0, "replyRate": 0.0},
        ],
    }


def test_absurd_ids_are_not_found_not_server_errors(client_for, owner, sequence):
    client = client_for(owner)
    huge = 10**30
    missing = error(404, "Sequence not found.", code="notFound")
    assert client.get(f"/api/sequences/{huge}").json() == missing
    assert client.get(f"/api/sequences/{huge}/enrolments").json() == missing
    assert client.post(f"/api/sequences/{huge}/pause").json() == missing
    assert client.post(f"/api/sequences/{sequence.pk}/enrolments/{huge}/stop").json() == error(
        404, "Enrolment not found.", code="notFound"
    )
    too_big = client.post(f"/api/sequences/{sequence.pk}/enrol", {"introRequestIds": [huge]}, format="json")
    assert too_big.status_code == 400
