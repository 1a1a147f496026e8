// The better-auth calls Summit's pages make, as the API document names them. better-auth checks
// each body and writes each answer (the bridge turns its errors into the error object), so these
// schemas describe the calls; they are not what checks them.
import { SignUpResultSchema, SignUpSchema } from "@common/auth";
import type { ErrorStatus } from "@server/platform/http/error-responses";
import { z } from "zod";

const EmailSchema = z.email();

const SessionUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullish(),
});

export interface AuthCall {
  method: "GET" | "POST";
  /** Under /api/auth/. */
  path: string;
  summary: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** What a successful call answers: 200 with a body, or a redirect. */
  answer: z.ZodType | "redirect";
  errors: ErrorStatus[];
}

export const AUTH_CALLS: AuthCall[] = [
  {
    method: "POST",
    path: "sign-up/email",
    summary:
      "Sign up as a leader or a vendor; the same answer whether or not the address has an account, and the next step (a confirmation link) goes to that inbox",
    body: SignUpSchema,
    answer: SignUpResultSchema,
    errors: [400, 429],
  },
  {
    method: "POST",
    path: "sign-in/email",
    summary:
      "Sign in with e-mail and password; sets the httpOnly session cookie (403 until the address is confirmed, 429 after too many failed attempts)",
    body: z.object({ email: EmailSchema, password: z.string(), rememberMe: z.boolean().optional() }),
    answer: z.looseObject({ redirect: z.boolean(), user: SessionUserSchema }),
    errors: [400, 401, 403, 429],
  },
  {
    method: "POST",
    path: "sign-out",
    summary: "Sign out: ends the session and clears its cookie",
    body: z.object({}),
    answer: z.object({ success: z.boolean() }),
    errors: [400],
  },
  {
    method: "GET",
    path: "get-session",
    summary: "The caller's session and member, or null when signed out",
    answer: z
      .object({ session: z.looseObject({ id: z.string(), expiresAt: z.string() }), user: SessionUserSchema })
      .nullable(),
    errors: [],
  },
  {
    method: "POST",
    path: "send-verification-email",
    summary: "Send a new link to confirm an address; the same answer for any address",
    body: z.object({ email: EmailSchema, callbackURL: z.string().optional() }),
    answer: z.object({ status: z.boolean() }),
    errors: [400, 429],
  },
  {
    method: "GET",
    path: "verify-email",
    summary:
      "Open a confirmation link: confirms the address, signs the member in and redirects to the sign-in page",
    querystring: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    answer: "redirect",
    errors: [400, 401],
  },
  {
    method: "POST",
    path: "request-password-reset",
    summary: "E-mail a link to choose a new password; the same answer for any address",
    body: z.object({ email: EmailSchema, redirectTo: z.string().optional() }),
    answer: z.looseObject({ status: z.boolean() }),
    errors: [400, 429],
  },
  {
    method: "POST",
    path: "reset-password",
    summary: "Choose a new password with the token from a reset link; ends every session of the member",
    body: z.object({ newPassword: z.string(), token: z.string() }),
    answer: z.object({ status: z.boolean() }),
    errors: [400],
  },
  {
    method: "POST",
    path: "change-password",
    summary: "Change the caller's password, optionally ending their other sessions",
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.boolean().optional(),
    }),
    answer: z.looseObject({ user: SessionUserSchema }),
    errors: [400, 401],
  },
];
