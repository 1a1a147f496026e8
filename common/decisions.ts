// Decision insights (DESIGN.md section 7, docs/decisions/0019): match points, the intent types a
// vendor company sells into, and the list the decisions page filters by.
import { z } from "zod";
import { INTENT_TYPES, type IntentType, IntentTypeSchema } from "./intent-types";

/** The entry put first in a caller's match points when they have more than one (spec section 3). */
export const ALL_MATCH_POINTS = "All";

/** The names the decisions page filters by: `All` first when there is more than one. */
export const MatchPointListSchema = z
  .object({ items: z.array(z.union([z.literal(ALL_MATCH_POINTS), IntentTypeSchema])) })
  .meta({ id: "MatchPointList" });
export type MatchPointList = z.infer<typeof MatchPointListSchema>;

/** A company's match points, in the order of INTENT_TYPES. */
export const CompanyMatchPointsSchema = z
  .object({ intentTypes: z.array(IntentTypeSchema) })
  .meta({ id: "CompanyMatchPoints" });
export type CompanyMatchPoints = z.infer<typeof CompanyMatchPointsSchema>;

export const SetMatchPointsSchema = z.strictObject({
  intentTypes: z
    .array(IntentTypeSchema, { error: "intentTypes must be a list of intent types" })
    .max(INTENT_TYPES.length, `intentTypes: at most ${INTENT_TYPES.length}`)
    .refine((types) => new Set(types).size === types.length, "intentTypes: each intent type once"),
});
export type SetMatchPointsInput = z.infer<typeof SetMatchPointsSchema>;

/** The known intent types among these, in the order pickers show them. */
export function sortIntentTypes(intentTypes: readonly string[]): IntentType[] {
  return INTENT_TYPES.filter((type) => intentTypes.includes(type));
}

/** The names the decisions page filters by, `All` first when there is more than one. */
export function matchPointList(intentTypes: readonly string[]): MatchPointList {
  const ordered = sortIntentTypes(intentTypes);
  return { items: ordered.length > 1 ? [ALL_MATCH_POINTS, ...ordered] : ordered };
}
