"""Word lists the demo catalogue draws from: name parts, cities and people per region.

Invented names only; the websites are on the reserved `.example` top-level domain (RFC 2606),
which never resolves, so no demo link can lead to a real company."""

# --- first words of company names -----------------------------------------------------------
# Each first word is used by one company at most (see catalogue.NameMaker).

NATURE = [
    # birds and animals
    "Kestrel", "Heron", "Osprey", "Falcon", "Lynx", "Otter", "Marten", "Puffin", "Wren", "Finch",
    "Ibis", "Condor", "Merlin", "Raven", "Swift", "Plover", "Egret", "Harrier", "Curlew", "Bittern",
    "Starling", "Petrel", "Gannet", "Skylark", "Badger", "Bison", "Ibex", "Orca", "Marlin", "Kingfisher",
    "Albatross", "Cormorant", "Pelican", "Stork", "Sandpiper",
    # trees and plants
    "Juniper", "Rowan", "Alder", "Linden", "Hawthorn", "Aspen", "Birch", "Willow", "Hazel", "Cypress",
    "Larch", "Spruce", "Hornbeam", "Magnolia", "Sorrel", "Yarrow", "Bracken", "Thistle", "Clover",
    "Laurel", "Myrtle", "Tansy", "Foxglove", "Elderberry", "Chestnut", "Sycamore", "Wisteria",
    # land and water
    "Meridian", "Tundra", "Delta", "Atoll", "Estuary", "Sierra", "Cairn", "Basalt", "Granite",
    "Quarry", "Flint", "Slate", "Obsidian", "Jasper", "Garnet", "Cobalt", "Copperleaf", "Quartz",
    "Beryl", "Topaz", "Amberly", "Headland", "Canyon", "Glacier", "Inlet", "Causeway", "Shoreline",
    "Tideline", "Watershed", "Moraine", "Bluff", "Highmoor", "Fenland",
    # sea and sky
    "Lantern", "Beacon", "Anchor", "Compass", "Keel", "Sextant", "Tiller", "Polaris", "Vega",
    "Altair", "Lyra", "Orion", "Nimbus", "Zephyr", "Aurora", "Solstice", "Equinox", "Zenith",
    "Comet", "Nebula", "Cirrus", "Stratus", "Borealis", "Sirius", "Cassini", "Meteor",
]  # fmt: skip

ABSTRACT = [
    "Veritas", "Lumina", "Axiom", "Cadence", "Vector", "Tessera", "Paragon", "Quorum", "Fulcrum",
    "Keystone", "Cipher", "Praxis", "Vantage", "Helix", "Lattice", "Prism", "Tangent", "Vertex",
    "Kinetic", "Parallax", "Radius", "Catalyst", "Momentum", "Candor", "Clarity", "Tenfold", "Lucid",
    "Verity", "Aegis", "Bastion", "Rampart", "Sentinel", "Citadel", "Crux", "Nexus", "Ordinal",
    "Quanta", "Scalar", "Tensor", "Unison", "Vivid", "Wavelength", "Tandem", "Relay", "Pivot",
    "Sprocket", "Gantry", "Trellis", "Mosaic", "Origami", "Fathom", "Cogent", "Arbiter", "Semaphore",
    "Threadline", "Keyframe", "Bellwether", "Waypoint", "Benchmark", "Foundry",
]  # fmt: skip

# Coined compounds ("Brightpath", "Stonebridge"): each prefix and each root at most twice.
COMPOUND_PREFIXES = [
    "Blue", "Bright", "Clear", "Deep", "Far", "Fair", "Gold", "Green", "High", "Iron", "North",
    "Open", "Red", "Silver", "South", "Star", "Stone", "True", "West", "Wild", "East", "Oak", "Sun",
    "Ever", "Swift", "Cloud", "Long", "Still", "Round", "Broad",
]  # fmt: skip
COMPOUND_ROOTS = [
    "path", "wind", "field", "bridge", "gate", "line", "peak", "ridge", "brook", "wave", "lake",
    "mark", "point", "crest", "haven", "spring", "forge", "light", "water", "well", "fold", "ford",
    "reach", "view", "vale", "stead", "moor", "hollow", "span", "rock",
]  # fmt: skip

# Regional first words: used only by companies based in that part of the world.
REGIONAL = {
    "africa": ["Sahel", "Baobab", "Savanna", "Zambezi", "Kalahari", "Acacia", "Limpopo", "Marula", "Rift",
               "Harmattan", "Okavango", "Ubuntu"],
    "north_america": ["Cascadia", "Prairie", "Sequoia", "Lakeshore", "Chinook", "Sonoran", "Tamarack",
                      "Bayou", "Ozark", "Redrock", "Catskill", "Mesquite"],
    "latin_america": ["Andean", "Pampas", "Caribe", "Quetzal", "Ceiba", "Altiplano", "Orinoco", "Mangrove",
                      "Tierra", "Colibri", "Araucaria", "Cenote"],
    "asia": ["Monsoon", "Mekong", "Sakura", "Lotus", "Indus", "Bamboo", "Jade", "Tigris", "Oasis", "Steppe",
             "Saffron", "Banyan", "Tamarind", "Ginkgo"],
    "europe": ["Nordic", "Baltic", "Alpine", "Rhine", "Danube", "Iberia", "Fjord", "Heather", "Tatra",
               "Carpathian", "Adriatic", "Loire", "Hanse", "Celtic", "Elbe", "Pyrenees"],
    "oceania": ["Tasman", "Coral", "Kauri", "Reef", "Outback", "Lagoon", "Pacifica", "Kowhai", "Wattle",
                "Banksia", "Southerly", "Karri"],
}  # fmt: skip

