from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import SIGNED_IN
from apps.agents import errors, selectors
from apps.agents.api.serializers import AgentError, GptAgentOutput
from apps.agents.filters import GptAgentFilter
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import HasNextPagination, PagedListView, SortOrder


class GptAgentPages(HasNextPagination):
    # The dashboard asks for 4, the tools page for 3 featured and 15 others (spec section 9).
    default_page_size = 15
    min_page_size = 1
    max_page_size = 50


@extend_schema_view(
    get=extend_schema(
        description=(
            "The AI partner tools catalogue. SortCriteria: 0 catalogue order (default), 1 name, "
            "2 date added, 3 number of conversations; SortOrder 0 ascending, 1 descending "
            "(the dashboard asks for 3 and 1: the most used first)."
        ),
        responses={200: GptAgentOutput(many=True), **error_responses(AgentError, INVALID_INPUT, *SIGNED_IN)},
    )
)
class GptAgentListView(PagedListView):
    pagination_class = GptAgentPages
    filterset_class = GptAgentFilter
    serializer_class = GptAgentOutput
    sort_criteria = {
        0: ("ordering", "name"),
        1: ("name",),
        2: ("created_at",),
        3: ("number_of_conversations",),
    }
    default_sort = (0, SortOrder.ASCENDING)

    def get_queryset(self):
        return selectors.agent_list()


class GptAgentView(APIView):
    @extend_schema(
        description="One agent, for a member with an active plan (the page /gpt-agents/{id}).",
        responses={
            200: GptAgentOutput,
            **error_responses(AgentError, errors.NO_SUBSCRIPTION, errors.AGENT_NOT_FOUND, *SIGNED_IN),
        },
    )
    def get(self, request, agent_id: int):
        agent = selectors.agent_for_viewer(agent_id=agent_id, viewer=request.user)
        return Response(GptAgentOutput(agent).data)
