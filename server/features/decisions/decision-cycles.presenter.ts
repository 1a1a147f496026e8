// A decision cycle as its leader sees it, or as a vendor it was shared with by name sees it (who
// else may see it is the leader's business alone).
import type { DecisionCycle } from "@common/decision-cycles";
import type { CycleRow } from "./decision-cycles.repository";

export type CycleView = "leader" | "named vendor";

export function toDecisionCycle(
  row: CycleRow,
  vendors: { id: string; name: string }[],
  view: CycleView,
): DecisionCycle {
  return {
    id: row.id,
    intentType: row.intentType as DecisionCycle["intentType"],
    stage: row.stage as DecisionCycle["stage"],
    budgetBand: row.budgetBand as DecisionCycle["budgetBand"],
    timeline: row.timeline,
    peopleInvolved: row.peopleInvolved,
    needs: row.needs,
    visibility: view === "leader" ? (row.visibility as DecisionCycle["visibility"]) : null,
    vendors: view === "leader" ? vendors : null,
    status: row.status as DecisionCycle["status"],
    leader: { id: row.userId, name: row.leaderName },
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}
