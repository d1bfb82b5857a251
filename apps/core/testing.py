"""Test support shared by every app's API tests: the error body of the API contract and
the errors that recur across apps."""


def error(status, title, *, errors=None, code=None, **extra):
    """The error body of the API contract (docs/api.md)."""
    body = {"status": status, "title": title, "errors": errors or {}}
    if code:
        body["code"] = code
    body.update(extra)
    return body


def user_url(user_or_id) -> str:
    return f"/api/users/{getattr(user_or_id, 'pk', user_or_id)}"


NOT_AUTHENTICATED = error(401, "Your session has expired. Please sign in again.", code="notAuthenticated")
NOT_VERIFIED = error(403, "Please verify your e-mail address with the one-time code first.", code="notVerified")
NOT_ADMIN = error(403, "This area is for administrators only.", code="notAdmin")
