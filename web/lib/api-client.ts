// The one way the web app talks to /api: JSON in and out, the session cookie sent along, and every
// failure turned into an ApiError that carries the server's reason and messages.
import { ApiErrorSchema, type ErrorReason, reasonForStatus } from "@common/errors";

export const CANNOT_CONNECT_MESSAGE = "Cannot connect to server.";

export class ApiError extends Error {
  /** HTTP status; 0 when no response came back. */
  readonly status: number;
  readonly reason: ErrorReason;
  readonly messages: string[];

  constructor(status: number, reason: ErrorReason, messages: string[]) {
    super(messages[0] ?? fallbackMessage(status));
    this.name = "ApiError";
    this.status = status;
    this.reason = reason;
    this.messages = messages;
  }
}

/** What the user reads when the server gave no message (spec section 7, "Failed POST mapping"). */
function fallbackMessage(status: number): string {
  if (status === 0) return CANNOT_CONNECT_MESSAGE;
  if (status === 401 || status === 403) return "Access denied.";
  return "Operation failed.";
}

/** The text to show for any error thrown by a query or mutation. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.reason, parsed.data.messages);
  // A body that is not the error object (a proxy page, an auth library message) still says something.
  const loose = body as { reason?: unknown; messages?: unknown; message?: unknown } | null;
  const messages = Array.isArray(loose?.messages)
    ? loose.messages.filter((message): message is string => typeof message === "string")
    : typeof loose?.message === "string"
      ? [loose.message]
      : [];
  return new ApiError(status, reasonForStatus(status), messages);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    // The browser sets the multipart boundary itself.
    payload = body;
  } else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "Failure", [CANNOT_CONNECT_MESSAGE]);
  }

  const data = await readBody(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export const apiClient = {
  get: <T>(path: string) => request<T>("GET", path),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body),
  patch: <T>(path: string, body: unknown) => request<T>("PATCH", path, body),
  delete: <T>(path: string) => request<T>("DELETE", path),
};
