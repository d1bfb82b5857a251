# ruff: noqa: E501, SIM905 (tables of words: one entry a line reads best)
"""Everyday words for the reference data, where no library holds them: what partner managers
call an industry, a market segment, a kind of partner or a group of countries, and the words
of a request that are not criteria. Countries themselves come from country_converter
(places.py); typos are left to rapidfuzz (resolver.py). Keys are the catalogue's names
(apps/companies/reference.py); a word listed here that names no catalogue item is ignored."""

# Industry name -> everyday words and abbreviations (lower case; plurals are added).
INDUSTRY_WORDS = {
    "Accounting & Finance Software": ["accounting", "bookkeeping", "finance software", "accounting software"],
    "Advertising & Marketing Technology": ["adtech", "martech", "advertising", "marketing technology", "marketing tech"],
    "Agriculture & AgTech": ["agriculture", "agtech", "agritech", "agri tech", "farming", "agrifood", "agri food"],
    "Artificial Intelligence & Machine Learning": [
        "ai", "ml", "artificial intelligence", "machine learning", "genai", "gen ai", "generative ai", "ai ml",
    ],
    "Automotive": ["automotive", "auto", "car", "cars", "vehicle", "vehicles", "car dealers", "dealerships"],
    "Banking & Financial Services": ["banking", "bank", "financial services", "finserv", "bfsi", "wealth management"],
    "Biotechnology & Life Sciences": ["biotech", "biotechnology", "life sciences", "life science"],
    "Business Intelligence & Analytics": ["bi", "analytics", "business intelligence", "data analytics", "reporting"],
    "Cloud Infrastructure & Hosting": ["cloud", "hosting", "iaas", "cloud infrastructure", "data centre", "data center"],
    "Collaboration & Productivity": ["collaboration", "productivity"],
    "Construction & Real Estate": ["construction", "real estate", "proptech", "property", "contech"],
    "Consumer Goods & Retail": ["retail", "retailer", "consumer goods", "cpg", "fmcg", "shops", "stores"],
    "Customer Relationship Management": ["crm"],
    "Cybersecurity": ["cybersecurity", "cyber security", "security", "infosec", "cyber", "it security"],
    "Data Management & Storage": ["data management", "storage", "backup", "data storage"],
    "DevOps & Developer Tools": ["devops", "developer tools", "dev tools", "developer tooling"],
    "E-commerce": ["ecommerce", "e commerce", "online retail", "webshop", "online shop", "online stores"],
    "Education & EdTech": ["education", "edtech", "ed tech", "e learning", "elearning", "learning"],
    "Energy & Utilities": ["energy", "utilities", "utility", "cleantech", "renewables", "renewable energy", "oil and gas"],
    "Engineering & Manufacturing": [
        "manufacturing", "manufacturer", "engineering", "industrial", "factory", "factories", "industry 4 0",
    ],
    "Enterprise Resource Planning": ["erp"],
    "Fintech & Payments": ["fintech", "fin tech", "payments", "payment"],
    "Government & Public Sector": ["govtech", "gov tech"],
    "Healthcare & HealthTech": [
        "healthcare", "health care", "healthtech", "health tech", "health", "medical", "medtech", "digital health",
    ],
    "Hospitality & Travel": ["hospitality", "travel", "hotel", "hotels", "tourism", "restaurants"],
    "Human Resources & HR Tech": ["hr", "hrtech", "hr tech", "human resources", "payroll", "recruiting", "hcm"],
    "Insurance & InsurTech": ["insurance", "insurtech", "insurers"],
    "Internet of Things": ["iot", "internet of things", "connected devices"],
    "IT Services & Managed Services": ["it services", "managed services", "managed it", "it support"],
    "Legal & LegalTech": ["legal", "legaltech", "legal tech", "law firm", "law firms"],
    "Logistics & Supply Chain": [
        "logistics", "supply chain", "freight", "shipping", "warehousing", "warehouse", "3pl",
    ],
    "Media & Entertainment": ["media", "entertainment", "publishing", "broadcasting", "streaming"],
    "Networking & Telecommunications": [
        "telecom", "telecoms", "telecommunications", "telco", "telcos", "networking", "connectivity",
    ],
    "Pharmaceuticals": ["pharma", "pharmaceutical", "pharmaceuticals", "drug makers"],
    "Professional Services & Consulting": ["professional services"],
    "Sales Enablement": ["sales enablement", "sales tools"],
    "Software Development": ["software development", "software engineering", "dev shop", "custom software"],
    "Transportation & Mobility": ["transportation", "transport", "mobility", "fleet", "fleets"],
    "Unified Communications": ["unified communications", "ucaas", "uc", "voip", "telephony", "contact centre"],
}  # fmt: skip

