// Keyset cursors: the sort key of the last row of a page, opaque to clients (base64url JSON).
import { invalid } from "../errors";

export type CursorKey = (string | number | boolean | null)[];

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key inside a cursor, checked against the shape the list expects; 400 when it is not one. */
export function decodeCursor<T extends CursorKey>(cursor: string, isKey: (key: CursorKey) => key is T): T {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid("cursor: not a cursor this list gave out.");
  }
  if (!Array.isArray(key) || !isKey(key as CursorKey))
    throw invalid("cursor: not a cursor this list gave out.");
  return key as T;
}

/**
 * Turns rows fetched with limit + 1 into a page: the extra row only tells that more exist.
 */
export function toPage<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => CursorKey,
): { items: Item[]; nextCursor: string | null } {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows.at(-1);
  return {
    items: pageRows.map(toItem),
    nextCursor: hasMore && last ? encodeCursor(keyOf(last)) : null,
  };
}
