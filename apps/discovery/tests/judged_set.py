# ruff: noqa: E501 (a table of data: one company a line)
"""A judged set for the discovery ranking (issue 20): companies and searches written by hand,
each candidate graded 0-3 by how partner managers mean a search (docs/discovery.md, "How a
search is meant"), before the engine's output was looked at.

The grades, per search and candidate (the searcher's own company is never graded). A
criterion is met *exactly* when the candidate targets one of its searched values (values
within a criterion are alternatives), *broadly* when the candidate is Industry Agnostic or
Geography Global, *partly* when it targets another sub-region of a searched sub-region's
region. An Industry Agnostic or Geography Global search is met exactly by everyone, but
meeting it alone does not make a company a match.
- 3: meets every searched criterion exactly.
- 2: meets every searched criterion, at least one only broadly or partly, and at least one
  that the search narrows exactly or broadly.
- 1: misses a criterion but meets another exactly or broadly, or fits only partly (a
  neighbouring sub-region): a company a partner manager might still look at, below every
  company that meets them all.
- 0: meets no criterion that the search narrows: not a match.

The grades were written by hand from these rules, then checked against a plain reading of
them, which found slips (companies that are Global forgotten as meeting geography broadly)
that were corrected; the engine's output was not consulted. Companies not listed under a
search's grades are graded 0 for it.

The searches are varied on purpose: the searcher's own market (S01, S02, S04), new markets
unlike the searcher's own profile (S03, S06, S09, S12), one criterion only (S07, S08),
Agnostic or Global searches (S10, S11), several values in a criterion (S01, S05, S08, S12),
Technology and Channel searchers.

Names are the reference data's (apps/companies/reference.py); `catalogue()` turns them into
the engine's input, so the set runs without a database (bench/match_quality.py and
test_match_quality.py)."""

import math
from dataclasses import dataclass, field

from apps.companies.reference import GEO_REGIONS, INDUSTRIES, MARKET_SEGMENTS
from apps.discovery.engine.index import index_build
from apps.discovery.engine.scoring import Criteria, Profile, search

T, C = 1, 2  # Company.PartnerType: Technology, Channel
ANY = "any"  # Industry Agnostic / Geography Global

SMB, MID, ENT = "Small businesses (SMB)", "Mid-market", "Enterprise"
PUBLIC, EDU, HEALTH = "Public sector & government", "Education", "Healthcare providers"
NONPROFIT, STARTUPS = "Non-profit organisations", "Startups & scale-ups"


@dataclass(frozen=True)
class Company:
    name: str
    partner_type: int
    industries: tuple | str
    regions: tuple | str
    segments: tuple
    readiness: int = 2
    complete: bool = True


def _c(name, partner_type, industries, regions, segments, readiness=2, complete=True) -> Company:
    return Company(name, partner_type, industries, regions, tuple(segments), readiness, complete)


