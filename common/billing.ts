// Billing & Subscription (DESIGN.md section 7): a vendor company's subscription, its invoices and
// its append-only billing history, and the calls that change them.
import { z } from "zod";
import { PlanSchema } from "./plans";

export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "cancelled"] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const BILLING_PROVIDERS = ["invoice", "stripe"] as const;
export const BillingProviderNameSchema = z.enum(BILLING_PROVIDERS);
export type BillingProviderName = z.infer<typeof BillingProviderNameSchema>;

/** How long a new vendor company tries its plan before the first invoice. */
export const TRIAL_DAYS = 14;
/** Days an invoice of the built-in provider gives to pay (net 30). */
export const INVOICE_PAYMENT_TERMS_DAYS = 30;

export const SubscriptionSchema = z
  .object({
    companyId: z.uuid(),
    plan: PlanSchema,
    /** Seats the company may fill; null for unlimited. */
    seats: z.number().int().nullable(),
    status: SubscriptionStatusSchema,
    currentPeriodStart: z.iso.datetime({ offset: true }),
    currentPeriodEnd: z.iso.datetime({ offset: true }),
    cancelAtPeriodEnd: z.boolean(),
    /** The plan a downgrade moves to when the period ends. */
    pendingPlanName: z.string().nullable(),
    provider: BillingProviderNameSchema,
  })
  .meta({ id: "Subscription" });
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** What the caller may do with a company's billing. */
export const BillingOverviewSchema = z
  .object({
    company: z.object({ id: z.uuid(), name: z.string() }),
    subscription: SubscriptionSchema.nullable(),
    /** The caller owns the company (or runs the platform): they change the plan and read invoices. */
    canManage: z.boolean(),
    /** Payment by card is offered (a card provider is configured). */
    cardPayments: z.boolean(),
  })
  .meta({ id: "BillingOverview" });
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

const PlanNameSchema = z.string().trim().min(1, "planName: choose a plan").max(60);

export const StartSubscriptionSchema = z
  .object({
    planName: PlanNameSchema,
    /** "card" sends the owner to the card provider's checkout; "invoice" bills by invoice. */
    payment: z.enum(["invoice", "card"]).default("invoice"),
  })
  .strict()
  .meta({ id: "StartSubscription" });
export type StartSubscriptionInput = z.input<typeof StartSubscriptionSchema>;

/** An upgrade applies at once, prorated; a downgrade waits for the period's end. */
export const ChangePlanSchema = z.object({ planName: PlanNameSchema }).strict().meta({ id: "ChangePlan" });
export type ChangePlanInput = z.infer<typeof ChangePlanSchema>;

/** The answer to a start or change: what happened, or where the owner goes to pay by card. */
export const SubscriptionChangeSchema = z
  .object({
    subscription: SubscriptionSchema.nullable(),
    /** The invoice the change issued, if any. */
    invoiceId: z.uuid().nullable(),
    /** The card provider's page to continue at (Checkout), when payment is by card. */
    redirectUrl: z.url().nullable(),
  })
  .meta({ id: "SubscriptionChange" });
export type SubscriptionChange = z.infer<typeof SubscriptionChangeSchema>;

export const BillingPortalSchema = z.object({ url: z.url() }).meta({ id: "BillingPortal" });

/** An operator's change of a company's subscription (a contract): any of plan, seats and status. */
export const SetSubscriptionSchema = z
  .object({
    planName: PlanNameSchema.optional(),
    seats: z.number().int().min(1).max(100_000).nullable().optional(),
    status: SubscriptionStatusSchema.optional(),
  })
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: "Name a plan, seats or a status to change." })
  .meta({ id: "SetSubscription" });
export type SetSubscriptionInput = z.infer<typeof SetSubscriptionSchema>;

export const INVOICE_STATUSES = ["open", "paid", "void"] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;

export const InvoiceLineSchema = z
  .object({
    description: z.string(),
    quantity: z.number().int(),
    unitAmountCents: z.number().int(),
    amountCents: z.number().int(),
  })
  .meta({ id: "InvoiceLine" });

export const InvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    companyId: z.uuid(),
    billedTo: z.string(),
    status: InvoiceStatusSchema,
    currency: z.string(),
    lines: z.array(InvoiceLineSchema),
    subtotalCents: z.number().int(),
    taxRateBasisPoints: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
    periodStart: z.iso.datetime({ offset: true }),
    periodEnd: z.iso.datetime({ offset: true }),
    issuedAt: z.iso.datetime({ offset: true }),
    dueAt: z.iso.datetime({ offset: true }),
    paidAt: z.iso.datetime({ offset: true }).nullable(),
    voidedAt: z.iso.datetime({ offset: true }).nullable(),
    provider: BillingProviderNameSchema,
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const InvoiceListSchema = z.object({ items: z.array(InvoiceSchema) }).meta({ id: "InvoiceList" });

/** Platform admins settle an open invoice: paid, or void (cancelled without payment). */
export const SettleInvoiceSchema = z
  .object({ status: z.enum(["paid", "void"]) })
  .strict()
  .meta({ id: "SettleInvoice" });

export const BILLING_EVENT_KINDS = [
  "started",
  "upgraded",
  "downgrade_scheduled",
  "downgraded",
  "cancel_scheduled",
  "resumed",
  "renewed",
  "cancelled",
  "status_changed",
  "seats_changed",
  "plan_set",
] as const;
export const BillingEventKindSchema = z.enum(BILLING_EVENT_KINDS);
export type BillingEventKind = z.infer<typeof BillingEventKindSchema>;

const SubscriptionStateSchema = z
  .object({
    planName: z.string(),
    seats: z.number().int().nullable(),
    status: SubscriptionStatusSchema,
    cancelAtPeriodEnd: z.boolean(),
    pendingPlanName: z.string().nullable(),
  })
  .meta({ id: "SubscriptionState" });
export type SubscriptionState = z.infer<typeof SubscriptionStateSchema>;

export const BillingEventSchema = z
  .object({
    id: z.uuid(),
    kind: BillingEventKindSchema,
    /** Who made the change: null for the billing provider or the renewal. */
    actor: z.object({ id: z.string(), name: z.string() }).nullable(),
    before: SubscriptionStateSchema.nullable(),
    after: SubscriptionStateSchema,
    invoiceNumber: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "BillingEvent" });
export type BillingEvent = z.infer<typeof BillingEventSchema>;

export const BillingHistorySchema = z
  .object({ items: z.array(BillingEventSchema) })
  .meta({ id: "BillingHistory" });

/** Cents as money: 149900 -> "$1,499.00". */
export function formatCents(cents: number, currency = "usd"): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}
