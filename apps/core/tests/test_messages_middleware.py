"""apps.core.middleware.MessageMiddleware: Django's messages, the storage made only when used."""

import pytest
from django.contrib import messages
from django.contrib.messages.storage.fallback import FallbackStorage
from django.http import HttpResponse
from django.test import RequestFactory
from django.utils.functional import empty

from apps.core.middleware import MessageMiddleware


def _through(view, request):
    return MessageMiddleware(lambda r: (view(r), r)[0])(request)


def test_a_request_that_uses_no_message_builds_no_storage_and_sets_no_cookie():
    request = RequestFactory().get("/api/companies/1")
    response = _through(lambda r: HttpResponse("{}"), request)
    assert request._messages._wrapped is empty
    assert "messages" not in response.cookies


@pytest.mark.django_db
def test_a_message_added_is_stored_and_read_back_on_the_next_request():
    factory = RequestFactory()
    first = factory.get("/")
    first.session = {}

    def add(request):
        messages.success(request, "Saved.")
        return HttpResponse("ok")

    response = _through(add, first)
    assert isinstance(first._messages._wrapped, FallbackStorage)
    assert "messages" in response.cookies

    second = factory.get("/")
    second.session = {}
    second.COOKIES["messages"] = response.cookies["messages"].value
    seen = []
    _through(lambda r: (seen.extend(str(m) for m in messages.get_messages(r)), HttpResponse("ok"))[1], second)
    assert seen == ["Saved."]
