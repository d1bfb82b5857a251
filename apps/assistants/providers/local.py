"""The built-in provider: offline, deterministic and grounded in the database
(docs/assistants.md). It reads a request with apps/assistants/understanding (everyday words,
countries, typos), searches with the discovery engine's rules through apps/assistants/tools.py,
and says what it found truthfully: the order shown is the score order, the best fit it names is
the first company shown, nothing that misses the criteria is presented as a match, and what it
could not read is said back. Drafts (program builder, GPT agents) are in local_drafts.py."""

from __future__ import annotations

import re
from collections.abc import Iterator

from apps.assistants import tools
from apps.assistants.models import Hub, Message
from apps.assistants.providers import local_drafts
from apps.assistants.providers.base import Chunk, DataChunk, GenerationRequest, words
from apps.assistants.understanding import Understood, asks_about
from apps.companies.models import Company

MEMBER_CHAT_COMPANIES = 3
ADMIN_CHAT_COMPANIES = 5
COMPANY_SEARCH_COMPANIES = 6

EXAMPLE_SEARCH = "MSPs in healthcare in North America for mid-market"

_FOLLOW_UP = re.compile(
    r"\b(those|these|them|they|that one|this one|which one|which of|of them|among them|the first|the second|"
    r"the third|the fourth|the fifth|the last|the top one|the best one|number \d|#\d|each of)\b",
    re.IGNORECASE,
)
_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4, "sixth": 5, "top one": 0, "best one": 0}
_ACCOUNT_CREDITS = ("credits", "credit", "search credits", "credits left", "tokens left", "searches left")
_ACCOUNT_PLAN = ("my plan", "which plan", "what plan", "my subscription", "upgrade my", "my billing", "renews", "renew")
_ACCOUNT_COMPANY = ("my company", "my profile", "our company", "our profile", "company status")


def _link(card_or_company) -> str:
    if isinstance(card_or_company, dict):
        return f"[{card_or_company['name']}](/companies/{card_or_company['companyId']})"
    return f"[{card_or_company.name}](/companies/{card_or_company.pk})"


def _company_lines(cards: list[dict]) -> str:
    return "\n".join(f"{n}. **{_link(c)}**: {c['score']}% fit. {c['summary']}" for n, c in enumerate(cards, 1))


def _matching(total: int, wanted: str) -> str:
    """ "3 companies match **X** on every criterion"."""
    noun = "1 company matches" if total == 1 else f"{total} companies match"
    return f"{noun} **{wanted}** on every criterion"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _quoted(items: list[str]) -> str:
    quoted = [f"'{item}'" for item in items]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"


def reading_notes(understood: Understood) -> str:
    """What the reader should know about how the request was read: typos corrected, words not
    recognised (never dropped silently)."""
    notes = []
    if understood.corrections:
        read_as = "; ".join(f"'{typed}' as {meant}" for typed, meant in understood.corrections)
        notes.append(f"I read {read_as}.")
    if understood.unknown:
        notes.append(
            f"I did not recognise {_quoted(understood.unknown)}: the catalogue knows industries, regions and "
            "countries, market segments and kinds of partner."
        )
    return " ".join(notes)


def _with_notes(notes: str, text: str) -> str:
    return f"_{notes}_\n\n{text}" if notes else text


