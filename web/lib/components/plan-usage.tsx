// How a vendor's company uses its plan (GET /api/portal/customers/experience): on the customer
// dashboard and under Billing & Subscription.
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ChartPanel } from "@web/lib/components/chart-panel";
import { formatDate, formatNumber } from "@web/lib/format";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const customerExperienceQueryOptions = queryOptions({
  queryKey: ["customer-experience"],
  queryFn: () => api.get("/api/portal/customers/experience"),
  staleTime: 60_000,
  meta: ERROR_SHOWN_INLINE,
});

const day = (iso: string) => formatDate(`${iso}T00:00:00`);
const grid = (columns: Record<string, string>) => ({ display: "grid", gap: 2, gridTemplateColumns: columns });

/** How the caller's company uses its plan: each limit as a bar, with the same figures as a table. */
export function PlanUsage() {
  const usage = useSuspenseQuery(customerExperienceQueryOptions).data;
  const limits = [
    { label: "Seats", ...usage.seats, unit: "people linked to your company" },
    {
      label: "Meeting requests this month",
      ...usage.meetingRequests,
      unit: `sent since ${day(usage.meetingRequests.monthStart)}`,
    },
    { label: "Match points", ...usage.matchPoints, unit: "intent types your company sells into" },
    { label: "Tracked accounts", ...usage.trackedAccounts, unit: "accounts on your target lists" },
  ];
  return (
    <ChartPanel
      chartIsPicture={false}
      title={`Your ${usage.plan.name} plan`}
      description={`${usage.renewsAt ? `Renews on ${day(usage.renewsAt)}.` : "Ends when this period does."} Decision insights reach ${
        usage.insightsReach === "market"
          ? "your tracked accounts and any account surging on your match points."
          : usage.insightsReach === "tracked"
            ? "your tracked accounts."
            : "no accounts on this plan."
      }`}
      csvName="summit-plan-usage"
      table={{
        columns: ["Limit", "Used", "Included"],
        rows: limits.map((limit) => [limit.label, limit.used, limit.limit ?? "no limit"]),
      }}
      chart={
        <Box sx={grid({ xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" })}>
          {limits.map((limit) => (
            <Box key={limit.label}>
              <Typography variant="body2">
                {limit.label}: {formatNumber(limit.used)}
                {limit.limit === null ? " (no limit)" : ` of ${formatNumber(limit.limit)}`}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={limit.limit ? Math.min(100, (limit.used / limit.limit) * 100) : 0}
                color={limit.limit !== null && limit.used >= limit.limit ? "warning" : "primary"}
                aria-label={`${limit.label}: ${limit.used}${limit.limit === null ? "" : ` of ${limit.limit}`}`}
                sx={{ height: 8, borderRadius: 4, my: 0.5 }}
              />
              <Typography variant="caption" color="text.secondary">
                {limit.unit}
              </Typography>
            </Box>
          ))}
        </Box>
      }
    />
  );
}
