// An account's points on a match point, week by week, stacked by kind of action. Loaded when a
// "why" panel opens, so that the chart library stays off the page's first load; the panel's table
// under it holds the same figures.
import { type InsightExplanation, SIGNAL_KIND_LABELS } from "@common/account-insights";
import type { SignalKind } from "@common/signals";
import { BarChart } from "@mui/x-charts/BarChart";
import { formatDate } from "@web/lib/format";

interface WeeklyPointsChartProps {
  weeks: InsightExplanation["weeks"];
  kinds: SignalKind[];
}

export function WeeklyPointsChart({ weeks, kinds }: WeeklyPointsChartProps) {
  const series = kinds.map((kind) => ({
    label: SIGNAL_KIND_LABELS[kind],
    stack: "points",
    data: weeks.map((week) => week.points.find((entry) => entry.kind === kind)?.points ?? 0),
  }));
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: "band", data: weeks.map((week) => formatDate(`${week.weekStart}T00:00:00`)) }]}
      series={series}
      skipAnimation
    />
  );
}