class LocalProvider:
    name = "local"

    def stream(self, request: GenerationRequest) -> Iterator[Chunk]:
        if request.hub == Hub.COMPANY_SEARCH:
            yield from self._company_search(request)
        elif request.hub == Hub.PROGRAM_BUILDER:
            yield from words(local_drafts.program(request.user, request.prompt))
        elif request.hub == Hub.AGENT:
            yield from words(local_drafts.agent_answer(request))
        else:
            yield from words(self._chat(request))

    # --- /assistant-chat and /assistant-chat-v2 ---------------------------------------------

    def _chat(self, request: GenerationRequest) -> str:
        prompt, user = request.prompt, request.user
        paid = request.hub == Hub.CHAT  # the member chat: the discovery gate and credits
        asked = tools.read(prompt)
        understood = asked.understood
        notes = reading_notes(understood)
        if asked.companies:
            return _with_notes(
                notes if understood.has_criteria() else "", company_answer(user, asked.companies[0], prompt)
            )
        if asked.unknown_company:
            return not_in_catalogue(asked)
        previous = tools.companies_in_history(request.history)
        if previous and _FOLLOW_UP.search(prompt):
            return follow_up(user, prompt, understood, previous)
        if understood.unknown and not understood.has_search_criteria():
            return _with_notes(notes, self._help())  # "quantum partners in Atlantis": nothing to search by
        if understood.has_criteria():
            limit = MEMBER_CHAT_COMPANIES if paid else ADMIN_CHAT_COMPANIES
            answer = tools.search(user=user, understood=understood, limit=limit, paid=paid)
            return _with_notes(notes, search_text(user, understood, answer))
        if asks_about(prompt, *_ACCOUNT_CREDITS):
            return self._credits(user)
        if asks_about(prompt, *_ACCOUNT_PLAN) or asks_about(prompt, "plan", "subscription", "upgrade", "billing"):
            return self._plan(user)
        if asks_about(prompt, *_ACCOUNT_COMPANY):
            return self._company(user)
        guide = tools.guide_lookup(prompt)
        if guide and not understood.unknown:
            points = "\n".join(f"- {p}" for p in guide["points"])
            title = guide["title"]
            return f"From the **{title}**:\n\n{points}\n\nRead the whole guide: [{title}]({guide['path']})."
        return _with_notes(notes, self._help())

    @staticmethod
    def _help() -> str:
        guides = ", ".join(f"[{g['title']}]({g['path']})" for g in tools.guides_index())
        return (
            "I can help you with:\n\n"
            f"- **Finding partners**: name an industry, a region or country, a market segment and a kind of partner, "
            f"for example *{EXAMPLE_SEARCH}*.\n"
            "- **A company of the catalogue**: ask about its partner program or offer by its name.\n"
            "- **Your account**: ask how many search credits you have left, which plan you are on, or how your "
            "company profile stands.\n"
            f"- **How the marketplace works**: ask about your profile, your partner program or the Partner Fit "
            f"Score. The guides: {guides}."
        )

    @staticmethod
    def _credits(user) -> str:
        account = tools.account_summary(user=user)
        if not account["isActive"]:
            return (
                "You have **no search credits**: you are on the Free plan. A plan includes search credits "
                "for AI Partner Discovery: see [Plans](/pricing)."
            )
        until = f" until {account['periodEnd']}" if account["periodEnd"] else ""
        return (
            f"You have **{account['creditsLeft']} of {account['creditsQuota']} search credits** left on "
            f"{account['planName']}{until}. Each company a partner search shows uses one credit."
        )

    @staticmethod
    def _plan(user) -> str:
        account = tools.account_summary(user=user)
        if not account["isActive"]:
            return (
                f"You are on the **{account['planName']}** plan. Growth and Partner Pro add AI Partner Discovery "
                "with search credits, the GPT agents and more: compare them on [Plans](/pricing)."
            )
        until = f", paid until {account['periodEnd']}" if account["periodEnd"] else ""
        return (
            f"You are on **{account['planName']}**{until}, with {account['creditsLeft']} of "
            f"{account['creditsQuota']} search credits left. See [Plans](/pricing) to change it."
        )

    @staticmethod
    def _company(user) -> str:
        company = tools.account_summary(user=user)["company"]
        if company is None:
            return (
                "Your account is not linked to a company yet. Create one or ask to join yours on "
                "[My Company](/my-company): partner search needs it."
            )
        role = " You are its company admin." if company["isCompanyAdmin"] else ""
        return (
            f"Your company is **{company['name']}**, status **{company['status']}**.{role} "
            "Keep its target info precise: it drives every Partner Fit Score. See the "
            "[Company details guide](/knowledge-base/company-details)."
        )

    # --- /assistant-company-search ---------------------------------------------------------------

    def _company_search(self, request: GenerationRequest) -> Iterator[Chunk]:
        prompt, user = request.prompt, request.user
        asked = tools.read(prompt)
        understood = asked.understood
        notes = reading_notes(understood)
        if asked.companies and not understood.has_criteria():
            yield from words(company_answer(user, asked.companies[0], prompt))
            return
        if asked.unknown_company:
            yield from words(not_in_catalogue(asked))
            return
        previous = tools.companies_in_history(request.history)
        if previous and _FOLLOW_UP.search(prompt):
            yield from words(follow_up(user, prompt, understood, previous))
            return
        if understood.has_criteria() and (understood.has_search_criteria() or not understood.unknown):
            answer = tools.search(user=user, understood=understood, limit=COMPANY_SEARCH_COMPANIES, paid=False)
            if not answer.cards:
                yield from words(_with_notes(notes, nothing_fits(user, understood, answer)))
                return
            best = answer.cards[0]
            shown = len(answer.cards)
            count = _matching(answer.total, answer.wanted)

            if answer.total > shown:
                count += f"; here are the best {shown}"
            yield from words(_with_notes(notes, f"{count}. The best fit is **{best['name']}** at {best['score']}%."))
            yield DataChunk(Message.DataType.COMPANIES, answer.cards)
            return
        for data_type, nouns in (
            (Message.DataType.GEO_REGIONS, ("region", "regions", "geography", "geographies", "countries")),
            (Message.DataType.INDUSTRIES, ("industry", "industries", "sector", "sectors", "verticals")),
            (Message.DataType.MARKET_SEGMENTS, ("segment", "segments", "market segments", "customer segments")),
        ):
            if asks_about(prompt, *nouns):
                items = tools.reference_list(data_type)
                yield from words(f"These are the {data_type_label(data_type)} you can search by ({len(items)}):")
                yield DataChunk(data_type, items)
                return
        yield from words(
            _with_notes(
                notes,
                "Tell me which partners to look for: an industry, a region or country, a market segment, and a kind "
                f"of partner if you like. For example: *{EXAMPLE_SEARCH}*. Ask for the industries, regions or "
                "segments to see every option.",
            )
        )


