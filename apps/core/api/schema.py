"""How the OpenAPI schema documents the error answers (apps/core/errors.py): each app has one
error component whose `code` is an enum of its codes, and each operation lists, per status,
the codes it can answer with and their titles."""

from collections import defaultdict

from drf_spectacular.utils import OpenApiResponse
from rest_framework import serializers

from apps.core.errors import ErrorCode


class ErrorOutput(serializers.Serializer):
    """The error body (apps/core/exceptions.py). Each app subclasses it with its own codes."""

    status = serializers.IntegerField()
    title = serializers.CharField()
    errors = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text='Messages by field, in the request\'s names; nested fields joined by dots ("contacts.0.email").',
    )
    retryAfter = serializers.IntegerField(required=False, help_text="Seconds to wait (429 only).")


def error_output(name: str, codes: list[ErrorCode], **extra_fields) -> type[ErrorOutput]:
    """An ErrorOutput component named `name` whose `code` is an enum of `codes`."""
    values = sorted({c.code for c in codes if c.code})
    fields = {
        "code": serializers.ChoiceField(
            choices=values, required=False, help_text="Why, for machines; absent on field errors."
        ),
        **extra_fields,
    }
    return type(name, (ErrorOutput,), fields)


def error_responses(output: type[ErrorOutput], *codes: ErrorCode) -> dict[int, OpenApiResponse]:
    """extend_schema `responses` for the error answers an operation can give: one entry per
    status, whose description lists each code and its title."""
    by_status = defaultdict(list)
    for code in codes:
        by_status[code.status].append(code)
    return {
        status: OpenApiResponse(
            response=output,
            description="\n".join(
                f"- `{c.code}`: {c.title}" if c.code else f"- field errors in `errors`: {c.title}" for c in items
            ),
        )
        for status, items in sorted(by_status.items())
    }
