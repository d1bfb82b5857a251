"""Placeholders (docs/sequences.md "Placeholders"): filled from both companies' profiles and the
sender; `{{` and `}}` write braces; an unknown name is refused on saving and in the preview,
named; the preview shows the text with real values and says which placeholders are empty."""

from datetime import datetime

import pytest

from apps.accounts.time_zones import zone_of
from apps.companies.tests.factories import CompanyFactory
from apps.sequences import placeholders
from apps.sequences.tests.conftest import TOKYO, industry, send_request

pytestmark = pytest.mark.django_db

KNOWN = ", ".join(f"{{{name}}}" for name in placeholders.PLACEHOLDERS)


def unknown(*names):
    listed = ", ".join(f"{{{name}}}" for name in names)
    noun = "placeholder" if len(names) == 1 else "placeholders"
    return f"Unknown {noun} {listed}. Use {KNOWN}, or {{{{ and }}}} for a brace."


def test_names_and_braces():
    text = "Hi {their_company}, {{not a placeholder}} and {my_name} — {their_company} again; {a}}"
    assert placeholders.names_in(text) == ["their_company", "my_name", "a"]
    assert placeholders.unknown_in(text) == ["a"]
    assert placeholders.render("{{x}} {their_company}", {"their_company": "Beta"}) == "{x} Beta"
    # A brace without its pair is text; anything between braces is a placeholder (write {{ and }}).
    assert placeholders.unknown_in("A lone } or { is text.") == []
    assert placeholders.render("A lone } or { is text.", {}) == "A lone } or { is text."
    assert placeholders.unknown_in("Use {curly} braces") == ["curly"]


def test_the_preview_fills_every_placeholder_from_both_profiles(client_for, owner, beta):
    body = " | ".join(f"{name}={{{name}}}" for name in placeholders.PLACEHOLDERS)

    response = client_for(owner).post("/api/sequences/preview", {"body": body, "companyId": beta.pk}, format="json")

    assert response.status_code == 200, response.json()
    values = {item["name"]: item["value"] for item in response.json()["placeholders"]}
    today = datetime.now(tz=zone_of(owner)).date()
    assert values == {
        "their_company": "Beta Channel",
        "my_company": "Acme Industries",
        "their_industries": "Fintech & Payments and Healthcare & HealthTech",
        "my_industries": "Cybersecurity and Fintech & Payments",
        "shared_industries": "Fintech & Payments",
        "their_regions": "Western Europe",
        "my_regions": "Northern America and Western Europe",
        "shared_regions": "Western Europe",
        "their_segments": "Enterprise and Mid-market",
        "shared_segments": "Mid-market",
        "their_website": "https://www.beta-channel.com",
        "my_name": "Olive Owner",
        "my_first_name": "Olive",
        "request_date": f"{today:%B} {today.day}",
    }
    assert response.json()["text"].startswith("their_company=Beta Channel | my_company=Acme Industries | ")
    assert response.json()["emptyPlaceholders"] == []


def test_agnostic_global_and_nothing_shared_read_as_words(client_for, owner):
    everywhere = CompanyFactory(name="Everywhere Inc", is_industry_agnostic=True, is_geo_global=True)
    elsewhere = CompanyFactory(
        name="Elsewhere Ltd", target_industries=[industry("Automotive")], geo_regions=[34], market_segments=[]
    )
    body = "{their_industries} / {shared_industries} / {their_regions} / {shared_regions} / {shared_segments}"
    client = client_for(owner)

    agnostic = client.post("/api/sequences/preview", {"body": body, "companyId": everywhere.pk}, format="json").json()
    nothing = client.post("/api/sequences/preview", {"body": body, "companyId": elsewhere.pk}, format="json").json()

    # Whoever targets every industry or region shares the other's.
    assert agnostic["text"] == (
        "every industry / Cybersecurity and Fintech & Payments / all regions / "
        "Northern America and Western Europe / Mid-market"
    )
    assert agnostic["emptyPlaceholders"] == []
    assert nothing["text"] == "Automotive /  / Southern Asia /  / "
    assert nothing["emptyPlaceholders"] == ["shared_industries", "shared_regions", "shared_segments"]


