from django.urls import path

from apps.agents.api import views

urlpatterns = [
    path("gpt-agents", views.GptAgentListView.as_view(), name="gpt-agents"),
    path("gpt-agents/<int:agent_id>", views.GptAgentView.as_view(), name="gpt-agent"),
]
