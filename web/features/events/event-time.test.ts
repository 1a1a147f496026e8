import { describe, expect, it } from "vitest";
import { formatRange, isoToWallTime, wallTimeToIso } from "./event-time";

describe("event times", () => {
  it("reads a wall-clock time in the event's zone, across daylight saving", () => {
    expect(wallTimeToIso("2031-05-06T09:00", "Europe/London")).toBe("2031-05-06T08:00:00.000Z");
    expect(wallTimeToIso("2031-01-06T09:00", "Europe/London")).toBe("2031-01-06T09:00:00.000Z");
    expect(wallTimeToIso("2031-05-06T09:00", "America/New_York")).toBe("2031-05-06T13:00:00.000Z");
    expect(wallTimeToIso("not a time", "UTC")).toBeNull();
  });

  it("writes an instant back as the zone's wall-clock time", () => {
    expect(isoToWallTime("2031-05-06T08:00:00.000Z", "Europe/London")).toBe("2031-05-06T09:00");
    expect(isoToWallTime("2031-05-06T08:00:00.000Z", "Asia/Tokyo")).toBe("2031-05-06T17:00");
  });

  it("shows a range with the zone's name", () => {
    const text = formatRange("2031-05-06T08:00:00.000Z", "2031-05-06T10:30:00.000Z", "UTC");
    expect(text).toMatch(/2031/);
    expect(text).toMatch(/08:00/);
    expect(text).toMatch(/10:30.*UTC$/);
  });
});
