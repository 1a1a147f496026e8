// Subscriptions (DESIGN.md section 7): owners start, upgrade (at once, prorated), downgrade (at the
// period's end) and cancel (at the period's end); operators set plans, seats and status for
// contracts and settle invoices; the renewal job rolls periods over. Every change is one
// transaction that also appends to the billing history. A subscription billed by a card provider
// changes there first, and Summit records the state the provider answers.
import {
  type BillingEvent,
  type BillingOverview,
  INVOICE_PAYMENT_TERMS_DAYS,
  type Invoice,
  type SetSubscriptionInput,
  type StartSubscriptionInput,
  StartSubscriptionSchema,
  type Subscription,
  type SubscriptionChange,
  TRIAL_DAYS,
} from "@common/billing";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { findCompanyPrivilege, findCompanyRow } from "@server/features/companies/companies.repository";
import { requireCompanyOwner } from "@server/features/companies/company-access";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, failure, forbidden, invalid, notFound } from "@server/platform/errors";
import { format } from "date-fns";
import {
  appendBillingEvent,
  companiesWithOverdueInvoices,
  countPeople,
  dueSubscriptions,
  findInvoice,
  findPlan,
  findSubscription,
  findSubscriptionByProviderId,
  hasOverdueInvoice,
  hasVendorPeople,
  type InvoiceLineValues,
  insertInvoice,
  insertSubscription,
  isLinkedTo,
  listBillingEvents,
  listInvoices,
  lockSubscription,
  nextInvoiceNumber,
  type PlanRow,
  recordWebhookEvent,
  type SubscriptionRow,
  settleOpenInvoice,
  updateSubscription,
  upsertProviderInvoice,
} from "./billing.repository";
import type {
  BillingSettings,
  CardBillingProvider,
  ProviderEvent,
  ProviderSubscriptionState,
} from "./billing-provider";
import { addDays, addMonth, invoiceTotals, type Period, prorateUpgrade } from "./invoice-math";

/** Invoices and history entries a page shows; older ones stay in the database. */
const LIST_LIMIT = 100;

// ---- Reading ------------------------------------------------------------------------------------

async function toSubscription(db: Executor, row: SubscriptionRow): Promise<Subscription> {
  const plan = await findPlan(db, row.planName);
  if (!plan) throw new Error(`The plan ${row.planName} is not in the plans table`);
  return {
    companyId: row.companyId,
    plan: toPlan(plan),
    seats: row.seats,
    status: row.status,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pendingPlanName: row.pendingPlanName,
    provider: row.provider,
  };
}

export function toPlan({ position: _position, accountType, ...plan }: PlanRow) {
  return { ...plan, accountType: accountType === "vendor" ? ("vendor" as const) : ("leader" as const) };
}

/**
 * A company's billing as its people see it: the plan and period for everyone linked to it, and
 * whether the caller may change it (its owners and platform admins).
 */
export async function billingOverview(
  db: Database,
  settings: BillingSettings,
  user: SessionUser,
  companyId: string,
): Promise<BillingOverview> {
  const company = await findCompanyRow(db, companyId);
  if (!company) throw notFound("Company");
  const privilege = await findCompanyPrivilege(db, companyId, user.id);
  const linked = privilege !== null || (await isLinkedTo(db, user.id, companyId));
  if (!linked && !user.isPlatformAdmin) throw forbidden(`Only ${company.name}'s people can see its plan.`);
  const row = await findSubscription(db, companyId);
  return {
    company: { id: company.id, name: company.name },
    subscription: row && (await toSubscription(db, row)),
    canManage: privilege === "owner" || user.isPlatformAdmin,
    cardPayments: settings.card !== null,
  };
}

export async function companyInvoices(
  db: Database,
  user: SessionUser,
  companyId: string,
): Promise<Invoice[]> {
  await requireCompanyOwner(db, user, companyId);
  return (await listInvoices(db, companyId, LIST_LIMIT)).map(toInvoice);
}

/** One invoice, for its company's owners and platform admins; 404 for anyone else. */
export async function readInvoice(db: Database, user: SessionUser, invoiceId: string) {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound("Invoice");
  if (!user.isPlatformAdmin && (await findCompanyPrivilege(db, invoice.companyId, user.id)) !== "owner") {
    throw notFound("Invoice");
  }
  return toInvoice(invoice);
}