# --- the rest of a name -------------------------------------------------------------------
VENDOR_GENERIC = ["Labs", "Software", "Technologies", "Systems", "Platforms", "Cloud", "AI", "Digital", "Works"]
CHANNEL_GENERIC = [
    "IT Services", "Consulting", "Partners", "Solutions", "Group", "Technology Group", "Digital",
    "Integrators", "Advisory", "Systems Integration", "Managed IT", "Tech Partners", "Associates", "Collective",
]  # fmt: skip
# Tails that a vendor name may extend with "Labs" or "Technologies" ("Kestrel Security Labs").
EXTENDABLE = {"Security", "Cyber", "Identity", "Data", "Analytics", "Health", "Energy", "Learning", "Logistics"}

# --- where companies are ----------------------------------------------------------------------
# Sub-region id (UN M49) -> cities a company there may be based in.
CITIES = {
    15: ["Casablanca", "Cairo", "Tunis", "Algiers", "Rabat"],
    14: ["Nairobi", "Kigali", "Addis Ababa", "Dar es Salaam", "Kampala"],
    17: ["Douala", "Kinshasa", "Libreville", "Luanda", "Yaoundé"],
    18: ["Johannesburg", "Cape Town", "Gaborone", "Windhoek", "Durban"],
    11: ["Lagos", "Accra", "Dakar", "Abidjan", "Abuja"],
    21: ["Toronto", "Austin", "Chicago", "Boston", "Vancouver", "Denver", "Atlanta", "Seattle"],
    29: ["Kingston", "San Juan", "Santo Domingo", "Port of Spain", "Bridgetown"],
    13: ["Mexico City", "Guadalajara", "San José", "Panama City", "Monterrey"],
    5: ["São Paulo", "Bogotá", "Santiago", "Buenos Aires", "Lima", "Medellín", "Montevideo"],
    143: ["Almaty", "Tashkent", "Astana", "Bishkek"],
    30: ["Seoul", "Tokyo", "Taipei", "Osaka", "Busan"],
    35: ["Singapore", "Jakarta", "Kuala Lumpur", "Ho Chi Minh City", "Manila", "Bangkok"],
    34: ["Bengaluru", "Pune", "Colombo", "Dhaka", "Hyderabad", "Chennai"],
    145: ["Dubai", "Istanbul", "Riyadh", "Doha", "Amman", "Abu Dhabi"],
    151: ["Warsaw", "Prague", "Bucharest", "Kraków", "Budapest", "Sofia", "Brno"],
    154: ["Stockholm", "Dublin", "Copenhagen", "Manchester", "Tallinn", "Oslo", "Helsinki", "Edinburgh"],
    39: ["Madrid", "Milan", "Lisbon", "Barcelona", "Athens", "Valencia", "Porto"],
    155: ["Amsterdam", "Munich", "Lyon", "Brussels", "Zurich", "Vienna", "Rotterdam", "Hamburg"],
    53: ["Sydney", "Melbourne", "Auckland", "Brisbane", "Wellington", "Perth"],
    54: ["Port Moresby", "Suva", "Nouméa"],
    57: ["Hagåtña", "Palikir", "Majuro"],
    61: ["Apia", "Nuku'alofa", "Papeete"],
}

# How many companies are based in each sub-region, relative to each other: roughly where
# partner businesses are, flattened so that every sub-region has a few companies to find.
HOME_WEIGHTS = {
    21: 2.3, 155: 1.9, 154: 1.8, 39: 1.5, 151: 1.5, 53: 1.8, 30: 1.8, 35: 1.8, 34: 1.8, 145: 1.6,
    5: 1.6, 13: 1.1, 29: 0.8, 15: 1.0, 11: 1.1, 14: 1.1, 18: 1.0, 17: 0.7, 143: 0.7, 54: 0.5, 57: 0.35,
    61: 0.35,
}  # fmt: skip

