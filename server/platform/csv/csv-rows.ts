// Reading an uploaded CSV file row by row: streamed through csv-parse, so memory stays flat whatever
// its size, with a row the parser cannot read reported in its place instead of ending the file.
import { pipeline, type Readable } from "node:stream";
import { type CsvError, parse } from "csv-parse";

/** One row: its fields, or why the parser could not read it. Row 0 is the header. */
export type CsvRow = { rowNumber: number; fields: string[] } | { rowNumber: number; error: string };

/**
 * The file's rows in order, each with its fields or the parser's reason for not reading it. The
 * header comes first as row 0. Malformed rows (which the upload check normally refuses already)
 * are reported rather than ending the file; csv-parse may report one bad row more than once, so
 * reports from the same line are one row.
 */
export async function* csvRows(input: Readable): AsyncGenerator<CsvRow> {
  let next = 0;
  let lastSkippedLine: number | undefined;
  const recordNumbers: number[] = [];
  const skipped: CsvRow[] = [];
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    // Both callbacks run in the parser's own order, so numbering here keeps rows in file order
    // even though skipped rows arrive beside the stream rather than in it.
    on_record: (fields: string[]) => {
      recordNumbers.push(next++);
      return fields;
    },
    on_skip: (error: CsvError | undefined) => {
      const line = typeof error?.lines === "number" ? error.lines : undefined;
      if (line !== undefined && line === lastSkippedLine) return undefined;
      lastSkippedLine = line;
      skipped.push({ rowNumber: next++, error: error?.message ?? "the row could not be read" });
      return undefined;
    },
  });
  // pipeline() destroys the parser when the file fails to read, and the file when reading stops
  // early; the failure itself surfaces in the loop below, which reads the parser.
  pipeline(input, parser, () => {});
  for await (const fields of parser as AsyncIterable<string[]>) {
    const rowNumber = recordNumbers.shift() ?? next;
    while (skipped[0] && skipped[0].rowNumber < rowNumber) yield skipped.shift() as CsvRow;
    yield { rowNumber, fields };
  }
  yield* skipped.splice(0);
}
