// Invitations (spec section 7: POST /user/invite, POST /auth/short-register): operators invite
// anyone, company admins invite their colleagues; the invited person opens an account from the link.
import { z } from "zod";
import { PasswordSchema } from "./auth";
import { EMAIL_MAX_LENGTH } from "./constants";
import { SIGNUP_ROLE_NAMES } from "./hubs";
import { AccountTypeSchema } from "./plans";

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 14;
export const INVITATION_MESSAGE_MAX_LENGTH = 1000;

/** The web page the e-mailed link opens; the link adds ?token=... */
export const INVITATION_SIGN_UP_PATH = "/signup/invite";

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const CreateInvitationSchema = z
  .object({
    email: z.email("email: enter a valid e-mail address").max(EMAIL_MAX_LENGTH),
    /** Offered on the sign-up page; the invited person may change it. */
    name: z.string().trim().max(120, "name must be at most 120 characters").optional(),
    /** The company they join as one of its people; required unless a platform admin invites. */
    companyId: z.uuid("companyId must be a company id").optional(),
    message: z
      .string()
      .trim()
      .max(
        INVITATION_MESSAGE_MAX_LENGTH,
        `message must be at most ${INVITATION_MESSAGE_MAX_LENGTH} characters`,
      )
      .optional(),
  })
  .strict()
  .meta({ id: "CreateInvitation" });
export type CreateInvitationInput = z.infer<typeof CreateInvitationSchema>;

/** pending: the link works; expired: it no longer does (inviting again sends a new one). */
export const INVITATION_STATUSES = ["pending", "expired", "accepted", "revoked"] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

export const InvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    accountType: AccountTypeSchema,
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Null when the inviter's account has been deleted since. */
    invitedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    message: z.string().nullable(),
    status: InvitationStatusSchema,
    expiresAt: z.iso.datetime(),
    sentAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Invitation" });
export type Invitation = z.infer<typeof InvitationSchema>;

/**
 * A new invitation; for a platform admin, with its sign-up link to copy and send themselves. The
 * link proves the address to whoever holds it, so only operators see it, and only here: its token
 * is kept hashed, and inviting again makes a new one.
 */
export const CreatedInvitationSchema = InvitationSchema.extend({ link: z.url().optional() }).meta({
  id: "CreatedInvitation",
});
export type CreatedInvitation = z.infer<typeof CreatedInvitationSchema>;

export const InvitationPageSchema = z
  .object({ items: z.array(InvitationSchema), nextCursor: z.string().nullable() })
  .meta({ id: "InvitationPage" });
export type InvitationPage = z.infer<typeof InvitationPageSchema>;

export const InvitationIdParamsSchema = z.object({ id: z.uuid("id must be an invitation id") });

/** The token of an e-mailed link: 32 random bytes in base64url. */
export const InvitationTokenSchema = z
  .string({ error: "token is required" })
  .trim()
  .min(1, "token is required")
  .max(200, "token: not an invitation link");

export const InvitationTokenQuerySchema = z.object({ token: InvitationTokenSchema });

/** What the sign-up page shows about an invitation before the person answers it. */
export const InvitationDetailsSchema = z
  .object({
    email: z.string(),
    name: z.string().nullable(),
    accountType: AccountTypeSchema,
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    invitedBy: z.object({ name: z.string() }).nullable(),
    message: z.string().nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "InvitationDetails" });
export type InvitationDetails = z.infer<typeof InvitationDetailsSchema>;

/**
 * The body of POST /api/auth/short-register: only what the invitation cannot know. Leaders also
 * choose their role (it sets their community); the server refuses a leader invitation without one.
 */
export const ShortRegisterSchema = z
  .object({
    token: InvitationTokenSchema,
    name: requiredText("Name", 120),
    jobTitle: requiredText("Job title", 120),
    password: PasswordSchema,
    role: z.enum(SIGNUP_ROLE_NAMES, { error: "role must be one of the signup roles" }).optional(),
  })
  .strict()
  .meta({ id: "ShortRegister" });
export type ShortRegisterInput = z.infer<typeof ShortRegisterSchema>;

/** The new account, as sign-up answers it; the session is in the httpOnly cookie. */
export const ShortRegisterResultSchema = z
  .object({
    user: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }),
  })
  .meta({ id: "ShortRegisterResult" });
