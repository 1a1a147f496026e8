// Accepting an upload: each kind's size limit and allowed types, judged from the bytes and never
// from the client's name or Content-Type; images are re-encoded without their metadata and given a
// thumbnail. A refused upload leaves nothing behind: no file, whole or partial, and no row.
import { Readable } from "node:stream";
import { UPLOAD_MAX_BYTES } from "@common/constants";
import {
  fileUrl,
  UPLOAD_CONTENT_TYPES,
  type Upload,
  type UploadKind,
  UploadKindSchema,
} from "@common/uploads";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { invalid, unsupportedType } from "@server/platform/errors";
import { newStorageKey, type Storage } from "@server/platform/storage/storage";
import { CsvError } from "csv-parse";
import { fileTypeFromBuffer } from "file-type";
import type { Sharp } from "sharp";
import { countCsvRecords, isText, isWholePdf, isWholeZip } from "./file-content";
import { displayFileName } from "./file-name";
import { checkImageSize, decodeImage, imageError, whileDecoding } from "./image-decoding";
import { type FileMessages, fileChunks, type IncomingFile } from "./multipart-file";
import { findUploadById, insertUpload, type UploadRow } from "./uploads.repository";

export interface UploadContext {
  db: Database;
  storage: Storage;
}

/** An upload that passed its checks: what to store and what is known about it. */
interface AcceptedFile {
  body: Buffer | Readable;
  contentType: string;
  extension: string;
  width?: number;
  height?: number;
  thumbnail?: Buffer;
}

const LABELS: Record<UploadKind, string> = {
  document: "document",
  csv: "CSV file",
  video: "video",
  image: "image",
};
const FOLDERS: Record<UploadKind, string> = {
  document: "documents",
  csv: "csv",
  video: "videos",
  image: "images",
};
/** file-type's own sample size: enough to recognise every video container it knows. */
const SNIFF_BYTES = 4100;
const THUMBNAIL_SIZE_PX = 320;
const MEGABYTE = 1024 * 1024;

export async function acceptUpload(
  context: UploadContext,
  userId: string,
  kind: UploadKind,
  file: IncomingFile,
): Promise<Upload> {
  const chunks = fileChunks(file, fileMessages(kind));
  try {
    const accepted = kind === "video" ? await acceptVideo(chunks) : await acceptWhole(kind, chunks, file);
    return await store(context, userId, kind, file.fileName, accepted);
  } finally {
    // Whatever was not read (the rest of a refused video) is read and dropped, so the request
    // still ends cleanly and the connection stays usable.
    await chunks.return(undefined);
    file.stream.resume();
  }
}

/** Documents, CSV files and images are small enough to check whole in memory. */
async function acceptWhole(
  kind: Exclude<UploadKind, "video">,
  chunks: AsyncGenerator<Buffer>,
  file: IncomingFile,
): Promise<AcceptedFile> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  const bytes = Buffer.concat(parts);
  if (bytes.length === 0) throw invalid("The file is empty.");
  if (kind === "document") return acceptDocument(bytes, file.fileName);
  if (kind === "csv") return acceptCsv(bytes);
  return acceptImage(bytes);
}

async function acceptDocument(bytes: Buffer, fileName: string | undefined): Promise<AcceptedFile> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) {
    // Plain text has no signature to sniff; its name may only tell Markdown from other text.
    if (!isText(bytes)) throw unsupportedDocument();
    return /\.(md|markdown)$/i.test(fileName ?? "")
      ? { body: bytes, contentType: "text/markdown", extension: "md" }
      : { body: bytes, contentType: "text/plain", extension: "txt" };
  }
  if (!isOneOf(UPLOAD_CONTENT_TYPES.document, type.mime)) throw unsupportedDocument();
  const whole = type.mime === "application/pdf" ? isWholePdf(bytes) : isWholeZip(bytes);
  if (!whole) throw invalid("The document is incomplete; it may have been cut off. Send it again.");
  return { body: bytes, contentType: type.mime, extension: type.ext };
}

const unsupportedDocument = () =>
  unsupportedType(
    "The document must be a PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx), plain text or Markdown file.",
  );

async function acceptCsv(bytes: Buffer): Promise<AcceptedFile> {
  if ((await fileTypeFromBuffer(bytes)) || !isText(bytes)) {
    throw unsupportedType('The file must be a CSV in UTF-8 text (in Excel: Save as "CSV UTF-8").');
  }
  let records: number;
  try {
    records = await countCsvRecords(bytes);
  } catch (error) {
    if (error instanceof CsvError) throw invalid(`The CSV file could not be read: ${error.message}`);
    throw error;
  }
  if (records === 0) throw invalid("The CSV file has no rows.");
  return { body: bytes, contentType: "text/csv", extension: "csv" };
}

const ENCODERS: Record<string, (image: Sharp) => Sharp> = {
  "image/jpeg": (image) => image.jpeg({ quality: 90 }),
  "image/png": (image) => image.png(),
  "image/webp": (image) => image.webp({ quality: 90 }),
  "image/gif": (image) => image.gif(),
};

