// Fills a database with the admin console's data set: by default 1,000,000 members (and the
// nameless rows of 2,000 deleted members' posts, which the console never lists) at the company
// benchmark's 100,000 companies, signed up over three years.
//
//   npx tsx bench/admin-users/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/admin-users/generate.ts
//
// The companies come from the company benchmark's generator (without its employees); the members
// are set-based SQL (INSERT ... SELECT FROM generate_series) in one transaction with triggers off
// and the users table's secondary indexes dropped for the load and built again by one sort each, as
// are user_search_words's after the members' words are written in one statement.
// Idempotent: a database that already holds this data set is left alone; one holding other members
// or companies is refused rather than mixed with.
import { pathToFileURL } from "node:url";
import { FORMER_MEMBER_NAME } from "@common/account-data";
import { DEFAULT_HUB_ID, HUB_IDS, type HubId } from "@common/hubs";
import { LEADER_PLAN, VENDOR_PLANS } from "@common/plans";
import { REVENUE_BANDS } from "@common/revenue-bands";
import type { Database } from "@server/platform/database/client";
import { ensureCompanyData, type Log } from "../companies/generate";
import { openBenchDatabase } from "../lib/database";
import { secondaryIndexes } from "../lib/indexes";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";
import { FIRST_NAMES, MAILBOX_DOMAINS, SURNAMES } from "./words";

/** Seed of PostgreSQL's random(): the same scale gives the same people every time. */
const RANDOM_SEED = 0.3434;

/**
 * Sign-ups over the last three years, growing: the density rises linearly, so half came in the last
 * 11 months. In days: a fraction of '3 years' is counted in 30-day months and never reaches today.
 */
const HISTORY_DAYS = 3 * 365;
/**
 * Names are drawn from the head of their lists more often: entry 1 + floor(n * random()^1.5), so
 * the most common surname is on 1.7% of the members and the 100th on 0.25%.
 */
const NAME_SKEW = 1.5;
const MIDDLE_INITIAL_SHARE = 0.08;
const VENDOR_SHARE = 0.4;
/** Vendors give their company at sign-up; leaders join theirs later, or never. */
const LEADERS_AT_A_COMPANY = 0.7;
/** Members are spread over companies as the company benchmark's employees are (rank 1 + floor(n * random()^3)). */
const COMPANY_SKEW = 3;
/** Of members with a company, those who signed up with their work address; the rest use a mailbox of their own. */
const WORK_ADDRESS_SHARE = 0.85;
/** Vendors sign up in the default hub; some move to the hub of the leaders they sell to. */
const VENDORS_IN_DEFAULT_HUB = 0.6;
/** Leaders' hubs: their sign-up role's, most often; the four later hubs by moving there. */
const HUB_WEIGHTS: Record<HubId, number> = {
  cio: 22,
  ciso: 16,
  cdo: 14,
  cfo: 10,
  devops: 10,
  chro: 8,
  csco: 7,
  cco: 7,
  ai: 3,
  "contact-centre": 1,
  "hybrid-workplace": 1,
  "field-service": 1,
};
const PLAN_WEIGHTS: Record<(typeof VENDOR_PLANS)[number], number> = { Starter: 6, Growth: 3, Enterprise: 1 };
/** Personal mailboxes by use (the order of MAILBOX_DOMAINS). */
const MAILBOX_WEIGHTS = [50, 20, 10, 8, 7, 5];
const VERIFIED_SHARE = 0.97;
/** Members with a last-seen time; the others have not been seen since last-seen times were kept. */
const SEEN_SHARE = 0.88;
const SUSPENDED_SHARE = 0.004;
/** Rows that keep deleted members' posts, a share of the members on top of them. */
const FORMER_MEMBER_SHARE = 0.002;

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** A list with each entry repeated by its weight, so one uniform draw picks by weight. */
function byWeight<T extends string>(weights: readonly (readonly [T, number])[]): T[] {
  return weights.flatMap(([value, weight]) => Array.from({ length: weight }, () => value));
}

/** Members the generator made (the benchmark's platform admin left out) and companies present. */
async function membersState(db: Database, scale: Scale): Promise<"empty" | "ready"> {
  const { rows } = await db.$client.query<{ members: number; companies: number }>(
    `SELECT (SELECT count(*) FROM users WHERE former_member_at IS NULL AND email NOT LIKE $1)::int AS members,
            (SELECT count(*) FROM companies)::int AS companies`,
    [`%@${BENCH_EMAIL_DOMAIN}`],
  );
  const found = rows[0] ?? { members: 0, companies: 0 };
  if (found.members === 0) return "empty";
  if (found.members === scale.users && found.companies === scale.companies) return "ready";
  throw new Error(
    `The database holds ${found.members} members and ${found.companies} companies, not the benchmark's ` +
      `${scale.users} and ${scale.companies}. Refusing to mix data sets: point BENCH_DATA_DIR (or ` +
      "DATABASE_URL) at an empty database, or delete the benchmark's data directory.",
  );
}

