// SQL for a member's own data: their exports, what goes into one, and erasing the account.
import { FORMER_MEMBER_NAME } from "@common/account-data";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { comments, posts } from "@server/platform/database/schema/community";
import { accountDeletions, dataExports } from "@server/platform/database/schema/member-data";
import { and, desc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Starts an export unless one is already queued or running (the partial unique index decides, so
 * racing requests start one); returns the new export, or null when one was under way.
 */
export async function insertExport(db: Executor, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId })
    .onConflictDoNothing({
      target: dataExports.userId,
      where: sql`${dataExports.status} IN ('queued', 'running')`,
    })
    .returning();
  return row ?? null;
}

export async function findRunningExport(db: Executor, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ["queued", "running"])))
    .limit(1);
  return row ?? null;
}

export async function findLatestExport(db: Executor, userId: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** The member's own export with this id; another member's is not found. */
export async function findOwnExport(db: Executor, userId: string, id: string): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row ?? null;
}

export async function findExport(db: Executor, id: string): Promise<DataExportRow | null> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row ?? null;
}

export async function updateExport(
  db: Executor,
  id: string,
  values: Partial<Omit<DataExportRow, "id" | "userId" | "createdAt">>,
): Promise<void> {
  await db.update(dataExports).set(values).where(eq(dataExports.id, id));
}

/** Ready exports whose link has run out. */
export async function findExpiredExports(db: Executor, limit: number) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, "ready"), lte(dataExports.expiresAt, sql`now()`)))
    .limit(limit);
}

