// Serves better-auth under /api/auth/*: turns the Fastify request into a Fetch request (with the
// client IP from the socket, or from X-Forwarded-For only when TRUST_PROXY is set) and every error
// it answers into the error object of DESIGN.md section 5.

import { setTimeout } from "node:timers/promises";
import {
  AuthStatusSchema,
  BackupCodesSchema,
  ConfirmationRequestSchema,
  EmailChangeSchema,
  EmptyBodySchema,
  PasskeyCeremonyOptionsSchema,
  PasskeyIdSchema,
  PasskeyNameSchema,
  PasskeyRegistrationOptionsQuerySchema,
  PasskeyResponseSchema,
  PasskeySchema,
  PasskeyUpdatedSchema,
  PasswordChangeSchema,
  PasswordConfirmationSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SessionSchema,
  SignedInSchema,
  SignedOutSchema,
  SignInSchema,
  SignUpResultSchema,
  SignUpSchema,
  TwoFactorCodeSchema,
  TwoFactorRedirectSchema,
  TwoFactorSetupSchema,
} from "@common/auth";
import type { ErrorReason } from "@common/error-reasons";
import { reasonForStatus } from "@common/error-reasons";
import { ApiErrorSchema } from "@common/errors";
import type { Access } from "@server/platform/http/access";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { z } from "zod";
import { type Auth, CLIENT_IP_HEADER } from "./auth";
import type { SessionReader } from "./session";
import { waitInWords } from "./sign-in-limits";

