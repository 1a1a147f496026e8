// Reading a customer CSV file: an e-mail column, an optional plan column, and every other column
// as a field of the member data (empty cells left out).
import type { Readable } from "node:stream";
import { EMAIL_MAX_LENGTH } from "@common/constants";
import {
  CUSTOMER_EMAIL_COLUMNS,
  CUSTOMER_IMPORT_MAX_ROWS,
  CUSTOMER_PLAN_COLUMNS,
  MEMBER_DATA_KEY_MAX_LENGTH,
  MEMBER_DATA_MAX_KEYS,
  MEMBER_DATA_VALUE_MAX_LENGTH,
} from "@common/customers";
import { type CsvRow, csvRows } from "@server/platform/csv/csv-rows";
import { z } from "zod";

/** A row ready to write, or the reason it is refused. */
export interface CustomerRow {
  rowNumber: number;
  email: string | null;
  planName: string | null;
  memberData: Record<string, string> | null;
  rejection: string | null;
}

/** The file cannot be read as a customer file at all (as opposed to one bad row). */
export class CustomerFileProblem extends Error {}

const EmailSchema = z.email().max(EMAIL_MAX_LENGTH);

interface Columns {
  email: number;
  plan: number | null;
  data: { index: number; key: string }[];
}

function headerColumns(header: string[]): Columns {
  const names = header.map((label) =>
    label
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, " "),
  );
  const email = names.findIndex((name) => (CUSTOMER_EMAIL_COLUMNS as readonly string[]).includes(name));
  if (email < 0) {
    throw new CustomerFileProblem(
      `The CSV file needs an e-mail column (${CUSTOMER_EMAIL_COLUMNS.join(", ")}); ` +
        `its columns are: ${header.map((label) => label.trim()).join(", ") || "none"}.`,
    );
  }
  const plan = names.findIndex((name) => (CUSTOMER_PLAN_COLUMNS as readonly string[]).includes(name));
  const data = header
    .map((label, index) => ({ index, key: label.trim() }))
    .filter(({ index, key }) => index !== email && index !== plan && key !== "");
  if (data.length > MEMBER_DATA_MAX_KEYS) {
    throw new CustomerFileProblem(
      `The CSV file has ${data.length} member data columns; at most ${MEMBER_DATA_MAX_KEYS} are kept.`,
    );
  }
  const long = data.find(({ key }) => key.length > MEMBER_DATA_KEY_MAX_LENGTH);
  if (long) {
    throw new CustomerFileProblem(
      `The column name "${long.key.slice(0, 40)}..." is longer than ${MEMBER_DATA_KEY_MAX_LENGTH} characters.`,
    );
  }
  return { email, plan: plan < 0 ? null : plan, data };
}

/** Every row under the header; a problem when the header has no e-mail column or there are too many rows. */
export async function readCustomerRows(input: Readable): Promise<CustomerRow[]> {
  let columns: Columns | null = null;
  const rows: CustomerRow[] = [];
  for await (const row of csvRows(input)) {
    if (row.rowNumber === 0) {
      if ("error" in row) throw new CustomerFileProblem(`The header row could not be read: ${row.error}`);
      columns = headerColumns(row.fields);
      continue;
    }
    if (!columns) continue;
    if (rows.length === CUSTOMER_IMPORT_MAX_ROWS) {
      throw new CustomerFileProblem(
        `The CSV file has more than ${CUSTOMER_IMPORT_MAX_ROWS} customers; split it into files of at most that many.`,
      );
    }
    rows.push(toCustomerRow(row, columns));
  }
  if (!columns) throw new CustomerFileProblem("The CSV file is empty.");
  return rows;
}

function toCustomerRow(row: CsvRow, columns: Columns): CustomerRow {
  const { rowNumber } = row;
  const refused = (email: string | null, rejection: string): CustomerRow => ({
    rowNumber,
    email,
    planName: null,
    memberData: null,
    rejection,
  });
  if ("error" in row) return refused(null, row.error);
  const cell = (index: number | null) => (index === null ? "" : (row.fields[index] ?? "").trim());
  const rawEmail = cell(columns.email);
  const email = rawEmail.toLowerCase();
  if (!email) return refused(null, "no e-mail address");
  if (!EmailSchema.safeParse(email).success)
    return refused(rawEmail.slice(0, EMAIL_MAX_LENGTH), "not an e-mail address");
  const memberData: Record<string, string> = {};
  for (const { index, key } of columns.data) {
    const value = cell(index);
    if (value.length > MEMBER_DATA_VALUE_MAX_LENGTH) {
      return refused(email, `${key} is longer than ${MEMBER_DATA_VALUE_MAX_LENGTH} characters`);
    }
    if (value) memberData[key] = value;
  }
  return {
    rowNumber,
    email,
    planName: cell(columns.plan) || null,
    memberData: Object.keys(memberData).length > 0 ? memberData : null,
    rejection: null,
  };
}
