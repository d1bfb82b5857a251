"""The admin area's company calls (issue 10): the Active and Pending Companies tables and
the change review. Approve and reject are in views.py. Admins only (403 `notAdmin`)."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts.errors import NOT_ADMIN, SIGNED_IN
from apps.accounts.permissions import IsAdmin
from apps.changes import errors, selectors
from apps.changes.api import admin_serializers as s
from apps.changes.api.serializers import ChangeError
from apps.changes.filters import AdminChangeFilter
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, SortOrder, TotalCountPagination

ADMIN = (*SIGNED_IN, NOT_ADMIN)


class AdminCompanyPages(TotalCountPagination):
    # Spec section 9: company lists show 50 rows by default, 10 to 50 on request.
    default_page_size, min_page_size, max_page_size = 50, 10, 50


def _list_schema(row):
    return extend_schema_view(
        get=extend_schema(responses={200: row(many=True), **error_responses(ChangeError, INVALID_INPUT, *ADMIN)})
    )


@_list_schema(s.AdminActiveCompanyOutput)
class AdminActiveCompanyListView(PagedListView):
    """Approved companies. `Search`: words of the company name. SortCriteria 0: company name
    (the only one; SortOrder 0 ascending, 1 descending)."""

    permission_classes = [IsAdmin]
    pagination_class = AdminCompanyPages
    search_fields = ("name",)
    sort_criteria = {0: ("name_key",)}
    default_sort = (0, SortOrder.ASCENDING)
    serializer_class = s.AdminActiveCompanyOutput

    def get_queryset(self):
        return selectors.admin_active_company_list()


@_list_schema(s.AdminPendingChangeOutput)
class AdminPendingChangeListView(PagedListView):
    """Company changes, Pending unless `Statuses` asks for others. `Search`: words of the
    proposed company name. SortCriteria 0: company name (default), 1: when proposed."""

    permission_classes = [IsAdmin]
    pagination_class = AdminCompanyPages
    search_fields = ("company_name",)
    sort_criteria = {0: ("name_key",), 1: ("created_at",)}
    default_sort = (0, SortOrder.ASCENDING)
    filterset_class = AdminChangeFilter
    serializer_class = s.AdminPendingChangeOutput  # a page is written by AdminPendingChangeList

    def get_queryset(self):
        return selectors.admin_change_rows()


class AdminChangeDetailView(APIView):
    permission_classes = [IsAdmin]

    @extend_schema(
        responses={
            200: s.ChangeReviewDetailOutput,
            **error_responses(ChangeError, errors.CHANGE_NOT_FOUND, *ADMIN),
        }
    )
    def get(self, request, change_id: int):
        change = selectors.change_get(change_id=change_id)
        if change is None:
            raise errors.CHANGE_NOT_FOUND.error()
        return Response(s.ChangeReviewDetailOutput(selectors.change_review(change=change, reviewer=request.user)).data)
