// Uploads (POST /api/upload/document, /api/upload/video, /api/factor/upload/image): a file goes up
// first; what it belongs to (a logo, a product image, a resource) then names the upload's id.
import { UPLOAD_MAX_BYTES } from "@common/constants";
import { UPLOAD_CONTENT_TYPES, type Upload } from "@common/uploads";
import { api } from "./api-client";

/** The kinds members upload through the web app (CSV files go through account files). */
export type WebUploadKind = "image" | "document" | "video";

const UPLOAD_PATHS = {
  image: "/api/factor/upload/image",
  document: "/api/upload/document",
  video: "/api/upload/video",
} as const satisfies Record<WebUploadKind, string>;

const KIND_NAMES: Record<WebUploadKind, string> = {
  image: "JPEG, PNG, WebP or GIF image",
  document: "PDF, Word, Excel, PowerPoint, text or Markdown file",
  video: "MP4, WebM or QuickTime video",
};

/** The file picker's accept list; the server judges the bytes whatever the picker allowed. */
export function acceptedTypes(kind: WebUploadKind): string {
  const extensions = { image: "", document: ",.md,.docx,.xlsx,.pptx", video: ",.mov" }[kind];
  return `${UPLOAD_CONTENT_TYPES[kind].join(",")}${extensions}`;
}

export function maxMegabytes(kind: WebUploadKind): number {
  return UPLOAD_MAX_BYTES[kind] / (1024 * 1024);
}

export function uploadHint(kind: WebUploadKind): string {
  return `A ${KIND_NAMES[kind]}, at most ${maxMegabytes(kind)} MB.`;
}

/** Why a file cannot be uploaded as this kind, checked before sending it (the server checks again). */
export function uploadProblem(kind: WebUploadKind, file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES[kind])
    return `The file is too large: it may be at most ${maxMegabytes(kind)} MB.`;
  // Browsers leave the type empty for some files (Markdown, for one) and name QuickTime files
  // variously; the server decides those from the bytes.
  const types: readonly string[] = UPLOAD_CONTENT_TYPES[kind];
  if (kind !== "document" && file.type && !types.includes(file.type) && !/\.mov$/i.test(file.name))
    return `Choose a ${KIND_NAMES[kind]}.`;
  return undefined;
}

export function uploadFile(kind: WebUploadKind, file: File): Promise<Upload> {
  return api.post(UPLOAD_PATHS[kind], { body: { file } });
}
