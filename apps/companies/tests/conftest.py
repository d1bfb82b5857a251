"""Fixtures of the companies API tests (the project-wide ones, and those of
apps/companies/tests/fixtures.py, are registered in /conftest.py)."""
