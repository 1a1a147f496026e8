// The words the community generator writes posts and comments with. Full-text search must meet a
// realistic vocabulary: a few hundred everyday words that most posts share (drawn by a power law,
// so "team" and "data" are everywhere), each hub's technical terms (in a few percent of that hub's
// posts), and a long tail of rare names and jargon (in a handful of posts each).
import type { HubId } from "@common/hubs";

/** Words separated by white space. */
function words(text: string): readonly string[] {
  return text.trim().split(/\s+/);
}

/** Entries separated by "|", for sentences that hold commas. */
function sentences(text: string): readonly string[] {
  return text
    .split("|")
    .map((entry) => entry.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Entries separated by commas; an entry may hold several words. */
function list(text: string): readonly string[] {
  return text
    .split(",")
    .map((entry) => entry.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** Everyday nouns of a leaders' community, most used first: the sampler favours the head of the list. */
export const COMMON_NOUNS = words(`
  team data budget strategy cloud security vendor platform customers cost process leaders board
  roadmap risk talent architecture contract tools partners operations change teams value culture
  metrics growth quality delivery governance integration migration automation skills hiring
  compliance visibility priorities outcomes revenue spend licences projects stakeholders adoption
  productivity resilience transformation innovation efficiency experience infrastructure reporting
  alignment planning forecasting procurement sourcing workflow backlog incidents support training
  documentation accountability ownership funding savings renewal pricing negotiation onboarding
  retention engagement leadership mentoring feedback communication trust transparency collaboration
  decisions assumptions benchmarks targets milestones deadlines capacity demand supply inventory
  suppliers regulators auditors policies standards controls exceptions approvals escalations
  dashboards analytics insights forecasts models pipelines systems applications services networks
  devices endpoints users employees contractors consultants agencies startups incumbents competitors
  markets segments regions countries plants warehouses stores branches offices campuses sites
`);

/** Verbs for "we <verb> our <noun>", most used first. */
export const VERBS = words(`
  moved rebuilt replaced consolidated automated simplified outsourced renegotiated audited
  standardised centralised decentralised retired modernised piloted scaled measured documented
  restructured insourced rationalised benchmarked tested paused cancelled relaunched migrated
`);

export const PERIODS = words("quarter year month sprint half season cycle");

export const PEOPLE = words(`
  engineers analysts architects managers directors developers operators auditors recruiters
  planners buyers technicians agents specialists coordinators administrators scientists designers
`);

export const SCOPES = list(`
  the whole business, three regions, our plants, every business unit, the shared services centre,
  our European entities, the retail network, head office, the field teams, two acquisitions,
  the finance function, the group, our subsidiaries, the contact centres, the new factory
`);

export const AUDIENCES = list(`
  the board, the CFO, the audit committee, our CEO, the executive team, the regulators, the works
  council, our investors, the business sponsors, the risk committee
`);

/** Technical terms of each hub, most used first; several hold two words ("zero trust"). */
export const HUB_TERMS: Record<HubId, readonly string[]> = {
  cdo: list(`
    data governance, data quality, lakehouse, data catalog, master data, lineage, metadata, data mesh,
    data products, warehouse, semantic layer, data contracts, stewardship, reference data, dbt,
    snowflake, databricks, data lake, privacy, retention policy, observability, data literacy,
    golden record, deduplication, taxonomy, ontology, feature store, streaming, kafka, airflow
  `),
  cio: list(`
    digital transformation, ERP, cloud migration, outsourcing, service management, ITSM, enterprise
    architecture, technical debt, legacy systems, SaaS sprawl, vendor management, IT budget, operating
    model, product teams, shared services, mainframe, data centre, hybrid cloud, FinOps, ServiceNow,
    SAP, Salesforce, Workday, application portfolio, shadow IT, managed services, network refresh,
    disaster recovery, business continuity, collaboration suite
  `),
  ciso: list(`
    ransomware, zero trust, phishing, SIEM, SOC, MFA, identity, XDR, EDR, pentest, vulnerability
    management, patching, incident response, threat intelligence, tabletop exercise, cyber insurance,
    third-party risk, privileged access, encryption, DLP, CSPM, SASE, firewall, microsegmentation,
    security awareness, bug bounty, red team, NIS2, DORA, supply chain attack
  `),
  cfo: list(`
    cash flow, working capital, forecasting, FP&A, close process, consolidation, IFRS, audit,
    treasury, accounts payable, accounts receivable, invoicing, expense management, budgeting, zero
    based budgeting, cost allocation, capex, opex, margin, EBITDA, procurement savings, tax, transfer
    pricing, revenue recognition, scenario planning, rolling forecast, spend control, controllership,
    e-invoicing, SOX
  `),
  csco: list(`
    supply chain, procurement, supplier risk, logistics, inventory, demand planning, S&OP, sourcing,
    nearshoring, reshoring, freight, warehouse automation, category management, spend analytics,
    contract management, supplier diversity, ESG, scope 3, lead times, safety stock, tariffs,
    e-procurement, tail spend, purchase orders, vendor onboarding, control tower, traceability,
    last mile, returns, resilience planning
  `),
  chro: list(`
    talent acquisition, employee experience, retention, engagement survey, performance reviews,
    succession planning, learning, upskilling, reskilling, compensation, pay equity, diversity,
    inclusion, hybrid work, wellbeing, HRIS, payroll, workforce planning, skills taxonomy, employer
    brand, onboarding, attrition, people analytics, internal mobility, benefits, DEI, leadership
    development, coaching, Workday HCM, union relations
  `),
  cco: list(`
    customer experience, NPS, churn, loyalty, CRM, personalisation, customer journey, voice of the
    customer, CSAT, retention, omnichannel, customer success, complaints, self service, segmentation,
    lifetime value, community, advocacy, feedback loops, brand, pricing, subscription, renewals,
    cross-sell, upsell, customer data platform, marketing automation, account management, service
    recovery, onboarding journey
  `),
  devops: list(`
    kubernetes, CI/CD, observability, platform engineering, developer experience, terraform, GitOps,
    SRE, incident management, on-call, deployment frequency, DORA metrics, microservices, containers,
    service mesh, infrastructure as code, feature flags, canary releases, monitoring, logging, tracing,
    OpenTelemetry, internal developer platform, backstage, chaos engineering, release trains, golden
    paths, toil, postmortems, cloud native
  `),
  ai: list(`
    generative AI, LLM, copilot, RAG, embeddings, fine-tuning, prompt engineering, AI governance,
    model risk, hallucinations, agents, inference, GPU, vector database, responsible AI, AI Act,
    machine learning, MLOps, evaluation, guardrails, chatbot, foundation models, open source models,
    AI literacy, use cases, proof of concept, token costs, model routing, synthetic data, computer vision
  `),
  "contact-centre": list(`
    contact centre, IVR, average handle time, first contact resolution, workforce management, quality
    assurance, agent experience, speech analytics, chatbots, CCaaS, omnichannel routing, call
    recording, sentiment analysis, knowledge base, deflection, callbacks, queue times, abandonment,
    occupancy, shrinkage, coaching, scripting, outsourced agents, after-call work, escalations,
    real-time assist, Genesys, NICE, Five9, Amazon Connect
  `),
  "hybrid-workplace": list(`
    hybrid work, office occupancy, desk booking, meeting rooms, collaboration, video conferencing,
    digital workplace, intranet, employee apps, Microsoft Teams, Zoom, Slack, workplace analytics, hot
    desking, return to office, flexible hours, remote onboarding, asynchronous work, headsets,
    workplace experience, facilities, space planning, lease renewals, visitor management, badge data,
    wellbeing, focus time, meeting culture, noise, hub offices
  `),
  "field-service": list(`
    field service, work orders, scheduling, dispatch, technicians, first time fix, mobile workforce,
    asset management, preventive maintenance, predictive maintenance, IoT sensors, spare parts, van
    stock, service contracts, SLAs, route optimisation, remote assistance, augmented reality, installed
    base, warranty, parts logistics, field safety, job completion, customer appointments, mean time to
    repair, uptime, service revenue, subcontractors, inspections, compliance checks
  `),
};

/** The long tail: names and jargon that turn up in a handful of posts each. */
export const RARE_TERMS = words(`
  Abacus Aerolith Alderaan Ambrosia Anvil Apiary Aquifer Arbiter Arclight Armada Ascent Atlas Aurora
  Avalanche Axiom Basalt Beacon Bellwether Bluefin Bramble Brightline Cairn Calypso Canopy Cartograph
  Cascade Catalyst Cedar Chimera Cinder Citadel Clearwater Cobalt Comet Compass Condor Copperleaf
  Coral Corvid Crescent Crucible Cypress Delphi Delta Dune Dynamo Ember Equinox Estuary Falcon Fathom
  Fjord Flint Foundry Fresnel Galena Garnet Geyser Glacier Granite Greystone Halcyon Harbor Helix
  Heron Horizon Hydra Icarus Indigo Ironbark Jasper Juniper Kestrel Keystone Kinetic Lantern Larkspur
  Lattice Ledger Lodestar Lumen Lynx Magnolia Mantis Marble Meridian Mesa Monolith Nebula Nimbus
  Nomad Nova Oakridge Obsidian Onyx Orbit Osprey Paragon Pelican Pinnacle Prism Quarry Quartz Quasar
  Radiant Raven Redwood Ridgeline Riptide Sable Saffron Sapphire Sentinel Sequoia Sierra Solstice
  Sparrow Spire Summitry Tamarind Tempest Terrace Thistle Timber Topaz Torrent Trident Tundra Umber
  Vantage Vector Verdant Vertex Vireo Wavelength Willow Zenith Zephyr idempotency backpressure
  quiescence sharding rebalancing tombstones hysteresis dedupe heuristics telemetry provenance
  attestation notarisation escrow chargebacks reconciliation amortisation accruals debouncing
  throttling watermarking bitemporal denormalisation federation tokenisation pseudonymisation
  checksum failover quorum idempotent memoisation polyglot monorepo sidecar bulkhead saga outbox
  runbook playbook swimlane kanban hoshin kaizen gemba poka-yoke jidoka andon heijunka muda
`);

/**
 * Sentence shapes of posts. Slots: {term} and {term2} a term of the post's hub, {noun} and {noun2}
 * everyday nouns, {rare} a long-tail word, {verb}, {n} a number, {period}, {people}, {scope},
 * {audience}.
 */
export const POST_SENTENCES = sentences(`
  How are you measuring the return on {term} across {scope}?|
  We {verb} our {noun} around {term} last {period} and cut {noun2} by {n}%.|
  Has anyone negotiated a {term} contract covering more than {n} {people}?|
  {audience} keeps asking about {term}; what do you tell them?|
  Lessons from rolling out {term} to {n} {people}: start with {noun} and {noun2}.|
  Looking for peers who replaced {rare} with {term}.|
  The hardest part of {term} is not the technology but the {noun}.|
  Our {noun} review found {n} gaps in {term}, mostly around {noun2}.|
  Is {term} still worth it when the {noun} is flat for next {period}?|
  We are hiring {people} who know {term} and {term2}; where do you find them?|
  Three things I would do differently with {term}: {noun}, {noun2} and {term2}.|
  After {n} months, {term} finally paid for itself through {noun}.|
  What does good {term} look like for a company with {n} {people}?|
  Sharing our {noun} template for {term}; happy to compare notes.|
  We paused {term} because {audience} wanted clearer {noun} first.|
  Does anyone benchmark {term} spend against {noun}?|
  The vendor pitch for {term} ignores {noun2} entirely.|
  Our {people} pushed back on {term} until we fixed the {noun}.|
  Curious how {scope} handles {term} and {term2} together.|
  We tried {rare} for {term}; the {noun} was fine but {noun2} was painful.|
  Any recommendations for {term} tools that integrate with {term2}?|
  I think {term} is overhyped unless your {noun} is already in order.|
  Our {period} priorities: {term}, {term2} and better {noun}.|
  {n}% of our {noun} now runs through {term}.|
  Who owns {term} in your organisation, IT or the business?|
  We built a small team of {n} {people} for {term} and it worked.|
  {audience} approved the {term} budget after we showed the {noun} numbers.|
  What questions should we ask before signing with a {term} vendor?|
  Our {term} pilot in {scope} surprised us on {noun}.|
  If you had to cut one thing from {term}, what would it be?
`);

/** Comments: an opening, a remark and sometimes a closing, drawn independently. */
export const COMMENT_OPENINGS = list(`
  Great point., Agreed., Interesting., Thanks for sharing., Same here., We saw the same thing., Good
  question., Not sure I agree., This matches our experience., Fair., Useful thread., Spot on., Hmm.,
  Love this., We are halfway there., Bookmarking this., Strong take., Helpful summary., Counterpoint:,
  Quick note:
`);

export const COMMENT_REMARKS = list(`
  We solved it by involving finance early, The budget conversation was the hard part, Our vendor
  underestimated the integration work, Start small and measure everything, The board only cared about
  risk, It took us two quarters to see any value, We had to retrain most of the team, Governance came
  first for us, The data was the real problem, Our pilot failed before it worked, Contracts matter more
  than features, We still run both in parallel, Adoption was slower than planned, The savings were real
  but smaller, Security signed off only after an audit, We hired externally to get started, Change
  management is underrated, The metrics changed how people behaved, We outsourced it and regret it, We
  brought it back in house, Leadership support made the difference, Renewal pricing caught us out,
  Documentation saved us during the incident, Our regulators asked the same question, We are
  reviewing it again this year, Nobody owned it until we named a lead, The tooling was the easy part
`);

export const COMMENT_CLOSINGS = list(`
  Happy to chat offline., What did it cost you?, How long did it take?, Would love to hear more., Keep
  us posted., DM me if useful., Who was your vendor?, Did it scale?, Worth a session at the next
  event., Curious what others think.
`);
