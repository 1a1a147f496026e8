import { describe, expect, it } from "vitest";
import { spellableWords } from "./discover-spelling";
import { highlightPrefixes, highlightWords, markedSegments, plainSegments, truncated } from "./highlight";

describe("highlights", () => {
  it("turns ts_headline's markers into segments, merging neighbours of a kind", () => {
    expect(markedSegments("Run \u0002cloud\u0003\u0002 \u0003\u0002security\u0003 well")).toEqual([
      { text: "Run ", match: false },
      { text: "cloud security", match: true },
      { text: " well", match: false },
    ]);
    expect(markedSegments("")).toEqual([]);
  });

  it('gives back the "<" that stood in for itself', () => {
    expect(markedSegments("\u0004b>\u0002bold\u0003\u0004/b>")).toEqual([
      { text: "<b>", match: false },
      { text: "bold", match: true },
      { text: "</b>", match: false },
    ]);
    expect(plainSegments("a \u0004 b")).toEqual([{ text: "a < b", match: false }]);
  });

  it("marks the start of each word that begins with a word of the search", () => {
    const words = highlightWords("North ANALYTIC");
    expect(highlightPrefixes("Northwind Analytics (northern)", words)).toEqual([
      { text: "North", match: true },
      { text: "wind ", match: false },
      { text: "Analytic", match: true },
      { text: "s (", match: false },
      { text: "north", match: true },
      { text: "ern)", match: false },
    ]);
    expect(highlightPrefixes("Bastion", words)).toEqual([{ text: "Bastion", match: false }]);
  });

  it("ignores one-letter words of the search", () => {
    expect(highlightWords("a b cloud")).toEqual(["cloud"]);
  });

  it("cuts a long text at a word", () => {
    expect(truncated("one two three four", 12)).toBe("one two…");
    expect(truncated("  short \n text ", 40)).toBe("short text");
  });

  it("looks up only the words the vocabulary can hold", () => {
    expect(spellableWords('Kubernetis k8s -cloud OR "data mesh" é')).toEqual([
      "kubernetis",
      "cloud",
      "data",
      "mesh",
    ]);
  });
});