# Market segment name -> everyday words. "government" and "schools" name customers (segments);
# the industries "Government & Public Sector" and "Education & EdTech" have their own words.
SEGMENT_WORDS = {
    "Small businesses (SMB)": [
        "smb", "small business", "small businesses", "small and medium", "small and medium businesses",
        "small and mid sized", "sme", "smes", "small companies", "small firms", "small and medium sized",
    ],
    "Mid-market": [
        "mid market", "midmarket", "mid sized", "mid size", "midsize", "midsized", "medium sized",
        "medium size", "mid sized companies", "medium businesses", "mid tier",
    ],
    "Enterprise": ["enterprise", "enterprises", "large enterprise", "large companies", "corporates", "corporations",
                   "large organisations", "large organizations", "fortune 500", "big companies"],
    "Public sector & government": [
        "public sector", "government", "governments", "government agencies", "public bodies", "municipalities",
        "local government", "federal", "public administration", "councils",
    ],
    "Education": ["schools", "school", "universities", "university", "colleges", "college", "k 12", "k12",
                  "higher education", "education providers", "academia"],
    "Healthcare providers": ["hospitals", "hospital", "clinics", "clinic", "healthcare providers", "care providers",
                             "health systems", "medical practices", "care homes"],
    "Non-profit organisations": ["non profits", "nonprofits", "non profit organisations", "non profit organizations",
                                 "charities", "charity", "ngos", "ngo", "not for profit"],
    "Startups & scale-ups": ["startups", "start ups", "startup", "scale ups", "scaleups", "scale up", "scaleup"],
}  # fmt: skip

# The two partner types (Company.PartnerType) and the words for them. A kind that is also a
# partnership type (an MSP, a reseller) fits a company of that type or one offering that kind
# of partnership (a vendor running an MSP program); see tools.partner_filter.
TECHNOLOGY, CHANNEL = 1, 2
PARTNER_WORDS = {
    # word: (partner type, partnership type names it also means)
    "msp": (CHANNEL, ["Managed service provider (MSP)"]),
    "managed service provider": (CHANNEL, ["Managed service provider (MSP)"]),
    "managed services provider": (CHANNEL, ["Managed service provider (MSP)"]),
    "mssp": (CHANNEL, ["Managed service provider (MSP)"]),
    "reseller": (CHANNEL, ["Reseller"]),
    "resell": (CHANNEL, ["Reseller"]),
    "resale": (CHANNEL, ["Reseller"]),
    "var": (CHANNEL, ["Reseller"]),
    "value added reseller": (CHANNEL, ["Reseller"]),
    "distributor": (CHANNEL, ["Distributor"]),
    "integrator": (CHANNEL, ["Consulting / system integrator"]),
    "system integrator": (CHANNEL, ["Consulting / system integrator"]),
    "systems integrator": (CHANNEL, ["Consulting / system integrator"]),
    "si": (CHANNEL, ["Consulting / system integrator"]),
    "consultancy": (CHANNEL, ["Consulting / system integrator"]),
    "consultancies": (CHANNEL, ["Consulting / system integrator"]),
    "consultant": (CHANNEL, ["Consulting / system integrator"]),
    "consulting firm": (CHANNEL, ["Consulting / system integrator"]),
    "consulting partner": (CHANNEL, ["Consulting / system integrator"]),
    "channel partner": (CHANNEL, []),
    "channel": (CHANNEL, []),
    "solution provider": (CHANNEL, []),
    "vendor": (TECHNOLOGY, []),
    "isv": (TECHNOLOGY, []),
    "software vendor": (TECHNOLOGY, []),
    "software company": (TECHNOLOGY, []),
    "software companies": (TECHNOLOGY, []),
    "software provider": (TECHNOLOGY, []),
    "saas": (TECHNOLOGY, []),
    "saas company": (TECHNOLOGY, []),
    "saas companies": (TECHNOLOGY, []),
    "technology vendor": (TECHNOLOGY, []),
    "technology partner": (TECHNOLOGY, []),
    "tech vendor": (TECHNOLOGY, []),
    "tech partner": (TECHNOLOGY, []),
    "technology company": (TECHNOLOGY, []),
    "technology companies": (TECHNOLOGY, []),
}
# Partnership types named without a partner type (a vendor can run a referral program, and a
# channel partner can refer).
PARTNERSHIP_WORDS = {
    "Referral": ["referral", "referral partner", "referrals", "introducer"],
    "Affiliate": ["affiliate", "affiliates"],
    "OEM / white label": ["oem", "white label", "whitelabel", "white labelling"],
    "Co-sell": ["co sell", "cosell", "co selling"],
    "Technology / integration": ["integration partner", "technology integration", "integrations"],
}
PARTNER_TYPE_NAMES = {TECHNOLOGY: "technology vendors", CHANNEL: "channel partners"}

