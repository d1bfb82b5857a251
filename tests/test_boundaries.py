"""The backend's boundaries (docs/architecture.md "Layers"): the import contracts are
checked by `lint-imports` (.importlinter) in make lint and make test; these tests check the
hooks through which a lower app asks the apps above it (apps/core/hooks.py)."""

import importlib
import importlib.util
import re
from pathlib import Path

import pytest
from django.apps import apps as django_apps
from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from apps.core import hooks as core_hooks
from apps.core.hooks import Hook, all_hooks


def _declared_hooks() -> list[Hook]:
    """Every hook of every app: importing each `apps/<app>/hooks.py` declares them."""
    for config in django_apps.get_app_configs():
        if config.name.startswith("apps.") and importlib.util.find_spec(f"{config.name}.hooks"):
            importlib.import_module(f"{config.name}.hooks")
    return all_hooks()


def test_the_apps_declare_hooks():
    names = {hook.name for hook in _declared_hooks()}
    assert {"accounts.user_company", "companies.company_pending_change_id"} <= names


@pytest.mark.parametrize("hook", _declared_hooks(), ids=lambda hook: hook.name)
def test_every_hook_is_answered_by_an_app_above(hook):
    assert hook.answered, f"No app answers {hook.name}: answer it in the ready() of the app above."


@pytest.fixture
def _scratch_hooks(monkeypatch):
    """Hooks made by a test stay out of the project's list."""
    monkeypatch.setattr(core_hooks, "_ALL", [])


@pytest.mark.usefixtures("_scratch_hooks")
def test_a_hook_nobody_answers_fails_loudly():
    hook = Hook("tests.unanswered", "Nobody answers this.")
    with pytest.raises(ImproperlyConfigured, match="Nothing answers the hook"):
        hook(user=None)


@pytest.mark.usefixtures("_scratch_hooks")
def test_a_hook_has_one_answer():
    hook = Hook("tests.answered_twice", "Answered twice.")
    hook.answer_with(lambda **kwargs: 1)
    with pytest.raises(ImproperlyConfigured, match="answered twice"):
        hook.answer_with(lambda **kwargs: 2)
    assert hook() == 1


def test_views_query_nothing():
    """Views parse, call a selector or service, and render (docs/architecture.md "Layers"):
    no ORM query is written in an API view module (`.objects.none()`, which runs no query,
    is how a list view answers the schema generator)."""
    root = Path(settings.BASE_DIR) / "apps"
    queries = [
        f"{path.relative_to(root)}:{number}"
        for path in sorted(root.glob("*/api/*views*.py"))
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if re.search(r"\.objects\.(?!none\(\))", line)
    ]

    assert not queries, f"ORM queries in views (move them to the app's selectors): {queries}"
