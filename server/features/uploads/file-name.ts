// The name an upload is shown and downloaded under. It comes from the client, so it is cleaned,
// kept short and made to end in the extension of what the file really is; it is never a path.
import { UPLOAD_FILE_NAME_MAX_LENGTH } from "@common/constants";

/** Extensions that already say what a file is, besides the one file-type reports. */
const EXTENSION_ALIASES: Record<string, string[]> = {
  jpg: ["jpeg"],
  md: ["markdown"],
  txt: ["text"],
  mov: ["qt"],
};
const LONGEST_KEPT_EXTENSION = 16;

/**
 * The client's name without any folder, control or invisible formatting characters (which can
 * disguise an extension, such as a right-to-left override), ending in `.extension`, at most
 * UPLOAD_FILE_NAME_MAX_LENGTH characters; `fallback.extension` when nothing usable is left.
 */
export function displayFileName(clientName: string | undefined, extension: string, fallback: string): string {
  const cleaned = (clientName ?? "")
    .split(/[/\\]/)
    .pop()
    ?.normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/gu, " ")
    .replace(/^[\s.]+/u, "")
    .trim();
  const name = cleaned || fallback;
  const accepted = [extension, ...(EXTENSION_ALIASES[extension] ?? [])];
  const hasExtension = accepted.some((ending) => name.toLowerCase().endsWith(`.${ending}`));
  return shorten(hasExtension ? name : `${name}.${extension}`);
}

/** Cuts the part before the extension so the whole fits; counts characters, not UTF-16 units. */
function shorten(name: string): string {
  const characters = Array.from(name);
  if (characters.length <= UPLOAD_FILE_NAME_MAX_LENGTH) return name;
  const dot = characters.lastIndexOf(".");
  const extension = dot > 0 && characters.length - dot <= LONGEST_KEPT_EXTENSION ? characters.slice(dot) : [];
  const stem = characters.slice(0, UPLOAD_FILE_NAME_MAX_LENGTH - extension.length);
  return `${stem.join("").trimEnd()}${extension.join("")}`;
}
