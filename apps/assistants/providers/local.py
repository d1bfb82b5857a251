"""The built-in provider: offline, deterministic and grounded in the database
(docs/assistants.md). It reads the catalogue's industries, regions, market segments and
partnership types in a prompt, runs the Partner Fit Score over the approved companies, and
answers from the member's own plan, credits and company and from the knowledge base. It
writes text from templates; every company it names comes from apps/assistants/tools.py."""

from __future__ import annotations

import re
from collections.abc import Iterator

from apps.assistants import tools
from apps.assistants.models import Hub, Message
from apps.assistants.providers.base import Chunk, DataChunk, GenerationRequest, words
from apps.assistants.understanding import Understood, asks_about, understand
from apps.core.sanitize import rich_text_plain

MEMBER_CHAT_COMPANIES = 3
ADMIN_CHAT_COMPANIES = 5
COMPANY_SEARCH_COMPANIES = 6

EXAMPLE_SEARCH = "cybersecurity resellers in Western Europe for mid-market"

_MARGIN = re.compile(r"(\d{1,2}(?:\.\d)?)\s?%\s*(margin|discount|commission|referral fee|referral|rebate)", re.I)


def _company_lines(cards: list[dict]) -> str:
    return "\n".join(
        f"{n}. **[{c['name']}](/companies/{c['companyId']})**: {c['score']}% fit. {c['summary']}"
        for n, c in enumerate(cards, 1)
    )


def _widen_hint(understood: Understood) -> str:
    hints = []
    if understood.partnerships:
        hints.append("leave out the partnership type")
    if understood.segments:
        hints.append("add a market segment")
    if understood.regions and not understood.is_geo_global:
        hints.append("name the wider region (for example Europe instead of Western Europe)")
    if understood.industries:
        hints.append("add a neighbouring industry")
    return " Try to " + ", or ".join(hints) + "." if hints else ""


