// Uploads (POST /api/upload/document, /api/upload/video, /api/factor/upload/image): a file goes up
// first; what it belongs to (a logo, a product image, a resource) then names the upload's id.
import { UPLOAD_MAX_BYTES } from "../../../../common/constants";
import { UPLOAD_CONTENT_TYPES, type Upload } from "../../../../common/uploads";
import { apiClient } from "../../../lib/api-client";

export type CompanyUploadKind = "image" | "document" | "video";

const UPLOAD_PATHS: Record<CompanyUploadKind, string> = {
  image: "/api/factor/upload/image",
  document: "/api/upload/document",
  video: "/api/upload/video",
};

const KIND_NAMES: Record<CompanyUploadKind, string> = {
  image: "JPEG, PNG, WebP or GIF image",
  document: "PDF, Word, Excel, PowerPoint, text or Markdown file",
  video: "MP4, WebM or QuickTime video",
};

/** The file picker's accept list; the server judges the bytes whatever the picker allowed. */
export function acceptedTypes(kind: CompanyUploadKind): string {
  const extensions = { image: "", document: ",.md,.docx,.xlsx,.pptx", video: ",.mov" }[kind];
  return `${UPLOAD_CONTENT_TYPES[kind].join(",")}${extensions}`;
}

export function maxMegabytes(kind: CompanyUploadKind): number {
  return UPLOAD_MAX_BYTES[kind] / (1024 * 1024);
}

export function uploadHint(kind: CompanyUploadKind): string {
  return `A ${KIND_NAMES[kind]}, at most ${maxMegabytes(kind)} MB.`;
}

/** Why a file cannot be uploaded as this kind, checked before sending it (the server checks again). */
export function uploadProblem(kind: CompanyUploadKind, file: File): string | undefined {
  if (file.size > UPLOAD_MAX_BYTES[kind])
    return `The file is too large: it may be at most ${maxMegabytes(kind)} MB.`;
  // Browsers leave the type empty for some files (Markdown, for one); the server decides those.
  const types: readonly string[] = UPLOAD_CONTENT_TYPES[kind];
  if (kind === "image" && file.type && !types.includes(file.type)) return `Choose a ${KIND_NAMES.image}.`;
  return undefined;
}

export function uploadFile(kind: CompanyUploadKind, file: File): Promise<Upload> {
  const form = new FormData();
  form.append("file", file);
  return apiClient.post<Upload>(UPLOAD_PATHS[kind], form);
}
