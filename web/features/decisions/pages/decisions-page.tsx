import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";

export function DecisionsPage() {
  return (
    <Page title="Decisions">
      <EmptyState Icon={InsightsOutlined} title="Decision insights will appear here">
        Decision cycles, account insights, highlights and performance for your match points will appear here
        once decision insights are available.
      </EmptyState>
    </Page>
  );
}
