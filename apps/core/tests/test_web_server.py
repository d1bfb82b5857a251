"""What config/wsgi.py and config/asgi.py do once the application is built
(apps/core/web_server.application_loaded): every view imported, then what start-up made
frozen out of the garbage collector's reach. Each case imports the entry point in a fresh
interpreter, as a web process does."""

import json
import os
import subprocess
import sys

import pytest

from config.env import BASE_DIR

LOADED = """
import gc, json, sys
import {module}
print(json.dumps({{
    "frozen": gc.get_freeze_count(),
    "views": "apps.companies.api.views" in sys.modules and "apps.discovery.api.views" in sys.modules,
}}))
"""


@pytest.mark.parametrize("module", ["config.wsgi", "config.asgi"])
def test_a_web_process_imports_every_view_and_freezes_what_start_up_made(module):
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.settings.test"}
    result = subprocess.run(
        [sys.executable, "-c", LOADED.format(module=module)],
        cwd=BASE_DIR,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    loaded = json.loads(result.stdout.strip().splitlines()[-1])
    assert loaded["views"] is True
    assert loaded["frozen"] > 100_000  # the project's modules, classes and functions