def test_the_preview_for_a_request_uses_its_receiver_and_its_day_in_the_senders_zone(client_for, owner, to_beta):
    owner.time_zone = "Asia/Tokyo"
    owner.save(update_fields=["time_zone"])
    # Sent on Monday 10:00 in New York: Tuesday 00:00 in Tokyo.
    body = "Following up with {their_company} on my note of {request_date}."

    response = client_for(owner).post(
        "/api/sequences/preview", {"body": body, "introRequestId": to_beta.pk}, format="json"
    )

    assert response.json()["text"] == "Following up with Beta Channel on my note of March 3."
    assert to_beta.created_at.astimezone(TOKYO).day == 3


def test_a_saved_step_is_previewed_by_its_position(client_for, owner, sequence, to_beta):
    response = client_for(owner).post(
        f"/api/sequences/{sequence.pk}/preview", {"position": 2, "introRequestId": to_beta.pk}, format="json"
    )
    assert response.status_code == 200
    assert response.json() == {
        "text": "Last note from Olive Owner at Acme Industries: we both target Fintech & Payments.",
        "placeholders": [
            {"name": "my_name", "value": "Olive Owner"},
            {"name": "my_company", "value": "Acme Industries"},
            {"name": "shared_industries", "value": "Fintech & Payments"},
        ],
        "emptyPlaceholders": [],
    }


def test_unknown_placeholders_are_refused_on_saving_each_named(client_for, owner):
    steps = [
        {"delayDays": 2, "body": "Hi {their_company}"},
        {"delayDays": 3, "body": "Hi {their_ceo}, {their_company} and {First Name} and {their_ceo}"},
    ]

    response = client_for(owner).post("/api/sequences", {"name": "Q2", "steps": steps}, format="json")

    assert response.status_code == 400
    assert response.json() == {
        "status": 400,
        "title": "Please correct the errors and try again.",
        "errors": {"steps.1.body": [unknown("their_ceo", "First Name")]},
    }


def test_unknown_placeholders_are_refused_in_the_preview_and_in_an_edit(client_for, owner, sequence, beta):
    client = client_for(owner)
    preview = client.post("/api/sequences/preview", {"body": "Hi {them}", "companyId": beta.pk}, format="json")
    assert preview.status_code == 400
    assert preview.json()["errors"] == {"body": [unknown("them")]}

    edit = client.patch(
        f"/api/sequences/{sequence.pk}", {"steps": [{"delayDays": 1, "body": "{their_company} {x}"}]}, format="json"
    )
    assert edit.status_code == 400
    assert edit.json()["errors"] == {"steps.0.body": [unknown("x")]}


def test_the_preview_needs_one_target_that_the_member_may_use(client_for, owner, third, beta, acme, to_beta):
    client = client_for(owner)
    target = "Choose one intro request or one company to preview with."
    assert client.post("/api/sequences/preview", {"body": "Hi"}, format="json").json()["errors"] == {
        "introRequestId": [target]
    }
    both = {"body": "Hi", "companyId": beta.pk, "introRequestId": to_beta.pk}
    assert client.post("/api/sequences/preview", both, format="json").json()["errors"] == {"introRequestId": [target]}
    # Its own company, or one that does not exist.
    for company_id in (acme.pk, 999_999):
        answer = client.post("/api/sequences/preview", {"body": "Hi", "companyId": company_id}, format="json")
        assert answer.json()["errors"] == {"companyId": ["Company not found."]}
    # A request of two other companies (Globex to Beta).
    others = send_request(third, beta)
    answer = client.post("/api/sequences/preview", {"body": "Hi", "introRequestId": others.pk}, format="json")
    assert answer.status_code == 400
    assert answer.json()["errors"] == {"introRequestId": ["Intro request not found."]}