COMPANIES = [
    # Eastern Europe: automotive, manufacturing, software (the demo search's market)
    _c("Garnet Machine Intelligence", T, ("Automotive", "Artificial Intelligence & Machine Learning"), ("Eastern Europe",), (SMB, MID), 3),
    _c("Cobalt Cloud", T, ("Software Development", "Cloud Infrastructure & Hosting"), ("Eastern Europe", "Northern Europe"), (SMB,), 2),
    _c("Tangent Factory Systems", T, ("Engineering & Manufacturing", "Internet of Things"), ("Eastern Europe",), (SMB, MID), 2),
    _c("Volga Dealer Networks", C, ("Automotive",), ("Eastern Europe",), (SMB,), 2),
    _c("Brno Drive Software", T, ("Automotive", "Software Development"), ("Eastern Europe", "Western Europe"), (ENT,), 3),
    _c("Rhine Auto Telematics", T, ("Automotive",), ("Western Europe",), (SMB,), 3),
    _c("Kigali CloudCost", T, ("Software Development", "Cloud Infrastructure & Hosting"), ANY, (SMB, MID, ENT), 3),
    _c("Lotus Hotel Suite", T, ANY, ("Southern Asia",), (SMB,), 2),
    _c("AgriSense Danube", T, ("Agriculture & AgTech",), ("Eastern Europe",), (SMB,), 2),
    _c("Everywhere Platforms", T, ANY, ANY, (SMB, MID, ENT), 3),
    _c("OmniStack", T, ANY, ANY, (), 1, False),
    _c("Carpathian Code", C, ("Software Development",), ("Eastern Europe",), (SMB, STARTUPS), 2),
    _c("Baltic Manufacturing Solutions", T, ("Engineering & Manufacturing",), ("Northern Europe", "Eastern Europe"), (MID, ENT), 2),
    _c("Danube Dealer Solutions", C, ("Automotive", "Consumer Goods & Retail"), ("Southern Europe",), (SMB,), 1),
    _c("Global Auto Parts Cloud", T, ("Automotive",), ANY, (SMB, ENT), 2),
    _c("Ukraine Agro Digital", T, ("Agriculture & AgTech", "Internet of Things"), ("Eastern Europe",), (SMB, MID), 2),
    _c("Dnipro Auto Channel", C, ("Automotive", "Software Development"), ("Eastern Europe",), (SMB,), 2),
    # Northern America: healthcare
    _c("Southpoint Health MSP", C, ("Healthcare & HealthTech", "IT Services & Managed Services"), ("Northern America",), (HEALTH, MID), 3),
    _c("Deepstead Lab Consulting", C, ("Healthcare & HealthTech", "Biotechnology & Life Sciences"), ("Northern America", "Western Europe"), (HEALTH, ENT), 2),
    _c("CareBridge Records", T, ("Healthcare & HealthTech",), ("Northern America",), (HEALTH, SMB), 2),
    _c("MedAxis Cloud", T, ("Healthcare & HealthTech", "Cloud Infrastructure & Hosting"), ANY, (HEALTH, ENT), 3),
    _c("Pinecrest Clinical IT", C, ("Healthcare & HealthTech",), ("Central America", "Caribbean"), (HEALTH,), 2),
    _c("Maple Pharma Partners", C, ("Pharmaceuticals",), ("Northern America",), (ENT,), 2),
    _c("Osprey Supply Chain Solutions", T, ("Logistics & Supply Chain",), ("Northern America",), (MID,), 2),
    _c("Prism ERP", T, ("Enterprise Resource Planning",), ("Northern America", "Western Europe"), (MID, ENT), 3),
    _c("Lakeshore Health Analytics", T, ("Healthcare & HealthTech", "Business Intelligence & Analytics"), ("Northern America",), (ENT,), 2),
    # Northern Europe: fintech and banking
    _c("Fjord Payments", T, ("Fintech & Payments",), ("Northern Europe",), (ENT, MID), 3),
    _c("Nordlys Banking Cloud", T, ("Banking & Financial Services", "Fintech & Payments"), ("Northern Europe", "Western Europe"), (ENT,), 2),
    _c("Thames Ledger", T, ("Fintech & Payments", "Accounting & Finance Software"), ("Northern Europe",), (SMB,), 2),
    _c("Helsinki Risk Partners", C, ("Banking & Financial Services",), ("Northern Europe",), (ENT,), 2),
    _c("PayGlobal", T, ("Fintech & Payments",), ANY, (ENT, MID), 3),
    _c("Iberia Pay", T, ("Fintech & Payments",), ("Southern Europe",), (ENT,), 2),
    _c("Lion City Fintech Hub", C, ("Fintech & Payments",), ("South-eastern Asia",), (ENT,), 2),
    _c("Loire Advisory", C, ("Professional Services & Consulting",), ("Western Europe",), (MID,), 1),
    # Western Europe: cybersecurity
    _c("Bastion Secure", T, ("Cybersecurity",), ("Western Europe",), (MID,), 3),
    _c("Aegis Channel Group", C, ("Cybersecurity", "IT Services & Managed Services"), ("Western Europe", "Northern Europe"), (MID, SMB), 3),
    _c("Sentinel Partners Benelux", C, ("Cybersecurity",), ("Western Europe",), (ENT,), 2),
    _c("Polar Shield", T, ("Cybersecurity",), ("Northern Europe",), (MID,), 2),
    _c("ZeroTrust Everywhere", T, ("Cybersecurity",), ANY, (MID, ENT), 3),
    _c("Vienna Net Ops", C, ("Networking & Telecommunications",), ("Western Europe",), (MID,), 2),
    # Latin America: logistics and transport
    _c("Andes Freight Tech", T, ("Logistics & Supply Chain",), ("South America",), (MID,), 2),
    _c("Pampas Transport Partners", C, ("Transportation & Mobility", "Logistics & Supply Chain"), ("South America", "Central America"), (SMB,), 2),
    _c("Yucatan Logistics MSP", C, ("Logistics & Supply Chain",), ("Central America",), (MID, SMB), 3),
    _c("Caribe Ports Digital", T, ("Logistics & Supply Chain",), ("Caribbean",), (ENT,), 1),
    _c("RouteWise Global", T, ("Logistics & Supply Chain", "Transportation & Mobility"), ANY, (MID,), 3),
    _c("Lisbon Fleet Software", T, ("Transportation & Mobility",), ("Southern Europe",), (SMB,), 2),
    # Southern Europe: education
    _c("Aula Digitale", T, ("Education & EdTech",), ("Southern Europe",), (EDU,), 2),
    _c("Escuela Cloud Partners", C, ("Education & EdTech", "IT Services & Managed Services"), ("Southern Europe",), (EDU, PUBLIC), 3),
    _c("Campus Nord", T, ("Education & EdTech",), ("Western Europe",), (EDU,), 2),
    _c("LearnAnywhere", T, ("Education & EdTech",), ANY, (EDU, STARTUPS), 2),
    _c("Mediterranean School Services", C, ("Education & EdTech",), ("Southern Europe", "Northern Africa"), (EDU,), 2),
    _c("Athens Public IT", C, ("Government & Public Sector",), ("Southern Europe",), (PUBLIC,), 2),
    # Generic: every industry and/or everywhere
    _c("Universal Consulting Group", C, ANY, ANY, (SMB, MID, ENT), 3),
    _c("Anywhere IT Resellers", C, ANY, ("Western Europe", "Eastern Europe", "Northern Europe"), (SMB, MID), 2),
    _c("Atlas Integration Partners", C, ("Software Development", "IT Services & Managed Services"), ANY, (MID, ENT), 3),
    # Asia, Oceania, Africa and the public sector
    _c("Mekong Retail Systems", T, ("Consumer Goods & Retail", "E-commerce"), ("South-eastern Asia",), (SMB,), 2),
    _c("Jakarta MSP Collective", C, ("IT Services & Managed Services",), ("South-eastern Asia",), (SMB, MID), 2),
    _c("Tasman Commerce", T, ("E-commerce", "Consumer Goods & Retail"), ("Australia and New Zealand",), (SMB, STARTUPS), 3),
    _c("Kiwi Shopfront Partners", C, ("E-commerce",), ("Australia and New Zealand", "Polynesia"), (SMB,), 2),
    _c("Outback Insurance Tech", T, ("Insurance & InsurTech",), ("Australia and New Zealand",), (ENT,), 2),
    _c("Sahara Agri Networks", C, ("Agriculture & AgTech",), ("Northern Africa", "Western Africa"), (SMB,), 1),
    _c("Nairobi Energy Grid", T, ("Energy & Utilities",), ("Eastern Africa",), (PUBLIC,), 2),
    _c("Lagos Insure Cloud", T, ("Insurance & InsurTech",), ("Western Africa",), (MID, ENT), 2),
    _c("Tokyo Factory AI", T, ("Engineering & Manufacturing", "Artificial Intelligence & Machine Learning"), ("Eastern Asia",), (ENT,), 3),
    _c("Polder Public Cloud", T, ("Government & Public Sector", "Cloud Infrastructure & Hosting"), ("Western Europe", "Northern Europe"), (PUBLIC,), 3),
    _c("Nordic GovTech Partners", C, ("Government & Public Sector",), ("Northern Europe",), (PUBLIC, NONPROFIT), 2),
    _c("Bavaria Gov Integrators", C, ("Government & Public Sector", "IT Services & Managed Services"), ("Western Europe",), (PUBLIC,), 2),
    _c("Seoul InsurAI", T, ("Insurance & InsurTech", "Artificial Intelligence & Machine Learning"), ANY, (ENT,), 2),
    _c("Prairie Farm Tech", T, ("Agriculture & AgTech",), ("Northern America",), (SMB,), 2),
    _c("Solar Partners Iberia", C, ("Energy & Utilities",), ("Southern Europe",), (MID,), 2),
    _c("Manila Shop Cloud", T, ("E-commerce",), ("South-eastern Asia",), (SMB, STARTUPS), 1, False),
    _c("Boston Retail Channel", C, ("Consumer Goods & Retail",), ("Northern America",), (SMB, MID), 2),
]  # fmt: skip


