"""What a sequence tells its owner in the notification centre (apps/notifications): a step was
sent. Sent inside the transaction of the write it tells of, so both commit or neither; a member
mutes the kind in the centre's preferences. The target's answer (which stops the sequence) is
told by outreach's own `outreach.decision` notification to the request's sender, who is the
sequence's owner: one entry in the bell per event, not two."""

from apps.notifications.kinds import notification_kind
from apps.notifications.services import notifications_send

STEP_SENT = notification_kind(
    "sequences.stepSent", "Follow-ups sent", "A step of one of your sequences went out on an intro request."
)


def step_sent(
    *,
    owner_id: int,
    sequence_id: int,
    sequence_name: str,
    enrolment_id: int,
    position: int,
    intro_request_id: int,
    company_name: str,
    now,
) -> None:
    notifications_send(
        user_ids=[owner_id],
        kind=STEP_SENT,
        title=f"Follow-up {position} sent to {company_name}",
        body=f"Sequence “{sequence_name}”.",
        link=f"/outreach/requests/{intro_request_id}",
        data={
            "sequenceId": sequence_id,
            "enrolmentId": enrolment_id,
            "introRequestId": intro_request_id,
            "position": position,
        },
        now=now,
    )
