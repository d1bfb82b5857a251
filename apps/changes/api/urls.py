from django.urls import path

from apps.changes.api import admin_views, views

urlpatterns = [
    path("company-changes", views.CompanyChangeCreateView.as_view(), name="company-changes"),
    path("company-changes/<int:change_id>", views.CompanyChangeUpdateView.as_view(), name="company-changes-detail"),
    path("user/companies/pending", views.PendingChangeView.as_view(), name="user-companies-pending"),
    path("user/companies/rejected", views.RejectedChangeView.as_view(), name="user-companies-rejected"),
    path("admin/companies/search/active", admin_views.AdminActiveCompanyListView.as_view(), name="admin-active"),
    path("admin/companies/search/pending", admin_views.AdminPendingChangeListView.as_view(), name="admin-pending"),
    path("admin/companies/changes/<int:change_id>", admin_views.AdminChangeDetailView.as_view(), name="admin-change"),
    path(
        "admin/companies/<int:change_id>/approve", views.AdminChangeApproveView.as_view(), name="admin-change-approve"
    ),
    path("admin/companies/<int:change_id>/reject", views.AdminChangeRejectView.as_view(), name="admin-change-reject"),
]