/** better-auth error codes whose meaning deserves a more precise status and reason. */
const CODE_OVERRIDES: Record<string, { status: number; reason: ErrorReason }> = {
  USER_ALREADY_EXISTS: { status: 409, reason: "AlreadyExists" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { status: 409, reason: "AlreadyExists" },
  // The passkey plugin answers 500 for a browser response it cannot read: bad input, not a defect.
  FAILED_TO_VERIFY_REGISTRATION: { status: 400, reason: "Invalid" },
  // A challenge's wrong codes are used up; the member starts the sign-in again.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { status: 429, reason: "Failure" },
};

/**
 * Routes better-auth answers as for a visitor, whoever is signed in. Sessions exist only for
 * confirmed addresses, so better-auth's answer to a signed-in member asking for a new confirmation
 * link could only be a refusal (400, "Email mismatch" or "Email already verified"), where anyone
 * else gets the same answer for any address and the link goes to the address's owner.
 */
const ANSWERED_AS_VISITOR = new Set(["/api/auth/send-verification-email"]);

/**
 * Calls whose work depends on whether the address has an account (a link is made and mailed, or
 * nothing happens): their answer leaves no sooner than EVEN_ANSWER_MS after the request came, so
 * its timing tells a stranger nothing (`npm run bench:auth`). Sign-in and sign-up hash a password
 * whichever the case, and better-auth holds a new confirmation link's answer to 500 ms itself.
 */
const EVENLY_TIMED = new Set(["/api/auth/request-password-reset"]);
const EVEN_ANSWER_MS = 250;

/** better-auth calls after which some session may have ended (this member's or others'). */
const ENDS_SESSIONS =
  /^\/api\/auth\/(sign-out|reset-password|change-password|revoke-|two-factor\/(disable|verify-totp))/;

interface DocumentedAuthRoute {
  method: "GET" | "POST";
  url: string;
  /** Who may use it: better-auth checks, the declaration says what (server/platform/http/access.ts). */
  access: Access;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  response: z.ZodType;
}

/**
 * The better-auth endpoints the web app calls, in the API document (and so in the web client's
 * types). better-auth reads and checks these bodies itself, with its own messages, and its answers
 * go out as it wrote them: the schemas here describe and never validate. Every other /api/auth/*
 * path is served, undocumented, by the catch-all.
 */
const DOCUMENTED_AUTH_ROUTES: DocumentedAuthRoute[] = [
  {
    method: "GET",
    url: "/api/auth/get-session",
    access: "anyone",
    summary: "The signed-in member and their session; null when signed out",
    response: SessionSchema.nullable(),
  },
  {
    method: "POST",
    url: "/api/auth/sign-up/email",
    access: "anyone",
    summary: "Sign up; the answer is the same whether or not the address already has an account",
    body: SignUpSchema,
    response: SignUpResultSchema,
  },
  {
    method: "POST",
    url: "/api/auth/sign-in/email",
    access: "anyone",
    summary:
      "Sign in with e-mail and password; sets the session cookie, or asks for a second factor (two-factor/verify-*)",
    body: SignInSchema,
    response: z.union([SignedInSchema, TwoFactorRedirectSchema]),
  },
  {
    method: "POST",
    url: "/api/auth/sign-out",
    access: "anyone",
    summary: "End the session",
    body: EmptyBodySchema,
    response: SignedOutSchema,
  },
  {
    method: "POST",
    url: "/api/auth/send-verification-email",
    access: "anyone",
    summary: "Mail a new confirmation link to an address still waiting for confirmation",
    body: ConfirmationRequestSchema,
    response: AuthStatusSchema,
  },
  {
    method: "POST",
    url: "/api/auth/request-password-reset",
    access: "anyone",
    summary: "Mail a password reset link, if the address has an account",
    body: PasswordResetRequestSchema,
    response: AuthStatusSchema,
  },
  {
    method: "POST",
    url: "/api/auth/reset-password",
    access: "anyone",
    summary: "Set a new password with the token of a reset link",
    body: PasswordResetSchema,
    response: AuthStatusSchema,
  },
  {
    method: "POST",
    url: "/api/auth/change-password",
    access: "member",
    summary: "Change the signed-in member's password",
    body: PasswordChangeSchema,
    response: SignedInSchema,
  },
  {
    method: "POST",
    url: "/api/auth/change-email",
    access: "member",
    summary:
      "Ask to change the signed-in member's address (needs the password); a link to the new address confirms it",
    body: EmailChangeSchema,
    response: AuthStatusSchema,
  },
  {
    method: "POST",
    url: "/api/auth/two-factor/enable",
    access: "member",
    summary: "Start turning on two-factor sign-in: the authenticator app's setup link and backup codes",
    body: PasswordConfirmationSchema,
    response: TwoFactorSetupSchema,
  },
  {
    method: "POST",
    url: "/api/auth/two-factor/verify-totp",
    access: "anyone",
    summary:
      "A code from the authenticator app: completes a sign-in that asked for one, or confirms the app in settings",
    body: TwoFactorCodeSchema,
    response: SignedInSchema,
  },
  {
    method: "POST",
    url: "/api/auth/two-factor/verify-backup-code",
    access: "anyone",
    summary: "Complete a sign-in that asked for a second factor with a backup code, which is then used up",
    body: TwoFactorCodeSchema,
    response: SignedInSchema,
  },
  {
    method: "POST",
    url: "/api/auth/two-factor/generate-backup-codes",
    access: "member",
    summary: "Replace the backup codes with new ones (needs the password)",
    body: PasswordConfirmationSchema,
    response: BackupCodesSchema,
  },
  {
    method: "POST",
    url: "/api/auth/two-factor/disable",
    access: "member",
    summary: "Turn off two-factor sign-in (needs the password)",
    body: PasswordConfirmationSchema,
    response: AuthStatusSchema,
  },
  {
    method: "GET",
    url: "/api/auth/passkey/generate-register-options",
    access: "member",
    summary: "Options for the browser to create a passkey for the signed-in member",
    querystring: PasskeyRegistrationOptionsQuerySchema,
    response: PasskeyCeremonyOptionsSchema,
  },
  {
    method: "POST",
    url: "/api/auth/passkey/verify-registration",
    access: "member",
    summary: "Store the passkey the browser created",
    body: PasskeyResponseSchema,
    response: PasskeySchema,
  },
  {
    method: "GET",
    url: "/api/auth/passkey/generate-authenticate-options",
    access: "anyone",
    summary: "Options for the browser to sign in with a passkey",
    response: PasskeyCeremonyOptionsSchema,
  },
  {
    method: "POST",
    url: "/api/auth/passkey/verify-authentication",
    access: "anyone",
    summary: "Sign in with the passkey the browser used; sets the session cookie",
    body: PasskeyResponseSchema,
    response: SignedInSchema,
  },
  {
    method: "GET",
    url: "/api/auth/passkey/list-user-passkeys",
    access: "member",
    summary: "The signed-in member's passkeys",
    response: z.array(PasskeySchema),
  },
  {
    method: "POST",
    url: "/api/auth/passkey/update-passkey",
    access: "member",
    summary: "Rename one of the signed-in member's passkeys",
    body: PasskeyNameSchema,
    response: PasskeyUpdatedSchema,
  },
  {
    method: "POST",
    url: "/api/auth/passkey/delete-passkey",
    access: "member",
    summary: "Remove one of the signed-in member's passkeys",
    body: PasskeyIdSchema,
    response: AuthStatusSchema,
  },
];

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, sessions: SessionReader): void {
  const handler: RouteHandlerMethod = async (request, reply) => {
    const started = performance.now();
    const route = request.routeOptions.url ?? "";
    const response = await auth.handler(
      toFetchRequest(request, { withoutCookies: ANSWERED_AS_VISITOR.has(route) }),
    );
    if (request.method === "POST" && ENDS_SESSIONS.test(request.url)) sessions.forgetAll();
    if (EVENLY_TIMED.has(route)) await setTimeout(Math.max(0, started + EVEN_ANSWER_MS - performance.now()));
    return sendFetchResponse(reply, response);
  };
  for (const { method, url, access, summary, body, querystring, response } of DOCUMENTED_AUTH_ROUTES) {
    app.route({
      method,
      url,
      config: { access },
      schema: {
        tags: ["auth"],
        summary,
        ...(body ? { body } : {}),
        ...(querystring ? { querystring } : {}),
        response: {
          200: response,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
      validatorCompiler: () => (value) => ({ value }),
      serializerCompiler: () => (value) => JSON.stringify(value),
      handler,
    });
  }
  // The links of mails (confirm an address, a reset), and better-auth's undocumented reads, which
  // check their callers themselves (list-sessions is the member's own).
  app.route({
    method: "GET",
    url: "/api/auth/*",
    config: { access: "anyone" },
    schema: { hide: true },
    handler,
  });
  app.route({
    method: "POST",
    url: "/api/auth/*",
    // better-auth's undocumented writes (revoke-session, revoke-sessions, revoke-other-sessions,
    // update-session) all act on the caller's own sessions.
    config: { access: "member" },
    schema: { hide: true },
    // The request-origin check (server/platform/http/request-origin.ts) has already refused any
    // body that is not JSON.
    handler,
  });
}

/** The Fetch request better-auth reads; also the base of an invited sign-up (server/features/invitations). */
export function toFetchRequest(request: FastifyRequest, options: { withoutCookies?: boolean } = {}): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (options.withoutCookies && name === "cookie") continue;
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
 * The session lives in an httpOnly cookie; better-auth also puts session tokens in some JSON bodies
 * (sign-in, sign-up, get-session, and list-sessions, which holds every session of the member's),
 * where a script in the page could read them. Summit removes them.
 */
function withoutSessionToken(text: string): string | null {
  if (!text) return null;
  if (!text.includes('"token"')) return text;
  try {
    const body = JSON.parse(text) as unknown;
    const holders = Array.isArray(body) ? body : [body, (body as { session?: unknown } | null)?.session];
    for (const holder of holders) {
      if (holder && typeof holder === "object") delete (holder as { token?: unknown }).token;
    }
    return JSON.stringify(body);
  } catch {
    return text;
  }
}
