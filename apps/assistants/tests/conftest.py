"""Fixtures of the assistants' tests (the project-wide ones are in /conftest.py)."""

import pytest

from apps.assistants.understanding import vocabulary_reset
from apps.discovery.index import index_reset


@pytest.fixture(autouse=True)
def _fresh_index():
    """Each test starts without this process's search index and vocabulary: the database is
    rolled back between tests, so a copy built in one test must not be taken for current in
    the next (the assistants search through apps/discovery)."""
    index_reset()
    vocabulary_reset()
    yield
    index_reset()
    vocabulary_reset()
