// The identity layer: better-auth with e-mail and password, database sessions in an httpOnly
// SameSite=Lax cookie, password reset by e-mail and rate limiting by client IP (DESIGN.md sections 3, 6).
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { SignUpSchema } from "../../../common/auth";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../common/constants";
import { DEFAULT_HUB_ID, type HubId, hubForSignupRole } from "../../../common/hubs";
import { type AccountType, LEADER_PLAN } from "../../../common/plans";
import type { Database } from "../database/client";
import { accounts, rateLimits, sessions, users, verifications } from "../database/schema/auth";
import type { Mailer } from "../mail/mailer";

/** The header the HTTP bridge fills with the client address; clients cannot set it themselves. */
export const CLIENT_IP_HEADER = "x-summit-client-ip";

export const RATE_LIMITS = {
  signIn: { window: 60, max: 5 },
  signUp: { window: 60, max: 10 },
  passwordReset: { window: 60, max: 3 },
} as const;

/** Endpoints of better-auth that Summit does not offer (profile changes go through /api/profile). */
const DISABLED_PATHS = [
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/change-email",
  "/sign-in/social",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/refresh-token",
  "/get-access-token",
  "/send-verification-email",
  "/verify-email",
  "/set-password",
];

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** The industries list's spelling of a name, or null when the list does not hold it. */
  findIndustry: (name: string) => Promise<string | null>;
  /** Runs after a user row is committed: links a vendor's company, matches the billing customer. */
  onUserCreated: (userId: string) => Promise<void>;
}

/** What an invitation decides about the account it opens (server/features/invitations). */
export interface InvitedAccount {
  email: string;
  accountType: AccountType;
  hub: HubId;
  planName: string;
  industry: string | null;
  revenueBand: string | null;
  /** The company the person joins as one of its people. */
  companyId: string | null;
}

/** A sign-up by invitation: the person gives name, job title and password, the invitation the rest. */
export interface InvitedSignUp {
  name: string;
  jobTitle: string;
  password: string;
  /**
   * Reads the invitation once the sign-up rate limit has let the request through and before
   * anything is written; throws (an AppError) when it cannot be used.
   */
  resolve(): Promise<InvitedAccount>;
}

interface InvitedSignUpRun {
  signUp: InvitedSignUp;
  account?: InvitedAccount;
  failure?: unknown;
}

/**
 * Marks the sign-ups that server code runs for an invitation. It is never set for a request that
 * arrives over HTTP, so a client cannot claim an invitation's company or skip the sign-up checks.
 */
const invitedSignUps = new AsyncLocalStorage<InvitedSignUpRun>();

/**
 * Signs the invited person up through better-auth's own sign-up endpoint, so the password is hashed,
 * the session cookie set and the sign-up rate limit counted exactly as for the sign-up form.
 * `from` is the client's request as the HTTP bridge builds it (client address, cookies, origin).
 * Answers better-auth's response; rethrows what `resolve` threw.
 */
export async function signUpByInvitation(
  auth: Auth,
  from: Request,
  signUp: InvitedSignUp,
): Promise<Response> {
  const headers = new Headers(from.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const request = new Request(new URL("/api/auth/sign-up/email", from.url), {
    method: "POST",
    headers,
    body: JSON.stringify({ name: signUp.name, jobTitle: signUp.jobTitle, password: signUp.password }),
  });
  const run: InvitedSignUpRun = { signUp };
  const response = await invitedSignUps.run(run, () => auth.handler(request));
  if (run.failure) throw run.failure;
  return response;
}

/** The before-hook's part for an invited sign-up: the invitation supplies the e-mail and account type. */
async function completeInvitedSignUp(run: InvitedSignUpRun) {
  try {
    run.account = await run.signUp.resolve();
  } catch (error) {
    // better-auth answers anything but its own APIError with a bare 500; the caller rethrows this.
    run.failure = error;
    throw new APIError("BAD_REQUEST", {
      message: "The invitation cannot be used.",
      code: "INVITATION_REFUSED",
    });
  }
  return { context: { body: { email: run.account.email, accountType: run.account.accountType } } };
}

export function createAuth(options: AuthOptions) {
  const { db, mailer } = options;
  return betterAuth({
    appName: "Summit",
    baseURL: options.baseUrl,
    basePath: "/api/auth",
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    disabledPaths: DISABLED_PATHS,
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: "Reset your Summit password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Summit account. If it was you, open this link within an hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
        });
      },
    },
    user: {
      additionalFields: {
        accountType: { type: "string", required: true, input: true },
        jobTitle: { type: "string", required: false, input: true },
        industry: { type: "string", required: false, input: true },
        revenueBand: { type: "string", required: false, input: true },
        hub: { type: "string", required: false, input: false },
        planName: { type: "string", required: false, input: false },
        signupCompanyName: { type: "string", required: false, input: false },
        // Written at creation only for an invited sign-up, so the person joins their company atomically.
        companyId: { type: "string", required: false, input: false },
        isPlatformAdmin: { type: "boolean", required: false, input: false, defaultValue: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": RATE_LIMITS.signIn,
        "/sign-up/email": RATE_LIMITS.signUp,
        "/request-password-reset": RATE_LIMITS.passwordReset,
        "/reset-password": RATE_LIMITS.passwordReset,
        "/change-password": RATE_LIMITS.signIn,
      },
    },
    advanced: {
      cookiePrefix: "summit",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-up/email") return;
        const invited = invitedSignUps.getStore();
        if (invited) return completeInvitedSignUp(invited);
        const result = SignUpSchema.safeParse(ctx.body);
        const messages = result.success
          ? []
          : result.error.issues.map((issue) =>
              issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message,
            );
        if (result.success) {
          const industry = await options.findIndustry(result.data.industry);
          if (!industry) messages.push("industry: choose an industry from the list");
          // The list's own spelling, found here, outside the sign-up's transaction: a lookup
          // inside it would hold one pooled connection while waiting for another.
          else (ctx.body as { industry: string }).industry = industry;
        }
        if (messages.length) {
          throw new APIError("BAD_REQUEST", {
            message: messages.join("; "),
            code: "INVALID_SIGN_UP",
            messages,
          });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Turns the signup body into profile fields: a leader's role sets the hub; a vendor's plan
          // and company name are kept for the after-create step.
          before: async (user, ctx) => {
            const invited = invitedSignUps.getStore()?.account;
            if (invited) {
              const { email: _email, ...profile } = invited;
              return { data: { ...user, ...profile } };
            }
            const body = SignUpSchema.safeParse(ctx?.body);
            if (!body.success) return { data: user };
            const signUp = body.data;
            const profile =
              signUp.accountType === "leader"
                ? { hub: hubForSignupRole(signUp.role)?.id ?? DEFAULT_HUB_ID, planName: LEADER_PLAN }
                : { hub: DEFAULT_HUB_ID, planName: signUp.plan, signupCompanyName: signUp.companyName };
            return {
              data: {
                ...user,
                ...profile,
                name: signUp.name,
                jobTitle: signUp.jobTitle,
                industry: signUp.industry,
              },
            };
          },
          after: async (user) => {
            await options.onUserCreated(user.id);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