# Groups of countries partner managers name, as UN M49 sub-regions (the catalogue's regions).
# Countries themselves come from country_converter.
PLACE_GROUPS = {
    "scandinavia": ["Northern Europe"],
    "scandinavian": ["Northern Europe"],
    "nordics": ["Northern Europe"],
    "nordic": ["Northern Europe"],
    "nordic countries": ["Northern Europe"],
    "baltics": ["Northern Europe"],
    "baltic states": ["Northern Europe"],
    "british isles": ["Northern Europe"],
    "uk and ireland": ["Northern Europe"],
    "uki": ["Northern Europe"],
    "dach": ["Western Europe"],
    "benelux": ["Western Europe"],
    "iberia": ["Southern Europe"],
    "iberian peninsula": ["Southern Europe"],
    "balkans": ["Southern Europe"],
    "mediterranean": ["Southern Europe"],
    "cee": ["Eastern Europe"],
    "central and eastern europe": ["Eastern Europe"],
    "central europe": ["Eastern Europe"],
    "eastern bloc": ["Eastern Europe"],
    "latin america": ["South America", "Central America", "Caribbean"],
    "latam": ["South America", "Central America", "Caribbean"],
    "lat am": ["South America", "Central America", "Caribbean"],
    "north america": ["Northern America"],
    "southeast asia": ["South-eastern Asia"],
    "south east asia": ["South-eastern Asia"],
    "sea": ["South-eastern Asia"],
    "asean": ["South-eastern Asia"],
    "east asia": ["Eastern Asia"],
    "far east": ["Eastern Asia"],
    "south asia": ["Southern Asia"],
    "indian subcontinent": ["Southern Asia"],
    "middle east": ["Western Asia"],
    "gulf": ["Western Asia"],
    "gcc": ["Western Asia"],
    "mena": ["Western Asia", "Northern Africa"],
    "north africa": ["Northern Africa"],
    "west africa": ["Western Africa"],
    "east africa": ["Eastern Africa"],
    "central africa": ["Middle Africa"],
    "sub saharan africa": ["Western Africa", "Eastern Africa", "Middle Africa", "Southern Africa"],
    "anz": ["Australia and New Zealand"],
    "australasia": ["Australia and New Zealand"],
    "apac": ["Eastern Asia", "South-eastern Asia", "Southern Asia", "Australia and New Zealand"],
    "asia pacific": ["Eastern Asia", "South-eastern Asia", "Southern Asia", "Australia and New Zealand"],
    "emea": ["Western Europe", "Northern Europe", "Southern Europe", "Eastern Europe", "Western Asia",
             "Northern Africa", "Western Africa", "Eastern Africa", "Middle Africa", "Southern Africa"],
    "pacific islands": ["Melanesia", "Micronesia", "Polynesia"],
}  # fmt: skip

