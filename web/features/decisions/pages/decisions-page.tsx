// /decisions: a leader's decision cycles; for vendors, account insights on their match points
// (docs/decisions/0019).

import BusinessOutlined from "@mui/icons-material/BusinessOutlined";
import Button from "@mui/material/Button";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { profileQueryOptions } from "@web/lib/profile";
import { Link as RouterLink } from "react-router";
import { LeaderCycles } from "../components/leader-cycles";
import { VendorInsights } from "../components/vendor-insights";

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
    <Page
      title="Decisions"
      maxWidth="xl"
      intro="Which accounts research what you sell, how strongly, where they stand in their decision, and what changed."
    >
      {profile.company ? (
        <VendorInsights company={profile.company} />
      ) : (
        <EmptyState
          Icon={BusinessOutlined}
          title="Account insights come with your company"
          action={
            <Button component={RouterLink} to="/companies" variant="outlined">
              Find your company
            </Button>
          }
        >
          Insights are about the accounts your company sells to, on the match points it chooses.{" "}
          {profile.pendingCompany
            ? `They show here once ${profile.pendingCompany.name}'s owners accept you.`
            : "Ask to join your company, or add it, from Companies."}
        </EmptyState>
      )}
    </Page>
  );
}
