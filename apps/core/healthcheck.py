"""The containers' health check (docker/compose.yml): `python -m apps.core.healthcheck` asks the
server in this container for /healthz as nginx would, and exits 0 when it answers 200, 1
otherwise (with the reason on stderr).

As nginx would: to 127.0.0.1:$HEALTHCHECK_PORT (8000), with the site's own host name (the first
of ALLOWED_HOSTS: Django refuses other hosts with a 400) and `X-Forwarded-Proto: https` (nginx
terminated TLS; without it production redirects plain http to https). A plain request to
http://127.0.0.1:8000/healthz never reaches the health check in production: 400 or 301.
Imports nothing of Django: it runs in a fresh interpreter every interval."""

import os
import sys
import urllib.error
import urllib.request


def site_host() -> str:
    hosts = [host.strip() for host in os.environ.get("ALLOWED_HOSTS", "").split(",")]
    named = [host for host in hosts if host and host != "*"]
    # ".example.com" allows example.com and its subdomains: example.com is one of them.
    return named[0].lstrip(".") if named else "localhost"


def main() -> int:
    port = os.environ.get("HEALTHCHECK_PORT", "8000")
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/healthz", headers={"Host": site_host(), "X-Forwarded-Proto": "https"}
    )
    try:
        timeout = float(os.environ.get("HEALTHCHECK_TIMEOUT", "10"))
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (an http:// URL made here)
            status = response.status
    except urllib.error.HTTPError as exc:
        print(f"unhealthy: /healthz answered {exc.code}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"unhealthy: {exc}", file=sys.stderr)
        return 1
    if status != 200:
        print(f"unhealthy: /healthz answered {status}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
