import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatPostTime, PostTime } from "./post-time";

const NOW = Date.parse("2025-06-20T12:00:00.000Z");
const ago = (milliseconds: number) => new Date(NOW - milliseconds).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("formatPostTime", () => {
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
    expect(formatPostTime(iso, NOW)).toBe(expected);
  });
});

describe("PostTime", () => {
  it("gives the machine-readable time and the exact time on hover, and says when it was edited", () => {
    render(<PostTime iso="2024-03-01T12:00:00.000Z" edited />);

    const time = screen.getByText("Mar 1, 2024");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2024-03-01T12:00:00.000Z");
    expect(time.getAttribute("title")).toMatch(/March 1, 2024/);
    expect(time.parentElement).toHaveTextContent("Mar 1, 2024 · edited");
  });

  it("says nothing of edits that did not happen", () => {
    const { container } = render(<PostTime iso="2024-03-01T12:00:00.000Z" />);

    expect(container).toHaveTextContent(/^Mar 1, 2024$/);
  });
});
