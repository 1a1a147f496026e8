// A member's own data (Account settings, Your data): exporting it as a ZIP and deleting the account.
import { z } from "zod";

/** How long an export's download link works; the file is deleted after that. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const DATA_EXPORT_STATUSES = ["queued", "running", "ready", "failed", "expired"] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

export const DataExportSchema = z
  .object({
    id: z.string(),
    status: DataExportStatusSchema,
    /** What the job is doing now ("Collecting posts"), or the outcome once it ended. */
    stage: z.string(),
    /** 0-100. */
    progress: z.number().int().min(0).max(100),
    requestedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable(),
    /** When the download stops working; set once the file is ready. */
    expiresAt: z.iso.datetime().nullable(),
    sizeBytes: z.number().int().nullable(),
    /** Present while the file can be downloaded. */
    downloadUrl: z.string().nullable(),
  })
  .meta({ id: "DataExport" });
export type DataExport = z.infer<typeof DataExportSchema>;

/** The member's latest export, or none yet. */
export const LatestDataExportSchema = z
  .object({ export: DataExportSchema.nullable() })
  .meta({ id: "LatestDataExport" });
export type LatestDataExport = z.infer<typeof LatestDataExportSchema>;

export const DataExportParamsSchema = z.object({ id: z.uuid({ error: "id: not an export id" }) });

/** What happens to the member's public posts and comments when the account goes. */
export const DELETED_CONTENT_CHOICES = ["remove", "keep"] as const;
export const DeletedContentChoiceSchema = z.enum(DELETED_CONTENT_CHOICES, {
  error: `content must be one of ${DELETED_CONTENT_CHOICES.join(", ")}`,
});
export type DeletedContentChoice = z.infer<typeof DeletedContentChoiceSchema>;

export const DeleteAccountSchema = z
  .object({
    password: z.string().min(1, "password: type your password").max(256),
    /** With two-factor on: a code from the authenticator app, or one of the backup codes. */
    code: z.string().trim().min(1).max(64).optional(),
    content: DeletedContentChoiceSchema,
  })
  .strict()
  .meta({ id: "DeleteAccount" });
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>;

/** The display name of posts and comments kept after their author deleted the account. */
export const FORMER_MEMBER_NAME = "A former member";

export const DeletedAccountSchema = z
  .object({ content: DeletedContentChoiceSchema })
  .meta({ id: "DeletedAccount" });
