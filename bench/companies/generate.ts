// Fills a database with the company benchmark's data set: by default 100,000 companies and
// 1,000,000 users working at them, plus followers, admins, products and logos. Everything is
// set-based SQL (INSERT ... SELECT FROM generate_series) in one transaction, so it takes about a
// minute instead of hours, and either all of it is there or none of it.
//
//   npx tsx bench/companies/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/companies/generate.ts
//
// It is idempotent: a database that already holds exactly this data set is left alone; a database
// holding anything else (other companies, other employees) is refused rather than mixed with.
import { pathToFileURL } from "node:url";
import { HUB_IDS } from "@common/hubs";
import { REVENUE_BANDS } from "@common/revenue-bands";
import type { Database } from "@server/platform/database/client";
import type pg from "pg";
import { openBenchDatabase } from "../lib/database";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";
import {
  AUDIENCES,
  BRANDS,
  CITIES,
  CORE_WORDS,
  FIRST_NAMES,
  NAME_WORDS,
  OFFERINGS,
  PRODUCT_NOUNS,
  SUFFIXES,
  SURNAMES,
} from "./words";

/** Seed of PostgreSQL's random(): the same scale gives the same names, sizes and links every time. */
const RANDOM_SEED = 0.4242;

/**
 * Employees are spread by a power law: a user works at the company of rank
 * 1 + floor(companies * random()^SKEW). With SKEW 3 at full scale the biggest company has about
 * 21,000 employees, about 15 have over 1,000, the median company has 5 and some have none.
 */
const EMPLOYEE_SKEW = 3;
/** Followers are a little less concentrated than employees. */
const FOLLOWER_SKEW = 2.5;
const FOLLOWS_PER_EMPLOYEE = 0.3;

/** Share of companies per name shape, and the word lists each shape combines. */
const NAME_SHAPES = [
  { share: 0.35, lists: [BRANDS, SUFFIXES] }, // "Velora Analytics"
  { share: 0.45, lists: [NAME_WORDS, CORE_WORDS, SUFFIXES] }, // "Silver Ledger Systems"
  { share: 0.2, lists: [SURNAMES, SURNAMES, SUFFIXES] }, // "Hartley & Quinn Partners"
] as const;

export type DataState = "empty" | "ready";

export type Log = (message: string) => void;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A stride coprime with `space`, so m -> m * stride mod space visits each combination at most once. */
function strideFor(space: number): number {
  for (const candidate of [7919, 7927, 7933, 7937, 6151, 3079, 1543, 769]) {
    if (gcd(candidate, space) === 1) return candidate;
  }
  throw new Error(`no stride for a name space of ${space}`);
}

function assertDistinct(name: string, values: readonly string[]) {
  if (new Set(values.map((value) => value.toLowerCase())).size !== values.length) {
    throw new Error(`the word list ${name} has duplicates; names built from it would not be unique`);
  }
}

/**
 * How many companies each name shape gets, from which ordinal, and the stride that scatters the
 * combinations (so consecutive companies do not all share a first word).
 */
export function planNames(companies: number) {
  for (const [name, values] of Object.entries({ BRANDS, NAME_WORDS, CORE_WORDS, SUFFIXES, SURNAMES })) {
    assertDistinct(name, values);
  }
  // "Oak Cloud Cloud" is no name anyone gives a company.
  const cores = new Set(CORE_WORDS.map((word) => word.toLowerCase()));
  const repeated = SUFFIXES.filter((suffix) => cores.has(suffix.toLowerCase()));
  if (repeated.length) throw new Error(`suffixes repeat core words: ${repeated.join(", ")}`);
  let start = 1;
  return NAME_SHAPES.map((shape, index) => {
    const count =
      index === NAME_SHAPES.length - 1 ? companies - start + 1 : Math.round(companies * shape.share);
    const space = shape.lists.reduce((product, values) => product * values.length, 1);
    if (count > space) {
      throw new Error(
        `${companies} companies need ${count} names of shape ${index + 1}, but its word lists make only ${space}`,
      );
    }
    const plan = { start, count, space, stride: strideFor(space) };
    start += count;
    return plan;
  });
}

