// /decisions/privacy: what a leader's activity adds to their company's decision insights, and their
// control over it (docs/decisions/0019): pause, withdraw, download.

import { SIGNAL_DAILY_CAP } from "@common/signals";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import ShieldOutlined from "@mui/icons-material/ShieldOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { EmptyState } from "@web/lib/components/empty-state";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { formatDate } from "@web/lib/format";
import { profileQueryOptions } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { lazy, Suspense, useState } from "react";
import {
  CONTRIBUTIONS_CSV_URL,
  useSetContributing,
  useSuspensePrivacy,
  useWithdrawContributions,
} from "../api/privacy";
import { ConsentPrompt } from "../components/consent-prompt";

// The chart library loads with the chart, not with the route table's list of this page's files.
const ContributionsChart = lazy(() =>
  import("../components/contributions-chart").then((module) => ({ default: module.ContributionsChart })),
);

export function PrivacyPage() {
  const profile = useSuspenseQuery(profileQueryOptions).data;
  if (profile.accountType !== "leader") {
    return (
      <Page title="Privacy centre">
        <EmptyState Icon={ShieldOutlined} title="The privacy centre is for leaders">
          What leaders do on Summit can add to decision insights; a vendor's own activity never does.
        </EmptyState>
      </Page>
    );
  }
  return <LeaderPrivacy />;
}

function LeaderPrivacy() {
  const privacy = useSuspensePrivacy();
  const setContributing = useSetContributing();
  const withdraw = useWithdrawContributions();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const companyName = privacy.company?.name ?? "your company";

  return (
    <Page
      title="Privacy centre"
      intro="What your activity on Summit adds to decision insights, and your say over it."
    >
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="how-heading" sx={{ p: 2 }}>
          <Typography id="how-heading" variant="h2" component="h2" gutterBottom>
            What vendors can learn from you
          </Typography>
          <Typography sx={{ mb: 1 }}>
            Some of what you do on Summit shows interest in a buying area: reading an article, watching a
            video, bookmarking, attending an event session, accepting a meeting, sharing a decision cycle.
            Each adds a few points, at most {SIGNAL_DAILY_CAP} a day per area, to {companyName}'s interest in
            that area.
          </Typography>
          <Typography>
            Vendors are meant to see companies, never people. Your name reaches a vendor only through a
            decision cycle you share with them by name, or a meeting you accept. You can pause this at any
            time, withdraw what you have added, and download it.
          </Typography>
        </Paper>

        {!privacy.answered ? (
          <ConsentPrompt companyName={privacy.company?.name ?? null} inPrivacyCentre />
        ) : (
          <Paper variant="outlined" component="section" aria-labelledby="status-heading" sx={{ p: 2 }}>
            <Typography id="status-heading" variant="h2" component="h2" gutterBottom>
              {privacy.contributing
                ? "You are contributing"
                : privacy.consentedAt
                  ? "Contributing is paused"
                  : "You chose not to share"}
            </Typography>
            <Typography sx={{ mb: 2 }}>
              {privacy.contributing
                ? `Since you agreed on ${formatDate(privacy.consentedAt ?? "")}, what you do counts towards your company's interest.`
                : `Since ${formatDate(privacy.pausedAt ?? "")}, nothing you do is recorded for decision insights.`}
            </Typography>
            {setContributing.isError && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {errorMessage(setContributing.error)}
              </Alert>
            )}
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
              <Button
                variant="contained"
                loading={setContributing.isPending}
                onClick={() =>
                  setContributing.mutate(!privacy.contributing, {
                    onSuccess: ({ contributing }) =>
                      notify.snackbar(contributing ? "Contributing resumed." : "Contributing paused."),
                  })
                }
              >
                {privacy.contributing
                  ? "Pause contributing"
                  : privacy.consentedAt
                    ? "Resume contributing"
                    : "Share my interest"}
              </Button>
              <Button component="a" href={CONTRIBUTIONS_CSV_URL} download startIcon={<DownloadOutlined />}>
                Download my contributions
              </Button>
            </Stack>
          </Paper>
        )}

        <section aria-labelledby="added-heading">
          <Stack
            direction="row"
            sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1, mb: 2 }}
          >
            <Typography id="added-heading" variant="h2" component="h2">
              What you have added
            </Typography>
            {privacy.contributions.length > 0 && (
              <Button color="error" onClick={() => setConfirming(true)}>
                Withdraw everything
              </Button>
            )}
          </Stack>
          {withdraw.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorMessage(withdraw.error)}
            </Alert>
          )}
          {privacy.contributions.length === 0 ? (
            <EmptyState Icon={ShieldOutlined} title="Nothing yet">
              Nothing you have done counts towards decision insights.
            </EmptyState>
          ) : (
            <Suspense fallback={<PageLoading label="Loading the chart" />}>
              <ContributionsChart contributions={privacy.contributions} />
            </Suspense>
          )}
        </section>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Withdraw everything you have added?"
        confirmLabel="Withdraw everything"
        pending={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: ({ withdrawn }) => {
              setConfirming(false);
              notify.snackbar(`${withdrawn} contribution${withdrawn === 1 ? "" : "s"} withdrawn.`);
            },
          })
        }
      >
        Every point your activity has added to {companyName}'s interest is deleted, for good. What you do from
        now on still counts unless you pause.
      </ConfirmDialog>
    </Page>
  );
}
