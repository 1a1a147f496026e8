// CSV downloads: one header row and the rows, every cell safe to open in a spreadsheet.
import { stringify } from "csv-stringify/sync";

/** A leading formula character would run as a formula when the file is opened in a spreadsheet. */
function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([header, ...rows.map((row) => row.map(neutraliseFormula))]);
}
