// Account files and their import (DESIGN.md section 7): a vendor's CSV of target accounts, the runs
// that match its rows to companies on Summit, the per-row report, and the accounts a vendor tracks.
import { z } from "zod";
import { pageQuery, pageSchema } from "./pagination";

export const ACCOUNT_FILE_NAME_MAX_LENGTH = 160;
/** Longest name or domain an account row may carry; longer values are rejected, not cut. */
export const ACCOUNT_VALUE_MAX_LENGTH = 300;
export const ACCOUNT_FILES_PAGE_SIZE = 20;
export const ACCOUNT_IMPORT_ROWS_PAGE_SIZE = 50;
export const TRACKED_ACCOUNTS_PAGE_SIZE = 50;

/**
 * Header names (any case; spaces, hyphens and underscores alike) that hold an account's name or its
 * domain, most specific first: when a file has several, the first in this order is used.
 */
export const ACCOUNT_NAME_COLUMNS = ["company name", "account name", "company", "account", "name"] as const;
export const ACCOUNT_DOMAIN_COLUMNS = ["domain", "website", "url"] as const;

export const IMPORT_STATUSES = ["queued", "running", "completed", "failed"] as const;
export const ImportStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

export const ROW_OUTCOMES = ["imported", "rejected"] as const;
export const RowOutcomeSchema = z.enum(ROW_OUTCOMES, {
  error: `outcome must be one of ${ROW_OUTCOMES.join(", ")}`,
});
export type RowOutcome = z.infer<typeof RowOutcomeSchema>;

const MemberRefSchema = z.object({ id: z.string(), name: z.string() });

export const AccountImportSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    /** Null once the file has been deleted; the import keeps its report. */
    accountFileId: z.string().nullable(),
    status: ImportStatusSchema,
    totalRows: z.number().int(),
    processedRows: z.number().int(),
    importedRows: z.number().int(),
    rejectedRows: z.number().int(),
    /** Why a failed import stopped. */
    error: z.string().nullable(),
    requestedBy: MemberRefSchema.nullable(),
    createdAt: z.iso.datetime(),
    startedAt: z.iso.datetime().nullable(),
    finishedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "AccountImport" });
export type AccountImport = z.infer<typeof AccountImportSchema>;

export const AccountFileSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    name: z.string(),
    /** Accounts in the file: its rows under the header. */
    rowCount: z.number().int(),
    /** The uploaded file's own name and size. */
    fileName: z.string(),
    sizeBytes: z.number().int(),
    uploadedBy: MemberRefSchema.nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    latestImport: AccountImportSchema.nullable(),
  })
  .meta({ id: "AccountFile" });
export type AccountFile = z.infer<typeof AccountFileSchema>;

export const AccountFilePageSchema = pageSchema(AccountFileSchema).meta({ id: "AccountFilePage" });
export type AccountFilePage = z.infer<typeof AccountFilePageSchema>;
export const AccountFilesQuerySchema = pageQuery(ACCOUNT_FILES_PAGE_SIZE);

const accountFileName = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, "name is required")
  .max(ACCOUNT_FILE_NAME_MAX_LENGTH, `name must be at most ${ACCOUNT_FILE_NAME_MAX_LENGTH} characters`);

export const CreateAccountFileSchema = z
  .object({
    /** A CSV uploaded through /api/upload/csv by the caller. */
    uploadId: z.uuid("uploadId must be an upload id"),
    /** Defaults to the uploaded file's name. */
    name: accountFileName.optional(),
  })
  .strict()
  .meta({ id: "CreateAccountFile" });
export type CreateAccountFileInput = z.infer<typeof CreateAccountFileSchema>;

export const RenameAccountFileSchema = z
  .object({ name: accountFileName })
  .strict()
  .meta({ id: "RenameAccountFile" });
export type RenameAccountFileInput = z.infer<typeof RenameAccountFileSchema>;

export const StartImportSchema = z
  .object({ accountFileId: z.uuid("accountFileId must be an account file id") })
  .strict()
  .meta({ id: "StartAccountImport" });
export type StartImportInput = z.infer<typeof StartImportSchema>;

export const AccountImportRowSchema = z
  .object({
    /** 1 for the first row under the header. */
    rowNumber: z.number().int(),
    name: z.string().nullable(),
    /** The domain as matched: without scheme, path and "www.", lowercased. */
    domain: z.string().nullable(),
    outcome: RowOutcomeSchema,
    /** Why a row was rejected, or a note on an imported one ("already tracked"). */
    reason: z.string().nullable(),
    matchedCompany: MemberRefSchema.nullable(),
  })
  .meta({ id: "AccountImportRow" });
export type AccountImportRow = z.infer<typeof AccountImportRowSchema>;

export const AccountImportRowPageSchema = pageSchema(AccountImportRowSchema).meta({
  id: "AccountImportRowPage",
});
export type AccountImportRowPage = z.infer<typeof AccountImportRowPageSchema>;
export const AccountImportRowsQuerySchema = pageQuery(ACCOUNT_IMPORT_ROWS_PAGE_SIZE, 500).extend({
  outcome: RowOutcomeSchema.optional(),
});
export type AccountImportRowsQuery = z.infer<typeof AccountImportRowsQuerySchema>;

export const TrackedAccountSchema = z
  .object({
    company: z.object({
      id: z.string(),
      name: z.string(),
      domain: z.string().nullable(),
      logoUrl: z.string().nullable(),
    }),
    /** The import that added it; null when that import is gone or it was added otherwise. */
    importId: z.string().nullable(),
    trackedAt: z.iso.datetime(),
  })
  .meta({ id: "TrackedAccount" });
export type TrackedAccount = z.infer<typeof TrackedAccountSchema>;

export const TrackedAccountPageSchema = pageSchema(TrackedAccountSchema).meta({ id: "TrackedAccountPage" });
export type TrackedAccountPage = z.infer<typeof TrackedAccountPageSchema>;
export const TrackedAccountsQuerySchema = pageQuery(TRACKED_ACCOUNTS_PAGE_SIZE, 200);

export const AccountFileIdParamsSchema = z.object({ id: z.uuid("id must be an account file id") });
export const ImportParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  importId: z.uuid("importId must be an import id"),
});
export const TrackedAccountParamsSchema = z.object({
  id: z.uuid("id must be a company id"),
  accountCompanyId: z.uuid("accountCompanyId must be a company id"),
});
