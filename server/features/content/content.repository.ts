// SQL for the content library: pages newest first with the publisher, author, files and the
// caller's own progress and bookmark in the same query (no N+1); writes; and progress, which also
// tells whether a member opens an item for the first time.

import type { ContentKind } from "@common/content";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import { contentItems, contentProgress } from "@server/platform/database/schema/content";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

const cover = alias(uploads, "cover");
const video = alias(uploads, "video");
const logo = alias(uploads, "logo");

/** The columns of a page and of one item; lists leave out the body, which may be long. */
function itemColumns(viewerId: string, detail: boolean) {
  return {
    id: contentItems.id,
    kind: contentItems.kind,
    title: contentItems.title,
    summary: contentItems.summary,
    body: detail ? contentItems.body : sql<string>`''`,
    hubs: contentItems.hubs,
    intentTypes: contentItems.intentTypes,
    visibility: contentItems.visibility,
    viewCount: contentItems.viewCount,
    durationSeconds: contentItems.durationSeconds,
    publishedAt: contentItems.publishedAt,
    // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
    publishedAtKey: sql<string>`${contentItems.publishedAt}::text`,
    updatedAt: contentItems.updatedAt,
    companyId: companies.id,
    companyName: companies.name,
    companyLogoKey: logo.storageKey,
    authorId: users.id,
    authorName: users.name,
    authorJobTitle: users.jobTitle,
    authorPhotoUrl: users.image,
    authorVisibility: users.profileVisibility,
    coverKey: cover.storageKey,
    videoKey: video.storageKey,
    videoContentType: video.contentType,
    progressPosition: contentProgress.position,
    progressCompletedAt: contentProgress.completedAt,
    bookmarked: sql<boolean>`EXISTS (
      SELECT 1 FROM ${bookmarks}
      WHERE ${bookmarks.userId} = ${viewerId} AND ${bookmarks.contentId} = ${contentItems.id})`,
    viewerAdministersCompany: detail
      ? sql<boolean>`EXISTS (
          SELECT 1 FROM ${companyAdmins}
          WHERE ${companyAdmins.companyId} = ${contentItems.companyId} AND ${companyAdmins.userId} = ${viewerId})`
      : sql<boolean>`false`,
  };
}

export type ContentRow = {
  id: string;
  kind: string;
  title: string;
  summary: string;
  hubs: string[];
  intentTypes: string[];
  visibility: string;
  viewCount: number;
  durationSeconds: number | null;
  publishedAt: Date;
  publishedAtKey: string;
  updatedAt: Date;
  companyId: string | null;
  companyName: string | null;
  companyLogoKey: string | null;
  authorId: string | null;
  authorName: string | null;
  authorJobTitle: string | null;
  authorPhotoUrl: string | null;
  authorVisibility: unknown;
  coverKey: string | null;
  videoKey: string | null;
  videoContentType: string | null;
  progressPosition: number | null;
  progressCompletedAt: Date | null;
  bookmarked: boolean;
};

export type ContentDetailRow = ContentRow & { body: string; viewerAdministersCompany: boolean };

function selectItems(db: Executor, viewerId: string, detail: boolean) {
  return db
    .select(itemColumns(viewerId, detail))
    .from(contentItems)
    .leftJoin(companies, eq(companies.id, contentItems.companyId))
    .leftJoin(logo, eq(logo.id, companies.logoUploadId))
    .leftJoin(users, eq(users.id, contentItems.authorId))
    .leftJoin(cover, eq(cover.id, contentItems.coverUploadId))
    .leftJoin(video, eq(video.id, contentItems.videoUploadId))
    .leftJoin(
      contentProgress,
      and(eq(contentProgress.contentId, contentItems.id), eq(contentProgress.userId, viewerId)),
    );
}

/** Sort key of the library: publication time (as text), then id, both descending. */
export type ContentKey = [string, string];

export interface ContentFilter {
  kind?: ContentKind;
  hub?: string;
  intentType?: string;
  search?: string;
}

