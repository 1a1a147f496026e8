// What the notifications benchmark asks for, picked from the generated data: the member whose list
// is read (the one with the most notifications), the company whose admins keep live streams open,
// the members who follow it and the one who comments during the live phase. Also the live phase's
// set-up (admins, one post per streaming member, nothing left of an earlier run) and the sessions
// the benchmark signs its members in with.
import { createHmac, randomBytes } from "node:crypto";
import type { Database } from "@server/platform/database/client";
import { LIVE_POST_PREFIX, liveCompanyId } from "./generate";

/** better-auth's session cookie over plain HTTP, as the server under test runs (cookiePrefix "summit"). */
export const SESSION_COOKIE = "summit.session_token";
/** The user agent of the sessions the benchmark writes, so each run replaces the last one's. */
const SESSION_USER_AGENT = "Summit notifications benchmark";
const SESSION_DAYS = 30;

export interface Member {
  id: string;
  name: string;
}

export interface Fixtures {
  /** The member whose list is read: the most notifications of all. */
  reader: Member & { notifications: number; unread: number };
  liveCompany: { id: string; name: string };
  /** Members who keep a stream open: admins of the live company, each with a post of their own. */
  streamers: Member[];
  /** Each follows the live company once, notifying all of its admins. */
  followers: Member[];
  /** Comments once on every streamer's post. */
  commenter: Member;
  dataSet: Record<string, number>;
  postgresVersion: string;
}

export async function pickFixtures(
  db: Database,
  counts: { streams: number; bursts: number },
): Promise<Fixtures> {
  const query = async <Row extends object>(text: string, values: unknown[] = []) =>
    (await db.$client.query<Row>(text, values)).rows;
  const liveId = await liveCompanyId(db);
  // One pass over the notifications gives the reader and the data set's shape, leaving out what
  // earlier runs' live phases added. The reader is none of the live company's people, whom the
  // live phase notifies.
  const [shape] = await query<Record<string, number | string>>(
    `WITH per_member AS (
       SELECT user_id, count(*)::int AS notifications, count(*) FILTER (WHERE read_at IS NULL)::int AS unread,
              count(*) FILTER (WHERE kind = 'company_follower')::int AS company_follower
       FROM notifications
       WHERE company_id IS DISTINCT FROM $1
         AND (post_id IS NULL OR post_id NOT IN (SELECT id FROM posts WHERE body LIKE $2 || '%'))
       GROUP BY user_id
     ), reader AS (
       SELECT user_id, notifications, unread FROM per_member
       WHERE user_id NOT IN (SELECT id FROM users WHERE company_id = $1)
       ORDER BY notifications DESC, user_id LIMIT 1
     )
     SELECT (SELECT user_id FROM reader) AS "readerId",
            (SELECT notifications FROM reader) AS "readerNotifications",
            (SELECT unread FROM reader) AS "readerUnread",
            sum(notifications)::bigint::float8 AS notifications,
            sum(unread)::bigint::float8 AS unread,
            sum(company_follower)::bigint::float8 AS "companyFollowerNotifications",
            count(*)::int AS "membersWithNotifications",
            percentile_disc(0.5) WITHIN GROUP (ORDER BY notifications) AS "medianMemberNotifications",
            percentile_disc(0.99) WITHIN GROUP (ORDER BY notifications) AS "p99MemberNotifications",
            (SELECT count(*)::int FROM per_member WHERE notifications >= 3000) AS "membersWith3000OrMore",
            (SELECT count(*) FROM users WHERE company_id IS NOT NULL)::int AS users,
            (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM posts)::int AS posts,
            (SELECT count(*) FROM notification_actors)::int AS "notificationActors",
            (pg_total_relation_size('notifications') / 1048576)::int AS "notificationsTableMiB",
            (pg_database_size(current_database()) / 1048576)::int AS "databaseMiB"
     FROM per_member`,
    [liveId, LIVE_POST_PREFIX],
  );
  if (!shape?.readerId) throw new Error("no notifications; is the data set there?");
  const readerId = String(shape.readerId);
  const [reader] = await query<Member>("SELECT id, name FROM users WHERE id = $1", [readerId]);
  const [company] = await query<{ id: string; name: string }>(
    "SELECT id, name FROM companies WHERE id = $1",
    [liveId],
  );
  // Deterministic "random" picks, none of them the reader nor one of the live company's people.
  const pick = (salt: string, limit: number, exclude: string[]) =>
    query<Member>(
      `SELECT id, name FROM users
       WHERE company_id IS NOT NULL AND company_id <> $1 AND id <> ALL($2::text[])
       ORDER BY md5(id || $3) LIMIT $4`,
      [liveId, exclude, salt, limit],
    );
  const streamers = await pick("stream", counts.streams, [readerId]);
  if (streamers.length < counts.streams) {
    throw new Error(`only ${streamers.length} members can stream; BENCH_STREAMS asks for ${counts.streams}`);
  }
  const taken = [readerId, ...streamers.map((member) => member.id)];
  const followers = await pick("follower", counts.bursts, taken);
  const [commenter] = await pick("commenter", 1, [...taken, ...followers.map((member) => member.id)]);
  if (!reader || !company || !commenter || followers.length < counts.bursts) {
    throw new Error("the data set has too few members for the live phase");
  }
  const [version] = await query<{ server_version: string }>("SHOW server_version");
  const { readerId: _id, readerNotifications, readerUnread, ...dataSet } = shape;
  return {
    reader: { ...reader, notifications: Number(readerNotifications), unread: Number(readerUnread) },
    liveCompany: company,
    streamers,
    followers,
    commenter,
    dataSet: Object.fromEntries(Object.entries(dataSet).map(([key, value]) => [key, Number(value)])),
    postgresVersion: version?.server_version ?? "unknown",
  };
}

