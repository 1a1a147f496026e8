// SQL for learning: catalogue pages with the caller's enrolment, progress and bookmark in the same
// query; a course's outline; authoring writes; enrolment, completions (derived from the library's
// progress and passed quizzes), course completion with its certificate, and the learning log.

import { type Database, type Executor, preparedQuery, queryPrepared } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import {
  certificates,
  courseEnrolments,
  courseLessons,
  courseSections,
  courses,
  learningDays,
  lessonCompletions,
  quizAttempts,
  type StoredQuiz,
} from "@server/platform/database/schema/learning";
import { uploads } from "@server/platform/database/schema/uploads";

export type { StoredQuiz };

import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const cover = alias(uploads, "cover");
const logo = alias(uploads, "logo");

/** `viewerId` is the caller's id, or a placeholder in a prepared statement. */
function courseColumns(viewerId: string | Placeholder) {
  return {
    id: courses.id,
    title: courses.title,
    summary: courses.summary,
    level: courses.level,
    hubs: courses.hubs,
    intentTypes: courses.intentTypes,
    status: courses.status,
    lessonCount: courses.lessonCount,
    totalMinutes: courses.totalMinutes,
    publishedAt: courses.publishedAt,
    // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
    publishedAtKey: sql<string>`${courses.publishedAt}::text`,
    createdAtKey: sql<string>`${courses.createdAt}::text`,
    companyId: courses.companyId,
    companyName: companies.name,
    companyLogoKey: logo.storageKey,
    coverKey: cover.storageKey,
    enrolledAt: courseEnrolments.enrolledAt,
    completedAt: courseEnrolments.completedAt,
    completedLessons: sql<number>`CASE WHEN ${courseEnrolments.userId} IS NULL THEN 0 ELSE (
      SELECT count(*)::int FROM ${lessonCompletions} lc
      WHERE lc.user_id = ${viewerId} AND lc.course_id = ${courses.id}) END`,
    certificateId: sql<string | null>`(SELECT ce.id FROM ${certificates} ce
      WHERE ce.user_id = ${viewerId} AND ce.course_id = ${courses.id})`,
    bookmarked: sql<boolean>`EXISTS (SELECT 1 FROM ${bookmarks}
      WHERE ${bookmarks.userId} = ${viewerId} AND ${bookmarks.courseId} = ${courses.id})`,
  };
}

export type CourseRow = {
  id: string;
  title: string;
  summary: string;
  level: string;
  hubs: string[];
  intentTypes: string[];
  status: string;
  lessonCount: number;
  totalMinutes: number;
  publishedAt: Date | null;
  publishedAtKey: string | null;
  createdAtKey: string;
  companyId: string | null;
  companyName: string | null;
  companyLogoKey: string | null;
  coverKey: string | null;
  enrolledAt: Date | null;
  completedAt: Date | null;
  completedLessons: number;
  certificateId: string | null;
  bookmarked: boolean;
};

function selectCourses(db: Executor, viewerId: string) {
  return db
    .select(courseColumns(viewerId))
    .from(courses)
    .leftJoin(companies, eq(companies.id, courses.companyId))
    .leftJoin(logo, eq(logo.id, companies.logoUploadId))
    .leftJoin(cover, eq(cover.id, courses.coverUploadId))
    .leftJoin(
      courseEnrolments,
      and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, viewerId)),
    );
}

export interface CourseFilter {
  hub?: string;
  intentType?: string;
  /** null: Summit's own courses. */
  companyId?: string | null;
  minMinutes?: number;
  maxMinutes?: number | null;
  search?: string;
}

/** Sort key: publication time (as text), then id, both descending. */
export type CourseKey = [string, string];

