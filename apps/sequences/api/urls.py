from django.urls import path

from apps.sequences.api import views

S = "sequences/<int:sequence_id>"

urlpatterns = [
    path("sequences", views.SequenceListView.as_view(), name="sequences"),
    path("sequences/placeholders", views.PlaceholdersView.as_view(), name="sequences-placeholders"),
    path("sequences/preview", views.PreviewView.as_view(), name="sequences-preview"),
    path(S, views.SequenceDetailView.as_view(), name="sequence"),
    path(f"{S}/preview", views.SequencePreviewView.as_view(), name="sequence-preview"),
    path(f"{S}/enrol", views.EnrolView.as_view(), name="sequence-enrol"),
    path(f"{S}/pause", views.PauseView.as_view(), name="sequence-pause"),
    path(f"{S}/resume", views.ResumeView.as_view(), name="sequence-resume"),
    path(f"{S}/stop", views.StopView.as_view(), name="sequence-stop"),
    path(f"{S}/enrolments", views.EnrolmentListView.as_view(), name="sequence-enrolments"),
    path(
        f"{S}/enrolments/<int:enrolment_id>/stop",
        views.EnrolmentStopView.as_view(),
        name="sequence-enrolment-stop",
    ),
]
