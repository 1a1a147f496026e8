// Fills a database with the insights benchmark's data set: by default 10,000,000 signals over
// 100,000 accounts and the 21 intent types, written by about 370,000 leaders over the last 20
// weeks, rolled up and published by the server's own code, and a vendor on the Growth plan tracking
// 5,000 of the accounts.
//
//   npx tsx bench/insights/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/insights/generate.ts
//
// First the company benchmark's generator makes the companies (the accounts, and 200 vendors whose
// pages leaders open). Then, in one transaction with triggers and foreign-key checks off and the
// secondary indexes of signals dropped for the load: the leaders (1 to 30 an account by a power
// law), a content library, and the signals, drawn per account and intent type and written a week at
// a time in time order, the daily cap per person and intent type applied as the server applies it;
// every (account, intent type, day) they fall on is marked dirty, as recording a signal does. Then
// the server's own rollUpAll and publishInsights (scores, trend weeks, highlights), and the vendor.
// Idempotent: each step that is there is left alone (a run stopped during the roll-up carries on
// from it); a database holding other signals is refused rather than mixed with.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_MIN_CONTRIBUTORS } from "@common/account-insights";
import { HUB_IDS, type HubId } from "@common/hubs";
import { INTENT_TYPES, type IntentType } from "@common/intent-types";
import { SIGNAL_DAILY_CAP, SIGNAL_WEIGHTS, type SignalKind } from "@common/signals";
import { publishInsights, rollUpAll } from "@server/features/insights/insights.jobs";
import { refreshRankings } from "@server/features/insights/rankings.repository";
import type { Database } from "@server/platform/database/client";
import { ensureCompanyData, type Log } from "../companies/generate";
import { FIRST_NAMES, SURNAMES } from "../companies/words";
import { openBenchDatabase } from "../lib/database";
import { secondaryIndexes } from "../lib/indexes";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";

/** Seed of PostgreSQL's random(): the same scale gives the same people, pairs and signals. */
const RANDOM_SEED = 0.1912;

/**
 * Leaders per account: 1 + a power law, P(at least x) = 1 / x, cut at 30. A third of the accounts
 * have 3 or more (the privacy minimum), a tenth 10 or more; about 3.7 an account on average.
 */
const PEOPLE_SHAPE = 1;
const PEOPLE_MAX = 30;
/** How much more one account's people use Summit than another's: a log-normal factor (sigma). */
const ENGAGEMENT_SIGMA = 0.8;
/** An account is interested in an intent type with a chance that grows with its popularity; its
 * interest then varies by a log-normal factor. Outside its interests it reads a little now and then. */
const AFFINITY_SIGMA = 1;
const STRAY_AFFINITY = 0.02;
/** Share of account and intent type pairs that surge in the last 3 weeks, 2 to 6 times their pace. */
const SURGE_SHARE = 0.06;
/** Within an account some people do much more than others: person floor(people * random()^1.5). */
const PERSON_SKEW = 1.5;
/**
 * Leaders who paused contributing at some point: this share of the second, fourth... of each
 * account (about 2% of all leaders), whose later signals go to the colleague before them.
 */
const PAUSED_SHARE = 0.05;
/** Popular articles, videos and vendor pages draw more: item floor(items * random()^2). */
const SUBJECT_SKEW = 2;
/** The content library: per intent type. */
const ARTICLES_PER_TYPE = 60;
const VIDEOS_PER_TYPE = 20;
const SESSIONS_PER_TYPE = 30;
/** Vendors whose company and product pages leaders open: one per 500 accounts, at least 10. */
const vendorPagesFor = (accounts: number) => Math.max(10, Math.round(accounts / 500));
/** The days of the score's recent window (R), in which surging pairs speed up. */
const RECENT_DAYS = 21;
/** Share of the vendor's tracked accounts picked among those with a visible score on its match points. */
const TRACKED_VISIBLE_SHARE = 0.9;

/**
 * The intent types by popularity (the first draws about 8 times the last's signals), each with how
 * its market moves over the history (0.8: from 0.6 to 1.4 of its mean pace) and the hub its
 * content is published in.
 */
const MARKET: { type: IntentType; growth: number; hub: HubId }[] = [
  { type: "AI & Machine Learning", growth: 0.8, hub: "ai" },
  { type: "Cloud Security", growth: 0.2, hub: "ciso" },
  { type: "Data Platforms", growth: 0.3, hub: "cdo" },
  { type: "Cloud Infrastructure", growth: 0, hub: "cio" },
  { type: "Identity & Access", growth: 0.1, hub: "ciso" },
  { type: "Analytics & BI", growth: -0.1, hub: "cdo" },
  { type: "Application Security", growth: 0.15, hub: "ciso" },
  { type: "ERP & Finance Systems", growth: 0, hub: "cfo" },
  { type: "Customer Experience", growth: 0.05, hub: "cco" },
  { type: "Network Security", growth: -0.05, hub: "ciso" },
  { type: "Observability", growth: 0.25, hub: "devops" },
  { type: "Collaboration & Hybrid Work", growth: -0.3, hub: "hybrid-workplace" },
  { type: "DevOps & Platform Engineering", growth: 0.1, hub: "devops" },
  { type: "Data Governance", growth: 0.4, hub: "cdo" },
  { type: "IT Service Management", growth: 0, hub: "cio" },
  { type: "HR Technology", growth: -0.1, hub: "chro" },
  { type: "Contact Centre", growth: -0.2, hub: "contact-centre" },
  { type: "Financial Planning", growth: 0.05, hub: "cfo" },
  { type: "Supply Chain Planning", growth: 0.1, hub: "csco" },
  { type: "Procurement", growth: 0, hub: "csco" },
  { type: "Field Service Management", growth: -0.1, hub: "field-service" },
];
const POPULARITY_EXPONENT = 0.7;