function filterConditions(filter: CourseFilter): SQL[] {
  const conditions: SQL[] = [];
  // Containment (@>) is what the GIN indexes answer.
  if (filter.hub) conditions.push(sql`${courses.hubs} @> ARRAY[${filter.hub}]::text[]`);
  if (filter.intentType) conditions.push(sql`${courses.intentTypes} @> ARRAY[${filter.intentType}]::text[]`);
  if (filter.companyId === null) conditions.push(isNull(courses.companyId));
  else if (filter.companyId) conditions.push(eq(courses.companyId, filter.companyId));
  if (filter.minMinutes !== undefined) conditions.push(sql`${courses.totalMinutes} >= ${filter.minMinutes}`);
  if (filter.maxMinutes !== undefined && filter.maxMinutes !== null) {
    conditions.push(sql`${courses.totalMinutes} <= ${filter.maxMinutes}`);
  }
  if (filter.search) {
    conditions.push(sql`${courses.searchVector} @@ websearch_to_tsquery('english', ${filter.search})`);
  }
  return conditions;
}

/**
 * The unfiltered catalogue's page (first, or after a cursor): the hottest read of learning, so it
 * runs as a named statement of plain SQL that PostgreSQL plans once per connection and whose rows
 * need no mapping (its columns are `CourseRow`'s, as `courseColumns` selects them). The page's ids
 * come from the catalogue index first, then only they are joined; the page size is written into the
 * SQL rather than bound, so the reused plan still knows it reads a handful of rows.
 */
