// SQL for notifications: creating them for every recipient of an event in one statement (grouped
// per item while unread, published to every instance on commit), the member's pages, counts and
// read marks, what a stream missed, preferences and the digest's selection.

import { NOTIFICATION_KIND_INFO, type NotificationKind } from "@common/notifications";
import { companyPlanName } from "@server/features/plans/plans.repository";
import { type Database, type Executor, preparedQuery } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import {
  notificationPreferences,
  notificationSettings,
  notifications,
} from "@server/platform/database/schema/notifications";
import { publish } from "@server/platform/realtime/realtime";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";

/** The channel on which notification changes go to every instance. */
export const NOTIFICATIONS_CHANNEL = "summit_notifications";

/** A change published on NOTIFICATIONS_CHANNEL. */
export type NotificationMessage =
  /** Notifications created or grouped, with stream positions from `min` to `max`. */
  | { type: "changed"; min: number; max: number }
  /** A member read some (`ids`) or all of their notifications. */
  | { type: "read"; userId: string; ids?: string[]; all?: true };

/** What one event says: who acted, on what, and who hears of it. */
export interface NotificationEvent {
  kind: NotificationKind;
  /** Who did it; null for what Summit itself noticed, such as an account's surge. */
  actorId: string | null;
  /** Groups repeated events on one item: `<kind>:<item id>`. */
  groupKey: string;
  /** SQL returning the recipients' ids as `user_id`; the actor is always left out. */
  recipients: SQL;
  /** Ids of what it is about, as values or as SQL that finds them. */
  postId?: string | SQL | null;
  commentId?: string | null;
  companyId?: string | null;
  adminRequestId?: string | null;
  eventId?: string | SQL | null;
  meetingId?: string | null;
  courseId?: string | null;
  subject: SQL | string | null;
  approved?: boolean | null;
  detail?: string | null;
}

/**
 * Creates or groups the event's notification for each recipient whose channels for its kind are
 * not both off, and publishes the new stream positions when the transaction commits. An unread
 * notification of the same item takes the new actor and moves up; an actor already counted in it
 * changes nothing (liking, unliking and liking again notifies once).
 */
export async function insertNotifications(db: Executor, event: NotificationEvent): Promise<number> {
  const emailByDefault = NOTIFICATION_KIND_INFO[event.kind].emailByDefault;
  const result = await db.execute<{ count: number }>(sql`
    WITH recipients AS (${event.recipients}),
    channels AS (
      SELECT DISTINCT r.user_id, coalesce(p.in_app, true) AS in_app, coalesce(p.email, ${emailByDefault}) AS email
      FROM recipients r
      LEFT JOIN notification_preferences p ON p.user_id = r.user_id AND p.kind = ${event.kind}
      WHERE r.user_id IS NOT NULL AND r.user_id IS DISTINCT FROM ${event.actorId}::text
    ),
    upserted AS (
      INSERT INTO notifications AS n (user_id, kind, group_key, actor_id, post_id, comment_id, company_id,
        admin_request_id, event_id, meeting_id, course_id, subject, approved, detail, in_app, email)
      SELECT c.user_id, ${event.kind}, ${event.groupKey}, ${event.actorId}, ${event.postId ?? null}::uuid,
        ${event.commentId ?? null}::uuid, ${event.companyId ?? null}::uuid, ${event.adminRequestId ?? null}::uuid,
        ${event.eventId ?? null}::uuid, ${event.meetingId ?? null}::uuid, ${event.courseId ?? null}::uuid, ${event.subject},
        ${event.approved ?? null}::boolean, ${event.detail ?? null}::text, c.in_app, c.email
      FROM channels c WHERE c.in_app OR c.email
      ON CONFLICT (user_id, group_key) WHERE read_at IS NULL DO UPDATE SET
        actor_id = EXCLUDED.actor_id,
        comment_id = EXCLUDED.comment_id,
        subject = EXCLUDED.subject,
        detail = EXCLUDED.detail,
        others_count = n.others_count + 1,
        created_at = now(),
        stream_seq = nextval('notification_stream_seq')
      WHERE NOT EXISTS (SELECT 1 FROM notification_actors a
        WHERE a.notification_id = n.id AND a.actor_id = EXCLUDED.actor_id)
      RETURNING n.id, n.stream_seq
    ),
    actors AS (
      INSERT INTO notification_actors (notification_id, actor_id)
      SELECT id, ${event.actorId}::text FROM upserted WHERE ${event.actorId}::text IS NOT NULL
      ON CONFLICT DO NOTHING
    )
    SELECT count(*)::int AS count,
      CASE WHEN count(*) > 0 THEN pg_notify(${NOTIFICATIONS_CHANNEL},
        json_build_object('type', 'changed', 'min', min(stream_seq), 'max', max(stream_seq))::text) END
    FROM upserted`);
  return result.rows[0]?.count ?? 0;
}

