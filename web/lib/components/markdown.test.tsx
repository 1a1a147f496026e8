import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const TRACKER = "https://tracker.example/pixel.png";

function renderMarkdown(markdown: string) {
  return render(<Markdown>{markdown}</Markdown>).container;
}

describe("images in Markdown", () => {
  it("shows an image from another host as a link to it, never as an image", () => {
    const container = renderMarkdown(`Our results: ![Quarterly chart](${TRACKER})`);
    const link = screen.getByRole("link", { name: "Quarterly chart (image)" });
    expect(link).toHaveAttribute("href", TRACKER);
    expect(link).toHaveAttribute("rel", "noopener nofollow");
    expect(container.querySelector("img")).toBeNull();
  });

  it("names the link by its address when the image has no alt text", () => {
    const container = renderMarkdown(`![](${TRACKER})`);
    expect(screen.getByRole("link", { name: `${TRACKER} (image)` })).toHaveAttribute("href", TRACKER);
    expect(container.querySelector("img")).toBeNull();
  });

  it.each([
    ["another host's /api/files/ path", "https://tracker.example/api/files/images/a.png"],
    ["a protocol-relative address", "//tracker.example/api/files/images/a.png"],
    ["a path that climbs out of /api/files/", "/api/files/../../tracker/pixel.png"],
  ])("does not take %s for Summit's own", (_label, src) => {
    const container = renderMarkdown(`![Logo](${src})`);
    expect(screen.getByRole("link", { name: "Logo (image)" })).toBeInTheDocument();
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows Summit's own images", () => {
    renderMarkdown("![Team offsite](/api/files/images/0b1c2d3e.png)");
    expect(screen.getByRole("img", { name: "Team offsite" })).toHaveAttribute(
      "src",
      "/api/files/images/0b1c2d3e.png",
    );
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("keeps an image from another host inside a link as that link's text", () => {
    const container = renderMarkdown(`[![Vendor logo](${TRACKER})](https://vendor.example)`);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "https://vendor.example");
    expect(links[0]).toHaveAccessibleName("Vendor logo (image)");
    expect(container.querySelector("img")).toBeNull();
  });

  it("shows an image whose address is not allowed as its alt text alone", () => {
    const container = renderMarkdown("![Diagram](javascript:alert(1))");
    expect(screen.getByText("Diagram")).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });
});

describe("links in Markdown", () => {
  it("opens a web address in a new tab, without handing the page over", () => {
    renderMarkdown("[Our report](https://example.com/report)");
    const link = screen.getByRole("link", { name: "Our report" });
    expect(link).toHaveAttribute("href", "https://example.com/report");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener nofollow");
  });
});
