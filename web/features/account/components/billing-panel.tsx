// Billing & Subscription: a leader's free plan; for a vendor, their company's subscription, how it is
// used, the plans to move to, and (for owners) invoices and history.
import type { BillingOverview } from "@common/billing";
import type { Plan } from "@common/plans";
import type { Profile } from "@common/profile";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { PageLoading } from "@web/lib/components/page-loading";
import { PlanUsage } from "@web/lib/components/plan-usage";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { formatDate } from "@web/lib/format";
import { formatPlanPrice, planFeatures, usePlans } from "@web/lib/plans";
import { useNotify } from "@web/lib/use-notify";
import { type ReactNode, useState } from "react";
import { type BillingAction, billingQueryOptions, useBillingAction } from "../api/billing";
import { BillingHistory, InvoiceList } from "./billing-records";
import { SubscriptionSummary } from "./subscription-summary";

function PlanCard({ plan, current, children }: { plan: Plan; current: boolean; children?: ReactNode }) {
  return (
    <Card
      variant="outlined"
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        borderWidth: current ? 2 : 1,
        borderColor: current ? "primary.main" : "divider",
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
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
      {children && <CardActions sx={{ flexWrap: "wrap", gap: 1 }}>{children}</CardActions>}
    </Card>
  );
}

function PlanGrid({
  accountType,
  children,
}: {
  accountType: Plan["accountType"];
  children: (plan: Plan) => ReactNode;
}) {
  const plans = usePlans(accountType);
  if (plans.isPending) return <PageLoading label="Loading plans" />;
  if (plans.isError) {
    return (
      <QueryError title="The plans could not be loaded" error={plans.error} onRetry={() => plans.refetch()} />
    );
  }
  if (plans.data.length === 0) {
    return (
      <Typography color="text.secondary">
        No plans are offered for your kind of account at the moment.
      </Typography>
    );
  }
  return (
    <Grid container spacing={2}>
      {plans.data.map((plan) => (
        <Grid key={plan.name} size={{ xs: 12, md: 4 }}>
          {children(plan)}
        </Grid>
      ))}
    </Grid>
  );
}

/** What moving to `plan` means, asked before it is done. */
function confirmation(overview: BillingOverview, plan: Plan, current: Plan | null) {
  const subscription = overview.subscription;
  if (!subscription || subscription.status === "cancelled" || !current) {
    return {
      title: `Start the ${plan.name} plan?`,
      text: `${overview.company.name} moves to the ${plan.name} plan now. ${formatPlanPrice(plan)}, invoiced today for the first month and then monthly, payable within 30 days.`,
      label: `Start ${plan.name}`,
    };
  }
  if (plan.priceCentsPerMonth > current.priceCentsPerMonth) {
    return {
      title: `Upgrade to ${plan.name}?`,
      text:
        subscription.status === "trialing"
          ? `${overview.company.name} moves to the ${plan.name} plan now, for the rest of the trial; the first invoice comes when it ends.`
          : `${overview.company.name} moves to the ${plan.name} plan now. An invoice for the rest of this period at the new price, less what is left of ${current.name}, is issued today.`,
      label: `Upgrade to ${plan.name}`,
    };
  }
  return {
    title: `Move to ${plan.name}?`,
    text: `${overview.company.name} keeps the ${current.name} plan until ${formatDate(subscription.currentPeriodEnd)} and moves to ${plan.name} then. Seats, meetings and decision insights follow the ${plan.name} plan from that day.`,
    label: `Move to ${plan.name} then`,
  };
}