@dataclass(frozen=True)
class Search:
    key: str
    what: str
    searcher: str
    industries: tuple | str = ()
    regions: tuple | str = ()
    segments: tuple = ()
    grades: dict = field(default_factory=dict)


SEARCHES = [
    Search(
        "S01",
        "The demo search: a Channel partner in its own market, three industries",
        searcher="Dnipro Auto Channel",
        industries=("Automotive", "Software Development", "Engineering & Manufacturing"),
        regions=("Eastern Europe",),
        segments=(SMB,),
        grades={
            "Garnet Machine Intelligence": 3, "Cobalt Cloud": 3, "Tangent Factory Systems": 3,
            "Volga Dealer Networks": 3, "Carpathian Code": 3,
            "Rhine Auto Telematics": 2, "Kigali CloudCost": 2, "Everywhere Platforms": 2,
            "Danube Dealer Solutions": 2, "Global Auto Parts Cloud": 2, "Universal Consulting Group": 2,
            "Anywhere IT Resellers": 2,
            "Brno Drive Software": 1, "Lotus Hotel Suite": 1, "AgriSense Danube": 1, "OmniStack": 1,
            "Baltic Manufacturing Solutions": 1, "Ukraine Agro Digital": 1, "Deepstead Lab Consulting": 1,
            "CareBridge Records": 1, "MedAxis Cloud": 1, "Prism ERP": 1, "Fjord Payments": 1,
            "Nordlys Banking Cloud": 1, "Thames Ledger": 1, "Helsinki Risk Partners": 1, "PayGlobal": 1,
            "Iberia Pay": 1, "Loire Advisory": 1, "Bastion Secure": 1, "Aegis Channel Group": 1,
            "Sentinel Partners Benelux": 1, "Polar Shield": 1, "ZeroTrust Everywhere": 1, "Vienna Net Ops": 1,
            "Pampas Transport Partners": 1, "Yucatan Logistics MSP": 1, "RouteWise Global": 1,
            "Lisbon Fleet Software": 1, "Aula Digitale": 1, "Escuela Cloud Partners": 1, "Campus Nord": 1,
            "LearnAnywhere": 1, "Mediterranean School Services": 1, "Athens Public IT": 1,
            "Atlas Integration Partners": 1, "Mekong Retail Systems": 1, "Jakarta MSP Collective": 1,
            "Tasman Commerce": 1, "Kiwi Shopfront Partners": 1, "Sahara Agri Networks": 1, "Tokyo Factory AI": 1,
            "Polder Public Cloud": 1, "Nordic GovTech Partners": 1, "Bavaria Gov Integrators": 1, "Seoul InsurAI": 1,
            "Prairie Farm Tech": 1, "Solar Partners Iberia": 1, "Manila Shop Cloud": 1, "Boston Retail Channel": 1,
        },
    ),
    Search(
        "S02",
        "A Technology vendor's own market: healthcare partners in Northern America",
        searcher="CareBridge Records",
        industries=("Healthcare & HealthTech",),
        regions=("Northern America",),
        segments=(HEALTH, MID),
        grades={
            "Southpoint Health MSP": 3, "Deepstead Lab Consulting": 3,
            "Everywhere Platforms": 2, "MedAxis Cloud": 2, "Pinecrest Clinical IT": 2,
            "Universal Consulting Group": 2,
            "Garnet Machine Intelligence": 1, "Tangent Factory Systems": 1, "Kigali CloudCost": 1,
            "Lotus Hotel Suite": 1, "OmniStack": 1, "Baltic Manufacturing Solutions": 1,
            "Global Auto Parts Cloud": 1, "Ukraine Agro Digital": 1, "Maple Pharma Partners": 1,
            "Osprey Supply Chain Solutions": 1, "Prism ERP": 1, "Lakeshore Health Analytics": 1, "Fjord Payments": 1,
            "PayGlobal": 1, "Loire Advisory": 1, "Bastion Secure": 1, "Aegis Channel Group": 1, "Polar Shield": 1,
            "ZeroTrust Everywhere": 1, "Vienna Net Ops": 1, "Andes Freight Tech": 1, "Pampas Transport Partners": 1,
            "Yucatan Logistics MSP": 1, "Caribe Ports Digital": 1, "RouteWise Global": 1, "LearnAnywhere": 1,
            "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1, "Jakarta MSP Collective": 1,
            "Lagos Insure Cloud": 1, "Seoul InsurAI": 1, "Prairie Farm Tech": 1, "Solar Partners Iberia": 1,
            "Boston Retail Channel": 1,
        },
    ),
    Search(
        "S03",
        "A new market: a cybersecurity MSP looks for fintech vendors in Northern Europe",
        searcher="Aegis Channel Group",
        industries=("Fintech & Payments",),
        regions=("Northern Europe",),
        segments=(ENT,),
        grades={
            "Fjord Payments": 3, "Nordlys Banking Cloud": 3,
            "Everywhere Platforms": 2, "PayGlobal": 2, "Iberia Pay": 2, "Universal Consulting Group": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Brno Drive Software": 1, "Rhine Auto Telematics": 1, "Kigali CloudCost": 1,
            "Lotus Hotel Suite": 1, "AgriSense Danube": 1, "OmniStack": 1, "Carpathian Code": 1,
            "Baltic Manufacturing Solutions": 1, "Danube Dealer Solutions": 1, "Global Auto Parts Cloud": 1,
            "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1, "Deepstead Lab Consulting": 1, "MedAxis Cloud": 1,
            "Maple Pharma Partners": 1, "Prism ERP": 1, "Lakeshore Health Analytics": 1, "Thames Ledger": 1,
            "Helsinki Risk Partners": 1, "Lion City Fintech Hub": 1, "Loire Advisory": 1, "Bastion Secure": 1,
            "Sentinel Partners Benelux": 1, "Polar Shield": 1, "ZeroTrust Everywhere": 1, "Vienna Net Ops": 1,
            "Caribe Ports Digital": 1, "RouteWise Global": 1, "Lisbon Fleet Software": 1, "Aula Digitale": 1,
            "Escuela Cloud Partners": 1, "Campus Nord": 1, "LearnAnywhere": 1, "Mediterranean School Services": 1,
            "Athens Public IT": 1, "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1,
            "Outback Insurance Tech": 1, "Lagos Insure Cloud": 1, "Tokyo Factory AI": 1, "Polder Public Cloud": 1,
            "Nordic GovTech Partners": 1, "Bavaria Gov Integrators": 1, "Seoul InsurAI": 1,
            "Solar Partners Iberia": 1,
        },
    ),
    Search(
        "S04",
        "A cybersecurity vendor's own market: Western Europe, mid-market",
        searcher="Bastion Secure",
        industries=("Cybersecurity",),
        regions=("Western Europe",),
        segments=(MID,),
        grades={
            "Aegis Channel Group": 3,
            "Everywhere Platforms": 2, "Polar Shield": 2, "ZeroTrust Everywhere": 2, "Universal Consulting Group": 2,
            "Anywhere IT Resellers": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Brno Drive Software": 1, "Rhine Auto Telematics": 1, "Kigali CloudCost": 1,
            "Lotus Hotel Suite": 1, "AgriSense Danube": 1, "OmniStack": 1, "Carpathian Code": 1,
            "Baltic Manufacturing Solutions": 1, "Danube Dealer Solutions": 1, "Global Auto Parts Cloud": 1,
            "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1, "Southpoint Health MSP": 1,
            "Deepstead Lab Consulting": 1, "MedAxis Cloud": 1, "Osprey Supply Chain Solutions": 1, "Prism ERP": 1,
            "Fjord Payments": 1, "Nordlys Banking Cloud": 1, "Thames Ledger": 1, "Helsinki Risk Partners": 1,
            "PayGlobal": 1, "Iberia Pay": 1, "Loire Advisory": 1, "Sentinel Partners Benelux": 1,
            "Vienna Net Ops": 1, "Andes Freight Tech": 1, "Yucatan Logistics MSP": 1, "RouteWise Global": 1,
            "Lisbon Fleet Software": 1, "Aula Digitale": 1, "Escuela Cloud Partners": 1, "Campus Nord": 1,
            "LearnAnywhere": 1, "Mediterranean School Services": 1, "Athens Public IT": 1,
            "Atlas Integration Partners": 1, "Jakarta MSP Collective": 1, "Lagos Insure Cloud": 1,
            "Polder Public Cloud": 1, "Nordic GovTech Partners": 1, "Bavaria Gov Integrators": 1, "Seoul InsurAI": 1,
            "Solar Partners Iberia": 1, "Boston Retail Channel": 1,
        },
    ),
    Search(
        "S05",
        "Two industries and two sub-regions: logistics or transport partners in Latin America",
        searcher="Osprey Supply Chain Solutions",
        industries=("Logistics & Supply Chain", "Transportation & Mobility"),
        regions=("South America", "Central America"),
        grades={
            "Andes Freight Tech": 3, "Pampas Transport Partners": 3, "Yucatan Logistics MSP": 3,
            "Everywhere Platforms": 2, "OmniStack": 2, "Caribe Ports Digital": 2, "RouteWise Global": 2,
            "Universal Consulting Group": 2,
            "Kigali CloudCost": 1, "Lotus Hotel Suite": 1, "Global Auto Parts Cloud": 1, "Southpoint Health MSP": 1,
            "Deepstead Lab Consulting": 1, "CareBridge Records": 1, "MedAxis Cloud": 1, "Pinecrest Clinical IT": 1,
            "Maple Pharma Partners": 1, "Prism ERP": 1, "Lakeshore Health Analytics": 1, "PayGlobal": 1,
            "ZeroTrust Everywhere": 1, "Lisbon Fleet Software": 1, "LearnAnywhere": 1, "Anywhere IT Resellers": 1,
            "Atlas Integration Partners": 1, "Seoul InsurAI": 1, "Prairie Farm Tech": 1, "Boston Retail Channel": 1,
        },
    ),
    Search(
        "S06",
        "A new market: a US healthcare vendor looks for education partners in Southern Europe",
        searcher="Lakeshore Health Analytics",
        industries=("Education & EdTech",),
        regions=("Southern Europe",),
        segments=(EDU,),
        grades={
            "Aula Digitale": 3, "Escuela Cloud Partners": 3, "Mediterranean School Services": 3,
            "Campus Nord": 2, "LearnAnywhere": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Brno Drive Software": 1, "Rhine Auto Telematics": 1, "Kigali CloudCost": 1,
            "Lotus Hotel Suite": 1, "AgriSense Danube": 1, "Everywhere Platforms": 1, "OmniStack": 1,
            "Carpathian Code": 1, "Baltic Manufacturing Solutions": 1, "Danube Dealer Solutions": 1,
            "Global Auto Parts Cloud": 1, "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1,
            "Deepstead Lab Consulting": 1, "MedAxis Cloud": 1, "Prism ERP": 1, "Fjord Payments": 1,
            "Nordlys Banking Cloud": 1, "Thames Ledger": 1, "Helsinki Risk Partners": 1, "PayGlobal": 1,
            "Iberia Pay": 1, "Loire Advisory": 1, "Bastion Secure": 1, "Aegis Channel Group": 1,
            "Sentinel Partners Benelux": 1, "Polar Shield": 1, "ZeroTrust Everywhere": 1, "Vienna Net Ops": 1,
            "RouteWise Global": 1, "Lisbon Fleet Software": 1, "Athens Public IT": 1,
            "Universal Consulting Group": 1, "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1,
            "Polder Public Cloud": 1, "Nordic GovTech Partners": 1, "Bavaria Gov Integrators": 1, "Seoul InsurAI": 1,
            "Solar Partners Iberia": 1,
        },
    ),
    Search(
        "S07",
        "One criterion: any partner in Eastern Europe",
        searcher="Prism ERP",
        regions=("Eastern Europe",),
        grades={
            "Garnet Machine Intelligence": 3, "Cobalt Cloud": 3, "Tangent Factory Systems": 3,
            "Volga Dealer Networks": 3, "Brno Drive Software": 3, "AgriSense Danube": 3, "Carpathian Code": 3,
            "Baltic Manufacturing Solutions": 3, "Ukraine Agro Digital": 3, "Dnipro Auto Channel": 3,
            "Anywhere IT Resellers": 3,
            "Kigali CloudCost": 2, "Everywhere Platforms": 2, "OmniStack": 2, "Global Auto Parts Cloud": 2,
            "MedAxis Cloud": 2, "PayGlobal": 2, "ZeroTrust Everywhere": 2, "RouteWise Global": 2, "LearnAnywhere": 2,
            "Universal Consulting Group": 2, "Atlas Integration Partners": 2, "Seoul InsurAI": 2,
            "Rhine Auto Telematics": 1, "Danube Dealer Solutions": 1, "Deepstead Lab Consulting": 1,
            "Fjord Payments": 1, "Nordlys Banking Cloud": 1, "Thames Ledger": 1, "Helsinki Risk Partners": 1,
            "Iberia Pay": 1, "Loire Advisory": 1, "Bastion Secure": 1, "Aegis Channel Group": 1,
            "Sentinel Partners Benelux": 1, "Polar Shield": 1, "Vienna Net Ops": 1, "Lisbon Fleet Software": 1,
            "Aula Digitale": 1, "Escuela Cloud Partners": 1, "Campus Nord": 1, "Mediterranean School Services": 1,
            "Athens Public IT": 1, "Polder Public Cloud": 1, "Nordic GovTech Partners": 1,
            "Bavaria Gov Integrators": 1, "Solar Partners Iberia": 1,
        },
    ),
    Search(
        "S08",
        "One criterion, two industries: agriculture or energy partners anywhere",
        searcher="Tangent Factory Systems",
        industries=("Agriculture & AgTech", "Energy & Utilities"),
        grades={
            "AgriSense Danube": 3, "Ukraine Agro Digital": 3, "Sahara Agri Networks": 3, "Nairobi Energy Grid": 3,
            "Prairie Farm Tech": 3, "Solar Partners Iberia": 3,
            "Lotus Hotel Suite": 2, "Everywhere Platforms": 2, "OmniStack": 2, "Universal Consulting Group": 2,
            "Anywhere IT Resellers": 2,
        },
    ),
    Search(
        "S09",
        "A new market: a retail channel looks for public-sector partners in Western or Northern Europe",
        searcher="Boston Retail Channel",
        industries=("Government & Public Sector",),
        regions=("Western Europe", "Northern Europe"),
        segments=(PUBLIC,),
        grades={
            "Polder Public Cloud": 3, "Nordic GovTech Partners": 3, "Bavaria Gov Integrators": 3,
            "Athens Public IT": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Brno Drive Software": 1, "Rhine Auto Telematics": 1, "Kigali CloudCost": 1,
            "Lotus Hotel Suite": 1, "AgriSense Danube": 1, "Everywhere Platforms": 1, "OmniStack": 1,
            "Carpathian Code": 1, "Baltic Manufacturing Solutions": 1, "Danube Dealer Solutions": 1,
            "Global Auto Parts Cloud": 1, "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1,
            "Deepstead Lab Consulting": 1, "MedAxis Cloud": 1, "Prism ERP": 1, "Fjord Payments": 1,
            "Nordlys Banking Cloud": 1, "Thames Ledger": 1, "Helsinki Risk Partners": 1, "PayGlobal": 1,
            "Iberia Pay": 1, "Loire Advisory": 1, "Bastion Secure": 1, "Aegis Channel Group": 1,
            "Sentinel Partners Benelux": 1, "Polar Shield": 1, "ZeroTrust Everywhere": 1, "Vienna Net Ops": 1,
            "RouteWise Global": 1, "Lisbon Fleet Software": 1, "Aula Digitale": 1, "Escuela Cloud Partners": 1,
            "Campus Nord": 1, "LearnAnywhere": 1, "Mediterranean School Services": 1,
            "Universal Consulting Group": 1, "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1,
            "Nairobi Energy Grid": 1, "Seoul InsurAI": 1, "Solar Partners Iberia": 1,
        },
    ),
    Search(
        "S10",
        "Industry Agnostic: any industry, in South-eastern Asia, for small businesses",
        searcher="Jakarta MSP Collective",
        industries=ANY,
        regions=("South-eastern Asia",),
        segments=(SMB,),
        grades={
            "Mekong Retail Systems": 3, "Manila Shop Cloud": 3,
            "Kigali CloudCost": 2, "Lotus Hotel Suite": 2, "Everywhere Platforms": 2, "Global Auto Parts Cloud": 2,
            "Universal Consulting Group": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Rhine Auto Telematics": 1, "AgriSense Danube": 1, "OmniStack": 1,
            "Carpathian Code": 1, "Danube Dealer Solutions": 1, "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1,
            "CareBridge Records": 1, "MedAxis Cloud": 1, "Thames Ledger": 1, "PayGlobal": 1,
            "Lion City Fintech Hub": 1, "Aegis Channel Group": 1, "ZeroTrust Everywhere": 1,
            "Pampas Transport Partners": 1, "Yucatan Logistics MSP": 1, "RouteWise Global": 1,
            "Lisbon Fleet Software": 1, "LearnAnywhere": 1, "Anywhere IT Resellers": 1,
            "Atlas Integration Partners": 1, "Tasman Commerce": 1, "Kiwi Shopfront Partners": 1,
            "Sahara Agri Networks": 1, "Tokyo Factory AI": 1, "Seoul InsurAI": 1, "Prairie Farm Tech": 1,
            "Boston Retail Channel": 1,
        },
    ),
    Search(
        "S11",
        "Geography Global: insurance partners anywhere, for enterprises",
        searcher="Lagos Insure Cloud",
        industries=("Insurance & InsurTech",),
        regions=ANY,
        segments=(ENT,),
        grades={
            "Outback Insurance Tech": 3, "Seoul InsurAI": 3,
            "Everywhere Platforms": 2, "Universal Consulting Group": 2,
            "Brno Drive Software": 1, "Kigali CloudCost": 1, "Lotus Hotel Suite": 1, "OmniStack": 1,
            "Baltic Manufacturing Solutions": 1, "Global Auto Parts Cloud": 1, "Deepstead Lab Consulting": 1,
            "MedAxis Cloud": 1, "Maple Pharma Partners": 1, "Prism ERP": 1, "Lakeshore Health Analytics": 1,
            "Fjord Payments": 1, "Nordlys Banking Cloud": 1, "Helsinki Risk Partners": 1, "PayGlobal": 1,
            "Iberia Pay": 1, "Lion City Fintech Hub": 1, "Sentinel Partners Benelux": 1, "ZeroTrust Everywhere": 1,
            "Caribe Ports Digital": 1, "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1,
            "Tokyo Factory AI": 1,
        },
    ),
    Search(
        "S12",
        "A new market, several values each: e-commerce or retail partners in Oceania, SMB or startups",
        searcher="Fjord Payments",
        industries=("E-commerce", "Consumer Goods & Retail"),
        regions=("Australia and New Zealand", "Polynesia"),
        segments=(SMB, STARTUPS),
        grades={
            "Tasman Commerce": 3, "Kiwi Shopfront Partners": 3,
            "Everywhere Platforms": 2, "Universal Consulting Group": 2,
            "Garnet Machine Intelligence": 1, "Cobalt Cloud": 1, "Tangent Factory Systems": 1,
            "Volga Dealer Networks": 1, "Rhine Auto Telematics": 1, "Kigali CloudCost": 1, "Lotus Hotel Suite": 1,
            "AgriSense Danube": 1, "OmniStack": 1, "Carpathian Code": 1, "Danube Dealer Solutions": 1,
            "Global Auto Parts Cloud": 1, "Ukraine Agro Digital": 1, "Dnipro Auto Channel": 1,
            "CareBridge Records": 1, "MedAxis Cloud": 1, "Thames Ledger": 1, "PayGlobal": 1,
            "Aegis Channel Group": 1, "ZeroTrust Everywhere": 1, "Pampas Transport Partners": 1,
            "Yucatan Logistics MSP": 1, "RouteWise Global": 1, "Lisbon Fleet Software": 1, "LearnAnywhere": 1,
            "Anywhere IT Resellers": 1, "Atlas Integration Partners": 1, "Mekong Retail Systems": 1,
            "Jakarta MSP Collective": 1, "Outback Insurance Tech": 1, "Sahara Agri Networks": 1, "Seoul InsurAI": 1,
            "Prairie Farm Tech": 1, "Manila Shop Cloud": 1, "Boston Retail Channel": 1,
        },
    ),
]  # fmt: skip


