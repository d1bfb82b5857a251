"""The newcomer's pages name only what exists (issue 7, item 8: the architecture page named
a `User.tokens_valid_after` the code does not have; the README listed a missing `bench/`)."""

import re
import subprocess

import pytest
from django.apps import apps

from config.env import BASE_DIR

DOCS = [BASE_DIR / "README.md", *sorted((BASE_DIR / "docs").glob("*.md"))]


def model_attribute_mentions():
    """Every `Model.attribute` in backquotes in the docs, for a Model of this project."""
    models = {model.__name__: model for model in apps.get_models() if model.__module__.startswith("apps.")}
    for path in DOCS:
        for name, attribute in re.findall(r"`([A-Z][A-Za-z]+)\.([a-z_]+)`", path.read_text()):
            if name in models:
                yield path.name, models[name], attribute


def test_the_docs_name_model_attributes_at_all():
    # Guards the test below against a pattern that matches nothing.
    assert any(model.__name__ == "User" for _, model, _ in model_attribute_mentions())


@pytest.mark.parametrize(("page", "model", "attribute"), list(model_attribute_mentions()))
def test_each_model_attribute_named_in_the_docs_exists(page, model, attribute):
    assert hasattr(model, attribute), f"{page} names {model.__name__}.{attribute}, which the code does not have"


def readme_layout_folders():
    readme = (BASE_DIR / "README.md").read_text()
    layout = readme.split("## Layout", 1)[1].split("```", 2)[1]
    return re.findall(r"^([a-z_]+)/", layout, flags=re.MULTILINE)


def test_the_readme_layout_lists_folders():
    assert {"config", "apps", "frontend", "docs"} <= set(readme_layout_folders())


@pytest.mark.parametrize("folder", readme_layout_folders())
def test_each_folder_of_the_readme_layout_exists_and_holds_files(folder):
    path = BASE_DIR / folder
    assert path.is_dir(), f"README lists {folder}/, which does not exist"
    files = [child for child in path.iterdir() if child.name != "__pycache__"]
    assert files, f"{folder}/ is empty: git keeps no empty folder"


def cited_pages():
    """Every `docs/<page>.md` the repository's tracked files name: code comments, the Makefile,
    package descriptions, the docs themselves (issue 22, item 17: docs/frontend.md was cited
    in three places and did not exist)."""
    listed = subprocess.run(["git", "ls-files", "-z"], cwd=BASE_DIR, capture_output=True, check=False)
    if listed.returncode != 0:
        pytest.skip("not a git checkout")
    cited = {}
    for name in listed.stdout.decode().split("\0"):
        path = BASE_DIR / name
        if not name or name.endswith("package-lock.json") or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        for page in re.findall(r"\bdocs/([A-Za-z0-9_-]+\.md)\b", text):
            cited.setdefault(page, name)
    return cited


def test_every_docs_page_the_repository_cites_exists():
    cited = cited_pages()
    assert "architecture.md" in cited  # the pattern finds citations at all
    missing = {page: where for page, where in cited.items() if not (BASE_DIR / "docs" / page).is_file()}
    assert missing == {}, f"cited but missing (page: a file citing it): {missing}"