# --- answers shared by the hubs -------------------------------------------------------------------


def search_text(user, understood: Understood, answer: tools.SearchAnswer) -> str:
    """A chat's answer to a search, in the order of the scores, naming the first as the best."""
    if answer.refusal is not None:
        return gate_text(answer, understood)
    if not answer.cards:
        return nothing_fits(user, understood, answer)
    cards, best = answer.cards, answer.cards[0]
    head = _matching(answer.total, answer.wanted)
    if answer.total > len(cards):
        head += f"; here are the best {len(cards)}"
    lines = [
        f"{head}, by Partner Fit Score. The best fit is **{_link(best)}** at {best['score']}%.",
        "",
        _company_lines(cards),
        "",
    ]
    if answer.truncated:
        lines.append(f"_A search takes at most 3 {' and '.join(answer.truncated)}: I used the first 3._\n")
    if answer.paid:
        spent = answer.credits_spent
        lines.append(
            f"This search used {spent} search credit{'s' if spent != 1 else ''} ({answer.credits_left} left) and is "
            "saved in your [Partner Pipeline](/partner-pipeline). For a longer list, run "
            "[AI Partner Discovery](/companies)."
        )
    else:
        lines.append("Open a company to read its partner program and offer.")
    return "\n".join(lines).strip()


def nothing_fits(user, understood: Understood, answer: tools.SearchAnswer) -> str:
    """No company meets the criteria: say so, and the nearest search that finds some."""
    text = f"No approved company in the catalogue matches **{answer.wanted}** on every criterion yet."
    wider = tools.nearest_broadening(user=user, understood=understood)
    if wider is not None:
        noun = "company" if wider.count == 1 else "companies"
        text += f" If you {wider.said}, {wider.count} {noun} would fit: ask for *{wider.ask}*."
    else:
        text += " Try a wider region, another industry or fewer criteria."
    if answer.paid:
        text += " Nothing was spent."
    return text


def gate_text(answer: tools.SearchAnswer, understood: Understood) -> str:
    """The discovery gate, as /companies answers it (a company and a paid plan; credits)."""
    code = answer.refusal.code
    links = {
        "noCompany": "Link your account to your company on [My Company](/my-company).",
        "noSubscription": "Choose a plan on [Plans](/pricing).",
        "noCompanyNoSubscription": "Link your account to your company on [My Company](/my-company) and choose a "
        "plan on [Plans](/pricing).",
    }
    if code in links:
        return (
            f"{answer.refusal.title} Partner search in the chat works like [AI Partner Discovery](/companies): "
            f"{links[code]}\n\nI understood: *{answer.wanted}*."
        )
    reasons = [message for messages in (answer.refusal.errors or {}).values() for message in messages]
    return f"{' '.join(reasons) or answer.refusal.title} See [Plans](/pricing) for more search credits."


