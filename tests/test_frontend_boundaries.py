"""The SPA's import boundaries (frontend/lint/eslint.config.js, `npm run lint:boundaries` in
`make test`): each zone refuses what it should and lets through what it should. The code is
passed on stdin under a made-up file name, so nothing is written into frontend/src."""

import subprocess
from pathlib import Path

import pytest

FRONTEND = Path(__file__).resolve().parent.parent / "frontend"
ESLINT = FRONTEND / "lint" / "node_modules" / ".bin" / "eslint"


def lint(filename: str, code: str) -> subprocess.CompletedProcess:
    if not ESLINT.exists():
        pytest.fail("frontend/lint is not installed: make install-dev (or make test) installs it")
    return subprocess.run(
        [str(ESLINT), "-c", "lint/eslint.config.js", "--stdin", "--stdin-filename", filename],
        input=code,
        cwd=FRONTEND,
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.mark.parametrize(
    ("filename", "code", "message"),
    [
        (
            "src/features/home/Probe.tsx",
            "import { discoveryApi } from '@/features/discovery/api';\nexport const x = discoveryApi;\n",
            "Features never import each other",
        ),
        (
            "src/features/home/Probe.tsx",
            "import { discoveryApi } from '../discovery/api';\nexport const x = discoveryApi;\n",
            "Features never import each other",
        ),
        (
            "src/components/Probe.tsx",
            "import { DiscoveryPage } from '@/features/discovery/pages';\nexport const x = DiscoveryPage;\n",
            "Shared code (components, lib) must not import a feature",
        ),
        (
            "src/lib/probe.ts",
            "import { AppLayout } from '@/app/layout/AppLayout';\nexport const x = AppLayout;\n",
            "Shared code (components, lib) must not import the app shell",
        ),
        (
            "src/features/home/Probe.tsx",
            "import { RequireAuth } from '@/app/guards';\nexport const x = RequireAuth;\n",
            "Features must not import the app shell",
        ),
    ],
)
def test_a_crossing_is_refused(filename, code, message):
    result = lint(filename, code)
    assert result.returncode == 1, result.stdout + result.stderr
    assert message in result.stdout


@pytest.mark.parametrize(
    ("filename", "code"),
    [
        # Inside one feature, shared code, and the store's typed hooks are fine.
        ("src/features/discovery/Probe.tsx", "import { discoveryApi } from './api';\nexport const x = discoveryApi;\n"),
        (
            "src/features/home/Probe.tsx",
            "import { CompanyLogo } from '@/components/company/CompanyLogo';\n"
            "import { useAppDispatch } from '@/app/store';\nexport const x = [CompanyLogo, useAppDispatch];\n",
        ),
        # The app composes features.
        (
            "src/app/Probe.tsx",
            "import { DiscoveryPage } from '@/features/discovery/pages';\nexport const x = DiscoveryPage;\n",
        ),
    ],
)
def test_what_respects_the_boundaries_passes(filename, code):
    result = lint(filename, code)
    assert result.returncode == 0, result.stdout + result.stderr
