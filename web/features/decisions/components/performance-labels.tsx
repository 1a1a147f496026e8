// How performance figures read: a change against the period before, the days compared, and when
// the figures were last counted.
import type { PerformanceRange, PerformanceTotal } from "@common/performance";
import {
  PERFORMANCE_METRIC_HELP,
  PERFORMANCE_METRIC_LABELS,
  PERFORMANCE_METRICS,
} from "@common/performance-metrics";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatDate, formatExactTime, formatNumber } from "@web/lib/format";

const percent = new Intl.NumberFormat("en", {
  style: "percent",
  maximumFractionDigits: 0,
  signDisplay: "always",
});

/** "+12% on the period before (340)", or "none in the period before". */
export function ChangeText({ total }: { total: PerformanceTotal }) {
  if (total.change === null) {
    return (
      <Typography variant="caption" color="text.secondary">
        {total.current > 0 ? "None in the period before" : "None in either period"}
      </Typography>
    );
  }
  const color = total.change > 0 ? "success.main" : total.change < 0 ? "error.main" : "text.secondary";
  return (
    <Typography variant="caption" sx={{ color }}>
      {percent.format(total.change)}{" "}
      <Typography component="span" variant="caption" color="text.secondary">
        on the period before ({formatNumber(total.previous)})
      </Typography>
    </Typography>
  );
}

const day = (iso: string) => formatDate(`${iso}T00:00:00`);

/** "Mar 1, 2026 to May 29, 2026 (90 days), against Dec 1, 2025 to Feb 28, 2026." */
export function rangeText(range: PerformanceRange): string {
  return `${day(range.startDate)} to ${day(range.endDate)} (${formatNumber(range.days)} days, UTC), against ${day(range.previousStartDate)} to ${day(range.previousEndDate)}.`;
}

export function countedNote(countedAt: string | null): string {
  return countedAt
    ? `Counted every five minutes; last at ${formatExactTime(countedAt)}.`
    : "Not counted yet: figures appear within five minutes of the first activity.";
}

/** What each figure counts, folded until asked for. */
export function MetricGlossary() {
  return (
    <Box component="details" sx={{ "& summary": { cursor: "pointer", color: "primary.main" } }}>
      <Typography component="summary" variant="body2">
        What the figures count
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: "grid", gap: 0.5, gridTemplateColumns: { md: "220px 1fr" } }}
      >
        {PERFORMANCE_METRICS.map((metric) => (
          <Box key={metric} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {PERFORMANCE_METRIC_LABELS[metric]}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{ m: 0, mb: { xs: 1, md: 0 } }}
            >
              {PERFORMANCE_METRIC_HELP[metric]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