# Country names in other languages and the adjectives partner managers use ("German
# manufacturers", "British resellers"), which country_converter's table does not hold.
PLACE_WORDS = {
    "deutschland": ["Western Europe"], "german": ["Western Europe"], "germans": ["Western Europe"],
    "french": ["Western Europe"], "dutch": ["Western Europe"], "belgian": ["Western Europe"],
    "austrian": ["Western Europe"], "osterreich": ["Western Europe"], "schweiz": ["Western Europe"],
    "british": ["Northern Europe"], "english": ["Northern Europe"], "scottish": ["Northern Europe"],
    "welsh": ["Northern Europe"], "irish": ["Northern Europe"], "norwegian": ["Northern Europe"],
    "danish": ["Northern Europe"], "finnish": ["Northern Europe"], "icelandic": ["Northern Europe"],
    "estonian": ["Northern Europe"], "latvian": ["Northern Europe"], "lithuanian": ["Northern Europe"],
    "spanish": ["Southern Europe"], "espana": ["Southern Europe"], "portuguese": ["Southern Europe"],
    "greek": ["Southern Europe"], "croatian": ["Southern Europe"], "slovenian": ["Southern Europe"],
    "polish": ["Eastern Europe"], "polska": ["Eastern Europe"], "hungarian": ["Eastern Europe"],
    "romanian": ["Eastern Europe"], "bulgarian": ["Eastern Europe"], "slovak": ["Eastern Europe"],
    "ukrainian": ["Eastern Europe"],
    "american": ["Northern America"], "canadian": ["Northern America"], "mexican": ["Central America"],
    "brazilian": ["South America"], "argentinian": ["South America"], "argentine": ["South America"],
    "chilean": ["South America"], "colombian": ["South America"], "peruvian": ["South America"],
    "japanese": ["Eastern Asia"], "chinese": ["Eastern Asia"], "korean": ["Eastern Asia"],
    "taiwanese": ["Eastern Asia"], "vietnamese": ["South-eastern Asia"], "thai": ["South-eastern Asia"],
    "indonesian": ["South-eastern Asia"], "malaysian": ["South-eastern Asia"], "filipino": ["South-eastern Asia"],
    "singaporean": ["South-eastern Asia"], "pakistani": ["Southern Asia"], "emirati": ["Western Asia"],
    "saudi": ["Western Asia"], "israeli": ["Western Asia"], "turkish": ["Western Asia"],
    "australian": ["Australia and New Zealand"], "kiwi": ["Australia and New Zealand"],
    "nigerian": ["Western Africa"], "kenyan": ["Eastern Africa"], "egyptian": ["Northern Africa"],
    "moroccan": ["Northern Africa"], "south african": ["Southern Africa"],
    "latin american": ["South America", "Central America", "Caribbean"],
    "north american": ["Northern America"], "european": ["Western Europe", "Northern Europe", "Southern Europe",
                                                           "Eastern Europe"],
    "african": ["Northern Africa", "Western Africa", "Eastern Africa", "Middle Africa", "Southern Africa"],
    "asian": ["Central Asia", "Eastern Asia", "South-eastern Asia", "Southern Asia", "Western Asia"],
}  # fmt: skip

GLOBAL_WORDS = ["global", "globally", "worldwide", "world wide", "anywhere", "any region", "all regions",
                "every region", "any country", "international", "internationally", "all over the world"]  # fmt: skip
AGNOSTIC_WORDS = ["any industry", "all industries", "industry agnostic", "every industry", "any sector",
                  "all sectors", "cross industry", "horizontal"]  # fmt: skip

# Words of a request that are not criteria (lower case). What is left of a search once these and
# the recognised criteria are taken out, and sits where a criterion would, is said back to the
# user as not recognised.
FILLER = frozenset(
    """
    a an the and or of in on at to for from with without by into onto about across within among via near
    me my us our we i you your they their them it its this that these those there here some any all
    every each both either other others another more most many much few best top good great strong
    strongest biggest largest leading new first second third last next find found finding show list give
    get tell search searching look looking seek seeking need needs want wants wanting recommend suggest
    help please can could would should will may might do does did is are was were be been being have has
    had which who whom whose what where when why how partner partners partnering partnership
    partnerships company companies firm firms business businesses organisation organisations
    organization organizations provider providers player players selling sell sells sold serving serve
    serves served working work works operating operate operates active based located target targets
    targeting targeted focus focused focusing specialising specializing specialised specialized offering
    offer offers covering cover covers present market markets customer customers client clients segment
    segments sector sectors industry industries vertical verticals region regions country countries area
    areas space like such also just only than then too very really well kind kinds type types sort sorts
    options option ones one two three several around over under republic hi hello thanks thank ok okay
    yes no not local regional national reliable trusted experienced established specialist specialists
    expert experts certified potential possible relevant right ideal suitable qualified proven rated
    recommended interested large big small medium independent digital transformation solutions services
    product products software plan plans upgrade tokens strategy expansion program programme
    """.split()
)
# A leftover word after one of these (or before "partners", "companies"...) sits where a
# criterion would: "in Atlantis", "quantum partners".
# Short words that name something only when written in capitals ("SEA", "SI"): in lower case
# they are everyday words ("sea freight", Spanish "si").
CAPITALS_ONLY = {"sea", "si", "uc", "bi", "us", "var", "it"}
SLOT_BEFORE = {"in", "for", "from", "across", "serving", "within", "throughout", "covering", "targeting",
               "to", "selling", "based"}  # fmt: skip
SLOT_AFTER = {"partner", "partners", "companies", "company", "vendors", "vendor", "resellers", "firms",
              "providers", "msps", "integrators", "distributors", "consultancies", "startups"}  # fmt: skip