function cataloguePageQuery(limit: number, withCursor: boolean): string {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad page size ${limit}`);
  return `SELECT c.id, c.title, c.summary, c.level, c.hubs, c.intent_types AS "intentTypes", c.status,
      c.lesson_count AS "lessonCount", c.total_minutes AS "totalMinutes", c.published_at AS "publishedAt",
      c.published_at::text AS "publishedAtKey", c.created_at::text AS "createdAtKey",
      c.company_id AS "companyId", co.name AS "companyName", logo.storage_key AS "companyLogoKey",
      cover.storage_key AS "coverKey", e.enrolled_at AS "enrolledAt", e.completed_at AS "completedAt",
      CASE WHEN e.user_id IS NULL THEN 0 ELSE (SELECT count(*)::int FROM lesson_completions lc
        WHERE lc.user_id = $1 AND lc.course_id = c.id) END AS "completedLessons",
      (SELECT ce.id FROM certificates ce WHERE ce.user_id = $1 AND ce.course_id = c.id) AS "certificateId",
      EXISTS (SELECT 1 FROM bookmarks b WHERE b.user_id = $1 AND b.course_id = c.id) AS "bookmarked"
    FROM (SELECT id FROM courses WHERE status = 'published'
            ${withCursor ? "AND (published_at, id) < ($2::timestamptz, $3::uuid)" : ""}
          ORDER BY published_at DESC NULLS LAST, id DESC LIMIT ${limit}) page
    JOIN courses c ON c.id = page.id
    LEFT JOIN companies co ON co.id = c.company_id
    LEFT JOIN uploads logo ON logo.id = co.logo_upload_id
    LEFT JOIN uploads cover ON cover.id = c.cover_upload_id
    LEFT JOIN course_enrolments e ON e.course_id = c.id AND e.user_id = $1
    ORDER BY c.published_at DESC NULLS LAST, c.id DESC`;
}

const catalogueQueries = new Map<string, string>();

const isUnfiltered = (filter: CourseFilter) => Object.values(filter).every((value) => value === undefined);

/** One page of published courses, newest first; `after` continues a keyset, else `offset` rows are skipped. */
export async function listPublishedCourses(
  db: Database,
  viewerId: string,
  filter: CourseFilter,
  page: { limit: number; after?: CourseKey; offset?: number },
): Promise<CourseRow[]> {
  if (isUnfiltered(filter) && (page.after || !page.offset)) {
    const name = `course_catalogue_${page.after ? "after_" : ""}${page.limit}`;
    let text = catalogueQueries.get(name);
    if (!text) {
      text = cataloguePageQuery(page.limit, page.after !== undefined);
      catalogueQueries.set(name, text);
    }
    const values = page.after ? [viewerId, ...page.after] : [viewerId];
    return (await db.$client.query<CourseRow>({ name, text, values })).rows;
  }
  const conditions = [eq(courses.status, "published"), ...filterConditions(filter)];
  if (page.after) {
    conditions.push(
      sql`(${courses.publishedAt}, ${courses.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  // NULLS LAST as the catalogue index is built: PostgreSQL's DESC alone means NULLS FIRST, which
  // the index cannot answer, and it would sort every published course for each page.
  return selectCourses(db, viewerId)
    .where(and(...conditions))
    .orderBy(sql`${courses.publishedAt} DESC NULLS LAST`, desc(courses.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

/**
 * Courses the caller authors, drafts included, newest first by creation: Summit's own for a
 * platform admin, and those of every company they administer.
 */
export async function listAuthoredCourses(
  db: Executor,
  viewer: { id: string; isPlatformAdmin: boolean },
  filter: CourseFilter,
  page: { limit: number; after?: CourseKey; offset?: number },
): Promise<CourseRow[]> {
  const authored = sql`(${courses.companyId} IN (SELECT ${companyAdmins.companyId} FROM ${companyAdmins}
    WHERE ${companyAdmins.userId} = ${viewer.id})${viewer.isPlatformAdmin ? sql` OR ${courses.companyId} IS NULL` : sql``})`;
  const conditions = [authored, ...filterConditions(filter)];
  if (page.after) {
    conditions.push(
      sql`(${courses.createdAt}, ${courses.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return selectCourses(db, viewer.id)
    .where(and(...conditions))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export async function findCourse(
  db: Executor,
  courseId: string,
  viewerId: string,
): Promise<CourseRow | null> {
  const [row] = await selectCourses(db, viewerId).where(eq(courses.id, courseId)).limit(1);
  return row ?? null;
}

/** What decides who may see and change a course, and what its signals are about. */
export async function findCourseAccess(db: Executor, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      companyId: courses.companyId,
      intentTypes: courses.intentTypes,
      lessonCount: courses.lessonCount,
    })
    .from(courses)
    .where(eq(courses.id, courseId));
  return row ?? null;
}

export type CourseAccess = NonNullable<Awaited<ReturnType<typeof findCourseAccess>>>;

/** Same as findCourseAccess, holding the course's row until the transaction ends (authoring writes). */
export async function lockCourse(db: Executor, courseId: string): Promise<CourseAccess | null> {
  const [row] = await db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      companyId: courses.companyId,
      intentTypes: courses.intentTypes,
      lessonCount: courses.lessonCount,
    })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for("update");
  return row ?? null;
}

export type LessonRow = {
  id: string;
  sectionId: string;
  kind: string;
  title: string;
  minutes: number;
  contentId: string | null;
  quiz: StoredQuiz | null;
  completed: boolean;
};

export async function listSections(db: Executor, courseId: string) {
  return db
    .select({ id: courseSections.id, title: courseSections.title })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id));
}

/** The course's lessons in order (by section, then place in it), with whether the viewer completed each. */
export async function listLessons(db: Executor, courseId: string, viewerId: string): Promise<LessonRow[]> {
  return db
    .select({
      id: courseLessons.id,
      sectionId: courseLessons.sectionId,
      kind: courseLessons.kind,
      title: sql<string>`coalesce(${courseLessons.title}, ${contentItems.title}, '')`,
      minutes: courseLessons.minutes,
      contentId: courseLessons.contentId,
      quiz: courseLessons.quiz,
      completed: sql<boolean>`EXISTS (SELECT 1 FROM ${lessonCompletions} lc
        WHERE lc.user_id = ${viewerId} AND lc.course_id = ${courseId} AND lc.lesson_id = ${courseLessons.id})`,
    })
    .from(courseLessons)
    .innerJoin(courseSections, eq(courseSections.id, courseLessons.sectionId))
    .leftJoin(contentItems, eq(contentItems.id, courseLessons.contentId))
    .where(eq(courseLessons.courseId, courseId))
    .orderBy(
      asc(courseSections.position),
      asc(courseSections.id),
      asc(courseLessons.position),
      asc(courseLessons.id),
    );
}

export async function findEnrolment(db: Executor, userId: string, courseId: string) {
  const [row] = await db
    .select({
      enrolledAt: courseEnrolments.enrolledAt,
      completedAt: courseEnrolments.completedAt,
      lastLessonId: courseEnrolments.lastLessonId,
      completedLessons: sql<number>`(SELECT count(*)::int FROM ${lessonCompletions} lc
        WHERE lc.user_id = ${userId} AND lc.course_id = ${courseId})`,
      certificateId: sql<string | null>`(SELECT ce.id FROM ${certificates} ce
        WHERE ce.user_id = ${userId} AND ce.course_id = ${courseId})`,
    })
    .from(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
  return row ?? null;
}

export type EnrolmentRow = NonNullable<Awaited<ReturnType<typeof findEnrolment>>>;

// ---- Authoring -----------------------------------------------------------------------------------

export type CourseValues = Partial<
  Omit<typeof courses.$inferInsert, "id" | "searchVector" | "lessonCount" | "totalMinutes">
>;

export async function insertCourse(db: Executor, values: typeof courses.$inferInsert): Promise<string> {
  const [row] = await db.insert(courses).values(values).returning({ id: courses.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateCourse(db: Executor, courseId: string, values: CourseValues): Promise<void> {
  await db
    .update(courses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courses.id, courseId));
}

export async function deleteCourse(db: Executor, courseId: string): Promise<void> {
  await db.delete(courses).where(eq(courses.id, courseId));
}

export async function countSections(db: Executor, courseId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));
  return row?.count ?? 0;
}

export async function insertSection(db: Executor, courseId: string, title: string): Promise<string> {
  const [row] = await db
    .insert(courseSections)
    .values({
      courseId,
      title,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM course_sections WHERE course_id = ${courseId})`,
    })
    .returning({ id: courseSections.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function renameSection(db: Executor, courseId: string, sectionId: string, title: string) {
  const rows = await db
    .update(courseSections)
    .set({ title })
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
    .returning({ id: courseSections.id });
  return rows.length > 0;
}

export async function deleteSection(db: Executor, courseId: string, sectionId: string) {
  const rows = await db
    .delete(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)))
    .returning({ id: courseSections.id });
  return rows.length > 0;
}

export async function sectionExists(db: Executor, courseId: string, sectionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(and(eq(courseSections.id, sectionId), eq(courseSections.courseId, courseId)));
  return Boolean(row);
}

/** A library item a lesson may be made of: visible, with what its minutes are worked out from. */
export async function findLessonContent(db: Executor, contentId: string) {
  const [row] = await db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      title: contentItems.title,
      companyId: contentItems.companyId,
      durationSeconds: contentItems.durationSeconds,
      body: contentItems.body,
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, contentId), isNull(contentItems.hiddenAt)));
  return row ?? null;
}

/** Appends a lesson to its section; false when the course already has this library item. */
export async function insertLesson(
  db: Executor,
  values: Omit<typeof courseLessons.$inferInsert, "id" | "position" | "createdAt">,
): Promise<boolean> {
  const [row] = await db
    .insert(courseLessons)
    .values({
      ...values,
      position: sql`(SELECT coalesce(max(position), 0) + 1 FROM course_lessons WHERE section_id = ${values.sectionId})`,
    })
    .onConflictDoNothing()
    .returning({ id: courseLessons.id });
  return row !== undefined;
}

export async function findLesson(db: Executor, courseId: string, lessonId: string) {
  const [row] = await db
    .select({
      id: courseLessons.id,
      kind: courseLessons.kind,
      contentId: courseLessons.contentId,
      quiz: courseLessons.quiz,
      minutes: courseLessons.minutes,
    })
    .from(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)));
  return row ?? null;
}

export async function updateQuizLesson(
  db: Executor,
  lessonId: string,
  values: { title?: string; quiz?: StoredQuiz; minutes?: number },
): Promise<void> {
  await db.update(courseLessons).set(values).where(eq(courseLessons.id, lessonId));
}

export async function deleteLesson(db: Executor, courseId: string, lessonId: string): Promise<boolean> {
  const rows = await db
    .delete(courseLessons)
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
    .returning({ id: courseLessons.id });
  return rows.length > 0;
}

/** Every section and lesson of the course, as ids, for checking a new outline against. */
export async function outlineIds(db: Executor, courseId: string) {
  const [sectionRows, lessonRows] = await Promise.all([
    db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, courseId)),
    db.select({ id: courseLessons.id }).from(courseLessons).where(eq(courseLessons.courseId, courseId)),
  ]);
  return { sectionIds: sectionRows.map((row) => row.id), lessonIds: lessonRows.map((row) => row.id) };
}

