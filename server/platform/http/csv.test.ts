// Every CSV Summit writes opens safely in a spreadsheet: cells that would run as formulas are
// neutralised, and no code writes CSV any other way than through the two writers that do it.
import fs from "node:fs";
import path from "node:path";
import { neutraliseFormula } from "@common/csv-safety";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const HOSTILE_CELLS = ['=HYPERLINK("http://evil.example","x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];

describe("CSV cells", () => {
  it.each(HOSTILE_CELLS)(
    "neutralises %j with a leading quote (web/lib/csv.test.ts checks the web app's)",
    (cell) => {
      const [, row] = parse(toCsv(["cell"], [[cell]])) as string[][];
      expect(row).toEqual([`'${cell}`]);
    },
  );

  it("leaves ordinary text, inner formula characters and empty cells as they are", () => {
    for (const cell of ["Acme Corp", "a=b", "R&D - EMEA", "", "user@example.com"]) {
      expect(neutraliseFormula(cell)).toBe(cell);
    }
  });

  it("is written only by server/platform/http/csv.ts and web/lib/csv.ts", () => {
    const importers = ["server", "web", "common"]
      .flatMap((folder) =>
        fs
          .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
          .filter((file) => /\.tsx?$/.test(file))
          .map((file) => path.join(folder, file)),
      )
      .filter((file) => /from ["']csv-stringify/.test(fs.readFileSync(path.join(ROOT, file), "utf8")))
      .sort();
    expect(importers).toEqual(["server/platform/http/csv.ts", "web/lib/csv.ts"]);
  });
});
