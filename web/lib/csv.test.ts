import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

describe("CSV downloads made in the browser", () => {
  it.each(['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])(
    "neutralise %j with a leading quote, as the server's do",
    (cell) => {
      const [, row] = parse(toCsv(["cell"], [[cell]])) as string[][];
      expect(row).toEqual([`'${cell}`]);
    },
  );

  it("keep numbers and empty cells as they are", () => {
    const [, row] = parse(toCsv(["a", "b"], [[-5, null]])) as string[][];
    expect(row).toEqual(["-5", ""]);
  });
});