/** Sets every section's place and every lesson's section and place, in two statements. */
export async function applyOutline(
  db: Executor,
  courseId: string,
  sections: { id: string; lessonIds: string[] }[],
): Promise<void> {
  const sectionIds = sections.map((section) => section.id);
  await db.execute(sql`
    UPDATE course_sections s SET position = o.position
    FROM unnest(${sql.param(sectionIds)}::uuid[]) WITH ORDINALITY AS o(id, position)
    WHERE s.id = o.id AND s.course_id = ${courseId}`);
  const lessonIds = sections.flatMap((section) => section.lessonIds);
  const lessonSections = sections.flatMap((section) => section.lessonIds.map(() => section.id));
  const positions = sections.flatMap((section) => section.lessonIds.map((_, index) => index + 1));
  if (lessonIds.length === 0) return;
  await db.execute(sql`
    UPDATE course_lessons l SET section_id = o.section_id, position = o.position
    FROM unnest(${sql.param(lessonIds)}::uuid[], ${sql.param(lessonSections)}::uuid[], ${sql.param(positions)}::int[]) AS o(id, section_id, position)
    WHERE l.id = o.id AND l.course_id = ${courseId}`);
}

/** Numbers the course's lessons 1, 2, 3 by section, then place in it; after every change of the outline. */
export async function renumberLessons(db: Executor, courseId: string): Promise<void> {
  await db.execute(sql`
    UPDATE course_lessons l SET number = o.number
    FROM (SELECT l2.id, row_number() OVER (ORDER BY s.position, s.id, l2.position, l2.id)::int AS number
      FROM course_lessons l2 JOIN course_sections s ON s.id = l2.section_id
      WHERE l2.course_id = ${courseId}) o
    WHERE l.id = o.id AND l.number IS DISTINCT FROM o.number`);
}

