import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type CursorKey, cursorPart, decodeCursor, encodeCursor, isTimestampText } from "./cursor";

describe("a cursor's timestamp", () => {
  it.each([
    "2025-01-31 09:15:02.123456+00",
    "2025-01-31 09:15:02+00",
    "2024-02-29 23:59:59.5+05:30",
    "0001-01-01 00:00:00-03:30:15",
    "9999-12-31 23:59:59.999999+15:59:59",
  ])("accepts %s, as PostgreSQL writes timestamptz::text", (text) => {
    expect(isTimestampText(text)).toBe(true);
  });

  it.each([
    ["a month past 12", "2025-13-01 00:00:00+00"],
    ["month 0", "2025-00-10 00:00:00+00"],
    ["a day the month does not have", "2025-04-31 00:00:00+00"],
    ["29 February of a common year", "2023-02-29 00:00:00+00"],
    ["29 February 1900", "1900-02-29 00:00:00+00"],
    ["day 0", "2025-01-00 00:00:00+00"],
    ["hour 24", "2025-01-01 24:00:00+00"],
    ["minute 60", "2025-01-01 10:60:00+00"],
    ["a leap second", "2025-01-01 23:59:60+00"],
    ["year 0", "0000-01-01 00:00:00+00"],
    ["an offset past 15:59:59", "2025-01-01 00:00:00+16"],
    ["offset minutes past 59", "2025-01-01 00:00:00+01:60"],
    ["all of it at once", "2025-13-45 99:99:99+00"],
    ["an ISO string", "2025-01-01T00:00:00.000Z"],
    ["text after the time", "2025-01-01 00:00:00+00 BC"],
  ])("refuses %s", (_label, text) => {
    expect(isTimestampText(text)).toBe(false);
  });
});

describe("decodeCursor", () => {
  const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);
  const NameCursor = z.tuple([cursorPart.text, cursorPart.uuid]);
  const RowCursor = z.tuple([cursorPart.integer]);
  const id = "00000000-0000-4000-8000-000000000000";

  it("gives back the key of a cursor it made", () => {
    const key: [string, string] = ["2025-01-31 09:15:02.123456+00", id];
    expect(decodeCursor(encodeCursor(key), TimeCursor)).toEqual(key);
  });

  it.each([
    ["an impossible time", TimeCursor, ["2025-13-45 99:99:99+00", id]],
    ["text with the NUL character", NameCursor, ["a\u0000b", id]],
    ["an integer PostgreSQL's integer cannot hold", RowCursor, [2_147_483_648]],
  ])("refuses %s with 400", (_label, shape: z.ZodType<CursorKey>, key) => {
    expect(() => decodeCursor(encodeCursor(key), shape)).toThrow(
      expect.objectContaining({ status: 400, messages: ["cursor: not a cursor this list gave out."] }),
    );
  });
});
