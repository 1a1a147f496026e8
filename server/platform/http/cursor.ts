// Keyset cursors: the sort key of the last row of a page, opaque to clients (base64url JSON).

import { invalid } from "@server/platform/errors";
import { z } from "zod";

export type CursorKey = (string | number | boolean | null)[];

const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?(?::(\d{2}))?$/;

/** PostgreSQL refuses a time zone offset beyond 15:59:59. */
const MAX_OFFSET_HOURS = 15;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
const daysInMonth = (year: number, month: number) =>
  month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);

/**
 * A timestamp as PostgreSQL writes timestamptz::text ("2025-01-31 09:15:02.123456+00"), naming a
 * real time: the shape alone lets "2025-13-45 99:99:99+00" through to a failed cast.
 */
export function isTimestampText(text: string): boolean {
  const match = TIMESTAMP_TEXT.exec(text);
  if (!match) return false;
  const field = (group: number) => Number(match[group] ?? 0);
  const [year, month, day] = [field(1), field(2), field(3)];
  const [hour, minute, second] = [field(4), field(5), field(6)];
  const [offsetHours, offsetMinutes, offsetSeconds] = [field(7), field(8), field(9)];
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= MAX_OFFSET_HOURS &&
    offsetMinutes < 60 &&
    offsetSeconds < 60
  );
}

/** PostgreSQL's integer: a larger number fails as out of range when compared with an integer column. */
const MAX_INTEGER = 2_147_483_647;

/**
 * Parts of cursor keys, checked when a cursor comes back: a forged cursor must be a 400, not a
 * failed cast in SQL.
 */
export const cursorPart = {
  uuid: z.uuid(),
  /** Keeps microseconds, which an ISO string from JavaScript would lose. */
  timestamp: z.string().refine(isTimestampText),
  /** PostgreSQL text holds no NUL character. */
  text: z
    .string()
    .max(1000)
    .refine((value) => !value.includes("\0")),
  integer: z.number().int().min(0).max(MAX_INTEGER),
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
