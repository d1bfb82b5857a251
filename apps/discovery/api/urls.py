from django.urls import path

from apps.discovery.api import views

urlpatterns = [
    path("users/company-filters", views.CompanyFiltersView.as_view(), name="users-company-filters"),
    path("companies/scoring", views.CompanyScoringView.as_view(), name="companies-scoring"),
    path("history/company-search", views.SearchHistoryListView.as_view(), name="history-company-search"),
    path(
        "history/company-search/<int:search_history_id>/items",
        views.SearchItemsView.as_view(),
        name="history-company-search-items",
    ),
    path(
        "history/company-search/<int:search_history_id>/rerun",
        views.SearchRerunView.as_view(),
        name="history-company-search-rerun",
    ),
]