# Sub-region id -> the pool of people's names and the regional name words used there.
SUB_REGION_GROUP = {
    15: ("west_asia", "africa"), 14: ("africa", "africa"), 17: ("africa", "africa"), 18: ("africa", "africa"),
    11: ("africa", "africa"), 21: ("north_america", "north_america"), 29: ("latin_america", "latin_america"),
    13: ("latin_america", "latin_america"), 5: ("latin_america", "latin_america"), 143: ("west_asia", "asia"),
    30: ("east_asia", "asia"), 35: ("south_east_asia", "asia"), 34: ("south_asia", "asia"),
    145: ("west_asia", "asia"), 151: ("europe", "europe"), 154: ("europe", "europe"), 39: ("europe", "europe"),
    155: ("europe", "europe"), 53: ("oceania", "oceania"), 54: ("oceania", "oceania"),
    57: ("oceania", "oceania"), 61: ("oceania", "oceania"),
}  # fmt: skip

# --- people -------------------------------------------------------------------------------------
PEOPLE = {
    "africa": (
        ["Amara", "Chidi", "Kwame", "Ngozi", "Thabo", "Zanele", "Amina", "Kofi", "Wanjiru", "Tendai", "Yusuf",
         "Fatou", "Sipho", "Adaeze"],
        ["Okafor", "Mensah", "Adeyemi", "Nkosi", "Mwangi", "Diallo", "Boateng", "Abebe", "Ndlovu", "Osei",
         "Kamau", "Traore", "Achieng", "Banda"],
    ),
    "north_america": (
        ["Emily", "Jake", "Madison", "Tyler", "Priya", "Marcus", "Hannah", "Ryan", "Grace", "Daniel", "Chloe",
         "Andre", "Leah", "Caleb"],
        ["Carter", "Brooks", "Sullivan", "Patel", "Nguyen", "Hughes", "Reyes", "Whitaker", "Foster", "Bennett",
         "Coleman", "Park", "Delgado", "Murphy"],
    ),
    "latin_america": (
        ["Valentina", "Mateo", "Camila", "Santiago", "Lucía", "Diego", "Isabela", "Joaquín", "Gabriela",
         "Rafael", "Renata", "Tomás"],
        ["Fernández", "Oliveira", "Castillo", "Moreno", "Rojas", "Souza", "Herrera", "Vargas", "Pereira",
         "Medina", "Ramírez", "Costa"],
    ),
    "europe": (
        ["Sophie", "Lukas", "Elena", "Jonas", "Marta", "Pieter", "Chiara", "Mikkel", "Aoife", "Tomasz", "Inès",
         "Henrik", "Ana", "Matteo"],
        ["Schneider", "Jansen", "Rossi", "Novak", "Lindqvist", "Dubois", "Kowalski", "Byrne", "Moretti",
         "Horvath", "Nielsen", "García", "Virtanen", "Weber"],
    ),
    "east_asia": (
        ["Haruto", "Yuna", "Ji-woo", "Wei", "Mei", "Kenji", "Seo-yeon", "Hiroshi", "Lin", "Aiko", "Min-jun"],
        ["Tanaka", "Kim", "Chen", "Watanabe", "Park", "Lee", "Wang", "Suzuki", "Lim", "Huang", "Sato"],
    ),
    "south_east_asia": (
        ["Siti", "Minh", "Nurul", "Arif", "Thanh", "Maria", "Jun", "Putri", "Somchai", "Hafiz", "Linh"],
        ["Santoso", "Tan", "Nguyen", "Rahman", "Reyes", "Wijaya", "Tran", "Abdullah", "Chua", "Sukarno", "Ong"],
    ),
    "south_asia": (
        ["Aarav", "Priya", "Rohan", "Ananya", "Imran", "Kavya", "Nikhil", "Farhana", "Arjun", "Meera", "Sanjay"],
        ["Sharma", "Iyer", "Perera", "Rao", "Chowdhury", "Menon", "Gupta", "Fernando", "Reddy", "Khan", "Nair"],
    ),
    "west_asia": (
        ["Omar", "Layla", "Karim", "Yasmin", "Emre", "Zeynep", "Tariq", "Noura", "Aziz", "Dilnoza", "Murat",
         "Salma"],
        ["Haddad", "Al-Mansouri", "Yilmaz", "Nasser", "Khalil", "Demir", "Karimov", "Saleh", "Aydin", "Mansour",
         "Rahimov", "Farouk"],
    ),
    "oceania": (
        ["Olivia", "Jack", "Mia", "Lachlan", "Aroha", "Tane", "Isla", "Noah", "Sione", "Mele", "Ruby", "Liam"],
        ["Taylor", "Walker", "Ngata", "Campbell", "Fonoti", "Mitchell", "Tupou", "Harris", "Kennedy", "Wilson",
         "Parata", "Nakamura"],
    ),
}  # fmt: skip

POSITIONS = {
    1: ["Head of Partnerships", "VP Alliances", "Channel Sales Director", "Partner Manager", "Head of Ecosystem",
        "Chief Revenue Officer", "Director of Channel Programs", "Co-founder & CEO"],
    2: ["Managing Partner", "Head of Vendor Relations", "Practice Lead", "Managing Director", "Alliance Manager",
        "Chief Technology Officer", "Business Development Manager", "Founder & CEO"],
}  # fmt: skip
