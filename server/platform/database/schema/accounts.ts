// Plans and billing customers (DESIGN.md section 7).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";

export const plans = pgTable("plans", {
  name: text("name").primaryKey(),
  accountType: text("account_type").notNull(),
  description: text("description").notNull(),
  priceCentsPerMonth: integer("price_cents_per_month").notNull(),
  seats: integer("seats"),
  meetingQuota: integer("meeting_quota"),
  decisionInsights: boolean("decision_insights").notNull(),
  /** none, tracked or market (common/plans.ts, INSIGHTS_REACHES). */
  insightsReach: text("insights_reach").$type<"none" | "tracked" | "market">().notNull().default("none"),
  position: integer("position").notNull(),
  /** Accounts a vendor may track; null for no limit. */
  trackedAccounts: integer("tracked_accounts"),
  /** Match points (intent types) a vendor may choose; null for no limit. */
  matchPoints: integer("match_points"),
  /** Whether the company may publish courses as itself. */
  coursePublishing: boolean("course_publishing").notNull().default(false),
});

/** A billing customer, matched to a profile by e-mail (spec section 4); e-mails are stored lowercased. */
export const customers = pgTable("customers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  planName: text("plan_name"),
  memberData: jsonb("member_data").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Statuses of a vendor company's subscription (common/billing.ts). */
export type SubscriptionStatusValue = "trialing" | "active" | "past_due" | "cancelled";

/**
 * A vendor company's subscription (DESIGN.md section 7): its plan and seats, its status and current
 * period, and a change asked for at the period's end (a downgrade, or the end itself).
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    companyId: uuid("company_id")
      .primaryKey()
      .references(() => companies.id, { onDelete: "cascade" }),
    planName: text("plan_name")
      .notNull()
      .references(() => plans.name),
    /** Seats the company may fill; null for unlimited. Follows the plan unless an operator set it. */
    seats: integer("seats"),
    status: text("status").$type<SubscriptionStatusValue>().notNull(),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The plan a downgrade moves to at the period's end. */
    pendingPlanName: text("pending_plan_name").references(() => plans.name),
    /** Which billing provider collects payment: "invoice" (built in) or "stripe". */
    provider: text("provider").$type<"invoice" | "stripe">().notNull().default("invoice"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /** When the provider's latest applied state was made (its event time): older events change nothing. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "subscriptions_status_check",
      sql`${table.status} IN ('trialing', 'active', 'past_due', 'cancelled')`,
    ),
    index("subscriptions_period_end_idx").on(table.currentPeriodEnd),
  ],
);

/** What a billing history entry records about the subscription, before and after the change. */
export interface SubscriptionState {
  planName: string;
  seats: number | null;
  status: SubscriptionStatusValue;
  cancelAtPeriodEnd: boolean;
  pendingPlanName: string | null;
}

/**
 * The append-only billing history: every change of plan, seats or status, who made it (null for
 * the billing provider or the renewal job) and the state before and after. A trigger refuses
 * UPDATE and DELETE (migration 0024).
 */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Who made the change: kept after they leave (no foreign key), as history must not change. */
    actorId: text("actor_id"),
    before: jsonb("before").$type<SubscriptionState>(),
    after: jsonb("after").$type<SubscriptionState>().notNull(),
    invoiceId: uuid("invoice_id").references(() => invoices.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("billing_events_company_idx").on(table.companyId, table.createdAt)],
);

/** A numbered invoice (the built-in provider's, or a card provider's receipt); amounts in cents. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** SUM-2026-000001: gapless within a year (invoice_counters). */
    number: text("number").notNull().unique(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The company's name when the invoice was issued. */
    billedTo: text("billed_to").notNull(),
    status: text("status").$type<"open" | "paid" | "void">().notNull().default("open"),
    currency: text("currency").notNull().default("usd"),
    subtotalCents: integer("subtotal_cents").notNull(),
    /** Tax rate in basis points (2000 = 20%) and the tax it makes. */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    taxCents: integer("tax_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    provider: text("provider").$type<"invoice" | "stripe">().notNull().default("invoice"),
    providerInvoiceId: text("provider_invoice_id").unique(),
  },
  (table) => [
    check("invoices_status_check", sql`${table.status} IN ('open', 'paid', 'void')`),
    index("invoices_company_idx").on(table.companyId, table.issuedAt),
    index("invoices_open_due_idx").on(table.dueAt).where(sql`${table.status} = 'open'`),
  ],
);

/** An invoice's lines, in order; a credit has a negative amount. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantity: integer("quantity").notNull(),
    unitAmountCents: integer("unit_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.position] })],
);

/** The last invoice number used in each year, so that numbers run without gaps. */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/** Card provider webhooks already applied, by the provider's event id: a replay changes nothing. */
export const billingWebhookEvents = pgTable("billing_webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});
