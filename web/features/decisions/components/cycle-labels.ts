// How a decision cycle's fields read on the page.
import {
  BUDGET_BANDS,
  CYCLE_TIMELINE_QUARTERS_AHEAD,
  DECISION_STAGES,
  type DecisionCycle,
  quarterOf,
} from "@common/decision-cycles";

export const stageLabel = (stage: string) =>
  DECISION_STAGES.find((entry) => entry.id === stage)?.label ?? stage;

export const budgetLabel = (band: string) => BUDGET_BANDS.find((entry) => entry.id === band)?.label ?? band;

/** "2027-Q1" -> "Q1 2027". */
export const quarterLabel = (quarter: string) => `${quarter.slice(5)} ${quarter.slice(0, 4)}`;

/** The quarters a timeline may name: this one and the next CYCLE_TIMELINE_QUARTERS_AHEAD. */
export function timelineQuarters(now = new Date()): string[] {
  return Array.from({ length: CYCLE_TIMELINE_QUARTERS_AHEAD + 1 }, (_, ahead) =>
    quarterOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3 * ahead, 1))),
  );
}

export const VISIBILITY_OPTIONS = [
  { id: "private", label: "Only me", help: "No vendor sees it, and it adds nothing to insights." },
  {
    id: "matched",
    label: "Vendors matched to this intent type, without my name",
    help: "They see it as your company's need.",
  },
  { id: "named", label: "Vendors I name, with my name", help: "Only the companies you list see it." },
] as const;

export function sharingLabel(cycle: DecisionCycle): string {
  if (cycle.visibility === "named" && cycle.vendors?.length) {
    return `Shared by name with ${cycle.vendors.map((vendor) => vendor.name).join(", ")}`;
  }
  if (cycle.visibility === "matched") return "Shared with matched vendors, without your name";
  return "Only you";
}

export const OUTCOMES = [
  { id: "bought", label: "Bought" },
  { id: "postponed", label: "Postponed" },
  { id: "cancelled", label: "Cancelled" },
] as const;

export const statusLabel = (status: DecisionCycle["status"]) =>
  status === "open" ? "Open" : (OUTCOMES.find((outcome) => outcome.id === status)?.label ?? status);
