import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "./footer";

describe("the footer", () => {
  afterEach(() => vi.useRealTimers());

  it("shows the copyright line with the current year", () => {
    vi.useFakeTimers({ now: new Date("2031-06-01T12:00:00Z"), toFake: ["Date"] });
    render(<Footer />);
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 Summit. All rights reserved.");
  });
});