function toInvoice(row: NonNullable<Awaited<ReturnType<typeof findInvoice>>>): Invoice {
  return {
    id: row.id,
    number: row.number,
    companyId: row.companyId,
    billedTo: row.billedTo,
    status: row.status,
    currency: row.currency,
    lines: row.lines.map(({ description, quantity, unitAmountCents, amountCents }) => ({
      description,
      quantity,
      unitAmountCents,
      amountCents,
    })),
    subtotalCents: row.subtotalCents,
    taxRateBasisPoints: row.taxRateBasisPoints,
    taxCents: row.taxCents,
    totalCents: row.totalCents,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    provider: row.provider,
  };
}

export async function billingHistory(
  db: Database,
  user: SessionUser,
  companyId: string,
): Promise<BillingEvent[]> {
  await requireCompanyOwner(db, user, companyId);
  const rows = await listBillingEvents(db, companyId, LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as BillingEvent["kind"],
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? "A former member" } : null,
    before: row.before,
    after: row.after,
    invoiceNumber: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
  }));
}

// ---- Invoices of the built-in provider ----------------------------------------------------------

function periodLabel(period: Period): string {
  return `${format(period.start, "d MMM yyyy")} to ${format(period.end, "d MMM yyyy")}`;
}

async function issueInvoice(
  tx: Executor,
  settings: BillingSettings,
  companyId: string,
  period: Period,
  lines: InvoiceLineValues[],
  at: Date,
): Promise<string> {
  const company = await findCompanyRow(tx, companyId);
  if (!company) throw notFound("Company");
  const totals = invoiceTotals(
    lines.map((line) => line.amountCents),
    settings.taxRateBasisPoints,
  );
  const invoice = await insertInvoice(
    tx,
    {
      number: await nextInvoiceNumber(tx, at),
      companyId,
      billedTo: company.name,
      ...totals,
      taxRateBasisPoints: settings.taxRateBasisPoints,
      periodStart: period.start,
      periodEnd: period.end,
      issuedAt: at,
      dueAt: addDays(at, INVOICE_PAYMENT_TERMS_DAYS),
    },
    lines,
  );
  return invoice.id;
}

function planLine(plan: PlanRow, period: Period): InvoiceLineValues {
  return {
    description: `${plan.name} plan, ${periodLabel(period)}`,
    quantity: 1,
    unitAmountCents: plan.priceCentsPerMonth,
    amountCents: plan.priceCentsPerMonth,
  };
}

// ---- Owners' changes ----------------------------------------------------------------------------

async function requireVendorPlan(db: Executor, name: string): Promise<PlanRow> {
  const plan = await findPlan(db, name);
  if (plan?.accountType !== "vendor") {
    throw invalid(`planName: ${name} is not a plan for vendors.`);
  }
  return plan;
}

async function requireVendorCompany(db: Executor, companyId: string, user: SessionUser) {
  const access = await requireCompanyOwner(db, user, companyId);
  return access.company;
}

/**
 * Starts a subscription for a company that has none, or whose last one ended. Billed by invoice it
 * starts now with the first month's invoice; by card, the owner is sent to the provider's checkout
 * and the subscription exists once the provider reports it paid.
 */
