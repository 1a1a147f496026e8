import { describe, expect, it } from "vitest";
import { articleMinutes, certificateHours, formatMinutes, videoMinutes } from "./learning-format";

describe("learning lengths", () => {
  it("reads an article at 220 words a minute, rounding up, and counts at least a minute", () => {
    expect(articleMinutes("")).toBe(1);
    expect(articleMinutes(Array.from({ length: 221 }, () => "word").join(" \n "))).toBe(2);
  });

  it("counts a video's started minutes, and a minute for one of unknown length", () => {
    expect(videoMinutes(null)).toBe(1);
    expect(videoMinutes(61)).toBe(2);
  });

  it("writes lengths in hours and minutes", () => {
    expect(formatMinutes(40)).toBe("40 min");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(85)).toBe("1 h 25 min");
  });

  it("states certificate hours to the quarter, at least a quarter", () => {
    expect(certificateHours(2)).toBe(0.25);
    expect(certificateHours(52)).toBe(0.75);
    expect(certificateHours(95)).toBe(1.5);
  });
});
