"""The AI partner tools catalogue API (issue 11): GET /api/gpt-agents and /api/gpt-agents/{id}."""

import pytest

from apps.agents.catalogue import EXTERNAL, INTERNAL
from apps.agents.models import GptAgent
from apps.agents.tests.factories import GptAgentFactory
from apps.billing.tests.factories import SubscriptionFactory

pytestmark = pytest.mark.django_db

LIST = "/api/gpt-agents"


@pytest.fixture
def catalogue():
    """Replaces the shipped catalogue with 5 agents whose orders differ on each criterion."""
    GptAgent.objects.all().delete()
    return [
        GptAgentFactory(name="Echo", ordering=5, number_of_conversations=10, is_featured=True),
        GptAgentFactory(name="Alpha", ordering=4, number_of_conversations=1500),
        GptAgentFactory(name="Delta", ordering=3, number_of_conversations=0, is_external=True),
        GptAgentFactory(name="Charlie", ordering=2, number_of_conversations=999, is_featured=True),
        GptAgentFactory(name="Bravo", ordering=1, number_of_conversations=120),
    ]


def names(response):
    assert response.status_code == 200, response.json()
    return [agent["name"] for agent in response.json()["data"]]


def test_the_shipped_catalogue_has_useful_internal_and_external_agents(client_for, user):
    body = client_for(user).get(LIST, {"PageSize": 50}).json()
    shipped = {agent["name"]: agent for agent in body["data"]}
    assert len(shipped) == len(INTERNAL) + len(EXTERNAL) >= 8
    assert {"Partner Pitch Writer", "Co-Marketing Plan Builder", "QBR Preparer", "MDF Request Writer"} <= set(shipped)
    assert all(agent["externalUrl"] is None for agent in shipped.values() if not agent["isExternal"])
    assert all(agent["externalUrl"].startswith("https://") for agent in shipped.values() if agent["isExternal"])
    assert sum(agent.is_featured for agent in GptAgent.objects.all()) == 3
    assert all(agent.instructions for agent in GptAgent.objects.filter(is_external=False))


def test_an_agent_has_the_spec_fields_and_never_its_instructions(client_for, user, catalogue):
    agent = client_for(user).get(LIST, {"PageSize": 1}).json()["data"][0]
    assert agent == {
        "id": catalogue[4].pk,
        "name": "Bravo",
        "description": "Bravo helps partnership teams.",
        "logoUrl": None,
        "isExternal": False,
        "externalUrl": None,
        "numberOfConversations": 120,
    }
    assert "instructions" not in str(client_for(user).get(LIST).json())


@pytest.mark.parametrize(
    ("criteria", "ascending"),
    [
        (0, ["Bravo", "Charlie", "Delta", "Alpha", "Echo"]),
        (1, ["Alpha", "Bravo", "Charlie", "Delta", "Echo"]),
        (2, ["Echo", "Alpha", "Delta", "Charlie", "Bravo"]),
        (3, ["Delta", "Echo", "Bravo", "Charlie", "Alpha"]),
    ],
)
def test_each_sort_criteria_both_ways(client_for, user, catalogue, criteria, ascending):
    client = client_for(user)
    assert names(client.get(LIST, {"SortCriteria": criteria, "SortOrder": 0})) == ascending
    assert names(client.get(LIST, {"SortCriteria": criteria, "SortOrder": 1})) == ascending[::-1]


def test_the_default_order_is_the_catalogue_order(client_for, user, catalogue):
    assert names(client_for(user).get(LIST)) == ["Bravo", "Charlie", "Delta", "Alpha", "Echo"]


def test_featured_and_the_others(client_for, user, catalogue):
    client = client_for(user)
    assert names(client.get(LIST, {"IsFeatured": "true"})) == ["Charlie", "Echo"]
    assert names(client.get(LIST, {"IsFeatured": "false"})) == ["Bravo", "Delta", "Alpha"]
    # The dashboard's call (spec section 9): not featured, 4, most conversations first.
    dashboard = {"IsFeatured": "false", "PageNumber": 1, "PageSize": 4, "SortCriteria": 3, "SortOrder": 1}
    assert names(client.get(LIST, dashboard)) == ["Alpha", "Bravo", "Delta"]


def test_paging_at_the_boundary(client_for, user, catalogue):
    client = client_for(user)
    first = client.get(LIST, {"PageNumber": 1, "PageSize": 2}).json()
    assert (len(first["data"]), first["hasNext"]) == (2, True)
    last = client.get(LIST, {"PageNumber": 3, "PageSize": 2}).json()
    assert ([a["name"] for a in last["data"]], last["hasNext"]) == (["Echo"], False)
    exact = client.get(LIST, {"PageNumber": 1, "PageSize": 5}).json()
    assert (len(exact["data"]), exact["hasNext"]) == (5, False)
    beyond = client.get(LIST, {"PageNumber": 4, "PageSize": 2}).json()
    assert beyond == {"data": [], "hasNext": False}


def test_unpublished_agents_are_not_listed_nor_opened(client_for, user, catalogue):
    hidden = GptAgentFactory(name="Hidden", is_published=False)
    SubscriptionFactory(user=user)
    client = client_for(user)
    assert "Hidden" not in names(client.get(LIST))
    assert client.get(f"{LIST}/{hidden.pk}").status_code == 404


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"SortCriteria": 4}, "SortCriteria"),
        ({"SortOrder": 2}, "SortOrder"),
        ({"PageSize": 0}, "PageSize"),
        ({"PageSize": 51}, "PageSize"),
        ({"PageNumber": 0}, "PageNumber"),
        ({"IsFeatured": "maybe"}, "IsFeatured"),
    ],
)
def test_bad_parameters_are_400(client_for, user, params, field):
    response = client_for(user).get(LIST, params)
    assert response.status_code == 400
    assert field in response.json()["errors"]


def test_anonymous_is_401(api):
    assert api.get(LIST).status_code == 401


def test_opening_an_agent_needs_an_active_plan(client_for, user, catalogue):
    agent = catalogue[0]
    response = client_for(user).get(f"{LIST}/{agent.pk}")
    assert response.status_code == 403
    assert response.json()["code"] == "noSubscription"
    assert response.json()["title"] == (
        "To access GPT agents and advanced AI features, you need an active subscription."
    )
    SubscriptionFactory(user=user)
    opened = client_for(user).get(f"{LIST}/{agent.pk}")
    assert opened.status_code == 200
    assert opened.json()["name"] == "Echo"
    missing = client_for(user).get(f"{LIST}/999999")
    assert (missing.status_code, missing.json()["code"]) == (404, "agentNotFound")


def test_an_expired_plan_does_not_open_an_agent(client_for, user, catalogue):
    SubscriptionFactory(user=user, expired=True)
    assert client_for(user).get(f"{LIST}/{catalogue[0].pk}").status_code == 403


def test_an_admin_needs_a_plan_to_open_an_agent_as_everyone_does(client_for, admin_user, catalogue):
    """One rule for the page and the agent's chat (apps/assistants/services.hub_access): an active
    plan, admins included (spec section 6; admins take the Test plan). The chat's side is in
    apps/assistants/tests/test_hubs.py."""
    refused = client_for(admin_user).get(f"{LIST}/{catalogue[0].pk}")
    assert (refused.status_code, refused.json()["code"]) == (403, "noSubscription")
    SubscriptionFactory(user=admin_user)
    assert client_for(admin_user).get(f"{LIST}/{catalogue[0].pk}").status_code == 200
