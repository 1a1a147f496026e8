import type { FastifyRequest } from "fastify";

/** Node's rule: a request has a body when it is chunked or declares a length above zero. */
export function hasBody(request: FastifyRequest): boolean {
  return (
    request.headers["transfer-encoding"] !== undefined || Number(request.headers["content-length"] ?? 0) > 0
  );
}
