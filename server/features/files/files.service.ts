// Serving stored files: which file a key names, who may read it and how it is offered (its type,
// shown inline or downloaded under its name). A file is served by what it belongs to and who may
// see that now (DESIGN.md section 7), never because the caller uploaded it or holds its URL.

import { canSeeCompany } from "@server/features/companies/company-access";
import { readVisibility } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { forbidden, notFound, unauthenticated } from "@server/platform/errors";
import { type ByteRange, isStorageKey, type Storage } from "@server/platform/storage/storage";
import { type FileOwner, type FileOwnership, findFileOwnership } from "./files.repository";

export interface ServedFile {
  size: number;
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
}

/** The folders files are served from: those of the upload kinds, thumbnails and profile photos. */
const SERVED_FOLDERS = new Set(["documents", "csv", "videos", "images", "thumbnails", "photos"]);
/**
 * Files stored without an uploads row of their own: profile photos and image thumbnails. Their
 * type comes from the extension.
 */
const ROWLESS_CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};

/**
 * A file's bytes never change under its key, but who may read it does, so no shared cache may keep
 * it (`private`). A browser that once read a file may keep it for a year, whatever happens to it
 * later; that is the price of not asking again for every image on every page.
 */
const LASTING_CACHE = "private, max-age=31536000, immutable";
/** Account files, hidden content seen by a moderator and unattached uploads: never stored. */
const CONFIDENTIAL_CACHE = "private, no-store";

/**
 * How long an uploader may see their own upload that nothing uses yet: the web app shows a fresh
 * image (a cover, a product picture, a post's attachment) before the form that uses it is saved.
 */
export const UNATTACHED_PREVIEW_MS = 24 * 60 * 60 * 1000;

type Access = { granted: true; confidential: boolean } | { granted: false; status: 401 | 403 | 404 };

const OPEN: Access = { granted: true, confidential: false };
const CONFIDENTIAL: Access = { granted: true, confidential: true };
const SIGN_IN: Access = { granted: false, status: 401 };
const FORBIDDEN: Access = { granted: false, status: 403 };
const NOT_FOUND: Access = { granted: false, status: 404 };

/**
 * Whether the viewer may read a file through this owner, answered as the owner's own page answers:
 * a company's logo, products and resources as the company (a company a visitor may not see does
 * not exist for them); a post's attachments as the post (hub posts ask visitors to sign in, hidden
 * ones do not exist); the content library and events for members, public items' covers for
 * visitors too; account files for the company's admins. Platform admins also see hidden posts'
 * and items' files, which they moderate.
 */
function accessThrough(owner: FileOwner, viewer: SessionUser | null): Access {
  switch (owner.kind) {
    case "accountFile":
      if (!viewer) return SIGN_IN;
      return viewer.isPlatformAdmin || owner.viewerIsCompanyAdmin ? CONFIDENTIAL : FORBIDDEN;
    case "companyLogo":
    case "productImage":
    case "resource":
      return canSeeCompany(viewer, { isPage: owner.companyIsPage }) ? OPEN : NOT_FOUND;
    case "postAttachment":
      if (owner.hidden) return viewer?.isPlatformAdmin ? CONFIDENTIAL : NOT_FOUND;
      if (owner.companyId) {
        return canSeeCompany(viewer, { isPage: Boolean(owner.companyIsPage) }) ? OPEN : NOT_FOUND;
      }
      return viewer ? OPEN : SIGN_IN;
    case "contentVideo":
    case "contentCover":
      if (owner.hidden) return viewer?.isPlatformAdmin ? CONFIDENTIAL : NOT_FOUND;
      // Visitors see a public item's card (its cover) in Discover; the item itself is for members.
      if (viewer || (owner.kind === "contentCover" && owner.visibility === "public")) return OPEN;
      return SIGN_IN;
    case "eventCover":
      return viewer ? OPEN : SIGN_IN;
    case "profilePhoto": {
      // As the member's User settings say: the photo's URL alone never shows it to anyone else.
      if (viewer && (viewer.id === owner.userId || viewer.isPlatformAdmin)) return OPEN;
      const { photo } = readVisibility(owner.visibility);
      if (viewer) return photo.members ? OPEN : NOT_FOUND;
      if (photo.visitors && owner.onPublicPage) return OPEN;
      return photo.members ? SIGN_IN : NOT_FOUND;
    }
  }
}

/**
 * The Cache-Control of a file the viewer may read; throws when they may not. Any owner that lets
 * them in is enough; refused by all, a visitor is asked to sign in when that would help, then 403
 * before 404. An upload that belongs to nothing is served only to its uploader, for a while.
 */
function authorise(viewer: SessionUser | null, { upload, owners }: FileOwnership): string {
  if (owners.length === 0) {
    const previewing =
      upload !== null &&
      viewer !== null &&
      upload.uploadedBy === viewer.id &&
      Date.now() - upload.createdAt.getTime() < UNATTACHED_PREVIEW_MS;
    if (previewing) return CONFIDENTIAL_CACHE;
    throw notFound("File");
  }
  const answers = owners.map((owner) => accessThrough(owner, viewer));
  const grants = answers.filter((answer) => answer.granted);
  if (grants.length > 0) {
    return grants.every((grant) => grant.confidential) ? CONFIDENTIAL_CACHE : LASTING_CACHE;
  }
  const refused = new Set(answers.flatMap((answer) => (answer.granted ? [] : [answer.status])));
  if (refused.has(401)) throw unauthenticated();
  if (refused.has(403)) throw forbidden("Only the company's admins can download its account files.");
  throw notFound("File");
}

/** Describes the file stored under key, if the viewer may read it now. */
export async function findServedFile(
  db: Database,
  storage: Storage,
  key: string,
  viewer: SessionUser | null,
): Promise<ServedFile> {
  const folder = key.split("/")[0] ?? "";
  if (!isStorageKey(key) || !SERVED_FOLDERS.has(folder)) throw notFound("File");
  const ownership = await findFileOwnership(db, key, viewer?.id ?? null);
  const { upload } = ownership;
  let served: Omit<ServedFile, "size" | "cacheControl">;
  if (upload && !upload.thumbnail) {
    const inline = upload.kind === "image" || upload.kind === "video";
    served = {
      contentType: upload.contentType.startsWith("text/")
        ? `${upload.contentType}; charset=utf-8`
        : upload.contentType,
      contentDisposition: contentDisposition(inline ? "inline" : "attachment", upload.fileName),
    };
  } else {
    // A thumbnail, or a photo: a row-less CSV or document is never served.
    const contentType =
      upload || folder === "photos" ? ROWLESS_CONTENT_TYPES[key.split(".").pop() ?? ""] : undefined;
    if (!contentType) throw notFound("File");
    served = { contentType, contentDisposition: "inline" };
  }
  const cacheControl = authorise(viewer, ownership);
  const stat = await storage.stat(key);
  if (!stat) throw notFound("File");
  return { ...served, cacheControl, size: stat.size };
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
