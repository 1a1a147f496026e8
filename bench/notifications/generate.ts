// Fills a database with the notifications benchmark's data set: by default 10,000,000
// notifications over 100,000 users (the company benchmark's generator makes the users and their
// 10,000 companies), spread over a year, a power law deciding who gets how many.
//
//   npx tsx bench/notifications/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/notifications/generate.ts
//
// Every notification is about something that exists, so its link leads somewhere: likes on posts
// its member wrote (the posts are generated too) and, for company admins, new followers of their
// company. Set-based SQL (INSERT ... SELECT FROM generate_series) in weekly chunks, oldest first
// and each chunk in time order, so members' rows interleave on disk as they would have arrived.
// One transaction with triggers and foreign-key checks off and the secondary indexes dropped for
// the load and built again at the end. Idempotent: a database that already holds this data set is
// left alone; one holding other notifications is refused rather than mixed with.
import { pathToFileURL } from "node:url";
import type { Database } from "@server/platform/database/client";
import { ensureCompanyData, type Log } from "../companies/generate";
import { openBenchDatabase } from "../lib/database";
import { secondaryIndexes } from "../lib/indexes";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";

/** Seed of PostgreSQL's random(): the same scale gives the same counts, times and actors. */
const RANDOM_SEED = 0.1123;

/**
 * Notifications per member follow a Lomax (Pareto II) law: the median member gets a fifth of the
 * mean, a few dozen get about 145 times the mean (those whose weight reaches the cap).
 */
const NOTIFICATION_SHAPE = 1.15;
const NOTIFICATION_WEIGHT_CAP = 600;
/** One generated post for every this many notifications of its author (and at least one). */
const NOTIFICATIONS_PER_POST = 50;
/** Of a company admin's read notifications, one in this many is about a new follower of the company. */
const COMPANY_FOLLOWER_EVERY = 5;
/** The server's subject of a post: its first characters (server/features/notifications). */
const SUBJECT_LENGTH = 120;
/** Actors are drawn by a power law over the members: some people like many posts. */
const ACTOR_SKEW = 1.5;
const HISTORY_DAYS = 365;
/** Chunks of the load: one a week of history. */
const CHUNKS = 52;
/** What the deep-page scenario needs: page 200 of 15 and more. */
export const MINIMUM_TOP_MEMBER_NOTIFICATIONS = 3500;

/** Posts of the live phase (bench/notifications/fixtures.ts) start with this, generated ones never. */
export const LIVE_POST_PREFIX = "Live notifications benchmark:";

const POST_OPENINGS = [
  "Notes from our",
  "What we learned from the",
  "Three questions about the",
  "A year into the",
  "Lessons from our",
  "Looking for advice on the",
  "How we budgeted the",
  "Our board asked about the",
];
const POST_TOPICS = [
  "cloud migration",
  "zero trust rollout",
  "data platform rebuild",
  "ERP replacement",
  "AI pilot",
  "vendor consolidation",
  "SOC 2 audit",
  "contact centre upgrade",
  "hybrid work policy",
  "FinOps programme",
  "payroll system change",
  "supply chain visibility project",
  "observability stack",
  "identity and access review",
  "customer data platform",
  "ransomware tabletop exercise",
];
const POST_CLOSINGS = [
  "What would you do differently?",
  "Happy to share the details with anyone planning the same.",
  "Curious how others approached it.",
  "The business case held up better than expected.",
  "We underestimated the change management.",
];

/**
 * The company whose admins keep live streams open in the benchmark (bench/notifications/fixtures.ts
 * makes the streaming members its admins): one with an owner, picked the same way in every run.
 * Generated notifications never name it, so every notification about it is the live phase's.
 */