class LocalProvider:
    name = "local"

    def stream(self, request: GenerationRequest) -> Iterator[Chunk]:
        if request.hub == Hub.COMPANY_SEARCH:
            yield from self._company_search(request)
        elif request.hub == Hub.PROGRAM_BUILDER:
            yield from words(self._program(request.user, request.prompt))
        elif request.hub == Hub.AGENT:
            yield from words(self._agent(request))
        else:
            yield from words(self._chat(request))

    # --- /assistant-chat and /assistant-chat-v2 ---------------------------------------------

    def _chat(self, request: GenerationRequest) -> str:
        prompt, user = request.prompt, request.user
        understood = understand(prompt)
        if asks_about(prompt, "credit", "credits", "tokens", "searches left", "search credits"):
            return self._credits(user)
        if asks_about(prompt, "my plan", "plan", "subscription", "upgrade", "billing", "renew", "renews"):
            return self._plan(user)
        if asks_about(prompt, "my company", "my profile", "our company", "our profile", "company status"):
            return self._company(user)
        if understood.has_criteria():
            limit = ADMIN_CHAT_COMPANIES if request.hub == Hub.CHAT_V2 else MEMBER_CHAT_COMPANIES
            cards = tools.find_companies(user=user, understood=understood, limit=limit)
            wanted = understood.described()
            if not cards:
                return f"No approved company in the catalogue matches **{wanted}** yet." + _widen_hint(understood)
            return (
                f"Here are the best matches for **{wanted}**, by Partner Fit Score:\n\n{_company_lines(cards)}\n\n"
                "Open a company to read its partner program and offer. For a longer list, with the search kept "
                "in your Partner Pipeline, run [AI Partner Discovery](/companies)."
            )
        guide = tools.guide_lookup(prompt)
        if guide:
            points = "\n".join(f"- {p}" for p in guide["points"])
            title = guide["title"]
            return f"From the **{title}**:\n\n{points}\n\nRead the whole guide: [{title}]({guide['path']})."
        return self._help()

    @staticmethod
    def _help() -> str:
        guides = ", ".join(f"[{g['title']}]({g['path']})" for g in tools.guides_index())
        return (
            "I can help you with:\n\n"
            f"- **Finding partners**: name an industry, a region and a market segment, for example "
            f"*{EXAMPLE_SEARCH}*.\n"
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
            f"{account['planName']}{until}. Each company a discovery search returns uses one credit."
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
                "[My Company](/my-company): discovery needs it."
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
        understood = understand(prompt)
        if understood.has_criteria():
            cards = tools.find_companies(user=user, understood=understood, limit=COMPANY_SEARCH_COMPANIES)
            wanted = understood.described()
            if not cards:
                yield from words(f"No approved company matches **{wanted}** yet." + _widen_hint(understood))
                return
            best = cards[0]
            noun = "company matches" if len(cards) == 1 else "companies match"
            yield from words(
                f"{len(cards)} {noun} **{wanted}**. The best fit is **{best['name']}** at {best['score']}%."
            )
            yield DataChunk(Message.DataType.COMPANIES, cards)
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
            "Tell me which partners to look for: an industry, a region and a market segment, and a partnership "
            f"type if you like. For example: *{EXAMPLE_SEARCH}*. Ask for the industries, regions or segments "
            "to see every option."
        )

    # --- /assistant-partner-program-builder ------------------------------------------------------

    def _program(self, user, notes: str, *, title: str | None = None) -> str:
        profile = tools.company_profile_named_in(notes) or tools.own_company_profile(user=user)
        understood = understand(notes)
        values = profile["values"] if profile else {}
        name = profile["name"] if profile else None

        partnerships = [n for _, n in understood.partnerships] or [
            p["name"] for p in values.get("partnershipTypes", [])
        ]
        industries = [n for _, n in understood.industries] or [i["name"] for i in values.get("targetIndustries", [])]
        regions = [n for _, n in understood.regions] or [r["name"] for r in values.get("geoRegions", [])]
        segments = [n for _, n in understood.segments] or [s["name"] for s in values.get("marketSegments", [])]
        if understood.is_geo_global or values.get("isGeoGlobal"):
            regions = ["every region"]
        if understood.is_industry_agnostic or values.get("isIndustryAgnostic"):
            industries = ["every industry"]

        heading = title or (f"{name} Partner Program" if name else "Partner Program draft")
        lines = [f"## {heading}", ""]
        description = rich_text_plain(values.get("description", ""))
        if description:
            lines += [f"*About {name}:* {description[:300].rstrip()}{'…' if len(description) > 300 else ''}", ""]

        lines += ["### Who it is for"]
        who = ", ".join(partnerships) if partnerships else "Resellers, referral partners and service providers"
        lines.append(f"- **Partners:** {who}.")
        if industries:
            lines.append(f"- **Customers in:** {', '.join(industries)}.")
        if regions:
            lines.append(f"- **Regions:** {', '.join(regions)}.")
        if segments:
            lines.append(f"- **Segments:** {', '.join(segments)}.")
        lines.append("")

        lines += ["### What partners get"]
        margins = {kind.lower(): pct for pct, kind in _MARGIN.findall(notes)}
        benefits = _benefits(partnerships, margins)
        lines += [f"- {b}" for b in benefits] + [""]

        lines += [
            "### What we expect",
            "- A named partner lead and at least one certified salesperson within 60 days.",
            "- A shared pipeline target, reviewed every quarter.",
            "- Deals registered before the first customer meeting.",
            "",
            "### How to start",
            "1. Apply through the partner page and book an introduction call.",
            "2. Complete onboarding: product training, demo licence and the first joint account plan.",
            "3. Launch: a co-branded campaign to your customers and the first registered deal.",
            "",
        ]
        offer = rich_text_plain(values.get("offerDescription", ""))
        lines += ["### Exclusive offer for marketplace members"]
        lines.append(
            f"- {offer}"
            if offer
            else "- An extra 5% margin on every deal in the first 6 months, for partners who join this quarter."
        )
        if not profile:
            lines += [
                "",
                "_No company of the catalogue is named in your notes: name one (or link your account to your "
                "company) and I will draft from its profile._",
            ]
        return "\n".join(lines)

    # --- Internal GPT agents ---------------------------------------------------------------------

    def _agent(self, request: GenerationRequest) -> str:
        brief = request.agent_instructions.split(". ")[0].strip().rstrip(".")
        name = request.agent_name
        intro = f"**{name}**: {brief}." if brief else f"**{name}**"
        lowered = name.lower()
        if "pitch" in lowered or "writer" in lowered:
            return intro + "\n\n" + self._pitch(request)
        return intro + "\n\n" + self._program(request.user, request.prompt, title=f"{name}: draft")

    def _pitch(self, request: GenerationRequest) -> str:
        profile = tools.own_company_profile(user=request.user)
        understood = understand(request.prompt)
        ours = profile["name"] if profile else "our company"
        about = rich_text_plain(profile["values"].get("description", "")) if profile else ""
        target = understood.described() or "the customers you serve"
        cards = (
            tools.find_companies(user=request.user, understood=understood, limit=1) if understood.has_criteria() else []
        )
        partner = cards[0]["name"] if cards else "[partner name]"
        lines = [
            f"**Subject:** {ours} x {partner}: a joint offer for {target}",
            "",
            f"Hi {partner} team,",
            "",
            f"{ours} works with {target}."
            + (f" {about[:220].rstrip()}{'…' if len(about) > 220 else ''}" if about else ""),
            "",
            "We think a partnership would give your customers a complete answer and give you a new revenue line. "
            "Could we book 20 minutes next week to see whether it fits?",
            "",
            "Best regards,",
            f"The {ours} partnerships team",
        ]
        if not understood.has_criteria():
            lines += ["", "_Tell me the partner's market (industry, region, segment) and I will tailor the pitch._"]
        return "\n".join(lines)


def data_type_label(data_type: str) -> str:
    return {
        Message.DataType.GEO_REGIONS: "regions",
        Message.DataType.INDUSTRIES: "industries",
        Message.DataType.MARKET_SEGMENTS: "market segments",
    }.get(data_type, "items")


def _benefits(partnerships: list[str], margins: dict[str, str]) -> list[str]:
    def pct(kind: str, default: str) -> str:
        for key, value in margins.items():
            if kind in key:
                return value
        return default

    benefits = []
    lowered = " ".join(partnerships).lower()
    if "resell" in lowered or not partnerships:
        benefits.append(f"**Resale margin:** {pct('margin', '20')}% on every licence, rising at the Gold tier.")
    if "referral" in lowered or not partnerships:
        benefits.append(
            f"**Referral fee:** {pct('referral', '10')}% of the first year's revenue of each referred customer."
        )
    if "msp" in lowered or "managed" in lowered:
        benefits.append("**MSP pricing:** monthly billing per seat and volume discounts.")
    if "distribut" in lowered:
        benefits.append(f"**Distribution discount:** {pct('discount', '30')}% off list, with stock rotation.")
    if "technology" in lowered or "integration" in lowered:
        benefits.append("**Integration support:** sandbox, API access and a co-listed integration page.")
    benefits += [
        "**Deal registration:** registered deals are protected for 90 days.",
        "**Enablement:** sales and technical training, demo licences and a partner portal.",
        "**Marketing:** co-branded campaigns and market development funds for qualified partners.",
    ]
    return benefits
