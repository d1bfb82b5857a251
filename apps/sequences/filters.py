"""django-filter FilterSets of the sequence lists (paged by apps/core/lists.py)."""

from django_filters import ChoiceFilter, FilterSet

from apps.sequences.models import Enrolment, Sequence


class SequenceFilter(FilterSet):
    Status = ChoiceFilter(
        field_name="status",
        choices=Sequence.Status.choices,
        help_text="Only sequences in this status (active, paused, stopped); absent: all.",
    )


class EnrolmentFilter(FilterSet):
    State = ChoiceFilter(
        field_name="state",
        choices=Enrolment.State.choices,
        help_text="active (a step is scheduled), replied, stopped or finished; absent: all.",
    )
