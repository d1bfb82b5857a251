"""The local OpenID provider (tests/oidc/provider.mjs, the npm package oidc-provider) as a test
peer: started once per test session, standing in for Google and the passwordless provider, in
two modes on two free loopback ports (two issuers): "google-like" (the e-mail and name claims in
the ID token too, as Google sends them) and "conforming" (oidc-provider's default, OpenID
Connect Core 5.4: the ID token carries `sub` only and the claims come from the userinfo
endpoint); and a scripted browser that signs in on its login page."""

from __future__ import annotations

import json
import re
import subprocess
import threading
from dataclasses import dataclass
from html import unescape
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import requests

from tests.processes import ROOT, free_port

START_LIMIT = 120  # seconds: only a broken peer takes this long

CLIENTS = {
    "google": {"client_id": "google-test-client", "client_secret": "google-test-secret"},
    "wwpass": {"client_id": "passwordless-test-client", "client_secret": "passwordless-test-secret"},
}


GOOGLE_LIKE = "google-like"
CONFORMING = "conforming"
MODES = (GOOGLE_LIKE, CONFORMING)


@dataclass
class OidcPeer:
    issuers: dict[str, str]  # mode -> issuer
    process: subprocess.Popen
    log: list[str]

    @property
    def issuer(self) -> str:
        return self.issuers[GOOGLE_LIKE]

    def settings_for(self, callback_paths: dict[str, str], mode: str = GOOGLE_LIKE) -> dict:
        """SIGN_IN_PROVIDERS with both providers on this peer, in `mode`."""
        return {
            key: {**CLIENTS[key], "issuer": self.issuers[mode], "callback_path": callback_paths[key]}
            for key in ("google", "wwpass")
        }

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()


def peer_start(tmp_dir: Path) -> OidcPeer:
    clients = tmp_dir / "oidc-clients.json"
    clients.write_text(json.dumps(list(CLIENTS.values())))
    ports = {mode: free_port() for mode in MODES}
    process = subprocess.Popen(
        ["node", "tests/oidc/provider.mjs", str(clients), *(f"{mode}={port}" for mode, port in ports.items())],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    log: list[str] = []
    issuers: dict[str, str] = {}
    ready = threading.Event()

    def read():
        for line in process.stdout:
            log.append(line)
            if line.startswith("listening "):
                _, mode, issuer = line.split()
                issuers[mode] = issuer
                if len(issuers) == len(MODES):
                    ready.set()

    threading.Thread(target=read, daemon=True).start()
    if not ready.wait(START_LIMIT):
        process.kill()
        raise RuntimeError("the OpenID provider did not start:\n" + "".join(log))
    return OidcPeer(issuers=issuers, process=process, log=log)


def sign_in_at_provider(authorization_url: str, login: str) -> dict:
    """What a browser does on the provider's pages: open the authorization URL, type the login
    on the login page, and follow the redirects until the provider sends it back to this site.
    Returns the query the provider sent back (code, state, or error)."""
    session = requests.Session()
    issuer_host = urlsplit(authorization_url).netloc
    url, method, data = authorization_url, "GET", None
    for _ in range(20):
        response = session.request(method, url, data=data, allow_redirects=False, timeout=30)
        if response.is_redirect:
            url = urljoin(url, response.headers["Location"])
            method, data = "GET", None
            if urlsplit(url).netloc != issuer_host:  # back to this site
                return {k: v[0] for k, v in parse_qs(urlsplit(url).query).items()}
            continue
        form = re.search(r'<form[^>]*action="([^"]+)"', response.text)
        if response.status_code != 200 or form is None:
            raise AssertionError(f"unexpected provider page ({response.status_code}): {response.text[:500]}")
        url = urljoin(url, unescape(form.group(1)))
        method = "POST"
        fields = dict(re.findall(r'<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"', response.text))
        data = {**fields, "login": login, "password": "any"}
    raise AssertionError("the provider never sent the browser back")
