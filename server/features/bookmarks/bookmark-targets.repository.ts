// Where each kind of bookmark points: the bookmarks column that holds its target, how to find a
// target that readers may see, and the target's summary as SQL correlated to a bookmarks row, so a
// page of bookmarks comes with its targets in one query. A new kind of bookmark is one entry here.

import { type BookmarkKind, POST_EXCERPT_LENGTH } from "@common/bookmarks";
import { FILES_URL_PREFIX } from "@common/uploads";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { posts } from "@server/platform/database/schema/community";
import { companies } from "@server/platform/database/schema/companies";
import { contentItems } from "@server/platform/database/schema/content";
import { eventSessions, events } from "@server/platform/database/schema/events";
import { courses } from "@server/platform/database/schema/learning";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";

/** A target that exists and is not hidden, with what the rules ask of it. */
export interface FoundTarget {
  /** The company the target is, or speaks for: the target is seen as that company is. */
  company: { isPage: boolean } | null;
  /** Intent types a bookmark of it shows interest in (videos, articles, events); null for none. */
  intentTypes: string[] | null;
}

export interface TargetSource {
  /** How error messages name a target of this kind ("Video not found."). */
  label: string;
  /** The bookmarks field that points at targets of this kind. */
  field: "postId" | "contentId" | "companyId" | "eventId" | "courseId";
  /**
   * The target if it exists and is not hidden. In a transaction it stays locked against deletion
   * until the bookmark is written.
   */
  find(db: Executor, targetId: string): Promise<FoundTarget | null>;
  /** Correlated to a bookmarks row: its target in the BookmarkTarget shape (JSON), null when hidden. */
  summary: SQL;
  /** Correlated to a bookmarks row: true when its target is hidden from readers. */
  hidden?: SQL;
}

/**
 * A column of the bookmarks row a subquery is correlated to. Spelled out in full: Drizzle leaves a
 * column of a single-table select unqualified, which inside a subquery would name the subquery's own.
 */
const bookmarkColumn = (name: "post_id" | "content_id" | "company_id" | "event_id" | "course_id" | "kind") =>
  sql.raw(`"bookmarks"."${name}"`);

/** A timestamptz as JSON carries it to the client: ISO 8601 in UTC. */
const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const fileUrl = (storageKey: SQL) => sql`(${FILES_URL_PREFIX}::text || ${storageKey})`;

const postSummary = sql`(
  SELECT json_build_object(
    'kind', 'post',
    'id', p.id,
    'excerpt', CASE WHEN char_length(p.body) > ${POST_EXCERPT_LENGTH}::int
      THEN rtrim(left(p.body, ${POST_EXCERPT_LENGTH - 1}::int)) || '…' ELSE p.body END,
    'author', json_build_object('id', author.id, 'name', author.name, 'photoUrl', author.image),
    'company', CASE WHEN company.id IS NULL THEN NULL
      ELSE json_build_object('id', company.id, 'name', company.name) END,
    'createdAt', ${isoTime(sql`p.created_at`)})
  FROM ${posts} p
  JOIN ${users} author ON author.id = p.author_id
  LEFT JOIN ${companies} company ON company.id = p.company_id
  WHERE p.id = ${bookmarkColumn("post_id")} AND p.hidden_at IS NULL)`;

const contentSummary = sql`(
  SELECT json_build_object(
    'kind', item.kind,
    'id', item.id,
    'title', item.title,
    'summary', item.summary,
    'coverUrl', ${fileUrl(sql`cover.storage_key`)},
    'durationSeconds', item.duration_seconds,
    'company', CASE WHEN company.id IS NULL THEN NULL
      ELSE json_build_object('id', company.id, 'name', company.name) END,
    'author', CASE WHEN author.id IS NULL THEN NULL
      ELSE json_build_object('id', author.id, 'name', author.name) END,
    'publishedAt', ${isoTime(sql`item.published_at`)})
  FROM ${contentItems} item
  LEFT JOIN ${uploads} cover ON cover.id = item.cover_upload_id
  LEFT JOIN ${companies} company ON company.id = item.company_id
  LEFT JOIN ${users} author ON author.id = item.author_id
  WHERE item.id = ${bookmarkColumn("content_id")} AND item.kind = ${bookmarkColumn("kind")} AND item.hidden_at IS NULL)`;

const companySummary = sql`(
  SELECT json_build_object(
    'kind', 'company',
    'id', company.id,
    'name', company.name,
    'logoUrl', ${fileUrl(sql`logo.storage_key`)},
    'headquarter', company.headquarter,
    'isPage', company.is_page)
  FROM ${companies} company
  LEFT JOIN ${uploads} logo ON logo.id = company.logo_upload_id
  WHERE company.id = ${bookmarkColumn("company_id")})`;

