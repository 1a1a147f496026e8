import { afterEach, describe, expect, it, vi } from "vitest";
import {
  differsFromViewer,
  formatMeetingTime,
  formatRange,
  formatTimes,
  isoToWallTime,
  wallTimeToIso,
} from "./zoned-time";

function viewerIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    timeZone,
  } as Intl.ResolvedDateTimeFormatOptions);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe("wall-clock time in a zone", () => {
  it("reads a wall-clock time in the zone, across daylight saving", () => {
    expect(wallTimeToIso("2031-05-06T09:00", "Europe/London")).toBe("2031-05-06T08:00:00.000Z");
    expect(wallTimeToIso("2031-01-06T09:00", "Europe/London")).toBe("2031-01-06T09:00:00.000Z");
    expect(wallTimeToIso("2031-05-06T09:00", "America/New_York")).toBe("2031-05-06T13:00:00.000Z");
    expect(wallTimeToIso("2031-05-06T09:00", "Asia/Kolkata")).toBe("2031-05-06T03:30:00.000Z");
    expect(wallTimeToIso("not a time", "UTC")).toBeNull();
  });

  it("reads a time the clock shows twice as one of its instants, whatever the browser's zone", () => {
    // London's clocks fall back from 02:00 BST to 01:00 GMT on 25 October 2026.
    for (const browserZone of ["UTC", "Europe/London"]) {
      vi.stubEnv("TZ", browserZone);
      expect(wallTimeToIso("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T01:30:00.000Z");
    }
  });

  it("writes an instant back as the zone's wall-clock time", () => {
    expect(isoToWallTime("2031-05-06T08:00:00.000Z", "Europe/London")).toBe("2031-05-06T09:00");
    expect(isoToWallTime("2031-05-06T08:00:00.000Z", "Asia/Tokyo")).toBe("2031-05-06T17:00");
    expect(isoToWallTime("2031-12-31T23:30:00.000Z", "Europe/Berlin")).toBe("2032-01-01T00:30");
  });

  it("tells whether the viewer's clock reads differently from the zone's", () => {
    viewerIn("Europe/Lisbon");
    expect(differsFromViewer("2031-05-06T08:00:00.000Z", "Europe/Lisbon")).toBe(false);
    expect(differsFromViewer("2031-05-06T08:00:00.000Z", "Europe/London")).toBe(false);
    expect(differsFromViewer("2031-05-06T08:00:00.000Z", "Europe/Paris")).toBe(true);
  });
});

describe("times shown in a zone", () => {
  it("shows a range with the zone's name", () => {
    const text = formatRange("2031-05-06T08:00:00.000Z", "2031-05-06T10:30:00.000Z", "UTC");
    expect(text).toMatch(/2031/);
    expect(text).toMatch(/08:00/);
    expect(text).toMatch(/10:30.*UTC$/);
  });

  it("shows the end's day when a range ends on another day in the zone", () => {
    const sameDay = formatRange("2031-05-06T08:00:00.000Z", "2031-05-06T10:30:00.000Z", "Asia/Tokyo");
    const nextDay = formatRange("2031-05-06T08:00:00.000Z", "2031-05-06T16:00:00.000Z", "Asia/Tokyo");
    expect(sameDay.split(" – ")[1]).not.toMatch(/May/);
    expect(nextDay.split(" – ")[1]).toMatch(/Wed.*May 7/);
  });

  it("shows a session's clock times in the zone", () => {
    expect(formatTimes("2031-05-06T08:00:00.000Z", "2031-05-06T09:15:00.000Z", "Europe/London")).toMatch(
      /^09:00.* – 10:15/,
    );
  });

  it("shows a meeting as the venue's day and 24-hour clock", () => {
    expect(formatMeetingTime("2026-11-24T10:00:00.000Z", "2026-11-24T10:30:00.000Z", "Europe/London")).toBe(
      "Tue, 24 Nov 2026, 10:00 – 10:30 GMT",
    );
    expect(formatMeetingTime("2030-06-10T09:00:00.000Z", "2030-06-10T09:30:00.000Z", "Europe/London")).toBe(
      "Mon, 10 Jun 2030, 10:00 – 10:30 BST",
    );
  });
});
