// Decision cycles (DESIGN.md section 7, issue 12): a leader's buying process for an intent type,
// declared by the leader, moved through its stages and closed with an outcome. Who sees it is the
// leader's choice (docs/decisions/0019).
import { z } from "zod";
import { IntentTypeSchema } from "./intent-types";

export const DECISION_STAGES = [
  { id: "awareness", label: "Awareness" },
  { id: "consideration", label: "Consideration" },
  { id: "decision", label: "Decision" },
  { id: "purchase", label: "Purchase" },
] as const;
export type DecisionStage = (typeof DECISION_STAGES)[number]["id"];
const STAGE_IDS = DECISION_STAGES.map((stage) => stage.id) as [DecisionStage, ...DecisionStage[]];
export const DecisionStageSchema = z.enum(STAGE_IDS, {
  error: `stage must be one of ${STAGE_IDS.join(", ")}`,
});

export const BUDGET_BANDS = [
  { id: "undecided", label: "Not decided yet" },
  { id: "under-50k", label: "Under $50k" },
  { id: "50k-250k", label: "$50k-$250k" },
  { id: "250k-1m", label: "$250k-$1M" },
  { id: "1m-5m", label: "$1M-$5M" },
  { id: "over-5m", label: "Over $5M" },
] as const;
export type BudgetBand = (typeof BUDGET_BANDS)[number]["id"];
const BUDGET_IDS = BUDGET_BANDS.map((band) => band.id) as [BudgetBand, ...BudgetBand[]];
export const BudgetBandSchema = z.enum(BUDGET_IDS, {
  error: `budgetBand must be one of ${BUDGET_IDS.join(", ")}`,
});

/**
 * Who sees a cycle: only the leader; vendors matched to its intent type, as the leader's company's
 * need without the leader's name; or the named vendors, with the leader's name.
 */
export const CYCLE_VISIBILITIES = ["private", "matched", "named"] as const;
export type CycleVisibility = (typeof CYCLE_VISIBILITIES)[number];
export const CycleVisibilitySchema = z.enum(CYCLE_VISIBILITIES, {
  error: `visibility must be one of ${CYCLE_VISIBILITIES.join(", ")}`,
});

export const CYCLE_OUTCOMES = ["bought", "postponed", "cancelled"] as const;
export type CycleOutcome = (typeof CYCLE_OUTCOMES)[number];
export const CycleOutcomeSchema = z.enum(CYCLE_OUTCOMES, {
  error: `outcome must be one of ${CYCLE_OUTCOMES.join(", ")}`,
});

export const CYCLE_NEEDS_MAX_LENGTH = 2000;
export const CYCLE_PEOPLE_MAX = 100;
export const CYCLE_NAMED_VENDORS_MAX = 20;
/** How far ahead a timeline may be declared, in quarters after the current one. */
export const CYCLE_TIMELINE_QUARTERS_AHEAD = 8;

/** A calendar quarter, "2027-Q1". */
export const QuarterSchema = z.string().regex(/^\d{4}-Q[1-4]$/, "timeline must be a quarter such as 2027-Q1");

/** The quarter a date falls in, "2027-Q1" (UTC). */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** "2027-Q1" -> a number that orders quarters: 2027 * 4 + 0. */
export function quarterIndex(quarter: string): number {
  return Number(quarter.slice(0, 4)) * 4 + Number(quarter.slice(6)) - 1;
}

const cycleFields = {
  stage: DecisionStageSchema,
  budgetBand: BudgetBandSchema,
  timeline: QuarterSchema,
  peopleInvolved: z
    .number({ error: "peopleInvolved must be a number" })
    .int("peopleInvolved must be a whole number")
    .min(1, "peopleInvolved must be at least 1")
    .max(CYCLE_PEOPLE_MAX, `peopleInvolved must be at most ${CYCLE_PEOPLE_MAX}`),
  needs: z
    .string({ error: "needs must be text" })
    .trim()
    .max(CYCLE_NEEDS_MAX_LENGTH, `needs must be at most ${CYCLE_NEEDS_MAX_LENGTH} characters`),
  visibility: CycleVisibilitySchema,
  /** The vendors (companies) a "named" cycle is shared with. */
  vendorIds: z
    .array(z.uuid("vendorIds must be company ids"))
    .max(CYCLE_NAMED_VENDORS_MAX, `vendorIds: at most ${CYCLE_NAMED_VENDORS_MAX}`)
    .refine((ids) => new Set(ids).size === ids.length, "vendorIds: each vendor once"),
};

export const CreateDecisionCycleSchema = z.strictObject({
  intentType: IntentTypeSchema,
  ...cycleFields,
  needs: cycleFields.needs.default(""),
  vendorIds: cycleFields.vendorIds.default([]),
});
export type CreateDecisionCycleInput = z.infer<typeof CreateDecisionCycleSchema>;

export const UpdateDecisionCycleSchema = z
  .strictObject({
    stage: cycleFields.stage.optional(),
    budgetBand: cycleFields.budgetBand.optional(),
    timeline: cycleFields.timeline.optional(),
    peopleInvolved: cycleFields.peopleInvolved.optional(),
    needs: cycleFields.needs.optional(),
    visibility: cycleFields.visibility.optional(),
    vendorIds: cycleFields.vendorIds.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, "Change at least one field.");
export type UpdateDecisionCycleInput = z.infer<typeof UpdateDecisionCycleSchema>;

export const CloseDecisionCycleSchema = z.strictObject({ outcome: CycleOutcomeSchema });
export type CloseDecisionCycleInput = z.infer<typeof CloseDecisionCycleSchema>;

export const DecisionCycleParamsSchema = z.object({ cycleId: z.uuid("cycleId must be a decision cycle id") });
export const CycleOwnerParamsSchema = z.object({ id: z.string().min(1).max(200) });

const CompanyRefSchema = z.object({ id: z.string(), name: z.string() });

export const DecisionCycleSchema = z
  .object({
    id: z.string(),
    intentType: IntentTypeSchema,
    stage: DecisionStageSchema,
    budgetBand: BudgetBandSchema,
    timeline: z.string(),
    peopleInvolved: z.number().int(),
    needs: z.string(),
    /** Only the leader sees who may see it. */
    visibility: CycleVisibilitySchema.nullable(),
    vendors: z.array(CompanyRefSchema).nullable(),
    status: z.enum(["open", ...CYCLE_OUTCOMES]),
    /** The leader: only they and the vendors they named ever read a cycle. */
    leader: z.object({ id: z.string(), name: z.string() }),
    company: CompanyRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().nullable(),
  })
  .meta({ id: "DecisionCycle" });
export type DecisionCycle = z.infer<typeof DecisionCycleSchema>;

export const DecisionCycleListSchema = z
  .object({ items: z.array(DecisionCycleSchema) })
  .meta({ id: "DecisionCycleList" });

export const CYCLE_CHANGES = ["declared", "stage", "edited", "sharing", "closed"] as const;
export const DecisionCycleChangeSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CYCLE_CHANGES),
    /** The stage or outcome before and after, for "stage" and "closed"; the fields, for "edited". */
    from: z.string().nullable(),
    to: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: "DecisionCycleChange" });
export const DecisionCycleHistorySchema = z
  .object({ items: z.array(DecisionCycleChangeSchema) })
  .meta({ id: "DecisionCycleHistory" });
export type DecisionCycleHistory = z.infer<typeof DecisionCycleHistorySchema>;
