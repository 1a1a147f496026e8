// /decisions: a leader's decision cycles; for vendors, account insights on their match points
// (docs/decisions/0019), which are still being built.

import InsightsOutlined from "@mui/icons-material/InsightsOutlined";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { profileQueryOptions } from "@web/lib/profile";
import { LeaderCycles } from "../components/leader-cycles";

export function DecisionsPage() {
  const profile = useSuspenseQuery(profileQueryOptions).data;
  if (profile.accountType === "leader") {
    return (
      <Page title="Decisions" intro="Your buying decisions, and who may see them.">
        <LeaderCycles leaderId={profile.id} />
      </Page>
    );
  }
  return (
    <Page title="Decisions">
      <EmptyState Icon={InsightsOutlined} title="Account insights are not available yet">
        Account insights, highlights and performance for your match points will appear here. Your company's
        admins choose its match points on the company's admin page.
      </EmptyState>
    </Page>
  );
}
