// Fills a database with the community benchmark's data set: by default 1,000,000 posts and
// 5,000,000 comments (a share of them replies), 1,000,000 likes, written over two years by 20,000
// members of 5,000 companies (the company benchmark's generator at a smaller scale), some of them
// as their company.
//
//   npx tsx bench/community/generate.ts          # embedded PostgreSQL under bench/results/...
//   DATABASE_URL=postgres://... npx tsx bench/community/generate.ts
//
// Posts are written in TypeScript (seeded, so the same scale gives the same text) and sent in
// batches through unnest(); comments and likes are set-based SQL. Everything is one transaction
// with triggers off, so either all of it is there or none of it; the secondary indexes are dropped
// for the load and built again at the end, which is several times faster than keeping them up to
// date row by row. Idempotent: a database that already holds this data set is left alone; one
// holding other posts or comments is refused rather than mixed with.
import { pathToFileURL } from "node:url";
import { HUB_IDS, type HubId } from "@common/hubs";
import type { Database } from "@server/platform/database/client";
import type pg from "pg";
import { ensureCompanyData, type Log } from "../companies/generate";
import { openBenchDatabase } from "../lib/database";
import { pickRanked, type Random, seededRandom, shuffled } from "../lib/random";
import { dataDirFor, type Scale, scaleFromEnv } from "./settings";
import { postBody, vocabularyText } from "./text";
import { COMMENT_CLOSINGS, COMMENT_OPENINGS, COMMENT_REMARKS } from "./words";

const SEED = 20_261_122;

/** Share of the posts in each hub: the signup roles' hubs are busier than the four added ones. */
const HUB_WEIGHTS: Record<HubId, number> = {
  cio: 16,
  ciso: 14,
  ai: 12,
  cdo: 10,
  devops: 9,
  cfo: 8,
  chro: 7,
  csco: 6,
  cco: 6,
  "contact-centre": 4,
  "hybrid-workplace": 4,
  "field-service": 4,
};

/** Share of posts written as a company (by its owner), spread over companies by a power law. */
const COMPANY_POST_SHARE = 0.06;
const COMPANY_POST_SKEW = 2.5;
/** Members' activity: a few write much of the community's posts, as in any forum. */
const AUTHOR_SKEW = 2;
const HIDDEN_POST_SHARE = 0.001;
/** The community's history, and how it grew: posts per day rise linearly over it. */
const HISTORY_DAYS = 730;
/** Comments and likes per post follow a Lomax (Pareto II) law: most posts get few, some hundreds. */
const ENGAGEMENT_SHAPE = 1.15;
const ENGAGEMENT_WEIGHT_CAP = 600;
/** Of a post's comments, this share (rounded down) are replies; posts with fewer than 4 have none. */
const REPLY_SHARE_TENTHS = 3;
const POST_BATCH = 5000;

/** Posts and comments present: none, exactly this data set, or something else (refused). */
async function communityState(db: Database, scale: Scale): Promise<"empty" | "ready"> {
  const { rows } = await db.$client.query<{ posts: number; comments: number }>(
    `SELECT (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM comments)::int AS comments`,
  );
  const found = rows[0] ?? { posts: 0, comments: 0 };
  if (found.posts === 0 && found.comments === 0) return "empty";
  if (found.posts === scale.posts && found.comments === scale.comments) return "ready";
  throw new Error(
    `The database holds ${found.posts} posts and ${found.comments} comments, not the benchmark's ` +
      `${scale.posts} and ${scale.comments}. Refusing to mix data sets: point BENCH_DATA_DIR (or ` +
      "DATABASE_URL) at an empty database, or delete the benchmark's data directory.",
  );
}

/** The companies and members first (the company generator), then the community, unless present. */
export async function ensureCommunityData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<"present" | "generated"> {
  await ensureCompanyData(db, { companies: scale.companies, employees: scale.members }, log);
  if ((await communityState(db, scale)) === "ready") {
    log(`data set present: ${scale.posts} posts, ${scale.comments} comments`);
    return "present";
  }
  await generateCommunityData(db, scale, log);
  return "generated";
}

