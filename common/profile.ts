// The signed-in member's own profile (GET/PATCH /api/profile).
import { z } from "zod";
import { HubIdSchema } from "./hubs";
import { AccountTypeSchema } from "./plans";

export const COMPANY_PRIVILEGES = ["owner", "admin"] as const;
export const CompanyPrivilegeSchema = z.enum(COMPANY_PRIVILEGES);
export type CompanyPrivilege = z.infer<typeof CompanyPrivilegeSchema>;

export const ProfileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    photoUrl: z.string().nullable(),
    accountType: AccountTypeSchema,
    hub: HubIdSchema,
    planName: z.string().nullable(),
    jobTitle: z.string().nullable(),
    industry: z.string().nullable(),
    revenueBand: z.string().nullable(),
    company: z
      .object({ id: z.string(), name: z.string(), privilege: CompanyPrivilegeSchema.nullable() })
      .nullable(),
    /** A company the member asked to join and whose owners have not answered yet. */
    pendingCompany: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The customer record (spec section 4) the member was matched to by e-mail. */
    customer: z.object({ id: z.string(), email: z.string(), planName: z.string().nullable() }).nullable(),
    memberData: z.record(z.string(), z.unknown()).nullable(),
    isPlatformAdmin: z.boolean(),
    /** The IANA time zone the member chose in their user settings (UTC until they do). */
    timeZone: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Profile" });
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(120),
    jobTitle: z.string().trim().min(1, "Job title is required").max(120),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change");
export type UpdateProfileInput = z.infer<typeof UpdateProfileSchema>;
