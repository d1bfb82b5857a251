"""A judged set of everyday prompts (issue 21): what members and admins type, each with the
criteria it means in the catalogue's terms, written by hand. `test_understanding.py` holds the
resolver to >= 95 % of the criteria right and the company-search assistant's top 5 to the
asked criteria for >= 80 % of the prompts on the demo catalogue.

Each entry: the prompt, then the criteria (names of apps/companies/reference.py):
industries, sub-regions (a region stands for all its sub-regions), segments, and the partner
type ("technology", "channel" or None) with the partnership type that counts too (`offers`).
ANY marks Industry Agnostic / Geography Global."""

ANY = "any"
WE, NE, SE, EE = "Western Europe", "Northern Europe", "Southern Europe", "Eastern Europe"
EUROPE = (WE, NE, SE, EE)
NAM, CAM, SAM, CAR = "Northern America", "Central America", "South America", "Caribbean"
LATAM = (SAM, CAM, CAR)
SEA, EAS, SAS, WAS = "South-eastern Asia", "Eastern Asia", "Southern Asia", "Western Asia"
ANZ = "Australia and New Zealand"
SMB, MID, ENT = "Small businesses (SMB)", "Mid-market", "Enterprise"
PUBLIC, EDU, HEALTHP = "Public sector & government", "Education", "Healthcare providers"
NONPROFIT, STARTUPS = "Non-profit organisations", "Startups & scale-ups"
HEALTH, FINTECH, EDTECH = "Healthcare & HealthTech", "Fintech & Payments", "Education & EdTech"
LOGISTICS, CYBER, AUTO = "Logistics & Supply Chain", "Cybersecurity", "Automotive"
MANUF, SOFTWARE, ERP = "Engineering & Manufacturing", "Software Development", "Enterprise Resource Planning"
IOT, CLOUD, AI = "Internet of Things", "Cloud Infrastructure & Hosting", "Artificial Intelligence & Machine Learning"
RETAIL, ECOM, INSURANCE = "Consumer Goods & Retail", "E-commerce", "Insurance & InsurTech"
BANKING, ENERGY, AGRI = "Banking & Financial Services", "Energy & Utilities", "Agriculture & AgTech"
TELCO, HR, LEGAL = "Networking & Telecommunications", "Human Resources & HR Tech", "Legal & LegalTech"
TRAVEL, MEDIA, PROPTECH = "Hospitality & Travel", "Media & Entertainment", "Construction & Real Estate"
CRM, BI, MARTECH = (
    "Customer Relationship Management",
    "Business Intelligence & Analytics",
    "Advertising & Marketing Technology",
)
PHARMA, ITSERV = "Pharmaceuticals", "IT Services & Managed Services"


MSP, RESELLER, DISTRIBUTOR = "Managed service provider (MSP)", "Reseller", "Distributor"
INTEGRATOR = "Consulting / system integrator"


def p(prompt, industries=(), regions=(), segments=(), partner=None, offers=None):
    """`offers`: a partnership type that makes a company of the other type fit as well (a
    vendor running an MSP program is an MSP partner too)."""
    return {
        "prompt": prompt,
        "industries": industries if industries == ANY else tuple(industries),
        "regions": regions if regions == ANY else tuple(regions),
        "segments": tuple(segments),
        "partner": partner,
        "offers": offers,
    }


