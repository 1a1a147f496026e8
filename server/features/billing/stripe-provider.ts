// The Stripe card provider (DESIGN.md section 7): Checkout takes the first payment, the billing
// portal keeps cards and receipts, and signed webhooks report what Stripe charged as the same
// subscription states and invoices the rest of billing records.
import type { SubscriptionStatus } from "@common/billing";
import { PLAN_CATALOGUE } from "@server/features/plans/plan-catalogue";
import Stripe from "stripe";
import {
  type CardBillingProvider,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscriptionState,
  WebhookSignatureError,
} from "./billing-provider";

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** for tests: a local server */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
}

const LOOKUP_KEY = /^summit_(.+)_monthly$/;

/** The lookup key of a plan's monthly price: Stripe prices change, the key stays with the plan. */
export function planLookupKey(planName: string): string {
  return `summit_${planName.toLowerCase()}_monthly`;
}

export function createStripeProvider(options: StripeProviderOptions): CardBillingProvider {
  // No apiVersion: the package's pinned version (2026-10-28.endive) is the one its types describe,
  // and the one where billing periods live on subscription items rather than the subscription.
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    maxNetworkRetries: 2,
    appInfo: { name: "Summit" },
  });

  /**
   * The active price for a plan. Not cached: it is one request on an owner's rare click, and an
   * operator who moves the lookup key to a new price (Stripe archives the old one) is obeyed at once
   * rather than after a cache expires with Checkout refusing the archived price meanwhile.
   */
  async function priceFor(planName: string): Promise<Stripe.Price> {
    const lookupKey = planLookupKey(planName);
    const prices = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) {
      throw new Error(
        `Stripe has no active price with lookup key "${lookupKey}" for plan ${planName}: create a monthly price for the plan in Stripe and give it that lookup key.`,
      );
    }
    return price;
  }

  /**
   * Stops a schedule steering the subscription (a pending downgrade), keeping the subscription as it
   * is. Stripe refuses direct changes to the cancellation of a scheduled subscription, and an upgrade
   * must not be undone by a downgrade phase that starts later.
   */
  async function releaseSchedule(subscription: Stripe.Subscription): Promise<void> {
    if (!subscription.schedule) return;
    const scheduleId =
      typeof subscription.schedule === "string" ? subscription.schedule : subscription.schedule.id;
    await stripe.subscriptionSchedules.release(scheduleId);
  }

  return {
    name: "stripe",

    async createCheckout(request) {
      const price = await priceFor(request.planName);
      const session = await stripe.checkout.sessions.create({
        mode: "subscription",
        line_items: [{ price: price.id, quantity: 1 }],
        client_reference_id: request.companyId,
        metadata: { companyId: request.companyId },
        // Webhooks about the subscription carry its metadata, not the session's: this is how they
        // find the company.
        subscription_data: { metadata: { companyId: request.companyId }, description: request.companyName },
        ...(request.providerCustomerId
          ? { customer: request.providerCustomerId }
          : { customer_email: request.ownerEmail }),
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error(`Stripe answered Checkout session ${session.id} without a URL.`);
      return { url: session.url };
    },

    async createPortal(request) {
      const session = await stripe.billingPortal.sessions.create({
        customer: request.providerCustomerId,
        return_url: request.returnUrl,
      });
      return { url: session.url };
    },

    async upgrade(request) {
      const price = await priceFor(request.planName);
      const current = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
      const { item } = summitItem(current);
      await releaseSchedule(current);
      // always_invoice bills the prorated difference now; pending_if_incomplete applies the new plan
      // only once that invoice is paid, so a declined card leaves the old plan (and Summit's record
      // of it) in place instead of granting the dearer plan unpaid.
      const updated = await stripe.subscriptions.update(current.id, {
        items: [{ id: item.id, price: price.id, quantity: 1 }],
        proration_behavior: "always_invoice",
        payment_behavior: "pending_if_incomplete",
      });
      return requireState(updated, stripeTime(updated));
    },

    /**
     * A subscription schedule rather than a subscription update with proration_behavior "none": an
     * update would switch the plan (and its limits) today while billing the old price until the
     * period ends, whereas a schedule keeps the current plan to the end of the period it was paid for
     * and bills the cheaper price from the next, which is what Summit records as the pending plan.
     */
    async scheduleDowngrade(request) {
      const price = await priceFor(request.planName);
      const subscription = await stripe.subscriptions.retrieve(request.providerSubscriptionId);
      const { item } = summitItem(subscription);
      // A subscription has at most one schedule: a second downgrade rewrites the pending one.
      const schedule = subscription.schedule
        ? await stripe.subscriptionSchedules.retrieve(
            typeof subscription.schedule === "string" ? subscription.schedule : subscription.schedule.id,
          )
        : await stripe.subscriptionSchedules.create({ from_subscription: subscription.id });
      const currentPhaseStart = schedule.current_phase?.start_date ?? schedule.phases[0]?.start_date;
      if (currentPhaseStart === undefined) {
        throw new Error(
          `Stripe schedule ${schedule.id} of subscription ${subscription.id} has no current phase.`,
        );
      }
      // Phases are replaced by what is sent: a trial the current phase has must be sent again, or the
      // update would end it and bill at once.
      const trialEnd = schedule.phases.find((phase) => phase.start_date === currentPhaseStart)?.trial_end;
      await stripe.subscriptionSchedules.update(schedule.id, {
        // After the last phase the subscription goes on by itself, on the new price.
        end_behavior: "release",
        proration_behavior: "none",
        phases: [
          {
            start_date: currentPhaseStart,
            end_date: item.current_period_end,
            items: [{ price: item.price.id, quantity: item.quantity ?? 1 }],
            ...(trialEnd ? { trial_end: trialEnd } : {}),
          },
          {
            items: [{ price: price.id, quantity: 1 }],
            duration: { interval: "month", interval_count: 1 },
          },
        ],
      });
    },

    async setCancelAtPeriodEnd(request) {
      if (request.cancelAtPeriodEnd) {
        // Ending the subscription makes a pending downgrade moot, and Stripe accepts no cancellation
        // on a subscription a schedule controls.
        await releaseSchedule(await stripe.subscriptions.retrieve(request.providerSubscriptionId));
      }
      const updated = await stripe.subscriptions.update(request.providerSubscriptionId, {
        cancel_at_period_end: request.cancelAtPeriodEnd,
      });
      return requireState(updated, stripeTime(updated));
    },

    async readWebhook(rawBody, signature) {
      // Throws Stripe's SignatureVerificationError on a bad signature, another secret, a changed
      // body or a timestamp older than five minutes (a replay).
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const base = { eventId: event.id, type: event.type };
      const asOf = new Date(event.created * 1000);
      switch (event.type) {
        case "customer.subscription.created":
        case "customer.subscription.updated":
        case "customer.subscription.deleted": {
          const state = subscriptionState(event.data.object, asOf);
          if (!state) return { ...base, kind: "ignored" };
          if (event.type === "customer.subscription.deleted") state.status = "cancelled";
          return { ...base, kind: "subscription", state };
        }
        case "checkout.session.completed": {
          // The subscription events say the same, but they may arrive before payment (status
          // incomplete) and within the same second as its activation; reading the subscription now
          // gives its state after payment, timed by Stripe's clock at the reading.
          const session = event.data.object;
          if (session.mode !== "subscription" || !session.subscription) return { ...base, kind: "ignored" };
          const subscriptionId =
            typeof session.subscription === "string" ? session.subscription : session.subscription.id;
          const subscription = await stripe.subscriptions.retrieve(subscriptionId);
          const state = subscriptionState(subscription, stripeTime(subscription));
          return state ? { ...base, kind: "subscription", state } : { ...base, kind: "ignored" };
        }
        case "invoice.paid":
        case "invoice.payment_failed":
        case "invoice.finalized":
        case "invoice.voided": {
          const invoice = await providerInvoice(event.data.object, async (invoiceId) => {
            const lines: Stripe.InvoiceLineItem[] = [];
            for await (const line of stripe.invoices.listLineItems(invoiceId, { limit: 100 }))
              lines.push(line);
            return lines;
          });
          return invoice ? { ...base, kind: "invoice", invoice } : { ...base, kind: "ignored" };
        }
        default:
          return { ...base, kind: "ignored" } satisfies ProviderEvent;
      }
    },
  };
}

/**
 * Stripe's clock when it answered (its Date header): later webhook events are timed by the same
 * clock, so a state read now is never taken for newer than one Stripe reports afterwards.
 */
function stripeTime(response: { lastResponse?: { headers?: Record<string, string> } }): Date {
  const header = response.lastResponse?.headers?.date;
  const time = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(time) ? new Date() : new Date(time);
}

/** Stripe's statuses in Summit's words. */
export function subscriptionStatus(status: Stripe.Subscription.Status): SubscriptionStatus {
  switch (status) {
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    case "canceled":
    case "incomplete_expired":
      return "cancelled";
    // incomplete: the first payment has not gone through (a declined card, 3-D Secure pending);
    // paused: a trial ended without a card. Either way nothing is paid for the period: past due.
    default:
      return "past_due";
  }
}

/** The plan name (as the catalogue spells it) a `summit_<plan>_monthly` lookup key names, if any. */
export function planNameFromLookupKey(lookupKey: string | null | undefined): string | null {
  const plan = lookupKey ? LOOKUP_KEY.exec(lookupKey)?.[1] : undefined;
  if (!plan) return null;
  return PLAN_CATALOGUE.find((candidate) => candidate.name.toLowerCase() === plan)?.name ?? null;
}

/** The subscription's item on a Summit plan's price. */
function summitItem(subscription: Stripe.Subscription): { item: Stripe.SubscriptionItem; planName: string } {
  for (const item of subscription.items.data) {
    const planName = planNameFromLookupKey(item.price.lookup_key);
    if (planName) return { item, planName };
  }
  const keys = subscription.items.data.map((item) => item.price.lookup_key ?? `(price ${item.price.id})`);
  throw new Error(
    `Stripe subscription ${subscription.id} has no price for a Summit plan (lookup keys: ${keys.join(", ") || "none"}); expected summit_<plan>_monthly.`,
  );
}

/**
 * What a Stripe subscription says in Summit's words; null when it is not Summit's (no companyId in
 * its metadata: created outside Summit's Checkout). Throws when it is Summit's but on a price no plan
 * has, which someone must fix in Stripe.
 */
export function subscriptionState(
  subscription: Stripe.Subscription,
  asOf: Date,
): ProviderSubscriptionState | null {
  const companyId = subscription.metadata?.companyId;
  if (!companyId) return null;
  const { item, planName } = summitItem(subscription);
  return {
    companyId,
    planName,
    status: subscriptionStatus(subscription.status),
    // Since API version 2025-03-31 the billing period is the item's, not the subscription's.
    currentPeriodStart: new Date(item.current_period_start * 1000),
    currentPeriodEnd: new Date(item.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    providerCustomerId:
      typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    providerSubscriptionId: subscription.id,
    asOf,
  };
}

function requireState(subscription: Stripe.Subscription, asOf: Date): ProviderSubscriptionState {
  const state = subscriptionState(subscription, asOf);
  if (!state) {
    throw new Error(
      `Stripe subscription ${subscription.id} has no companyId in its metadata: it is not Summit's.`,
    );
  }
  return state;
}

const INVOICE_STATUSES: Partial<Record<string, ProviderInvoice["status"]>> = {
  open: "open",
  // Stripe gave up collecting, but the amount is still owed and unpaid.
  uncollectible: "open",
  paid: "paid",
  void: "void",
};

/**
 * A Stripe invoice in Summit's words; null for one no subscription issued (Summit bills plans
 * only) and for drafts. `allLines` reads every line when the event carries only the first page.
 */
export async function providerInvoice(
  invoice: Stripe.Invoice,
  allLines: (invoiceId: string) => Promise<Stripe.InvoiceLineItem[]>,
): Promise<ProviderInvoice | null> {
  const subscription = invoice.parent?.subscription_details?.subscription;
  const status = invoice.status ? INVOICE_STATUSES[invoice.status] : undefined;
  if (!subscription || !status) return null;
  const lines = invoice.lines.has_more ? await allLines(invoice.id) : invoice.lines.data;
  // A renewal invoice's own period_start/end is the period before it (when its usage was
  // gathered); its lines carry the period the plan is paid for.
  const periodStart =
    lines.length > 0 ? Math.min(...lines.map((line) => line.period.start)) : invoice.period_start;
  const periodEnd = lines.length > 0 ? Math.max(...lines.map((line) => line.period.end)) : invoice.period_end;
  const transitions = invoice.status_transitions;
  return {
    providerInvoiceId: invoice.id,
    providerSubscriptionId: typeof subscription === "string" ? subscription : subscription.id,
    number: invoice.number ?? invoice.id,
    status,
    currency: invoice.currency,
    subtotalCents: invoice.subtotal,
    taxCents: (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0),
    totalCents: invoice.total,
    periodStart: new Date(periodStart * 1000),
    periodEnd: new Date(periodEnd * 1000),
    issuedAt: new Date((transitions.finalized_at ?? invoice.created) * 1000),
    paidAt: status === "paid" && transitions.paid_at ? new Date(transitions.paid_at * 1000) : null,
    lines: lines.map((line) => {
      const quantity = line.quantity ?? 1;
      return {
        description: line.description ?? "",
        quantity,
        // The line's amount over its quantity, so that a prorated line reads as what was charged
        // rather than the price's full monthly amount.
        unitAmountCents: quantity > 0 ? Math.round(line.amount / quantity) : line.amount,
        amountCents: line.amount,
      };
    }),
  };
}
