// SQL for bookmarks and their collections: a member's pages of bookmarks newest first with each
// target's summary in the same query, lookups and writes. Bookmarks of hidden targets are kept (the
// target may come back) but neither listed nor counted.

import { BOOKMARK_KINDS, type BookmarkKind, type BookmarkTarget } from "@common/bookmarks";
import type { Executor } from "@server/platform/database/client";
import { bookmarkCollections, bookmarks } from "@server/platform/database/schema/bookmarks";
import { signals } from "@server/platform/database/schema/signals";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { TARGET_SOURCES } from "./bookmark-targets.repository";

/** Sort key of the bookmark list: creation time (as text, microseconds kept), then id, both descending. */
export type BookmarkKey = [string, string];

const sources = BOOKMARK_KINDS.map((kind) => ({ kind, ...TARGET_SOURCES[kind] }));

const targetColumn = (kind: BookmarkKind) => bookmarks[TARGET_SOURCES[kind].field];

const targetIdColumns = [...new Set(sources.map((source) => source.field))].map((field) => bookmarks[field]);

// Kinds that share a table (videos and articles) share one condition.
const hiddenConditions = [...new Set(sources.flatMap((source) => (source.hidden ? [source.hidden] : [])))];

/** Correlated to a bookmarks row: its target is one readers may see. */
const targetVisible: SQL =
  hiddenConditions.length > 0 ? sql`NOT (${sql.join(hiddenConditions, sql` OR `)})` : sql`true`;

const bookmarkColumns = {
  id: bookmarks.id,
  kind: bookmarks.kind,
  targetId: sql<string>`coalesce(${sql.join(targetIdColumns, sql`, `)})::text`,
  collectionId: bookmarks.collectionId,
  createdAt: bookmarks.createdAt,
  createdAtKey: sql<string>`${bookmarks.createdAt}::text`,
  target: sql<BookmarkTarget | null>`CASE ${bookmarks.kind} ${sql.join(
    sources.map((source) => sql`WHEN ${source.kind}::text THEN ${source.summary}`),
    sql` `,
  )} END`,
};

export type BookmarkRow = {
  id: string;
  kind: string;
  targetId: string;
  collectionId: string | null;
  createdAt: Date;
  createdAtKey: string;
  /** Null when the target is hidden from readers. */
  target: BookmarkTarget | null;
};

export interface BookmarkListOptions {
  limit: number;
  after?: BookmarkKey;
  offset?: number;
  kind?: BookmarkKind;
  collectionId?: string;
}

