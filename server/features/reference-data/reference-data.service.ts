// Reference lists: paging and search for everyone, edits for platform admins (renames carry over
// to the companies and profiles that use the name), and the seed applied at every boot.

import {
  type CreateReferenceItemInput,
  REFERENCE_KINDS,
  type ReferenceItem,
  type ReferenceItemPage,
  type ReferenceKind,
  ReferenceKindSchema,
  type ReferenceListQuery,
  type UpdateReferenceItemInput,
} from "@common/reference-data";
import { REVENUE_BANDS } from "@common/revenue-bands";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import { REFERENCE_CATALOGUE } from "./reference-catalogue";
import {
  deleteItem,
  findKindsWithItems,
  findReferenceNames,
  insertItem,
  insertMissingItems,
  listItems,
  lockItem,
  type ReferenceSortKey,
  renameCompanyListValue,
  renameCompanyText,
  renameUserIndustry,
  updateItem,
} from "./reference-data.repository";

const ADMINS_ONLY = "can change reference lists";

/** Only company sizes have an order of their own (smallest first); the other lists sort by name. */
const POSITIONED_KINDS: ReadonlySet<ReferenceKind> = new Set(["company-sizes"]);

/**
 * Where a renamed name is stored, so that companies and profiles keep pointing at the item.
 * Job titles are not carried: a member's job title is free text they typed or edited ("CIO, EMEA"),
 * and rewriting it would change words they chose. No table stores a job function yet.
 */
const RENAME_TARGETS: Partial<
  Record<ReferenceKind, (tx: Executor, from: string, to: string) => Promise<void>>
> = {
  "company-specialities": (tx, from, to) => renameCompanyListValue(tx, "specialities", from, to),
  interests: (tx, from, to) => renameCompanyListValue(tx, "interests", from, to),
  industries: async (tx, from, to) => {
    await renameCompanyText(tx, "industry", from, to);
    await renameUserIndustry(tx, from, to);
  },
  "company-sizes": (tx, from, to) => renameCompanyText(tx, "size", from, to),
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ReferenceCursor = z.tuple([
  z.number().int().min(0).max(4),
  z.number().min(0).max(1),
  cursorPart.integer,
  cursorPart.text,
  cursorPart.uuid,
]);

function decodeSortKey(cursor: string): ReferenceSortKey {
  const [bucket, distance, position, sortName, id] = decodeCursor(cursor, ReferenceCursor);
  return { bucket, distance, position, sortName, id };
}

const toItem = (row: { id: string; name: string; position: number | null }): ReferenceItem => ({
  id: row.id,
  name: row.name,
  position: row.position,
});

/**
 * A page of a list. With a cursor, the page after it (page is then ignored); otherwise the 1-based
 * page. Either way nextCursor continues from the last item, so a client may switch to cursors.
 */
export async function listReferenceItems(
  db: Database,
  kind: ReferenceKind,
  query: ReferenceListQuery,
): Promise<ReferenceItemPage> {
  const after = query.cursor ? decodeSortKey(query.cursor) : undefined;
  const search = query.search?.toLowerCase() || undefined;
  const { rows, total } = await listItems(db, {
    kind,
    orderByPosition: POSITIONED_KINDS.has(kind),
    search,
    // One row more than asked tells whether another page follows.
    limit: query.limit + 1,
    offset: after ? 0 : ((query.page ?? 1) - 1) * query.limit,
    after,
  });
  const page = toPage(rows, query.limit, toItem, (row) => [
    row.bucket,
    row.distance,
    row.sortPosition,
    row.sortName,
    row.id,
  ]);
  return { ...page, total };
}

/** The fixed bands of spec section 3; a band's id is its name, which is what companies store. */
export function listRevenueBands() {
  const items = REVENUE_BANDS.map((name, index) => ({ id: name, name, position: index + 1 }));
  return { items, total: items.length, nextCursor: null };
}

function editableKind(kind: string): ReferenceKind {
  const parsed = ReferenceKindSchema.safeParse(kind);
  if (!parsed.success) throw notFound("Reference list");
  return parsed.data;
}

function checkPosition(kind: ReferenceKind, position: number | null | undefined): void {
  if (position != null && !POSITIONED_KINDS.has(kind)) {
    throw invalid("position: only company sizes are ordered by position; the other lists sort by name.");
  }
}

const duplicate = (name: string) => alreadyExists(`"${name}" is already in this list.`);

/** An item as the audit log names it: its id, and its list and name. */
const itemTarget = (kind: ReferenceKind, item: { id: string; name: string }) => ({
  kind: "reference-item",
  ids: [item.id],
  label: `${kind}: ${item.name}`,
});
const itemFields = (item: { name: string; position: number | null }) => ({
  name: item.name,
  position: item.position,
});

export async function createReferenceItem(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  kindParam: string,
  input: CreateReferenceItemInput,
): Promise<ReferenceItem> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const kind = editableKind(kindParam);
  checkPosition(kind, input.position);
  return db.transaction(async (tx) => {
    const created = await insertItem(tx, kind, { name: input.name, position: input.position ?? null });
    if (!created) throw duplicate(input.name);
    await recordAdminAction(tx, user, origin, {
      action: "reference-item.added",
      target: itemTarget(kind, created),
      after: itemFields(created),
    });
    return toItem(created);
  });
}

