"""Fixtures of the companies API tests (the project-wide ones live in /conftest.py)."""

from apps.companies.tests.fixtures import acme, globex, outsider  # noqa: F401
