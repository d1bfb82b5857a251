"""Fixtures of the change-workflow API tests (the project-wide ones live in /conftest.py)."""

from apps.companies.tests.fixtures import acme, globex, outsider  # noqa: F401
