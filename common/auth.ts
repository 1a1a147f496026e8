// Sign-up: the body of POST /api/auth/sign-up/email, shared by the form and the server check.
import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { SIGNUP_ROLE_NAMES } from "./hubs";
import { VENDOR_PLANS } from "./plans";
import { RevenueBandSchema } from "./revenue-bands";

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

const trimmed = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const SignUpCommonSchema = z.object({
  name: trimmed("Name", 120),
  email: z.email("Enter a valid work email").max(EMAIL_MAX_LENGTH),
  password: PasswordSchema,
  jobTitle: trimmed("Job title", 120),
  // Checked against the industries list (reference data) by the server.
  industry: trimmed("Industry", 120),
  revenueBand: RevenueBandSchema,
});

export const LeaderSignUpSchema = SignUpCommonSchema.extend({
  accountType: z.literal("leader"),
  role: z.enum(SIGNUP_ROLE_NAMES, { error: "role must be one of the signup roles" }),
});

export const VendorSignUpSchema = SignUpCommonSchema.extend({
  accountType: z.literal("vendor"),
  plan: z.enum(VENDOR_PLANS, { error: `plan must be one of ${VENDOR_PLANS.join(", ")}` }),
  companyName: trimmed("Company name", 160),
});

export const SignUpSchema = z.discriminatedUnion("accountType", [LeaderSignUpSchema, VendorSignUpSchema], {
  error: "accountType must be leader or vendor",
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

/**
 * What sign-up answers, the same whether or not the address already has an account, so that nobody
 * can probe for members: the next step (a confirmation link, or a note to the owner) is in that inbox.
 */
export const SignUpResultSchema = z.object({ email: z.string() });
export type SignUpResult = z.infer<typeof SignUpResultSchema>;

/**
 * Where the confirmation link lands: the sign-in page, which moves a member on once the link has
 * signed them in, or explains a link that has expired (`&error=...`) and offers a new one.
 */
export const EMAIL_CONFIRMATION_LANDING = "/auth?confirmation=1";

/**
 * Where the link that confirms a changed address lands: the account settings, which say that the
 * address has changed, or explain a link that has expired or was already used (`&error=...`).
 */
export const EMAIL_CHANGED_LANDING = "/account?tab=settings&email-changed=1";

/** The answer (403) to a platform admin who must turn on two-factor sign-in first. */
export const ADMIN_TWO_FACTOR_REQUIRED_MESSAGE =
  "Platform admins must turn on two-factor sign-in: set it up under Account, Settings, then try again.";

/** Sign-in's answer (403) for a password that is right for an address not yet confirmed. */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Confirm your e-mail address first: open the link we sent you when you signed up, or ask for a new one.";

// The other better-auth endpoints the web app calls (server/platform/auth/auth.routes.ts documents
// them). better-auth adds fields of its own to its answers, so those objects stay open.

export const SignInSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});

export const SessionUserSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullish(),
});

/** GET /api/auth/get-session: the signed-in member and their session (null when signed out). */
export const SessionSchema = z
  .looseObject({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: SessionUserSchema,
  })
  .meta({ id: "Session" });

export const SignedInSchema = z.looseObject({ user: SessionUserSchema });

export const ConfirmationRequestSchema = z.object({
  email: z.string(),
  callbackURL: z.string().optional(),
});

export const PasswordResetRequestSchema = z.object({
  email: z.string(),
  /** Where the e-mailed link lands; the server appends ?token=... */
  redirectTo: z.string().optional(),
});

export const PasswordResetSchema = z.object({ newPassword: z.string(), token: z.string() });

export const PasswordChangeSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  revokeOtherSessions: z.boolean().optional(),
});

/** What better-auth answers to a request that leaves nothing else to say. */
export const AuthStatusSchema = z.looseObject({ status: z.boolean() });

/** The body of POST /api/auth/sign-out: nothing to say, sent as an empty JSON object. */
export const EmptyBodySchema = z.object({});

export const SignedOutSchema = z.looseObject({ success: z.boolean() });

/** Sign-in's answer when the password was right and the member has two-factor sign-in on. */
export const TwoFactorRedirectSchema = z.looseObject({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});

/** A code typed at sign-in's second step, or when confirming the authenticator app in settings. */
export const TwoFactorCodeSchema = z.object({
  code: z.string(),
  /** Ignored: Summit always asks for a code (docs/decisions/0023-two-factor-and-passkeys.md). */
  trustDevice: z.boolean().optional(),
});

/** Turning two-factor on or off, or asking for new backup codes: the password again. */
export const PasswordConfirmationSchema = z.object({ password: z.string() });

/** What turning two-factor on answers: the authenticator app's setup link and the backup codes. */
export const TwoFactorSetupSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

export const BackupCodesSchema = z.looseObject({ status: z.boolean(), backupCodes: z.array(z.string()) });

/**
 * POST /api/auth/change-email: the new address is confirmed by a link mailed to it. The current
 * password is needed, and with two-factor on a code: the authenticator app's current one, or a
 * backup code (used up by this).
 */
export const EmailChangeSchema = z.object({
  newEmail: z.string(),
  password: z.string(),
  code: z.string().optional(),
});

/** A WebAuthn ceremony's options (registration or authentication), as the browser API takes them. */
export const PasskeyCeremonyOptionsSchema = z.looseObject({ challenge: z.string() });

export const PasskeyRegistrationOptionsQuerySchema = z.object({
  name: z.string().optional(),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
});

/** The browser's answer to a ceremony (a PublicKeyCredential in its JSON form). */
export const PasskeyResponseSchema = z.object({
  response: z.record(z.string(), z.unknown()),
  name: z.string().optional(),
});

export const PasskeySchema = z
  .looseObject({
    id: z.string(),
    name: z.string().nullish(),
    deviceType: z.string(),
    backedUp: z.boolean(),
    createdAt: z.string().nullish(),
  })
  .meta({ id: "Passkey" });
export type Passkey = z.infer<typeof PasskeySchema>;

export const PasskeyNameSchema = z.object({ id: z.string(), name: z.string() });
export const PasskeyIdSchema = z.object({ id: z.string() });
export const PasskeyUpdatedSchema = z.looseObject({ passkey: PasskeySchema });