# --- the engine's input ---------------------------------------------------------------------

INDUSTRY_IDS = {name: i for i, name in enumerate(INDUSTRIES, start=1)}
REGION_IDS = {name: cid for _, _, children in GEO_REGIONS for cid, name in children}
SEGMENT_IDS = {name: i for i, name in enumerate(MARKET_SEGMENTS, start=1)}
COMPANY_IDS = {company.name: position for position, company in enumerate(COMPANIES, start=1)}


def _ids(names, table) -> tuple[int, ...]:
    return () if names == ANY else tuple(table[name] for name in names)


def catalogue() -> dict:
    """The judged companies in the shape `discovery_catalogue` answers (see index_build)."""
    full = (30, 25, 25, 400, 300, 200, 2, 1)  # logo, website, page, description, program, offer, size, goal
    sparse = (0, 25, 0, 90, 0, 0, 2, 0)
    rows, industries, regions, segments = [], [], [], []
    for company in COMPANIES:
        cid = COMPANY_IDS[company.name]
        logo, website, page, description, program, offer, size, goal = full if company.complete else sparse
        rows.append(
            (
                cid,
                company.partner_type,
                int(company.industries == ANY),
                int(company.regions == ANY),
                company.readiness,
                size,
                goal,
                logo,
                website,
                page,
                description,
                program,
                offer,
            )
        )
        industries += [(cid, i) for i in _ids(company.industries, INDUSTRY_IDS)]
        regions += [(cid, r) for r in _ids(company.regions, REGION_IDS)]
        segments += [(cid, s) for s in _ids(company.segments, SEGMENT_IDS)]
    complete = [COMPANY_IDS[c.name] for c in COMPANIES if c.complete]
    return {
        "companies": rows,
        "industries": industries,
        "regions": regions,
        "segments": segments,
        "with_deal_sizes": complete,
        "with_partnership_types": complete,
        "with_contacts": complete,
        "reference": {
            "industries": [(i, name) for name, i in INDUSTRY_IDS.items()],
            "regions": [(parent, name, None) for parent, name, _ in GEO_REGIONS]
            + [(cid, name, parent) for parent, _, children in GEO_REGIONS for cid, name in children],
            "segments": [(i, name) for name, i in SEGMENT_IDS.items()],
        },
    }


