// A member's user settings (Account settings, User settings): time zone, community, e-mail digest,
// and what others may see of them (docs/decisions/0024-member-data.md).
import { z } from "zod";
import { HubIdSchema } from "./hubs";
import { DigestFrequencySchema } from "./notifications";

/** The personal fields a member may hide, each separately from visitors and from members. */
export const VISIBLE_FIELDS = ["photo", "jobTitle", "company"] as const;
export type VisibleField = (typeof VISIBLE_FIELDS)[number];

export const FieldAudienceSchema = z
  .object({
    /** People who are not signed in (public company pages, Discover). */
    visitors: z.boolean(),
    /** Every signed-in member, vendors included. */
    members: z.boolean(),
  })
  .strict()
  .refine((audience) => !audience.visitors || audience.members, {
    message: "what visitors may see, members may see too",
  });
export type FieldAudience = z.infer<typeof FieldAudienceSchema>;

export const ProfileVisibilitySchema = z
  .object({ photo: FieldAudienceSchema, jobTitle: FieldAudienceSchema, company: FieldAudienceSchema })
  .strict()
  .meta({ id: "ProfileVisibility" });
export type ProfileVisibility = z.infer<typeof ProfileVisibilitySchema>;

/**
 * Until a member chooses: members see everything (the community knows who it talks to); visitors
 * see the job title but neither the face nor the employer, which together with a name identify a
 * person to anyone scraping public pages.
 */
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = {
  photo: { visitors: false, members: true },
  jobTitle: { visitors: true, members: true },
  company: { visitors: false, members: true },
};

/** True when `name` is an IANA time zone this runtime knows (Intl's own list, plus UTC). */
export function isTimeZone(name: string): boolean {
  if (name === "UTC") return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/Berlin");

export const UserSettingsSchema = z
  .object({
    timeZone: z.string(),
    hub: HubIdSchema,
    digest: DigestFrequencySchema,
    visibility: ProfileVisibilitySchema,
  })
  .meta({ id: "UserSettings" });
export type UserSettings = z.infer<typeof UserSettingsSchema>;

export const UpdateUserSettingsSchema = z
  .object({
    timeZone: TimeZoneSchema,
    hub: HubIdSchema,
    digest: DigestFrequencySchema,
    visibility: ProfileVisibilitySchema,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one setting to change")
  .meta({ id: "UpdateUserSettings" });
export type UpdateUserSettingsInput = z.infer<typeof UpdateUserSettingsSchema>;

export const DigestUnsubscribeQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });
