// A company's plan and billing (/admin/companies/:id/billing, platform admins): its subscription and
// how many of its seats people fill, the contract's plan and seats, and its invoices, of which an
// open one can be marked paid or void.

import {
  type BillingOverview,
  formatCents,
  type Invoice,
  type SetSubscriptionInput,
  SetSubscriptionSchema,
  type Subscription,
} from "@common/billing";
import { zodResolver } from "@hookform/resolvers/zod";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Gauge } from "@mui/x-charts/Gauge";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { ConfirmDialog } from "@web/lib/components/confirm-dialog";
import { FormTextField } from "@web/lib/components/form-text-field";
import { Page } from "@web/lib/components/page";
import { PageLoading } from "@web/lib/components/page-loading";
import { SectionBoundary } from "@web/lib/components/query-boundary";
import { QueryError } from "@web/lib/components/query-error";
import { ScrollableTable } from "@web/lib/components/scrollable-table";
import { formatCount, formatDate, formatNumber } from "@web/lib/format";
import { NotFoundError, type PageHandle } from "@web/lib/page-handle";
import { formatPlanPrice, usePlans } from "@web/lib/plans";
import { useNotify } from "@web/lib/use-notify";
import { type ReactNode, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link as RouterLink, useParams } from "react-router";
import { z } from "zod";
import {
  companyInvoicesQueryOptions,
  invoicePdfUrl,
  isCompanyId,
  seatsFilledQueryOptions,
  useSetSubscription,
  useSettleInvoice,
  useSuspenseCompanyBilling,
} from "../api/company-billing";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography variant="h2" sx={{ fontSize: "1.25rem", mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

// ---- The subscription ---------------------------------------------------------------------------

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
  const start = formatDate(subscription.currentPeriodStart);
  const end = formatDate(subscription.currentPeriodEnd);
  if (subscription.status === "cancelled") return `Ended on ${end}.`;
  if (subscription.cancelAtPeriodEnd) return `This period runs from ${start}; the plan ends on ${end}.`;
  if (subscription.status === "trialing") return `The trial runs from ${start} to ${end}.`;
  return `This period runs from ${start} to ${end}, when the plan renews.`;
}

function SubscriptionSummary({ overview }: { overview: BillingOverview }) {
  const { subscription, company } = overview;
  if (!subscription) {
    return (
      <Alert severity="info">
        {company.name} has no plan yet. Choosing one below starts it today as an active subscription, billed
        by invoice.
      </Alert>
    );
  }
  const status = STATUS_LABELS[subscription.status];
  return (
    <Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography variant="h3" sx={{ fontSize: "1.1rem", fontWeight: 600 }}>
          {subscription.plan.name} plan
        </Typography>
        <Chip label={status.label} color={status.color} size="small" />
      </Stack>
      <Typography sx={{ mt: 0.5 }}>
        {formatPlanPrice(subscription.plan)} ·{" "}
        {subscription.provider === "stripe" ? "paid by card" : "billed by invoice"}
      </Typography>
      <Typography color="text.secondary">{periodText(subscription)}</Typography>
      {subscription.pendingPlanName && subscription.status !== "cancelled" && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          An owner asked to move to the {subscription.pendingPlanName} plan on{" "}
          {formatDate(subscription.currentPeriodEnd)}. Setting a plan here withdraws that.
        </Alert>
      )}
      {subscription.provider === "stripe" && (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {company.name} pays by card. A plan or seats set here change Summit's record only; the card provider
          goes on charging what it has until the owners change it there.
        </Alert>
      )}
    </Box>
  );
}

