// Intent types (match points): the buying areas content is tagged with and decision insights are
// scored by (DESIGN.md section 7). A fixed list, in the order pickers show it.
import { z } from "zod";

export const INTENT_TYPES = [
  "AI & Machine Learning",
  "Analytics & BI",
  "Application Security",
  "Cloud Infrastructure",
  "Cloud Security",
  "Collaboration & Hybrid Work",
  "Contact Centre",
  "Customer Experience",
  "Data Governance",
  "Data Platforms",
  "DevOps & Platform Engineering",
  "ERP & Finance Systems",
  "Field Service Management",
  "Financial Planning",
  "HR Technology",
  "Identity & Access",
  "IT Service Management",
  "Network Security",
  "Observability",
  "Procurement",
  "Supply Chain Planning",
] as const;

export type IntentType = (typeof INTENT_TYPES)[number];
export const IntentTypeSchema = z.enum(INTENT_TYPES, { error: "not a known intent type" });

const intentTypes = new Set<string>(INTENT_TYPES);

/** The intent types among stored values; ones the list no longer has are left out, not failed on. */
export function knownIntentTypes(values: readonly string[]): IntentType[] {
  return values.filter((value): value is IntentType => intentTypes.has(value));
}
