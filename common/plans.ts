// Plans: their names (common/plan-names.ts) and the schemas of account types and plans.
import { z } from "zod";
import { ACCOUNT_TYPES, VENDOR_PLANS } from "./plan-names";

export * from "./plan-names";

export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);

export const VendorPlanSchema = z.enum(VENDOR_PLANS);

/**
 * Which accounts a plan's decision insights cover: none, the vendor's tracked accounts, or those
 * and any other account surging on the vendor's match points.
 */
export const INSIGHTS_REACHES = ["none", "tracked", "market"] as const;
export const InsightsReachSchema = z.enum(INSIGHTS_REACHES);
export type InsightsReach = z.infer<typeof InsightsReachSchema>;

export const PlanSchema = z
  .object({
    name: z.string(),
    accountType: AccountTypeSchema,
    description: z.string(),
    priceCentsPerMonth: z.number().int(),
    seats: z.number().int().nullable(),
    meetingQuota: z.number().int().nullable(),
    decisionInsights: z.boolean(),
    insightsReach: InsightsReachSchema,
    /** Accounts the company may track; null for no limit. */
    trackedAccounts: z.number().int().nullable(),
    /** Match points (intent types) the company may choose; null for no limit. */
    matchPoints: z.number().int().nullable(),
    /** The company may publish courses as itself. */
    coursePublishing: z.boolean(),
  })
  .meta({ id: "Plan" });
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
