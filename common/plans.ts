// Plans: their names (common/plan-names.ts) and the schemas of account types and plans.
import { z } from "zod";
import { ACCOUNT_TYPES, VENDOR_PLANS } from "./plan-names";

export * from "./plan-names";

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);

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
