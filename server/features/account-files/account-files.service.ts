// Rules for account files (DESIGN.md section 7): only a company's admins (and platform admins) see
// or change its files, imports and tracked accounts; a file is a CSV the caller uploaded whose
// header names an account column; one import of a file runs at a time; deleting a file keeps the
// reports of its imports.

import type {
  AccountFile,
  AccountFilePage,
  AccountImport,
  AccountImportRowPage,
  AccountImportRowsQuery,
  CreateAccountFileInput,
  TrackedAccountPage,
} from "@common/account-files";
import { ACCOUNT_FILE_NAME_MAX_LENGTH, ImportStatusSchema, RowOutcomeSchema } from "@common/account-files";
import type { PageQuery } from "@common/pagination";
import { fileUrl } from "@common/uploads";
import { requireCompanyAdmin } from "@server/features/companies/company-access";
import { refreshRankings } from "@server/features/insights/rankings.repository";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Storage } from "@server/platform/storage/storage";
import type { FastifyBaseLogger } from "fastify";
import { z } from "zod";
import { AccountFileProblem, inspectAccountFile } from "./account-csv";
import {
  type AccountFileRow,
  accountFileKey,
  deleteAccountFile,
  deleteTrackedAccount,
  deleteUploadIfUnused,
  findAccountFile,
  findImport,
  hasActiveImport,
  type ImportReportRow,
  type ImportRow,
  insertAccountFile,
  insertImport,
  latestImports,
  listAccountFiles,
  listImportRows,
  listTrackedAccounts,
  lockAccountFile,
  renameAccountFile,
  trackedAccountKey,
} from "./account-files.repository";
import { ACCOUNT_IMPORT_JOB, type AccountImportJobData } from "./account-import.job";

export interface AccountFilesContext {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  log: FastifyBaseLogger;
}

const FileCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);
const RowCursor = z.tuple([cursorPart.integer]);
const TrackedCursor = z.tuple([cursorPart.text, cursorPart.uuid]);

