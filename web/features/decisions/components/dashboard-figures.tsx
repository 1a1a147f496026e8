// The customer dashboard (docs/decisions/0021): headline figures with their sparklines, the top
// accounts and content, what is next, how engaged accounts split, activity by week, the meeting
// funnel and how the plan is used. Each part loads, fails and retries on its own; every chart has
// its table and CSV. Loaded with the Dashboard tab, so that the chart library stays off first load.
import {
  DISTRIBUTIONS,
  type Distribution,
  MEETING_FUNNEL_STEPS,
  PERFORMANCE_METRIC_LABELS,
} from "@common/performance-metrics";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import { useSuspenseQuery } from "@tanstack/react-query";
import { ChartPanel } from "@web/lib/components/chart-panel";
import { CompanyLogo } from "@web/lib/components/company-logo";
import { PlanUsage } from "@web/lib/components/plan-usage";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { formatDate, formatExactTime, formatNumber } from "@web/lib/format";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import {
  dashboardCardsQueryOptions,
  dashboardCountsQueryOptions,
  dashboardDistributionsQueryOptions,
  dashboardMeetingsQueryOptions,
  dashboardOverviewQueryOptions,
  type PerformanceView,
} from "../api/performance";
import { ChangeText, countedNote, MetricGlossary, rangeText } from "./performance-labels";

interface DashboardProps {
  companyId: string;
  view: PerformanceView;
}

const day = (iso: string) => formatDate(`${iso}T00:00:00`);
const fileName = (part: string, view: PerformanceView) =>
  `summit-dashboard-${part}-${(view.matchPoint ?? "all").toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}-${view.startDate}-${view.endDate}`;

function Part({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SectionBoundary loadingLabel={`Loading ${label}`} errorTitle={`The ${label} could not be loaded`}>
      {children}
    </SectionBoundary>
  );
}

const grid = (columns: Record<string, string>) => ({ display: "grid", gap: 2, gridTemplateColumns: columns });

