// Fills a database with the burst benchmark's people: a vendor company on the Enterprise plan
// (unlimited seats) with the owner who sends the invitations, a leaders' company whose members post
// and comment in the CIO hub (one poster and one commenter per request of a burst), and the member
// whose post they comment on, with that post. About a hundred rows: the benchmark is about
// concurrency, not scale.
//
//   npx tsx bench/burst/generate.ts          # embedded PostgreSQL under bench/results/burst
//   DATABASE_URL=postgres://... npx tsx bench/burst/generate.ts
//
// Set-based SQL over arrays, with ids derived from each person's role and number, so it is
// idempotent (a larger BENCH_BURST_SIZE adds the members missing). Nobody signs up through the API:
// sign-up mails a confirmation link and sign-in is rate limited, neither of which this benchmark is
// about. A database holding other people or companies is refused rather than mixed with.
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Database } from "@server/platform/database/client";
import type { Log } from "../companies/generate";
import { FIRST_NAMES, SURNAMES } from "../companies/words";
import { openBenchDatabase } from "../lib/database";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { burstSizeFromEnv, dataDir } from "./settings";

/** The hub every generated member belongs to and posts in. */
export const BURST_HUB = "cio";
/** Every e-mail the benchmark writes (people, invitees) starts with this. */
const EMAIL_PREFIX = "burst-";
/** The e-mails invited in the bursts and in the warm-up; none of them has an account. */
export const inviteeEmail = (kind: "invitee" | "warm-up", n: number) =>
  `${EMAIL_PREFIX}${kind}-${n}@${BENCH_EMAIL_DOMAIN}`;

type Role = "admin" | "author" | "poster" | "commenter";

/** A user id like the other generators' (32 hex characters), from the role and number. */
const userId = (role: Role, n: number) => createHash("md5").update(`bench-burst-${role}-${n}`).digest("hex");

