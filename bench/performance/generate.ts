// Fills a database with the performance benchmark's data set: by default 10,000 vendor companies
// with two years of recorded activity (10,000,000 actions: page and content views, video played,
// follows, registrations, check-ins, meeting requests and outcomes) by the leaders of 20,000
// accounts and by visitors, counted per day by the server's own roll-up; and the benchmark's vendor,
// a large customer on the Growth plan with 2% of all activity, its content, events and meetings.
//
//   npx tsx bench/performance/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/performance/generate.ts
//
// The rows are drawn in PostgreSQL (setseed, generate_series) in one transaction; the counts per day
// come from rollUpPerformance, as the five-minute job makes them. Idempotent: a data set that is
// there is left alone; a database holding other activity is refused rather than mixed with.
import { pathToFileURL } from "node:url";
import { HUB_IDS } from "@common/hub-list";
import { INTENT_TYPES } from "@common/intent-types";
import { rollUpPerformance } from "@server/features/performance/performance.jobs";
import type { Database } from "@server/platform/database/client";
import type pg from "pg";
import { openBenchDatabase } from "../lib/database";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";

type Log = (message: string) => void;

/** The benchmark's own vendor: a large customer whose figures and dashboard are read. */
export const VENDOR = {
  companyId: "5e1f0c3a-2b4d-4e6f-8a9b-0c1d2e3f4a5b",
  companyName: "Performance Benchmark Analytics",
  userId: "performance-bench-vendor",
  email: `performance-vendor@${BENCH_EMAIL_DOMAIN}`,
  name: "Pat Performance",
  plan: "Growth",
  matchPoints: ["Analytics & BI", "Data Platforms", "AI & Machine Learning", "Data Governance"],
  representatives: 6,
  contentItems: 60,
  /** Events a month apart, two years back and a year ahead. */
  events: { past: 24, ahead: 12 },
  meetings: 2_000,
} as const;

const VENDOR_PREFIX = "perf-vendor-";
const LEADER_PREFIX = "perf-leader-";
const RANDOM_SEED = 0.1313;

/** What each action is, and how often: page views most, meeting outcomes least. */
const KINDS: [kind: string, share: number][] = [
  ["profileView", 0.33],
  ["productView", 0.14],
  ["contentView", 0.25],
  ["watchSeconds", 0.08],
  ["follow", 0.02],
  ["registration", 0.05],
  ["attendance", 0.04],
  ["meetingRequested", 0.04],
  ["meetingAccepted", 0.025],
  ["meetingCompleted", 0.015],
  ["meetingNoShow", 0.005],
];

export interface Generation {
  generatedAt: string;
  seconds: { setup: number; activity: number; rollUp: number; vacuum: number };
  rows: Record<string, number>;
}

async function activityCount(db: Database): Promise<number> {
  const { rows } = await db.$client.query<{ n: number }>("SELECT count(*)::int AS n FROM vendor_activity");
  return rows[0]?.n ?? 0;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, (performance.now() - started) / 1000];
};

/** Makes the data set unless it is there; returns what generating it took, or null when it was there. */
export async function ensurePerformanceData(
  db: Database,
  scale: Scale,
  log: Log,
): Promise<Generation | null> {
  const existing = await activityCount(db);
  if (existing >= scale.activity) {
    log(`data set present: ${existing} actions`);
    return null;
  }
  if (existing > 0) {
    throw new Error(
      `the database holds ${existing} actions, not the ${scale.activity} of this scale; use an empty one`,
    );
  }
  const client = await db.$client.connect();
  let setup: number;
  let activity: number;
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica"); // no triggers, no foreign-key checks
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);
    [, setup] = await timed(() => setUp(client, scale, log));
    [, activity] = await timed(() => writeActivity(client, scale, log));
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
  log("counting two years of activity per day (the server's rollUpPerformance)...");
  const [, rollUp] = await timed(() =>
    rollUpPerformance(db, {
      since: new Date(Date.now() - (scale.days + 1) * 86_400_000).toISOString().slice(0, 10),
    }),
  );
  log(`  counted in ${rollUp.toFixed(1)} s`);
  const [, vacuum] = await timed(async () => {
    for (const table of [
      "vendor_activity",
      "vendor_activity_days",
      "vendor_account_days",
      "vendor_content_days",
    ]) {
      await db.$client.query(`VACUUM (ANALYZE) ${table}`);
    }
  });
  const { rows } = await db.$client.query<Record<string, number>>(
    `
    SELECT (SELECT count(*) FROM vendor_activity)::int AS activity,
      (SELECT count(*) FROM vendor_activity WHERE vendor_company_id = $1)::int AS "vendorActivity",
      (SELECT count(*) FROM vendor_activity_days)::int AS "activityDays",
      (SELECT count(*) FROM vendor_account_days)::int AS "accountDays",
      (SELECT count(*) FROM vendor_content_days)::int AS "contentDays",
      (SELECT count(DISTINCT vendor_company_id) FROM vendor_activity_days)::int AS "vendorsCounted"`,
    [VENDOR.companyId],
  );
  return {
    generatedAt: new Date().toISOString(),
    seconds: { setup, activity, rollUp, vacuum },
    rows: rows[0] ?? {},
  };
}

