import { describe, expect, it } from "vitest";
import { isoDateTime } from "./date-time";

const StartsAt = isoDateTime("startsAt must be an ISO 8601 date and time");

describe("isoDateTime", () => {
  it.each([
    "2025-03-01T09:00:00+01:00",
    "2025-03-01T09:00:00.123Z",
    "0001-01-01T00:00:00Z",
    "9999-12-31T08:00:00-15:00",
  ])("accepts %s", (value) => {
    expect(StartsAt.safeParse(value).success).toBe(true);
  });

  it.each([
    ["year 0, which PostgreSQL does not have", "0000-06-01T00:00:00Z"],
    ["a time that is past year 9999 in UTC", "9999-12-31T20:00:00-15:00"],
    ["a day the month does not have", "2025-02-30T00:00:00Z"],
    ["no offset", "2025-03-01T09:00:00"],
  ])("refuses %s, naming the field", (_label, value) => {
    const result = StartsAt.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "startsAt must be an ISO 8601 date and time",
    ]);
  });
});
