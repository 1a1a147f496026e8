// The identity layer: better-auth with e-mail and password, database sessions in an httpOnly
// SameSite=Lax cookie, sign-up confirmed by an e-mailed link, password reset by e-mail, a second
// factor (authenticator app and backup codes), passkeys, e-mail changes confirmed from the new
// address, rate limiting by client IP and failed password checks limited per account and per
// address (DESIGN.md sections 3, 6; docs/decisions/0023-two-factor-and-passkeys.md).
import { AsyncLocalStorage } from "node:async_hooks";
import { passkey } from "@better-auth/passkey";
import {
  EMAIL_CHANGED_LANDING,
  EMAIL_CONFIRMATION_LANDING,
  EMAIL_NOT_CONFIRMED_MESSAGE,
  type SignUpInput,
  type SignUpResult,
  SignUpSchema,
} from "@common/auth";
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SUSPENDED_MESSAGE,
} from "@common/constants";
import { DEFAULT_HUB_ID, type HubId, hubForSignupRole } from "@common/hubs";
import { type AccountType, LEADER_PLAN } from "@common/plans";
import type { Database } from "@server/platform/database/client";
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from "@server/platform/database/schema/auth";
import { alreadyExists } from "@server/platform/errors";
import type { Mail, Mailer } from "@server/platform/mail/mailer";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { setSessionCookie } from "better-auth/cookies";
import { twoFactor } from "better-auth/plugins/two-factor";
import { and, eq, isNull, like, lte, ne, or, sql } from "drizzle-orm";
import {
  createSignInLimits,
  normaliseEmail,
  type PasswordCheck,
  type PasswordCheckOutcome,
  waitInWords,
} from "./sign-in-limits";

/** The header the HTTP bridge fills with the client address; clients cannot set it themselves. */
export const CLIENT_IP_HEADER = "x-summit-client-ip";

/** Requests per client address (better-auth's limiter); failed sign-ins have limits of their own. */
export const RATE_LIMITS = {
  /** Every other auth route. */
  other: { window: 60, max: 300 },
  // Only bounds the password hashing one address can ask for: an office signs in behind one address.
  signIn: { window: 60, max: 100 },
  signUp: { window: 60, max: 10 },
  passwordReset: { window: 60, max: 3 },
  changePassword: { window: 60, max: 10 },
  confirmationEmail: { window: 60, max: 3 },
  changeEmail: { window: 60, max: 3 },
  // Every code typed at sign-in or in settings; wrong codes also have per-challenge and per-account
  // limits of the two-factor plugin (TWO_FACTOR_LIMITS).
  twoFactor: { window: 60, max: 10 },
} as const;

/** How long a better-auth rate-limit row can still count (features/operations/ended-rows.ts). */
export const LONGEST_RATE_LIMIT_WINDOW_MS =
  Math.max(...Object.values(RATE_LIMITS).map((rule) => rule.window)) * 1000;

/**
 * The two-factor plugin's own limits on wrong codes at sign-in, stated here because Summit
 * promises them (docs/security.md): a sign-in's challenge ends after this many wrong codes, and an
 * account waits after this many in a row, whichever sign-ins they came from.
 */
export const TWO_FACTOR_LIMITS = {
  attemptsPerChallenge: 5,
  failuresBeforeWait: 10,
  waitSeconds: 15 * 60,
  /** How long a sign-in that asked for a code may take to get it. */
  challengeSeconds: 10 * 60,
} as const;

/** The answer to a change that asks for a code (two-factor on) when none came with it. */
export const SECOND_FACTOR_NEEDED_MESSAGE =
  "Two-factor sign-in is on: type a code from your authenticator app, or a backup code.";

/** The answer to a code that is neither the app's current one nor an unused backup code. */
export const WRONG_SECOND_FACTOR_MESSAGE = "That code is not right.";

/** Backup codes are 10 characters long (backupCodeOptions); anything much longer is not a code. */
export const SECOND_FACTOR_CODE_MAX_LENGTH = 64;

