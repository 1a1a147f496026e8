// A cycle's history, oldest first: declared, moved, edited, shared differently, closed.

import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatExactTime } from "@web/lib/format";
import { useCycleHistory } from "../api/decision-cycles";
import { stageLabel, statusLabel } from "./cycle-labels";

const FIELD_LABELS: Record<string, string> = {
  budgetBand: "budget",
  timeline: "timeline",
  peopleInvolved: "people involved",
  needs: "needs",
};

const SHARING_LABELS: Record<string, string> = {
  private: "only you",
  matched: "matched vendors, without your name",
  named: "named vendors",
};

function describe(change: { kind: string; from: string | null; to: string | null }): string {
  switch (change.kind) {
    case "declared":
      return `Declared at ${stageLabel(change.to ?? "")}`;
    case "stage":
      return `Moved from ${stageLabel(change.from ?? "")} to ${stageLabel(change.to ?? "")}`;
    case "edited":
      return `Changed ${(change.to ?? "")
        .split(", ")
        .map((field) => FIELD_LABELS[field] ?? field)
        .join(", ")}`;
    case "sharing":
      return `Sharing changed to ${SHARING_LABELS[change.to ?? ""] ?? change.to}`;
    case "closed":
      return `Closed: ${statusLabel((change.to ?? "open") as Parameters<typeof statusLabel>[0])}`;
    default:
      return change.kind;
  }
}

export function CycleHistory({ cycleId }: { cycleId: string }) {
  const history = useCycleHistory(cycleId);
  if (history.isPending) return <PageLoading label="Loading the history" />;
  if (history.isError) {
    return (
      <QueryError
        title="The history could not be loaded"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <List dense aria-label="History">
      {history.data.map((change) => (
        <ListItem key={change.id} disableGutters>
          <ListItemText primary={describe(change)} secondary={formatExactTime(change.at)} />
        </ListItem>
      ))}
    </List>
  );
}
