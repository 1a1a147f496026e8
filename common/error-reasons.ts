// Why a request failed, as the error object (DESIGN.md section 5) names it. Kept free of zod so the
// web client can read errors without loading the schema library on the first page.

export const ERROR_REASONS = [
  "Unknown",
  "NotFound",
  "AlreadyExists",
  "Invalid",
  "Failure",
  "NotSupported",
  "AccessDenied",
  "InternalError",
] as const;

export type ErrorReason = (typeof ERROR_REASONS)[number];

/** The reason that goes with an HTTP status when nothing more specific is known. */
export function reasonForStatus(status: number): ErrorReason {
  if (status === 400 || status === 413 || status === 415) return "Invalid";
  if (status === 401 || status === 403) return "AccessDenied";
  if (status === 404) return "NotFound";
  if (status === 409) return "AlreadyExists";
  if (status === 501) return "NotSupported";
  if (status === 422 || status === 429) return "Failure";
  if (status >= 500) return "InternalError";
  return "Unknown";
}
