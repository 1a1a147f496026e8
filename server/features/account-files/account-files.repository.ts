// SQL for account files, their imports, the per-row report and tracked accounts (the import job's
// own batch SQL is in account-import.repository.ts).

import type { RowOutcome } from "@common/account-files";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import {
  accountFiles,
  accountImportRows,
  accountImports,
  companies,
  products,
  resources,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { alias } from "drizzle-orm/pg-core";

/** Imports that still hold their file: at most one per file at a time. */
export const ACTIVE_IMPORT_STATUSES = ["queued", "running"] as const;

const requester = alias(users, "requester");

const importColumns = {
  id: accountImports.id,
  companyId: accountImports.companyId,
  accountFileId: accountImports.accountFileId,
  status: accountImports.status,
  totalRows: accountImports.totalRows,
  processedRows: accountImports.processedRows,
  importedRows: accountImports.importedRows,
  rejectedRows: accountImports.rejectedRows,
  error: accountImports.error,
  requestedById: requester.id,
  requestedByName: requester.name,
  createdAt: accountImports.createdAt,
  startedAt: accountImports.startedAt,
  finishedAt: accountImports.finishedAt,
};

export type ImportRow = {
  id: string;
  companyId: string;
  accountFileId: string | null;
  status: string;
  totalRows: number;
  processedRows: number;
  importedRows: number;
  rejectedRows: number;
  error: string | null;
  requestedById: string | null;
  requestedByName: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export type AccountFileRow = {
  id: string;
  companyId: string;
  name: string;
  rowCount: number;
  uploadId: string;
  storageKey: string;
  fileName: string;
  sizeBytes: number;
  uploadedById: string | null;
  uploadedByName: string | null;
  createdAt: Date;
  createdAtKey: string;
  updatedAt: Date;
};

const uploader = alias(users, "uploader");

const fileColumns = {
  id: accountFiles.id,
  companyId: accountFiles.companyId,
  name: accountFiles.name,
  rowCount: accountFiles.rowCount,
  uploadId: accountFiles.uploadId,
  storageKey: uploads.storageKey,
  fileName: uploads.fileName,
  sizeBytes: uploads.sizeBytes,
  uploadedById: uploader.id,
  uploadedByName: uploader.name,
  createdAt: accountFiles.createdAt,
  // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
  createdAtKey: sql<string>`${accountFiles.createdAt}::text`,
  updatedAt: accountFiles.updatedAt,
};

function selectFiles(db: Executor) {
  return db
    .select(fileColumns)
    .from(accountFiles)
    .innerJoin(uploads, eq(uploads.id, accountFiles.uploadId))
    .leftJoin(uploader, eq(uploader.id, accountFiles.uploadedBy));
}

/** Sort key of the file list: creation time (as text), then id, both descending. */
export type AccountFileKey = [string, string];

export function accountFileKey(row: AccountFileRow): AccountFileKey {
  return [row.createdAtKey, row.id];
}

/** One page of a company's account files, newest first. */
export async function listAccountFiles(
  db: Executor,
  companyId: string,
  page: { limit: number; after?: AccountFileKey; offset?: number },
): Promise<AccountFileRow[]> {
  const conditions: SQL[] = [eq(accountFiles.companyId, companyId)];
  if (page.after) {
    conditions.push(
      sql`(${accountFiles.createdAt}, ${accountFiles.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return selectFiles(db)
    .where(and(...conditions))
    .orderBy(desc(accountFiles.createdAt), desc(accountFiles.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export async function findAccountFile(db: Executor, fileId: string): Promise<AccountFileRow | null> {
  const [row] = await selectFiles(db).where(eq(accountFiles.id, fileId)).limit(1);
  return row ?? null;
}

/** Locks the file's row, so that starting an import and deleting the file take turns. */
export async function lockAccountFile(db: Executor, fileId: string): Promise<boolean> {
  const rows = await db.execute(
    sql`SELECT 1 FROM ${accountFiles} WHERE ${accountFiles.id} = ${fileId} FOR UPDATE`,
  );
  return rows.rows.length > 0;
}

export async function insertAccountFile(
  db: Executor,
  values: { companyId: string; name: string; uploadId: string; rowCount: number; uploadedBy: string },
): Promise<string> {
  const [row] = await db.insert(accountFiles).values(values).returning({ id: accountFiles.id });
  if (!row) throw new Error("Inserting an account file returned no row");
  return row.id;
}

export async function renameAccountFile(db: Executor, fileId: string, name: string): Promise<void> {
  await db.update(accountFiles).set({ name, updatedAt: new Date() }).where(eq(accountFiles.id, fileId));
}

/** Deletes the file's row; its imports keep their report, with account_file_id set null. */
export async function deleteAccountFile(db: Executor, fileId: string): Promise<void> {
  await db.delete(accountFiles).where(eq(accountFiles.id, fileId));
}

/**
 * Deletes the upload row unless anything still points at it (another account file, or any other
 * feature's reference); returns whether it did, so the caller knows to remove the stored file.
 */
export async function deleteUploadIfUnused(db: Executor, uploadId: string): Promise<boolean> {
  const result = await db.execute(sql`
    DELETE FROM ${uploads} WHERE ${uploads.id} = ${uploadId}
      AND NOT EXISTS (SELECT 1 FROM ${accountFiles} WHERE ${accountFiles.uploadId} = ${uploadId})
      AND NOT EXISTS (SELECT 1 FROM ${resources} WHERE ${resources.uploadId} = ${uploadId})
      AND NOT EXISTS (SELECT 1 FROM ${companies} WHERE ${companies.logoUploadId} = ${uploadId})
      AND NOT EXISTS (SELECT 1 FROM ${products} WHERE ${products.imageUploadId} = ${uploadId})
  `);
  return (result.rowCount ?? 0) > 0;
}

function selectImports(db: Executor) {
  return db
    .select(importColumns)
    .from(accountImports)
    .leftJoin(requester, eq(requester.id, accountImports.requestedBy));
}

/** The newest import of each file, for the file list. */
export async function latestImports(db: Executor, companyId: string, fileIds: string[]) {
  if (fileIds.length === 0) return new Map<string, ImportRow>();
  const rows = await selectImports(db)
    .where(and(eq(accountImports.companyId, companyId), inArray(accountImports.accountFileId, fileIds)))
    .orderBy(asc(accountImports.accountFileId), desc(accountImports.createdAt), desc(accountImports.id));
  const latest = new Map<string, ImportRow>();
  for (const row of rows) {
    if (row.accountFileId && !latest.has(row.accountFileId)) latest.set(row.accountFileId, row);
  }
  return latest;
}

export async function findImport(db: Executor, importId: string): Promise<ImportRow | null> {
  const [row] = await selectImports(db).where(eq(accountImports.id, importId)).limit(1);
  return row ?? null;
}

export async function hasActiveImport(db: Executor, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accountImports.id })
    .from(accountImports)
    .where(
      and(
        eq(accountImports.accountFileId, fileId),
        inArray(accountImports.status, [...ACTIVE_IMPORT_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertImport(
  db: Executor,
  values: { companyId: string; accountFileId: string; totalRows: number; requestedBy: string },
): Promise<string> {
  const [row] = await db
    .insert(accountImports)
    .values({ ...values, status: "queued" })
    .returning({ id: accountImports.id });
  if (!row) throw new Error("Inserting an import returned no row");
  return row.id;
}

/** Records why an import ended without finishing. */
export async function failImport(
  db: Executor | NodePgDatabase,
  importId: string,
  error: string,
): Promise<void> {
  await db
    .update(accountImports)
    .set({ status: "failed", error, finishedAt: new Date() })
    .where(eq(accountImports.id, importId));
}

export type ImportReportRow = {
  rowNumber: number;
  name: string | null;
  domain: string | null;
  outcome: string;
  reason: string | null;
  matchedCompanyId: string | null;
  matchedCompanyName: string | null;
};

/** One page of an import's report in row order, optionally only one outcome. */
export async function listImportRows(
  db: Executor,
  importId: string,
  page: { limit: number; outcome?: RowOutcome; afterRow?: number; offset?: number },
): Promise<ImportReportRow[]> {
  const conditions: SQL[] = [eq(accountImportRows.importId, importId)];
  if (page.outcome) conditions.push(eq(accountImportRows.outcome, page.outcome));
  if (page.afterRow !== undefined) conditions.push(sql`${accountImportRows.rowNumber} > ${page.afterRow}`);
  return db
    .select({
      rowNumber: accountImportRows.rowNumber,
      name: accountImportRows.name,
      domain: accountImportRows.domain,
      outcome: accountImportRows.outcome,
      reason: accountImportRows.reason,
      matchedCompanyId: companies.id,
      matchedCompanyName: companies.name,
    })
    .from(accountImportRows)
    .leftJoin(companies, eq(companies.id, accountImportRows.matchedCompanyId))
    .where(and(...conditions))
    .orderBy(asc(accountImportRows.rowNumber))
    .limit(page.limit)
    .offset(page.afterRow !== undefined ? 0 : (page.offset ?? 0));
}

export type TrackedAccountRow = {
  companyId: string;
  name: string;
  nameKey: string;
  domain: string | null;
  logoKey: string | null;
  importId: string | null;
  createdAt: Date;
};

/** Sort key of tracked accounts: the company's name lowercased, then its id. */
export type TrackedAccountKey = [string, string];

export function trackedAccountKey(row: TrackedAccountRow): TrackedAccountKey {
  return [row.nameKey, row.companyId];
}

/** One page of the accounts a vendor tracks, by name. */
export async function listTrackedAccounts(
  db: Executor,
  vendorCompanyId: string,
  page: { limit: number; after?: TrackedAccountKey; offset?: number },
): Promise<TrackedAccountRow[]> {
  const conditions: SQL[] = [eq(trackedAccounts.vendorCompanyId, vendorCompanyId)];
  if (page.after) {
    conditions.push(
      sql`(lower(${companies.name}), ${companies.id}) > (${page.after[0]}, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select({
      companyId: companies.id,
      name: companies.name,
      // The key is lowered by PostgreSQL, as the order is, so the two always agree.
      nameKey: sql<string>`lower(${companies.name})`,
      domain: companies.domain,
      logoKey: uploads.storageKey,
      importId: trackedAccounts.importId,
      createdAt: trackedAccounts.createdAt,
    })
    .from(trackedAccounts)
    .innerJoin(companies, eq(companies.id, trackedAccounts.accountCompanyId))
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .where(and(...conditions))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

/** Stops tracking an account; returns false when it was not tracked. */
export async function deleteTrackedAccount(
  db: Executor,
  vendorCompanyId: string,
  accountCompanyId: string,
): Promise<boolean> {
  const rows = await db
    .delete(trackedAccounts)
    .where(
      and(
        eq(trackedAccounts.vendorCompanyId, vendorCompanyId),
        eq(trackedAccounts.accountCompanyId, accountCompanyId),
      ),
    )
    .returning({ id: trackedAccounts.accountCompanyId });
  return rows.length > 0;
}
