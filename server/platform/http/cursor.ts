// Keyset cursors: the sort key of the last row of a page, opaque to clients (base64url JSON).
import { z } from "zod";
import { invalid } from "../errors";

export type CursorKey = (string | number | boolean | null)[];

/**
 * Parts of cursor keys, checked when a cursor comes back: a forged cursor must be a 400, not a
 * failed cast in SQL.
 */
export const cursorPart = {
  uuid: z.uuid(),
  /** A timestamp as PostgreSQL writes timestamptz::text ("2025-01-31 09:15:02.123456+00"), which keeps microseconds. */
  timestamp: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/),
  text: z.string().max(1000),
  integer: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  boolean: z.boolean(),
};

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key inside a cursor, checked against the shape the list expects; 400 when it is not one. */
export function decodeCursor<T extends CursorKey>(cursor: string, shape: z.ZodType<T>): T {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid("cursor: not a cursor this list gave out.");
  }
  const parsed = shape.safeParse(key);
  if (!parsed.success) throw invalid("cursor: not a cursor this list gave out.");
  return parsed.data;
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