// ---- Who hears of an event, and what it quotes ------------------------------------------------
// Each is SQL run inside insertNotifications' statement, so it sees what the caller's transaction
// wrote and costs no round trip of its own.

/** How much of a post or comment a notification quotes. */
const SUBJECT_LENGTH = 120;

const excerpt = (column: SQL) => sql`left(regexp_replace(${column}, '\\s+', ' ', 'g'), ${SUBJECT_LENGTH})`;

/** Recipients, as SQL returning their ids as `user_id` (NotificationEvent.recipients). */
export const recipients = {
  commentAuthor: (commentId: string) =>
    sql`SELECT author_id AS user_id FROM comments WHERE id = ${commentId}`,
  postAuthor: (postId: string) => sql`SELECT author_id AS user_id FROM posts WHERE id = ${postId}`,
  /** The post's author, unless they wrote the comment answered (`parentId`; null for none). */
  postAuthorUnlessAnswered: (postId: string, parentId: string | null) =>
    sql`SELECT p.author_id AS user_id FROM posts p WHERE p.id = ${postId}
      AND p.author_id IS DISTINCT FROM (SELECT c.author_id FROM comments c WHERE c.id = ${parentId}::uuid)`,
  companyAdmins: (companyId: string) =>
    sql`SELECT user_id FROM company_admins WHERE company_id = ${companyId}`,
  courseLearners: (courseId: string) =>
    sql`SELECT user_id FROM course_enrolments WHERE course_id = ${courseId}`,
  companyOwners: (companyId: string) =>
    sql`SELECT user_id FROM company_admins WHERE company_id = ${companyId} AND privilege = 'owner'`,
  member: (userId: string) => sql`SELECT ${userId}::text AS user_id`,
  meetingLeader: (meetingId: string) =>
    sql`SELECT leader_id AS user_id FROM meetings WHERE id = ${meetingId}`,
  /** Who asked for the meeting and who represents the vendor in it. */
  meetingVendorSide: (
    meetingId: string,
  ) => sql`SELECT requested_by AS user_id FROM meetings WHERE id = ${meetingId}
      UNION SELECT representative_id FROM meetings WHERE id = ${meetingId}`,
  /**
   * Members of the vendor companies that track the account and sell into the intent type, while
   * their company's plan includes decision insights.
   */
  accountWatchers: (companyId: string, intentType: string) => sql`SELECT u.id AS user_id
      FROM tracked_accounts t
      JOIN company_match_points mp ON mp.company_id = t.vendor_company_id AND mp.intent_type = ${intentType}
      JOIN users u ON u.company_id = t.vendor_company_id AND u.account_type = 'vendor'
      WHERE t.account_company_id = ${companyId}
        AND (SELECT p.insights_reach FROM plans p WHERE p.name = ${companyPlanName(sql`t.vendor_company_id`)}) <> 'none'`,
  /** Members of the event's communities, while it is not cancelled. */
  eventCommunities: (eventId: string) => sql`SELECT u.id AS user_id FROM users u, events e
      WHERE e.id = ${eventId} AND e.cancelled_at IS NULL AND u.hub = ANY(e.hubs)`,
};

/** What a notification names or quotes, as SQL (NotificationEvent.subject). */
export const subjects = {
  commentExcerpt: (commentId: string) =>
    sql`(SELECT ${excerpt(sql`body`)} FROM comments WHERE id = ${commentId})`,
  postExcerpt: (postId: string) => sql`(SELECT ${excerpt(sql`body`)} FROM posts WHERE id = ${postId})`,
  companyName: (companyId: string) => sql`(SELECT name FROM companies WHERE id = ${companyId})`,
  eventTitle: (eventId: SQL | string) => sql`(SELECT title FROM events WHERE id = ${eventId})`,
  courseTitle: (courseId: string) => sql`(SELECT title FROM courses WHERE id = ${courseId})`,
};

/** The post a comment is on, as SQL (for NotificationEvent.postId). */
export const commentPost = (commentId: string) => sql`(SELECT post_id FROM comments WHERE id = ${commentId})`;

/** The event a meeting is at, as SQL (for NotificationEvent.eventId). */
export const meetingEvent = (meetingId: string) =>
  sql`(SELECT event_id FROM meetings WHERE id = ${meetingId})`;

