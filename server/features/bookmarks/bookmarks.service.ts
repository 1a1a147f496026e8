// Rules for bookmarks: members bookmark what they may see (a hidden target, or a company they may
// not see, does not exist for them), only ever touch their own bookmarks and collections, and
// bookmarking a video, article or event counts once as interest in its intent types.

import {
  type Bookmark,
  type BookmarkCollection,
  type BookmarkCollectionList,
  BookmarkKindSchema,
  type BookmarkPage,
  type BookmarkParams,
  type BookmarksQuery,
  type CollectionInput,
  MAX_COLLECTIONS,
  type MoveBookmarkInput,
  type PutBookmarkInput,
} from "@common/bookmarks";
import { canSeeCompany } from "@server/features/companies/company-access";
import { recordSignal } from "@server/features/signals/signals.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, failure, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import { TARGET_SOURCES } from "./bookmark-targets.repository";
import {
  type BookmarkRow,
  bookmarkKey,
  type CollectionRow,
  countCollections,
  deleteBookmark,
  deleteCollection,
  findBookmark,
  findCollection,
  hasBookmarkSignal,
  insertBookmark,
  insertCollection,
  listBookmarks,
  listCollections,
  lockMemberCollections,
  renameCollection,
  setBookmarkCollection,
} from "./bookmarks.repository";

const BookmarkCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

function toBookmark(row: BookmarkRow): Bookmark {
  if (!row.target) throw notFound("Bookmark");
  return {
    id: row.id,
    kind: BookmarkKindSchema.parse(row.kind),
    targetId: row.targetId,
    collectionId: row.collectionId,
    createdAt: row.createdAt.toISOString(),
    target: row.target,
  };
}

function toCollection(row: CollectionRow): BookmarkCollection {
  return {
    id: row.id,
    name: row.name,
    bookmarkCount: row.bookmarkCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const duplicateName = (name: string) => alreadyExists(`You already have a collection named “${name}”.`);

/** The member's own collection; another member's id is as unknown as one that never existed. */
async function requireCollection(db: Executor, user: SessionUser, collectionId: string, lock = false) {
  const collection = await findCollection(db, user.id, collectionId, { lock });
  if (!collection) throw notFound("Collection");
  return collection;
}

/** The member's bookmark of a target they can still see. */
async function requireBookmark(db: Executor, user: SessionUser, { kind, targetId }: BookmarkParams) {
  const row = await findBookmark(db, user.id, kind, targetId);
  if (!row?.target) throw notFound("Bookmark");
  return row;
}

export async function memberBookmarks(
  db: Database,
  user: SessionUser,
  query: BookmarksQuery,
): Promise<BookmarkPage> {
  if (query.collectionId) await requireCollection(db, user, query.collectionId);
  const after = query.cursor ? decodeCursor(query.cursor, BookmarkCursor) : undefined;
  const rows = await listBookmarks(db, user.id, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    kind: query.kind,
    collectionId: query.collectionId,
  });
  return toPage(rows, query.limit, toBookmark, bookmarkKey);
}

/** The member's bookmark of one target: 404 when they have none, so a page tells its bookmark state. */
export async function memberBookmark(
  db: Database,
  user: SessionUser,
  params: BookmarkParams,
): Promise<Bookmark> {
  return toBookmark(await requireBookmark(db, user, params));
}

/**
 * Bookmarks the target, or leaves an existing bookmark be; a collectionId (or null) given files the
 * bookmark there either way.
 */
export async function addBookmark(
  db: Database,
  user: SessionUser,
  params: BookmarkParams,
  input: PutBookmarkInput,
): Promise<Bookmark> {
  const source = TARGET_SOURCES[params.kind];
  return db.transaction(async (tx) => {
    const target = await source.find(tx, params.targetId);
    if (!target || (target.company && !canSeeCompany(user, target.company))) {
      throw notFound(source.label);
    }
    if (input.collectionId) await requireCollection(tx, user, input.collectionId, true);
    const createdId = await insertBookmark(tx, {
      userId: user.id,
      kind: params.kind,
      targetId: params.targetId,
      collectionId: input.collectionId ?? null,
    });
    if (createdId) {
      // Removing a bookmark and adding it again shows no new interest.
      if (target.intentTypes && !(await hasBookmarkSignal(tx, user.id, params.kind, params.targetId))) {
        await recordSignal(tx, user, "bookmark", {
          kind: params.kind,
          id: params.targetId,
          intentTypes: target.intentTypes,
        });
      }
    } else if (input.collectionId !== undefined) {
      const existing = await requireBookmark(tx, user, params);
      await setBookmarkCollection(tx, existing.id, input.collectionId);
    }
    return toBookmark(await requireBookmark(tx, user, params));
  });
}

export async function moveBookmark(
  db: Database,
  user: SessionUser,
  params: BookmarkParams,
  input: MoveBookmarkInput,
): Promise<Bookmark> {
  return db.transaction(async (tx) => {
    const row = await requireBookmark(tx, user, params);
    if (input.collectionId) await requireCollection(tx, user, input.collectionId, true);
    await setBookmarkCollection(tx, row.id, input.collectionId);
    return toBookmark({ ...row, collectionId: input.collectionId });
  });
}

/** Removes the member's bookmark, also of a target hidden since, so nothing is kept against their will. */
export async function removeBookmark(db: Database, user: SessionUser, params: BookmarkParams): Promise<void> {
  const deleted = await deleteBookmark(db, user.id, params.kind, params.targetId);
  if (!deleted) throw notFound("Bookmark");
}

export async function memberCollections(db: Database, user: SessionUser): Promise<BookmarkCollectionList> {
  const rows = await listCollections(db, user.id);
  return { items: rows.map(toCollection) };
}

export async function createCollection(
  db: Database,
  user: SessionUser,
  input: CollectionInput,
): Promise<BookmarkCollection> {
  return db.transaction(async (tx) => {
    await lockMemberCollections(tx, user.id);
    if ((await countCollections(tx, user.id)) >= MAX_COLLECTIONS) {
      throw failure(`You can keep at most ${MAX_COLLECTIONS} collections; delete one to make room.`);
    }
    const id = await insertCollection(tx, user.id, input.name);
    if (!id) throw duplicateName(input.name);
    return toCollection(await requireCollection(tx, user, id));
  });
}

export async function editCollection(
  db: Database,
  user: SessionUser,
  collectionId: string,
  input: CollectionInput,
): Promise<BookmarkCollection> {
  const outcome = await renameCollection(db, user.id, collectionId, input.name);
  if (outcome === "missing") throw notFound("Collection");
  if (outcome === "taken") throw duplicateName(input.name);
  return toCollection(await requireCollection(db, user, collectionId));
}

export async function removeCollection(db: Database, user: SessionUser, collectionId: string): Promise<void> {
  if (!(await deleteCollection(db, user.id, collectionId))) throw notFound("Collection");
}
