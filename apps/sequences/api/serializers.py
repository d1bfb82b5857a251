"""Typed requests and answers of the sequence calls (docs/sequences.md, docs/api.md "Sequences")."""

from rest_framework import serializers

from apps.accounts.errors import SIGNED_IN
from apps.core.api.schema import error_output
from apps.core.errors import INVALID_INPUT
from apps.outreach import errors as outreach_errors
from apps.outreach.api.serializers import CompanySummaryOutput
from apps.sequences import errors
from apps.sequences.models import BODY_MAX, DELAY_DAYS_MAX, DELAY_DAYS_MIN, NAME_MAX, STEPS_MAX, Enrolment, Sequence

SequencesError = error_output(
    "SequencesError",
    [
        *errors.ALL,
        outreach_errors.NO_COMPANY,
        outreach_errors.NO_SUBSCRIPTION,
        outreach_errors.SUSPENDED,
        *SIGNED_IN,
        INVALID_INPUT,
    ],
    state=serializers.ChoiceField(
        choices=Enrolment.State.choices, required=False, help_text="`enrolmentEnded`: the enrolment's state now."
    ),
)

ID_MAX = 2**63 - 1
REASON_HELP = (
    "replied: accepted or declined; stopped: withdrawn, expired, optedOut, stoppedByMember, sequenceStopped, "
    "senderCannotSend or limitReached (docs/sequences.md)."
)


def _id(**kwargs) -> serializers.IntegerField:
    return serializers.IntegerField(min_value=1, max_value=ID_MAX, **kwargs)


def _body(**kwargs) -> serializers.CharField:
    message = errors.BODY_LENGTH
    return serializers.CharField(
        max_length=BODY_MAX,
        trim_whitespace=False,
        error_messages=dict.fromkeys(("blank", "max_length", "required", "null", "invalid"), message),
        help_text="Plain text, 1-2,000 characters, with {placeholders} (GET /api/sequences/placeholders).",
        **kwargs,
    )


# --- in ------------------------------------------------------------------------------------------


class StepInput(serializers.Serializer):
    delayDays = serializers.IntegerField(
        min_value=DELAY_DAYS_MIN,
        max_value=DELAY_DAYS_MAX,
        error_messages=dict.fromkeys(("invalid", "min_value", "max_value", "required", "null"), errors.DELAY_RANGE),
        help_text="Business days (Monday to Friday, in your time zone) after the previous message: 1-30.",
    )
    body = _body()

    def validate_body(self, value):
        if not value.strip():
            raise serializers.ValidationError(errors.BODY_LENGTH)
        return value


def _steps(**kwargs) -> serializers.ListField:
    # A ListField (not many=True): its own errors stay on `steps`, its items' on `steps.N.field`.
    return serializers.ListField(
        child=StepInput(),
        min_length=1,
        max_length=STEPS_MAX,
        error_messages=dict.fromkeys(
            ("min_length", "max_length", "not_a_list", "empty", "required", "null"), errors.STEPS_COUNT
        ),
        help_text="1 to 3 steps, in order: the first is sent its delay after the enrolment.",
        **kwargs,
    )


def _name(**kwargs) -> serializers.CharField:
    return serializers.CharField(
        max_length=NAME_MAX,
        error_messages=dict.fromkeys(("blank", "max_length", "required", "null", "invalid"), errors.NAME_LENGTH),
        help_text="1-100 characters.",
        **kwargs,
    )


class SequenceInput(serializers.Serializer):
    name = _name()
    steps = _steps()


class SequenceUpdateInput(serializers.Serializer):
    name = _name(required=False)
    steps = _steps(required=False)


class PreviewInput(serializers.Serializer):
    body = _body()
    introRequestId = _id(
        required=False, allow_null=True, default=None, help_text="One of your company's sent requests: its receiver."
    )
    companyId = _id(
        required=False,
        allow_null=True,
        default=None,
        help_text="An approved company, as if a request went to it today.",
    )

    def validate(self, attrs):
        if (attrs.get("introRequestId") is None) == (attrs.get("companyId") is None):
            raise serializers.ValidationError({"introRequestId": [errors.PREVIEW_TARGET]})
        return attrs


class SequencePreviewInput(PreviewInput):
    body = _body(required=False, allow_null=True, default=None)
    position = serializers.IntegerField(
        required=False,
        allow_null=True,
        default=None,
        min_value=1,
        max_value=STEPS_MAX,
        error_messages=dict.fromkeys(("invalid", "min_value", "max_value"), errors.POSITION_UNKNOWN),
        help_text="A saved step of this sequence (instead of `body`).",
    )

    def validate(self, attrs):
        attrs = super().validate(attrs)
        if (attrs.get("body") is None) == (attrs.get("position") is None):
            raise serializers.ValidationError({"body": [errors.PREVIEW_TEXT]})
        return attrs


