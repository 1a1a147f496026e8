// AppError and its factories: services throw these; the error handler turns any error into the
// error object of DESIGN.md section 5 and never lets internals reach the client.

import { type ErrorReason, reasonForStatus } from "@common/error-reasons";
import type { ApiErrorBody } from "@common/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly reason: ErrorReason,
    readonly messages: string[],
  ) {
    super(messages[0] ?? reason);
  }
}

export const invalid = (...messages: string[]) => new AppError(400, "Invalid", messages);
export const unauthenticated = () => new AppError(401, "AccessDenied", ["Sign in to continue."]);
export const forbidden = (message = "Access denied.") => new AppError(403, "AccessDenied", [message]);
export const notFound = (what: string) => new AppError(404, "NotFound", [`${what} not found.`]);
export const alreadyExists = (message: string) => new AppError(409, "AlreadyExists", [message]);
export const failure = (message: string) => new AppError(422, "Failure", [message]);
export const tooLarge = (message: string) => new AppError(413, "Invalid", [message]);
export const unsupportedType = (message: string) => new AppError(415, "Invalid", [message]);
export const rangeNotSatisfiable = () =>
  new AppError(416, "Invalid", ["The requested range is not satisfiable."]);

export function errorBody(reason: ErrorReason, messages: string[]): ApiErrorBody {
  return { reason, messages };
}

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This content type is not supported here.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The JSON body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The JSON body could not be parsed.",
  FST_REQ_FILE_TOO_LARGE: "The file is too large.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length header does not match the body.",
  FST_ERR_BAD_URL: "The URL could not be decoded.",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the URL's path is too long.",
};

/** Statuses the framework and Node answer with, whose reason common's reasonForStatus leaves Unknown. */
const REFUSAL_REASONS: Partial<Record<number, ErrorReason>> = {
  405: "NotSupported",
  408: "Failure",
  414: "Invalid",
  417: "Invalid",
  431: "Invalid",
};

export const reasonFor = (status: number): ErrorReason => REFUSAL_REASONS[status] ?? reasonForStatus(status);

/** Seconds a client is asked to wait while the database is away or restarting. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Errors that mean the database is away, restarting or out of connections, not that the request
 * was wrong: refused or reset connections, SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crash or startup) and 53300 (too many connections).
 */
const DATABASE_AWAY_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "57P01", "57P02", "57P03", "53300"]);
/** What node-postgres throws, without a code, when the pool or a connection gives up. */
const DATABASE_AWAY_MESSAGES = new Set([
  "timeout exceeded when trying to connect",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
]);

type DatabaseProblem = "rejected value" | "away";

/**
 * What a failed query says about the request. Drizzle wraps the driver's error (its cause), so
 * the whole cause chain is read.
 */
function databaseProblem(error: unknown): DatabaseProblem | null {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") {
      // SQLSTATE class 22, data exception: a value PostgreSQL cannot take as its type.
      if (/^22[0-9A-Z]{3}$/.test(code)) return "rejected value";
      if (/^08[0-9A-Z]{3}$/.test(code) || DATABASE_AWAY_CODES.has(code)) return "away";
    }
    if (DATABASE_AWAY_MESSAGES.has(current.message)) return "away";
    current = current.cause;
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/** Answers any error with the error object; also Fastify's frameworkErrors (bad URLs, long path parts). */
export function sendError(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.status(error.status).send(errorBody(error.reason, error.messages));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const messages = error.validation.map((issue) => {
      const field = issue.instancePath.slice(1).replaceAll("/", ".");
      const message = issue.message ?? "is invalid";
      return field ? `${field}: ${message}` : message;
    });
    return reply.status(400).send(errorBody("Invalid", messages));
  }
  const problem = databaseProblem(error);
  if (problem === "rejected value") {
    // The request's schema should have refused the value: a 400 for the client, a defect for us.
    request.log.error({ err: error }, "defect: database rejected a value the schema let through");
    return reply.status(400).send(errorBody("Invalid", ["A value in the request is not valid."]));
  }
  if (problem === "away") {
    request.log.warn({ err: error }, "database unavailable");
    return reply
      .status(503)
      .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .send(errorBody("Failure", ["Summit is briefly unavailable. Try again in a few seconds."]));
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(errorBody("InternalError", ["Something went wrong on our side."]));
  }
  const message = FASTIFY_MESSAGES[error.code] ?? error.message;
  return reply.status(status).send(errorBody(reasonFor(status), [message]));
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return reply.status(404).send(errorBody("NotFound", [`No route for ${request.method} ${path}.`]));
}
