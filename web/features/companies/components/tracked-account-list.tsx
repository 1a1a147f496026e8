import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatDate } from "@web/lib/format";
import { useNotify } from "@web/lib/use-notify";
import { useId } from "react";
import { useTrackedAccounts, useUntrackAccount } from "../api/account-imports";

/** The accounts the company tracks for decision insights, by name. */
export function TrackedAccountList({ companyId }: { companyId: string }) {
  const tracked = useTrackedAccounts(companyId);
  const untrack = useUntrackAccount(companyId);
  const notify = useNotify();
  const headingId = useId();
  const accounts = tracked.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" gutterBottom>
        Tracked accounts
      </Typography>
      {tracked.isPending ? (
        <PageLoading label="Loading the tracked accounts" />
      ) : tracked.isError ? (
        <QueryError
          title="The tracked accounts could not be loaded"
          error={tracked.error}
          onRetry={() => tracked.refetch()}
        />
      ) : accounts.length === 0 ? (
        <Typography color="text.secondary">
          No tracked accounts yet. Import an account file: the companies on Summit that its rows name are
          tracked here, and decision insights follow what they research.
        </Typography>
      ) : (
        <>
          <List aria-labelledby={headingId} disablePadding>
            {accounts.map(({ company, trackedAt }) => (
              <ListItem key={company.id} divider sx={{ px: 0, flexWrap: "wrap", gap: 1 }}>
                <ListItemText
                  primary={company.name}
                  secondary={[company.domain, `tracked since ${formatDate(trackedAt)}`]
                    .filter(Boolean)
                    .join(" · ")}
                  sx={{ minWidth: 0, overflowWrap: "anywhere" }}
                />
                <Button
                  size="small"
                  color="error"
                  disabled={untrack.isPending && untrack.variables === company.id}
                  onClick={() =>
                    untrack.mutate(company.id, {
                      onSuccess: () => notify.snackbar(`${company.name} is no longer tracked.`),
                    })
                  }
                  aria-label={`Stop tracking ${company.name}`}
                >
                  Stop tracking
                </Button>
              </ListItem>
            ))}
          </List>
          {tracked.hasNextPage && (
            <Box sx={{ display: "flex", justifyContent: "center", mt: 2 }}>
              <Button
                variant="outlined"
                loading={tracked.isFetchingNextPage}
                onClick={() => tracked.fetchNextPage()}
              >
                Load more tracked accounts
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
