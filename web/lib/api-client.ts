// The one way the web app talks to /api: paths, parameters and bodies typed from the server's
// OpenAPI document (web/lib/api/schema.d.ts), JSON in and out, the session cookie sent along, and
// every failure turned into an ApiError that carries the server's reason and messages.
import { ERROR_REASONS, type ErrorReason, reasonForStatus } from "@common/error-reasons";
import createClient, { type FetchResponse, type MaybeOptionalInit } from "openapi-fetch";
import type { paths } from "./api/schema";

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

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

const isErrorReason = (value: unknown): value is ErrorReason =>
  (ERROR_REASONS as readonly unknown[]).includes(value);

function toApiError(status: number, body: unknown): ApiError {
  const loose = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  if (isErrorReason(loose.reason) && isStringArray(loose.messages)) {
    return new ApiError(status, loose.reason, loose.messages);
  }
  // A body that is not the error object (a proxy page, an auth library message) still says something.
  const messages = Array.isArray(loose.messages)
    ? loose.messages.filter((message): message is string => typeof message === "string")
    : typeof loose.message === "string"
      ? [loose.message]
      : [];
  return new ApiError(status, reasonForStatus(status), messages);
}

/**
 * A body holding a file (an upload: the document types files as Blob) goes as multipart/form-data,
 * whose boundary the browser sets; any other body as JSON.
 */
function serializeBody(body: unknown): string | FormData {
  if (
    typeof body !== "object" ||
    body === null ||
    !Object.values(body).some((value) => value instanceof Blob)
  ) {
    return JSON.stringify(body);
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(body))
    form.append(name, value instanceof Blob ? value : String(value));
  return form;
}

const client = createClient<paths>({
  credentials: "same-origin",
  headers: { Accept: "application/json" },
  bodySerializer: serializeBody,
  // fetch is looked up on every call, not once here, so tests can stand in for the server.
  fetch: async (request) => {
    try {
      return await fetch(request);
    } catch {
      throw new ApiError(0, "Failure", [CANNOT_CONNECT_MESSAGE]);
    }
  },
});

type Method = "get" | "post" | "put" | "patch" | "delete";

/** The paths the server answers for `method`. */
type PathsFor<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, infer Operation>
    ? [Operation] extends [never]
      ? never
      : P
    : never;
}[keyof paths];

/** Path and query parameters and body; the argument may be left out when none of it is required. */
type Init<P extends keyof paths, M extends Method> = MaybeOptionalInit<paths[P], M>;
// Distributed over P, so that a path the server does not have is reported as such rather than as
// a missing argument.
type InitArgs<P extends keyof paths, M extends Method> = P extends unknown
  ? undefined extends Init<P, M>
    ? [init?: Init<P, M>]
    : [init: Init<P, M>]
  : never;

/** The success body; an answer without one (204) gives null. */
type ResponseData<P extends keyof paths, M extends Method> =
  Exclude<
    FetchResponse<NonNullable<paths[P][M]>, object, `${string}/${string}`>["data"],
    undefined
  > extends infer Data
    ? [Data] extends [never]
      ? null
      : Data
    : never;

function caller<M extends Method>(method: M) {
  return async <P extends PathsFor<M>>(path: P, ...[init]: InitArgs<P, M>): Promise<ResponseData<P, M>> => {
    const { data, error, response } = (await client.request(method, path as never, init as never)) as {
      data?: unknown;
      error?: unknown;
      response: Response;
    };
    if (!response.ok) throw toApiError(response.status, error ?? null);
    return (data ?? null) as ResponseData<P, M>;
  };
}

/**
 * Typed calls that return the success body or throw an ApiError, e.g.
 * `api.get("/api/content/{id}", { params: { path: { id } } })`.
 */
export const api = {
  get: caller("get"),
  post: caller("post"),
  put: caller("put"),
  patch: caller("patch"),
  delete: caller("delete"),
};