// A cancelled event stays listed, marked, so the member sees what became of it.
const eventSummary = sql`(
  SELECT json_build_object(
    'kind', 'event',
    'id', event.id,
    'title', event.title,
    'startsAt', ${isoTime(sql`event.starts_at`)},
    'endsAt', ${isoTime(sql`event.ends_at`)},
    'timeZone', event.time_zone,
    'format', event.format,
    'venue', event.venue,
    'location', event.location,
    'host', CASE WHEN host.id IS NULL THEN NULL
      ELSE json_build_object('id', host.id, 'name', host.name) END,
    'cancelled', event.cancelled_at IS NOT NULL)
  FROM ${events} event
  LEFT JOIN ${companies} host ON host.id = event.host_company_id
  WHERE event.id = ${bookmarkColumn("event_id")})`;

// Only published courses are bookmarked, and a published course stays published.
const courseSummary = sql`(
  SELECT json_build_object(
    'kind', 'course',
    'id', course.id,
    'title', course.title,
    'summary', course.summary,
    'coverUrl', ${fileUrl(sql`cover.storage_key`)},
    'lessonCount', course.lesson_count,
    'minutes', course.total_minutes,
    'company', CASE WHEN company.id IS NULL THEN NULL
      ELSE json_build_object('id', company.id, 'name', company.name) END,
    'publishedAt', ${isoTime(sql`course.published_at`)})
  FROM ${courses} course
  LEFT JOIN ${uploads} cover ON cover.id = course.cover_upload_id
  LEFT JOIN ${companies} company ON company.id = course.company_id
  WHERE course.id = ${bookmarkColumn("course_id")} AND course.status = 'published')`;

// An item that is no longer of the bookmark's kind is as gone for it as a hidden one.
const contentHidden = sql`EXISTS (SELECT 1 FROM ${contentItems} item
  WHERE item.id = ${bookmarkColumn("content_id")}
    AND (item.hidden_at IS NOT NULL OR item.kind <> ${bookmarkColumn("kind")}))`;

async function findPost(db: Executor, postId: string): Promise<FoundTarget | null> {
  const [row] = await db
    .select({ companyId: companies.id, companyIsPage: companies.isPage })
    .from(posts)
    .leftJoin(companies, eq(companies.id, posts.companyId))
    .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
    .for("key share", { of: posts })
    .limit(1);
  if (!row) return null;
  return {
    company: row.companyId ? { isPage: Boolean(row.companyIsPage) } : null,
    intentTypes: null,
  };
}

function contentSource(kind: "video" | "article", label: string): TargetSource {
  return {
    label,
    field: "contentId",
    async find(db, contentId) {
      const [row] = await db
        .select({ intentTypes: contentItems.intentTypes })
        .from(contentItems)
        .where(
          and(eq(contentItems.id, contentId), eq(contentItems.kind, kind), isNull(contentItems.hiddenAt)),
        )
        .for("key share")
        .limit(1);
      return row ? { company: null, intentTypes: row.intentTypes } : null;
    },
    summary: contentSummary,
    hidden: contentHidden,
  };
}

/** An event: what its sessions are about is what bookmarking it shows interest in. */
async function findEvent(db: Executor, eventId: string): Promise<FoundTarget | null> {
  const [row] = await db
    .select({
      // Qualified in full: Drizzle leaves columns of a single-table select unqualified.
      intentTypes: sql<string[] | null>`(
        SELECT array_agg(DISTINCT t.intent_type ORDER BY t.intent_type)
        FROM ${eventSessions} s, unnest(s.intent_types) AS t(intent_type)
        WHERE s.event_id = ${sql.raw(`"events"."id"`)})`,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("key share")
    .limit(1);
  return row ? { company: null, intentTypes: row.intentTypes } : null;
}

export const TARGET_SOURCES: Record<BookmarkKind, TargetSource> = {
  post: {
    label: "Post",
    field: "postId",
    find: findPost,
    summary: postSummary,
    hidden: sql`EXISTS (SELECT 1 FROM ${posts} p WHERE p.id = ${bookmarkColumn("post_id")} AND p.hidden_at IS NOT NULL)`,
  },
  video: contentSource("video", "Video"),
  article: contentSource("article", "Article"),
  company: {
    label: "Company",
    field: "companyId",
    async find(db, companyId) {
      const [row] = await db
        .select({ isPage: companies.isPage })
        .from(companies)
        .where(eq(companies.id, companyId))
        .for("key share")
        .limit(1);
      return row ? { company: { isPage: row.isPage }, intentTypes: null } : null;
    },
    summary: companySummary,
  },
  event: {
    label: "Event",
    field: "eventId",
    find: findEvent,
    summary: eventSummary,
  },
  course: {
    label: "Course",
    field: "courseId",
    async find(db, courseId) {
      const [row] = await db
        .select({ intentTypes: courses.intentTypes })
        .from(courses)
        .where(and(eq(courses.id, courseId), eq(courses.status, "published")))
        .for("key share")
        .limit(1);
      return row ? { company: null, intentTypes: row.intentTypes } : null;
    },
    summary: courseSummary,
  },
};