/** The name an authenticator app shows beside the member's address. */
export const TOTP_ISSUER = "Summit";

/**
 * Requests that compare the member's password (sign-in, and settings changes that ask for it
 * again): their failures count towards the same limits as sign-in's.
 */
const PASSWORD_CHECK_PATHS = new Set([
  "/sign-in/email",
  "/change-password",
  "/change-email",
  "/two-factor/enable",
  "/two-factor/disable",
  "/two-factor/generate-backup-codes",
]);

/** Sign-in's second step: a code from the authenticator app or a backup code. */
const TWO_FACTOR_VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** How long a sign-up's confirmation link works. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;

/** Endpoints of better-auth that Summit does not offer (profile changes go through /api/profile). */
const DISABLED_PATHS = [
  "/update-user",
  "/delete-user",
  "/delete-user/callback",
  "/sign-in/social",
  "/link-social",
  "/unlink-account",
  "/list-accounts",
  "/account-info",
  "/refresh-token",
  "/get-access-token",
  "/set-password",
  // Two-factor by e-mailed or texted codes: Summit offers an authenticator app only, and the
  // setup link is shown once, when two-factor is turned on.
  "/two-factor/send-otp",
  "/two-factor/verify-otp",
  "/two-factor/get-totp-uri",
  // Someone who is not signed in cannot create an account with a passkey.
  "/passkey/generate-register-options/passkey-first",
];

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  baseUrl: string;
  trustedOrigins: string[];
  /** The industries list's spelling of a name, or null when the list does not hold it. */
  findIndustry: (name: string) => Promise<string | null>;
  /**
   * Runs once a member's address is known to be theirs: when they open the confirmation link, or
   * when the account is created by an invitation or the demo data. Links a vendor's company and
   * matches the billing customer, so neither is claimed with an address nobody has confirmed.
   */
  onUserCreated: (userId: string) => Promise<void>;
  /**
   * Runs after each sign-in (a new session) and once a changed address is confirmed; matches a
   * billing customer written since, or one written for the new address.
   */
  onSignIn: (userId: string) => Promise<void>;
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

/** Marks the sign-ups that server code runs for addresses it knows to be the member's (demo data). */
const confirmedSignUps = new AsyncLocalStorage<true>();

