// The privacy centre (docs/decisions/0019): what a leader's activity has added to their company's
// decision insights, and their control over it: pause, withdraw, download.
import { z } from "zod";

export const PrivacyContributionSchema = z.object({
  /** The Monday that starts the ISO week, "2030-01-07" (UTC). */
  week: z.string(),
  intentType: z.string(),
  kind: z.string(),
  points: z.number().int(),
  actions: z.number().int(),
});

export const DecisionPrivacySchema = z
  .object({
    /** Whether the leader's activity counts towards their company's insights now. */
    contributing: z.boolean(),
    /** Whether the leader has answered: until they agree, nothing of theirs is kept. */
    answered: z.boolean(),
    consentedAt: z.string().nullable(),
    pausedAt: z.string().nullable(),
    /** The company the contributions counted towards, when the leader has one. */
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Points by week, intent type and kind of action, newest week first. */
    contributions: z.array(PrivacyContributionSchema),
  })
  .meta({ id: "DecisionPrivacy" });
export type DecisionPrivacy = z.infer<typeof DecisionPrivacySchema>;

export const SetContributingSchema = z.strictObject({
  contributing: z.boolean({ error: "contributing must be true or false" }),
});

export const WithdrawnSchema = z.object({ withdrawn: z.number().int() }).meta({ id: "Withdrawn" });