export async function startSubscription(
  db: Database,
  settings: BillingSettings,
  user: SessionUser,
  companyId: string,
  body: StartSubscriptionInput,
): Promise<SubscriptionChange> {
  const input = StartSubscriptionSchema.parse(body);
  const company = await requireVendorCompany(db, companyId, user);
  const plan = await requireVendorPlan(db, input.planName);
  if (!(await hasVendorPeople(db, companyId))) {
    throw failure(`Plans are for vendors' companies, and no vendor works at ${company.name}.`);
  }
  const existing = await findSubscription(db, companyId);
  if (existing && existing.status !== "cancelled") {
    throw alreadyExists(
      `${company.name} already has the ${existing.planName} plan: change it rather than start another.`,
    );
  }
  if (input.payment === "card") {
    if (!settings.card) throw failure("Payment by card is not available here; choose payment by invoice.");
    const checkout = await settings.card.createCheckout({
      companyId,
      companyName: company.name,
      planName: plan.name,
      ownerEmail: user.email,
      providerCustomerId: existing?.providerCustomerId ?? null,
      successUrl: new URL("/account?tab=billing&checkout=done", settings.publicUrl).toString(),
      cancelUrl: new URL("/account?tab=billing", settings.publicUrl).toString(),
    });
    return {
      subscription: existing && (await toSubscription(db, existing)),
      invoiceId: null,
      redirectUrl: checkout.url,
    };
  }
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, companyId);
    if (before && before.status !== "cancelled") {
      throw alreadyExists(`${company.name} already has the ${before.planName} plan.`);
    }
    const now = new Date();
    const period = { start: now, end: addMonth(now) };
    const values = {
      planName: plan.name,
      seats: plan.seats,
      status: "active" as const,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
      cancelAtPeriodEnd: false,
      pendingPlanName: null,
      provider: "invoice" as const,
      providerSubscriptionId: null,
      providerUpdatedAt: null,
    };
    const after = before
      ? await updateSubscription(tx, companyId, values)
      : await insertSubscription(tx, { companyId, ...values });
    const invoiceId = await issueInvoice(tx, settings, companyId, period, [planLine(plan, period)], now);
    await appendBillingEvent(tx, { companyId, kind: "started", actorId: user.id, before, after, invoiceId });
    return { subscription: await toSubscription(tx, after), invoiceId, redirectUrl: null };
  });
}

/**
 * A new vendor's company tries the plan chosen at sign-up for TRIAL_DAYS; the first invoice comes
 * when the trial ends. Nothing happens when the company has a subscription or the plan is not a
 * vendor plan.
 */
export async function startTrial(tx: Executor, companyId: string, planName: string | null, actorId: string) {
  if (!planName) return;
  const plan = await findPlan(tx, planName);
  if (plan?.accountType !== "vendor") return;
  if (await findSubscription(tx, companyId)) return;
  const now = new Date();
  const after = await insertSubscription(tx, {
    companyId,
    planName: plan.name,
    seats: plan.seats,
    status: "trialing",
    currentPeriodStart: now,
    currentPeriodEnd: addDays(now, TRIAL_DAYS),
  });
  await appendBillingEvent(tx, { companyId, kind: "started", actorId, before: null, after });
}

/** The company's live subscription, locked, or 409 when there is none to change. */
async function lockLive(tx: Executor, companyId: string, companyName: string): Promise<SubscriptionRow> {
  const row = await lockSubscription(tx, companyId);
  if (!row || row.status === "cancelled") {
    throw failure(`${companyName} has no plan to change: start one first.`);
  }
  return row;
}

/**
 * Moves to another vendor plan. A dearer plan applies at once: on a paid period the rest of it is
 * invoiced at the new price less the old plan's unused part; during the trial nothing is billed.
 * A cheaper plan waits for the period's end, and is refused while more people are linked to the
 * company than it has seats. Asking for the current plan withdraws a pending downgrade.
 */