PROMPTS = [
    # the issue's own examples
    p("Find me MSP partners in healthcare in North America", [HEALTH], [NAM], partner="channel", offers=MSP),
    p("healthcare MSPs north america", [HEALTH], [NAM], partner="channel", offers=MSP),
    p("fintech software vendors selling in the UK and Scandinavia", [FINTECH], [NE], partner="technology"),
    p("logistics partners in Latin America", [LOGISTICS], LATAM),
    p("edtech companies working with schools in Spain or Italy", [EDTECH], [SE], [EDU]),
    p("Which technology vendors target Automotive in Eastern Europe?", [AUTO], [EE], partner="technology"),
    p("cybersecurity companies in Western Europe for mid-market", [CYBER], [WE], [MID]),
    # countries, groups of countries, adjectives
    p("resellers in Germany, Austria and Switzerland", regions=[WE], partner="channel", offers=RESELLER),
    p(
        "We sell ERP to mid-sized manufacturers in the DACH region: who could resell it?",
        [ERP, MANUF],
        [WE],
        [MID],
        "channel",
        offers=RESELLER,
    ),
    p("IoT vendors in the Nordics", [IOT], [NE], partner="technology"),
    p(
        "Any good system integrators in Benelux for enterprise clients?",
        regions=[WE],
        segments=[ENT],
        partner="channel",
        offers=INTEGRATOR,
    ),
    p("partners for hospitals in France", regions=[WE], segments=[HEALTHP]),
    p("distributors in Brazil, Argentina and Chile", regions=[SAM], partner="channel", offers=DISTRIBUTOR),
    p("payment companies in Mexico", [FINTECH], [CAM]),
    p("retail software vendors in Japan and South Korea", [RETAIL], [EAS], partner="technology"),
    p("cloud hosting partners across Southeast Asia", [CLOUD], [SEA]),
    p("insurtech startups in Singapore", [INSURANCE], [SEA], [STARTUPS]),
    p("telecom operators in the Middle East", [TELCO], [WAS]),
    p("AI companies in India", [AI], [SAS]),
    p("e-commerce agencies in Australia and New Zealand for small businesses", [ECOM], [ANZ], [SMB]),
    p("German manufacturers looking for IoT partners", [MANUF, IOT], [WE]),
    p("British and Irish law firms", [LEGAL], [NE]),
    p("banks in Poland and the Czech Republic", [BANKING], [EE]),
    p("energy companies in Canada and the US", [ENERGY], [NAM]),
    p("agtech in Kenya and Nigeria", [AGRI], ["Eastern Africa", "Western Africa"]),
    p("European HR tech vendors", [HR], EUROPE, partner="technology"),
    # segments in everyday words
    p("CRM resellers for SMBs in Canada", [CRM], [NAM], [SMB], "channel", offers=RESELLER),
    p("partners selling to government agencies in Scandinavia", regions=[NE], segments=[PUBLIC]),
    p("analytics vendors for universities and colleges in the UK", [BI], [NE], [EDU], "technology"),
    p("who works with charities and NGOs in Western Europe?", regions=[WE], segments=[NONPROFIT]),
    p("martech for large enterprises in North America", [MARTECH], [NAM], [ENT]),
    p("mid-market logistics companies in Eastern Europe", [LOGISTICS], [EE], [MID]),
    p("pharma companies working with clinics in Italy", [PHARMA], [SE], [HEALTHP]),
    p("partners for startups and scale-ups in Latin America", regions=LATAM, segments=[STARTUPS]),
    # partner types
    p("value added resellers of cybersecurity in Spain", [CYBER], [SE], partner="channel", offers=RESELLER),
    p("ISVs in healthcare", [HEALTH], partner="technology"),
    p("SaaS companies in Eastern Europe for SMB", regions=[EE], segments=[SMB], partner="technology"),
    p(
        "consultancies in Northern Europe doing digital transformation for the public sector",
        regions=[NE],
        segments=[PUBLIC],
        partner="channel",
        offers=INTEGRATOR,
    ),
    p("managed service providers for small and medium businesses in Ireland", [], [NE], [SMB], "channel", offers=MSP),
    p("channel partners in South America for fintech", [FINTECH], [SAM], partner="channel"),
    # whole markets
    p("insurance partners anywhere in the world for enterprises", [INSURANCE], ANY, [ENT]),
    p("any industry, Southeast Asia, small businesses", ANY, [SEA], [SMB]),
    p("global cybersecurity vendors", [CYBER], ANY, partner="technology"),
    # typos and odd casing
    p("helthcare resellers in Eastren Europe", [HEALTH], [EE], partner="channel", offers=RESELLER),
    p("cybersecrity vendors in westren europe for mid markt", [CYBER], [WE], [MID], "technology"),
    p("LOGISTICS PARTNERS IN GERMANY", [LOGISTICS], [WE]),
    p("partners in Spian and Portgal for retail", [RETAIL], [SE]),
    p("travel and hospitality companies in thailand", [TRAVEL], [SEA]),
    p("media and entertainment partners in the netherlnds", [MEDIA], [WE]),
    p("proptech vendors in the gulf", [PROPTECH], [WAS], partner="technology"),
    p("IT services firms in Vietnam and Indonesia for mid-sized companies", [ITSERV], [SEA], [MID]),
]