/** Seats bought against the people who fill them: a gauge for the eye, the same figures in words beside it. */
function SeatUsage({ companyId, seats }: { companyId: string; seats: number | null | undefined }) {
  const { people, atLeast } = useSuspenseQuery(seatsFilledQueryOptions(companyId)).data;
  const peopleText = `${atLeast ? "at least " : ""}${formatNumber(people)}`;
  const figures: [string, string][] = [["People linked", peopleText]];
  if (seats === null) figures.unshift(["Seats", "unlimited"]);
  if (typeof seats === "number") {
    figures.unshift(["Seats bought", formatNumber(seats)]);
    figures.push(
      people > seats
        ? ["Over the seats by", `${atLeast ? "at least " : ""}${formatNumber(people - seats)}`]
        : ["Seats free", atLeast ? "–" : formatNumber(seats - people)],
    );
  }
  return (
    <Stack
      role="group"
      aria-label="Seats"
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: "center", flexWrap: "wrap", mt: 2 }}
    >
      {typeof seats === "number" && (
        // The figures beside it say what the gauge shows.
        <Box aria-hidden="true">
          <Gauge
            width={120}
            height={120}
            value={Math.min(people, seats)}
            valueMax={seats}
            startAngle={-110}
            endAngle={110}
            innerRadius="70%"
            text={`${peopleText} / ${formatNumber(seats)}`}
          />
        </Box>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: "grid",
          gridTemplateColumns: "max-content max-content",
          columnGap: 2,
          rowGap: 0.5,
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

// ---- The contract's plan and seats --------------------------------------------------------------

const SeatsSchema = SetSubscriptionSchema.shape.seats.unwrap().unwrap();
const SEATS_MAX = SeatsSchema.maxValue ?? 100_000;
const SEATS_ERROR = `Enter a whole number of seats from 1 to ${formatNumber(SEATS_MAX)}.`;

const ContractFormSchema = z
  .object({
    planName: z.string().min(1, "Choose a plan."),
    unlimited: z.boolean(),
    seats: z.string(),
  })
  .superRefine((values, context) => {
    if (!values.unlimited && !SeatsSchema.safeParse(Number(values.seats.trim() || Number.NaN)).success) {
      context.addIssue({ code: "custom", path: ["seats"], message: SEATS_ERROR });
    }
  });
type ContractFormValues = z.infer<typeof ContractFormSchema>;

const seatsText = (seats: number | null) =>
  seats === null ? "unlimited seats" : formatCount(seats, "seat", "seats");

/** What the form changes: a plan comes with the seats the form shows, as the API would reset them to the plan's. */
function contractChange(values: ContractFormValues, subscription: Subscription | null): SetSubscriptionInput {
  const seats = values.unlimited ? null : Number(values.seats);
  if (!subscription || values.planName !== subscription.plan.name)
    return { planName: values.planName, seats };
  return seats === subscription.seats ? {} : { seats };
}

function ContractForm({ overview }: { overview: BillingOverview }) {
  const { company, subscription } = overview;
  const plans = usePlans("vendor");
  // Counted for a warning only: the form works without it.
  const filled = useQuery(seatsFilledQueryOptions(company.id)).data;
  const setSubscription = useSetSubscription(company.id);
  const notify = useNotify();
  const [asking, setAsking] = useState<SetSubscriptionInput | null>(null);
  const { control, handleSubmit, setValue, formState } = useForm<ContractFormValues>({
    resolver: zodResolver(ContractFormSchema),
    defaultValues: {
      planName: subscription?.plan.name ?? "",
      unlimited: subscription ? subscription.seats === null : false,
      seats: subscription?.seats === null || !subscription ? "" : String(subscription.seats),
    },
  });
  const unlimited = useWatch({ control, name: "unlimited" });

  if (plans.isPending) return <PageLoading label="Loading the plans" />;
  if (plans.isError) {
    return (
      <QueryError title="The plans could not be loaded" error={plans.error} onRetry={() => plans.refetch()} />
    );
  }

  const choosePlan = (planName: string) => {
    const plan = plans.data.find((candidate) => candidate.name === planName);
    if (!plan) return;
    setValue("unlimited", plan.seats === null, { shouldDirty: true });
    setValue("seats", plan.seats === null ? "" : String(plan.seats), {
      shouldDirty: true,
      shouldValidate: true,
    });
  };

  const submit = handleSubmit((values) => {
    const change = contractChange(values, subscription);
    if (Object.keys(change).length === 0) {
      notify.snackbar(`${company.name} already has this plan and these seats.`, "info");
      return;
    }
    setAsking(change);
  });

  const confirm = () => {
    if (!asking) return;
    setSubscription.mutate(asking, {
      onSuccess: (saved) => {
        notify.snackbar(`${company.name} is on the ${saved.plan.name} plan with ${seatsText(saved.seats)}.`);
        setAsking(null);
      },
      onError: () => setAsking(null),
    });
  };

  const askedSeats = asking?.seats;
  const tooFew = typeof askedSeats === "number" && filled !== undefined && filled.people > askedSeats;
  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Plan and seats of the contract">
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ sm: 2 }}
        useFlexGap
        sx={{ alignItems: { sm: "flex-start" } }}
      >
        <Controller
          control={control}
          name="planName"
          render={({ field: { ref, onChange, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              select
              label="Plan"
              margin="normal"
              onChange={(event) => {
                onChange(event);
                choosePlan(event.target.value);
              }}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? "Choosing a plan fills in its seats."}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              {!subscription && <option value="">Choose a plan</option>}
              {plans.data.map((plan) => (
                <option key={plan.name} value={plan.name}>
                  {plan.name} ({formatPlanPrice(plan)})
                </option>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="seats"
          label="Seats"
          type="number"
          disabled={unlimited}
          errorText={SEATS_ERROR}
          helperText={unlimited ? "Unlimited" : undefined}
          slotProps={{ htmlInput: { min: 1, max: SEATS_MAX, step: 1 } }}
          sx={{ maxWidth: { sm: 180 } }}
        />
      </Stack>
      <Controller
        control={control}
        name="unlimited"
        render={({ field: { value, onChange, name, onBlur } }) => (
          <FormControlLabel
            control={
              <Checkbox
                name={name}
                onBlur={onBlur}
                checked={value}
                onChange={(event) => onChange(event.target.checked)}
              />
            }
            label="Unlimited seats"
          />
        )}
      />
      <Box sx={{ mt: 1 }}>
        <Button type="submit" variant="contained" disabled={!formState.isDirty}>
          {subscription ? "Change plan and seats" : "Start the plan"}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        title={
          asking?.planName
            ? `Put ${company.name} on the ${asking.planName} plan with ${seatsText(asking.seats ?? null)}?`
            : `Give ${company.name} ${seatsText(asking?.seats ?? null)}?`
        }
        confirmLabel={asking?.planName ? "Set the plan" : "Set the seats"}
        pending={setSubscription.isPending}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
      >
        {subscription
          ? "It applies now, as the contract says: no invoice is issued for the change, and it is written to the company's billing history and the audit log."
          : "The subscription starts today, active for a month and billed by invoice; it is written to the company's billing history and the audit log."}
        {tooFew &&
          ` ${filled.atLeast ? "At least " : ""}${formatCount(filled.people, "person is", "people are")} linked to ${company.name}: more than the seats.`}
      </ConfirmDialog>
    </Box>
  );
}

// ---- Invoices -----------------------------------------------------------------------------------

const INVOICE_STATUS = {
  open: { label: "Open", color: "default" },
  paid: { label: "Paid", color: "success" },
  void: { label: "Void", color: "default" },
} as const;

function statusNote(invoice: Invoice): string {
  if (invoice.status === "paid" && invoice.paidAt) return `paid ${formatDate(invoice.paidAt)}`;
  if (invoice.status === "void" && invoice.voidedAt) return `voided ${formatDate(invoice.voidedAt)}`;
  if (invoice.status !== "open") return "";
  return Date.parse(invoice.dueAt) < Date.now()
    ? `overdue since ${formatDate(invoice.dueAt)}`
    : `due ${formatDate(invoice.dueAt)}`;
}

interface Settling {
  invoice: Invoice;
  status: "paid" | "void";
}

function Invoices({ companyId }: { companyId: string }) {
  const invoices = useSuspenseQuery(companyInvoicesQueryOptions(companyId)).data.items;
  const settle = useSettleInvoice(companyId);
  const notify = useNotify();
  const [settling, setSettling] = useState<Settling | null>(null);
  if (invoices.length === 0) {
    return (
      <Typography>No invoices yet: they appear here when the company's subscription issues one.</Typography>
    );
  }
  const confirm = () => {
    if (!settling) return;
    const { invoice, status } = settling;
    settle.mutate(
      { invoiceId: invoice.id, status },
      {
        onSuccess: () => {
          notify.snackbar(
            status === "paid"
              ? `Invoice ${invoice.number} marked paid.`
              : `Invoice ${invoice.number} voided.`,
          );
          setSettling(null);
        },
        onError: () => setSettling(null),
      },
    );
  };
  const total = (invoice: Invoice) => formatCents(invoice.totalCents, invoice.currency);
  return (
    <>
      {/* Wide enough to read on a phone, where the region scrolls sideways. */}
      <ScrollableTable label="Invoices" minWidth={640}>
        <TableHead>
          <TableRow>
            <TableCell>Number</TableCell>
            <TableCell>Issued</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: "nowrap" }}>
                {invoice.number}
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDate(invoice.issuedAt)}</TableCell>
              <TableCell align="right">{total(invoice)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={INVOICE_STATUS[invoice.status].label}
                  color={INVOICE_STATUS[invoice.status].color}
                />
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: "block", whiteSpace: "nowrap" }}
                >
                  {statusNote(invoice)}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
                  <Link
                    href={invoicePdfUrl(invoice.id)}
                    download
                    aria-label={`Download invoice ${invoice.number} as PDF`}
                  >
                    PDF
                  </Link>
                  {invoice.status === "open" && (
                    <>
                      <Button
                        size="small"
                        onClick={() => setSettling({ invoice, status: "paid" })}
                        aria-label={`Mark invoice ${invoice.number} paid`}
                        sx={{ whiteSpace: "nowrap" }}
                      >
                        Mark paid
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setSettling({ invoice, status: "void" })}
                        aria-label={`Void invoice ${invoice.number}`}
                      >
                        Void
                      </Button>
                    </>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollableTable>
      <ConfirmDialog
        open={settling !== null}
        tone={settling?.status === "paid" ? "primary" : "error"}
        title={
          settling?.status === "paid"
            ? `Mark invoice ${settling.invoice.number} paid?`
            : `Void invoice ${settling?.invoice.number ?? ""}?`
        }
        confirmLabel={settling?.status === "paid" ? "Mark paid" : "Void invoice"}
        pending={settle.isPending}
        onClose={() => setSettling(null)}
        onConfirm={confirm}
      >
        {settling?.status === "paid"
          ? `Mark it paid once ${total(settling.invoice)} has arrived. When it is the last overdue invoice of a subscription whose payment is overdue, the subscription is active again.`
          : `The invoice of ${settling ? total(settling.invoice) : ""} is cancelled without payment; a void invoice cannot be opened again.`}
      </ConfirmDialog>
    </>
  );
}

// ---- The page -----------------------------------------------------------------------------------

function CompanyNotFound() {
  return (
    <Page title="Company not found" maxWidth="md">
      <Typography sx={{ mb: 3 }}>
        There is no company at this address. The link may be mistyped, or the company may have been removed.
      </Typography>
      <Button component={RouterLink} to="/admin/companies" variant="contained">
        All companies
      </Button>
    </Page>
  );
}

export const handle: PageHandle = {
  loadingLabel: "Loading the company's billing",
  errorTitle: "The company's billing could not be loaded",
  errorHeading: "Plan and billing",
  notFound: () => <CompanyNotFound />,
};

export function CompanyBillingPage() {
  const { id } = useParams();
  if (!isCompanyId(id)) throw new NotFoundError();
  const overview = useSuspenseCompanyBilling(id).data;
  const { company, subscription } = overview;
  return (
    <Page
      title={`${company.name}: plan and billing`}
      maxWidth="md"
      intro="The contract's plan and seats, and the invoices to settle as payments arrive. Every change is written to the audit log."
    >
      <Button component={RouterLink} to="/admin/companies" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        All companies
      </Button>
      <Stack spacing={4}>
        <Section title="Subscription">
          <SubscriptionSummary overview={overview} />
          <SectionBoundary
            loadingLabel="Counting the company's people"
            errorTitle="The company's people could not be counted"
          >
            <SeatUsage companyId={company.id} seats={subscription?.seats} />
          </SectionBoundary>
        </Section>
        <Section title={subscription ? "Change plan and seats" : "Start a plan"}>
          <ContractForm
            // A saved change comes back as the form's new starting point.
            key={`${subscription?.plan.name}:${subscription?.seats}`}
            overview={overview}
          />
        </Section>
        <Section title="Invoices">
          <SectionBoundary loadingLabel="Loading invoices" errorTitle="The invoices could not be loaded">
            <Invoices companyId={company.id} />
          </SectionBoundary>
        </Section>
      </Stack>
    </Page>
  );
}
