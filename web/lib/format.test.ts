import { describe, expect, it } from "vitest";
import {
  formatCount,
  formatDate,
  formatDollars,
  formatDuration,
  formatFileSize,
  formatLongDate,
  formatMinutes,
  formatNumber,
  formatRelativeTime,
  spokenDuration,
} from "./format";

const NOW = Date.parse("2025-06-20T12:00:00.000Z");
const ago = (milliseconds: number) => new Date(NOW - milliseconds).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatRelativeTime", () => {
  it.each([
    [ago(0), "just now"],
    [ago(59_000), "just now"],
    [ago(MINUTE), "1 min. ago"],
    [ago(5 * MINUTE), "5 min. ago"],
    [ago(2 * HOUR), "2 hr. ago"],
    [ago(DAY), "yesterday"],
    [ago(3 * DAY), "3 days ago"],
    ["2025-06-05T12:00:00.000Z", "Jun 5"],
    ["2024-03-01T12:00:00.000Z", "Mar 1, 2024"],
  ])("writes %s as %s", (iso, expected) => {
    expect(formatRelativeTime(iso, NOW)).toBe(expected);
  });
});

describe("dates", () => {
  it("writes a day with a short month, or a long one", () => {
    expect(formatDate("2024-03-01T12:00:00.000Z")).toBe("Mar 1, 2024");
    expect(formatLongDate("2024-03-01T12:00:00.000Z")).toBe("March 1, 2024");
  });
});

describe("counts", () => {
  it("groups thousands and picks the word for one or many", () => {
    expect(formatNumber(1_234_567)).toBe("1,234,567");
    expect(formatCount(0, "follower", "followers")).toBe("0 followers");
    expect(formatCount(1, "follower", "followers")).toBe("1 follower");
    expect(formatCount(1200, "view", "views")).toBe("1,200 views");
  });
});

describe("formatDollars", () => {
  it("shows cents only when there are some", () => {
    expect(formatDollars(4900)).toBe("$49");
    expect(formatDollars(4950)).toBe("$49.50");
    expect(formatDollars(129_900)).toBe("$1,299");
  });
});

describe("formatFileSize", () => {
  it.each([
    [512, "512 B"],
    [1536, "1.5 KB"],
    [5 * 1024 * 1024, "5 MB"],
    [1.25 * 1024 * 1024 * 1024, "1.3 GB"],
  ])("writes %d bytes as %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});

describe("durations", () => {
  it.each([
    [0, "0:00"],
    [75, "1:15"],
    [754.9, "12:34"],
    [3725, "1:02:05"],
    [-5, "0:00"],
  ])("shows %d seconds as %s", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([
    [0, "0 seconds"],
    [60, "1 minute"],
    [75, "1 minute 15 seconds"],
    [7201, "2 hours 1 second"],
  ])("says %d seconds as %s", (seconds, expected) => {
    expect(spokenDuration(seconds)).toBe(expected);
  });

  it("rounds to whole minutes, never below one", () => {
    expect(formatMinutes(10)).toBe("1 min");
    expect(formatMinutes(754)).toBe("13 min");
    expect(formatMinutes(3600)).toBe("60 min");
  });
});