const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toImport(row: ImportRow): AccountImport {
  return {
    id: row.id,
    companyId: row.companyId,
    accountFileId: row.accountFileId,
    status: ImportStatusSchema.parse(row.status),
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    importedRows: row.importedRows,
    rejectedRows: row.rejectedRows,
    error: row.error,
    requestedBy: person(row.requestedById, row.requestedByName),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toAccountFile(row: AccountFileRow, latest: ImportRow | undefined): AccountFile {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    rowCount: row.rowCount,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedBy: person(row.uploadedById, row.uploadedByName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    latestImport: latest ? toImport(latest) : null,
  };
}

function toReportRow(row: ImportReportRow) {
  return {
    rowNumber: row.rowNumber,
    name: row.name,
    domain: row.domain,
    outcome: RowOutcomeSchema.parse(row.outcome),
    reason: row.reason,
    matchedCompany: person(row.matchedCompanyId, row.matchedCompanyName),
  };
}

async function presentFile(db: Executor, row: AccountFileRow): Promise<AccountFile> {
  const latest = await latestImports(db, row.companyId, [row.id]);
  return toAccountFile(row, latest.get(row.id));
}

/** The file, if it belongs to this company: another company's file is not found here. */
async function requireCompanyFile(db: Executor, companyId: string, fileId: string) {
  const row = await findAccountFile(db, fileId);
  if (!row || row.companyId !== companyId) throw notFound("Account file");
  return row;
}

/** The file, if the caller administers its company: 401, then 404, then 403. */
async function requireFileAdmin(db: Executor, user: SessionUser, fileId: string) {
  const row = await findAccountFile(db, fileId);
  if (!row) throw notFound("Account file");
  await requireCompanyAdmin(db, user, row.companyId);
  return row;
}

/** Reads the stored CSV's header and counts its rows; 400 when it is no account file. */
async function inspectStoredCsv(storage: Storage, storageKey: string) {
  const file = await storage.get(storageKey);
  if (!file) throw invalid("uploadId: the uploaded file is no longer stored; upload it again");
  try {
    return await inspectAccountFile(file.stream);
  } catch (error) {
    if (error instanceof AccountFileProblem) throw invalid(error.message);
    throw error;
  } finally {
    file.stream.destroy();
  }
}

export async function createAccountFile(
  { db, storage }: AccountFilesContext,
  user: SessionUser,
  companyId: string,
  input: CreateAccountFileInput,
): Promise<AccountFile> {
  await requireCompanyAdmin(db, user, companyId);
  const upload = await requireOwnUpload(db, user, input.uploadId, "csv", "uploadId");
  const { rowCount } = await inspectStoredCsv(storage, upload.storageKey);
  if (rowCount === 0) throw invalid("The CSV file has a header but no accounts under it.");
  const name =
    input.name ?? (upload.fileName.trim().slice(0, ACCOUNT_FILE_NAME_MAX_LENGTH) || "Account file");
  const id = await insertAccountFile(db, {
    companyId,
    name,
    uploadId: upload.id,
    rowCount,
    uploadedBy: user.id,
  });
  const row = await findAccountFile(db, id);
  if (!row) throw notFound("Account file");
  return presentFile(db, row);
}

export async function companyAccountFiles(
  db: Database,
  user: SessionUser,
  companyId: string,
  query: PageQuery,
): Promise<AccountFilePage> {
  await requireCompanyAdmin(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, FileCursor) : undefined;
  const rows = await listAccountFiles(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  const latest = await latestImports(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return toPage(rows, query.limit, (row) => toAccountFile(row, latest.get(row.id)), accountFileKey);
}

export async function renameFile(
  db: Database,
  user: SessionUser,
  fileId: string,
  name: string,
): Promise<AccountFile> {
  await requireFileAdmin(db, user, fileId);
  await renameAccountFile(db, fileId, name);
  const row = await findAccountFile(db, fileId);
  if (!row) throw notFound("Account file");
  return presentFile(db, row);
}

/**
 * Deletes the file, and its stored CSV and upload unless something else uses them. Refused while
 * an import is reading it.
 */
export async function removeFile(
  { db, storage, log }: AccountFilesContext,
  user: SessionUser,
  fileId: string,
): Promise<void> {
  const row = await requireFileAdmin(db, user, fileId);
  const uploadRemoved = await db.transaction(async (tx) => {
    if (!(await lockAccountFile(tx, fileId))) throw notFound("Account file");
    if (await hasActiveImport(tx, fileId)) {
      throw alreadyExists("This file is being imported; delete it once the import has finished.");
    }
    await deleteAccountFile(tx, fileId);
    return deleteUploadIfUnused(tx, row.uploadId);
  });
  if (!uploadRemoved) return;
  // The rows are gone already; a file left behind is unreachable and only costs space, so a
  // storage failure is logged rather than undoing the deletion the member asked for.
  await storage.delete(row.storageKey).catch((error: unknown) => {
    log.error({ err: error, storageKey: row.storageKey }, "could not delete a stored account file");
  });
}

/** Queues an import of the file; 409 while another import of it is queued or running. */
export async function startImport(
  { db, jobs }: AccountFilesContext,
  user: SessionUser,
  companyId: string,
  fileId: string,
): Promise<AccountImport> {
  await requireCompanyAdmin(db, user, companyId);
  const importId = await db.transaction(async (tx) => {
    // Two admins pressing Import at once take turns here, so only one import is queued.
    if (!(await lockAccountFile(tx, fileId))) throw notFound("Account file");
    const file = await requireCompanyFile(tx, companyId, fileId);
    if (await hasActiveImport(tx, fileId)) {
      throw alreadyExists("This file is already being imported; wait for that import to finish.");
    }
    const id = await insertImport(tx, {
      companyId,
      accountFileId: fileId,
      totalRows: file.rowCount,
      requestedBy: user.id,
    });
    // Queued in the same transaction: the job exists exactly when its import does.
    await jobs.send<AccountImportJobData>(ACCOUNT_IMPORT_JOB, { importId: id }, { executor: tx });
    return id;
  });
  return companyImport(db, user, companyId, importId);
}

async function requireCompanyImport(db: Executor, companyId: string, importId: string) {
  const row = await findImport(db, importId);
  if (!row || row.companyId !== companyId) throw notFound("Import");
  return row;
}

export async function companyImport(
  db: Database,
  user: SessionUser,
  companyId: string,
  importId: string,
): Promise<AccountImport> {
  await requireCompanyAdmin(db, user, companyId);
  return toImport(await requireCompanyImport(db, companyId, importId));
}

export async function importReport(
  db: Database,
  user: SessionUser,
  companyId: string,
  importId: string,
  query: AccountImportRowsQuery,
): Promise<AccountImportRowPage> {
  await requireCompanyAdmin(db, user, companyId);
  await requireCompanyImport(db, companyId, importId);
  const after = query.cursor ? decodeCursor(query.cursor, RowCursor) : undefined;
  const rows = await listImportRows(db, importId, {
    limit: query.limit + 1,
    outcome: query.outcome,
    afterRow: after?.[0],
    offset: (query.page - 1) * query.limit,
  });
  return toPage(rows, query.limit, toReportRow, (row) => [row.rowNumber]);
}

export async function companyTrackedAccounts(
  db: Database,
  user: SessionUser,
  companyId: string,
  query: PageQuery,
): Promise<TrackedAccountPage> {
  await requireCompanyAdmin(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, TrackedCursor) : undefined;
  const rows = await listTrackedAccounts(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(
    rows,
    query.limit,
    (row) => ({
      company: { id: row.companyId, name: row.name, domain: row.domain, logoUrl: fileUrl(row.logoKey) },
      importId: row.importId,
      trackedAt: row.createdAt.toISOString(),
    }),
    trackedAccountKey,
  );
}

export async function untrackAccount(
  db: Database,
  user: SessionUser,
  companyId: string,
  accountCompanyId: string,
): Promise<void> {
  await requireCompanyAdmin(db, user, companyId);
  await db.transaction(async (tx) => {
    if (!(await deleteTrackedAccount(tx, companyId, accountCompanyId))) throw notFound("Tracked account");
    await refreshRankings(tx, { vendorCompanyId: companyId });
  });
}
