// What a vendor whose plan has no decision insights (Starter) would get from them, and the plans
// that have them, instead of an error.
import { DEFAULT_MIN_CONTRIBUTORS } from "@common/account-insights";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { formatPlanPrice, planFeatures, usePlans } from "@web/lib/plans";
import { Link as RouterLink } from "react-router";

const WHAT_INSIGHTS_SHOW = [
  "Which of your accounts research your match points, and how strongly: a score from 0 to 100 against each account's own usual pace and the market",
  "Which accounts are surging, the moment they start",
  "Where each account stands in its buying decision: awareness, consideration, decision or purchase",
  "Why every score is what it is: the points by week and kind of action, and the topics behind them",
  "Highlights as they happen: surges, stage changes, decision cycles shared with you, meetings accepted, new followers",
  "The whole view as a CSV file, for your CRM",
];

/** `reason` is the server's own words on what the plan lacks, naming the plan. */
export function InsightsUpgrade({ reason }: { reason: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="upgrade-heading"
      sx={{ p: { xs: 2, md: 4 } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
        <WorkspacePremiumOutlined color="primary" aria-hidden="true" />
        <Typography id="upgrade-heading" variant="h2" component="h2">
          Decision insights are not in your plan
        </Typography>
      </Stack>
      <Typography sx={{ mb: 2 }}>{reason}</Typography>
      <Typography variant="h3" component="h3" gutterBottom>
        What you would see here
      </Typography>
      <Box component="ul" sx={{ mt: 0, mb: 3, pl: 3 }}>
        {WHAT_INSIGHTS_SHOW.map((line) => (
          <li key={line}>
            <Typography>{line}</Typography>
          </li>
        ))}
      </Box>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        Insights count companies, never people: an account shows only once at least {DEFAULT_MIN_CONTRIBUTORS}{" "}
        of its people took part, and a leader's name reaches you only when they share a decision cycle with
        you by name or accept a meeting.
      </Typography>
      <PlansWithInsights />
      <Button component={RouterLink} to="/account?tab=billing" variant="contained">
        Upgrade on the billing tab
      </Button>
    </Paper>
  );
}

function PlansWithInsights() {
  const plans = usePlans("vendor");
  if (plans.isPending) return <PageLoading label="Loading plans" />;
  // When the plans cannot be read, the error notice says so, and the billing tab still lists them.
  const withInsights = plans.data?.filter((plan) => plan.insightsReach !== "none") ?? [];
  if (withInsights.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Plans with decision insights"
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
        listStyle: "none",
        p: 0,
        mb: 3,
      }}
    >
      {withInsights.map((plan) => (
        <Paper key={plan.name} component="li" variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h3" component="h4">
            {plan.name}
          </Typography>
          <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{formatPlanPrice(plan)}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {plan.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {planFeatures(plan).join(" · ")}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