function VendorPlans({ overview }: { overview: BillingOverview }) {
  const { subscription, canManage } = overview;
  const action = useBillingAction(overview.company.id);
  const notify = useNotify();
  const [chosen, setChosen] = useState<{ plan: Plan; payment: "invoice" | "card" } | null>(null);
  const live = subscription && subscription.status !== "cancelled" ? subscription : null;
  const current = live?.plan ?? null;
  const ask = chosen && confirmation(overview, chosen.plan, current);
  const run = (plan: Plan, payment: "invoice" | "card") => {
    const request: BillingAction = live
      ? { kind: "change", planName: plan.name }
      : { kind: "start", planName: plan.name, payment };
    action.mutate(request, {
      onSuccess: (change) => {
        setChosen(null);
        if (change.redirectUrl) return;
        const now = change.subscription?.plan.name === plan.name;
        notify.snackbar(
          now
            ? `${overview.company.name} is on the ${plan.name} plan.${change.invoiceId ? " Its invoice is below." : ""}`
            : `${overview.company.name} moves to ${plan.name} when this period ends.`,
        );
      },
      onError: () => setChosen(null),
    });
  };
  return (
    <>
      {action.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(action.error)}
        </Alert>
      )}
      <PlanGrid accountType="vendor">
        {(plan) => {
          const isCurrent = plan.name === current?.name;
          const pending = plan.name === live?.pendingPlanName;
          return (
            <PlanCard plan={plan} current={isCurrent}>
              {canManage && !isCurrent && !pending && (
                <>
                  <Button
                    variant={current ? "outlined" : "contained"}
                    onClick={() => setChosen({ plan, payment: "invoice" })}
                  >
                    {!current
                      ? overview.cardPayments
                        ? `Start ${plan.name}, pay by invoice`
                        : `Start ${plan.name}`
                      : plan.priceCentsPerMonth > current.priceCentsPerMonth
                        ? `Upgrade to ${plan.name}`
                        : `Move to ${plan.name}`}
                  </Button>
                  {!current && overview.cardPayments && (
                    <Button variant="outlined" onClick={() => run(plan, "card")} loading={action.isPending}>
                      Pay by card
                    </Button>
                  )}
                </>
              )}
              {pending && <Chip label={`From ${live && formatDate(live.currentPeriodEnd)}`} size="small" />}
            </PlanCard>
          );
        }}
      </PlanGrid>
      {chosen && ask && (
        <ConfirmDialog
          open
          title={ask.title}
          confirmLabel={ask.label}
          tone="primary"
          pending={action.isPending}
          onClose={() => setChosen(null)}
          onConfirm={() => run(chosen.plan, chosen.payment)}
        >
          {ask.text}
        </ConfirmDialog>
      )}
    </>
  );
}

function CompanyBilling({ companyId }: { companyId: string }) {
  const billing = useQuery(billingQueryOptions(companyId));
  if (billing.isPending) return <PageLoading label="Loading your company's plan" />;
  if (billing.isError) {
    return (
      <QueryError
        title="Your company's plan could not be loaded"
        error={billing.error}
        onRetry={() => billing.refetch()}
      />
    );
  }
  const overview = billing.data;
  const live = overview.subscription && overview.subscription.status !== "cancelled";
  return (
    <Stack spacing={4}>
      <SubscriptionSummary overview={overview} />
      {live && (
        <SectionBoundary
          loadingLabel="Loading how the plan is used"
          errorTitle="How the plan is used could not be loaded"
        >
          <PlanUsage />
        </SectionBoundary>
      )}
      <Box>
        <Typography variant="h3" component="h3" gutterBottom>
          Plans for vendors
        </Typography>
        <VendorPlans overview={overview} />
      </Box>
      {overview.canManage && (
        <>
          <Box>
            <Typography variant="h3" component="h3" gutterBottom>
              Invoices
            </Typography>
            <InvoiceList companyId={companyId} />
          </Box>
          <Box>
            <Typography variant="h3" component="h3" gutterBottom>
              Billing history
            </Typography>
            <BillingHistory companyId={companyId} />
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The member's plan: a leader's own, a vendor's through their company. */
export function BillingPanel({ profile }: { profile: Profile }) {
  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Billing & Subscription
      </Typography>
      {profile.accountType === "vendor" ? (
        profile.company ? (
          <CompanyBilling companyId={profile.company.id} />
        ) : (
          <>
            <Alert severity="info" sx={{ mb: 3 }}>
              {profile.pendingCompany
                ? `Your plan comes with your company: once ${profile.pendingCompany.name} accepts you, its plan is yours.`
                : "Your plan comes with your company: join or create your company's page first."}
            </Alert>
            <PlanGrid accountType="vendor">{(plan) => <PlanCard plan={plan} current={false} />}</PlanGrid>
          </>
        )
      ) : (
        <>
          <Typography sx={{ mb: 3 }}>
            Your plan: <strong>{profile.planName ?? profile.customer?.planName ?? "Member"}</strong>, free for
            technology leaders.
          </Typography>
          <Typography variant="h3" component="h3" gutterBottom>
            Plans for leaders
          </Typography>
          <PlanGrid accountType="leader">
            {(plan) => <PlanCard plan={plan} current={plan.name === (profile.planName ?? "Member")} />}
          </PlanGrid>
        </>
      )}
    </>
  );
}
