// The moderation queue (/moderation, platform admins): open reports oldest first, each with what
// was reported, by whom and why; hide the content or dismiss the report.

import { REPORT_REASONS, type Report } from "@common/posts";
import GppGood from "@mui/icons-material/GppGood";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/lib/components/empty-state";
import { LoadMore } from "@web/lib/components/load-more";
import { Page } from "@web/lib/components/page";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { RelativeTime } from "@web/lib/components/relative-time";
import type { PageHandle } from "@web/lib/page-handle";
import { profileQueryOptions } from "@web/lib/profile";
import { useNotify } from "@web/lib/use-notify";
import { Link as RouterLink } from "react-router";
import { useResolveReport, useSuspenseReports } from "../api/moderation";

function ReportCard({ report }: { report: Report }) {
  const notify = useNotify();
  const resolve = useResolveReport();
  const reason = REPORT_REASONS.find((option) => option.id === report.reason)?.label ?? report.reason;
  const what = report.target === "post" ? "post" : "comment";
  const decide = (action: "hide" | "dismiss") =>
    resolve.mutate(
      { reportId: report.id, action },
      {
        onSuccess: () => notify.snackbar(action === "hide" ? `The ${what} is hidden.` : "Report dismissed."),
      },
    );
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`Report of ${report.targetAuthor.name}'s ${what}`}
    >
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: "wrap", alignItems: "center" }}>
          <Chip label={reason} size="small" color="warning" />
          {report.targetHidden && <Chip label="Already hidden" size="small" />}
          <Typography variant="body2" color="text.secondary">
            Reported by {report.reporter.name} · <RelativeTime iso={report.createdAt} />
          </Typography>
        </Stack>
        <Typography variant="h3" component="h2" sx={{ fontSize: "1rem", fontWeight: 600 }}>
          {report.targetAuthor.name}'s {what}
        </Typography>
        <Typography sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere", my: 1 }}>
          {report.excerpt}
        </Typography>
        {report.details && (
          <Typography variant="body2" color="text.secondary">
            “{report.details}”
          </Typography>
        )}
        <Link component={RouterLink} to={`/posts/${report.postId}`} variant="body2">
          Open the post
        </Link>
      </CardContent>
      <CardActions sx={{ justifyContent: "flex-end" }}>
        <Button onClick={() => decide("dismiss")} disabled={resolve.isPending}>
          Dismiss
        </Button>
        <Button variant="contained" color="error" onClick={() => decide("hide")} loading={resolve.isPending}>
          Hide {what}
        </Button>
      </CardActions>
    </Card>
  );
}

function ReportQueue() {
  const reports = useSuspenseReports();
  const items = reports.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState Icon={GppGood} title="Nothing to review">
        When members report a post or a comment, the report appears here, oldest first.
      </EmptyState>
    );
  }
  return (
    <>
      <Stack spacing={2}>
        {items.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </Stack>
      <LoadMore
        hasMore={reports.hasNextPage}
        loading={reports.isFetchingNextPage}
        onLoadMore={() => reports.fetchNextPage()}
        label="Load more reports"
      />
    </>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading",
  errorTitle: "Your profile could not be loaded",
  errorHeading: "Moderation",
};

export function ModerationPage() {
  const { data: profile } = useSuspenseQuery(profileQueryOptions);
  return (
    <Page title="Moderation" maxWidth="md" intro="Reports from members about posts and comments.">
      {profile.isPlatformAdmin ? (
        <SectionBoundary loadingLabel="Loading reports" errorTitle="Reports could not be loaded">
          <ReportQueue />
        </SectionBoundary>
      ) : (
        <Typography>Only platform admins moderate content.</Typography>
      )}
    </Page>
  );
}
