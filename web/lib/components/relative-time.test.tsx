import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RelativeTime } from "./relative-time";

describe("RelativeTime", () => {
  it("gives the machine-readable time and the exact time on hover, and says when it was edited", () => {
    render(<RelativeTime iso="2024-03-01T12:00:00.000Z" edited />);

    const time = screen.getByText("Mar 1, 2024");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2024-03-01T12:00:00.000Z");
    expect(time.getAttribute("title")).toMatch(/March 1, 2024/);
    expect(time.parentElement).toHaveTextContent("Mar 1, 2024 · edited");
  });

  it("says nothing of edits that did not happen", () => {
    const { container } = render(<RelativeTime iso="2024-03-01T12:00:00.000Z" />);

    expect(container).toHaveTextContent(/^Mar 1, 2024$/);
  });
});