/** Whether the data set is there, absent, or something else is (which the caller must not touch). */
export async function dataState(db: Database, scale: Scale): Promise<DataState> {
  const { rows } = await db.$client.query<{ companies: number; employees: number }>(
    `SELECT (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM users WHERE company_id IS NOT NULL)::int AS employees`,
  );
  const found = rows[0] ?? { companies: 0, employees: 0 };
  if (found.companies === 0 && found.employees === 0) return "empty";
  if (found.companies === scale.companies && found.employees === scale.employees) return "ready";
  throw new Error(
    `The database holds ${found.companies} companies and ${found.employees} employee links, not the ` +
      `benchmark's ${scale.companies} and ${scale.employees}. Refusing to mix data sets: point ` +
      "BENCH_DATA_DIR (or DATABASE_URL) at an empty database, or delete the benchmark's data directory.",
  );
}

/** Generates the data set unless it is already there; returns what it found or did. */
export async function ensureCompanyData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<"present" | "generated"> {
  if ((await dataState(db, scale)) === "ready") {
    log(`data set present: ${scale.companies} companies, ${scale.employees} employee links`);
    return "present";
  }
  await generateCompanyData(db, scale, log);
  return "generated";
}

async function referenceNames(client: pg.PoolClient, kind: string, order = "name"): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT name FROM reference_items WHERE kind = $1 ORDER BY ${order}`,
    [kind],
  );
  if (rows.length === 0) throw new Error(`the reference list ${kind} is empty; prepareDatabase seeds it`);
  return rows.map((row) => row.name);
}

export async function generateCompanyData(db: Database, scale: Scale, log: Log = console.log): Promise<void> {
  const { companies: N, employees: E } = scale;
  const names = planNames(N);
  const started = Date.now();
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
  };
  log(`generating ${N} companies and ${E} employee links...`);
  try {
    await client.query("BEGIN");
    // One big transaction: plenty of memory for its sorts and hashes, and no fsync wait per step.
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL synchronous_commit = off");
    // Row triggers (the counts on companies, the spelling variants of names) would run once per
    // row; they are off for the load and their work is done set-based at the end.
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);

    // The app's own reference lists, so every value is one its filters and forms know.
    const sizes = await referenceNames(client, "company-sizes", "position");
    const industries = await referenceNames(client, "industries");
    const techIndustries = industries.filter((name) =>
      /computer|information|internet|software|telecom|semiconductor/i.test(name),
    );
    const specialities = await referenceNames(client, "company-specialities");
    const jobTitles = await referenceNames(client, "job-titles");
    if (sizes.length !== 8) throw new Error(`expected 8 company sizes, found ${sizes.length}`);

    // 1. Unique names, one statement per shape; m -> m * stride mod space never repeats below space.
    await client.query(
      "CREATE TEMP TABLE bench_names (n int PRIMARY KEY, name text NOT NULL) ON COMMIT DROP",
    );
    const [brandShape, wordShape, surnameShape] = names;
    if (!brandShape || !wordShape || !surnameShape) throw new Error("three name shapes expected");
    await step(
      "names (brand + suffix)",
      `INSERT INTO bench_names
       SELECT $1::int + m, b[1 + p % cardinality(b)] || ' ' || s[1 + p / cardinality(b)]
       FROM generate_series(0, $2::int - 1) m,
            LATERAL (SELECT (m::bigint * $3::int) % $4::int AS p) x,
            (SELECT $5::text[] AS b, $6::text[] AS s) lists`,
      [brandShape.start, brandShape.count, brandShape.stride, brandShape.space, BRANDS, SUFFIXES],
    );
    await step(
      "names (word + core + suffix)",
      `INSERT INTO bench_names
       SELECT $1::int + m,
              w[1 + p % cardinality(w)] || ' ' || c[1 + (p / cardinality(w)) % cardinality(c)] || ' ' ||
              s[1 + p / (cardinality(w) * cardinality(c))]
       FROM generate_series(0, $2::int - 1) m,
            LATERAL (SELECT (m::bigint * $3::int) % $4::int AS p) x,
            (SELECT $5::text[] AS w, $6::text[] AS c, $7::text[] AS s) lists`,
      [wordShape.start, wordShape.count, wordShape.stride, wordShape.space, NAME_WORDS, CORE_WORDS, SUFFIXES],
    );
    await step(
      "names (surname & surname suffix)",
      `INSERT INTO bench_names
       SELECT $1::int + m,
              a[1 + p % cardinality(a)] || ' & ' || a[1 + (p / cardinality(a)) % cardinality(a)] || ' ' ||
              s[1 + p / (cardinality(a) * cardinality(a))]
       FROM generate_series(0, $2::int - 1) m,
            LATERAL (SELECT (m::bigint * $3::int) % $4::int AS p) x,
            (SELECT $5::text[] AS a, $6::text[] AS s) lists`,
      [surnameShape.start, surnameShape.count, surnameShape.stride, surnameShape.space, SURNAMES, SUFFIXES],
    );

    // 2. Every company's attributes. rank is a random permutation: rank 1 gets the most employees.
    // Big companies are pages more often (60% of the top 1%, 9.4% of the rest: about 10% overall)
    // and larger in size and revenue; headquarters favour the first cities of the list.
    await step(
      "company attributes",
      `CREATE TEMP TABLE bench_company ON COMMIT DROP AS
       WITH ranked AS (
         SELECT n, name, (row_number() OVER (ORDER BY random()))::int AS rank FROM bench_names
       ), attributes AS (
         SELECT n, rank, name,
                random() < CASE WHEN rank <= $1::int / 100 THEN 0.6 ELSE 0.094 END AS is_page,
                CASE WHEN rank <= $1::int * 0.0005 THEN 8 WHEN rank <= $1::int * 0.002 THEN 7
                     WHEN rank <= $1::int * 0.01 THEN 6 WHEN rank <= $1::int * 0.03 THEN 5
                     WHEN rank <= $1::int * 0.08 THEN 4 WHEN rank <= $1::int * 0.25 THEN 3
                     WHEN rank <= $1::int * 0.6 THEN 2 ELSE 1 END AS size_position,
                CASE WHEN random() < 0.95
                     THEN ($2::text[])[1 + floor(cardinality($2::text[]) * power(random(), 2))::int] END
                  AS headquarter,
                CASE WHEN random() < 0.93 THEN
                  CASE WHEN random() < 0.55
                       THEN ($3::text[])[1 + floor(cardinality($3::text[]) * random())::int]
                       ELSE ($4::text[])[1 + floor(cardinality($4::text[]) * random())::int] END
                END AS industry,
                now() - random() * interval '6 years' AS created_at
         FROM ranked
       )
       SELECT n, rank, gen_random_uuid() AS id, name, is_page, headquarter, industry, created_at,
              ($5::text[])[size_position] AS size,
              ($6::text[])[least(7, greatest(1, size_position - 2 + floor(random() * 3)::int))] AS revenue_band,
              CASE WHEN is_page AND random() < 0.8 THEN gen_random_uuid() END AS logo_id,
              created_at + random() * (now() - created_at) AS updated_at,
              CASE WHEN random() < 0.9 THEN concat_ws(' ',
                format('%s builds %s for %s.', name,
                  ($7::text[])[1 + floor(cardinality($7::text[]) * random())::int],
                  ($8::text[])[1 + floor(cardinality($8::text[]) * random())::int]),
                CASE WHEN headquarter IS NOT NULL THEN format(
                  'Founded in %s and headquartered in %s, it serves customers in %s countries.',
                  1990 + floor(random() * 34)::int, headquarter, 2 + floor(random() * 60)::int) END,
                CASE WHEN random() < 0.5 THEN format(
                  'More than %s organisations, from start-ups to the Fortune 500, rely on it every day.',
                  10 + floor(random() * 5000)::int) END) END AS description,
              regexp_replace(lower(name), '[^a-z0-9]+', '', 'g') || '.example' AS domain,
              ARRAY(SELECT DISTINCT ($9::text[])[1 + floor(cardinality($9::text[]) * random())::int]
                    FROM generate_series(1, n % 4 + 1)) AS specialities
       FROM attributes`,
      [N, CITIES, techIndustries, industries, sizes, REVENUE_BANDS, OFFERINGS, AUDIENCES, specialities],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_company (rank)");
    await client.query("ANALYZE bench_company");

    // 3. Logos of pages (the directory joins uploads for them), then the companies themselves.
    await step(
      "uploads (logos)",
      `INSERT INTO uploads (id, kind, storage_key, thumbnail_key, content_type, size_bytes, file_name,
                            width, height, created_at)
       SELECT logo_id, 'image', 'bench/logos/' || logo_id || '.png', 'bench/logos/' || logo_id || '-thumb.webp',
              'image/png', 4000 + n % 60000, 'logo.png', 256, 256, created_at
       FROM bench_company WHERE logo_id IS NOT NULL`,
    );
    await step(
      "companies",
      `INSERT INTO companies (id, name, is_page, headquarter, size, industry, revenue_band, description,
                             website, domain, specialities, logo_upload_id, created_at, updated_at)
       SELECT id, name, is_page, headquarter, size, industry, revenue_band, description,
              'https://www.' || domain, domain, specialities, logo_id, created_at, updated_at
       FROM bench_company ORDER BY n`,
    );

    // 4. Users, each working at a company drawn by the power law (see EMPLOYEE_SKEW). Ids look like
    // better-auth's (32 characters, random order in the index) and are derivable from the ordinal,
    // so followers below can name users without a join. No accounts rows: nobody signs in as them.
    await step(
      "users (employee links)",
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at, account_type, hub,
                         job_title, industry, company_id)
       SELECT md5('bench-user-' || p.u), p.first || ' ' || p.last,
              lower(p.first || '.' || p.last || '.' || p.u) || '@' || $4::text,
              true, p.created_at, p.created_at, p.account_type, p.hub, p.job_title, c.industry, c.id
       FROM (
         SELECT u,
                least($2::int, 1 + floor($2::int * power(random(), $3::float8))::int) AS rank,
                ($5::text[])[1 + floor(cardinality($5::text[]) * random())::int] AS first,
                ($6::text[])[1 + floor(cardinality($6::text[]) * random())::int] AS last,
                CASE WHEN random() < 0.4 THEN 'vendor' ELSE 'leader' END AS account_type,
                ($7::text[])[1 + floor(cardinality($7::text[]) * random())::int] AS hub,
                ($8::text[])[1 + floor(cardinality($8::text[]) * random())::int] AS job_title,
                now() - random() * interval '4 years' AS created_at
         FROM generate_series(1, $1::int) u
       ) p
       JOIN bench_company c ON c.rank = p.rank`,
      [E, N, EMPLOYEE_SKEW, BENCH_EMAIL_DOMAIN, FIRST_NAMES, SURNAMES, HUB_IDS, jobTitles],
    );

    // 5. Followers (any user may follow any company; big companies draw more), admins (the two
    // longest-serving employees: an owner and an admin) and products (pages and every tenth company).
    await step(
      "company followers",
      `INSERT INTO company_followers (company_id, user_id, created_at)
       SELECT c.id, md5('bench-user-' || (1 + floor($1::int * random()))::int), now() - random() * interval '3 years'
       FROM (SELECT least($2::int, 1 + floor($2::int * power(random(), $3::float8))::int) AS rank
             FROM generate_series(1, $4::int)) f
       JOIN bench_company c ON c.rank = f.rank
       ON CONFLICT DO NOTHING`,
      [E, N, FOLLOWER_SKEW, Math.round(E * FOLLOWS_PER_EMPLOYEE)],
    );
    await step(
      "company admins",
      `INSERT INTO company_admins (company_id, user_id, privilege, created_at)
       SELECT company_id, id, CASE WHEN seniority = 1 THEN 'owner' ELSE 'admin' END, created_at
       FROM (SELECT company_id, id, created_at,
                    row_number() OVER (PARTITION BY company_id ORDER BY created_at, id) AS seniority
             FROM users WHERE company_id IS NOT NULL) employees
       WHERE seniority <= 2`,
    );
    await step(
      "products",
      `INSERT INTO products (company_id, name, description, website, created_at, updated_at)
       SELECT c.id, ($1::text[])[1 + c.n % cardinality($1::text[])] || ' ' ||
                    ($2::text[])[1 + (c.n + i) % cardinality($2::text[])],
              'A product of ' || c.name || '.', 'https://www.' || c.domain || '/products/' || i,
              c.created_at, c.updated_at
       FROM bench_company c, generate_series(1, 1 + c.n % 6) i
       WHERE c.is_page OR c.n % 10 = 0`,
      [CORE_WORDS, PRODUCT_NOUNS],
    );
    await step("company counts", "SELECT summit_recount_companies()");
    await step("search index of company names", "SELECT summit_reindex_company_names()");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  // Outside the transaction: statistics for the planner and a visibility map, so counts can use
  // index-only scans as they would on a database autovacuum has been looking after.
  const vacuumStarted = Date.now();
  for (const table of ["companies", "users", "company_followers", "company_admins", "products", "uploads"]) {
    await db.$client.query(`VACUUM (ANALYZE) ${table}`);
  }
  log(`  vacuum and analyze: ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const scale = scaleFromEnv();
  const dataDir = dataDirFor(scale);
  const database = await openBenchDatabase(dataDir);
  try {
    console.log(`database: ${database.location}`);
    await ensureCompanyData(database.db, scale);
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