class EnrolInput(serializers.Serializer):
    introRequestIds = serializers.ListField(
        child=_id(),
        min_length=1,
        max_length=100,
        error_messages=dict.fromkeys(
            ("min_length", "max_length", "empty", "not_a_list", "required"), "Choose 1 to 100 intro requests."
        ),
        help_text="Pending intro requests you sent (e.g. a pipeline row's results), 1-100.",
    )


# --- out -----------------------------------------------------------------------------------------


class StepOutput(serializers.Serializer):
    position = serializers.IntegerField(min_value=1, max_value=STEPS_MAX)
    delayDays = serializers.IntegerField(min_value=DELAY_DAYS_MIN, max_value=DELAY_DAYS_MAX)
    body = serializers.CharField()


class ByStepOutput(serializers.Serializer):
    afterStep = serializers.IntegerField(min_value=0, help_text="Follow-ups sent (0: the intro request alone).")
    reached = serializers.IntegerField(min_value=0, help_text="Enrolments that got this many follow-ups.")
    replies = serializers.IntegerField(min_value=0, help_text="Answers while this many had been sent.")
    replyRate = serializers.FloatField(help_text="replies / reached, in percent (one decimal).")


class StatsOutput(serializers.Serializer):
    enrolled = serializers.IntegerField(min_value=0)
    active = serializers.IntegerField(min_value=0, help_text="A step is scheduled.")
    replied = serializers.IntegerField(min_value=0, help_text="Accepted or declined.")
    accepted = serializers.IntegerField(min_value=0)
    declined = serializers.IntegerField(min_value=0)
    stopped = serializers.IntegerField(min_value=0)
    finished = serializers.IntegerField(min_value=0, help_text="Every step sent, no answer yet.")
    replyRate = serializers.FloatField(help_text="replied / enrolled, in percent (one decimal; 0 when none).")


class DetailStatsOutput(StatsOutput):
    byStep = ByStepOutput(many=True, help_text="The reply rate after each step (for the chart).")


class SequenceOutput(serializers.Serializer):
    sequenceId = serializers.IntegerField()
    name = serializers.CharField()
    status = serializers.ChoiceField(choices=Sequence.Status.choices)
    steps = StepOutput(many=True)
    stepsLocked = serializers.BooleanField(
        help_text="A step has been sent: the steps' number and delays no longer change (their texts do)."
    )
    createdAt = serializers.DateTimeField()
    updatedAt = serializers.DateTimeField()
    stoppedAt = serializers.DateTimeField(allow_null=True)
    stats = StatsOutput()


class SequenceDetailOutput(SequenceOutput):
    stats = DetailStatsOutput()


class NextStepOutput(serializers.Serializer):
    position = serializers.IntegerField(min_value=1, max_value=STEPS_MAX)
    dueAt = serializers.DateTimeField(help_text="9:00 in your time zone on a business day (or later: sending hours).")


class EnrolmentOutput(serializers.Serializer):
    enrolmentId = serializers.IntegerField()
    introRequestId = serializers.IntegerField()
    receiverCompany = CompanySummaryOutput()
    state = serializers.ChoiceField(choices=Enrolment.State.choices, help_text="active: a step is scheduled.")
    reason = serializers.ChoiceField(choices=Enrolment.Reason.choices, allow_null=True, help_text=REASON_HELP)
    reasonLabel = serializers.CharField(allow_null=True, help_text="The reason in words.")
    isPaused = serializers.BooleanField(help_text="Scheduled, but the sequence is paused.")
    nextStep = NextStepOutput(allow_null=True, help_text="The step scheduled (active only).")
    stepsSent = serializers.IntegerField(min_value=0, max_value=STEPS_MAX)
    enrolledAt = serializers.DateTimeField()
    lastSentAt = serializers.DateTimeField(allow_null=True, help_text="The last follow-up sent.")
    endedAt = serializers.DateTimeField(allow_null=True)
    repliedAt = serializers.DateTimeField(allow_null=True)
    repliedAfterSteps = serializers.IntegerField(allow_null=True, help_text="Follow-ups sent when they answered.")
    requestExpiresAt = serializers.DateTimeField(help_text="A step due after it is never sent.")


class RefusalOutput(serializers.Serializer):
    introRequestId = serializers.IntegerField()
    code = serializers.ChoiceField(choices=list(errors.REFUSALS))
    reason = serializers.CharField()


class EnrolOutput(serializers.Serializer):
    enrolled = EnrolmentOutput(many=True)
    refused = RefusalOutput(many=True, help_text="The requests not enrolled, each with why.")


class PlaceholderValueOutput(serializers.Serializer):
    name = serializers.CharField()
    value = serializers.CharField(allow_blank=True)


class PreviewOutput(serializers.Serializer):
    text = serializers.CharField(allow_blank=True, help_text="The step as it would be sent.")
    placeholders = PlaceholderValueOutput(many=True, help_text="Each placeholder used, with its value.")
    emptyPlaceholders = serializers.ListField(
        child=serializers.CharField(), help_text="Placeholders used that have no value for this company (warn)."
    )


class PlaceholderOutput(serializers.Serializer):
    name = serializers.CharField(help_text="Written {name} in a step.")
    description = serializers.CharField()
