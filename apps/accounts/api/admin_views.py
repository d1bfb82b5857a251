"""The admin area's users calls (issue 10): the users table and the actions on a user.
Admins only (403 `notAdmin`); each action is a service that leaves an audit entry."""

from drf_spectacular.utils import extend_schema, extend_schema_view
from rest_framework.response import Response
from rest_framework.views import APIView

from apps.accounts import errors, selectors, services
from apps.accounts.api.admin_serializers import AdminUserOutput
from apps.accounts.api.serializers import AccountError
from apps.accounts.filters import AdminUserFilter
from apps.accounts.permissions import IsAdmin
from apps.core.api.schema import error_responses
from apps.core.errors import INVALID_INPUT
from apps.core.lists import PagedListView, SortOrder, TotalCountPagination

ADMIN = (*errors.SIGNED_IN, errors.NOT_ADMIN)


class AdminUserPages(TotalCountPagination):
    # Spec section 9: the admin users list shows 20 rows by default, 10 to 50 on request.
    default_page_size, min_page_size, max_page_size = 20, 10, 50


# SortCriteria codes of the users table (docs/api.md); 0, ascending, is the default (spec section 9).
USER_SORT_CRITERIA = {
    0: ("first_name_key", "last_name_key"),  # name, case-insensitive
    1: ("email",),
    2: ("created_at",),
    3: ("status",),
}


@extend_schema_view(
    get=extend_schema(
        responses={200: AdminUserOutput(many=True), **error_responses(AccountError, INVALID_INPUT, *ADMIN)}
    )
)
class AdminUserListView(PagedListView):
    """The users table: `Search` looks in first name, last name, e-mail and company name.
    SortCriteria: 0 name (first, then last), 1 e-mail, 2 created, 3 status."""

    permission_classes = [IsAdmin]
    pagination_class = AdminUserPages
    search_fields = ("first_name", "last_name", "email", "company_membership__company__name")
    sort_criteria = USER_SORT_CRITERIA
    default_sort = (0, SortOrder.ASCENDING)
    filterset_class = AdminUserFilter
    serializer_class = AdminUserOutput  # a page is written by AdminUserList

    def get_queryset(self):
        return selectors.admin_user_rows()


def user_row(user_id) -> Response:
    """The answer of every action on a user: their row of the table, as it is now."""
    return Response(AdminUserOutput(selectors.admin_user_get(user_id=user_id)).data)


def _action_schema(*codes, description: str):
    return extend_schema(
        request=None,
        description=description,
        responses={200: AdminUserOutput, **error_responses(AccountError, errors.USER_NOT_FOUND, *codes, *ADMIN)},
    )


class AdminUserDeactivateView(APIView):
    permission_classes = [IsAdmin]

    @_action_schema(
        errors.OWN_ACCOUNT,
        errors.LAST_ADMIN,
        description="Blocks the account: its sessions end at once and it cannot sign in. "
        "Deactivating a deactivated user changes nothing.",
    )
    def post(self, request, user_id: int):
        services.user_deactivate(actor=request.user, user_id=user_id)
        return user_row(user_id)


class AdminUserReactivateView(APIView):
    permission_classes = [IsAdmin]

    @_action_schema(description="Lifts the block; the member signs in again (earlier sessions stay ended).")
    def post(self, request, user_id: int):
        services.user_reactivate(actor=request.user, user_id=user_id)
        return user_row(user_id)


class AdminUserGrantAdminView(APIView):
    permission_classes = [IsAdmin]

    @_action_schema(description="Gives the Admin role (it replaces the User role).")
    def post(self, request, user_id: int):
        services.user_admin_role_set(actor=request.user, user_id=user_id, admin=True)
        return user_row(user_id)


class AdminUserRevokeAdminView(APIView):
    permission_classes = [IsAdmin]

    @_action_schema(errors.LAST_ADMIN, description="Takes the Admin role back (the User role replaces it).")
    def post(self, request, user_id: int):
        services.user_admin_role_set(actor=request.user, user_id=user_id, admin=False)
        return user_row(user_id)