export async function changePlan(
  db: Database,
  settings: BillingSettings,
  user: SessionUser,
  companyId: string,
  planName: string,
): Promise<SubscriptionChange> {
  const company = await requireVendorCompany(db, companyId, user);
  const plan = await requireVendorPlan(db, planName);
  const current = await findSubscription(db, companyId);
  if (current?.provider === "stripe" && current.providerSubscriptionId && settings.card) {
    return changeByCard(db, settings.card, user, company.name, current, plan);
  }
  return db.transaction(async (tx) => {
    const before = await lockLive(tx, companyId, company.name);
    const from = await findPlan(tx, before.planName);
    if (!from) throw new Error(`The plan ${before.planName} is not in the plans table`);
    if (plan.name === before.planName) {
      if (!before.pendingPlanName)
        throw alreadyExists(`${company.name} is already on the ${plan.name} plan.`);
      const after = await updateSubscription(tx, companyId, { pendingPlanName: null });
      await appendBillingEvent(tx, { companyId, kind: "resumed", actorId: user.id, before, after });
      return { subscription: await toSubscription(tx, after), invoiceId: null, redirectUrl: null };
    }
    if (plan.priceCentsPerMonth < from.priceCentsPerMonth) {
      await requireSeatsFor(tx, companyId, company.name, plan);
      const after = await updateSubscription(tx, companyId, { pendingPlanName: plan.name });
      await appendBillingEvent(tx, {
        companyId,
        kind: "downgrade_scheduled",
        actorId: user.id,
        before,
        after,
      });
      return { subscription: await toSubscription(tx, after), invoiceId: null, redirectUrl: null };
    }
    const now = new Date();
    const after = await updateSubscription(tx, companyId, {
      planName: plan.name,
      seats: plan.seats,
      pendingPlanName: null,
    });
    let invoiceId: string | null = null;
    if (before.status !== "trialing") {
      const period = { start: before.currentPeriodStart, end: before.currentPeriodEnd };
      const rest = { start: now, end: before.currentPeriodEnd };
      const { chargeCents, creditCents } = prorateUpgrade(
        from.priceCentsPerMonth,
        plan.priceCentsPerMonth,
        period,
        now,
      );
      invoiceId = await issueInvoice(
        tx,
        settings,
        companyId,
        rest,
        [
          {
            description: `${plan.name} plan, ${periodLabel(rest)} (prorated)`,
            quantity: 1,
            unitAmountCents: chargeCents,
            amountCents: chargeCents,
          },
          {
            description: `Unused ${from.name} plan, ${periodLabel(rest)}`,
            quantity: 1,
            unitAmountCents: -creditCents,
            amountCents: -creditCents,
          },
        ],
        now,
      );
    }
    await appendBillingEvent(tx, { companyId, kind: "upgraded", actorId: user.id, before, after, invoiceId });
    return { subscription: await toSubscription(tx, after), invoiceId, redirectUrl: null };
  });
}

async function requireSeatsFor(tx: Executor, companyId: string, companyName: string, plan: PlanRow) {
  if (plan.seats === null) return;
  const people = await countPeople(tx, companyId);
  if (people > plan.seats) {
    throw failure(
      `The ${plan.name} plan has ${plan.seats} seats and ${people} people are linked to ${companyName}: remove ${people - plan.seats} first, or keep a larger plan.`,
    );
  }
}

async function changeByCard(
  db: Database,
  card: CardBillingProvider,
  user: SessionUser,
  companyName: string,
  current: SubscriptionRow,
  plan: PlanRow,
): Promise<SubscriptionChange> {
  const providerSubscriptionId = current.providerSubscriptionId ?? "";
  const from = await findPlan(db, current.planName);
  if (current.status === "cancelled") throw failure(`${companyName} has no plan to change: start one first.`);
  if (plan.name === current.planName)
    throw alreadyExists(`${companyName} is already on the ${plan.name} plan.`);
  if (from && plan.priceCentsPerMonth < from.priceCentsPerMonth) {
    await requireSeatsFor(db, current.companyId, companyName, plan);
    await card.scheduleDowngrade({ providerSubscriptionId, planName: plan.name });
    const after = await db.transaction(async (tx) => {
      const before = await lockLive(tx, current.companyId, companyName);
      const changed = await updateSubscription(tx, current.companyId, { pendingPlanName: plan.name });
      await appendBillingEvent(tx, {
        companyId: current.companyId,
        kind: "downgrade_scheduled",
        actorId: user.id,
        before,
        after: changed,
      });
      return changed;
    });
    return { subscription: await toSubscription(db, after), invoiceId: null, redirectUrl: null };
  }
  const state = await card.upgrade({ providerSubscriptionId, planName: plan.name });
  const after = await applyProviderState(db, state, user.id);
  return { subscription: after && (await toSubscription(db, after)), invoiceId: null, redirectUrl: null };
}

