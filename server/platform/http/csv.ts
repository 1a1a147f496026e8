// CSV downloads: one header row and the rows, every cell safe to open in a spreadsheet.
import { neutraliseFormula } from "@common/csv-safety";
import { stringify } from "csv-stringify/sync";

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows.map((row) => row.map(neutraliseFormula))]);
}
