// Serving stored files: which file a key names, who may read it and how it is offered (its type,
// shown inline or downloaded under its name). Account CSVs are confidential; any other file is
// served to whoever holds its unguessable URL.
import type { SessionUser } from "../../platform/auth/session";
import type { Database } from "../../platform/database/client";
import { forbidden, notFound, unauthenticated } from "../../platform/errors";
import { type ByteRange, isStorageKey, type Storage } from "../../platform/storage/storage";
import { findUploadByStorageKey } from "../uploads/uploads.repository";

export interface ServedFile {
  size: number;
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/**
 * Files stored without an uploads row: profile photos and image thumbnails. Their type comes from
 * the extension, and only from these folders, so a row-less CSV or document is never served.
 */
const ROWLESS_FOLDERS = new Set(["photos", "thumbnails"]);
const ROWLESS_CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};

const PUBLIC_CACHE = "private, max-age=31536000, immutable";
const CONFIDENTIAL_CACHE = "private, no-store";

/**
 * Describes the file stored under key, if the viewer may read it. The viewer is looked up only
 * when the file is confidential, so public files cost no session query.
 */
export async function findServedFile(
  db: Database,
  storage: Storage,
  key: string,
  viewer: () => Promise<SessionUser | null>,
): Promise<ServedFile> {
  if (!isStorageKey(key)) throw notFound("File");
  const upload = await findUploadByStorageKey(db, key);
  let served: Omit<ServedFile, "size">;
  if (upload) {
    if (upload.kind === "csv") {
      const user = await viewer();
      if (!user) throw unauthenticated();
      if (user.id !== upload.uploadedBy && !user.isPlatformAdmin) {
        throw forbidden("Only the member who uploaded this file and platform admins can download it.");
      }
    }
    const inline = upload.kind === "image" || upload.kind === "video";
    served = {
      contentType: upload.contentType.startsWith("text/")
        ? `${upload.contentType}; charset=utf-8`
        : upload.contentType,
      contentDisposition: contentDisposition(inline ? "inline" : "attachment", upload.fileName),
      cacheControl: upload.kind === "csv" ? CONFIDENTIAL_CACHE : PUBLIC_CACHE,
    };
  } else {
    const contentType = ROWLESS_FOLDERS.has(key.split("/")[0] ?? "")
      ? ROWLESS_CONTENT_TYPES[key.split(".").pop() ?? ""]
      : undefined;
    if (!contentType) throw notFound("File");
    served = { contentType, contentDisposition: "inline", cacheControl: PUBLIC_CACHE };
  }
  const stat = await storage.stat(key);
  if (!stat) throw notFound("File");
  return { ...served, size: stat.size };
}

/**
 * A Content-Disposition header (RFC 6266) naming the file: an ASCII fallback for old clients and
 * the exact name percent-encoded as UTF-8 (RFC 5987) for the rest.
 */
export function contentDisposition(type: "inline" | "attachment", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 does not allow them unencoded.
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The byte range a Range header asks of a file of the given size (RFC 9110 section 14):
 * "unsatisfiable" when it starts past the end, null when the whole file is to be sent (no header,
 * a malformed one, or several ranges, which a server may answer with the whole file).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/i);
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}
