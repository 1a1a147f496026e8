import type { BillingOverview, Subscription } from "@common/billing";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { errorMessage } from "@web/lib/api-client";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { formatDate } from "@web/lib/format";
import { formatPlanPrice } from "@web/lib/plans";
import { useNotify } from "@web/lib/use-notify";
import { useState } from "react";
import { useBillingAction, useBillingPortal } from "../api/billing";

// Colours whose white text keeps the contrast that small chip text needs (WCAG AA).
const STATUS_LABELS: Record<
  Subscription["status"],
  { label: string; color: "success" | "primary" | "error" | "default" }
> = {
  trialing: { label: "Trial", color: "primary" },
  active: { label: "Active", color: "success" },
  past_due: { label: "Payment overdue", color: "error" },
  cancelled: { label: "Ended", color: "default" },
};

function periodText(subscription: Subscription): string {
  const end = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === "cancelled") return `Ended on ${end}.`;
  if (subscription.cancelAtPeriodEnd) return `Ends on ${end}; nothing more will be billed.`;
  if (subscription.status === "trialing") return `The trial ends on ${end}; the first invoice comes then.`;
  return `Renews on ${end}.`;
}

/** The company's plan, status and period, with the owner's ways to end or keep it. */
export function SubscriptionSummary({ overview }: { overview: BillingOverview }) {
  const { subscription, company, canManage } = overview;
  const action = useBillingAction(company.id);
  const portal = useBillingPortal(company.id);
  const notify = useNotify();
  const [confirmCancel, setConfirmCancel] = useState(false);
  if (!subscription) {
    return (
      <Alert severity="info">
        {company.name} has no plan yet.{" "}
        {canManage ? "Choose one below to start." : "An owner of the company chooses one."}
      </Alert>
    );
  }
  const status = STATUS_LABELS[subscription.status];
  const live = subscription.status !== "cancelled";
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
          <Typography variant="h3" component="h3">
            {company.name}: {subscription.plan.name} plan
          </Typography>
          <Chip label={status.label} color={status.color} size="small" />
        </Stack>
        <Typography sx={{ mt: 1 }}>
          {formatPlanPrice(subscription.plan)} ·{" "}
          {subscription.seats === null ? "unlimited seats" : `${subscription.seats} seats`} ·{" "}
          {subscription.provider === "stripe" ? "paid by card" : "billed by invoice"}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {periodText(subscription)}
        </Typography>
        {subscription.status === "past_due" && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            An invoice is past its due date. Pay it to keep the plan; Summit's team marks it paid once the
            payment arrives.
          </Alert>
        )}
        {live && subscription.pendingPlanName && (
          <Alert
            severity="info"
            sx={{ mt: 2 }}
            action={
              canManage && (
                <Button
                  color="inherit"
                  size="small"
                  loading={action.isPending}
                  onClick={() =>
                    action.mutate(
                      { kind: "change", planName: subscription.plan.name },
                      { onSuccess: () => notify.snackbar(`You keep the ${subscription.plan.name} plan.`) },
                    )
                  }
                >
                  Keep {subscription.plan.name}
                </Button>
              )
            }
          >
            Moves to the {subscription.pendingPlanName} plan on {formatDate(subscription.currentPeriodEnd)}.
          </Alert>
        )}
        {canManage && live && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: "wrap" }}>
            {subscription.cancelAtPeriodEnd ? (
              <Button
                variant="outlined"
                loading={action.isPending}
                onClick={() =>
                  action.mutate(
                    { kind: "resume" },
                    { onSuccess: () => notify.snackbar(`The ${subscription.plan.name} plan carries on.`) },
                  )
                }
              >
                Keep the plan
              </Button>
            ) : (
              <Button variant="outlined" color="error" onClick={() => setConfirmCancel(true)}>
                Cancel the plan
              </Button>
            )}
            {subscription.provider === "stripe" && (
              <Button variant="outlined" loading={portal.isPending} onClick={() => portal.mutate()}>
                Cards and receipts
              </Button>
            )}
          </Stack>
        )}
        {(action.isError || portal.isError) && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(action.error ?? portal.error)}
          </Alert>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmCancel}
        title={`Cancel the ${subscription.plan.name} plan?`}
        confirmLabel="Cancel at the period's end"
        pending={action.isPending}
        onClose={() => setConfirmCancel(false)}
        onConfirm={() =>
          action.mutate(
            { kind: "cancel" },
            {
              onSuccess: () => {
                setConfirmCancel(false);
                notify.snackbar(`The plan ends on ${formatDate(subscription.currentPeriodEnd)}.`);
              },
              onError: () => setConfirmCancel(false),
            },
          )
        }
      >
        {company.name} keeps everything the plan includes until {formatDate(subscription.currentPeriodEnd)},
        and nothing more is billed. What the plan includes (seats, meetings, decision insights) ends then. You
        can keep the plan until that day.
      </ConfirmDialog>
    </Card>
  );
}