def criteria_of(search: Search) -> dict:
    """The search as the engine's Criteria keyword arguments."""
    return {
        "industry_ids": _ids(search.industries, INDUSTRY_IDS),
        "is_industry_agnostic": search.industries == ANY,
        "region_ids": _ids(search.regions, REGION_IDS),
        "is_geo_global": search.regions == ANY,
        "segment_ids": _ids(search.segments, SEGMENT_IDS),
    }


def grades_of(search: Search) -> dict[int, int]:
    """Company id -> grade of every judged company but the searcher (0 when not listed)."""
    grades = {cid: 0 for name, cid in COMPANY_IDS.items() if name != search.searcher}
    for name, grade in search.grades.items():
        if name in COMPANY_IDS and name != search.searcher:
            grades[COMPANY_IDS[name]] = grade
    return grades


def dcg(gains: list[int]) -> float:
    return sum((2**gain - 1) / math.log2(position + 2) for position, gain in enumerate(gains))


def ndcg_at(ranked_ids: list[int], grades: dict[int, int], k: int = 10) -> float:
    """NDCG@k of a ranking against graded judgements (exponential gain, log2 discount); the
    ideal order is every judged company by grade. 1.0 when nothing is judged relevant and
    nothing is shown."""
    ideal = dcg(sorted(grades.values(), reverse=True)[:k])
    if ideal == 0:
        return 1.0 if not ranked_ids else 0.0
    return dcg([grades.get(cid, 0) for cid in ranked_ids[:k]]) / ideal


TOP = 10


def evaluate(top: int = TOP) -> list[tuple]:
    """(search, NDCG@top, company ids shown best first, their scores 0-100) for every judged
    search, run as a member's search runs: the searcher's company excluded, its profile as the
    reverse side, NumberToShow `top`."""
    index = index_build(catalogue(), version=("judged", 1))
    rows = []
    for entry in SEARCHES:
        own_row = index.row_of(COMPANY_IDS[entry.searcher])
        picked = search(
            index, Criteria(**criteria_of(entry)), Profile.of_row(index, own_row), limit=top, exclude_row=own_row
        )
        ids = [int(index.company_ids[row]) for row in picked.rows]
        scores = [round(float(total) * 100) for total in picked.total]
        rows.append((entry, ndcg_at(ids, grades_of(entry), top), ids, scores))
    return rows
