// What a leader's activity added, week by week: a stacked bar per intent type, with the same figures
// as a table beside it for those who would rather read them.

import type { DecisionPrivacy } from "@common/decision-privacy";
import type { SignalKind } from "@common/signals";
import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { BarChart } from "@mui/x-charts/BarChart";
import { formatDate } from "@web/lib/format";

const KIND_LABELS: Record<SignalKind, string> = {
  contentView: "articles read",
  videoWatched: "videos watched",
  lessonView: "course lessons opened",
  lessonCompleted: "course lessons completed",
  bookmark: "bookmarks",
  companyPageView: "company pages viewed",
  eventSessionAttended: "event sessions attended",
  meetingAccepted: "meetings accepted",
  decisionCycleDeclared: "decision cycles shared",
};

export const kindLabel = (kind: string) => KIND_LABELS[kind as SignalKind] ?? kind;

type Contribution = DecisionPrivacy["contributions"][number];

export function ContributionsChart({ contributions }: { contributions: Contribution[] }) {
  const weeks = [...new Set(contributions.map((row) => row.week))].sort();
  const intentTypes = [...new Set(contributions.map((row) => row.intentType))].sort();
  const series = intentTypes.map((intentType) => ({
    label: intentType,
    stack: "points",
    data: weeks.map((week) =>
      contributions
        .filter((row) => row.week === week && row.intentType === intentType)
        .reduce((total, row) => total + row.points, 0),
    ),
  }));
  return (
    <Box
      sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "3fr 2fr" }, alignItems: "start" }}
    >
      <Box role="img" aria-label={`Points your activity added, by week, for ${intentTypes.join(", ")}`}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: "band", data: weeks.map((week) => formatDate(week)) }]}
          series={series}
          skipAnimation
        />
      </Box>
      <Table size="small" aria-label="Points by week, intent type and action">
        <TableHead>
          <TableRow>
            <TableCell>Week of</TableCell>
            <TableCell>Intent type</TableCell>
            <TableCell>Action</TableCell>
            <TableCell align="right">Points</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {contributions.map((row) => (
            <TableRow key={`${row.week}-${row.intentType}-${row.kind}`}>
              <TableCell>{formatDate(row.week)}</TableCell>
              <TableCell>{row.intentType}</TableCell>
              <TableCell>
                {row.actions} {kindLabel(row.kind)}
              </TableCell>
              <TableCell align="right">{row.points}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