/**
 * Splits `total` over `count` items by Lomax weights, exactly (prefix sums rounded down), so the
 * data set has precisely the asked number of comments or likes. No item gets more than `max`.
 */
function allocate(random: Random, count: number, total: number, max: number): Int32Array {
  const weights = new Float64Array(count);
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const weight = Math.min(ENGAGEMENT_WEIGHT_CAP, (1 - random()) ** (-1 / ENGAGEMENT_SHAPE) - 1);
    weights[i] = weight;
    sum += weight;
  }
  const counts = new Int32Array(count);
  let cumulative = 0;
  let given = 0;
  for (let i = 0; i < count; i++) {
    cumulative += weights[i] ?? 0;
    const upTo = Math.floor((total * cumulative) / sum);
    counts[i] = upTo - given;
    given = upTo;
  }
  const biggest = counts.reduce((most, value) => Math.max(most, value), 0);
  if (biggest > max) throw new Error(`an item would get ${biggest} of ${total}, more than ${max}`);
  return counts;
}

function weightedHubs(): HubId[] {
  return HUB_IDS.flatMap((hub) => Array.from({ length: HUB_WEIGHTS[hub] }, () => hub));
}

/** A stride coprime with `modulus`, so (start + j * stride) mod modulus visits distinct values. */
function strideFor(modulus: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const stride = [7919, 7927, 7933, 6151, 3079, 1543, 769].find((prime) => gcd(prime, modulus) === 1);
  if (!stride) throw new Error(`no stride for ${modulus}`);
  return stride;
}

