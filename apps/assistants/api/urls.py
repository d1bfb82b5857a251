from django.urls import path

from apps.assistants.api import views

urlpatterns = [
    path(
        "ai-assistants/threads/active/<int:user_id>", views.ActiveThreadView.as_view(), name="assistant-thread-active"
    ),
]
