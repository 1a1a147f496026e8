// A vendor's figures over a range (docs/decisions/0021): each total against the period before, and
// the chosen figure per day as a line, the previous period dashed under it, with its table and CSV.
// Loaded with the Performance tab, so that the chart library stays off the page's first load.
import {
  PERFORMANCE_METRIC_HELP,
  PERFORMANCE_METRIC_LABELS,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
} from "@common/performance-metrics";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { LineChart } from "@mui/x-charts/LineChart";
import { ChartPanel } from "@web/lib/components/chart-panel";
import { downloadCsv } from "@web/lib/csv";
import { formatDate, formatNumber } from "@web/lib/format";
import { useState } from "react";
import { type PerformanceView, useSuspensePerformance } from "../api/performance";
import { ChangeText, countedNote, MetricGlossary, rangeText } from "./performance-labels";

export function PerformanceFigures({ view }: { view: PerformanceView }) {
  const performance = useSuspensePerformance(view);
  const [metric, setMetric] = useState<PerformanceMetric>("profileViews");
  const { range, current, previous, totals } = performance;
  const label = PERFORMANCE_METRIC_LABELS[metric];
  const csvName = `summit-performance-${performance.matchPoint.toLowerCase().replaceAll(/[^a-z0-9]+/g, "-")}-${range.startDate}-${range.endDate}`;

  return (
    <Stack sx={{ gap: 3 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: "space-between", alignItems: "center", flexWrap: "wrap", gap: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {rangeText(range)} {countedNote(performance.countedAt)}
        </Typography>
        <Button
          startIcon={<DownloadOutlined />}
          onClick={() =>
            downloadCsv(
              csvName,
              ["date", ...PERFORMANCE_METRICS.map((name) => PERFORMANCE_METRIC_LABELS[name])],
              current.dates.map((date, index) => [
                date,
                ...PERFORMANCE_METRICS.map((name) => current.figures[name][index] ?? 0),
              ]),
            )
          }
        >
          All figures as CSV
        </Button>
      </Stack>
      <MetricGlossary />
      <Box
        role="group"
        aria-label="Totals for the period; choose one to chart it"
        sx={{
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
        }}
      >
        {PERFORMANCE_METRICS.map((name) => (
          <Paper
            key={name}
            variant="outlined"
            sx={{
              borderColor: name === metric ? "primary.main" : undefined,
              borderWidth: name === metric ? 2 : 1,
            }}
          >
            <ButtonBase
              aria-pressed={name === metric}
              onClick={() => setMetric(name)}
              sx={{ display: "block", textAlign: "left", width: "100%", p: 1.5, borderRadius: 1 }}
            >
              <Typography variant="body2" color="text.secondary">
                {PERFORMANCE_METRIC_LABELS[name]}
              </Typography>
              <Typography variant="h5" component="p">
                {formatNumber(totals[name].current)}
              </Typography>
              <ChangeText total={totals[name]} />
            </ButtonBase>
          </Paper>
        ))}
      </Box>
      <ChartPanel
        title={`${label} per day`}
        description={`${PERFORMANCE_METRIC_HELP[metric]} The dashed line is the same day of the period before.`}
        csvName={`${csvName}-${metric}`}
        table={{
          columns: ["Date", "This period", "Previous period's date", "Previous period"],
          rows: current.dates.map((date, index) => [
            date,
            current.figures[metric][index] ?? 0,
            previous.dates[index] ?? null,
            previous.figures[metric][index] ?? null,
          ]),
        }}
        chart={
          <LineChart
            height={300}
            xAxis={[
              {
                scaleType: "point",
                data: current.dates,
                valueFormatter: (date: string) => formatDate(`${date}T00:00:00`),
              },
            ]}
            series={[
              { id: "current", label: "This period", data: current.figures[metric], showMark: false },
              {
                id: "previous",
                label: "Previous period",
                data: previous.figures[metric],
                showMark: false,
              },
            ]}
            sx={{ '& .MuiLineElement-root[data-series="previous"]': { strokeDasharray: "6 4" } }}
            skipAnimation
          />
        }
      />
    </Stack>
  );
}
