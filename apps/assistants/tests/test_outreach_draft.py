"""The intro request's draft (issue 23, item 6) written by the configured AI model, tested
against the local OpenAI-compatible server: the model gets the two profiles (no contacts) and
the template; the embedded provider, and a model that fails, leave the template. Nothing is
sent either way."""

import json

import pytest

from apps.assistants.tests.fake_openai import FakeOpenAI, HttpError, Text
from apps.billing.tests.factories import SubscriptionFactory
from apps.companies.tests.factories import CompanyFactory
from apps.outreach.models import IntroRequest

pytestmark = pytest.mark.django_db

DRAFT = "/api/outreach/draft"


@pytest.fixture
def sender(user):
    CompanyFactory(name="Contoso Security", admin=user)
    SubscriptionFactory(user=user)
    return user


@pytest.fixture
def receiver():
    return CompanyFactory(name="Garnet Channel")


def _draft(client_for, user, receiver):
    response = client_for(user).post(DRAFT, {"receiverCompanyId": receiver.pk, "type": 2}, format="json")
    assert response.status_code == 200, response.json()
    return response.json()["message"]


def test_with_a_model_the_model_writes_the_draft_from_the_two_profiles(client_for, sender, receiver, settings):
    with FakeOpenAI() as server:
        settings.AI_PROVIDER, settings.OPENAI_BASE_URL = "openai", server.url
        settings.OPENAI_API_KEY, settings.OPENAI_MODEL = "test-key", "fake-gpt"
        server.script(Text(["Hello Garnet Channel team, ", "we at Contoso Security would like to talk."]))

        message = _draft(client_for, sender, receiver)

        assert message == "Hello Garnet Channel team, we at Contoso Security would like to talk."
        (request,) = server.requests
        facts = json.loads(request.messages[-1]["content"])
        assert facts["sender"]["name"] == "Contoso Security"
        assert facts["receiver"]["name"] == "Garnet Channel"
        assert "contacts" not in json.dumps(facts)
        assert "Garnet Channel" in facts["template"]
    assert IntroRequest.objects.count() == 0  # a draft sends nothing


def test_a_model_that_fails_leaves_the_template(client_for, sender, receiver, settings):
    with FakeOpenAI() as server:
        settings.AI_PROVIDER, settings.OPENAI_BASE_URL = "openai", server.url
        settings.OPENAI_API_KEY, settings.OPENAI_MODEL = "test-key", "fake-gpt"
        server.script(HttpError(500), HttpError(500))

        message = _draft(client_for, sender, receiver)

    assert "Contoso Security" in message
    assert 20 <= len(message) <= 2000


def test_the_embedded_provider_keeps_the_template(client_for, sender, receiver, settings):
    settings.AI_PROVIDER = "local"

    message = _draft(client_for, sender, receiver)

    assert "Contoso Security" in message
    assert "Garnet Channel" in message