/**
 * Signs the invited person up through better-auth's own sign-up endpoint, so the password is hashed
 * and the sign-up rate limit counted exactly as for the sign-up form. The invitation's link proved
 * the address, so the account is created confirmed and signed in at once (the session cookie is in
 * the response). `from` is the client's request as the HTTP bridge builds it (client address,
 * cookies, origin). Answers better-auth's response; rethrows what `resolve` threw, and 409 when the
 * address has had an account since the invitation was read.
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

/** Signs up a member whose address needs no confirmation (demo data): no link is mailed. */
export async function signUpConfirmed(auth: Auth, body: SignUpInput): Promise<void> {
  await confirmedSignUps.run(true, () => auth.api.signUpEmail({ body }));
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

/** The mail that confirms a new member's address; its link signs them in (EMAIL_CONFIRMATION_LANDING). */
function confirmationMail(baseUrl: string, user: { name: string; email: string }, token: string): Mail {
  const link = new URL("/api/auth/verify-email", baseUrl);
  link.searchParams.set("token", token);
  link.searchParams.set("callbackURL", EMAIL_CONFIRMATION_LANDING);
  return {
    to: user.email,
    subject: "Confirm your e-mail address for Summit",
    text: `Hello ${user.name},\n\nWelcome to Summit. Open this link within 24 hours to confirm your e-mail address and sign in:\n\n${link}\n\nIf you did not sign up for Summit, ignore this e-mail: the account cannot be used until the address is confirmed.\n`,
  };
}

/** The mail to the owner of an address that someone tried to sign up with again. */
function existingAccountMail(baseUrl: string, user: { name: string; email: string }): Mail {
  return {
    to: user.email,
    subject: "Someone tried to sign up to Summit with your address",
    text: `Hello ${user.name},\n\nSomeone just tried to create a Summit account with ${user.email}, which already has one. If it was you, sign in here:\n\n${new URL("/auth", baseUrl)}\n\nIf you have forgotten your password, choose a new one here:\n\n${new URL("/auth/forgot-password", baseUrl)}\n\nIf it was not you, ignore this e-mail: nothing has changed on your account.\n`,
  };
}

/**
 * The mail to a new address that a member asked to use: only the link, so that whoever holds the
 * address learns nothing about the account (neither its name nor its current address).
 */
function changeEmailMail(newEmail: string, url: string): Mail {
  return {
    to: newEmail,
    subject: "Confirm your new e-mail address for Summit",
    text: `Hello,\n\nA Summit member asked to use this address for their account. Open this link within 24 hours to confirm it:\n\n${url}\n\nIf you did not ask for this, ignore this e-mail: nothing changes unless the link is opened.\n`,
  };
}

/** The notice to the current address that a change to another one was asked for. */
function emailChangingMail(baseUrl: string, user: { name: string; email: string }, newEmail: string): Mail {
  return {
    to: user.email,
    subject: "Your Summit e-mail address is about to change",
    text: `Hello ${user.name},\n\nSomeone signed in to your Summit account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is opened, within 24 hours; until then, and if it is never opened, your account keeps ${user.email}.\n\nIf it was not you, choose a new password now: it signs out every device, and the change needs your password.\n\n${new URL("/auth/forgot-password", baseUrl)}\n`,
  };
}

/**
 * Whether a link's token (better-auth's signed JWT, read only, never trusted here) confirms a
 * change of address rather than a new member's. Read from the token because the mail is sent
 * inside the sign-up's transaction, where a query would need a second connection.
 */
function isEmailChangeToken(token: string): boolean {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload?.updateTo === "string";
  } catch {
    return false;
  }
}

/** What a request that compares the password answered, for the failed sign-in counts. */
function outcomeOf(path: string, returned: unknown): PasswordCheckOutcome {
  if (!isAPIError(returned)) return "succeeded";
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (path === "/sign-in/email") {
    if (code === "INVALID_EMAIL_OR_PASSWORD") return "failed";
    // better-auth compares the password before it asks for a confirmed address.
    if (code === "EMAIL_NOT_VERIFIED") return "succeeded";
    return "unchecked";
  }
  return code === "INVALID_PASSWORD" ? "failed" : "unchecked";
}

/** The endpoints that check a signed-in member's code: better-auth's `auth.api`. */
export interface SecondFactorApi {
  verifyTOTP(input: { body: { code: string }; headers: Headers }): Promise<unknown>;
  verifyBackupCode(input: { body: { code: string }; headers: Headers }): Promise<unknown>;
}

/**
 * Why a code was refused: `missing` and `wrong` are 403; `waiting` is 429, while the account waits
 * after too many wrong codes in a row.
 */
export type SecondFactorRefusal =
  | { kind: "missing" | "wrong"; status: 403; message: string }
  | { kind: "waiting"; status: 429; message: string; retryAfterSeconds: number };

/**
 * Counts a code about to be checked as wrong, in the two-factor plugin's own columns, so that
 * codes typed in settings and at sign-in share one budget (TWO_FACTOR_LIMITS). Counted before the
 * check, as sign-in limits are, so that codes sent at once cannot all slip past the count. Answers
 * how long the account still waits (seconds), or 0 when the code may be checked.
 */