/** Ends the subscription when its period ends (cancel), or withdraws that (resume). */
export async function setCancelAtPeriodEnd(
  db: Database,
  settings: BillingSettings,
  user: SessionUser,
  companyId: string,
  cancel: boolean,
): Promise<SubscriptionChange> {
  const company = await requireVendorCompany(db, companyId, user);
  const current = await findSubscription(db, companyId);
  if (current?.provider === "stripe" && current.providerSubscriptionId && settings.card) {
    if (current.status === "cancelled")
      throw failure(`${company.name} has no plan to change: start one first.`);
    const state = await settings.card.setCancelAtPeriodEnd({
      providerSubscriptionId: current.providerSubscriptionId,
      cancelAtPeriodEnd: cancel,
    });
    const after = await applyProviderState(db, state, user.id);
    return { subscription: after && (await toSubscription(db, after)), invoiceId: null, redirectUrl: null };
  }
  return db.transaction(async (tx) => {
    const before = await lockLive(tx, companyId, company.name);
    if (before.cancelAtPeriodEnd === cancel) {
      throw alreadyExists(
        cancel
          ? `${company.name}'s plan already ends when this period does.`
          : `${company.name}'s plan is not set to end.`,
      );
    }
    const after = await updateSubscription(tx, companyId, { cancelAtPeriodEnd: cancel });
    await appendBillingEvent(tx, {
      companyId,
      kind: cancel ? "cancel_scheduled" : "resumed",
      actorId: user.id,
      before,
      after,
    });
    return { subscription: await toSubscription(tx, after), invoiceId: null, redirectUrl: null };
  });
}

/** The card provider's own page for cards and receipts. */
export async function billingPortal(
  db: Database,
  settings: BillingSettings,
  user: SessionUser,
  companyId: string,
): Promise<{ url: string }> {
  const company = await requireVendorCompany(db, companyId, user);
  const current = await findSubscription(db, companyId);
  if (!settings.card || current?.provider !== "stripe" || !current.providerCustomerId) {
    throw failure(`${company.name} pays by invoice: there is no card to manage.`);
  }
  return settings.card.createPortal({
    providerCustomerId: current.providerCustomerId,
    returnUrl: new URL("/account?tab=billing", settings.publicUrl).toString(),
  });
}

// ---- Operators ----------------------------------------------------------------------------------

/**
 * A platform admin sets a company's subscription as a contract says: plan (at once, without
 * proration: the contract prices it), seats and status. A company without one gets an active
 * subscription from today.
 */
export async function setSubscription(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  companyId: string,
  input: SetSubscriptionInput,
): Promise<Subscription> {
  if (!user.isPlatformAdmin) throw forbidden("Only platform admins can set a company's subscription.");
  const company = await findCompanyRow(db, companyId);
  if (!company) throw notFound("Company");
  const plan = input.planName === undefined ? null : await requireVendorPlan(db, input.planName);
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, companyId);
    if (!before && !plan) throw invalid(`planName: ${company.name} has no subscription yet; name its plan.`);
    const now = new Date();
    const values = {
      ...(plan ? { planName: plan.name, seats: plan.seats, pendingPlanName: null } : {}),
      ...(input.seats !== undefined ? { seats: input.seats } : {}),
      ...(input.status ? { status: input.status } : {}),
    };
    const after = before
      ? await updateSubscription(tx, companyId, values)
      : await insertSubscription(tx, {
          companyId,
          planName: plan?.name ?? "",
          seats: plan?.seats ?? null,
          status: "active",
          currentPeriodStart: now,
          currentPeriodEnd: addMonth(now),
          ...values,
        });
    const kind = !before
      ? "started"
      : plan && plan.name !== before.planName
        ? "plan_set"
        : input.status && input.status !== before.status
          ? "status_changed"
          : "seats_changed";
    await appendBillingEvent(tx, { companyId, kind, actorId: user.id, before, after });
    const terms = (row: { planName: string; seats: number | null; status: string }) => ({
      planName: row.planName,
      seats: row.seats,
      status: row.status,
    });
    await recordAdminAction(tx, user, origin, {
      action: "subscription.set",
      target: { kind: "company", ids: [companyId], label: company.name },
      before: before && terms(before),
      after: terms(after),
    });
    return toSubscription(tx, after);
  });
}

/**
 * A platform admin settles an open invoice. Paying the last overdue invoice of a past-due
 * subscription makes it active again.
 */