export async function liveCompanyId(db: Database): Promise<string> {
  const { rows } = await db.$client.query<{ id: string }>(
    `SELECT c.id FROM companies c
     WHERE EXISTS (SELECT 1 FROM company_admins a WHERE a.company_id = c.id AND a.privilege = 'owner')
     ORDER BY md5(c.id::text || 'live') LIMIT 1`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("no company has an owner; is the company data set there?");
  return id;
}

/** Notifications present that the generator wrote (the live phase's are not counted). */
async function generatedNotifications(db: Database, companyId: string): Promise<number> {
  const { rows } = await db.$client.query<{ total: number; live: number }>(
    `SELECT (SELECT count(*) FROM notifications)::int AS total,
            (SELECT count(*) FROM notifications n
             WHERE n.company_id = $1
                OR n.post_id IN (SELECT id FROM posts WHERE body LIKE $2 || '%'))::int AS live`,
    [companyId, LIVE_POST_PREFIX],
  );
  const found = rows[0] ?? { total: 0, live: 0 };
  return found.total - found.live;
}

/** The companies and users first (the company generator), then the notifications, unless present. */
export async function ensureNotificationData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<"present" | "generated"> {
  await ensureCompanyData(db, { companies: scale.companies, employees: scale.users }, log);
  const found = await generatedNotifications(db, await liveCompanyId(db));
  if (found === scale.notifications) {
    log(`data set present: ${scale.notifications} notifications over ${scale.users} users`);
    return "present";
  }
  if (found !== 0) {
    throw new Error(
      `The database holds ${found} notifications, not the benchmark's ${scale.notifications}. Refusing ` +
        "to mix data sets: point BENCH_DATA_DIR (or DATABASE_URL) at an empty database, or delete the " +
        "benchmark's data directory.",
    );
  }
  await generateNotificationData(db, scale, log);
  return "generated";
}

export async function generateNotificationData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<void> {
  const started = Date.now();
  const live = await liveCompanyId(db);
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    return result;
  };
  log(`generating ${scale.notifications} notifications over ${scale.users} users...`);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '1GB'");
    await client.query("SET LOCAL synchronous_commit = off");
    // Foreign-key checks and row triggers (the search vocabulary of posts) would run once per row.
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);

    // 1. The members, numbered in a stable order, with the company each one administers (none for
    // the live company's admins: notifications about it are the live phase's alone).
    await step(
      "members",
      `CREATE TEMP TABLE bench_users ON COMMIT DROP AS
       SELECT (row_number() OVER (ORDER BY u.id))::int AS n, u.id, u.hub, a.company_id AS admin_company_id,
              c.name AS company_name
       FROM users u
       LEFT JOIN LATERAL (SELECT company_id FROM company_admins
                          WHERE user_id = u.id AND company_id <> $1
                          ORDER BY created_at, company_id LIMIT 1) a ON true
       LEFT JOIN companies c ON c.id = a.company_id
       WHERE u.company_id IS NOT NULL`,
      [live],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_users (n)");
    const { rows: counted } = await client.query<{ users: number }>(
      "SELECT count(*)::int AS users FROM bench_users",
    );
    const users = counted[0]?.users ?? 0;
    if (users < 2) throw new Error("too few users to notify one another");

    // 2. How many notifications each member gets: Lomax weights, split exactly (prefix sums rounded
    // down, in numeric so the total is exact); how many posts they wrote and how many are unread.
    await step(
      "allocation",
      `CREATE TEMP TABLE bench_recipients ON COMMIT DROP AS
       WITH weighted AS (
         SELECT n, id, admin_company_id, company_name,
                least($2::float8, power(1 - random(), -1 / $3::float8) - 1)::numeric AS weight
         FROM bench_users
       ), cumulative AS (
         SELECT *, sum(weight) OVER (ORDER BY n) AS upto, sum(weight) OVER () AS everything FROM weighted
       ), counted AS (
         SELECT n, id, admin_company_id, company_name,
                (floor($1::numeric * upto / everything) - floor($1::numeric * (upto - weight) / everything))::int
                  AS total
         FROM cumulative
       )
       SELECT n, id, admin_company_id, company_name, total,
              CASE WHEN total > 0 THEN 1 + total / $4::int ELSE 0 END AS posts,
              least(CASE WHEN total > 0 THEN 1 + total / $4::int ELSE 0 END, total,
                    floor(25 * power(random(), 2))::int) AS unread
       FROM counted`,
      [scale.notifications, NOTIFICATION_WEIGHT_CAP, NOTIFICATION_SHAPE, NOTIFICATIONS_PER_POST],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_recipients (n)");
    const { rows: allocation } = await client.query<{ total: number; top: number; median: number }>(
      `SELECT sum(total)::bigint::float8 AS total, max(total) AS top,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY total) AS median
       FROM bench_recipients`,
    );
    const shape = allocation[0] ?? { total: 0, top: 0, median: 0 };
    if (shape.total !== scale.notifications) {
      throw new Error(`allocated ${shape.total} notifications instead of ${scale.notifications}`);
    }
    if (shape.top < MINIMUM_TOP_MEMBER_NOTIFICATIONS) {
      throw new Error(
        `the busiest member gets ${shape.top} notifications, fewer than the ${MINIMUM_TOP_MEMBER_NOTIFICATIONS} ` +
          "the deep page needs: raise BENCH_NOTIFICATIONS or lower BENCH_USERS (25 a member or more)",
      );
    }
    log(`  busiest member: ${shape.top} notifications; median member: ${shape.median}`);

    // 3. The posts the likes are about. Post k of a member (0 the newest) is older than every
    // notification that names it: notification r names post r while unread (each its own item, as
    // unread notifications group per item) and post r / 50 (or one of the two older) once read.
    await step(
      "posts (staged)",
      `CREATE TEMP TABLE bench_posts ON COMMIT DROP AS
       SELECT n, k, id, author_id, hub, o || ' ' || t || '. ' || c AS body, created_at
       FROM (
         SELECT r.n, k, gen_random_uuid() AS id, u.id AS author_id, u.hub,
                ($3::text[])[1 + floor(cardinality($3::text[]) * random())::int] AS o,
                ($4::text[])[1 + floor(cardinality($4::text[]) * random())::int] AS t,
                ($5::text[])[1 + floor(cardinality($5::text[]) * random())::int] AS c,
                now() - least(interval '1 day' * $1::int * ($2::int * k + $2::int) / r.total,
                              interval '1 day' * ($1::int + 30)) - interval '1 hour' * random() AS created_at
         FROM bench_recipients r
         JOIN users u ON u.id = r.id
         CROSS JOIN LATERAL generate_series(0, r.posts - 1) k
         WHERE r.posts > 0
       ) drawn`,
      [HISTORY_DAYS, NOTIFICATIONS_PER_POST, POST_OPENINGS, POST_TOPICS, POST_CLOSINGS],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_posts (n, k)");
    await client.query("ANALYZE bench_posts");
    await step(
      "posts",
      `INSERT INTO posts (id, author_id, hub, body, created_at, updated_at)
       SELECT id, author_id, hub, body, created_at, created_at FROM bench_posts ORDER BY created_at`,
    );

    // 4. Secondary indexes of notifications go for the load.
    const indexes = await secondaryIndexes(client, ["notifications", "notification_actors"]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    log(
      `  dropped ${indexes.length} secondary indexes for the load: ${indexes.map((i) => i.name).join(", ")}`,
    );

    // 5. Notifications, a week of history at a time, oldest week first and each in time order.
    // Notification r of a member (0 the newest) happened at (r + jitter) / total of the year ago;
    // the newest `unread` are unread, the rest were read within a few days.
    const loadStarted = Date.now();
    for (let chunk = CHUNKS - 1; chunk >= 0; chunk--) {
      await client.query(
        `INSERT INTO notifications (user_id, kind, group_key, actor_id, others_count, post_id, company_id,
                                    subject, in_app, email, read_at, created_at)
         SELECT x.user_id, x.kind, x.kind || ':' || coalesce(p.id, x.company_id), a.id, x.others_count, p.id,
                x.company_id, coalesce(left(p.body, $8::int), x.company_name), true, false, x.read_at, x.created_at
         FROM (
           SELECT r.n, r.id AS user_id, g.about_company,
                  CASE WHEN g.about_company THEN 'company_follower' ELSE 'post_reaction' END AS kind,
                  CASE WHEN g.about_company THEN r.admin_company_id END AS company_id,
                  CASE WHEN g.about_company THEN r.company_name END AS company_name,
                  CASE WHEN g.nth < r.unread THEN g.nth
                       ELSE least(r.posts - 1, g.nth / $5::int + g.nth % 3) END AS k,
                  CASE WHEN g.nth < r.unread THEN floor(4 * power(random(), 3))::int
                       ELSE floor(10 * power(random(), 6))::int END AS others_count,
                  1 + floor($3::int * power(random(), $4::float8))::int AS actor,
                  g.created_at,
                  CASE WHEN g.nth >= r.unread
                       THEN least(now(), g.created_at + interval '3 days' * power(random(), 3)) END AS read_at
           FROM bench_recipients r
           CROSS JOIN LATERAL (
             SELECT nth,
                    now() - interval '1 day' * $6::int * (nth + random()) / r.total AS created_at,
                    nth >= r.unread AND r.admin_company_id IS NOT NULL AND nth % $7::int = $7::int - 1
                      AS about_company
             FROM generate_series(($1::int * r.total + $2::int - 1) / $2::int,
                                  (($1::int + 1) * r.total + $2::int - 1) / $2::int - 1) nth
           ) g
           WHERE r.total > 0
         ) x
         LEFT JOIN bench_posts p ON NOT x.about_company AND p.n = x.n AND p.k = x.k
         JOIN bench_users a ON a.n = CASE WHEN x.actor = x.n THEN x.actor % $3::int + 1 ELSE x.actor END
         ORDER BY x.created_at`,
        [
          chunk,
          CHUNKS,
          users,
          ACTOR_SKEW,
          NOTIFICATIONS_PER_POST,
          HISTORY_DAYS,
          COMPANY_FOLLOWER_EVERY,
          SUBJECT_LENGTH,
        ],
      );
      if (chunk % 13 === 0) {
        log(
          `    ${CHUNKS - chunk} of ${CHUNKS} weeks in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`,
        );
      }
    }

    // 6. The actors of unread notifications (a new like groups into them, counting distinct
    // actors): the last one and others_count others, none of them the member; others_count is then
    // what was written.
    await step(
      "actors of unread notifications",
      `INSERT INTO notification_actors (notification_id, actor_id)
       SELECT DISTINCT n.id, coalesce(o.id, n.actor_id)
       FROM notifications n
       JOIN bench_users a ON a.id = n.actor_id
       CROSS JOIN LATERAL generate_series(0, n.others_count) j
       LEFT JOIN bench_users o ON j > 0 AND o.n = (a.n + j * 7919) % $1::int + 1
       WHERE n.read_at IS NULL AND coalesce(o.id, n.actor_id) <> n.user_id`,
      [users],
    );
    await step(
      "others counts of unread notifications",
      `UPDATE notifications n SET others_count = x.actors - 1
       FROM (SELECT notification_id, count(*)::int AS actors FROM notification_actors GROUP BY notification_id) x
       WHERE x.notification_id = n.id AND n.read_at IS NULL AND n.others_count <> x.actors - 1`,
    );

    // 7. The indexes again, one sort each.
    for (const index of indexes) await step(`index ${index.name}`, index.definition);

    const { rows: written } = await client.query<{ notifications: number }>(
      "SELECT count(*)::int AS notifications FROM notifications",
    );
    if (written[0]?.notifications !== scale.notifications) {
      throw new Error(`wrote ${written[0]?.notifications} notifications instead of ${scale.notifications}`);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  // Outside the transaction: statistics for the planner and a visibility map, as on a database
  // autovacuum has been looking after.
  const vacuumStarted = Date.now();
  for (const table of ["notifications", "notification_actors", "posts"]) {
    await db.$client.query(`VACUUM (ANALYZE) ${table}`);
  }
  log(`  vacuum and analyze: ${((Date.now() - vacuumStarted) / 1000).toFixed(1)} s`);
  log(`generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main() {
  const scale = scaleFromEnv();
  const database = await openBenchDatabase(dataDirFor(scale));
  try {
    console.log(`database: ${database.location}`);
    await ensureNotificationData(database.db, scale);
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