/**
 * Makes the live phase start from the same state in every run: the streamers (and nobody else from
 * outside the company) are the live company's admins, each has one post, and what an earlier run
 * left (its follows, comments and notifications) is gone. Returns each streamer's post.
 */
export async function prepareLivePhase(db: Database, fixtures: Fixtures): Promise<Map<string, string>> {
  const client = await db.$client.connect();
  const streamerIds = fixtures.streamers.map((member) => member.id);
  const livePosts = `SELECT id FROM posts WHERE body LIKE '${LIVE_POST_PREFIX}%'`;
  try {
    await client.query("BEGIN");
    await client.query(`DELETE FROM notifications WHERE company_id = $1 OR post_id IN (${livePosts})`, [
      fixtures.liveCompany.id,
    ]);
    await client.query(`DELETE FROM comments WHERE post_id IN (${livePosts})`);
    await client.query("DELETE FROM company_followers WHERE company_id = $1 AND user_id = ANY($2::text[])", [
      fixtures.liveCompany.id,
      fixtures.followers.map((member) => member.id),
    ]);
    await client.query(
      `DELETE FROM company_admins a WHERE a.company_id = $1
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = a.user_id AND u.company_id = $1)`,
      [fixtures.liveCompany.id],
    );
    await client.query(
      `INSERT INTO company_admins (company_id, user_id, privilege)
       SELECT $1, id, 'admin' FROM unnest($2::text[]) AS s(id)`,
      [fixtures.liveCompany.id, streamerIds],
    );
    await client.query(
      `INSERT INTO posts (author_id, hub, body, created_at, updated_at)
       SELECT u.id, u.hub, $2 || ' ' || u.name || ' asks the community about their next project.',
              now() - interval '1 day', now() - interval '1 day'
       FROM users u
       WHERE u.id = ANY($1::text[])
         AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.author_id = u.id AND p.body LIKE $2 || '%')`,
      [streamerIds, LIVE_POST_PREFIX],
    );
    const { rows } = await client.query<{ id: string; authorId: string }>(
      `SELECT DISTINCT ON (author_id) id, author_id AS "authorId" FROM posts
       WHERE author_id = ANY($1::text[]) AND body LIKE $2 || '%' ORDER BY author_id, created_at, id`,
      [streamerIds, LIVE_POST_PREFIX],
    );
    await client.query("COMMIT");
    return new Map(rows.map((row) => [row.authorId, row.id]));
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Sessions for the members, written as better-auth writes them, with cookies signed as it signs
 * them (`token.base64(HMAC-SHA256(secret, token))`) under the secret the server is started with:
 * signing in a thousand members through /api/auth/sign-in/email would take its rate limiter hours
 * (and a password hash each). Returns each member's cookie header.
 */
export async function createSessions(
  db: Database,
  memberIds: readonly string[],
  secret: string,
): Promise<Map<string, string>> {
  const tokens = memberIds.map(() => randomBytes(24).toString("base64url"));
  await db.$client.query("DELETE FROM sessions WHERE user_agent = $1", [SESSION_USER_AGENT]);
  await db.$client.query(
    `INSERT INTO sessions (id, token, user_id, expires_at, ip_address, user_agent)
     SELECT id, token, user_id, now() + $4::int * interval '1 day', '127.0.0.1', $5
     FROM unnest($1::text[], $2::text[], $3::text[]) AS s(id, token, user_id)`,
    [
      memberIds.map(() => randomBytes(24).toString("base64url")),
      tokens,
      memberIds,
      SESSION_DAYS,
      SESSION_USER_AGENT,
    ],
  );
  return new Map(
    memberIds.map((id, index) => {
      const token = tokens[index] as string;
      const signature = createHmac("sha256", secret).update(token).digest("base64");
      return [id, `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`];
    }),
  );
}