async function acceptImage(bytes: Buffer): Promise<AcceptedFile> {
  const type = await fileTypeFromBuffer(bytes);
  const encode = type && ENCODERS[type.mime];
  if (!type || !encode) throw unsupportedType("The image must be a JPEG, PNG, WebP or GIF file.");
  const animated = type.mime === "image/gif" || type.mime === "image/webp";
  await checkImageSize(bytes, { noun: "image", animated });
  try {
    const { data, info, thumbnail } = await whileDecoding(async () => {
      // Re-encoding drops EXIF (camera, place) and anything hidden after the image data.
      const encoded = await encode(decodeImage(bytes, { animated }).autoOrient()).toBuffer({
        resolveWithObject: true,
      });
      const thumbnail = await decodeImage(bytes)
        .autoOrient()
        .resize({
          width: THUMBNAIL_SIZE_PX,
          height: THUMBNAIL_SIZE_PX,
          fit: "inside",
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer();
      return { ...encoded, thumbnail };
    });
    return {
      body: data,
      contentType: type.mime,
      extension: type.ext,
      width: info.width,
      // An animation is a strip of frames; its height is one frame's.
      height: info.pageHeight ?? info.height,
      thumbnail,
    };
  } catch (error) {
    throw imageError(error, "image");
  }
}

/** A video is checked from its first bytes, then streamed to storage without being held whole. */
async function acceptVideo(chunks: AsyncGenerator<Buffer>): Promise<AcceptedFile> {
  const head: Buffer[] = [];
  let headBytes = 0;
  while (headBytes < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    headBytes += next.value.length;
  }
  const sample = Buffer.concat(head);
  if (sample.length === 0) throw invalid("The file is empty.");
  const type = await fileTypeFromBuffer(sample);
  if (!type || !isOneOf(UPLOAD_CONTENT_TYPES.video, type.mime)) {
    throw unsupportedType("The video must be an MP4, WebM or QuickTime (.mov) file.");
  }
  async function* whole() {
    yield sample;
    yield* chunks;
  }
  return { body: Readable.from(whole()), contentType: type.mime, extension: type.ext };
}

const fileMessages = (kind: UploadKind): FileMessages => ({
  tooLarge: `The ${LABELS[kind]} is larger than ${UPLOAD_MAX_BYTES[kind] / MEGABYTE} MB.`,
  cutOff: `The ${LABELS[kind]} was cut off before its end. Send it again.`,
});

async function store(
  { db, storage }: UploadContext,
  userId: string,
  kind: UploadKind,
  clientFileName: string | undefined,
  accepted: AcceptedFile,
): Promise<Upload> {
  const key = newStorageKey(FOLDERS[kind], accepted.extension);
  const thumbnailKey = accepted.thumbnail ? newStorageKey("thumbnails", "webp") : null;
  const stored: string[] = [];
  try {
    const { size } = await storage.put(key, accepted.body, { contentType: accepted.contentType });
    stored.push(key);
    if (thumbnailKey && accepted.thumbnail) {
      await storage.put(thumbnailKey, accepted.thumbnail, { contentType: "image/webp" });
      stored.push(thumbnailKey);
    }
    const row = await insertUpload(db, {
      kind,
      storageKey: key,
      thumbnailKey,
      contentType: accepted.contentType,
      sizeBytes: size,
      fileName: displayFileName(clientFileName, accepted.extension, kind),
      width: accepted.width ?? null,
      height: accepted.height ?? null,
      uploadedBy: userId,
    });
    return toUpload(row);
  } catch (error) {
    // The first error is the one to report; a file that could not be removed has no row, so
    // nothing points at it.
    await Promise.allSettled(stored.map((storedKey) => storage.delete(storedKey)));
    throw error;
  }
}

export function toUpload(row: UploadRow): Upload {
  return {
    id: row.id,
    kind: UploadKindSchema.parse(row.kind),
    url: fileUrl(row.storageKey),
    thumbnailUrl: fileUrl(row.thumbnailKey),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    fileName: row.fileName,
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

const isOneOf = (types: readonly string[], mime: string) => types.includes(mime);

/**
 * An upload a feature attaches (a logo, a product image, a resource's file): it must be of the
 * expected kind and the caller's own (platform admins may use anyone's). `field` names the body
 * field in the 400 answer.
 */
export async function requireOwnUpload(
  db: Executor,
  user: SessionUser,
  uploadId: string,
  kind: UploadKind,
  field: string,
): Promise<UploadRow> {
  const upload = await findUploadById(db, uploadId);
  if (!upload || upload.kind !== kind) throw invalid(`${field}: no ${LABELS[kind]} upload with this id`);
  if (upload.uploadedBy !== user.id && !user.isPlatformAdmin) {
    throw invalid(`${field}: use a ${LABELS[kind]} you uploaded yourself`);
  }
  return upload;
}