/** A stable uuid from a name, for the companies and posts; shaped as version 4, as the API checks. */
function uuidOf(name: string): string {
  const hex = createHash("md5").update(`bench-burst-${name}`).digest("hex");
  const variant = "89ab"[Number.parseInt(hex.charAt(16), 16) % 4];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20)}`;
}

export interface BurstPeople {
  /** The vendor company's owner, on the Enterprise plan: sends every invitation. */
  admin: string;
  vendorCompanyId: string;
  /** Writes the post the commenters answer, and keeps a notification stream open. */
  author: string;
  targetPostId: string;
  /** The author's other post, commented on in the warm-up (its notifications group apart). */
  warmUpPostId: string;
  /** One post each in a burst. */
  posters: string[];
  /** One comment each on the target post in a burst. */
  commenters: string[];
}

/** Who the benchmark's people are, for a burst of `size`: the ids are known without a query. */
export function burstPeople(size: number): BurstPeople {
  const numbers = Array.from({ length: size }, (_, index) => index + 1);
  return {
    admin: userId("admin", 0),
    vendorCompanyId: uuidOf("company-vendor"),
    author: userId("author", 0),
    targetPostId: uuidOf("post-target"),
    warmUpPostId: uuidOf("post-warm-up"),
    posters: numbers.map((n) => userId("poster", n)),
    commenters: numbers.map((n) => userId("commenter", n)),
  };
}

const LEADER_COMPANY_ID = uuidOf("company-leaders");

/** Refuses a database that holds anyone or anything this generator did not write. */
async function refuseOtherData(db: Database): Promise<void> {
  const { rows } = await db.$client.query<{ users: number; companies: number }>(
    `SELECT (SELECT count(*) FROM users WHERE email NOT LIKE $1)::int AS users,
            (SELECT count(*) FROM companies WHERE id <> ALL($2::uuid[]))::int AS companies`,
    [`${EMAIL_PREFIX}%@${BENCH_EMAIL_DOMAIN}`, [uuidOf("company-vendor"), LEADER_COMPANY_ID]],
  );
  const found = rows[0] ?? { users: 0, companies: 0 };
  if (found.users > 0 || found.companies > 0) {
    throw new Error(
      `The database holds ${found.users} other users and ${found.companies} other companies. Refusing to ` +
        "mix data sets: point BENCH_DATA_DIR (or DATABASE_URL) at an empty database, or delete the " +
        "benchmark's data directory.",
    );
  }
}

/** Writes the people, companies, memberships and posts that are missing; returns who they are. */
export async function ensureBurstData(
  db: Database,
  size: number,
  log: Log = console.log,
): Promise<BurstPeople> {
  await refuseOtherData(db);
  const people = burstPeople(size);
  const persons: { id: string; role: Role; n: number }[] = [
    { id: people.admin, role: "admin", n: 0 },
    { id: people.author, role: "author", n: 0 },
    ...people.posters.map((id, index) => ({ id, role: "poster" as const, n: index + 1 })),
    ...people.commenters.map((id, index) => ({ id, role: "commenter" as const, n: index + 1 })),
  ];
  const names = persons.map((_, index) => {
    const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length];
    const last = SURNAMES[(index * 13) % SURNAMES.length];
    return `${first} ${last}`;
  });
  const emails = persons.map(
    (person) => `${EMAIL_PREFIX}${person.role}${person.n ? `-${person.n}` : ""}@${BENCH_EMAIL_DOMAIN}`,
  );
  const started = Date.now();
  const client = await db.$client.connect();
  try {
    await client.query("BEGIN");
    await client.query(
      `INSERT INTO companies (id, name, is_page, industry, size, description, website, domain)
       VALUES ($1, 'Burst Benchmark Systems', true, 'Computer Software', '201-500',
               'The vendor whose owner invites people in the burst benchmark.',
               'https://www.burstbenchmarksystems.example', 'burstbenchmarksystems.example'),
              ($2, 'Burst Benchmark Holdings', false, 'Banking', '10,001+',
               'The employer of the burst benchmark''s members.',
               'https://www.burstbenchmarkholdings.example', 'burstbenchmarkholdings.example')
       ON CONFLICT DO NOTHING`,
      [people.vendorCompanyId, LEADER_COMPANY_ID],
    );
    // The owner is a vendor on the Enterprise plan (unlimited seats), so invitations are counted
    // against seats and never refused for want of one; everyone else is a leader at the other company.
    const inserted = await client.query(
      `INSERT INTO users (id, name, email, email_verified, account_type, plan_name, hub, job_title, company_id)
       SELECT id, name, email, true,
              CASE WHEN role = 'admin' THEN 'vendor' ELSE 'leader' END,
              CASE WHEN role = 'admin' THEN 'Enterprise' ELSE 'Member' END,
              $5, CASE WHEN role = 'admin' THEN 'Chief Revenue Officer' ELSE 'Chief Information Officer' END,
              CASE WHEN role = 'admin' THEN $6::uuid ELSE $7::uuid END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS p(id, role, name, email)
       ON CONFLICT (id) DO NOTHING`,
      [
        persons.map((person) => person.id),
        persons.map((person) => person.role),
        names,
        emails,
        BURST_HUB,
        people.vendorCompanyId,
        LEADER_COMPANY_ID,
      ],
    );
    await client.query(
      `INSERT INTO company_admins (company_id, user_id, privilege) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING`,
      [people.vendorCompanyId, people.admin],
    );
    await client.query(
      `INSERT INTO subscriptions (company_id, plan_name, seats, status, current_period_start, current_period_end)
       SELECT $1::uuid, p.name, p.seats, 'active', now(), now() + interval '1 month' FROM plans p
       WHERE p.name = 'Enterprise'
       ON CONFLICT DO NOTHING`,
      [people.vendorCompanyId],
    );
    await client.query(
      `INSERT INTO posts (id, author_id, hub, body, created_at, updated_at)
       SELECT id, $3, $4, body, now() - interval '1 day', now() - interval '1 day'
       FROM unnest($1::uuid[], $2::text[]) AS p(id, body)
       ON CONFLICT (id) DO NOTHING`,
      [
        [people.targetPostId, people.warmUpPostId],
        [
          "We are choosing a new observability stack this quarter. What did you pick, and would you pick it again?",
          "Our zero trust rollout is halfway done. Happy to share what surprised us.",
        ],
        people.author,
        BURST_HUB,
      ],
    );
    await client.query("COMMIT");
    if ((inserted.rowCount ?? 0) > 0) {
      log(`generated ${inserted.rowCount} members in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      log(`data set present: ${persons.length} members`);
    }
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return people;
}

async function main() {
  const database = await openBenchDatabase(dataDir());
  try {
    console.log(`database: ${database.location}`);
    await ensureBurstData(database.db, burstSizeFromEnv());
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
