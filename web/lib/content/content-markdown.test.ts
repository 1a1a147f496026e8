import { describe, expect, it } from "vitest";
import { liftHeadings } from "./content-markdown";

describe("liftHeadings", () => {
  it("starts the outline at # and keeps the steps between levels", () => {
    expect(liftHeadings("## One\n\ntext\n\n### One.a\n\n## Two")).toBe("# One\n\ntext\n\n## One.a\n\n# Two");
  });

  it("goes no deeper than ###", () => {
    expect(liftHeadings("# A\n## B\n### C\n#### D\n###### E")).toBe("# A\n## B\n### C\n### D\n### E");
  });

  it("leaves code blocks, hashtags and text without headings alone", () => {
    const markdown = "### Setup\n\n```sh\n## not a heading\n```\n\n#hashtag and C# code";
    expect(liftHeadings(markdown)).toBe("# Setup\n\n```sh\n## not a heading\n```\n\n#hashtag and C# code");
    expect(liftHeadings("Just text.")).toBe("Just text.");
  });
});
