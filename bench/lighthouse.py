"""Lighthouse scores of the built SPA served with the production settings (issue 14, item 5):
the sign-in page (a visitor) and the home dashboard (a signed-in member), performance >= 90
and accessibility >= 95, in Debian's chromium. Prints a table and PASS/FAIL.

    make build && .venv/bin/python bench/lighthouse.py

It prepares var/bench/lighthouse.sqlite3 (migrations and the demo seed), collects the static
files with the production settings, serves them with daphne on a free loopback port (Redis
from REDIS_URL, default redis://127.0.0.1:6379/6) and runs bench/lighthouse.mjs (the npm
packages lighthouse, chrome-launcher and puppeteer-core: devDependencies). About a minute.
"""

from __future__ import annotations

import json
import os
import secrets
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.processes import free_port  # noqa: E402

TARGETS = {"performance": 90, "accessibility": 95}


def production_env(port: int) -> dict:
    db = ROOT / "var" / "bench" / "lighthouse.sqlite3"
    db.parent.mkdir(parents=True, exist_ok=True)
    return {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "DATABASE_URL": os.environ.get("LIGHTHOUSE_DATABASE_URL", f"sqlite:///{db}"),
        "REDIS_URL": os.environ.get("REDIS_URL", "redis://127.0.0.1:6379/6"),
        "SECRET_KEY": secrets.token_urlsafe(50),
        "SPA_API_KEY": "lighthouse-spa-key",
        "SITE_URL": f"http://127.0.0.1:{port}",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "EMAIL_URL": "smtp://127.0.0.1:1025",
        "PAYMENTS_PROVIDER": "local",
        "ALLOW_LOCAL_CHECKOUT": "true",
        # Plain http on loopback: no redirect to https, cookies not marked Secure-only.
        "SECURE_SSL_REDIRECT": "false",
        "SECURE_HSTS_SECONDS": "0",
        "CSRF_COOKIE_SECURE": "false",
        "SESSION_COOKIE_SECURE": "false",
    }


def manage(env: dict, *args: str) -> str:
    result = subprocess.run(  # noqa: S603 - the project's own manage.py
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        raise SystemExit(f"manage.py {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result.stdout


def member_token(env: dict) -> str:
    code = (
        "import django; django.setup()\n"
        "from apps.accounts.models import User\n"
        "from apps.accounts.services import auth_token_issue\n"
        "print(auth_token_issue(user=User.objects.get(email='member@demo-partnermatch.com')))\n"
    )
    result = subprocess.run(  # noqa: S603 - the bench's own code
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    return result.stdout.strip().splitlines()[-1]


def main() -> int:
    if not (ROOT / "frontend" / "dist" / "index.html").exists():
        raise SystemExit("Build the SPA first: make build")
    port = free_port()
    env = production_env(port)
    started = time.monotonic()
    manage(env, "migrate", "--noinput", "-v0")
    manage(env, "seed_demo")
    manage(env, "collectstatic", "--noinput", "-v0")
    token = member_token(env)
    server = subprocess.Popen(  # noqa: S603 - the venv's daphne
        [str(Path(sys.executable).parent / "daphne"), "-b", "127.0.0.1", "-p", str(port), "config.asgi:application"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=5).read()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise SystemExit("the server did not start") from None
                time.sleep(0.2)
        run = subprocess.run(  # noqa: S603 - node from PATH, as npm runs it
            ["node", "bench/lighthouse.mjs", f"http://127.0.0.1:{port}", json.dumps({"token": token})],  # noqa: S607
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=False,
            timeout=600,
        )
    finally:
        server.terminate()
        server.wait(timeout=30)
    if run.returncode != 0:
        print(run.stdout, run.stderr)
        return 1
    rows = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    print(
        f"Lighthouse {len(rows)} audits in {time.monotonic() - started:.0f} s (production settings, daphne, loopback)\n"
    )
    print(f"{'page':<22}{'preset':<9}{'perf':>6}{'a11y':>6}{'best':>6}{'LCP ms':>9}{'TBT ms':>8}{'CLS':>7}  landed on")
    ok = True
    for row in rows:
        print(
            f"{row['page']:<22}{row['preset']:<9}{row['performance']:>6}{row['accessibility']:>6}"
            f"{row['bestPractices']:>6}{row['lcpMs']:>9}{row['tbtMs']:>8}{row['cls']:>7.3f}  {row['finalUrl']}"
        )
        if row.get("runWarning"):
            print(f"{'':<22}NOT SCORED (run it again): {row['runWarning'][:300]}")
        if row["failedA11y"]:
            print(f"{'':<22}accessibility audits failed: {', '.join(row['failedA11y'])}")
            for node in row.get("failedA11yNodes", []):
                why = " ".join((node.get("why") or "").split())[:200]
                print(f"{'':<24}{node['audit']}: {node.get('snippet')} {why}")
        if row["preset"] == "desktop":
            ok &= row["performance"] >= TARGETS["performance"] and row["accessibility"] >= TARGETS["accessibility"]
    print(
        f"\nTargets (desktop): performance >= {TARGETS['performance']}, accessibility >= {TARGETS['accessibility']}: "
        + ("PASS" if ok else "FAIL")
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