/** One page of the member's bookmarks of visible targets, newest first. */
export async function listBookmarks(
  db: Executor,
  userId: string,
  page: BookmarkListOptions,
): Promise<BookmarkRow[]> {
  const conditions: SQL[] = [eq(bookmarks.userId, userId), targetVisible];
  if (page.kind) conditions.push(eq(bookmarks.kind, page.kind));
  if (page.collectionId) conditions.push(eq(bookmarks.collectionId, page.collectionId));
  if (page.after) {
    conditions.push(
      sql`(${bookmarks.createdAt}, ${bookmarks.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select(bookmarkColumns)
    .from(bookmarks)
    .where(and(...conditions))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function bookmarkKey(row: BookmarkRow): BookmarkKey {
  return [row.createdAtKey, row.id];
}

/** The member's bookmark of this target, whether or not the target is visible. */
export async function findBookmark(
  db: Executor,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
): Promise<BookmarkRow | null> {
  const [row] = await db
    .select(bookmarkColumns)
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), eq(targetColumn(kind), targetId)))
    .limit(1);
  return row ?? null;
}

/** Adds the bookmark; null when the member already had it (the first writer wins a race). */
export async function insertBookmark(
  db: Executor,
  values: { userId: string; kind: BookmarkKind; targetId: string; collectionId: string | null },
): Promise<string | null> {
  const [row] = await db
    .insert(bookmarks)
    .values({
      userId: values.userId,
      kind: values.kind,
      collectionId: values.collectionId,
      [TARGET_SOURCES[values.kind].field]: values.targetId,
    })
    .onConflictDoNothing()
    .returning({ id: bookmarks.id });
  return row?.id ?? null;
}

export async function setBookmarkCollection(db: Executor, bookmarkId: string, collectionId: string | null) {
  await db.update(bookmarks).set({ collectionId }).where(eq(bookmarks.id, bookmarkId));
}

/** Removes the member's bookmark of this target; false when there was none. */
export async function deleteBookmark(
  db: Executor,
  userId: string,
  kind: BookmarkKind,
  targetId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.userId, userId), eq(bookmarks.kind, kind), eq(targetColumn(kind), targetId)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

/** Whether bookmarking this subject ever counted as interest for the member. */
export async function hasBookmarkSignal(
  db: Executor,
  userId: string,
  subjectKind: string,
  subjectId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: signals.id })
    .from(signals)
    .where(
      and(
        eq(signals.userId, userId),
        eq(signals.kind, "bookmark"),
        eq(signals.subjectKind, subjectKind),
        eq(signals.subjectId, subjectId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

const collectionColumns = {
  id: bookmarkCollections.id,
  name: bookmarkCollections.name,
  createdAt: bookmarkCollections.createdAt,
  // Qualified in full: Drizzle leaves columns of a single-table select unqualified.
  bookmarkCount: sql<number>`(
    SELECT count(*)::int FROM ${bookmarks}
    WHERE "bookmarks"."collection_id" = "bookmark_collections"."id" AND ${targetVisible})`,
};

export type CollectionRow = { id: string; name: string; createdAt: Date; bookmarkCount: number };

/** All of the member's collections, by name. */
export async function listCollections(db: Executor, userId: string): Promise<CollectionRow[]> {
  return db
    .select(collectionColumns)
    .from(bookmarkCollections)
    .where(eq(bookmarkCollections.userId, userId))
    .orderBy(asc(sql`lower(${bookmarkCollections.name})`), asc(bookmarkCollections.id));
}

/**
 * The member's collection with this id; null for an unknown id and for anyone else's. With `lock`,
 * it cannot be deleted until the transaction ends, so a bookmark can be filed in it safely.
 */
export async function findCollection(
  db: Executor,
  userId: string,
  collectionId: string,
  options: { lock?: boolean } = {},
): Promise<CollectionRow | null> {
  const query = db
    .select(collectionColumns)
    .from(bookmarkCollections)
    .where(and(eq(bookmarkCollections.id, collectionId), eq(bookmarkCollections.userId, userId)))
    .limit(1);
  const [row] = options.lock ? await query.for("key share") : await query;
  return row ?? null;
}

/** Serialises one member's collection writes, so the ceiling on their number holds under races. */
export async function lockMemberCollections(db: Executor, userId: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('bookmark_collections:' || ${userId}))`);
}

export async function countCollections(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(bookmarkCollections)
    .where(eq(bookmarkCollections.userId, userId));
  return row?.count ?? 0;
}

const NAME_INDEX = "bookmark_collections_name_idx";

/** The new collection's id; null when the member already has one of that name (in any case). */
export async function insertCollection(db: Executor, userId: string, name: string): Promise<string | null> {
  try {
    const [row] = await db
      .insert(bookmarkCollections)
      .values({ userId, name })
      .returning({ id: bookmarkCollections.id });
    return row?.id ?? null;
  } catch (error) {
    // The unique index decides, so two concurrent creations cannot both win.
    if (violates(error, NAME_INDEX)) return null;
    throw error;
  }
}

/** Renames the member's collection: "renamed", "missing" (not theirs) or "taken" (the name is). */
export async function renameCollection(
  db: Executor,
  userId: string,
  collectionId: string,
  name: string,
): Promise<"renamed" | "missing" | "taken"> {
  try {
    const updated = await db
      .update(bookmarkCollections)
      .set({ name })
      .where(and(eq(bookmarkCollections.id, collectionId), eq(bookmarkCollections.userId, userId)))
      .returning({ id: bookmarkCollections.id });
    return updated.length > 0 ? "renamed" : "missing";
  } catch (error) {
    if (violates(error, NAME_INDEX)) return "taken";
    throw error;
  }
}

/** Deletes the member's collection; its bookmarks stay, outside any collection (ON DELETE SET NULL). */
export async function deleteCollection(db: Executor, userId: string, collectionId: string): Promise<boolean> {
  const deleted = await db
    .delete(bookmarkCollections)
    .where(and(eq(bookmarkCollections.id, collectionId), eq(bookmarkCollections.userId, userId)))
    .returning({ id: bookmarkCollections.id });
  return deleted.length > 0;
}

/** Whether a query failed on this unique index (drizzle wraps the driver's error as its cause). */
function violates(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && current.code === "23505") {
      return "constraint" in current && current.constraint === constraint;
    }
  }
  return false;
}