/** Renames (and, for company sizes, reorders) an item; the rename reaches companies in the same transaction. */
export async function updateReferenceItem(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  kindParam: string,
  id: string,
  input: UpdateReferenceItemInput,
): Promise<ReferenceItem> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const kind = editableKind(kindParam);
  if (!UUID_PATTERN.test(id)) throw notFound("Reference item");
  checkPosition(kind, input.position);
  return db.transaction(async (tx) => {
    const current = await lockItem(tx, kind, id);
    if (!current) throw notFound("Reference item");
    const updated = await updateItem(tx, id, input);
    if (!updated) throw duplicate(input.name ?? current.name);
    const carry = RENAME_TARGETS[kind];
    if (carry && updated.name !== current.name) await carry(tx, current.name, updated.name);
    await recordAdminAction(tx, user, origin, {
      action: "reference-item.changed",
      target: itemTarget(kind, updated),
      before: itemFields(current),
      after: itemFields(updated),
    });
    return toItem(updated);
  });
}

/**
 * Removes an item from the list offered for new choices. Companies that chose it keep the value:
 * it is their data and still true of them, deleting it would silently change profiles the admin
 * never saw, and adding the name back links them to the list again.
 */
export async function deleteReferenceItem(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  kindParam: string,
  id: string,
): Promise<void> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const kind = editableKind(kindParam);
  if (!UUID_PATTERN.test(id)) throw notFound("Reference item");
  await db.transaction(async (tx) => {
    const deleted = await deleteItem(tx, kind, id);
    if (!deleted) throw notFound("Reference item");
    await recordAdminAction(tx, user, origin, {
      action: "reference-item.removed",
      target: itemTarget(kind, deleted),
      before: itemFields(deleted),
    });
  });
}

/**
 * Seeds, at every boot, each list that has no items at all. A list that has items is left alone,
 * so what platform admins renamed or deleted is never overwritten or brought back, and a boot in
 * steady state costs one small query. The schema has no per-list seed marker, hence the trade-off:
 * a list emptied completely is seeded again at the next boot, and names added to a data file later
 * reach only installations whose list is still empty (add them through the API otherwise).
 */
export async function seedReferenceData(db: Executor): Promise<void> {
  const seeded = await findKindsWithItems(db, REFERENCE_KINDS);
  for (const kind of REFERENCE_KINDS) {
    if (!seeded.has(kind)) await insertMissingItems(db, kind, REFERENCE_CATALOGUE[kind]);
  }
}

/**
 * The list's own spelling of each given name (keyed by the lowercased name); names the list does
 * not hold are absent. Writes that store reference values check them here.
 */
export async function knownReferenceNames(
  db: Executor,
  kind: ReferenceKind,
  names: string[],
): Promise<Map<string, string>> {
  return findReferenceNames(db, kind, names);
}
