"""The knowledge base's three guides as the assistants know them: title, route, the words
that point to each, and their key advice (the full text is the SPA's /knowledge-base pages)."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Guide:
    slug: str
    title: str
    path: str
    keywords: tuple[str, ...]
    points: tuple[str, ...]


GUIDES: tuple[Guide, ...] = (
    Guide(
        slug="company-details",
        title="Company details guide",
        path="/knowledge-base/company-details",
        keywords=("profile", "company details", "description", "contacts", "contact", "target info", "website", "logo"),
        points=(
            "Every Partner Fit Score is calculated from two profiles: empty or vague fields cannot match anything.",
            "Write a description of at least 150 characters: what you sell, to whom, and one or two customer outcomes.",
            "Target info describes your ideal customers (industries, sub-regions, market segments), not your offices.",
            "Tick Industry Agnostic or Global only when it is really true.",
            "Add at least one contact who owns partnerships, with a business e-mail.",
            "Changes are reviewed by our team: the profile shows Pending Approval until then.",
        ),
    ),
    Guide(
        slug="partner-program",
        title="Partner program guide",
        path="/knowledge-base/partner-program",
        keywords=(
            "partner program",
            "program",
            "readiness",
            "exclusive offer",
            "offer",
            "partnership types",
            "partner page",
        ),
        points=(
            "Choose only the partnership types you can support today (resale, referral, integration, services).",
            "Link a partner page that opens your program, signup form or portal.",
            "Describe who the program is for, what partners get, what you expect and how to start.",
            "Be candid about readiness: Early stage, Developing or Mature.",
            "Make the exclusive offer short, concrete and time-bound: it appears in the Partner Program Hub.",
        ),
    ),
    Guide(
        slug="marketplace",
        title="Partner marketplace guide",
        path="/knowledge-base/marketplace",
        keywords=("discovery", "search", "fit score", "score", "pipeline", "hub", "marketplace", "credits", "how does"),
        points=(
            "Discovery needs your account linked to a company and an active subscription.",
            "Each result a search returns uses one search credit.",
            "Pick up to 3 industries (or Industry Agnostic), 3 regions (or Global) and 3 market segments.",
            "The Partner Fit Score (0-100%) combines the overlap of targets both ways, complementary partner types, "
            "and program readiness and profile completeness.",
            "Partner Pipeline keeps your past searches; the Partner Program Hub lists published programs and offers.",
        ),
    ),
)


def guide_for(text: str) -> Guide | None:
    """The guide whose words the text uses most (None when it uses none)."""
    lowered = text.lower()
    best, best_hits = None, 0
    for guide in GUIDES:
        hits = sum(1 for word in guide.keywords if word in lowered)
        if hits > best_hits:
            best, best_hits = guide, hits
    return best