/** Activity by weekday (getUTCDay: Sunday first): leaders read at work. */
const WEEKDAY_FACTOR = [0.2, 1, 1.05, 1.05, 1, 0.8, 0.25];

/**
 * The kinds in a fixed order (their number in the SQL below), with how often each occurs in the
 * three profiles a pair can have: researching (most pairs), evaluating, engaging (a cycle under
 * way). The profiles make the inferred stages Awareness, Consideration and Decision respectively.
 */
const KINDS: { kind: SignalKind; profiles: [number, number, number]; freshSubject: string }[] = [
  { kind: "contentView", profiles: [0.72, 0.4, 0.33], freshSubject: "article" },
  { kind: "videoWatched", profiles: [0.18, 0.1, 0.1], freshSubject: "video" },
  { kind: "bookmark", profiles: [0.05, 0.2, 0.1], freshSubject: "article" },
  { kind: "companyPageView", profiles: [0.04, 0.25, 0.16], freshSubject: "company" },
  { kind: "eventSessionAttended", profiles: [0.01, 0.04, 0.22], freshSubject: "event_session" },
  { kind: "meetingAccepted", profiles: [0, 0.01, 0.07], freshSubject: "meeting" },
  { kind: "decisionCycleDeclared", profiles: [0, 0, 0.02], freshSubject: "decision-cycle" },
];
/** Chance of each profile for a steady pair and for a surging one. */
const PROFILE_SHARES = { steady: [0.7, 0.24, 0.06], surging: [0.3, 0.45, 0.25] } as const;

const ARTICLE_OPENINGS = [
  "A buyer's guide to",
  "Five mistakes to avoid in",
  "What boards ask about",
  "Budgeting for",
  "The business case for",
  "Lessons from a year of",
  "How to evaluate vendors for",
  "Measuring the value of",
  "Risk questions for",
  "Choosing a partner for",
  "A roadmap for",
  "Getting started with",
];
const ARTICLE_ANGLES = ["", " in 2027", " at scale", " in regulated industries", " for the mid-market"];
const VIDEO_OPENINGS = [
  "Peer panel:",
  "Fireside chat:",
  "Ten minutes on",
  "Case study:",
  "Live demo day:",
  "Ask the analyst:",
  "Keynote:",
  "Workshop:",
  "Roundtable:",
  "Explainer:",
];
const VIDEO_ANGLES = ["", ", part two"];
const LEADER_TITLES = [
  "Chief Information Officer",
  "Chief Technology Officer",
  "Chief Information Security Officer",
  "Chief Data Officer",
  "Chief Financial Officer",
  "VP Infrastructure",
  "VP Engineering",
  "Director of IT",
  "Head of Data",
  "Head of Procurement",
  "Head of Customer Experience",
  "IT Manager",
];

/** The benchmark's vendor: a security company on the Growth plan (insights on tracked accounts). */
export const VENDOR = {
  companyId: "6e5a1c2b-8d47-4f0e-9b3a-2c1d0e9f8a71",
  companyName: "Insights Benchmark Security",
  userId: "bench-insights-vendor-0000000000001",
  email: `insights-vendor@${BENCH_EMAIL_DOMAIN}`,
  name: "Vera Vendor",
  plan: "Growth",
  matchPoints: [
    "Cloud Security",
    "Identity & Access",
    "Application Security",
    "Network Security",
    "Observability",
    "DevOps & Platform Engineering",
  ] satisfies IntentType[],
} as const;

const LEADER_EMAIL_PREFIX = "insights-leader-";

/** What generating took, written beside the data so a later run can report it. */
export interface Generation {
  generatedAt: string;
  scale: Scale;
  seconds: {
    companies: number;
    load: number;
    rollUp: number;
    publish: number;
    vendor: number;
    vacuum: number;
  };
  rollUp: { dirtyDays: number; pairs: number; dayRows: number };
  publish: { asOf: string; scores: number; visible: number; surging: number; highlights: number };
  load: Record<string, number>;
}

const generationFile = (dataDir: string) => path.join(dataDir, "insights-generation.json");

/** The last generation's timings, if this data directory has them. */
export function readGeneration(dataDir: string): Generation | null {
  try {
    return JSON.parse(fs.readFileSync(generationFile(dataDir), "utf8")) as Generation;
  } catch {
    return null;
  }
}

