"""A first draft of a request's message from the two companies' public profiles (issue 23, item
6): what the sender's company does, what the two have in common, and what the request is
about. The member edits it and sends it with their own click; nothing here sends.

It reads the companies' profiles only (companies.selectors.assistant_company_profile, which
leaves out contacts): never a conversation, a message or an internal note.

The embedded provider's answer, used whatever AI_PROVIDER says: drafting with the OpenAI model
would go through the assistants' provider, and outreach sits below the assistants in the
layers (.importlinter), so that needs a hook the assistants answer (docs/outreach.md)."""

from apps.companies.models import Company
from apps.outreach.models import IntroRequest

PARTNER_WORDS = {Company.PartnerType.TECHNOLOGY: "technology partner", Company.PartnerType.CHANNEL: "channel partner"}


def _names(items) -> list[str]:
    return [item["name"] for item in items or []]


def _join(names: list[str], word: str = "and") -> str:
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {word} {names[-1]}"


def _common(mine: list[str], theirs: list[str]) -> list[str]:
    theirs_set = set(theirs)
    return [name for name in mine if name in theirs_set]


def _focus(values: dict) -> str:
    """ "for Fintech and Cybersecurity companies in Western Europe" from a profile's targets."""
    parts = []
    industries = [] if values.get("isIndustryAgnostic") else _names(values.get("targetIndustries"))[:3]
    regions = [] if values.get("isGeoGlobal") else _names(values.get("geoRegions"))[:3]
    if industries:
        parts.append(f"for {_join(industries)} companies")
    elif values.get("isIndustryAgnostic"):
        parts.append("for companies in every industry")
    if regions:
        parts.append(f"in {_join(regions)}")
    elif values.get("isGeoGlobal"):
        parts.append("worldwide")
    return " ".join(parts)


def message_draft(
    *, sender_profile: dict, receiver_profile: dict, author_name: str, type: int, partnership_type: str | None
) -> str:
    """The draft (within the 20-2,000 characters of a request's message)."""
    sender, receiver = sender_profile["name"], receiver_profile["name"]
    mine, theirs = sender_profile["values"], receiver_profile["values"]
    kind = PARTNER_WORDS.get(mine.get("partnerType"), "company")
    focus = _focus(mine)
    about = f"{sender} is a {kind}" + (f" working {focus}" if focus else "") + "."

    shared = []
    industries = _common(_names(mine.get("targetIndustries")), _names(theirs.get("targetIndustries")))
    regions = _common(_names(mine.get("geoRegions")), _names(theirs.get("geoRegions")))
    segments = _common(_names(mine.get("marketSegments")), _names(theirs.get("marketSegments")))
    if industries:
        shared.append(_join(industries[:3]))
    if segments:
        shared.append(f"{_join(segments[:3])} customers")
    common = ""
    if shared or regions:
        common = f"We both focus on {_join(shared) or 'the same markets'}" + (
            f" in {_join(regions[:3])}" if regions else ""
        )
        common += ", so our customers are likely to overlap."

    if type == IntroRequest.Type.PARTNERSHIP:
        program = f"your {partnership_type} program" if partnership_type else "your partner program"
        ask = (
            f"We would like to explore {program}: how we could bring {receiver} to our customers, "
            "and what a partnership between us would look like."
        )
    elif type == IntroRequest.Type.OFFER:
        ask = (
            f"We have an offer for {receiver}'s team and customers, and would like to walk you through it "
            "and hear whether it fits what you are working on."
        )
    else:
        ask = f"We would like to get to know the {receiver} team and see where we could work together."

    lines = [
        f"Hello {receiver} team,",
        "",
        " ".join(part for part in (about, common) if part),
        "",
        ask,
        "Would you be open to a 20-minute call in the coming weeks?",
        "",
        "Best regards,",
        author_name or sender,
        sender,
    ]
    return "\n".join(line for line in lines if line is not None)[:2000]
