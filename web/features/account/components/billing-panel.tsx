import type { Plan } from "@common/plans";
import type { Profile } from "@common/profile";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Typography from "@mui/material/Typography";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { formatPlanPrice, planFeatures, usePlans } from "@web/lib/plans";

function PlanCard({ plan, current }: { plan: Plan; current: boolean }) {
  return (
    <Card
      variant="outlined"
      sx={{ height: "100%", borderWidth: current ? 2 : 1, borderColor: current ? "primary.main" : "divider" }}
    >
      <CardContent>
        <Typography
          variant="h3"
          component="h4"
          sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}
        >
          {plan.name}
          {current && <Chip label="Current plan" color="primary" size="small" />}
        </Typography>
        <Typography sx={{ fontWeight: 700, mt: 1 }}>{formatPlanPrice(plan)}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {plan.description}
        </Typography>
        {planFeatures(plan).length > 0 && (
          <ul style={{ margin: "8px 0 0", paddingLeft: 20 }}>
            {planFeatures(plan).map((feature) => (
              <li key={feature}>
                <Typography variant="body2">{feature}</Typography>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The member's plan (from the profile) beside the plans open to their kind of account. */
export function BillingPanel({ profile }: { profile: Profile }) {
  const plans = usePlans(profile.accountType);
  const planName = profile.planName ?? profile.customer?.planName ?? null;

  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Billing & Subscription
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {planName ? (
          <>
            Your plan: <strong>{planName}</strong>
          </>
        ) : (
          "Your account has no plan yet."
        )}
      </Typography>
      <Typography variant="h3" component="h3" gutterBottom>
        {profile.accountType === "vendor" ? "Plans for vendors" : "Plans for leaders"}
      </Typography>
      {plans.isPending ? (
        <PageLoading label="Loading plans" />
      ) : plans.isError ? (
        <QueryError
          title="The plans could not be loaded"
          error={plans.error}
          onRetry={() => plans.refetch()}
        />
      ) : plans.data.length === 0 ? (
        <Typography color="text.secondary">
          No plans are offered for your kind of account at the moment.
        </Typography>
      ) : (
        <Grid container spacing={2}>
          {plans.data.map((plan) => (
            <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
              <PlanCard plan={plan} current={plan.name === planName} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
