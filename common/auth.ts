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

/** Sign-in's answer (403) for a password that is right for an address not yet confirmed. */
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Confirm your e-mail address first: open the link we sent you when you signed up, or ask for a new one.";