export async function settleInvoice(
  db: Database,
  user: SessionUser,
  origin: AuditOrigin,
  invoiceId: string,
  status: "paid" | "void",
): Promise<Invoice> {
  if (!user.isPlatformAdmin) throw forbidden("Only platform admins can mark invoices paid or void.");
  await db.transaction(async (tx) => {
    const existing = await findInvoice(tx, invoiceId);
    if (!existing) throw notFound("Invoice");
    const settled = await settleOpenInvoice(tx, invoiceId, status);
    if (!settled)
      throw failure(`Invoice ${existing.number} is ${existing.status} already: only open invoices change.`);
    await recordAdminAction(tx, user, origin, {
      action: "invoice.settled",
      target: { kind: "invoice", ids: [invoiceId, settled.companyId], label: `Invoice ${existing.number}` },
      before: { status: existing.status },
      after: { status },
    });
    const before = await lockSubscription(tx, settled.companyId);
    if (before?.status === "past_due" && !(await hasOverdueInvoice(tx, settled.companyId, new Date()))) {
      const after = await updateSubscription(tx, settled.companyId, { status: "active" });
      await appendBillingEvent(tx, {
        companyId: settled.companyId,
        kind: "status_changed",
        actorId: user.id,
        before,
        after,
        invoiceId,
      });
    }
  });
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) throw notFound("Invoice");
  return toInvoice(invoice);
}

// ---- Renewal ------------------------------------------------------------------------------------

/** Subscriptions renewed in one run of the job; the next run takes the rest. */
const RENEWAL_BATCH = 500;

/**
 * Rolls over every invoice-billed period that has ended: a subscription set to end is cancelled;
 * otherwise a pending downgrade applies, the next month starts and its invoice is issued (a trial
 * becomes active). Then subscriptions with an invoice past due become past_due. Answers how many
 * subscriptions changed.
 */
export async function renewDue(db: Database, settings: BillingSettings, now = new Date()): Promise<number> {
  let changed = 0;
  for (const companyId of await dueSubscriptions(db, now, RENEWAL_BATCH)) {
    await db.transaction(async (tx) => {
      const before = await lockSubscription(tx, companyId);
      if (!before || before.status === "cancelled" || before.currentPeriodEnd > now) return;
      if (before.cancelAtPeriodEnd) {
        const after = await updateSubscription(tx, companyId, { status: "cancelled", pendingPlanName: null });
        await appendBillingEvent(tx, { companyId, kind: "cancelled", actorId: null, before, after });
        changed++;
        return;
      }
      const plan = await findPlan(tx, before.pendingPlanName ?? before.planName);
      if (!plan)
        throw new Error(`The plan ${before.pendingPlanName ?? before.planName} is not in the plans table`);
      const period = { start: before.currentPeriodEnd, end: addMonth(before.currentPeriodEnd) };
      const after = await updateSubscription(tx, companyId, {
        planName: plan.name,
        seats: before.pendingPlanName ? plan.seats : before.seats,
        pendingPlanName: null,
        status: before.status === "trialing" ? "active" : before.status,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
      });
      const invoiceId = await issueInvoice(tx, settings, companyId, period, [planLine(plan, period)], now);
      await appendBillingEvent(tx, {
        companyId,
        kind: before.pendingPlanName ? "downgraded" : "renewed",
        actorId: null,
        before,
        after,
        invoiceId,
      });
      changed++;
    });
  }
  for (const companyId of await companiesWithOverdueInvoices(db, now)) {
    await db.transaction(async (tx) => {
      const before = await lockSubscription(tx, companyId);
      if (before?.status !== "active") return;
      const after = await updateSubscription(tx, companyId, { status: "past_due" });
      await appendBillingEvent(tx, { companyId, kind: "status_changed", actorId: null, before, after });
      changed++;
    });
  }
  return changed;
}

// ---- The card provider's reports ----------------------------------------------------------------

/**
 * Records what the card provider says a subscription is, unless Summit holds a newer state (an
 * event that arrives late changes nothing). Answers the subscription as it stands.
 */
