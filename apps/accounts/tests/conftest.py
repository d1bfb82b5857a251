"""Fixtures of the accounts API tests (the project-wide ones live in /conftest.py)."""

import pytest

from apps.accounts import services
from conftest import one_time_code_from


@pytest.fixture
def send_code(django_capture_on_commit_callbacks, mailoutbox):
    """send_code(user) -> issues a one-time code through the service and returns the e-mailed digits."""

    def _send(user) -> str:
        with django_capture_on_commit_callbacks(execute=True):
            services.one_time_code_issue(user=user)
        message = mailoutbox[-1]
        assert message.to == [user.email]
        return one_time_code_from(message.body)

    return _send


@pytest.fixture
def post_committed(django_capture_on_commit_callbacks):
    """post_committed(client, url, data, **extra) -> response, with on_commit callbacks (mail) run."""

    def _post(client, url, data=None, **extra):
        with django_capture_on_commit_callbacks(execute=True):
            return client.post(url, data, format="json", **extra)

    return _post