/** The files of a member's exports, to remove once the member is gone. */
export async function findExportFiles(db: Executor, userId: string): Promise<string[]> {
  const rows = await db
    .select({ storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}

/**
 * One part of an export: rows about the member, as JSON objects. Each query names the member once
 * as $1 and leaves out what is not theirs to read (session tokens, password hashes, search vectors,
 * other members' ids where they are not part of the member's own record).
 */
export const EXPORT_SECTIONS = [
  {
    name: "profile",
    stage: "Collecting your profile",
    query: (id: string) => sql`
      SELECT u.id, u.name, u.email, u.email_verified, u.account_type, u.hub, u.plan_name, u.job_title,
             u.industry, u.revenue_band, c.name AS company, u.time_zone, u.profile_visibility,
             u.member_data, u.insights_consented_at, u.insights_paused_at, u.created_at, u.updated_at
      FROM users u LEFT JOIN companies c ON c.id = u.company_id WHERE u.id = ${id}`,
  },
  {
    name: "sessions",
    stage: "Collecting where you are signed in",
    query: (id: string) => sql`
      SELECT created_at, last_seen_at, expires_at, ip_address, user_agent
      FROM sessions WHERE user_id = ${id} ORDER BY created_at`,
  },
  {
    name: "posts",
    stage: "Collecting your posts",
    query: (id: string) => sql`
      SELECT p.id, p.hub, c.name AS company, p.body, p.comment_count, p.reaction_count,
             p.hidden_at, p.created_at, p.updated_at
      FROM posts p LEFT JOIN companies c ON c.id = p.company_id
      WHERE p.author_id = ${id} ORDER BY p.created_at, p.id`,
  },
  {
    name: "comments",
    stage: "Collecting your comments",
    query: (id: string) => sql`
      SELECT id, post_id, parent_id, body, reaction_count, hidden_at, created_at, updated_at
      FROM comments WHERE author_id = ${id} ORDER BY created_at, id`,
  },
  {
    name: "reactions",
    stage: "Collecting your likes",
    query: (id: string) => sql`
      SELECT 'post' AS on_kind, post_id AS on_id, created_at FROM post_reactions WHERE user_id = ${id}
      UNION ALL
      SELECT 'comment', comment_id, created_at FROM comment_reactions WHERE user_id = ${id}
      ORDER BY created_at`,
  },
  {
    name: "bookmarks",
    stage: "Collecting your bookmarks",
    query: (id: string) => sql`SELECT * FROM bookmarks WHERE user_id = ${id} ORDER BY created_at`,
  },
  {
    name: "bookmark-collections",
    stage: "Collecting your bookmark collections",
    query: (id: string) => sql`SELECT * FROM bookmark_collections WHERE user_id = ${id}`,
  },
  {
    name: "company-follows",
    stage: "Collecting the companies you follow",
    query: (id: string) => sql`
      SELECT c.name AS company, f.company_id, f.created_at
      FROM company_followers f JOIN companies c ON c.id = f.company_id WHERE f.user_id = ${id}`,
  },
  {
    name: "event-registrations",
    stage: "Collecting your event registrations",
    query: (id: string) => sql`
      SELECT e.title AS event, e.starts_at, r.*
      FROM event_registrations r JOIN events e ON e.id = r.event_id
      WHERE r.user_id = ${id} ORDER BY r.created_at`,
  },
  {
    name: "session-attendance",
    stage: "Collecting the sessions you attended",
    query: (id: string) => sql`
      SELECT s.title AS session, s.starts_at, a.session_id, a.created_at
      FROM event_session_attendance a JOIN event_sessions s ON s.id = a.session_id
      WHERE a.user_id = ${id}`,
  },
  {
    name: "meetings",
    stage: "Collecting your meetings",
    query: (id: string) => sql`
      SELECT m.id, m.event_id, m.status, m.starts_at, m.ends_at, c.name AS vendor_company,
             CASE WHEN m.leader_id = ${id} THEN 'leader' ELSE 'representative' END AS your_role,
             m.created_at
      FROM meetings m LEFT JOIN companies c ON c.id = m.vendor_company_id
      WHERE m.leader_id = ${id} OR m.representative_id = ${id} ORDER BY m.starts_at`,
  },
  {
    name: "notifications",
    stage: "Collecting your notifications",
    query: (id: string) => sql`
      SELECT id, kind, subject, detail, read_at, created_at
      FROM notifications WHERE user_id = ${id} ORDER BY created_at, id`,
  },
  {
    name: "signals",
    stage: "Collecting the signals about you",
    query: (id: string) => sql`
      SELECT kind, intent_type, weight, points, subject_kind, subject_id, created_at
      FROM signals WHERE user_id = ${id} ORDER BY created_at`,
  },
  {
    name: "decision-cycles",
    stage: "Collecting your decision cycles",
    query: (id: string) => sql`SELECT * FROM decision_cycles WHERE user_id = ${id}`,
  },
  {
    name: "learning-progress",
    stage: "Collecting your learning progress",
    query: (id: string) => sql`
      SELECT ci.title, ci.kind, p.position, p.completed_at, p.updated_at
      FROM content_progress p JOIN content_items ci ON ci.id = p.content_id
      WHERE p.user_id = ${id}`,
  },
  {
    name: "courses",
    stage: "Collecting your courses",
    query: (id: string) => sql`
      SELECT c.title, e.enrolled_at, e.completed_at, c.lesson_count,
        (SELECT count(*)::int FROM lesson_completions lc
          WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) AS completed_lessons
      FROM course_enrolments e JOIN courses c ON c.id = e.course_id
      WHERE e.user_id = ${id} ORDER BY e.enrolled_at`,
  },
  {
    name: "quiz-attempts",
    stage: "Collecting your quiz answers",
    query: (id: string) => sql`
      SELECT c.title AS course, l.title AS quiz, a.answers, a.score, a.passed, a.created_at
      FROM quiz_attempts a JOIN course_lessons l ON l.id = a.lesson_id JOIN courses c ON c.id = l.course_id
      WHERE a.user_id = ${id} ORDER BY a.created_at`,
  },
  {
    name: "certificates",
    stage: "Collecting your certificates",
    query: (id: string) => sql`
      SELECT id, course_title, issuer, minutes, lesson_count, issued_at, hidden_at
      FROM certificates WHERE user_id = ${id} ORDER BY issued_at`,
  },
  {
    name: "learning-days",
    stage: "Collecting your learning log",
    query: (id: string) =>
      sql`SELECT day, minutes, lessons FROM learning_days WHERE user_id = ${id} ORDER BY day`,
  },
] as const;

export async function readSection(
  db: Executor,
  section: (typeof EXPORT_SECTIONS)[number],
  userId: string,
): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(section.query(userId));
  return result.rows;
}

/** Locks the member's row for the deletion; null when there is no such member. */
export async function lockMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, image: users.image, accountType: users.accountType, hub: users.hub })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row ?? null;
}

/**
 * The nameless row that keeps a deleted member's posts and comments: it has no password and no
 * sessions, so no one can sign in as it, and lists and searches leave it out.
 */
export async function insertFormerMember(
  db: Executor,
  values: { id: string; accountType: string; hub: string },
): Promise<void> {
  const hidden = { visitors: false, members: false };
  await db.insert(users).values({
    id: values.id,
    name: FORMER_MEMBER_NAME,
    email: `former-${values.id}@former-member.invalid`,
    emailVerified: false,
    accountType: values.accountType,
    hub: values.hub,
    formerMemberAt: new Date(),
    profileVisibility: { photo: hidden, jobTitle: hidden, company: hidden },
  });
}

export async function moveAuthorship(db: Executor, from: string, to: string): Promise<void> {
  await db.update(posts).set({ authorId: to }).where(eq(posts.authorId, from));
  await db.update(comments).set({ authorId: to }).where(eq(comments.authorId, from));
}

export async function insertDeletionRecord(db: Executor, values: typeof accountDeletions.$inferInsert) {
  await db.insert(accountDeletions).values(values);
}

/** Whether the member signs in with a second factor. */
export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.enabled === true;
}
