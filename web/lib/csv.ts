// Tables the page shows, downloaded as CSV files made in the browser, every cell safe to open in a
// spreadsheet (the same rule as the server's downloads).
import { neutraliseFormula } from "@common/csv-safety";
import { stringify } from "csv-stringify/browser/esm/sync";

export type CsvCell = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const text = (cell: CsvCell) =>
    cell === null ? "" : typeof cell === "number" ? String(cell) : neutraliseFormula(cell);
  return stringify([header.map(text), ...rows.map((row) => row.map(text))]);
}

/** Offers the table as a file named `filename` (without .csv). */
export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `${filename}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