export function DashboardFigures({ companyId, view }: DashboardProps) {
  return (
    <Stack sx={{ gap: 3 }}>
      <Part label="headline figures">
        <Overview companyId={companyId} view={view} />
      </Part>
      <Part label="top accounts and content">
        <Cards companyId={companyId} view={view} />
      </Part>
      <Part label="engaged accounts">
        <Distributions companyId={companyId} view={view} />
      </Part>
      <Box sx={grid({ xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" })}>
        <Part label="activity by week">
          <Counts companyId={companyId} view={view} />
        </Part>
        <Part label="meetings">
          <Meetings companyId={companyId} view={view} />
        </Part>
      </Box>
      <Part label="plan">
        <PlanUsage />
      </Part>
    </Stack>
  );
}

function Overview({ companyId, view }: DashboardProps) {
  const overview = useSuspenseQuery(dashboardOverviewQueryOptions(companyId, view)).data;
  return (
    <Stack sx={{ gap: 1 }}>
      <ChartPanel
        chartIsPicture={false}
        title="Headline figures"
        description={`${rangeText(overview.range)} ${countedNote(overview.countedAt)}`}
        csvName={fileName("headline", view)}
        table={{
          columns: ["Figure", "This period", "Previous period", "Change"],
          rows: overview.figures.map((figure) => [
            PERFORMANCE_METRIC_LABELS[figure.metric],
            figure.current,
            figure.previous,
            figure.change === null ? null : `${Math.round(figure.change * 100)}%`,
          ]),
        }}
        chart={
          <Box sx={grid({ xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" })}>
            {overview.figures.map((figure) => (
              <Paper key={figure.metric} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {PERFORMANCE_METRIC_LABELS[figure.metric]}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatNumber(figure.current)}
                </Typography>
                <SparkLineChart height={36} data={figure.series} area skipAnimation />
                <ChangeText total={figure} />
              </Paper>
            ))}
          </Box>
        }
      />
      <MetricGlossary />
    </Stack>
  );
}

function Cards({ companyId, view }: DashboardProps) {
  const cards = useSuspenseQuery(dashboardCardsQueryOptions(companyId, view)).data;
  return (
    <Box sx={grid({ xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" })}>
      <ChartPanel
        chartIsPicture={false}
        title="Top accounts"
        description="Your tracked accounts with the highest scores now, and their last 15 weeks."
        csvName={fileName("top-accounts", view)}
        table={{
          columns: ["Account", "Match point", "Score", "Surging"],
          rows: cards.topAccounts.map((row) => [
            row.account.name,
            row.intentType,
            row.score,
            row.surging ? "yes" : "no",
          ]),
        }}
        chart={
          cards.topAccounts.length === 0 ? (
            <Nothing>No tracked account has a score it can show yet.</Nothing>
          ) : (
            <List dense disablePadding>
              {cards.topAccounts.map((row) => (
                <ListItem key={`${row.account.id}-${row.intentType}`} disableGutters sx={{ gap: 1.5 }}>
                  <CompanyLogo name={row.account.name} logoUrl={row.account.logoUrl} size={32} />
                  <ListItemText
                    primary={row.account.name}
                    secondary={`${row.intentType}: ${row.score}${row.surging ? ", surging" : ""}`}
                  />
                  <Box sx={{ width: 96, flexShrink: 0 }}>
                    <SparkLineChart
                      height={32}
                      data={row.trend.map((score) => score ?? 0)}
                      yAxis={{ min: 0, max: 100 }}
                      skipAnimation
                    />
                  </Box>
                </ListItem>
              ))}
            </List>
          )
        }
      />
      <ChartPanel
        chartIsPicture={false}
        title="Top content"
        description="Your videos and articles by views in the period, with their views per day."
        csvName={fileName("top-content", view)}
        table={{
          columns: ["Title", "Kind", "Views", "Minutes watched"],
          rows: cards.topContent.map((row) => [row.title, row.kind, row.views, row.watchMinutes]),
        }}
        chart={
          cards.topContent.length === 0 ? (
            <Nothing>None of your videos or articles was opened in the period.</Nothing>
          ) : (
            <List dense disablePadding>
              {cards.topContent.map((row) => (
                <ListItem key={row.id} disableGutters sx={{ gap: 1.5 }}>
                  <ListItemText
                    primary={
                      <Link
                        component={RouterLink}
                        to={`/${row.kind === "video" ? "watch" : "read"}/${row.id}`}
                      >
                        {row.title}
                      </Link>
                    }
                    secondary={`${formatNumber(row.views)} views${row.kind === "video" ? `, ${formatNumber(row.watchMinutes)} minutes watched` : ""}`}
                  />
                  <Box sx={{ width: 96, flexShrink: 0 }}>
                    <SparkLineChart height={32} data={row.series} skipAnimation />
                  </Box>
                </ListItem>
              ))}
            </List>
          )
        }
      />
      <Paper variant="outlined" component="section" aria-labelledby="next-events-heading" sx={{ p: 2 }}>
        <Typography id="next-events-heading" variant="h6" component="h2">
          Next events
        </Typography>
        {cards.nextEvents.length === 0 ? (
          <Nothing>No upcoming event that you host or sponsor.</Nothing>
        ) : (
          <List dense disablePadding>
            {cards.nextEvents.map((event) => (
              <ListItem key={event.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/events/${event.id}`}>
                      {event.title}
                    </Link>
                  }
                  secondary={`${formatExactTime(event.startsAt)}; ${event.role === "host" ? "you host" : "you sponsor"}; ${formatNumber(event.registrations)} registered`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="next-meetings-heading" sx={{ p: 2 }}>
        <Typography id="next-meetings-heading" variant="h6" component="h2">
          Next meetings
        </Typography>
        {cards.nextMeetings.length === 0 ? (
          <Nothing>No accepted meeting is coming up.</Nothing>
        ) : (
          <List dense disablePadding>
            {cards.nextMeetings.map((meeting) => (
              <ListItem key={meeting.id} disableGutters>
                <ListItemText
                  primary={`${meeting.leader.name}${meeting.account ? `, ${meeting.account}` : ""}`}
                  secondary={`${formatExactTime(meeting.startsAt)} at ${meeting.eventTitle}${meeting.representative ? ` with ${meeting.representative}` : ""}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}

const DISTRIBUTION_TITLES: Record<Distribution, string> = {
  stage: "By stage",
  industry: "By industry",
  size: "By company size",
  revenueBand: "By revenue band",
  hub: "By community of their leaders",
};

const STAGE_NAMES: Record<string, string> = {
  awareness: "Awareness",
  consideration: "Consideration",
  decision: "Decision",
  purchase: "Purchase",
};

function Distributions({ companyId, view }: DashboardProps) {
  const splits = useSuspenseQuery(dashboardDistributionsQueryOptions(companyId, view)).data;
  return (
    <Box component="section" aria-labelledby="engaged-heading">
      <Typography id="engaged-heading" variant="h6" component="h2">
        {formatNumber(splits.engagedAccounts)} engaged accounts
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Accounts whose leaders (those who share their interest) viewed, followed, registered, attended or met
        you in the period. Groups of fewer than three accounts are folded into "Other", so that none singles
        an account out; the stage shows only for accounts your insights may show.
      </Typography>
      {splits.engagedAccounts === 0 ? (
        <Nothing>No engaged accounts in the period yet.</Nothing>
      ) : (
        <Box
          sx={grid({
            xs: "minmax(0, 1fr)",
            md: "repeat(2, minmax(0, 1fr))",
            xl: "repeat(3, minmax(0, 1fr))",
          })}
        >
          {DISTRIBUTIONS.map((by) => {
            const buckets = splits.distributions.find((entry) => entry.by === by)?.buckets ?? [];
            const label = (bucket: string) => (by === "stage" ? (STAGE_NAMES[bucket] ?? bucket) : bucket);
            return (
              <ChartPanel
                key={by}
                headingLevel="h3"
                title={DISTRIBUTION_TITLES[by]}
                csvName={fileName(`accounts-${by}`, view)}
                table={{
                  columns: [DISTRIBUTION_TITLES[by].replace("By ", ""), "Accounts"],
                  rows: buckets.map((bucket) => [label(bucket.label), bucket.accounts]),
                }}
                chart={
                  buckets.length === 0 ? (
                    <Nothing>Every group has fewer than three accounts.</Nothing>
                  ) : (
                    <BarChart
                      height={Math.max(140, 40 * buckets.length + 40)}
                      layout="horizontal"
                      yAxis={[
                        { scaleType: "band", data: buckets.map((bucket) => label(bucket.label)), width: 120 },
                      ]}
                      series={[{ data: buckets.map((bucket) => bucket.accounts), label: "Accounts" }]}
                      hideLegend
                      skipAnimation
                    />
                  )
                }
              />
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function Counts({ companyId, view }: DashboardProps) {
  const counts = useSuspenseQuery(dashboardCountsQueryOptions(companyId, view)).data;
  const shown = counts.kinds.filter((kind) => kind.kind !== "watchMinutes");
  return (
    <ChartPanel
      title="Activity by week"
      description="Each kind of activity, week by week (weeks start on Monday). Minutes watched are in the table."
      csvName={fileName("activity-by-week", view)}
      table={{
        columns: ["Week of", ...counts.kinds.map((kind) => PERFORMANCE_METRIC_LABELS[kind.kind])],
        rows: counts.weeks.map((week, index) => [
          week,
          ...counts.kinds.map((kind) => kind.counts[index] ?? 0),
        ]),
      }}
      chart={
        <BarChart
          height={320}
          xAxis={[{ scaleType: "band", data: counts.weeks.map(day) }]}
          series={shown.map((kind) => ({
            label: PERFORMANCE_METRIC_LABELS[kind.kind],
            data: kind.counts,
            stack: "activity",
          }))}
          skipAnimation
        />
      }
    />
  );
}

const STEP_LABELS = {
  requested: "Requested",
  accepted: "Accepted",
  declined: "Declined",
  completed: "Completed",
  noShow: "No-show",
} as const;

function Meetings({ companyId, view }: DashboardProps) {
  const meetings = useSuspenseQuery(dashboardMeetingsQueryOptions(companyId, view)).data;
  return (
    <Stack sx={{ gap: 2 }}>
      <ChartPanel
        title="Meeting funnel"
        description="Requests your people sent in the period, by what became of them so far."
        csvName={fileName("meeting-funnel", view)}
        table={{
          columns: ["Step", "Meetings"],
          rows: MEETING_FUNNEL_STEPS.map((step) => [STEP_LABELS[step], meetings.total[step]]),
        }}
        chart={
          <BarChart
            height={220}
            layout="horizontal"
            yAxis={[
              { scaleType: "band", data: MEETING_FUNNEL_STEPS.map((step) => STEP_LABELS[step]), width: 90 },
            ]}
            series={[{ data: MEETING_FUNNEL_STEPS.map((step) => meetings.total[step]), label: "Meetings" }]}
            hideLegend
            skipAnimation
          />
        }
      />
      <ChartPanel
        title="Meetings by representative"
        initialView="table"
        csvName={fileName("meetings-by-representative", view)}
        table={{
          columns: ["Representative", ...MEETING_FUNNEL_STEPS.map((step) => STEP_LABELS[step])],
          rows: meetings.byRepresentative.map((row) => [
            row.representative?.name ?? "No longer on Summit",
            ...MEETING_FUNNEL_STEPS.map((step) => row[step]),
          ]),
        }}
        chart={
          meetings.byRepresentative.length === 0 ? (
            <Nothing>No requests in the period.</Nothing>
          ) : (
            <BarChart
              height={Math.max(160, 48 * meetings.byRepresentative.length + 60)}
              layout="horizontal"
              yAxis={[
                {
                  scaleType: "band",
                  data: meetings.byRepresentative.map(
                    (row) => row.representative?.name ?? "No longer on Summit",
                  ),
                  width: 120,
                },
              ]}
              series={(["requested", "accepted", "completed"] as const).map((step) => ({
                label: STEP_LABELS[step],
                data: meetings.byRepresentative.map((row) => row[step]),
              }))}
              skipAnimation
            />
          )
        }
      />
    </Stack>
  );
}
