// Reading an account file: its header's account columns and, row by row, the name and domain to
// match. The file is streamed through csv-parse, so memory stays flat whatever its size, and the
// same reading counts the rows when the file is added and feeds the import, so both agree.
import type { Readable } from "node:stream";
import {
  ACCOUNT_DOMAIN_COLUMNS,
  ACCOUNT_NAME_COLUMNS,
  ACCOUNT_VALUE_MAX_LENGTH,
} from "@common/account-files";
import { type CsvRow, csvRows } from "@server/platform/csv/csv-rows";

/** Where the account's name and domain are in each row; at least one is known. */
export interface AccountColumns {
  name: { index: number; label: string } | null;
  domain: { index: number; label: string } | null;
}

/** A row ready to match: trimmed values, or the reason it is rejected before matching. */
export interface AccountRow {
  /** 1 for the first row under the header. */
  rowNumber: number;
  name: string | null;
  domain: string | null;
  rejection: string | null;
}

/** The file cannot be read as an account file at all (as opposed to one bad row). */
export class AccountFileProblem extends Error {}

export const NO_NAME_OR_DOMAIN = "no company name or domain";

const normaliseHeader = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/** The account columns of a header, or a problem naming what is missing. */
export function accountColumns(header: string[]): AccountColumns {
  const names = header.map(normaliseHeader);
  const find = (aliases: readonly string[]) => {
    for (const alias of aliases) {
      const index = names.indexOf(alias);
      if (index >= 0) return { index, label: header[index]?.trim() ?? alias };
    }
    return null;
  };
  const columns = { name: find(ACCOUNT_NAME_COLUMNS), domain: find(ACCOUNT_DOMAIN_COLUMNS) };
  if (!columns.name && !columns.domain) {
    const found = header.map((label) => label.trim()).filter(Boolean);
    throw new AccountFileProblem(
      `The CSV file needs a column with the company name (${ACCOUNT_NAME_COLUMNS.join(", ")}) ` +
        `or with its domain (${ACCOUNT_DOMAIN_COLUMNS.join(", ")}); ` +
        (found.length ? `its columns are: ${found.join(", ")}.` : "its header row is empty."),
    );
  }
  return columns;
}

/**
 * "https://www.Acme.com/about" -> "acme.com", as companies.domain is written (the website's host,
 * lowercased, without "www."); null when the value is no host name at all.
 */
export function accountDomain(value: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    return null;
  }
  host = host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");
  return host || null;
}

/** The header's account columns and the number of rows under it. */
export async function inspectAccountFile(
  input: Readable,
): Promise<{ columns: AccountColumns; rowCount: number }> {
  let columns: AccountColumns | null = null;
  let rowCount = 0;
  for await (const row of csvRows(input)) {
    if (row.rowNumber === 0) columns = headerColumns(row);
    else rowCount += 1;
  }
  if (!columns) throw new AccountFileProblem("The CSV file is empty.");
  return { columns, rowCount };
}

function headerColumns(row: CsvRow): AccountColumns {
  if ("error" in row) throw new AccountFileProblem(`The header row could not be read: ${row.error}`);
  return accountColumns(row.fields);
}

/** The rows under the header, ready to match. */
export async function* readAccountRows(input: Readable): AsyncGenerator<AccountRow> {
  let columns: AccountColumns | null = null;
  for await (const row of csvRows(input)) {
    if (row.rowNumber === 0) columns = headerColumns(row);
    else if (columns) yield toAccountRow(row, columns);
  }
}

const tooLong = (label: string) => `${label} is longer than ${ACCOUNT_VALUE_MAX_LENGTH} characters`;

function toAccountRow(row: CsvRow, columns: AccountColumns): AccountRow {
  const { rowNumber } = row;
  if ("error" in row) return { rowNumber, name: null, domain: null, rejection: row.error };
  const value = (column: AccountColumns["name"]) =>
    column ? (row.fields[column.index] ?? "").trim() || null : null;
  const name = value(columns.name);
  const rawDomain = value(columns.domain);
  // Values stay within the limit in the report too, so one huge cell cannot bloat it.
  const clip = (text: string | null) => text?.slice(0, ACCOUNT_VALUE_MAX_LENGTH) ?? null;
  if (!name && !rawDomain) return { rowNumber, name: null, domain: null, rejection: NO_NAME_OR_DOMAIN };
  if (name && name.length > ACCOUNT_VALUE_MAX_LENGTH) {
    return { rowNumber, name: clip(name), domain: clip(rawDomain), rejection: tooLong("the company name") };
  }
  if (rawDomain && rawDomain.length > ACCOUNT_VALUE_MAX_LENGTH) {
    return { rowNumber, name, domain: clip(rawDomain), rejection: tooLong("the domain") };
  }
  // A value that is no host name is kept as written, so the report shows what was there; it
  // matches no company's domain, and the row may still match by name.
  const domain = rawDomain ? (accountDomain(rawDomain) ?? rawDomain) : null;
  return { rowNumber, name, domain, rejection: null };
}
