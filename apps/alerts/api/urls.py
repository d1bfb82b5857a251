from django.urls import path

from apps.alerts.api import views

urlpatterns = [
    path("saved-searches", views.SavedSearchListView.as_view(), name="saved-searches"),
    path(
        "saved-searches/from-history/<int:search_history_id>",
        views.SavedSearchFromHistoryView.as_view(),
        name="saved-search-from-history",
    ),
    path("saved-searches/<int:saved_search_id>", views.SavedSearchDetailView.as_view(), name="saved-search"),
    path("alerts/unsubscribe", views.UnsubscribeView.as_view(), name="alerts-unsubscribe"),
]