def company_answer(user, company: Company, prompt: str) -> str:
    """A catalogue company's profile, as far as the user may see it."""
    facts = tools.company_facts(user=user, company=company)
    lines = [f"**[{facts['name']}]({facts['link']})** is a {facts['partnerType']} in the catalogue."]
    if facts["description"]:
        lines.append(facts["description"])
    if not facts["viewAccess"]:
        lines.append(
            "Its partner program, offer and target markets are for members on a paid plan: see [Plans](/pricing)."
        )
        return "\n\n".join(lines)
    program = facts["program"]
    lines.append(f"**Partner program:** {program}" if program else "**Partner program:** not described yet.")
    details = []
    if facts["partnershipTypes"]:
        details.append(f"- **Partnership types:** {', '.join(facts['partnershipTypes'])}")
    if facts["readiness"]:
        details.append(f"- **Partner readiness:** {facts['readiness']}")
    details.append(f"- **Targets:** {', '.join(facts['targetIndustries']) or 'no industry stated'}")
    details.append(f"- **Regions:** {', '.join(facts['geoRegions']) or 'none stated'}")
    if facts["marketSegments"]:
        details.append(f"- **Segments:** {', '.join(facts['marketSegments'])}")
    if facts["offer"]:
        details.append(f"- **Offer for marketplace members:** {facts['offer']}")
    lines.append("\n".join(details))
    return "\n\n".join(lines)


def not_in_catalogue(asked: tools.Asked) -> str:
    text = f"**{asked.unknown_company}** is not in the catalogue."
    if asked.similar:
        text += " Did you mean " + " or ".join(f"**{name}**" for name in asked.similar) + "?"
    else:
        text += " Only approved companies are in it; search by industry, region and segment to find similar ones."
    return text


def follow_up(user, prompt: str, understood: Understood, previous_ids: list[int]) -> str:
    """A question about the companies the thread showed last ("which of those...")."""
    companies = tools.companies_by_id(previous_ids)
    if not companies:
        return "The companies of that answer are no longer in the catalogue. Ask me for a new search."
    lowered = prompt.lower()
    for word, position in _ORDINALS.items():
        if f"the {word}" in lowered and position < len(companies):
            return company_answer(user, companies[position], prompt)
    number = re.search(r"(?:number|#)\s*(\d+)", lowered)
    if number and 1 <= int(number.group(1)) <= len(companies):
        return company_answer(user, companies[int(number.group(1)) - 1], prompt)
    facts = [tools.company_facts(user=user, company=company) for company in companies]
    if not all(f["viewAccess"] for f in facts):
        return (
            "Their partner programs and offers are for members on a paid plan: see [Plans](/pricing). Of those: "
            + ", ".join(f"[{f['name']}]({f['link']})" for f in facts)
            + "."
        )
    if understood.has_criteria():
        answer = tools.search(user=user, understood=understood, limit=tools.MAX_COMPANIES, paid=False)
        ids = {card["companyId"] for card in answer.cards}
        kept = [f for f in facts if f["companyId"] in ids]
        if not kept:
            return f"None of those meets **{answer.wanted}**."
        return (
            f"Of those, {len(kept)} meet **{answer.wanted}**: "
            + ", ".join(f"[{f['name']}]({f['link']})" for f in kept)
            + "."
        )
    if re.search(r"\b(program|programme|strongest|best|most developed|mature)\b", lowered):
        ranked = sorted(facts, key=tools.program_strength, reverse=True)
        best = ranked[0]
        reasons = []
        if best["readiness"]:
            reasons.append(f"partner readiness {best['readiness']}")
        if best["partnershipTypes"]:
            reasons.append(
                f"{_count(len(best['partnershipTypes']), 'partnership type')} ({', '.join(best['partnershipTypes'])})"
            )
        if best["offer"]:
            reasons.append("an offer for marketplace members")
        text = f"Of those, **[{best['name']}]({best['link']})** has the most developed partner program" + (
            f": {', '.join(reasons)}." if reasons else "."
        )
        if best["program"]:
            text += f"\n\n**Its program:** {best['program']}"
        others = [
            f"- [{f['name']}]({f['link']}): {f['readiness'] or 'readiness not stated'}, "
            f"{len(f['partnershipTypes'])} partnership types"
            for f in ranked[1:]
        ]
        if others:
            text += "\n\nThe others:\n" + "\n".join(others)
        return text
    if re.search(r"\boffers?\b", lowered):
        lines = [f"- [{f['name']}]({f['link']}): {f['offer'] or 'no offer for members yet'}" for f in facts]
        return "Their offers for marketplace members:\n\n" + "\n".join(lines)
    lines = [
        f"- **[{f['name']}]({f['link']})** ({f['partnerType']}): "
        + (f["program"] or f["description"] or "no program described")
        for f in facts
    ]
    return "Those companies, with their partner programs:\n\n" + "\n".join(lines)


def data_type_label(data_type: str) -> str:
    return {
        Message.DataType.GEO_REGIONS: "regions",
        Message.DataType.INDUSTRIES: "industries",
        Message.DataType.MARKET_SEGMENTS: "market segments",
    }.get(data_type, "items")
