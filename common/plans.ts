import { z } from "zod";

export const ACCOUNT_TYPES = ["leader", "vendor"] as const;
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** Plan names; the plans themselves (seats, quotas) live in the plans table. */
export const LEADER_PLAN = "Member";
export const VENDOR_PLANS = ["Starter", "Growth", "Enterprise"] as const;
export const VendorPlanSchema = z.enum(VENDOR_PLANS);

export const PlanSchema = z
  .object({
    name: z.string(),
    accountType: AccountTypeSchema,
    description: z.string(),
    priceCentsPerMonth: z.number().int(),
    seats: z.number().int().nullable(),
    meetingQuota: z.number().int().nullable(),
    decisionInsights: z.boolean(),
  })
  .meta({ id: "Plan" });
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