type Client = pg.PoolClient;

async function step(client: Client, log: Log, label: string, text: string, values: unknown[] = []) {
  const [result, seconds] = await timed(() => client.query(text, values));
  log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds.toFixed(1)} s`);
}

/** The vendors, the accounts and their leaders, match points, and the benchmark vendor's assets. */
async function setUp(client: Client, scale: Scale, log: Log) {
  const industries = [
    "Banking",
    "Insurance",
    "Retail",
    "Healthcare",
    "Manufacturing",
    "Telecommunications",
    "Energy",
  ];
  const sizes = [
    "51-200 employees",
    "201-500 employees",
    "1001-5000 employees",
    "5001-10000 employees",
    "10001+ employees",
  ];
  const bands = ["$10-$50 million", "$200-$500 million", "$1 billion +"];
  await step(
    client,
    log,
    "vendor companies",
    `
    INSERT INTO companies (id, name, industry)
    SELECT CASE WHEN i = 1 THEN $2::uuid ELSE gen_random_uuid() END,
      CASE WHEN i = 1 THEN $3 ELSE 'Perf Vendor ' || lpad(i::text, 6, '0') END, 'Computer Software'
    FROM generate_series(1, $1::int) i`,
    [scale.vendors, VENDOR.companyId, VENDOR.companyName],
  );
  await step(
    client,
    log,
    "vendor people",
    `
    INSERT INTO users (id, name, email, email_verified, account_type, plan_name, company_id, hub)
    SELECT CASE WHEN c.name = $2 THEN $3 ELSE '${VENDOR_PREFIX}' || c.id END,
      CASE WHEN c.name = $2 THEN $4 ELSE 'Seller of ' || c.name END,
      CASE WHEN c.name = $2 THEN $5 ELSE '${VENDOR_PREFIX}' || c.id || '@${BENCH_EMAIL_DOMAIN}' END,
      true, 'vendor', $1, c.id, 'cio'
    FROM companies c WHERE c.name LIKE 'Perf Vendor %' OR c.name = $2`,
    [VENDOR.plan, VENDOR.companyName, VENDOR.userId, VENDOR.name, VENDOR.email],
  );
  await step(
    client,
    log,
    "representatives",
    `
    INSERT INTO users (id, name, email, email_verified, account_type, company_id, hub)
    SELECT 'perf-rep-' || i, 'Representative ' || i, 'perf-rep-' || i || '@${BENCH_EMAIL_DOMAIN}', true, 'vendor', $1, 'cio'
    FROM generate_series(1, $2::int) i`,
    [VENDOR.companyId, VENDOR.representatives],
  );
  await step(
    client,
    log,
    "owner",
    "INSERT INTO company_admins (company_id, user_id, privilege) VALUES ($1, $2, 'owner')",
    [VENDOR.companyId, VENDOR.userId],
  );
  // A company's plan is its subscription's (docs/decisions/0022): every vendor company has one.
  await step(
    client,
    log,
    "subscriptions",
    `
    INSERT INTO subscriptions (company_id, plan_name, seats, status, current_period_start, current_period_end)
    SELECT c.id, p.name, p.seats, 'active', now(), now() + interval '1 month'
    FROM companies c JOIN plans p ON p.name = $1
    WHERE c.name LIKE 'Perf Vendor %' OR c.name = $2`,
    [VENDOR.plan, VENDOR.companyName],
  );
  await step(
    client,
    log,
    "match points",
    `
    INSERT INTO company_match_points (company_id, intent_type)
    SELECT $1, unnest($2::text[])
    UNION ALL
    SELECT DISTINCT c.id, ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int]
    FROM companies c CROSS JOIN generate_series(1, 4)
    WHERE c.name LIKE 'Perf Vendor %'`,
    [VENDOR.companyId, VENDOR.matchPoints, INTENT_TYPES],
  );
  await step(
    client,
    log,
    "accounts",
    `
    INSERT INTO companies (name, industry, size, revenue_band)
    SELECT 'Perf Account ' || lpad(i::text, 6, '0'),
      ($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int],
      ($3::text[])[1 + floor(random() * array_length($3::text[], 1))::int],
      ($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int]
    FROM generate_series(1, $1::int) i`,
    [scale.accounts, industries, sizes, bands],
  );
  await step(
    client,
    log,
    "leaders",
    `
    INSERT INTO users (id, name, email, email_verified, account_type, company_id, hub, insights_consented_at)
    SELECT '${LEADER_PREFIX}' || c.id || '-' || n, 'Leader ' || n || ' of ' || c.name,
      '${LEADER_PREFIX}' || c.id || '-' || n || '@${BENCH_EMAIL_DOMAIN}', true, 'leader', c.id,
      ($1::text[])[1 + floor(random() * array_length($1::text[], 1))::int],
      CASE WHEN random() < 0.7 THEN now() END
    FROM companies c CROSS JOIN generate_series(1, 2) n
    WHERE c.name LIKE 'Perf Account %'`,
    [HUB_IDS],
  );
  await step(
    client,
    log,
    "the vendor's content",
    `
    INSERT INTO content_items (kind, title, company_id, hubs, intent_types, visibility, duration_seconds)
    SELECT CASE WHEN i % 3 = 0 THEN 'video' ELSE 'article' END, 'Benchmark insight ' || i, $1, '{cio}',
      ARRAY[($2::text[])[1 + i % array_length($2::text[], 1)]], 'members', CASE WHEN i % 3 = 0 THEN 900 END
    FROM generate_series(1, $3::int) i`,
    [VENDOR.companyId, VENDOR.matchPoints, VENDOR.contentItems],
  );
  await step(
    client,
    log,
    "the vendor's events",
    `
    INSERT INTO events (title, format, online_url, time_zone, starts_at, ends_at, hubs, host_company_id)
    SELECT 'Benchmark forum ' || i, 'virtual', 'https://example.com/forum', 'UTC',
      now() + i * interval '30 days', now() + i * interval '30 days' + interval '3 days', '{cio}', $1
    FROM generate_series(-$2::int, $3::int) i`,
    [VENDOR.companyId, VENDOR.events.past, VENDOR.events.ahead],
  );
  // Meetings over the two years at the vendor's past and coming events, by its representatives.
  await step(
    client,
    log,
    "the vendor's meeting slots",
    `
    INSERT INTO meeting_slots (event_id, sponsor_company_id, representative_id, starts_at, ends_at)
    SELECT e.id, $1, 'perf-rep-' || (1 + i % $2::int), e.starts_at + i * interval '30 minutes',
      e.starts_at + (i + 1) * interval '30 minutes'
    FROM events e CROSS JOIN generate_series(1, $3::int / $4::int) i
    WHERE e.host_company_id = $1`,
    [VENDOR.companyId, VENDOR.representatives, VENDOR.meetings, VENDOR.events.past + VENDOR.events.ahead + 1],
  );
  await step(
    client,
    log,
    "the vendor's meetings",
    `
    INSERT INTO meetings (event_id, slot_id, vendor_company_id, representative_id, requested_by, leader_id,
      intent_types, status, starts_at, ends_at, created_at)
    SELECT s.event_id, s.id, $1, s.representative_id, s.representative_id, l.id,
      ARRAY[($2::text[])[1 + floor(random() * array_length($2::text[], 1))::int]],
      CASE WHEN s.starts_at > now() THEN (ARRAY['requested', 'accepted', 'declined'])[1 + floor(random() * 3)::int]
        ELSE (ARRAY['completed', 'completed', 'no_show', 'declined', 'cancelled'])[1 + floor(random() * 5)::int] END,
      s.starts_at, s.ends_at, least(now(), s.starts_at) - random() * interval '30 days'
    FROM (SELECT *, row_number() OVER (ORDER BY starts_at, id) AS n FROM meeting_slots WHERE sponsor_company_id = $1) s
    JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE '${LEADER_PREFIX}%') l
      ON l.n = 1 + (s.n * 7919) % $3::int`,
    [VENDOR.companyId, VENDOR.matchPoints, scale.accounts * 2],
  );
}

/**
 * The actions: the benchmark vendor's share first, the rest spread over the other vendors by a
 * power law (rank r has a share near 1/r); kinds by KINDS; by a leader 60% of the time (their
 * account kept when they agreed to share their interest and the action is theirs), otherwise by a
 * visitor; at a random time of the two years. Each row draws its random numbers once, then finds
 * its vendor and leader by index.
 */
async function writeActivity(client: Client, scale: Scale, log: Log) {
  await client.query(
    `
    CREATE TEMP TABLE perf_vendors ON COMMIT DROP AS
    SELECT CASE WHEN c.id = $1 THEN 0 ELSE row_number() OVER (ORDER BY c.name) END AS rank, c.id,
      ARRAY(SELECT intent_type FROM company_match_points mp WHERE mp.company_id = c.id ORDER BY intent_type) AS points
    FROM companies c WHERE c.name LIKE 'Perf Vendor %' OR c.id = $1`,
    [VENDOR.companyId],
  );
  await client.query("CREATE UNIQUE INDEX ON perf_vendors (rank)");
  await client.query(`
    CREATE TEMP TABLE perf_leaders ON COMMIT DROP AS
    SELECT row_number() OVER (ORDER BY id) AS n, id, company_id, hub, insights_consented_at IS NOT NULL AS shares
    FROM users WHERE email LIKE '${LEADER_PREFIX}%'`);
  await client.query("CREATE UNIQUE INDEX ON perf_leaders (n)");
  const content = await client.query<{ ids: string[] }>(
    "SELECT array_agg(id ORDER BY id) AS ids FROM content_items WHERE company_id = $1",
    [VENDOR.companyId],
  );
  let cumulative = 0;
  const kind = `CASE ${KINDS.map(([name, share]) => {
    cumulative += share;
    return `WHEN r.kind < ${cumulative.toFixed(4)} THEN '${name}'`;
  }).join(" ")} ELSE 'profileView' END`;
  const own = Math.round(scale.activity * scale.vendorShare);
  const others = scale.vendors - 1;
  const leaders = scale.accounts * 2;
  const batch = 1_000_000;
  for (let from = 0; from < scale.activity; from += batch) {
    const to = Math.min(scale.activity, from + batch);
    await step(
      client,
      log,
      `actions ${from + 1}-${to}`,
      `
      INSERT INTO vendor_activity (vendor_company_id, kind, intent_types, user_id, account_company_id, hub, content_id,
        amount, occurred_at)
      SELECT v.id, k.kind,
        CASE WHEN k.kind IN ('profileView', 'productView', 'follow') THEN v.points
          ELSE ARRAY[v.points[1 + floor(r.point * array_length(v.points, 1))::int]] END,
        l.id,
        CASE WHEN l.shares AND k.kind NOT IN ('meetingRequested', 'meetingNoShow') THEN l.company_id END,
        l.hub,
        CASE WHEN v.rank = 0 AND k.kind IN ('contentView', 'watchSeconds')
          THEN ($3::uuid[])[1 + floor(r.content * array_length($3::uuid[], 1))::int] END,
        CASE WHEN k.kind = 'watchSeconds' THEN 30 + floor(r.amount * 570)::int ELSE 1 END,
        date_trunc('day', now()) - (1 + floor(r.day * ${scale.days})::int) * interval '1 day' + r.time * interval '1 day'
      FROM generate_series($1::bigint, $2::bigint - 1) g
      CROSS JOIN LATERAL (SELECT g AS n, random() AS vendor, random() AS kind, random() AS who, random() AS leader,
        random() AS point, random() AS content, random() AS amount, random() AS day, random() AS time) r
      JOIN perf_vendors v ON v.rank = CASE WHEN r.n < ${own} THEN 0 ELSE 1 + floor(exp(r.vendor * ln(${others})))::int END
      CROSS JOIN LATERAL (SELECT ${kind} AS kind) k
      LEFT JOIN perf_leaders l ON r.who < 0.6 AND l.n = 1 + floor(r.leader * ${leaders})::int`,
      [from, to, content.rows[0]?.ids ?? []],
    );
  }
}

async function main() {
  const scale = scaleFromEnv();
  const log: Log = (message) => console.log(`[generate] ${message}`);
  const database = await openBenchDatabase(dataDirFor(scale));
  try {
    const generation = await ensurePerformanceData(database.db, scale, log);
    if (generation) log(JSON.stringify(generation));
  } finally {
    await database.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