export interface NotificationRow {
  id: string;
  userId: string;
  kind: string;
  actorId: string | null;
  othersCount: number;
  postId: string | null;
  commentId: string | null;
  companyId: string | null;
  eventId: string | null;
  meetingId: string | null;
  courseId: string | null;
  subject: string | null;
  approved: boolean | null;
  detail: string | null;
  inApp: boolean;
  read: boolean;
  createdAt: Date;
  /** The full-precision time, for cursors. */
  createdAtKey: string;
  streamSeq: number;
}

const rowColumns = {
  id: notifications.id,
  userId: notifications.userId,
  kind: notifications.kind,
  actorId: notifications.actorId,
  othersCount: notifications.othersCount,
  postId: notifications.postId,
  commentId: notifications.commentId,
  companyId: notifications.companyId,
  eventId: notifications.eventId,
  meetingId: notifications.meetingId,
  courseId: notifications.courseId,
  subject: notifications.subject,
  approved: notifications.approved,
  detail: notifications.detail,
  inApp: notifications.inApp,
  read: sql<boolean>`${notifications.readAt} IS NOT NULL`,
  createdAt: notifications.createdAt,
  createdAtKey: sql<string>`${notifications.createdAt}::text`,
  streamSeq: notifications.streamSeq,
};

// Actors' names and photos come from the people cache (people/people-cache.ts), not a join.
const selectRows = (db: Executor) => db.select(rowColumns).from(notifications);

/**
 * One page of a member's notifications, newest first: statements built once per page size, with
 * or without a cursor, as the feed's are. The order names NULLS LAST as the index does, so
 * PostgreSQL reads it in order from the cursor and page 200 costs what page 1 does.
 */
function pageStatement(limit: number, withCursor: boolean) {
  return preparedQuery((db: Database) =>
    selectRows(db)
      .where(
        and(
          eq(notifications.userId, sql.placeholder("userId")),
          sql`${notifications.inApp}`,
          withCursor
            ? sql`(${notifications.createdAt}, ${notifications.id}) < (${sql.placeholder("afterTime")}::timestamptz, ${sql.placeholder("afterId")}::uuid)`
            : undefined,
        ),
      )
      .orderBy(sql`${notifications.createdAt} DESC NULLS LAST`, sql`${notifications.id} DESC NULLS LAST`)
      .limit(limit)
      .prepare(`notifications_page_${withCursor ? "after_" : ""}${limit}`),
  );
}

const pageStatements = new Map<string, ReturnType<typeof pageStatement>>();

export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; after?: [time: string, id: string] },
): Promise<NotificationRow[]> {
  const shape = `${page.after ? "after_" : ""}${page.limit}`;
  let statement = pageStatements.get(shape);
  if (!statement) {
    statement = pageStatement(page.limit, page.after !== undefined);
    pageStatements.set(shape, statement);
  }
  return statement(db).execute({ userId, afterTime: page.after?.[0], afterId: page.after?.[1] });
}

/** Unread notifications in the list, counted up to `cap` (the bell shows "99+" beyond). */
export async function countUnread(
  db: Executor,
  userIds: string[],
  cap: number,
): Promise<Map<string, number>> {
  const result = await db.execute<{ userId: string; count: number }>(sql`
    SELECT u.id AS "userId", (SELECT count(*)::int FROM (
      SELECT 1 FROM ${notifications} n
      WHERE n.user_id = u.id AND n.in_app AND n.read_at IS NULL LIMIT ${cap}) unread) AS count
    FROM unnest(ARRAY[${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) AS u(id)`);
  return new Map(result.rows.map((row) => [row.userId, row.count]));
}

/** Marks one of the member's notifications read; null when it is not theirs (or not there). */
export async function markRead(db: Executor, userId: string, id: string): Promise<NotificationRow | null> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!updated) return null;
  await publishMessage(db, { type: "read", userId, ids: [id] });
  const [row] = await selectRows(db).where(eq(notifications.id, id));
  return row ?? null;
}

export async function markAllRead(db: Executor, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), sql`${notifications.readAt} IS NULL`));
  await publishMessage(db, { type: "read", userId, all: true });
}

function publishMessage(db: Executor, message: NotificationMessage): Promise<void> {
  return publish(db, NOTIFICATIONS_CHANNEL, JSON.stringify(message));
}

/** Notifications created or grouped at stream positions `min` to `max`, for the members listed. */
export async function listChanged(
  db: Executor,
  range: { min: number; max: number },
  userIds: string[],
): Promise<NotificationRow[]> {
  return selectRows(db)
    .where(
      and(
        sql`${notifications.streamSeq} BETWEEN ${range.min} AND ${range.max}`,
        inArray(notifications.userId, userIds),
        sql`${notifications.inApp}`,
      ),
    )
    .orderBy(notifications.streamSeq);
}

