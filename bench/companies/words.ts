// Word lists the company generator combines into names, people and descriptions. Names follow three
// shapes seen in real vendor directories, so trigram search meets a realistic vocabulary (a few
// thousand distinct words, not a handful repeated 100,000 times):
//   brand + suffix           "Velora Analytics"         (invented brand from two syllables)
//   word + core + suffix     "Silver Ledger Systems"
//   surname & surname suffix "Hartley & Quinn Partners"
// Every entry is one token without spaces, so the three shapes can never produce the same name.

/** Words separated by white space. */
function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

/** Entries separated by commas; an entry may contain spaces and wrap across lines. */
function list(text: string): readonly string[] {
  return text
    .split(",")
    .map((entry) => entry.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const BRAND_HEADS = words(`
  Zen Vel Kor Lum Nex Ast Bri Cal Dyn Eon Fal Gal Hal Ix Jun Kai Lyr Mer Nov Oct Pax Qui Rho Syn Tor
  Ul Ven Wyn Xen Yar Zor Ar Bel Cor Del El Fin Gen Hel Ion Jet Kin Lex Mod Neo Omn Pol Quan Ren Sol
  Tri Uni Vox Wex Zy Aer
`);

const BRAND_TAILS = words(`
  ora ix ium ara eon ly io ova etic ant ify ure os ex ar ia ico ent yx um on ics ado ela ina ist ity
  oro ux iva ane era ori ama eta ide ygen ola ari esta
`);

/** Invented brands ("Velora", "Nexium"), deduplicated case-insensitively. */
export const BRANDS: readonly string[] = [
  ...new Map(
    BRAND_HEADS.flatMap((head) => BRAND_TAILS.map((tail) => `${head}${tail}`)).map((brand) => [
      brand.toLowerCase(),
      brand,
    ]),
  ).values(),
];

export const NAME_WORDS = words(`
  Blue North Silver Bright Red Green Iron Clear Open Smart Swift True Deep High Pure First Prime Next
  Bold Quiet Golden Black White Grey Amber Coral Crimson Indigo Violet Scarlet Azure Jade Onyx Ruby
  Sapphire Emerald Granite Marble Copper Bronze Steel Cobalt Titan Atlas Apex Summit Pinnacle Vertex
  Zenith Horizon Meridian Polar Arctic Solar Lunar Stellar Cosmic Nova Aurora Cedar Maple Oak Pine
  Willow Aspen Birch Falcon Eagle Hawk Raven Wolf Fox Bear Lion Tiger Orca Dolphin Harbor Bay Coast
  Island Delta Canyon Mesa Prairie Meadow Valley Ridge Crest Peak Alpine Urban Metro Civic Royal Noble
  Grand Modern Future Rapid Agile
`);

export const CORE_WORDS = words(`
  Data Cloud Logic Quantum Cyber Signal Ledger Vector Pixel Stack Grid Flow Path Sense Wave Shield
  Forge Scale Core Link Bridge Stream River Stone Leaf Spark Pulse Orbit Beacon Compass Anchor Matrix
  Nexus Vault Gate Key Lock Node Mesh Fabric Thread Loop Cube Sphere Prism Lens Mind Brain Insight
  Metric Circuit Byte Bit Code Script Query Index Cache Kernel Shift Edge Tide
`);

export const SUFFIXES = words(`
  Analytics Systems Labs Technologies Software Solutions Networks Security Group Partners Consulting
  Digital AI Health Capital Inc. Ltd GmbH Dynamics Robotics Logistics Works Ventures
`);

export const SURNAMES = words(`
  Hartley Quinn Morgan Ellison Barrett Calloway Dawson Fletcher Garrison Hughes Irving Jennings Keller
  Lawson Mercer Nolan Oakley Prescott Radcliffe Sinclair Thornton Underwood Vance Whitaker Yates
  Ashford Bennett Carver Drummond Everett Fairbanks Grayson Holloway Ingram Jarvis Kendrick Langley
  Maddox Norwood Osborne Pemberton Ramsey Sterling Tate Upton Vaughn Winslow Abbott Blackwood Chandler
  Delaney Emerson Finch Gallagher Hale Iverson Jameson Kingsley Lockwood Monroe Nash Ogden Pearce
  Rhodes Sawyer Tucker Vickers Wade Young Zimmerman Schmidt Muller Rossi Dubois Nakamura Tanaka
  Kowalski Novak Silva Costa Haddad Okafor Mensah Patel Sharma Chen Wang Kim Park Nguyen
`);

export const FIRST_NAMES = words(`
  Ana Tomas Priya James Mei Lukas Sofia Omar Hannah Daniel Aisha Mateo Emma Noah Olivia Liam Ava Ethan
  Isabella Lucas Mia Mason Amelia Logan Harper Elijah Evelyn Oliver Abigail Jacob Emily Aiden Ella
  Sebastian Elizabeth Carter Camila Jayden Luna Wyatt Leo Avery Julian Scarlett Grace Chloe Victoria
  Riley Aria Lily Aurora Zoey Nora Hiroshi Yuki Wei Jin Min-jun Seo-yeon Arjun Ananya Rahul Fatima
  Yusuf Amara Kwame Chiara Giulia Marco Pierre Camille Lars Ingrid Sven Freya Mikko Aino Pavel
  Katarzyna Joao Beatriz
`);

export const CITIES = list(`
  San Francisco, New York, London, Berlin, Austin, Seattle, Boston, Toronto, Paris, Tel Aviv,
  Bangalore, Singapore, Amsterdam, Stockholm, Dublin, Chicago, Los Angeles, Munich, Zurich, Sydney,
  Tokyo, Seoul, Shanghai, Hong Kong, Sao Paulo, Mexico City, Madrid, Barcelona, Lisbon, Oslo,
  Copenhagen, Helsinki, Warsaw, Prague, Vienna, Milan, Denver, Atlanta, Dallas, Miami, Raleigh, Salt
  Lake City, Vancouver, Montreal, Melbourne, Auckland, Cape Town, Nairobi, Lagos, Dubai, Mumbai, Pune,
  Hyderabad, Manila, Jakarta, Kuala Lumpur, Tallinn, Edinburgh, Manchester, Cambridge
`);

/** Product names are "<core> <noun>", e.g. "Ledger Guard". */
export const PRODUCT_NOUNS = words(`
  Guard Hub Insight Studio Platform Suite Engine Console Monitor Gateway Vault Pilot Connect Sync Lens
  Radar Desk Works
`);

/** What a company builds, for descriptions. */
export const OFFERINGS = list(`
  observability tooling, identity and access management, data pipelines, contact centre software,
  endpoint protection, procurement automation, supply chain visibility, payroll and HR software,
  customer data platforms, managed cloud infrastructure, AI assistants, network security, financial
  planning software, field service management, collaboration tools, API management, backup and
  disaster recovery, fraud detection, compliance automation, digital workplace tools
`);

export const AUDIENCES = list(`
  mid-market banks, global retailers, hospital networks, public sector agencies, manufacturers,
  insurers, software teams, logistics providers, telecom operators, universities, energy utilities,
  professional services firms
`);