/** One page of visible items, newest first; `after` continues a keyset, else `offset` rows are skipped. */
export async function listContent(
  db: Executor,
  viewerId: string,
  filter: ContentFilter,
  page: { limit: number; after?: ContentKey; offset?: number },
): Promise<ContentRow[]> {
  const conditions: SQL[] = [isNull(contentItems.hiddenAt)];
  if (filter.kind) conditions.push(eq(contentItems.kind, filter.kind));
  // Containment (@>) is what the GIN index on hubs answers.
  if (filter.hub) conditions.push(sql`${contentItems.hubs} @> ARRAY[${filter.hub}]::text[]`);
  if (filter.intentType) {
    conditions.push(sql`${contentItems.intentTypes} @> ARRAY[${filter.intentType}]::text[]`);
  }
  if (filter.search) {
    conditions.push(sql`${contentItems.searchVector} @@ websearch_to_tsquery('english', ${filter.search})`);
  }
  if (page.after) {
    conditions.push(
      sql`(${contentItems.publishedAt}, ${contentItems.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return selectItems(db, viewerId, false)
    .where(and(...conditions))
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function contentKey(row: ContentRow): ContentKey {
  return [row.publishedAtKey, row.id];
}

/** A visible item with its body and what the viewer may do with it. */
export async function findContentDetail(
  db: Executor,
  contentId: string,
  viewerId: string,
): Promise<ContentDetailRow | null> {
  const [row] = await selectItems(db, viewerId, true)
    .where(and(eq(contentItems.id, contentId), isNull(contentItems.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** What decides who may change an item and what its signals are about; hidden items are not found. */
export async function findContentAccess(db: Executor, contentId: string) {
  const [row] = await db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      companyId: contentItems.companyId,
      intentTypes: contentItems.intentTypes,
    })
    .from(contentItems)
    .where(and(eq(contentItems.id, contentId), isNull(contentItems.hiddenAt)))
    .limit(1);
  return row ?? null;
}

export type ContentValues = Partial<Omit<typeof contentItems.$inferInsert, "id" | "searchVector">>;

export async function insertContent(
  db: Executor,
  values: ContentValues & Pick<typeof contentItems.$inferInsert, "kind" | "title" | "hubs" | "intentTypes">,
): Promise<string> {
  const [row] = await db.insert(contentItems).values(values).returning({ id: contentItems.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateContent(db: Executor, contentId: string, values: ContentValues): Promise<void> {
  await db
    .update(contentItems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contentItems.id, contentId));
}

/** Moderation: true when the item exists, hidden or not, and was set as asked. */
/** An item as moderation names it, locked until the transaction ends; null when there is none. */
export async function lockContentForModeration(db: Executor, contentId: string) {
  const [row] = await db
    .select({
      kind: contentItems.kind,
      title: contentItems.title,
      hidden: sql<boolean>`${contentItems.hiddenAt} IS NOT NULL`,
    })
    .from(contentItems)
    .where(eq(contentItems.id, contentId))
    .for("update");
  return row ?? null;
}

export async function setContentHidden(db: Executor, contentId: string, hidden: boolean): Promise<boolean> {
  const rows = await db
    .update(contentItems)
    .set({ hiddenAt: hidden ? sql`coalesce(${contentItems.hiddenAt}, now())` : null })
    .where(eq(contentItems.id, contentId))
    .returning({ id: contentItems.id });
  return rows.length > 0;
}

export async function deleteContent(db: Executor, contentId: string): Promise<void> {
  await db.delete(contentItems).where(eq(contentItems.id, contentId));
}

/**
 * Makes sure the member has a progress row for the item (at position 0 when new) and counts them
 * among its viewers the first time: view_count counts distinct members, and the progress row is
 * what says a member has opened the item. True when this call created the row.
 */
export async function openContent(db: Executor, userId: string, contentId: string): Promise<boolean> {
  const created = await db
    .insert(contentProgress)
    .values({ userId, contentId, position: 0 })
    .onConflictDoNothing()
    .returning({ contentId: contentProgress.contentId });
  if (created.length === 0) return false;
  await db
    .update(contentItems)
    .set({ viewCount: sql`${contentItems.viewCount} + 1` })
    .where(eq(contentItems.id, contentId));
  return true;
}

/**
 * Moves the member to `position`; returns where they were and the seconds since they last saved
 * (null when they had no progress).
 */
export async function setProgressPosition(
  db: Executor,
  userId: string,
  contentId: string,
  position: number,
): Promise<{ position: number; secondsSince: number } | null> {
  const result = await db.execute<{ position: number; seconds_since: number }>(sql`
    UPDATE content_progress p SET position = ${position}, updated_at = now()
    FROM (SELECT position, updated_at FROM content_progress
      WHERE user_id = ${userId} AND content_id = ${contentId}::uuid FOR UPDATE) old
    WHERE p.user_id = ${userId} AND p.content_id = ${contentId}::uuid
    RETURNING old.position, extract(epoch FROM now() - old.updated_at)::float8 AS seconds_since`);
  const row = result.rows[0];
  return row ? { position: row.position, secondsSince: row.seconds_since } : null;
}

/**
 * Marks the item completed unless it already is; true only for the call that completed it, so a
 * first completion is told apart even when two arrive at once (the row lock orders them).
 */
export async function completeProgress(db: Executor, userId: string, contentId: string): Promise<boolean> {
  const completed = await db
    .update(contentProgress)
    .set({ completedAt: sql`now()` })
    .where(
      and(
        eq(contentProgress.userId, userId),
        eq(contentProgress.contentId, contentId),
        isNull(contentProgress.completedAt),
      ),
    )
    .returning({ contentId: contentProgress.contentId });
  return completed.length > 0;
}

export async function findProgress(db: Executor, userId: string, contentId: string) {
  const [row] = await db
    .select({ position: contentProgress.position, completedAt: contentProgress.completedAt })
    .from(contentProgress)
    .where(and(eq(contentProgress.userId, userId), eq(contentProgress.contentId, contentId)))
    .limit(1);
  return row ?? null;
}
