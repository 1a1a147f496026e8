import { describe, expect, it } from "vitest";
import { closestWord, correctTerm, nameWords, spellingVariants } from "./company-name-speller";

describe("the company name speller", () => {
  it("splits a term into its distinct words of three letters or more", () => {
    expect(nameWords("White  Shield-Labs & AI, white")).toEqual(["white", "shield", "labs"]);
  });

  it("lists a word with each one-letter deletion", () => {
    expect(spellingVariants("labs")).toEqual(["labs", "abs", "lbs", "las", "lab"]);
  });

  it.each([
    ["securty", ["security", "secure", "sect"], "security"],
    ["caiptal", ["capital", "coastal"], "capital"],
    ["shild", ["shield", "child"], "shield"],
    ["zzzzzz", ["security"], null],
    ["abx", ["abc", "xbc"], "abc"],
  ])("corrects %s from %j to %s", (word, candidates, expected) => {
    expect(closestWord(word, candidates)).toBe(expected);
  });

  it("corrects only the words the names do not have", () => {
    expect(correctTerm("White Shild Labs", ["white", "shield", "labs", "child"])).toBe("white shield labs");
    expect(correctTerm("quantm ledger", ["ledger"])).toBe("quantm ledger");
  });
});
