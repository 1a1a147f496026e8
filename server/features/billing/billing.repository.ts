import type { BillingEventKind, InvoiceStatus } from "@common/billing";
import type { Executor } from "@server/platform/database/client";
import {
  billingEvents,
  billingWebhookEvents,
  invoiceCounters,
  invoiceLines,
  invoices,
  plans,
  type SubscriptionState,
  subscriptions,
} from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { and, asc, desc, eq, inArray, lte, ne, sql } from "drizzle-orm";

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineValues = Omit<typeof invoiceLines.$inferInsert, "invoiceId" | "position">;

export async function findPlan(db: Executor, name: string): Promise<PlanRow | null> {
  const [plan] = await db.select().from(plans).where(eq(plans.name, name)).limit(1);
  return plan ?? null;
}

export async function listVendorPlans(db: Executor): Promise<PlanRow[]> {
  return db.select().from(plans).where(eq(plans.accountType, "vendor")).orderBy(asc(plans.position));
}

export async function findSubscription(db: Executor, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId)).limit(1);
  return row ?? null;
}

/** The company's subscription, locked until the transaction ends: changes to one run one at a time. */
export async function lockSubscription(tx: Executor, companyId: string): Promise<SubscriptionRow | null> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function findSubscriptionByProviderId(
  db: Executor,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(
  tx: Executor,
  values: typeof subscriptions.$inferInsert,
): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error("The subscription was not written");
  return row;
}

export async function updateSubscription(
  tx: Executor,
  companyId: string,
  values: Partial<typeof subscriptions.$inferInsert>,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.companyId, companyId))
    .returning();
  if (!row) throw new Error("The subscription to change is gone");
  return row;
}

export function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    planName: row.planName,
    seats: row.seats,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanName: row.pendingPlanName,
  };
}

export async function appendBillingEvent(
  tx: Executor,
  values: {
    companyId: string;
    kind: BillingEventKind;
    actorId: string | null;
    before: SubscriptionRow | null;
    after: SubscriptionRow;
    invoiceId?: string | null;
  },
): Promise<void> {
  await tx.insert(billingEvents).values({
    companyId: values.companyId,
    kind: values.kind,
    actorId: values.actorId,
    before: values.before && stateOf(values.before),
    after: stateOf(values.after),
    invoiceId: values.invoiceId ?? null,
  });
}

export async function listBillingEvents(db: Executor, companyId: string, limit: number) {
  return db
    .select({
      id: billingEvents.id,
      kind: billingEvents.kind,
      actorId: billingEvents.actorId,
      actorName: users.name,
      before: billingEvents.before,
      after: billingEvents.after,
      invoiceNumber: invoices.number,
      createdAt: billingEvents.createdAt,
    })
    .from(billingEvents)
    .leftJoin(users, eq(users.id, billingEvents.actorId))
    .leftJoin(invoices, eq(invoices.id, billingEvents.invoiceId))
    .where(eq(billingEvents.companyId, companyId))
    .orderBy(desc(billingEvents.createdAt), desc(billingEvents.id))
    .limit(limit);
}

/** The next number of the year, without gaps: the counter row is locked until the transaction ends. */
export async function nextInvoiceNumber(tx: Executor, at: Date): Promise<string> {
  const year = at.getUTCFullYear();
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("No invoice number was drawn");
  return `SUM-${year}-${String(row.last).padStart(6, "0")}`;
}

export async function insertInvoice(
  tx: Executor,
  values: typeof invoices.$inferInsert,
  lines: InvoiceLineValues[],
): Promise<InvoiceRow> {
  const [invoice] = await tx.insert(invoices).values(values).returning();
  if (!invoice) throw new Error("The invoice was not written");
  if (lines.length) {
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, invoiceId: invoice.id, position })));
  }
  return invoice;
}

/** A card provider's invoice, written once and then updated as it is paid or voided. */
export async function upsertProviderInvoice(
  tx: Executor,
  values: typeof invoices.$inferInsert,
  lines: InvoiceLineValues[],
): Promise<void> {
  const [invoice] = await tx
    .insert(invoices)
    .values(values)
    .onConflictDoUpdate({
      target: invoices.providerInvoiceId,
      set: { status: values.status, paidAt: values.paidAt, voidedAt: values.voidedAt },
    })
    .returning({ id: invoices.id });
  if (!invoice) return;
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
  if (lines.length) {
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, position) => ({ ...line, invoiceId: invoice.id, position })));
  }
}

export async function listInvoices(db: Executor, companyId: string, limit: number) {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.companyId, companyId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(limit);
  return withLines(db, rows);
}

export async function findInvoice(db: Executor, id: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  const [invoice] = await withLines(db, rows);
  return invoice ?? null;
}

async function withLines(db: Executor, rows: InvoiceRow[]) {
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      inArray(
        invoiceLines.invoiceId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.invoiceId === row.id) }));
}

/** Settles an open invoice; answers null when it is not open (any more). */
export async function settleOpenInvoice(tx: Executor, id: string, status: Exclude<InvoiceStatus, "open">) {
  const now = new Date();
  const [row] = await tx
    .update(invoices)
    .set(status === "paid" ? { status, paidAt: now } : { status, voidedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, "open")))
    .returning();
  return row ?? null;
}

export async function hasOverdueInvoice(db: Executor, companyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.status, "open"), lte(invoices.dueAt, now)))
    .limit(1);
  return Boolean(row);
}

/** Subscriptions billed here whose period has ended, oldest first. */
export async function dueSubscriptions(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(
      and(
        lte(subscriptions.currentPeriodEnd, now),
        ne(subscriptions.status, "cancelled"),
        eq(subscriptions.provider, "invoice"),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
  return rows.map((row) => row.companyId);
}

/** Companies with an active invoice-billed subscription and an open invoice past its due date. */
export async function companiesWithOverdueInvoices(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .selectDistinct({ companyId: invoices.companyId })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.companyId, invoices.companyId))
    .where(
      and(
        eq(invoices.status, "open"),
        lte(invoices.dueAt, now),
        eq(subscriptions.status, "active"),
        eq(subscriptions.provider, "invoice"),
      ),
    );
  return rows.map((row) => row.companyId);
}

/** Records a webhook event; false when it was recorded before (a replay). */
export async function recordWebhookEvent(
  tx: Executor,
  values: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await tx.insert(billingWebhookEvents).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

/** People linked to the company: each takes a seat. */
export async function countPeople(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.companyId, companyId));
  return row?.count ?? 0;
}

/** Whether the member is one of the company's people. */
export async function isLinkedTo(db: Executor, userId: string, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

/** Whether any vendor is linked to the company or owns it: only vendors' companies take vendor plans. */
export async function hasVendorPeople(db: Executor, companyId: string): Promise<boolean> {
  const rows = await db.execute(sql`
    SELECT 1 FROM users u WHERE u.company_id = ${companyId}::uuid AND u.account_type = 'vendor'
    UNION ALL
    SELECT 1 FROM company_admins a JOIN users u ON u.id = a.user_id
      WHERE a.company_id = ${companyId}::uuid AND a.privilege = 'owner' AND u.account_type = 'vendor'
    LIMIT 1`);
  return rows.rows.length > 0;
}
