"""`make run`'s banner (`manage.py run_banner`): where the product is served, the demo
sign-ins with what each shows, where mail goes and where e-mailed links point."""

from django.core.management import call_command

from apps.demo.accounts import DEMO_ACCOUNTS, DEMO_PASSWORD


def test_the_banner_prints_where_e_mailed_links_point(settings, capsys):
    settings.SITE_URL = "http://127.0.0.1:8765"

    call_command("run_banner", host="127.0.0.1", port="8765")

    output = capsys.readouterr().out
    assert "starting on http://127.0.0.1:8765" in output
    assert "E-mailed links: http://127.0.0.1:8765/..." in output


def test_the_banner_lists_every_demo_sign_in_with_what_it_shows(capsys):
    call_command("run_banner", host="localhost", port="9000")

    output = capsys.readouterr().out
    assert f"password for all: {DEMO_PASSWORD}" in output
    for account in DEMO_ACCOUNTS:
        (line,) = [line for line in output.splitlines() if account["email"] in line]
        assert account["note"] in line
    assert "Growth Mode plan (100 search credits), company admin" in output
    assert "API docs:       http://localhost:9000/api/docs/" in output
