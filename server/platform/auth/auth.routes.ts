// Serves better-auth under /api/auth/*: turns the Fastify request into a Fetch request (with the
// client IP from the socket, or from X-Forwarded-For only when TRUST_PROXY is set) and every error
// it answers into the error object of DESIGN.md section 5.

import type { ErrorReason } from "@common/errors";
import { reasonForStatus } from "@common/errors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import type { SessionReader } from "./session";
import { waitInWords } from "./sign-in-limits";

/** better-auth error codes whose meaning deserves a more precise status and reason. */
const CODE_OVERRIDES: Record<string, { status: number; reason: ErrorReason }> = {
  USER_ALREADY_EXISTS: { status: 409, reason: "AlreadyExists" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, reason: "AlreadyExists" },
};

/** better-auth calls after which some session may have ended (this member's or others'). */
const ENDS_SESSIONS = /^\/api\/auth\/(sign-out|reset-password|change-password|revoke-)/;

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, sessions: SessionReader): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    // The request-origin check (server/platform/http/request-origin.ts) has already refused any
    // body that is not JSON.
    handler: async (request, reply) => {
      const response = await auth.handler(toFetchRequest(request));
      if (request.method === "POST" && ENDS_SESSIONS.test(request.url)) sessions.forgetAll();
      return sendFetchResponse(reply, response);
    },
  });
}

/** The Fetch request better-auth reads; also the base of an invited sign-up (server/features/invitations). */
export function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  if (hasBody) {
    headers.set("content-type", "application/json");
    headers.delete("content-length");
  }
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

/** Sends better-auth's answer: its cookies, its body without the session token, errors as the error object. */
export async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || name === "content-length") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);

  const text = await response.text();
  if (response.status < 400) return reply.send(withoutSessionToken(text));

  let body: { code?: string; message?: string; messages?: unknown } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text || undefined };
  }
  // better-auth's request limiter says when to retry in a header of its own.
  const retryAfter = Number(response.headers.get("x-retry-after"));
  if (response.status === 429 && retryAfter > 0 && !response.headers.has("retry-after")) {
    reply.header("retry-after", String(retryAfter));
    body.message = `Too many requests. Try again in ${waitInWords(retryAfter)}.`;
  }
  const override = body.code ? CODE_OVERRIDES[body.code] : undefined;
  const messages = Array.isArray(body.messages)
    ? body.messages.map(String)
    : [body.message ?? (response.status === 429 ? "Too many requests. Try again later." : "Request failed.")];
  reply.header("content-type", "application/json; charset=utf-8");
  return reply.status(override?.status ?? response.status).send({
    reason: override?.reason ?? reasonForStatus(response.status),
    messages,
    ...(body.code ? { code: body.code } : {}),
  });
}

/**
 * The session lives in an httpOnly cookie; better-auth also puts its token in some JSON bodies
 * (sign-in, sign-up, get-session), where a script in the page could read it. Summit removes it.
 */
function withoutSessionToken(text: string): string | null {
  if (!text) return null;
  if (!text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as { token?: unknown; session?: { token?: unknown } } | null;
    if (body && typeof body === "object") {
      delete body.token;
      if (body.session && typeof body.session === "object") delete body.session.token;
    }
    return JSON.stringify(body);
  } catch {
    return text;
  }
}
