// Checks on an upload's bytes that file-type cannot make: whether text is text, whether a CSV
// parses, and whether a PDF or Office file arrived whole.
import { isUtf8 } from "node:buffer";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";

const CSV_SLICE_BYTES = 64 * 1024;

/** UTF-8 without NUL bytes: binary files and UTF-16 text both contain NULs. */
export function isText(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

/**
 * Counts the records of a CSV, or throws a CsvError saying where it stops being one (an unclosed
 * quote, a row with a different number of fields). It is fed in slices so that a large file does
 * not hold the event loop, and records are counted, not kept.
 */
export async function countCsvRecords(bytes: Buffer): Promise<number> {
  let records = 0;
  await pipeline(
    Readable.from(slices(bytes, CSV_SLICE_BYTES)),
    parse({ bom: true, skip_empty_lines: true }),
    async (rows: AsyncIterable<unknown>) => {
      for await (const _row of rows) records += 1;
    },
  );
  return records;
}

function* slices(bytes: Buffer, size: number): Generator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

/** A PDF ends with %%EOF, which readers look for in the last 1024 bytes; a cut-off one does not. */
export function isWholePdf(bytes: Buffer): boolean {
  return bytes.subarray(-1024).includes("%%EOF");
}

/**
 * A zip (DOCX, XLSX, PPTX) ends with its central directory, whose end record starts PK\x05\x06
 * within the last 22 + 65535 bytes (the record and its longest comment); a cut-off zip lacks it.
 */
export function isWholeZip(bytes: Buffer): boolean {
  return bytes.subarray(-(22 + 0xffff)).includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
}
