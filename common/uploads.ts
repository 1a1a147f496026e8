// Uploaded files: the kinds a member can upload, what each accepts (judged from the bytes) and the
// description every upload route answers with.
import { z } from "zod";

export const UPLOAD_KINDS = ["document", "csv", "video", "image"] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKindSchema>;

/** The content types each kind accepts; an upload's own name and Content-Type are never trusted. */
export const UPLOAD_CONTENT_TYPES = {
  document: [
    "application/pdf",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "text/plain",
    "text/markdown",
  ],
  csv: ["text/csv"],
  video: ["video/mp4", "video/webm", "video/quicktime"],
  image: ["image/jpeg", "image/png", "image/webp", "image/gif"],
} as const satisfies Record<UploadKind, readonly string[]>;

/** Where a stored file is served (GET /api/files/<key>). */
export const FILES_URL_PREFIX = "/api/files/";
/** Where a stored file is served; null stays null (no logo, no image). */
export function fileUrl(storageKey: string): string;
export function fileUrl(storageKey: string | null): string | null;
export function fileUrl(storageKey: string | null): string | null {
  return storageKey === null ? null : `${FILES_URL_PREFIX}${storageKey}`;
}

/**
 * The multipart/form-data body of every upload route: one field named file. The route reads and
 * checks the stream itself, so this schema only describes the form for the API document.
 */
export const UploadFormSchema = z.unknown().meta({
  type: "object",
  properties: { file: { type: "string", format: "binary" } },
  required: ["file"],
});

export const UploadSchema = z
  .object({
    id: z.string(),
    kind: UploadKindSchema,
    url: z.string(),
    /** A small WebP preview; images only. */
    thumbnailUrl: z.string().nullable(),
    contentType: z.string(),
    /** The stored size: an image's after re-encoding, anything else's as sent. */
    sizeBytes: z.number().int(),
    /** The name the file had on the uploader's device, cleaned; for display and downloads only. */
    fileName: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Upload" });
export type Upload = z.infer<typeof UploadSchema>;
