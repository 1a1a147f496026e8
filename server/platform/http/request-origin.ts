// Writes come from Summit's own pages (DESIGN.md section 7): an unsafe request under /api must come
// from a trusted origin and carry JSON (multipart where the route takes a file), so a form on
// another site, or on a sibling host that SameSite=Lax treats as same-site, changes nothing.

import type { Config } from "@server/platform/config";
import { forbidden, unsupportedType } from "@server/platform/errors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hasBody } from "./request-body";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const JSON_TYPE = "application/json";
const MULTIPART_TYPE = "multipart/form-data";

/** The origins Summit's pages are served from; better-auth trusts exactly these too. */
export function trustedOrigins(
  config: Pick<Config, "publicUrl" | "PUBLIC_URL" | "PORT" | "NODE_ENV">,
): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.PUBLIC_URL) {
    for (const host of ["localhost", "127.0.0.1"]) origins.add(`http://${host}:${config.PORT}`);
  }
  if (config.NODE_ENV === "development") origins.add("http://localhost:5173");
  return [...origins];
}

/** Refuses, before any body is read, unsafe /api requests from elsewhere or with a body that is not JSON. */
export function registerRequestOriginCheck(app: FastifyInstance, origins: readonly string[]): void {
  const trusted = new Set(origins);
  // Fastify parses text/plain by default; no route reads it, and it is what a cross-site form can send.
  app.removeContentTypeParser("text/plain");
  app.addHook("onRequest", async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (!fromTrustedPage(request, trusted)) {
      throw forbidden("Changes can only be made from Summit's own pages.");
    }
    const type = mediaType(request.headers["content-type"]);
    if (type === JSON_TYPE) return;
    if (type === undefined && !hasBody(request)) return;
    const takesFiles = request.routeOptions.schema?.consumes?.includes(MULTIPART_TYPE) ?? false;
    if (type === MULTIPART_TYPE && takesFiles) return;
    throw unsupportedType(
      takesFiles
        ? "Send the file as multipart/form-data."
        : "Send a JSON body (Content-Type: application/json).",
    );
  });
}

/** Judged by the route that matched, so that an encoded path (/%61pi/...) cannot slip past. */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  return path === "/api" || path.startsWith("/api/");
}

/**
 * Browsers send Origin with unsafe requests; where it is missing, Sec-Fetch-Site (which current
 * browsers send with every request) still says where the request came from. A request with
 * neither is no browser's (scripts, server-to-server clients), so no page can have made it: those
 * pass, and whatever session they carry is their own.
 */
function fromTrustedPage(request: FastifyRequest, trusted: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  // "null" (a sandboxed frame, a data: page, some redirects) names no origin and is never trusted.
  if (origin !== undefined) return trusted.has(origin);
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  return true;
}

function mediaType(header: string | undefined): string | undefined {
  return header?.split(";")[0]?.trim().toLowerCase();
}