/**
 * What a reconnecting stream missed: the member's notifications changed after stream position
 * `after`, plus those changed in the last `graceSeconds` (a change whose transaction committed after
 * a later one's could otherwise slip behind the position). Clients replace notifications by id, so
 * sending one twice shows it once.
 */
export async function listMissed(
  db: Executor,
  userId: string,
  after: number,
  graceSeconds: number,
  limit: number,
): Promise<NotificationRow[]> {
  return selectRows(db)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.inApp}`,
        sql`(${notifications.streamSeq} > ${after}
          OR ${notifications.createdAt} > now() - make_interval(secs => ${graceSeconds}))`,
      ),
    )
    .orderBy(sql`${notifications.streamSeq} DESC`)
    .limit(limit);
}

/** The member's latest stream position: where a new stream starts. */
export async function latestStreamPosition(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ position: sql<number>`coalesce(max(${notifications.streamSeq}), 0)::bigint` })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return Number(row?.position ?? 0);
}

export async function findPreferences(db: Executor, userId: string) {
  const [kinds, [settings]] = await Promise.all([
    db
      .select({
        kind: notificationPreferences.kind,
        inApp: notificationPreferences.inApp,
        email: notificationPreferences.email,
      })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId)),
    db
      .select({ digest: notificationSettings.digest })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId)),
  ]);
  return { kinds, digest: settings?.digest ?? null };
}

export async function upsertPreferences(
  db: Executor,
  userId: string,
  kinds: { kind: NotificationKind; inApp: boolean; email: boolean }[],
): Promise<void> {
  if (kinds.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(kinds.map((kind) => ({ userId, ...kind })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`EXCLUDED.in_app`, email: sql`EXCLUDED.email` },
    });
}

export async function upsertDigest(db: Executor, userId: string, digest: string): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, digest })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { digest } });
}

/** Records that the member is on Summit now: the digest goes only to those who were not. */
export async function touchLastActive(db: Executor, userId: string): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, lastActiveAt: sql`now()` })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { lastActiveAt: sql`now()` } });
}

export type DigestRecipient = {
  userId: string;
  email: string;
  name: string;
  digest: string;
  timeZone: string;
  /** Only notifications after this moment go in: what came before, they saw or were sent. */
  since: string;
};

/**
 * Members due a digest: daily ones not sent one for a day, weekly ones for a week, who have
 * unread notifications with e-mail on that arrived after both their last visit and their last
 * digest. Someone active since their notifications arrived is left out: they saw them.
 */
export async function findDigestRecipients(db: Executor, limit: number): Promise<DigestRecipient[]> {
  const result = await db.execute<DigestRecipient>(sql`
    SELECT s.user_id AS "userId", u.email, u.name, s.digest, u.time_zone AS "timeZone",
      greatest(s.last_active_at, s.digest_sent_at, '-infinity'::timestamptz)::text AS since
    FROM ${notificationSettings} s
    JOIN ${users} u ON u.id = s.user_id
    WHERE s.digest IN ('daily', 'weekly')
      AND (s.digest_sent_at IS NULL
        OR s.digest_sent_at <= now() - CASE s.digest WHEN 'daily' THEN interval '23 hours' ELSE interval '167 hours' END)
      AND EXISTS (SELECT 1 FROM ${notifications} n
        WHERE n.user_id = s.user_id AND n.email AND n.read_at IS NULL
          AND n.created_at > greatest(s.last_active_at, s.digest_sent_at, '-infinity'::timestamptz))
    ORDER BY s.user_id
    LIMIT ${limit}`);
  return result.rows;
}

/** The notifications a digest lists: unread, e-mail on, after `since`; newest first. */
export async function listDigestItems(
  db: Executor,
  userId: string,
  since: string,
  limit: number,
): Promise<NotificationRow[]> {
  return selectRows(db)
    .where(
      and(
        eq(notifications.userId, userId),
        sql`${notifications.email} AND ${notifications.readAt} IS NULL`,
        sql`${notifications.createdAt} > ${since}::timestamptz`,
      ),
    )
    .orderBy(sql`${notifications.createdAt} DESC`)
    .limit(limit);
}

/**
 * Takes the member's digest for sending: true only for the one caller that moved `digest_sent_at`
 * on from what it read, so two runs at once send it once.
 */
export async function claimDigest(db: Executor, userId: string, since: string): Promise<boolean> {
  const claimed = await db.execute(sql`
    UPDATE ${notificationSettings} SET digest_sent_at = now()
    WHERE user_id = ${userId}
      AND greatest(last_active_at, digest_sent_at, '-infinity'::timestamptz) = ${since}::timestamptz`);
  return (claimed.rowCount ?? 0) > 0;
}
