from django.urls import path

from apps.companies.api import admin_views, join_policy_views, views

urlpatterns = [
    path("industries", views.IndustryListView.as_view(), name="industries"),
    path("geography/regions", views.GeoRegionListView.as_view(), name="geo-regions"),
    path("lookups", views.LookupsView.as_view(), name="lookups"),
    path("companies/assign", views.CompanyAssignView.as_view(), name="companies-assign"),
    path("companies/import", admin_views.CompanyImportView.as_view(), name="companies-import"),
    path(
        "companies/import/template", admin_views.CompanyImportTemplateView.as_view(), name="companies-import-template"
    ),
    path("companies/import/<uuid:job_id>", admin_views.CompanyImportJobView.as_view(), name="companies-import-job"),
    path("companies/<int:company_id>", views.CompanyDetailView.as_view(), name="companies-detail"),
    path("companies/<int:company_id>/members", views.CompanyMembersView.as_view(), name="companies-members"),
    path(
        "companies/<int:company_id>/join-policy",
        join_policy_views.CompanyJoinPolicyView.as_view(),
        name="companies-join-policy",
    ),
    path(
        "companies/<int:company_id>/join-requests", views.JoinRequestListView.as_view(), name="companies-join-requests"
    ),
    path(
        "companies/<int:company_id>/join-requests/<int:join_request_id>/accept",
        views.JoinRequestDecideView.as_view(accept=True),
        name="companies-join-request-accept",
    ),
    path(
        "companies/<int:company_id>/join-requests/<int:join_request_id>/decline",
        views.JoinRequestDecideView.as_view(accept=False),
        name="companies-join-request-decline",
    ),
    path("partner-programs", views.PartnerProgramListView.as_view(), name="partner-programs"),
    path("users/company-suggestion", views.CompanySuggestionView.as_view(), name="users-company-suggestion"),
]
