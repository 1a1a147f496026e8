// AppError and its factories: services throw these; the error handler turns any error into the
// error object of DESIGN.md section 5 and never lets internals reach the client.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { type ApiErrorBody, type ErrorReason, reasonForStatus } from "../../common/errors";

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
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
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
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(errorBody("InternalError", ["Something went wrong on our side."]));
    }
    const message = FASTIFY_MESSAGES[error.code] ?? error.message;
    return reply.status(status).send(errorBody(reasonForStatus(status), [message]));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0];
  return reply.status(404).send(errorBody("NotFound", [`No route for ${request.method} ${path}.`]));
}