// ---- Enrolment and completion --------------------------------------------------------------------

export async function insertEnrolment(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const rows = await db
    .insert(courseEnrolments)
    .values({ userId, courseId })
    .onConflictDoNothing()
    .returning({ courseId: courseEnrolments.courseId });
  return rows.length > 0;
}

export async function deleteEnrolment(db: Executor, userId: string, courseId: string): Promise<boolean> {
  const rows = await db
    .delete(courseEnrolments)
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
    .returning({ courseId: courseEnrolments.courseId });
  return rows.length > 0;
}

export async function touchEnrolment(db: Executor, userId: string, courseId: string, lessonId: string) {
  await db
    .update(courseEnrolments)
    .set({ lastLessonId: lessonId, lastActivityAt: sql`now()` })
    .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)));
}

/**
 * Records, for a member just enrolled, every lesson of the course they have already done: library
 * items they completed and quizzes they passed.
 */
export async function completeDoneLessons(db: Executor, userId: string, courseId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO lesson_completions (user_id, course_id, lesson_id)
    SELECT ${userId}, l.course_id, l.id FROM course_lessons l
    WHERE l.course_id = ${courseId} AND (
      EXISTS (SELECT 1 FROM content_progress p
        WHERE p.user_id = ${userId} AND p.content_id = l.content_id AND p.completed_at IS NOT NULL)
      OR EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.user_id = ${userId} AND a.lesson_id = l.id AND a.passed))
    ON CONFLICT DO NOTHING`);
}

/** A member completed a library item: every lesson of it, in courses they follow, is complete. */
export async function completeContentLessons(
  db: Executor,
  userId: string,
  contentId: string,
): Promise<string[]> {
  const result = await db.execute<{ course_id: string }>(sql`
    INSERT INTO lesson_completions (user_id, course_id, lesson_id)
    SELECT e.user_id, l.course_id, l.id FROM course_lessons l
    JOIN course_enrolments e ON e.course_id = l.course_id AND e.user_id = ${userId}
    WHERE l.content_id = ${contentId}
    ON CONFLICT DO NOTHING
    RETURNING course_id`);
  return result.rows.map((row) => row.course_id);
}

/** A member passed a quiz lesson; true the first time. */
export async function completeLesson(
  db: Executor,
  userId: string,
  courseId: string,
  lessonId: string,
): Promise<boolean> {
  const rows = await db
    .insert(lessonCompletions)
    .values({ userId, courseId, lessonId })
    .onConflictDoNothing()
    .returning({ lessonId: lessonCompletions.lessonId });
  return rows.length > 0;
}

/**
 * Marks complete, and certifies, every enrolment (of one member, or of everyone in one course)
 * that now has all its course's lessons done and was not complete before. The certificate copies
 * the holder's name, the course's title, its issuer and its length as they are now.
 */
export async function completeCourses(
  db: Executor,
  scope: { userId: string; courseIds: string[] } | { courseId: string },
): Promise<{ userId: string; courseId: string }[]> {
  const who =
    "courseId" in scope
      ? sql`e.course_id = ${scope.courseId}`
      : sql`e.user_id = ${scope.userId} AND e.course_id = ANY(${sql.param(scope.courseIds)}::uuid[])`;
  const result = await db.execute<{ user_id: string; course_id: string }>(sql`
    WITH done AS (
      UPDATE course_enrolments e SET completed_at = now()
      FROM courses c
      WHERE ${who} AND c.id = e.course_id AND e.completed_at IS NULL AND c.lesson_count > 0
        AND (SELECT count(*) FROM lesson_completions lc
          WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) >= c.lesson_count
      RETURNING e.user_id, e.course_id
    ),
    issued AS (
      INSERT INTO certificates (user_id, course_id, holder_name, course_title, issuer, minutes, lesson_count)
      SELECT d.user_id, d.course_id, u.name, c.title, coalesce(co.name, 'Summit'), c.total_minutes, c.lesson_count
      FROM done d JOIN courses c ON c.id = d.course_id JOIN users u ON u.id = d.user_id
      LEFT JOIN companies co ON co.id = c.company_id
      ON CONFLICT (user_id, course_id) DO NOTHING
    )
    SELECT user_id, course_id FROM done`);
  return result.rows.map((row) => ({ userId: row.user_id, courseId: row.course_id }));
}

/** What a course's signals are about: its intent types. */
export async function findCourseInterests(db: Executor, courseIds: string[]) {
  return db
    .select({ id: courses.id, intentTypes: courses.intentTypes })
    .from(courses)
    .where(inArray(courses.id, courseIds));
}

/** Adds to the member's learning log for today (UTC). */
export async function logLearning(db: Executor, userId: string, minutes: number): Promise<void> {
  await db
    .insert(learningDays)
    .values({ userId, day: sql`(now() AT TIME ZONE 'UTC')::date`, minutes, lessons: 1 })
    .onConflictDoUpdate({
      target: [learningDays.userId, learningDays.day],
      set: {
        minutes: sql`${learningDays.minutes} + excluded.minutes`,
        lessons: sql`${learningDays.lessons} + 1`,
      },
    });
}

/** How long a library item takes, for the learning log: its video's length or its article's words. */
export async function findContentLength(db: Executor, contentId: string) {
  const [row] = await db
    .select({
      kind: contentItems.kind,
      durationSeconds: contentItems.durationSeconds,
      body: contentItems.body,
    })
    .from(contentItems)
    .where(eq(contentItems.id, contentId));
  return row ?? null;
}

// ---- Quizzes -------------------------------------------------------------------------------------

export async function insertQuizAttempt(
  db: Executor,
  values: Omit<typeof quizAttempts.$inferInsert, "id" | "createdAt">,
) {
  const [row] = await db.insert(quizAttempts).values(values).returning({ createdAt: quizAttempts.createdAt });
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function findBestAttempt(db: Executor, userId: string, lessonId: string) {
  const [row] = await db
    .select({
      score: quizAttempts.score,
      passed: quizAttempts.passed,
      correct: quizAttempts.correct,
      createdAt: quizAttempts.createdAt,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lessonId, lessonId)))
    .orderBy(desc(quizAttempts.score), desc(quizAttempts.createdAt))
    .limit(1);
  return row ?? null;
}

// ---- The progress page ---------------------------------------------------------------------------

/** The member's courses, most recently active first: a named statement, as /progress runs it on every visit. */
const enrolledCoursesStatement = preparedQuery((db: Database) => {
  const userId = sql.placeholder("userId");
  return db
    .select(courseColumns(userId))
    .from(courses)
    .innerJoin(
      courseEnrolments,
      and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, userId)),
    )
    .leftJoin(companies, eq(companies.id, courses.companyId))
    .leftJoin(logo, eq(logo.id, companies.logoUploadId))
    .leftJoin(cover, eq(cover.id, courses.coverUploadId))
    .orderBy(desc(courseEnrolments.lastActivityAt), desc(courses.id))
    .prepare("learning_enrolled_courses");
});

export async function listEnrolledCourses(db: Database, userId: string): Promise<CourseRow[]> {
  return enrolledCoursesStatement(db).execute({ userId });
}

export interface NextLessonRow {
  courseId: string;
  id: string;
  number: number;
  title: string;
}

/**
 * For each of the member's courses, the lesson "Continue" leads to: the lesson last opened when
 * unfinished, else the first unfinished one after it, else the first unfinished one.
 */
export async function listNextLessons(db: Executor, userId: string): Promise<NextLessonRow[]> {
  // Two probes of the (course_id, number) index per course, each stopping at its first unfinished
  // lesson: from the last one opened, then from the start.
  const unfinished = sql`l.course_id = e.course_id AND NOT EXISTS (SELECT 1 FROM lesson_completions lc
    WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id AND lc.lesson_id = l.id)`;
  const rows = await queryPrepared<{ course_id: string; id: string; number: number; title: string }>(
    db,
    sql`
    SELECT e.course_id, next.id, next.number, coalesce(next.title, ci.title, '') AS title
    FROM course_enrolments e
    JOIN courses c ON c.id = e.course_id
    LEFT JOIN course_lessons last ON last.id = e.last_lesson_id
    CROSS JOIN LATERAL (
      (SELECT l.id, l.number, l.title, l.content_id FROM course_lessons l
        WHERE ${unfinished} AND l.number >= coalesce(last.number, 0) ORDER BY l.number LIMIT 1)
      UNION ALL
      (SELECT l.id, l.number, l.title, l.content_id FROM course_lessons l
        WHERE ${unfinished} ORDER BY l.number LIMIT 1)
      LIMIT 1) next
    LEFT JOIN content_items ci ON ci.id = next.content_id
    WHERE e.user_id = ${userId}
      -- A course with every lesson done has nowhere to continue: counting its completions is
      -- cheaper than both probes walking all its lessons.
      AND (SELECT count(*) FROM lesson_completions lc
           WHERE lc.user_id = e.user_id AND lc.course_id = e.course_id) < c.lesson_count`,
  );
  return rows.map((row) => ({
    courseId: row.course_id,
    id: row.id,
    number: row.number,
    title: row.title,
  }));
}

/** The intent types a member showed most interest in from `since` until `until` (their signals). */
export async function recentInterests(
  db: Executor,
  userId: string,
  since: Date,
  until: Date,
  limit: number,
): Promise<string[]> {
  const rows = await queryPrepared<{ intent_type: string }>(
    db,
    sql`SELECT intent_type FROM signals
    WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}::timestamptz
      AND created_at < ${until.toISOString()}::timestamptz
    GROUP BY intent_type ORDER BY sum(points) DESC, intent_type LIMIT ${sql.raw(String(Math.trunc(limit)))}`,
  );
  return rows.map((row) => row.intent_type);
}

export async function findMemberHub(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ hub: users.hub }).from(users).where(eq(users.id, userId));
  return row?.hub ?? null;
}

/** Published courses the member has not enrolled in, those matching their hub or interests first. */
export async function listSuggestedCourses(
  db: Executor,
  userId: string,
  hub: string | null,
  intentTypes: string[],
  limit: number,
): Promise<CourseRow[]> {
  const matches = sql`(CASE WHEN ${courses.hubs} @> ARRAY[${hub ?? ""}]::text[] THEN 2 ELSE 0 END
    + CASE WHEN ${courses.intentTypes} && ${sql.param(intentTypes)}::text[] THEN 1 ELSE 0 END)`;
  // The newest few hundred published courses are ranked (the catalogue holds the rest), on the
  // courses alone; only the chosen few are joined with their company, cover and the member's marks.
  const recent = db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.status, "published"))
    .orderBy(sql`${courses.publishedAt} DESC NULLS LAST`, desc(courses.id))
    .limit(500);
  const order = [desc(matches), desc(courses.publishedAt), desc(courses.id)];
  const chosen = db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        inArray(courses.id, recent),
        sql`NOT EXISTS (SELECT 1 FROM ${courseEnrolments} e
          WHERE e.user_id = ${userId} AND e.course_id = ${courses.id})`,
      ),
    )
    .orderBy(...order)
    .limit(limit);
  return selectCourses(db, userId)
    .where(inArray(courses.id, chosen))
    .orderBy(...order);
}

export async function listLearningDays(db: Executor, userId: string, since: string) {
  return db
    .select({ day: learningDays.day, minutes: learningDays.minutes, lessons: learningDays.lessons })
    .from(learningDays)
    .where(and(eq(learningDays.userId, userId), sql`${learningDays.day} >= ${since}::date`))
    .orderBy(asc(learningDays.day));
}

/** Weeks (their Mondays) in which the member learned, newest first, for the streak. */
export async function listLearningWeeks(db: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await queryPrepared<{ week: string }>(
    db,
    sql`SELECT DISTINCT date_trunc('week', day)::date::text AS week FROM learning_days
    WHERE user_id = ${userId} ORDER BY week DESC LIMIT ${sql.raw(String(Math.trunc(limit)))}`,
  );
  return rows.map((row) => row.week);
}

// ---- Certificates --------------------------------------------------------------------------------

const certificateColumns = {
  id: certificates.id,
  userId: certificates.userId,
  holderName: certificates.holderName,
  courseTitle: certificates.courseTitle,
  issuer: certificates.issuer,
  minutes: certificates.minutes,
  lessonCount: certificates.lessonCount,
  issuedAt: certificates.issuedAt,
  courseId: certificates.courseId,
  hiddenAt: certificates.hiddenAt,
};

export type CertificateRow = {
  id: string;
  userId: string;
  holderName: string;
  courseTitle: string;
  issuer: string;
  minutes: number;
  lessonCount: number;
  issuedAt: Date;
  courseId: string | null;
  hiddenAt: Date | null;
};

export async function findCertificate(db: Executor, certificateId: string): Promise<CertificateRow | null> {
  const [row] = await db
    .select(certificateColumns)
    .from(certificates)
    .where(eq(certificates.id, certificateId));
  return row ?? null;
}

export async function listCertificates(db: Executor, userId: string): Promise<CertificateRow[]> {
  return db
    .select(certificateColumns)
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.id));
}

export async function setCertificateHidden(db: Executor, certificateId: string, hidden: boolean) {
  await db
    .update(certificates)
    .set({ hiddenAt: hidden ? sql`coalesce(${certificates.hiddenAt}, now())` : null })
    .where(eq(certificates.id, certificateId));
}
