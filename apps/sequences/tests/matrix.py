"""The sequences' rows of the permission matrix (tests/test_permission_matrix.py) and of the query
budgets (tests/test_query_budgets.py) run in the outreach world (apps/outreach/tests/matrix.py),
with its roles as columns, plus:

    {sequence_id}     the sender's sequence (two steps), with the sender's pending request to Epsilon enrolled
    {enrolment_id}    that enrolment
and a pending request from the sender to Delta to enrol. The sender is the only owner: everyone
else gets the 404 of a sequence that does not exist."""

from django.utils import timezone

from apps.companies.tests.factories import CompanyFactory
from apps.outreach.tests.factories import IntroRequestFactory
from apps.sequences import services
from apps.sequences.services import StepInput

STEPS = [
    StepInput(delay_days=2, body="Hi {their_company} team, following up on my note of {request_date}."),
    StepInput(delay_days=3, body="Last note from {my_name}: we both target {shared_industries}."),
]


def sequences_world_add(world, *, extra: int = 0) -> None:
    """Adds the sequences' objects to an outreach world (`extra`: more sequences and enrolments
    behind each list, for the query budgets)."""
    now = timezone.now()
    world.delta = CompanyFactory(name="Outreach Delta", domain="outreach-delta.com")
    world.to_delta = IntroRequestFactory(
        sender_user=world.sender, sender_company=world.acme, receiver_company=world.delta
    )
    world.epsilon = CompanyFactory(name="Outreach Epsilon", domain="outreach-epsilon.com")
    world.to_epsilon = IntroRequestFactory(
        sender_user=world.sender, sender_company=world.acme, receiver_company=world.epsilon
    )
    world.sequence = services.sequence_create(actor=world.sender, name="Q2 resellers", steps=STEPS, now=now)
    (world.enrolment,), _ = services.sequence_enrol(
        actor=world.sender, sequence_id=world.sequence.pk, intro_request_ids=[world.to_epsilon.pk], now=now
    )
    for n in range(extra):
        other = services.sequence_create(actor=world.sender, name=f"Sequence {n}", steps=STEPS[: 1 + n % 2], now=now)
        for sequence in (other, world.sequence):
            requests = [
                IntroRequestFactory(
                    sender_user=world.sender,
                    sender_company=world.acme,
                    receiver_company=CompanyFactory(name=f"Sequence target {n}-{sequence.pk}-{k}"),
                )
                for k in range(3)
            ]
            services.sequence_enrol(
                actor=world.sender, sequence_id=sequence.pk, intro_request_ids=[r.pk for r in requests], now=now
            )


SEQUENCES_TARGETS = {
    "sequence_id": lambda w: w.sequence.pk,
    "enrolment_id": lambda w: w.enrolment.pk,
}


def _json(value) -> dict:
    import json

    return {"data": json.dumps(value)}


def _paused(w):
    services.sequence_pause(actor=w.sender, sequence_id=w.sequence.pk)


S = "/api/sequences/{sequence_id}"

SEQUENCES_REQUESTS = {
    ("POST", "/api/sequences"): lambda w: _json(
        {"name": "Follow-ups", "steps": [{"delayDays": 2, "body": "Hi {their_company}, any thoughts?"}]}
    ),
    ("POST", "/api/sequences/preview"): lambda w: _json({"body": "Hi {their_company}", "companyId": w.gamma.pk}),
    ("PATCH", S): lambda w: _json({"name": "Q2 resellers (Europe)"}),
    ("POST", f"{S}/preview"): lambda w: _json({"position": 1, "companyId": w.gamma.pk}),
    ("POST", f"{S}/enrol"): lambda w: _json({"introRequestIds": [w.to_delta.pk]}),
    ("POST", f"{S}/resume"): lambda w: {"prepare": _paused},
}
