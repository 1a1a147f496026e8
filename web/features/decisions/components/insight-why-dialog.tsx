// Why an account scores what it does on a match point: the formula's figures in plain words, its
// points by week and kind (a chart, and the same figures as a table), and what they were about.
import {
  DEFAULT_MIN_CONTRIBUTORS,
  type InsightExplanation,
  SIGNAL_KIND_LABELS,
} from "@common/account-insights";
import type { SignalKind } from "@common/signals";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { ResponsiveDialog } from "@web/lib/components/responsive-dialog";
import { formatDate } from "@web/lib/format";
import { isNotFound } from "@web/lib/page-handle";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { useSuspenseInsightExplanation, type WhyTarget } from "../api/account-insights";
import { stageLabel } from "./cycle-labels";
import { SurgingChip } from "./insight-cells";
import { scoreFigures, stageSourceSentence, topicKindLabel } from "./insight-labels";

const WeeklyPointsChart = lazy(() =>
  import("./weekly-points-chart").then((module) => ({ default: module.WeeklyPointsChart })),
);

interface InsightWhyDialogProps {
  target: WhyTarget;
  onClose: () => void;
}

export function InsightWhyDialog({ target, onClose }: InsightWhyDialogProps) {
  const titleId = useId();
  // The title names the account once its figures are here; until then, the match point.
  const title = (text: string) => <DialogTitle id={titleId}>{text}</DialogTitle>;
  const close = (
    <DialogActions>
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  );
  return (
    <ResponsiveDialog open onClose={onClose} maxWidth="md" aria-labelledby={titleId}>
      <QueryBoundary
        loading={
          <>
            {title(`Why this score on ${target.intentType}`)}
            <PageLoading label="Loading why this account scores what it does" />
          </>
        }
        failed={(error, retry) => (
          <>
            {title(
              isNotFound(error)
                ? "This account's insight is not available"
                : `Why this score on ${target.intentType}`,
            )}
            <DialogContent>
              {isNotFound(error) ? (
                <Typography>
                  It is not among the accounts you can see on {target.intentType} today: fewer than{" "}
                  {DEFAULT_MIN_CONTRIBUTORS} of its people researched it in the last 3 weeks, it is no longer
                  among your tracked accounts, or it stopped surging. Figures are published once a day.
                </Typography>
              ) : (
                <QueryError
                  title="Why this account scores what it does could not be loaded"
                  error={error}
                  onRetry={retry}
                />
              )}
            </DialogContent>
            {close}
          </>
        )}
      >
        <Explanation target={target} title={title} />
        {close}
      </QueryBoundary>
    </ResponsiveDialog>
  );
}

function Explanation({ target, title }: { target: WhyTarget; title: (text: string) => ReactNode }) {
  const why = useSuspenseInsightExplanation(target.companyId, target.intentType);
  const { insight } = why;
  return (
    <>
      {title(`${insight.account.name} on ${insight.intentType}`)}
      <DialogContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap", mb: 2 }}>
          <CompanyLogo name={insight.account.name} logoUrl={insight.account.logoUrl} size={40} />
          <Typography>
            Score <strong>{insight.score}</strong> of 100 · {stageLabel(insight.stage)} stage,{" "}
            {stageSourceSentence(insight)}
          </Typography>
          {insight.surging && <SurgingChip />}
        </Stack>

        <Section title="What the score is made of">
          <List dense disablePadding>
            {scoreFigures(why).map((figure) => (
              <ListItem key={figure.term} disableGutters>
                <ListItemText
                  primary={
                    <>
                      <strong>{figure.term}:</strong> {figure.value}
                    </>
                  }
                  secondary={figure.meaning}
                />
              </ListItem>
            ))}
          </List>
        </Section>

        <Section title="Points by week">
          <WeeklyPoints weeks={why.weeks} account={insight.account.name} />
        </Section>

        <Section title="What the points were about">
          <Topics topics={why.topics} />
        </Section>
      </DialogContent>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h3" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function WeeklyPoints({ weeks, account }: { weeks: InsightExplanation["weeks"]; account: string }) {
  const kinds = (Object.keys(SIGNAL_KIND_LABELS) as SignalKind[]).filter((kind) =>
    weeks.some((week) => week.points.some((entry) => entry.kind === kind && entry.points > 0)),
  );
  if (kinds.length === 0) {
    return <Typography color="text.secondary">No points in these {weeks.length} weeks.</Typography>;
  }
  const pointsOf = (week: InsightExplanation["weeks"][number], kind: SignalKind) =>
    week.points.find((entry) => entry.kind === kind)?.points ?? 0;
  return (
    <>
      <Box
        role="img"
        aria-label={`Points by week from ${account}, stacked by kind of action; the table below has the figures`}
      >
        <Suspense fallback={<PageLoading label="Loading the chart" />}>
          <WeeklyPointsChart weeks={weeks} kinds={kinds} />
        </Suspense>
      </Box>
      {/* It scrolls sideways on a phone, so a keyboard must be able to reach and scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-label="Points by week, scrollable" sx={{ mt: 2 }}>
        <Table size="small" aria-label="Points by week and kind of action">
          <TableHead>
            <TableRow>
              <TableCell>Week of</TableCell>
              {kinds.map((kind) => (
                <TableCell key={kind} align="right">
                  {SIGNAL_KIND_LABELS[kind]}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.weekStart}>
                <TableCell component="th" scope="row">
                  {formatDate(`${week.weekStart}T00:00:00`)}
                </TableCell>
                {kinds.map((kind) => (
                  <TableCell key={kind} align="right">
                    {pointsOf(week, kind)}
                  </TableCell>
                ))}
                <TableCell align="right">
                  {kinds.reduce((total, kind) => total + pointsOf(week, kind), 0)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

function Topics({ topics }: { topics: InsightExplanation["topics"] }) {
  if (topics.length === 0) {
    return (
      <Typography color="text.secondary">
        No single article, video, event or page drew at least {DEFAULT_MIN_CONTRIBUTORS} of its people in the
        last 3 weeks.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Topics">
      {topics.map((topic) => (
        <ListItem key={`${topic.kind}-${topic.title}`} disableGutters>
          <ListItemText
            primary={topic.title}
            secondary={`${topicKindLabel(topic.kind)} · ${topic.points} points · ${topic.people} people`}
          />
        </ListItem>
      ))}
    </List>
  );
}
