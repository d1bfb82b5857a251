"""A search's results as CSV for a CRM: one row per company with its scores and the reasons
behind them (RFC 4180 through the csv module: quoting, CRLF line ends).

Cells a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
return) get a leading apostrophe (OWASP's advice for CSV injection): company names and
descriptions are written by other members."""

import csv
import io

from apps.core.formats import spreadsheet_safe
from apps.discovery.engine.scoring import CRITERIA

CRITERION_TITLES = {"industry": "Industry", "geography": "Geography", "segment": "Market segment"}

HEADER = [
    "Rank",
    "Company",
    "Website",
    "Partner fit score (%)",
    "Fit to your search (%)",
    *(f"{CRITERION_TITLES[k]} fit (%)" for k in CRITERIA),
    "Criteria met",
    "Their fit to you (%)",
    "Mutual fit (%)",
    "Complementarity (%)",
    "Readiness (%)",
    "Profile completeness (%)",
    "Target industries",
    "Geo regions",
    "Market segments",
    "Why",
    "Company ID",
]


def cell(value) -> str | int:
    """A cell as written: numbers as they are, text neutralised against formulas."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return "Yes" if value else "No"
    if isinstance(value, int):
        return value
    return spreadsheet_safe(str(value))


def _row(result: dict) -> list:
    score = result["companyScore"]
    breakdown = score["breakdown"]
    forward = {item["criterion"]: item for item in breakdown["forward"]["criteria"]}
    reasons = [item["reason"] for item in breakdown["forward"]["criteria"]]
    reasons += [breakdown["reverse"]["reason"], breakdown["complementarity"]["reason"]]
    return [
        result["rank"],
        result["companyName"],
        result["website"],
        score["matchScore"],
        score["forwardFit"],
        *(forward[k]["fit"] if k in forward else None for k in CRITERIA),
        # Searches recorded before the criteria were counted have no count.
        f"{score['criteriaMet']} of {score['criteriaSearched']}" if "criteriaMet" in score else None,
        score["reverseFit"],
        score["mutualFit"],
        breakdown["complementarity"]["fit"],
        breakdown["readiness"]["fit"],
        breakdown["completeness"]["fit"],
        "Agnostic" if result["isIndustryAgnostic"] else "; ".join(result["targertIndustries"]),
        "Global" if result["isGeoGlobal"] else "; ".join(result["geoRegions"]),
        "; ".join(result["marketSegments"]),
        " ".join([score["summary"], *reasons]),
        result["companyId"],
    ]


def search_csv(results: list[dict]) -> str:
    """The CSV text of a search's results (stored result dicts, best first)."""
    out = io.StringIO()
    writer = csv.writer(out)  # excel dialect: comma, double quotes, CRLF
    writer.writerow(HEADER)
    for result in results:
        writer.writerow([cell(value) for value in _row(result)])
    return out.getvalue()