export async function applyProviderState(
  db: Database,
  state: ProviderSubscriptionState,
  actorId: string | null,
): Promise<SubscriptionRow | null> {
  return db.transaction(async (tx) => (await applyStateIn(tx, state, actorId)).subscription);
}

async function applyStateIn(
  tx: Executor,
  state: ProviderSubscriptionState,
  actorId: string | null,
): Promise<{ subscription: SubscriptionRow | null; applied: boolean }> {
  if (!(await findCompanyRow(tx, state.companyId))) return { subscription: null, applied: false };
  const plan = await findPlan(tx, state.planName);
  if (plan?.accountType !== "vendor") return { subscription: null, applied: false };
  const before = await lockSubscription(tx, state.companyId);
  // Provider times are whole seconds, and a new subscription often turns active within the second
  // it was created: only a strictly newer state already held makes this one stale.
  if (before?.providerUpdatedAt && before.providerUpdatedAt > state.asOf) {
    return { subscription: before, applied: false };
  }
  const values = {
    planName: plan.name,
    status: state.status,
    currentPeriodStart: state.currentPeriodStart,
    currentPeriodEnd: state.currentPeriodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    // Ending at the period's close drops a scheduled downgrade at the provider (stripe-provider.ts).
    pendingPlanName:
      before?.pendingPlanName === plan.name || state.cancelAtPeriodEnd || state.status === "cancelled"
        ? null
        : (before?.pendingPlanName ?? null),
    provider: "stripe" as const,
    providerCustomerId: state.providerCustomerId,
    providerSubscriptionId: state.providerSubscriptionId,
    providerUpdatedAt: state.asOf,
    ...(before?.planName === plan.name ? {} : { seats: plan.seats }),
  };
  const after = before
    ? await updateSubscription(tx, state.companyId, values)
    : await insertSubscription(tx, { companyId: state.companyId, seats: plan.seats, ...values });
  const kind = !before
    ? "started"
    : before.planName !== after.planName
      ? "plan_set"
      : before.status !== after.status
        ? after.status === "cancelled"
          ? "cancelled"
          : "status_changed"
        : before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd
          ? after.cancelAtPeriodEnd
            ? "cancel_scheduled"
            : "resumed"
          : before.currentPeriodEnd.getTime() !== after.currentPeriodEnd.getTime()
            ? "renewed"
            : null;
  if (kind) await appendBillingEvent(tx, { companyId: state.companyId, kind, actorId, before, after });
  return { subscription: after, applied: true };
}

/**
 * Applies a verified webhook event once: its id is recorded in the same transaction, so a replay
 * answers "duplicate" and changes nothing.
 */
export async function applyProviderEvent(
  db: Database,
  provider: string,
  event: ProviderEvent,
): Promise<"applied" | "duplicate" | "ignored"> {
  return db.transaction(async (tx) => {
    if (!(await recordWebhookEvent(tx, { id: event.eventId, provider, type: event.type })))
      return "duplicate";
    if (event.kind === "subscription") {
      return (await applyStateIn(tx, event.state, null)).applied ? "applied" : "ignored";
    }
    if (event.kind === "invoice") {
      const { invoice } = event;
      const subscription = await findSubscriptionByProviderId(tx, invoice.providerSubscriptionId);
      if (!subscription) return "ignored";
      const company = await findCompanyRow(tx, subscription.companyId);
      await upsertProviderInvoice(
        tx,
        {
          number: invoice.number,
          companyId: subscription.companyId,
          billedTo: company?.name ?? "",
          status: invoice.status,
          currency: invoice.currency,
          subtotalCents: invoice.subtotalCents,
          taxRateBasisPoints:
            invoice.subtotalCents > 0 ? Math.round((invoice.taxCents * 10_000) / invoice.subtotalCents) : 0,
          taxCents: invoice.taxCents,
          totalCents: invoice.totalCents,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          issuedAt: invoice.issuedAt,
          dueAt: invoice.issuedAt,
          paidAt: invoice.paidAt,
          voidedAt: invoice.status === "void" ? invoice.issuedAt : null,
          provider: "stripe",
          providerInvoiceId: invoice.providerInvoiceId,
        },
        invoice.lines,
      );
      return "applied";
    }
    return "ignored";
  });
}
