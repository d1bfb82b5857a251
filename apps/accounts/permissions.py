from rest_framework.exceptions import PermissionDenied
from rest_framework.permissions import BasePermission

from apps.accounts.errors import NOT_ADMIN, NOT_VERIFIED


class IsActiveUser(BasePermission):
    """Signed in and verified (status Active). The default for every API view."""

    def has_permission(self, request, view):
        user = request.user
        if not (user and user.is_authenticated):
            return False
        if not user.is_verified:
            raise PermissionDenied(NOT_VERIFIED.title, code=NOT_VERIFIED.code)
        return True


class IsSignedIn(BasePermission):
    """Signed in, verified or not: for the few calls a Pending user may make."""

    def has_permission(self, request, view):
        return bool(request.user and request.user.is_authenticated)


class IsAdmin(IsActiveUser):
    def has_permission(self, request, view):
        if not super().has_permission(request, view):
            return False
        if not request.user.is_admin:
            raise PermissionDenied(NOT_ADMIN.title, code=NOT_ADMIN.code)
        return True