async function countSecondFactorAttempt(db: Database, userId: string, now: Date): Promise<number> {
  // A wait that has ended starts the count again, as the plugin does at sign-in.
  const failures = twoFactors.failedVerificationCount;
  const before = sql`(case when ${twoFactors.lockedUntil} is null then ${failures} else 0 end)`;
  const waits = sql`${before} + 1 >= ${TWO_FACTOR_LIMITS.failuresBeforeWait}`;
  const waitUntil = new Date(now.getTime() + TWO_FACTOR_LIMITS.waitSeconds * 1000).toISOString();
  const counted = await db
    .update(twoFactors)
    .set({
      failedVerificationCount: sql`${before} + 1`,
      lockedUntil: sql`case when ${waits} then ${waitUntil}::timestamptz else null end`,
    })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lockedUntil), lte(twoFactors.lockedUntil, now)),
      ),
    )
    .returning({ id: twoFactors.id });
  if (counted.length > 0) return 0;
  const [row] = await db
    .select({ lockedUntil: twoFactors.lockedUntil })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  // Without a row there is nothing to count; better-auth refuses the code.
  if (!row?.lockedUntil) return 0;
  return Math.max(1, Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000));
}

/**
 * The second factor a signed-in member with two-factor on gives for a change that would hand the
 * account to someone else (a new e-mail address, deleting it): a code from the authenticator app
 * (six digits) or one of their backup codes (used up by this), checked by better-auth as at
 * sign-in. better-auth counts wrong codes only at sign-in; here they count towards the same wait.
 * `headers` carry the member's session cookie. Answers null when the change may go ahead.
 */
export async function checkSecondFactor(
  deps: { db: Database; api: SecondFactorApi },
  member: { id: string; twoFactorEnabled: boolean },
  headers: Headers,
  typed: string | undefined,
): Promise<SecondFactorRefusal | null> {
  if (!member.twoFactorEnabled) return null;
  const code = typed?.trim() ?? "";
  if (!code) return { kind: "missing", status: 403, message: SECOND_FACTOR_NEEDED_MESSAGE };
  const waitSeconds = await countSecondFactorAttempt(deps.db, member.id, new Date());
  if (waitSeconds > 0) {
    return {
      kind: "waiting",
      status: 429,
      message: `Too many wrong codes. Try again in ${waitInWords(waitSeconds)}.`,
      retryAfterSeconds: waitSeconds,
    };
  }
  try {
    if (/^\d{6}$/.test(code)) await deps.api.verifyTOTP({ body: { code }, headers });
    else await deps.api.verifyBackupCode({ body: { code }, headers });
  } catch (error) {
    if (isAPIError(error)) return { kind: "wrong", status: 403, message: WRONG_SECOND_FACTOR_MESSAGE };
    throw error;
  }
  // Only wrong codes in a row count.
  await deps.db
    .update(twoFactors)
    .set({ failedVerificationCount: 0, lockedUntil: null })
    .where(eq(twoFactors.userId, member.id));
  return null;
}

