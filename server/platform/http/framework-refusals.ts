// The refusals Fastify and Node make before any route runs (headers too large, bad HTTP, timeouts,
// undecodable URLs, overlong path parts, unmet Expect, no Host), answered with the error object of
// DESIGN.md section 5 like every other error.
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { errorBody, invalid, reasonFor, sendError } from "@server/platform/errors";
import type { FastifyInstance } from "fastify";

/** What Node's HTTP parser reports, by error code, and how Summit answers it. */
const SOCKET_REFUSALS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's URL and headers are too large." },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, message: "The request's chunk extensions are too large." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: "The request took too long to arrive." },
};
const NOT_HTTP = { status: 400, message: "The request is not valid HTTP." };

/** A complete HTTP response with the error object, for a socket that has no Fastify reply. */
function rawErrorResponse(status: number, message: string): string {
  const body = JSON.stringify(errorBody(reasonFor(status), [message]));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Error"}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * Node's clientError, for requests its parser refuses or that time out: there is no request
 * object, so the answer is written on the socket, which is then closed.
 */
function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const { status, message } = SOCKET_REFUSALS[error.code ?? ""] ?? NOT_HTTP;
  this.log.debug({ err: error }, `client error: answered ${status}`);
  // As Node does: never write into a response that has already begun on this socket.
  const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !response?.headersSent) socket.write(rawErrorResponse(status, message));
  socket.destroy();
}

/** Fastify constructor options that route its own refusals to the error object. */
export const frameworkRefusalOptions = {
  clientErrorHandler,
  frameworkErrors: sendError,
};

/**
 * The refusals Node makes inside its request handling, with an empty body, done here instead: an
 * Expect header other than 100-continue (417), and an HTTP/1.1 request without Host (400; Node's
 * own check is turned off with the server option requireHostHeader: false).
 */
export function registerFrameworkRefusals(app: FastifyInstance): void {
  app.server.on("checkExpectation", (_request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify(
      errorBody(reasonFor(417), ["Only the expectation 100-continue is supported."]),
    );
    response.writeHead(417, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "x-content-type-options": "nosniff",
      connection: "close",
    });
    response.end(body);
  });
  app.addHook("onRequest", async (request) => {
    const { httpVersionMajor, httpVersionMinor } = request.raw;
    if (httpVersionMajor === 1 && httpVersionMinor >= 1 && request.headers.host === undefined) {
      throw invalid("Host: send the Host header (HTTP/1.1 requires it).");
    }
  });
}