/** Secondary indexes (those backing no constraint) of the tables, with the SQL that builds them. */
async function secondaryIndexes(client: pg.PoolClient, tables: string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
     FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid
     JOIN pg_class t ON t.oid = x.indrelid
     JOIN pg_namespace n ON n.oid = t.relnamespace
     WHERE n.nspname = current_schema() AND t.relname = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
     ORDER BY i.relname`,
    [tables],
  );
  return rows;
}

export async function generateCommunityData(
  db: Database,
  scale: Scale,
  log: Log = console.log,
): Promise<void> {
  const started = Date.now();
  const random = seededRandom(SEED);
  const client = await db.$client.connect();
  const step = async (label: string, text: string, values: unknown[] = []) => {
    const stepStarted = Date.now();
    const result = await client.query(text, values);
    log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`);
    return result;
  };
  log(`generating ${scale.posts} posts, ${scale.comments} comments and ${scale.reactions} likes...`);
  try {
    await client.query("BEGIN");
    await client.query("SET LOCAL work_mem = '256MB'");
    await client.query("SET LOCAL maintenance_work_mem = '1GB'");
    await client.query("SET LOCAL synchronous_commit = off");
    // Row triggers (comment and like counters, the search vocabulary) and foreign-key checks would
    // run once per row: they are off for the load, and their work is done set-based below.
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SELECT setseed($1)", [0.2026]);

    // 1. Who writes: every generated member (a stable order, so seeded picks repeat), and for
    // company posts each company's owner.
    const members = (
      await client.query<{ id: string }>("SELECT id FROM users WHERE company_id IS NOT NULL ORDER BY id")
    ).rows.map((row) => row.id);
    const owners = (
      await client.query<{ companyId: string; userId: string }>(
        `SELECT company_id AS "companyId", user_id AS "userId" FROM company_admins
         WHERE privilege = 'owner' ORDER BY company_id`,
      )
    ).rows;
    if (members.length === 0 || owners.length === 0)
      throw new Error("no members or company owners to write posts");
    const authors = shuffled(random, members);
    const postingCompanies = shuffled(random, owners);
    await client.query(
      `CREATE TEMP TABLE bench_members (n int PRIMARY KEY, id text NOT NULL) ON COMMIT DROP`,
    );
    await client.query(
      "INSERT INTO bench_members SELECT n, id FROM unnest($1::text[]) WITH ORDINALITY AS m(id, n)",
      [members],
    );

    // 2. Indexes other than primary keys and unique constraints go for the load.
    const indexes = await secondaryIndexes(client, ["posts", "comments", "post_reactions"]);
    for (const index of indexes) await client.query(`DROP INDEX ${index.name}`);
    log(
      `  dropped ${indexes.length} secondary indexes for the load: ${indexes.map((i) => i.name).join(", ")}`,
    );

    // 3. Posts, oldest first (as they would have arrived), with their comment and like counts
    // decided up front so the counters are right without recounting.
    const commentCounts = allocate(random, scale.posts, scale.comments, 5000);
    const reactionCounts = allocate(random, scale.posts, scale.reactions, members.length - 1);
    const hubs = weightedHubs();
    const now = Date.now();
    const postsStarted = Date.now();
    for (let first = 0; first < scale.posts; first += POST_BATCH) {
      const columns = {
        author: [] as string[],
        company: [] as (string | null)[],
        hub: [] as string[],
        body: [] as string[],
        createdAt: [] as string[],
        hiddenAt: [] as (string | null)[],
        comments: [] as number[],
        reactions: [] as number[],
      };
      for (let i = first; i < Math.min(scale.posts, first + POST_BATCH); i++) {
        const hub = pickRanked(random, hubs);
        const company =
          random() < COMPANY_POST_SHARE ? pickRanked(random, postingCompanies, COMPANY_POST_SKEW) : null;
        const fraction = (i + random()) / scale.posts;
        const createdAt = now - HISTORY_DAYS * 86_400_000 * (1 - Math.sqrt(fraction));
        columns.author.push(company ? company.userId : pickRanked(random, authors, AUTHOR_SKEW));
        columns.company.push(company?.companyId ?? null);
        columns.hub.push(hub);
        columns.body.push(postBody(random, hub));
        columns.createdAt.push(new Date(createdAt).toISOString());
        columns.hiddenAt.push(
          random() < HIDDEN_POST_SHARE ? new Date(Math.min(now, createdAt + 86_400_000)).toISOString() : null,
        );
        columns.comments.push(commentCounts[i] ?? 0);
        columns.reactions.push(reactionCounts[i] ?? 0);
      }
      await client.query(
        `INSERT INTO posts (author_id, company_id, hub, body, created_at, updated_at, hidden_at,
                            comment_count, reaction_count)
         SELECT author, company, hub, body, created_at, created_at, hidden_at, comments, reactions
         FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[], $6::timestamptz[],
                     $7::int[], $8::int[])
           AS p(author, company, hub, body, created_at, hidden_at, comments, reactions)`,
        [
          columns.author,
          columns.company,
          columns.hub,
          columns.body,
          columns.createdAt,
          columns.hiddenAt,
          columns.comments,
          columns.reactions,
        ],
      );
      if ((first / POST_BATCH) % 40 === 39) log(`    ${first + POST_BATCH} posts...`);
    }
    log(`  posts: ${scale.posts} rows in ${((Date.now() - postsStarted) / 1000).toFixed(1)} s`);

    // 4. Comments: the top-level ones of each post (soon after it, most of them), then replies to
    // them (the first comments draw the most), all inserted in time order as they would have come.
    await step(
      "top-level comments (staged)",
      `CREATE TEMP TABLE bench_top ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, p.id AS post_id, g AS position,
              1 + floor($1::int * power(random(), 1.5))::int AS author,
              p.created_at + least(now() - p.created_at, interval '10 days') * power(random(), 3) AS created_at
       FROM posts p, generate_series(1, p.comment_count - p.comment_count * $2::int / 10) g
       WHERE p.comment_count > 0`,
      [members.length, REPLY_SHARE_TENTHS],
    );
    await step(
      "replies (staged)",
      `CREATE TEMP TABLE bench_replies ON COMMIT DROP AS
       SELECT gen_random_uuid() AS id, t.post_id, t.id AS parent_id, r.author,
              t.created_at + least(now() - t.created_at, interval '3 days') * power(r.lag, 3) AS created_at
       FROM (SELECT p.id AS post_id,
                    1 + floor((p.comment_count - p.comment_count * $2::int / 10) * power(random(), 2))::int
                      AS position,
                    1 + floor($1::int * power(random(), 1.5))::int AS author,
                    random() AS lag
             FROM posts p, generate_series(1, p.comment_count * $2::int / 10) j
             WHERE p.comment_count * $2::int / 10 > 0) r
       JOIN bench_top t ON t.post_id = r.post_id AND t.position = r.position`,
      [members.length, REPLY_SHARE_TENTHS],
    );
    await step(
      "comments",
      `INSERT INTO comments (id, post_id, author_id, parent_id, body, created_at, updated_at)
       SELECT c.id, c.post_id, m.id, c.parent_id,
              concat_ws(' ', ($1::text[])[1 + floor(cardinality($1::text[]) * random())::int],
                             ($2::text[])[1 + floor(cardinality($2::text[]) * random())::int] || '.',
                             CASE WHEN random() < 0.4
                                  THEN ($3::text[])[1 + floor(cardinality($3::text[]) * random())::int] END),
              c.created_at, c.created_at
       FROM (SELECT id, post_id, NULL::uuid AS parent_id, author, created_at FROM bench_top
             UNION ALL
             SELECT id, post_id, parent_id, author, created_at FROM bench_replies) c
       JOIN bench_members m ON m.n = c.author
       ORDER BY c.created_at`,
      [COMMENT_OPENINGS, COMMENT_REMARKS, COMMENT_CLOSINGS],
    );

    // 5. Likes: distinct members per post (a stride through the member list from a point that
    // depends on the post), soon after the post.
    await step(
      "likes",
      `INSERT INTO post_reactions (post_id, user_id, created_at)
       SELECT p.id, m.id,
              p.created_at + least(now() - p.created_at, interval '7 days') * power(random(), 3)
       FROM posts p
       CROSS JOIN LATERAL generate_series(1, p.reaction_count) j
       JOIN bench_members m
         ON m.n = 1 + ((hashtext(p.id::text)::bigint + 2147483648) % $1::int + j::bigint * $2::int) % $1::int
       WHERE p.reaction_count > 0`,
      [members.length, strideFor(members.length)],
    );

    // 6. The indexes again, one sort each instead of millions of inserts.
    for (const index of indexes) await step(`index ${index.name}`, index.definition);

    // 7. The counters were decided up front; check them against the rows, exactly, as
    // summit_recount_posts() would set them (it would rewrite every post and comment to do it).
    const { rows: wrong } = await client.query<{ comments: number; reactions: number }>(
      `SELECT count(*) FILTER (WHERE p.comment_count <> coalesce(c.n, 0))::int AS comments,
              count(*) FILTER (WHERE p.reaction_count <> coalesce(r.n, 0))::int AS reactions
       FROM posts p
       LEFT JOIN (SELECT post_id, count(*)::int AS n FROM comments WHERE hidden_at IS NULL GROUP BY post_id) c
         ON c.post_id = p.id
       LEFT JOIN (SELECT post_id, count(*)::int AS n FROM post_reactions GROUP BY post_id) r ON r.post_id = p.id`,
    );
    if (wrong[0]?.comments || wrong[0]?.reactions) {
      throw new Error(
        `counters disagree with the rows: ${wrong[0].comments} posts' comment counts, ${wrong[0].reactions} posts' like counts`,
      );
    }
    log("  counters checked against the rows: all right");

    // 8. Discover's spelling vocabulary: every word a generated post can hold.
    await step("search terms", "SELECT summit_add_search_terms($1)", [vocabularyText()]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }

  // Outside the transaction: statistics for the planner and a visibility map, so feed pages can use
  // index-only scans as they would on a database autovacuum has been looking after.
  const vacuumStarted = Date.now();
  for (const table of ["posts", "comments", "post_reactions", "search_terms"]) {
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
    await ensureCommunityData(database.db, scale);
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