/** The companies first (the company generator, without employees), then the members, unless present. */
export async function ensureAdminUsersData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<"present" | "generated"> {
  if ((await membersState(db, scale)) === "ready") {
    log(`data set present: ${scale.users} members at ${scale.companies} companies`);
    return "present";
  }
  const started = Date.now();
  await ensureCompanyData(db, { companies: scale.companies, employees: 0 }, log);
  await generateMembers(db, scale, log);
  log(`generated in ${seconds(started)} s`);
  return "generated";
}

async function generateMembers(db: Database, scale: Scale, log: Log): Promise<void> {
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${seconds(stepStarted)} s`);
  };
  log(`generating ${scale.users} members...`);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '1GB'");
    await client.query("SET LOCAL synchronous_commit = off");
    // No trigger has work to do for rows written in one piece; company counts are redone at the end.
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);

    const { rows: titles } = await client.query<{ name: string }>(
      "SELECT name FROM reference_items WHERE kind = 'job-titles' ORDER BY name",
    );
    const { rows: industries } = await client.query<{ name: string }>(
      "SELECT name FROM reference_items WHERE kind = 'industries' ORDER BY name",
    );
    if (titles.length === 0 || industries.length === 0) {
      throw new Error("the reference lists are empty; prepareDatabase seeds them");
    }

    const indexes = await secondaryIndexes(client, ["users", "user_search_words"]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);

    // Companies by size, the largest first, so that rank 1 (the most members) is a big company.
    await step(
      "companies by size",
      `CREATE TEMP TABLE bench_company ON COMMIT DROP AS
       SELECT row_number() OVER (ORDER BY s.position DESC NULLS LAST, md5(c.name))::int AS rank,
              c.id, c.name, c.domain, c.industry
       FROM companies c
       LEFT JOIN reference_items s ON s.kind = 'company-sizes' AND s.name = c.size`,
    );
    await client.query("CREATE UNIQUE INDEX ON bench_company (rank)");
    await client.query("ANALYZE bench_company");

    // Addresses are made from the name in the shapes companies and mailbox users choose; the same
    // address twice gets a number, as mail administrators do (james.smith2@).
    await step(
      "members",
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at, account_type, hub,
                          plan_name, job_title, industry, revenue_band, signup_company_name, company_id,
                          company_name, last_seen_at, suspended_at)
       WITH people AS (
         SELECT u,
                ($2::text[])[1 + floor(cardinality($2::text[]) * power(random(), $3::float8))::int] AS first,
                ($4::text[])[1 + floor(cardinality($4::text[]) * power(random(), $3::float8))::int] AS last,
                CASE WHEN random() < $5::float8 THEN chr(65 + floor(random() * 26)::int) || '. ' ELSE '' END
                  AS middle,
                random() < $6::float8 AS vendor,
                random() AS company_draw,
                least($8::int, 1 + floor($8::int * power(random(), $9::float8))::int) AS company_rank,
                random() AS address_draw,
                random() AS shape,
                now() - interval '1 day' * ($10::float8 * (1 - sqrt(random()))) AS created_at
         FROM generate_series(1, $1::int) u
       ), placed AS (
         SELECT p.*, c.id AS company_id, c.name AS company_name, c.industry AS company_industry,
                CASE WHEN c.id IS NOT NULL AND p.address_draw < $11::float8 THEN c.domain
                     ELSE ($12::text[])[1 + floor(cardinality($12::text[]) * random())::int] END AS domain,
                c.id IS NOT NULL AND p.address_draw < $11::float8 AS work_address,
                regexp_replace(lower(p.first), '[^a-z]', '', 'g') AS f,
                regexp_replace(lower(p.last), '[^a-z]', '', 'g') AS l
         FROM people p
         LEFT JOIN bench_company c ON c.rank = p.company_rank AND (p.vendor OR p.company_draw < $7::float8)
       ), addressed AS (
         SELECT *,
                CASE WHEN work_address THEN
                  CASE WHEN shape < 0.55 THEN f || '.' || l WHEN shape < 0.8 THEN left(f, 1) || l
                       WHEN shape < 0.9 THEN f || l WHEN shape < 0.95 THEN f || '_' || l ELSE f END
                ELSE
                  CASE WHEN shape < 0.3 THEN f || '.' || l WHEN shape < 0.55 THEN f || l
                       WHEN shape < 0.8 THEN f || '.' || l || (1960 + floor(random() * 45)::int)
                       ELSE left(f, 1) || l || (100 + floor(random() * 900)::int) END
                END AS local
         FROM placed
       ), numbered AS (
         SELECT *, row_number() OVER (PARTITION BY local, domain ORDER BY u) AS copy FROM addressed
       )
       SELECT md5('bench-admin-user-' || u), first || ' ' || middle || last,
              local || CASE WHEN copy = 1 THEN '' ELSE copy::text END || '@' || domain,
              random() < $13::float8, created_at, created_at + (now() - created_at) * random(),
              CASE WHEN vendor THEN 'vendor' ELSE 'leader' END,
              CASE WHEN vendor AND random() < $14::float8 THEN $15::text
                   ELSE ($16::text[])[1 + floor(cardinality($16::text[]) * random())::int] END,
              CASE WHEN vendor THEN ($17::text[])[1 + floor(cardinality($17::text[]) * random())::int]
                   ELSE $18::text END,
              ($19::text[])[1 + floor(cardinality($19::text[]) * random())::int],
              coalesce(company_industry, ($20::text[])[1 + floor(cardinality($20::text[]) * random())::int]),
              CASE WHEN NOT vendor THEN ($21::text[])[1 + floor(cardinality($21::text[]) * random())::int] END,
              CASE WHEN vendor THEN company_name END,
              company_id,
              company_name,
              CASE WHEN random() < $22::float8 THEN now() - (now() - created_at) * power(random(), 3) END,
              CASE WHEN random() < $23::float8 THEN created_at + (now() - created_at) * random() END
       FROM numbered`,
      [
        scale.users,
        FIRST_NAMES,
        NAME_SKEW,
        SURNAMES,
        MIDDLE_INITIAL_SHARE,
        VENDOR_SHARE,
        LEADERS_AT_A_COMPANY,
        scale.companies,
        COMPANY_SKEW,
        HISTORY_DAYS,
        WORK_ADDRESS_SHARE,
        byWeight(MAILBOX_DOMAINS.map((domain, index) => [domain, MAILBOX_WEIGHTS[index] ?? 1] as const)),
        VERIFIED_SHARE,
        VENDORS_IN_DEFAULT_HUB,
        DEFAULT_HUB_ID,
        byWeight(HUB_IDS.map((hub) => [hub, HUB_WEIGHTS[hub]] as const)),
        byWeight(VENDOR_PLANS.map((plan) => [plan, PLAN_WEIGHTS[plan]] as const)),
        LEADER_PLAN,
        titles.map((row) => row.name),
        industries.map((row) => row.name),
        REVENUE_BANDS,
        SEEN_SHARE,
        SUSPENDED_SHARE,
      ],
    );
    // As account deletion writes them (features/account-data): nameless, no password, never listed;
    // deletions grew with the members, as sign-ups did.
    await step(
      "former members",
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at, account_type, hub,
                          former_member_at, profile_visibility)
       SELECT id, $2::text, 'former-' || id || '@former-member.invalid', false, at, at,
              CASE WHEN random() < $3::float8 THEN 'vendor' ELSE 'leader' END,
              ($4::text[])[1 + floor(cardinality($4::text[]) * random())::int], at,
              '{"photo":{"visitors":false,"members":false},"jobTitle":{"visitors":false,"members":false},"company":{"visitors":false,"members":false}}'
       FROM (SELECT md5('bench-admin-former-' || i) AS id, now() - interval '1 day' * ($5::float8 * (1 - sqrt(random()))) AS at
             FROM generate_series(1, $1::int) i) former`,
      [
        Math.round(scale.users * FORMER_MEMBER_SHARE),
        FORMER_MEMBER_NAME,
        VENDOR_SHARE,
        byWeight(HUB_IDS.map((hub) => [hub, HUB_WEIGHTS[hub]] as const)),
        HISTORY_DAYS,
      ],
    );
    // The triggers that keep the search's words were off for the load.
    await step("search words", "SELECT summit_reindex_user_search_words()");
    for (const index of indexes) await step(`index ${index.name}`, index.definition);
    await step("company counts", "SELECT summit_recount_companies()");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  const vacuumStarted = Date.now();
  for (const table of ["users", "user_search_words", "companies"])
    await db.$client.query(`VACUUM (ANALYZE) ${table}`);
  log(`  vacuum and analyze: ${seconds(vacuumStarted)} s`);
}

async function main() {
  const scale = scaleFromEnv();
  const database = await openBenchDatabase(dataDirFor(scale));
  try {
    console.log(`database: ${database.location}`);
    await ensureAdminUsersData(database.db, scale);
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
