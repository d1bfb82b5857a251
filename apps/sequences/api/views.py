"""The sequence calls (docs/sequences.md, docs/api.md "Sequences"): thin views that parse, call
one selector or service, and render. A sequence is its owner's alone (others: 404); what sends
follow-ups needs a member who may send intro requests (outreach's 403 codes)."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, TotalCountPagination
from apps.outreach import errors as outreach_errors
from apps.sequences import errors, selectors, services
from apps.sequences.api import serializers as s
from apps.sequences.api.serializers import SequencesError
from apps.sequences.filters import EnrolmentFilter, SequenceFilter
from apps.sequences.models import Enrolment, Sequence

MAY_SEND = (outreach_errors.NO_COMPANY, outreach_errors.NO_SUBSCRIPTION, outreach_errors.SUSPENDED)
NOT_FOUND = errors.SEQUENCE_NOT_FOUND


def _errors(*codes):
    return error_responses(SequencesError, *codes, *SIGNED_IN)


def _parsed(serializer_class, data):
    serializer = serializer_class(data=data)
    serializer.is_valid(raise_exception=True)
    return serializer.validated_data


def _steps(data):
    return [services.StepInput(delay_days=step["delayDays"], body=step["body"]) for step in data]


def _detail(request, sequence_id) -> dict:
    sequence = selectors.sequence_for(owner=request.user, sequence_id=sequence_id)
    return s.SequenceDetailOutput(selectors.sequence_detail(sequence)).data


class SequencePages(TotalCountPagination):
    default_page_size, min_page_size, max_page_size = 20, 5, 50


@extend_schema_view(
    get=extend_schema(
        description="Your sequences, newest first, with their steps and figures.",
        responses={200: s.SequenceOutput(many=True), **_errors(INVALID_INPUT)},
    ),
    post=extend_schema(
        request=s.SequenceInput,
        description="A new sequence of 1-3 steps. An unknown placeholder is a 400 naming it (`steps.N.body`).",
        responses={201: s.SequenceDetailOutput, **_errors(INVALID_INPUT, *MAY_SEND)},
    ),
)
class SequenceListView(PagedListView):
    pagination_class = SequencePages
    filterset_class = SequenceFilter
    serializer_class = s.SequenceOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):  # the schema generator has no member
            return Sequence.objects.none()
        return selectors.sequence_list(owner=self.request.user)

    def get_serializer(self, *args, **kwargs):
        if args:
            args = ([selectors.sequence_item(item) for item in args[0]], *args[1:])
        return super().get_serializer(*args, **kwargs)

    def post(self, request):
        data = _parsed(s.SequenceInput, request.data)
        sequence = services.sequence_create(actor=request.user, name=data["name"], steps=_steps(data["steps"]))
        return Response(_detail(request, sequence.pk), status=status.HTTP_201_CREATED)


class SequenceDetailView(APIView):
    @extend_schema(
        description="Your sequence with its reply rate per step (`stats.byStep`).",
        responses={200: s.SequenceDetailOutput, **_errors(NOT_FOUND)},
    )
    def get(self, request, sequence_id: int):
        return Response(_detail(request, sequence_id))

    @extend_schema(
        request=s.SequenceUpdateInput,
        description=(
            "Renames it and/or replaces its steps. Once a step has been sent, only the steps' texts may change "
            "(409 stepsLocked). The new texts apply to the steps not yet sent."
        ),
        responses={
            200: s.SequenceDetailOutput,
            **_errors(INVALID_INPUT, NOT_FOUND, *MAY_SEND, errors.STEPS_LOCKED, errors.SEQUENCE_STOPPED),
        },
    )
    def patch(self, request, sequence_id: int):
        data = _parsed(s.SequenceUpdateInput, request.data)
        services.sequence_update(
            actor=request.user,
            sequence_id=sequence_id,
            name=data.get("name"),
            steps=_steps(data["steps"]) if "steps" in data else None,
        )
        return Response(_detail(request, sequence_id))

    @extend_schema(
        description="Deletes it and its enrolments (the follow-ups it sent stay on their requests).",
        responses={204: None, **_errors(NOT_FOUND)},
    )
    def delete(self, request, sequence_id: int):
        services.sequence_delete(actor=request.user, sequence_id=sequence_id)
        return Response(status=status.HTTP_204_NO_CONTENT)


class PlaceholdersView(APIView):
    @extend_schema(
        description="The placeholders a step's text may use, written {name}.",
        responses={200: s.PlaceholderOutput(many=True), **_errors()},
    )
    def get(self, request):
        return Response(s.PlaceholderOutput(selectors.placeholder_list(), many=True).data)


class PreviewView(APIView):
    @extend_schema(
        request=s.PreviewInput,
        description=(
            "A step's text (before saving) with real values, for one of your intro requests or a company. "
            "Nothing is stored."
        ),
        responses={200: s.PreviewOutput, **_errors(INVALID_INPUT, *MAY_SEND)},
    )
    def post(self, request):
        data = _parsed(s.PreviewInput, request.data)
        preview = services.step_preview(
            actor=request.user,
            body=data["body"],
            intro_request_id=data["introRequestId"],
            company_id=data["companyId"],
        )
        return Response(s.PreviewOutput(preview).data)


class SequencePreviewView(APIView):
    @extend_schema(
        request=s.SequencePreviewInput,
        operation_id="sequences_step_preview",
        description="A saved step (`position`) or a text (`body`) with real values. Nothing is stored.",
        responses={200: s.PreviewOutput, **_errors(INVALID_INPUT, NOT_FOUND, *MAY_SEND)},
    )
    def post(self, request, sequence_id: int):
        data = _parsed(s.SequencePreviewInput, request.data)
        preview = services.step_preview(
            actor=request.user,
            sequence_id=sequence_id,
            body=data["body"],
            position=data["position"],
            intro_request_id=data["introRequestId"],
            company_id=data["companyId"],
        )
        return Response(s.PreviewOutput(preview).data)


class EnrolView(APIView):
    @extend_schema(
        request=s.EnrolInput,
        description=(
            "Enrols pending intro requests you sent; each is enrolled or refused on its own (`refused`, with why). "
            "The first step is due its delay after now, at 9:00 in your time zone."
        ),
        responses={
            200: s.EnrolOutput,
            **_errors(INVALID_INPUT, NOT_FOUND, *MAY_SEND, errors.SEQUENCE_STOPPED),
        },
    )
    def post(self, request, sequence_id: int):
        data = _parsed(s.EnrolInput, request.data)
        enrolled, refused = services.sequence_enrol(
            actor=request.user, sequence_id=sequence_id, intro_request_ids=data["introRequestIds"]
        )
        listed = selectors.enrolments_by_id(enrolments=enrolled)
        body = {"enrolled": [selectors.enrolment_item(listed[e.pk]) for e in enrolled], "refused": refused}
        return Response(s.EnrolOutput(body).data)


def _action(description, *codes, request_body=None):
    return extend_schema(
        request=request_body,
        description=description,
        responses={200: s.SequenceDetailOutput, **_errors(NOT_FOUND, *codes)},
    )


class PauseView(APIView):
    @_action("No step goes out until it is resumed.", errors.ALREADY_PAUSED, errors.SEQUENCE_STOPPED)
    def post(self, request, sequence_id: int):
        services.sequence_pause(actor=request.user, sequence_id=sequence_id)
        return Response(_detail(request, sequence_id))


class ResumeView(APIView):
    @_action(
        "Steps go out again; those due while it was paused go at the next sending time.",
        errors.NOT_PAUSED,
        errors.SEQUENCE_STOPPED,
        *MAY_SEND,
    )
    def post(self, request, sequence_id: int):
        services.sequence_resume(actor=request.user, sequence_id=sequence_id)
        return Response(_detail(request, sequence_id))


class StopView(APIView):
    @_action("Stops it for every request (sequenceStopped), for good.", errors.SEQUENCE_STOPPED)
    def post(self, request, sequence_id: int):
        services.sequence_stop(actor=request.user, sequence_id=sequence_id)
        return Response(_detail(request, sequence_id))


@extend_schema_view(
    get=extend_schema(
        description="The sequence's enrolments, the latest first, each with its state (scheduled step and date, "
        "replied, stopped and why, finished).",
        responses={200: s.EnrolmentOutput(many=True), **_errors(INVALID_INPUT, NOT_FOUND)},
    )
)
class EnrolmentListView(PagedListView):
    pagination_class = SequencePages
    filterset_class = EnrolmentFilter
    serializer_class = s.EnrolmentOutput

    def get_queryset(self):
        if getattr(self, "swagger_fake_view", False):
            return Enrolment.objects.none()
        if not hasattr(self, "_sequence"):
            self._sequence = selectors.sequence_owned(owner=self.request.user, sequence_id=self.kwargs["sequence_id"])
        return selectors.enrolment_list(sequence=self._sequence)

    def get_serializer(self, *args, **kwargs):
        if args:
            args = ([selectors.enrolment_item(item) for item in args[0]], *args[1:])
        return super().get_serializer(*args, **kwargs)


class EnrolmentStopView(APIView):
    @extend_schema(
        request=None,
        description="Stops the sequence for this request (stoppedByMember).",
        responses={200: s.EnrolmentOutput, **_errors(NOT_FOUND, errors.ENROLMENT_NOT_FOUND, errors.ENROLMENT_ENDED)},
    )
    def post(self, request, sequence_id: int, enrolment_id: int):
        enrolment = services.enrolment_stop(actor=request.user, sequence_id=sequence_id, enrolment_id=enrolment_id)
        listed = selectors.enrolment_list(sequence=enrolment.sequence).filter(pk=enrolment.pk).first()
        return Response(s.EnrolmentOutput(selectors.enrolment_item(listed)).data)