export function createAuth(options: AuthOptions) {
  const { db, mailer, baseUrl } = options;
  const signInLimits = createSignInLimits(db);
  // The password checks a before-hook counted, settled by the after-hook of the same request.
  const passwordChecks = new WeakMap<Request, PasswordCheck>();
  // Who asked to change their address, read before the change, for the notice to the current one.
  const emailChanges = new WeakMap<Request, { name: string; email: string }>();

  const auth = betterAuth({
    appName: "Summit",
    baseURL: baseUrl,
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
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Also makes sign-up answer an address that has an account exactly as a new one (a user that
      // is never stored, no session), so sign-up cannot tell anyone who is a member.
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url, token }) => {
        // better-auth keeps every link it mailed usable until it expires; only the newest works
        // here, so a link left in an old mail (or a mailbox someone else reads) is worth nothing.
        await db
          .delete(verifications)
          .where(
            and(
              eq(verifications.value, user.id),
              like(verifications.identifier, "reset-password:%"),
              ne(verifications.identifier, `reset-password:${token}`),
            ),
          );
        await mailer.send({
          to: user.email,
          subject: "Reset your Summit password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Summit account. If it was you, open this link within an hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
        });
      },
      // Runs after the sign-up's transaction, awaited as the new member's confirmation mail is, so
      // both answers take about as long.
      onExistingUserSignUp: async ({ user }) => {
        const invited = invitedSignUps.getStore();
        if (invited) {
          invited.failure = alreadyExists(`${user.email} already has a Summit account. Sign in instead.`);
          return;
        }
        await mailer.send(existingAccountMail(baseUrl, user));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The sign-in page offers a new link (/send-verification-email) instead of mailing one on
      // every attempt.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url, token }) => {
        // A change of address: better-auth names the new address as the member's.
        if (isEmailChangeToken(token)) {
          await mailer.send(changeEmailMail(user.email.toLowerCase(), url));
          return;
        }
        // Created confirmed (an invitation, the demo data): there is nothing to confirm.
        if (user.emailVerified) return;
        await mailer.send(confirmationMail(baseUrl, user, token));
      },
      // Before the address is marked confirmed: should this fail, the link still works next time.
      beforeEmailVerification: async (user) => {
        await options.onUserCreated(user.id);
      },
      // After a confirmed change of address (and after a new member's confirmation, where
      // onUserCreated has just done the same): a billing customer of the new address is matched.
      afterEmailVerification: async (user) => {
        await options.onSignIn(user.id);
      },
    },
    user: {
      // Confirmed by a link mailed to the new address; the request needs the password
      // (the before-hook) and tells the current address (the after-hook).
      changeEmail: { enabled: true },
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
      ...RATE_LIMITS.other,
      customRules: {
        "/sign-in/email": RATE_LIMITS.signIn,
        "/sign-up/email": RATE_LIMITS.signUp,
        "/request-password-reset": RATE_LIMITS.passwordReset,
        "/reset-password": RATE_LIMITS.passwordReset,
        "/change-password": RATE_LIMITS.changePassword,
        "/send-verification-email": RATE_LIMITS.confirmationEmail,
        "/change-email": RATE_LIMITS.changeEmail,
        "/two-factor/*": RATE_LIMITS.twoFactor,
      },
    },
    advanced: {
      cookiePrefix: "summit",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    plugins: [
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorTable: "twoFactor",
        twoFactorCookieMaxAge: TWO_FACTOR_LIMITS.challengeSeconds,
        accountLockout: {
          enabled: true,
          maxFailedAttempts: TWO_FACTOR_LIMITS.failuresBeforeWait,
          durationSeconds: TWO_FACTOR_LIMITS.waitSeconds,
        },
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      passkey({
        rpName: "Summit",
        rpID: new URL(baseUrl).hostname,
        // Only Summit's own pages may register or use a passkey.
        origin: options.trustedOrigins,
        // The device checks that it is its owner (PIN, fingerprint, face): a passkey is then two
        // factors in one, so signing in with it asks for no code.
        authenticatorSelection: { residentKey: "required", userVerification: "required" },
        authentication: {
          afterVerification: async ({ verification }) => {
            if (!verification.authenticationInfo.userVerified) {
              throw new APIError("UNAUTHORIZED", {
                message: "The device did not check that it is you. Use its PIN, fingerprint or face.",
                code: "USER_NOT_VERIFIED",
              });
            }
          },
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (TWO_FACTOR_VERIFY_PATHS.has(ctx.path)) {
          // Summit does not offer "trust this device" (docs/decisions/0023): every sign-in with a
          // password asks for a code.
          const body = ctx.body as { trustDevice?: unknown } | undefined;
          if (body && typeof body === "object") body.trustDevice = false;
          return;
        }
        if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
          // Only requests that arrive over HTTP, through the bridge that fills in the client address.
          if (!ctx.request) return;
          // Summit checks this password and code itself, below, before better-auth reads the body.
          const { password, code } = (ctx.body ?? {}) as { password?: unknown; code?: unknown };
          if (ctx.path === "/change-email") {
            for (const [field, value] of [
              ["password", password],
              ["code", code],
            ] as const) {
              if (value !== undefined && typeof value !== "string") {
                throw new APIError("BAD_REQUEST", {
                  message: `${field}: must be text`,
                  code: "VALIDATION_ERROR",
                });
              }
            }
            if (typeof code === "string" && code.length > SECOND_FACTOR_CODE_MAX_LENGTH) {
              throw new APIError("BAD_REQUEST", {
                message: `code: at most ${SECOND_FACTOR_CODE_MAX_LENGTH} characters`,
                code: "VALIDATION_ERROR",
              });
            }
          }
          const address = ctx.request.headers.get(CLIENT_IP_HEADER);
          let email: unknown;
          if (ctx.path === "/sign-in/email") email = (ctx.body as { email?: unknown } | undefined)?.email;
          else email = (await getSessionFromCtx(ctx))?.user.email;
          // Without an e-mail, better-auth refuses the request before it compares any password.
          if (typeof email !== "string" || !email.includes("@")) return;
          // No account can have a longer one; refused before it becomes a counter's key.
          if (email.length > EMAIL_MAX_LENGTH) {
            throw new APIError("BAD_REQUEST", {
              message: `email: at most ${EMAIL_MAX_LENGTH} characters`,
              code: "INVALID_EMAIL",
            });
          }
          const check: PasswordCheck = { email: normaliseEmail(email), address };
          const refused = await signInLimits.begin(check);
          if (refused) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              {
                message: `Too many failed sign-ins. Try again in ${waitInWords(refused.retryAfterSeconds)}.`,
                code: "TOO_MANY_FAILED_SIGN_INS",
              },
              { "Retry-After": String(refused.retryAfterSeconds) },
            );
          }
          passwordChecks.set(ctx.request, check);
          if (ctx.path !== "/change-email") return;
          // better-auth's change of address asks for no password; Summit does, before better-auth
          // reads the body (its schema drops the field).
          const session = await getSessionFromCtx(ctx);
          if (!session) return;
          try {
            await ctx.context.password.checkPassword(session.user.id, ctx);
          } catch (error) {
            passwordChecks.delete(ctx.request);
            await signInLimits.settle(check, "failed");
            throw error;
          }
          // With two-factor on, the password alone is not enough to hand the account to another
          // address: the same code as at sign-in is asked for (checkSecondFactor).
          const secondFactor = await checkSecondFactor(
            { db, api: auth.api },
            {
              id: session.user.id,
              twoFactorEnabled: (session.user as { twoFactorEnabled?: unknown }).twoFactorEnabled === true,
            },
            ctx.request.headers,
            typeof code === "string" ? code : undefined,
          );
          if (secondFactor) {
            // The password was right: as at sign-in, it clears the password's count, and wrong
            // codes count towards the two-factor wait instead.
            passwordChecks.delete(ctx.request);
            await signInLimits.settle(check, "succeeded");
            if (secondFactor.kind === "waiting") {
              throw new APIError(
                "TOO_MANY_REQUESTS",
                { message: secondFactor.message, code: "TOO_MANY_WRONG_CODES" },
                { "Retry-After": String(secondFactor.retryAfterSeconds) },
              );
            }
            throw new APIError("FORBIDDEN", {
              message: secondFactor.message,
              code: secondFactor.kind === "missing" ? "TWO_FACTOR_CODE_REQUIRED" : "INVALID_TWO_FACTOR_CODE",
            });
          }
          emailChanges.set(ctx.request, { name: session.user.name, email: session.user.email });
          // Where the link lands is Summit's choice, not the client's.
          (ctx.body as { callbackURL?: string }).callbackURL = EMAIL_CHANGED_LANDING;
          return;
        }
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
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (PASSWORD_CHECK_PATHS.has(ctx.path)) {
          const check = ctx.request && passwordChecks.get(ctx.request);
          if (check && ctx.request) {
            passwordChecks.delete(ctx.request);
            try {
              await signInLimits.settle(check, outcomeOf(ctx.path, returned));
            } catch (error) {
              // The answer stands; the attempt merely stays counted as a failure.
              ctx.context.logger.error("Failed to settle a counted sign-in attempt", error);
            }
          }
          const member = ctx.request && emailChanges.get(ctx.request);
          if (ctx.path === "/change-email" && member && !isAPIError(returned)) {
            // Also when the new address has an account and nothing was mailed to it: the answer
            // and this notice are the same either way.
            const newEmail = normaliseEmail(String((ctx.body as { newEmail?: unknown }).newEmail));
            await mailer.send(emailChangingMail(baseUrl, member, newEmail));
          }
          if (
            isAPIError(returned) &&
            (returned.body as { code?: unknown } | undefined)?.code === "EMAIL_NOT_VERIFIED"
          ) {
            throw new APIError("FORBIDDEN", {
              message: EMAIL_NOT_CONFIRMED_MESSAGE,
              code: "EMAIL_NOT_VERIFIED",
            });
          }
          return;
        }
        if (ctx.path !== "/sign-up/email" || isAPIError(returned)) return;
        const invited = invitedSignUps.getStore();
        if (invited) {
          if (invited.failure || !invited.account) return;
          // The invitation proved the address: sign the new member in, as sign-up did before
          // addresses were confirmed.
          const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
          const user =
            typeof userId === "string" ? await ctx.context.internalAdapter.findUserById(userId) : null;
          if (!user) return;
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return;
        }
        // One shape for a new address and for one that has an account: better-auth's stand-in user
        // for the latter differs from a stored one in its fields.
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        const result: SignUpResult = { email: typeof email === "string" ? normaliseEmail(email) : "" };
        return ctx.json(result);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended member starts no session, whatever the way in (password, second factor,
          // passkey); better-auth compares the password first, so this tells nothing to a guesser.
          before: async (session) => {
            const [user] = await db
              .select({ suspendedAt: users.suspendedAt })
              .from(users)
              .where(eq(users.id, session.userId))
              .limit(1);
            if (user?.suspendedAt) {
              throw new APIError("FORBIDDEN", { message: SUSPENDED_MESSAGE, code: "ACCOUNT_SUSPENDED" });
            }
          },
          // Sessions exist only for confirmed addresses (requireEmailVerification).
          after: async (session) => {
            await options.onSignIn(session.userId);
          },
        },
      },
      user: {
        update: {
          // A confirmed change to an address that has had an account since it was asked for.
          before: async (data, ctx) => {
            if (typeof data.email !== "string" || ctx?.path !== "/verify-email") return;
            // The member's own row still holds the old address.
            const [taken] = await db
              .select({ id: users.id })
              .from(users)
              .where(sql`lower(${users.email}) = ${data.email.toLowerCase()}`)
              .limit(1);
            if (taken) {
              throw new APIError("CONFLICT", {
                message: "This address has a Summit account of its own now, so it cannot be yours.",
                code: "USER_ALREADY_EXISTS",
              });
            }
          },
        },
        create: {
          // Turns the signup body into profile fields: a leader's role sets the hub; a vendor's plan
          // and company name are kept for the step that runs once the address is confirmed.
          before: async (user, ctx) => {
            const invited = invitedSignUps.getStore()?.account;
            if (invited) {
              const { email: _email, ...profile } = invited;
              return { data: { ...user, ...profile, image: null, emailVerified: true } };
            }
            const body = SignUpSchema.safeParse(ctx?.body);
            // A photo is set only by uploading one (PUT /api/profile/photo): better-auth would
            // otherwise store any `image` the sign-up body names, and a photo's URL is what makes
            // a stored file readable to members (server/features/files).
            if (!body.success) return { data: { ...user, image: null } };
            const signUp = body.data;
            const profile =
              signUp.accountType === "leader"
                ? { hub: hubForSignupRole(signUp.role)?.id ?? DEFAULT_HUB_ID, planName: LEADER_PLAN }
                : { hub: DEFAULT_HUB_ID, planName: signUp.plan, signupCompanyName: signUp.companyName };
            return {
              data: {
                ...user,
                ...profile,
                image: null,
                name: signUp.name,
                jobTitle: signUp.jobTitle,
                industry: signUp.industry,
                ...(confirmedSignUps.getStore() ? { emailVerified: true } : {}),
              },
            };
          },
          after: async (user) => {
            // Anyone else runs it when they open the confirmation link (beforeEmailVerification).
            if (user.emailVerified) await options.onUserCreated(user.id);
          },
        },
      },
    },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
