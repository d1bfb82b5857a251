from django.urls import path

from apps.outreach.api import admin_views, views

R = "outreach/requests/<int:intro_request_id>"
C = "outreach/conversations/<int:conversation_id>"

urlpatterns = [
    path("outreach/summary", views.SummaryView.as_view(), name="outreach-summary"),
    path("outreach/companies/<int:company_id>", views.CompanyStatusView.as_view(), name="outreach-company"),
    path("outreach/settings", views.SettingsView.as_view(), name="outreach-settings"),
    path("outreach/unsubscribe", views.UnsubscribeView.as_view(), name="outreach-unsubscribe"),
    path("outreach/events-ticket", views.EventsTicketView.as_view(), name="outreach-events-ticket"),
    path("outreach/draft", views.DraftView.as_view(), name="outreach-draft"),
    path("outreach/requests", views.IntroRequestListView.as_view(), name="outreach-requests"),
    path(R, views.IntroRequestDetailView.as_view(), name="outreach-request"),
    path(f"{R}/accept", views.IntroRequestAcceptView.as_view(), name="outreach-request-accept"),
    path(f"{R}/decline", views.IntroRequestDeclineView.as_view(), name="outreach-request-decline"),
    path(f"{R}/withdraw", views.IntroRequestWithdrawView.as_view(), name="outreach-request-withdraw"),
    path(f"{R}/read", views.IntroRequestReadView.as_view(), name="outreach-request-read"),
    path(f"{R}/report", views.IntroRequestReportView.as_view(), name="outreach-request-report"),
    path("outreach/conversations", views.ConversationListView.as_view(), name="outreach-conversations"),
    path(C, views.ConversationDetailView.as_view(), name="outreach-conversation"),
    path(f"{C}/messages", views.ConversationMessagesView.as_view(), name="outreach-conversation-messages"),
    path(f"{C}/read", views.ConversationReadView.as_view(), name="outreach-conversation-read"),
    path(f"{C}/close", views.ConversationCloseView.as_view(), name="outreach-conversation-close"),
    path(f"{C}/reopen", views.ConversationReopenView.as_view(), name="outreach-conversation-reopen"),
    path(f"{C}/report", views.ConversationReportView.as_view(), name="outreach-conversation-report"),
    path("admin/outreach/reports", admin_views.AdminReportListView.as_view(), name="admin-outreach-reports"),
    path(
        "admin/outreach/reports/<int:report_id>/dismiss",
        admin_views.AdminReportDismissView.as_view(),
        name="admin-outreach-report-dismiss",
    ),
    path(
        "admin/outreach/conversations/<int:conversation_id>/close",
        admin_views.AdminConversationCloseView.as_view(),
        name="admin-outreach-conversation-close",
    ),
    path(
        "admin/outreach/conversations/<int:conversation_id>/reopen",
        admin_views.AdminConversationReopenView.as_view(),
        name="admin-outreach-conversation-reopen",
    ),
    path(
        "admin/outreach/companies/<int:company_id>/suspend",
        admin_views.AdminCompanySuspendView.as_view(),
        name="admin-outreach-company-suspend",
    ),
    path(
        "admin/outreach/companies/<int:company_id>/unsuspend",
        admin_views.AdminCompanyUnsuspendView.as_view(),
        name="admin-outreach-company-unsuspend",
    ),
]