function checkScale(scale: Scale) {
  const weeks = scale.weeks;
  if (weeks < 4 || weeks > 29) {
    throw new Error(
      `BENCH_INSIGHTS_WEEKS must be between 4 and 29 (the score's 15 weeks need history, and the publish deletes what is older than 29), not ${weeks}`,
    );
  }
  if (scale.tracked >= scale.accounts) {
    throw new Error(
      `BENCH_INSIGHTS_TRACKED (${scale.tracked}) must be below BENCH_INSIGHTS_ACCOUNTS (${scale.accounts})`,
    );
  }
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

interface State {
  /** Signals before the day the scores were published for (later ones are the run's roll-up test). */
  historySignals: number;
  leaders: number;
  dirty: number;
  scores: number;
  vendor: boolean;
  tracked: number;
}

async function state(db: Database): Promise<State> {
  const { rows } = await db.$client.query<State>(
    `SELECT (SELECT count(*) FROM signals WHERE created_at <
               coalesce((SELECT max(as_of) FROM intent_type_stats), 'infinity'::date)::timestamp AT TIME ZONE 'UTC')::int
              AS "historySignals",
            (SELECT count(*) FROM users WHERE email LIKE $1)::int AS leaders,
            (SELECT count(*) FROM insight_dirty)::int AS dirty,
            (SELECT count(*) FROM account_scores)::int AS scores,
            EXISTS (SELECT 1 FROM users WHERE id = $2) AS vendor,
            (SELECT count(*) FROM tracked_accounts WHERE vendor_company_id = $3)::int AS tracked`,
    [`${LEADER_EMAIL_PREFIX}%`, VENDOR.userId, VENDOR.companyId],
  );
  const found = rows[0];
  if (!found) throw new Error("could not read the data set's state");
  return found;
}

/** Generates what is missing of the data set; returns the generation's timings when it ran. */
export async function ensureInsightsData(
  db: Database,
  scale: Scale,
  options: { dataDir: string; log?: Log },
): Promise<Generation | null> {
  const log = options.log ?? console.log;
  checkScale(scale);
  let found = await state(db);
  if (found.historySignals === scale.signals && found.vendor && found.tracked === scale.tracked) {
    log(
      `data set present: ${scale.signals} signals over ${scale.accounts} accounts (${found.leaders} leaders)`,
    );
    return null;
  }
  if (found.historySignals !== 0 && found.historySignals !== scale.signals) {
    throw new Error(
      `The database holds ${found.historySignals} signals, not the benchmark's ${scale.signals}. Refusing to mix ` +
        "data sets: point BENCH_DATA_DIR (or DATABASE_URL) at an empty database, or delete the benchmark's data directory.",
    );
  }
  const previous = readGeneration(options.dataDir);
  const generation: Generation = {
    generatedAt: new Date().toISOString(),
    scale,
    seconds: { companies: 0, load: 0, rollUp: 0, publish: 0, vendor: 0, vacuum: 0 },
    rollUp: { dirtyDays: 0, pairs: 0, dayRows: 0 },
    publish: { asOf: "", scores: 0, visible: 0, surging: 0, highlights: 0 },
    load: {},
    ...(previous && previous.scale.signals === scale.signals && previous.scale.accounts === scale.accounts
      ? { seconds: previous.seconds, rollUp: previous.rollUp, publish: previous.publish, load: previous.load }
      : {}),
  };

  const loaded = found.historySignals === 0;
  if (loaded) {
    if (found.leaders !== 0) {
      throw new Error(
        `The database holds ${found.leaders} of the benchmark's leaders but no signals: an earlier generation ` +
          "failed in a way it cannot carry on from. Delete the benchmark's data directory.",
      );
    }
    const started = Date.now();
    await ensureCompanyData(
      db,
      { companies: scale.accounts + vendorPagesFor(scale.accounts), employees: scale.accounts },
      log,
    );
    generation.seconds.companies = seconds(started);
    const loadStarted = Date.now();
    generation.load = await loadSignals(db, scale, log);
    generation.seconds.load = seconds(loadStarted);
    const vacuumStarted = Date.now();
    for (const table of [
      "signals",
      "users",
      "insight_dirty",
      "content_items",
      "company_match_points",
      "companies",
    ]) {
      await db.$client.query(`VACUUM (ANALYZE) ${table}`);
    }
    generation.seconds.vacuum = seconds(vacuumStarted);
    log(`  vacuum and analyze: ${generation.seconds.vacuum} s`);
    found = await state(db);
  }

  if (found.dirty > 0 || found.scores === 0) {
    // The server's own roll-up of every dirty day, then its nightly publish.
    log(`rolling up ${found.dirty} dirty days (the server's rollUpAll)...`);
    let started = Date.now();
    const pairs = await rollUpAll(db);
    generation.seconds.rollUp = seconds(started);
    const { rows: dayRows } = await db.$client.query<{ rows: number }>(
      "SELECT count(*)::int AS rows FROM account_day_kinds",
    );
    generation.rollUp = { dirtyDays: found.dirty, pairs, dayRows: dayRows[0]?.rows ?? 0 };
    log(
      `  rolled up ${found.dirty} days of ${pairs} account pairs into ${generation.rollUp.dayRows} day rows in ${generation.seconds.rollUp} s`,
    );
    await db.$client.query("VACUUM (ANALYZE) account_day_kinds");
    const { rows: last } = await db.$client.query<{ as_of: string }>(
      `SELECT ((max(created_at) AT TIME ZONE 'UTC')::date + 1)::text AS as_of FROM signals`,
    );
    const asOf = last[0]?.as_of;
    if (!asOf) throw new Error("no signals to publish");
    log(`publishing as of ${asOf} (the server's publishInsights: 14 trend weeks, then the day)...`);
    started = Date.now();
    const changes = await publishInsights(db, { minContributors: DEFAULT_MIN_CONTRIBUTORS }, asOf);
    generation.seconds.publish = seconds(started);
    const { rows: published } = await db.$client.query<Generation["publish"]>(
      `SELECT $1::text AS "asOf", count(*)::int AS scores, count(*) FILTER (WHERE visible)::int AS visible,
              count(*) FILTER (WHERE surging)::int AS surging,
              (SELECT count(*) FROM account_highlights)::int AS highlights
       FROM account_scores`,
      [asOf],
    );
    generation.publish = published[0] ?? generation.publish;
    log(
      `  published ${generation.publish.scores} scores (${generation.publish.visible} visible, ${generation.publish.surging} surging) ` +
        `and ${changes.length} highlights in ${generation.seconds.publish} s`,
    );
  }

  const vendorStarted = Date.now();
  await ensureVendor(db, scale, log);
  // As an import of its account file does: the tracked accounts join the vendor's ranking.
  await refreshRankings(db, { vendorCompanyId: VENDOR.companyId });
  generation.seconds.vendor = seconds(vendorStarted);
  const vacuumStarted = Date.now();
  for (const table of [
    "account_day_kinds",
    "account_scores",
    "account_score_weeks",
    "account_highlights",
    "vendor_rankings",
    "intent_type_stats",
    "insight_dirty",
    "tracked_accounts",
    "company_match_points",
    "company_admins",
    "users",
    "notifications",
  ]) {
    await db.$client.query(`VACUUM (ANALYZE) ${table}`);
  }
  // The vacuum's time is the generation's when it wrote the signals; a later step alone keeps the figure.
  if (loaded)
    generation.seconds.vacuum = Math.round((generation.seconds.vacuum + seconds(vacuumStarted)) * 10) / 10;
  fs.mkdirSync(options.dataDir, { recursive: true });
  fs.writeFileSync(generationFile(options.dataDir), `${JSON.stringify(generation, null, 2)}\n`);
  const total = Object.values(generation.seconds).reduce((sum, value) => sum + value, 0);
  log(
    `generated in ${total.toFixed(1)} s: companies ${generation.seconds.companies} s, signals ${generation.seconds.load} s, ` +
      `roll-up ${generation.seconds.rollUp} s, publish ${generation.seconds.publish} s, vendor ${generation.seconds.vendor} s, ` +
      `vacuum ${generation.seconds.vacuum} s`,
  );
  return generation;
}

/** The day weights of each intent type over the history, as width_bucket thresholds. */
function typeRows(days: number, start: number) {
  const popularity = MARKET.map((_, rank) => (rank + 1) ** -POPULARITY_EXPONENT);
  const baseDays = days - RECENT_DAYS;
  return MARKET.map((entry, index) => {
    const weights = Array.from({ length: days }, (_, day) => {
      const weekday = WEEKDAY_FACTOR[new Date(start + day * DAY_MS).getUTCDay()] ?? 1;
      return weekday * (1 + entry.growth * (day / (days - 1) - 0.5));
    });
    const thresholds = (values: number[]) => {
      const total = values.reduce((sum, value) => sum + value, 0);
      let upto = 0;
      return values.map((value) => {
        const lower = upto / total;
        upto += value;
        return lower;
      });
    };
    const base = weights.slice(0, baseDays);
    const recent = weights.slice(baseDays);
    const pop = popularity[index] ?? 0;
    return {
      t: index + 1,
      name: entry.type,
      hub: entry.hub,
      popularity: pop,
      // The chance that an account is interested at all: 85% for the most popular, 30% the least.
      interest: 0.25 + 0.6 * pop,
      baseCum: thresholds(base),
      recentCum: thresholds(recent),
      baseMass: base.reduce((sum, value) => sum + value, 0),
      recentMass: recent.reduce((sum, value) => sum + value, 0),
    };
  });
}

/** Cumulative thresholds of the kinds for each profile, for width_bucket. */
function profileThresholds(profile: 0 | 1 | 2): number[] {
  let upto = 0;
  return KINDS.map((kind) => {
    const lower = upto;
    upto += kind.profiles[profile];
    return lower;
  });
}

async function loadSignals(db: Database, scale: Scale, log: Log): Promise<Record<string, number>> {
  if (new Set(MARKET.map((entry) => entry.type)).size !== INTENT_TYPES.length) {
    throw new Error("the benchmark's market must name each intent type once");
  }
  for (const profile of [0, 1, 2] as const) {
    const total = KINDS.reduce((sum, kind) => sum + kind.profiles[profile], 0);
    if (Math.abs(total - 1) > 1e-9) throw new Error(`kind shares of profile ${profile} add up to ${total}`);
  }
  const days = scale.weeks * 7;
  const today = Date.parse(`${isoDay(Date.now())}T00:00:00Z`);
  const start = today - days * DAY_MS;
  const startTime = new Date(start).toISOString();
  const vendorPages = vendorPagesFor(scale.accounts);
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    return result;
  };
  const count = async (text: string, values: unknown[] = []) =>
    Number((await client.query<{ n: number }>(text, values)).rows[0]?.n ?? 0);
  log(
    `generating ${scale.signals} signals over ${scale.accounts} accounts and ${INTENT_TYPES.length} intent types, ` +
      `${scale.weeks} weeks from ${isoDay(start)} to ${isoDay(today - DAY_MS)}...`,
  );
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '1GB'");
    await client.query("SET LOCAL synchronous_commit = off");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);

    // 1. The intent types: popularity, interest, and the thresholds of their days (weekdays busier,
    // each market growing or shrinking over the history), for the recent 3 weeks and the rest.
    await client.query(
      `CREATE TEMP TABLE bench_types (t int PRIMARY KEY, name text NOT NULL, hub text NOT NULL,
         popularity float8 NOT NULL, interest float8 NOT NULL, base_cum float8[] NOT NULL,
         recent_cum float8[] NOT NULL, base_mass float8 NOT NULL, recent_mass float8 NOT NULL) ON COMMIT DROP`,
    );
    for (const row of typeRows(days, start)) {
      await client.query(
        "INSERT INTO bench_types VALUES ($1, $2, $3, $4, $5, $6::float8[], $7::float8[], $8, $9)",
        [
          row.t,
          row.name,
          row.hub,
          row.popularity,
          row.interest,
          row.baseCum,
          row.recentCum,
          row.baseMass,
          row.recentMass,
        ],
      );
    }
    await client.query(
      `CREATE TEMP TABLE bench_kinds ON COMMIT DROP AS
       SELECT k::int AS kind, name, weight, fresh_subject FROM unnest($1::text[], $2::int[], $3::text[])
         WITH ORDINALITY AS x(name, weight, fresh_subject, k)`,
      [
        KINDS.map((kind) => kind.kind),
        KINDS.map((kind) => SIGNAL_WEIGHTS[kind.kind]),
        KINDS.map((kind) => kind.freshSubject),
      ],
    );
    await client.query(
      `CREATE TEMP TABLE bench_profiles (profile int PRIMARY KEY, kind_cum float8[] NOT NULL) ON COMMIT DROP`,
    );
    for (const profile of [0, 1, 2] as const) {
      await client.query("INSERT INTO bench_profiles VALUES ($1, $2::float8[])", [
        profile + 1,
        profileThresholds(profile),
      ]);
    }

    // 2. The content library (with the search-terms trigger on: a few thousand rows), written
    // before triggers go off for the bulk of the load.
    await step(
      "content items",
      `INSERT INTO content_items (kind, title, summary, body, hubs, intent_types, visibility, duration_seconds,
                                  published_at, updated_at)
       SELECT kind, title, 'What ' || lower(name) || ' buyers compare, and what they wish they had known.',
              'Notes for leaders choosing ' || lower(name) || '.', ARRAY[hub], ARRAY[name], 'members',
              CASE WHEN kind = 'video' THEN 300 + floor(2400 * random())::int END, published, published
       FROM (
         SELECT t.name, t.hub, 'article' AS kind,
                ($3::text[])[1 + i % cardinality($3::text[])] || ' ' || t.name ||
                ($4::text[])[1 + (i / cardinality($3::text[])) % cardinality($4::text[])] AS title,
                now() - random() * interval '400 days' AS published
         FROM bench_types t, generate_series(0, $1::int - 1) i
         UNION ALL
         SELECT t.name, t.hub, 'video',
                ($5::text[])[1 + i % cardinality($5::text[])] || ' ' || t.name ||
                ($6::text[])[1 + (i / cardinality($5::text[])) % cardinality($6::text[])],
                now() - random() * interval '400 days'
         FROM bench_types t, generate_series(0, $2::int - 1) i
       ) items`,
      [ARTICLES_PER_TYPE, VIDEOS_PER_TYPE, ARTICLE_OPENINGS, ARTICLE_ANGLES, VIDEO_OPENINGS, VIDEO_ANGLES],
    );
    // Foreign-key checks and row triggers (the companies' employee counts) would run once per row.
    await client.query("SET LOCAL session_replication_role = replica");

    // 3. Vendors whose pages leaders open, each with 1 to 6 match points (popular ones more often),
    // and every intent type sold by at least one.
    await step(
      "vendor pages",
      `CREATE TEMP TABLE bench_vendor_pages ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY md5(name || 'insights-vendor')))::int AS n, id, name
       FROM companies WHERE is_page ORDER BY md5(name || 'insights-vendor') LIMIT $1`,
      [vendorPages],
    );
    const pages = await count("SELECT count(*)::int AS n FROM bench_vendor_pages");
    if (pages < vendorPages) throw new Error(`only ${pages} company pages; ${vendorPages} vendors needed`);
    await step(
      "vendors' match points",
      `INSERT INTO company_match_points (company_id, intent_type, created_at)
       SELECT v.id, t.name, now() - random() * interval '300 days'
       FROM bench_vendor_pages v CROSS JOIN bench_types t
       WHERE random() < 0.06 + 0.3 * t.popularity OR v.n = 1 + (t.t - 1) % $1::int`,
      [vendorPages],
    );

    // 4. The accounts (every other company) with their people and how engaged those are; the
    // leaders, who all agreed to contribute (some paused since: their later signals go to a colleague).
    await step(
      "accounts",
      `CREATE TEMP TABLE bench_accounts ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY c.name))::int AS n, c.id, c.industry,
              least($1::int, floor(power(1 - random(), -1 / $2::float8)))::int AS people,
              exp(random_normal(0, $3::float8)) AS engagement
       FROM companies c WHERE c.id NOT IN (SELECT id FROM bench_vendor_pages)`,
      [PEOPLE_MAX, PEOPLE_SHAPE, ENGAGEMENT_SIGMA],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_accounts (n)");
    await client.query("ANALYZE bench_accounts");
    const accounts = await count("SELECT count(*)::int AS n FROM bench_accounts");
    if (accounts !== scale.accounts)
      throw new Error(`found ${accounts} accounts instead of ${scale.accounts}`);
    await step(
      "leaders (staged)",
      `CREATE TEMP TABLE bench_leaders ON COMMIT DROP AS
       SELECT a.n AS a, k, md5('bench-insights-leader-' || a.n || '-' || k) AS id,
              CASE WHEN k % 2 = 1 AND random() < $1::float8
                   THEN floor($2::int * (0.3 + 0.7 * random()))::int END AS paused_day
       FROM bench_accounts a CROSS JOIN LATERAL generate_series(0, a.people - 1) k`,
      [PAUSED_SHARE, days],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_leaders (a, k)");
    await client.query("ANALYZE bench_leaders");
    await step(
      "leaders",
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at, account_type, hub, job_title,
                          industry, company_id, insights_consented_at, insights_paused_at)
       SELECT p.id, p.first || ' ' || p.last, $1::text || p.a || '-' || p.k || '@' || $2::text, true, p.created_at, p.created_at,
              'leader', p.hub, p.title, p.industry, p.company_id,
              $3::timestamptz - random() * interval '14 days',
              CASE WHEN p.paused_day IS NOT NULL
                   THEN $3::timestamptz + p.paused_day * interval '24 hours' + interval '9 hours' END
       FROM (
         SELECT l.*, a.id AS company_id, a.industry,
                ($4::text[])[1 + floor(cardinality($4::text[]) * random())::int] AS first,
                ($5::text[])[1 + floor(cardinality($5::text[]) * random())::int] AS last,
                ($6::text[])[1 + floor(cardinality($6::text[]) * random())::int] AS hub,
                ($7::text[])[1 + floor(cardinality($7::text[]) * random())::int] AS title,
                $3::timestamptz - interval '30 days' - random() * interval '700 days' AS created_at
         FROM bench_leaders l JOIN bench_accounts a ON a.n = l.a
       ) p`,
      [LEADER_EMAIL_PREFIX, BENCH_EMAIL_DOMAIN, startTime, FIRST_NAMES, SURNAMES, HUB_IDS, LEADER_TITLES],
    );
    await step(
      "employee counts of the accounts",
      `UPDATE companies c SET employee_count = c.employee_count + a.people FROM bench_accounts a WHERE c.id = a.id`,
    );

    // 5. What signals are about: articles and videos of each intent type, the vendors' company and
    // product pages, event sessions (made up: they name no event), numbered by popularity.
    await step(
      "subjects",
      `CREATE TEMP TABLE bench_subjects ON COMMIT DROP AS
       SELECT t.t, CASE ci.kind WHEN 'article' THEN 1 ELSE 2 END AS grp,
              (row_number() OVER (PARTITION BY t.t, ci.kind ORDER BY ci.published_at DESC, ci.id) - 1)::int AS idx,
              ci.kind AS subject_kind, ci.id::text AS subject_id
       FROM content_items ci JOIN bench_types t ON t.name = ci.intent_types[1]
       UNION ALL
       SELECT t, 3, (row_number() OVER (PARTITION BY t ORDER BY md5(subject_id)) - 1)::int, subject_kind, subject_id
       FROM (
         SELECT t.t, 'company' AS subject_kind, v.id::text AS subject_id
         FROM bench_vendor_pages v JOIN company_match_points mp ON mp.company_id = v.id
         JOIN bench_types t ON t.name = mp.intent_type
         UNION ALL
         SELECT t.t, 'product', p.id::text
         FROM bench_vendor_pages v JOIN company_match_points mp ON mp.company_id = v.id
         JOIN bench_types t ON t.name = mp.intent_type JOIN products p ON p.company_id = v.id
       ) pages
       UNION ALL
       SELECT t.t, 4, i, 'event_session', md5('bench-insights-session-' || t.t || '-' || i)::uuid::text
       FROM bench_types t, generate_series(0, $1::int - 1) i`,
      [SESSIONS_PER_TYPE],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_subjects (t, grp, idx)");
    await client.query(
      `CREATE TEMP TABLE bench_subject_counts ON COMMIT DROP AS
       SELECT t, grp, count(*)::int AS subjects FROM bench_subjects GROUP BY t, grp`,
    );

    // 6. How many signals each account and intent type gets: weights (people, engagement,
    // popularity, interest) split exactly (prefix sums rounded down, in numeric so the total is
    // exact); whether the pair surges in the last 3 weeks, and its profile.
    await step(
      "account and intent type pairs",
      `CREATE TEMP TABLE bench_pairs ON COMMIT DROP AS
       WITH weighted AS (
         SELECT a.n AS a, t.t,
                (a.people * a.engagement * t.popularity *
                 CASE WHEN random() < t.interest THEN exp(random_normal(0, $2::float8))
                      ELSE $3::float8 * random() END)::numeric AS weight,
                random() < $4::float8 AS surging, 2 + 4 * random() AS multiplier, random() AS u
         FROM bench_accounts a CROSS JOIN bench_types t
       ), cumulative AS (
         SELECT *, sum(weight) OVER (ORDER BY a, t) AS upto, sum(weight) OVER () AS everything FROM weighted
       ), counted AS (
         SELECT a, t, surging, multiplier, u,
                (floor($1::numeric * upto / everything) - floor($1::numeric * (upto - weight) / everything))::int AS n
         FROM cumulative
       )
       SELECT c.a, c.t, c.n, c.surging,
              m * t.recent_mass / (m * t.recent_mass + t.base_mass) AS recent_share,
              CASE WHEN c.u < (CASE WHEN c.surging THEN $5::float8 ELSE $7::float8 END) THEN 1
                   WHEN c.u < (CASE WHEN c.surging THEN $5::float8 + $6::float8 ELSE $7::float8 + $8::float8 END) THEN 2
                   ELSE 3 END AS profile
       FROM counted c JOIN bench_types t ON t.t = c.t
       CROSS JOIN LATERAL (SELECT CASE WHEN c.surging THEN c.multiplier ELSE 1 END AS m) x
       WHERE c.n > 0`,
      [
        scale.signals,
        AFFINITY_SIGMA,
        STRAY_AFFINITY,
        SURGE_SHARE,
        PROFILE_SHARES.surging[0],
        PROFILE_SHARES.surging[1],
        PROFILE_SHARES.steady[0],
        PROFILE_SHARES.steady[1],
      ],
    );
    const allocated = await count("SELECT sum(n)::bigint::float8 AS n FROM bench_pairs");
    if (allocated !== scale.signals)
      throw new Error(`allocated ${allocated} signals instead of ${scale.signals}`);

    // 7. Each signal drawn: its kind (by the pair's profile), its person (some do more), its day
    // (surging pairs more often in the last 3 weeks), its time of day and what it is about.
    await step(
      "signals (drawn)",
      `CREATE TEMP TABLE bench_draws ON COMMIT DROP AS
       SELECT x.a, x.t, x.g, x.kind, x.person, x.day, x.second, x.grp,
              CASE WHEN x.grp > 0 THEN floor(sc.subjects * power(x.u_subject, $1::float8))::int END AS idx
       FROM (
         SELECT d.*, CASE d.kind WHEN 1 THEN CASE WHEN d.u_alt < 0.75 THEN 1 ELSE 2 END
                                 WHEN 2 THEN 2
                                 WHEN 3 THEN CASE WHEN d.u_alt < 0.7 THEN 1 ELSE 2 END
                                 WHEN 4 THEN 3 WHEN 5 THEN 4 ELSE 0 END AS grp
         FROM (
           SELECT p.a, p.t, g, width_bucket(random(), pr.kind_cum) AS kind,
                  floor(acc.people * power(random(), $2::float8))::int AS person,
                  CASE WHEN random() < p.recent_share THEN $3::int + width_bucket(random(), t.recent_cum) - 1
                       ELSE width_bucket(random(), t.base_cum) - 1 END AS day,
                  (25200 + floor(39600 * random()))::int AS second,
                  random() AS u_alt, random() AS u_subject
           FROM bench_pairs p
           JOIN bench_accounts acc ON acc.n = p.a
           JOIN bench_types t ON t.t = p.t
           JOIN bench_profiles pr ON pr.profile = p.profile
           CROSS JOIN LATERAL generate_series(1, p.n) g
         ) d
       ) x
       LEFT JOIN bench_subject_counts sc ON sc.t = x.t AND sc.grp = x.grp`,
      [SUBJECT_SKEW, PERSON_SKEW, days - RECENT_DAYS],
    );
    await client.query("CREATE INDEX ON bench_draws (day)");
    await client.query("ANALYZE bench_draws");

    // 8. Secondary indexes of signals go for the load.
    const indexes = await secondaryIndexes(client, ["signals"]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    log(
      `  dropped ${indexes.length} secondary indexes for the load: ${indexes.map((i) => i.name).join(", ")}`,
    );

    // 9. The signals, a week at a time in time order. Points are the weight cut to what is left of
    // the person's daily cap on the intent type, as insertSignals counts them: the running sum of
    // the day's weights, capped, minus the same before this signal.
    const loadStarted = Date.now();
    for (let week = 0; week < scale.weeks; week++) {
      await client.query(
        `INSERT INTO signals (user_id, company_id, intent_type, kind, weight, points, subject_kind, subject_id, created_at)
         SELECT user_id, company_id, intent_type, kind, weight,
                (least($3::int, running) - least($3::int, running - weight))::smallint, subject_kind, subject_id, created_at
         FROM (
           SELECT l.id AS user_id, acc.id AS company_id, t.name AS intent_type, k.name AS kind, k.weight,
                  sum(k.weight) OVER (PARTITION BY l.id, d.t, d.day ORDER BY d.second, d.g) AS running,
                  coalesce(s.subject_kind, k.fresh_subject) AS subject_kind,
                  coalesce(s.subject_id, gen_random_uuid()::text) AS subject_id,
                  $4::timestamptz + d.day * interval '24 hours' + d.second * interval '1 second' AS created_at
           FROM bench_draws d
           JOIN bench_accounts acc ON acc.n = d.a
           JOIN bench_leaders drawn ON drawn.a = d.a AND drawn.k = d.person
           JOIN bench_leaders l ON l.a = d.a AND l.k = CASE
             WHEN drawn.paused_day IS NOT NULL AND d.day >= drawn.paused_day THEN d.person - 1 ELSE d.person END
           JOIN bench_types t ON t.t = d.t
           JOIN bench_kinds k ON k.kind = d.kind
           LEFT JOIN bench_subjects s ON s.t = d.t AND s.grp = d.grp AND s.idx = d.idx
           WHERE d.day >= $1::int AND d.day < $2::int
         ) x
         ORDER BY created_at`,
        [week * 7, week * 7 + 7, SIGNAL_DAILY_CAP, startTime],
      );
      if ((week + 1) % 5 === 0 || week === scale.weeks - 1) {
        log(`    ${week + 1} of ${scale.weeks} weeks in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
      }
    }
    for (const index of indexes) await step(`index ${index.name}`, index.definition);

    // 10. Every (account, intent type, day) the signals fall on, for the roll-up, as recording a
    // signal marks it.
    await step(
      "dirty days",
      `INSERT INTO insight_dirty (company_id, intent_type, day)
       SELECT DISTINCT company_id, intent_type, (created_at AT TIME ZONE 'UTC')::date FROM signals`,
    );

    const { rows: shape } = await client.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM signals)::int AS signals,
              (SELECT count(*) FROM bench_leaders)::int AS leaders,
              (SELECT count(*) FROM bench_leaders WHERE paused_day IS NOT NULL)::int AS "pausedLeaders",
              (SELECT count(*) FROM bench_accounts WHERE people >= 3)::int AS "accountsWith3Leaders",
              (SELECT max(people) FROM bench_accounts)::int AS "maxLeaders",
              (SELECT count(*) FROM bench_pairs)::int AS pairs,
              (SELECT count(*) FROM bench_pairs WHERE surging)::int AS "surgingPairs",
              (SELECT max(n) FROM bench_pairs)::int AS "busiestPair",
              (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY n) FROM bench_pairs)::int AS "medianPair",
              (SELECT count(*) FROM content_items)::int AS "contentItems",
              (SELECT count(*) FROM company_match_points)::int AS "vendorMatchPoints",
              (SELECT count(*) FROM insight_dirty)::int AS "dirtyDays",
              (SELECT count(*) FROM signals WHERE points < weight)::int AS "cappedSignals"`,
    );
    const loaded = shape[0] ?? {};
    if (loaded.signals !== scale.signals) {
      throw new Error(`wrote ${loaded.signals} signals instead of ${scale.signals}`);
    }
    log(
      `  ${loaded.leaders} leaders (${loaded.pausedLeaders} paused, ${loaded.accountsWith3Leaders} accounts with 3 or more, ` +
        `at most ${loaded.maxLeaders}); ${loaded.pairs} account pairs with signals (${loaded.surgingPairs} surging; ` +
        `median ${loaded.medianPair}, busiest ${loaded.busiestPair}); ${loaded.cappedSignals} signals cut by the daily cap; ` +
        `${loaded.dirtyDays} dirty days`,
    );
    await client.query("COMMIT");
    return loaded;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The vendor: its company, its user (a vendor on the Growth plan, the company's owner), its match
 * points, and the accounts it tracks: most of them among the accounts with a visible score on one
 * of its match points (a vendor's list of target accounts is mostly of companies it hears about),
 * the rest among the others. Chosen again when BENCH_INSIGHTS_TRACKED changes.
 */
async function ensureVendor(db: Database, scale: Scale, log: Log): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("BEGIN");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);
    await client.query(
      `INSERT INTO companies (id, name, is_page, industry, size, revenue_band, description, website, domain)
       VALUES ($1, $2, true, 'Computer & Network Security', '501-1,000', '$200-$500 million',
               'The vendor whose people read account insights in the insights benchmark.',
               'https://www.insightsbenchmarksecurity.example', 'insightsbenchmarksecurity.example')
       ON CONFLICT DO NOTHING`,
      [VENDOR.companyId, VENDOR.companyName],
    );
    await client.query(
      `INSERT INTO users (id, name, email, email_verified, account_type, plan_name, hub, job_title, company_id)
       VALUES ($1, $2, $3, true, 'vendor', $4, 'ciso', 'Head of Account-Based Marketing', $5)
       ON CONFLICT (id) DO NOTHING`,
      [VENDOR.userId, VENDOR.name, VENDOR.email, VENDOR.plan, VENDOR.companyId],
    );
    await client.query(
      `INSERT INTO company_admins (company_id, user_id, privilege) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING`,
      [VENDOR.companyId, VENDOR.userId],
    );
    // A company's plan is its subscription's (docs/decisions/0022).
    await client.query(
      `INSERT INTO subscriptions (company_id, plan_name, seats, status, current_period_start, current_period_end)
       SELECT $1::uuid, p.name, p.seats, 'active', now(), now() + interval '1 month' FROM plans p WHERE p.name = $2
       ON CONFLICT DO NOTHING`,
      [VENDOR.companyId, VENDOR.plan],
    );
    await client.query(
      `INSERT INTO company_match_points (company_id, intent_type)
       SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [VENDOR.companyId, VENDOR.matchPoints],
    );
    const { rows: tracked } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM tracked_accounts WHERE vendor_company_id = $1",
      [VENDOR.companyId],
    );
    if (tracked[0]?.n !== scale.tracked) {
      await client.query("DELETE FROM tracked_accounts WHERE vendor_company_id = $1", [VENDOR.companyId]);
      await client.query(
        `CREATE TEMP TABLE bench_candidates ON COMMIT DROP AS
         SELECT c.id, EXISTS (SELECT 1 FROM account_scores s WHERE s.company_id = c.id AND s.visible
                                AND s.intent_type = ANY($1::text[])) AS visible
         FROM companies c
         WHERE NOT EXISTS (SELECT 1 FROM company_match_points mp WHERE mp.company_id = c.id)`,
        [VENDOR.matchPoints],
      );
      const { rows: counts } = await client.query<{ visible: number; other: number }>(
        `SELECT count(*) FILTER (WHERE visible)::int AS visible, count(*) FILTER (WHERE NOT visible)::int AS other
         FROM bench_candidates`,
      );
      const available = counts[0] ?? { visible: 0, other: 0 };
      const fromVisible = Math.min(
        available.visible,
        Math.max(scale.tracked - available.other, Math.round(scale.tracked * TRACKED_VISIBLE_SHARE)),
      );
      const fromOther = scale.tracked - fromVisible;
      await client.query(
        `INSERT INTO tracked_accounts (vendor_company_id, account_company_id, created_at)
         SELECT $1, id, now() - random() * interval '120 days' FROM (
           (SELECT id FROM bench_candidates WHERE visible ORDER BY md5(id::text || 'tracked') LIMIT $2)
           UNION ALL
           (SELECT id FROM bench_candidates WHERE NOT visible ORDER BY md5(id::text || 'tracked') LIMIT $3)
         ) picked`,
        [VENDOR.companyId, fromVisible, fromOther],
      );
      log(
        `  vendor ${VENDOR.companyName} tracks ${scale.tracked} accounts: ${fromVisible} with a visible score on its ` +
          `match points (of ${available.visible}), ${fromOther} others`,
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

async function main() {
  const scale = scaleFromEnv();
  const dataDir = dataDirFor(scale);
  const database = await openBenchDatabase(dataDir);
  try {
    console.log(`database: ${database.location}`);
    await ensureInsightsData(database.db, scale, { dataDir });
  } finally {
    await database.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
