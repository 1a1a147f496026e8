// The Stripe webhook route end to end: signed with the package's own test helper, applied to the
// database once, in order.
import type { BillingEvent, BillingOverview, Invoice } from "@common/billing";
import { createUser, setUpTestApp, vendorSignUp } from "@server/test/app";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

const WEBHOOK_SECRET = "whsec_test_secret";
const t = setUpTestApp({ STRIPE_SECRET_KEY: "sk_test_unused", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });

const PERIOD_START = 1_795_000_000;
const PERIOD_END = PERIOD_START + 30 * 24 * 60 * 60;
let eventCounter = 0;

function stripeSubscription(companyId: string, plan: string, overrides: Record<string, unknown> = {}) {
  return {
    id: `sub_${companyId.slice(0, 8)}`,
    object: "subscription",
    customer: "cus_1",
    status: "active",
    cancel_at_period_end: false,
    metadata: { companyId },
    schedule: null,
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: "si_1",
          object: "subscription_item",
          price: {
            id: `price_${plan}`,
            object: "price",
            lookup_key: `summit_${plan}_monthly`,
            unit_amount: 149_900,
          },
          quantity: 1,
          current_period_start: PERIOD_START,
          current_period_end: PERIOD_END,
        },
      ],
    },
    ...overrides,
  };
}

function event(type: string, object: unknown, created: number, id = `evt_${++eventCounter}`) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created,
    type,
    data: { object },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  return t.request({
    method: "POST",
    url: "/api/billing/stripe/webhook",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

async function vendorCompany() {
  const owner = await createUser(t, vendorSignUp({ plan: "Starter" }));
  const profile = await t.request({ method: "GET", url: "/api/profile", cookie: owner.cookie });
  return { owner, companyId: profile.json().company.id as string };
}

const overviewOf = async (cookie: string, companyId: string) =>
  (
    await t.request({ method: "GET", url: `/api/companies/${companyId}/billing`, cookie })
  ).json() as BillingOverview;
const historyOf = async (cookie: string, companyId: string) =>
  (
    (
      await t.request({ method: "GET", url: `/api/companies/${companyId}/billing-history`, cookie })
    ).json() as {
      items: BillingEvent[];
    }
  ).items;

describe("Stripe's webhook", () => {
  it("records a paid subscription once, however often the event is sent", async () => {
    const { owner, companyId } = await vendorCompany();
    const payload = event(
      "customer.subscription.created",
      stripeSubscription(companyId, "growth"),
      PERIOD_START,
    );
    const first = await deliver(payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ outcome: "applied" });
    const replay = await deliver(payload);
    expect(replay.json()).toEqual({ outcome: "duplicate" });

    const overview = await overviewOf(owner.cookie, companyId);
    expect(overview.cardPayments).toBe(true);
    expect(overview.subscription).toMatchObject({
      provider: "stripe",
      status: "active",
      seats: 10,
      plan: { name: "Growth" },
      currentPeriodEnd: new Date(PERIOD_END * 1000).toISOString(),
    });
    const history = await historyOf(owner.cookie, companyId);
    expect(history.map((item) => item.kind)).toEqual(["plan_set", "started"]);
  });

  it("lets an older event arriving late change nothing", async () => {
    const { owner, companyId } = await vendorCompany();
    const newer = event(
      "customer.subscription.updated",
      stripeSubscription(companyId, "growth", { cancel_at_period_end: true }),
      PERIOD_START + 60,
    );
    const older = event(
      "customer.subscription.updated",
      stripeSubscription(companyId, "starter"),
      PERIOD_START,
    );
    expect((await deliver(newer)).json()).toEqual({ outcome: "applied" });
    expect((await deliver(older)).json()).toEqual({ outcome: "ignored" });
    const overview = await overviewOf(owner.cookie, companyId);
    expect(overview.subscription).toMatchObject({ cancelAtPeriodEnd: true, plan: { name: "Growth" } });
    expect(await historyOf(owner.cookie, companyId)).toHaveLength(2);
  });

  it("records the invoices Stripe reports, updating one as it is paid", async () => {
    const { owner, companyId } = await vendorCompany();
    await deliver(
      event("customer.subscription.created", stripeSubscription(companyId, "growth"), PERIOD_START),
    );
    const invoice = (status: string) => ({
      id: "in_1",
      object: "invoice",
      number: "ACME-0001",
      status,
      currency: "usd",
      subtotal: 149_900,
      total: 149_900,
      total_taxes: [],
      created: PERIOD_START,
      status_transitions: { paid_at: status === "paid" ? PERIOD_START + 10 : null },
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: `sub_${companyId.slice(0, 8)}` },
      },
      lines: {
        object: "list",
        has_more: false,
        data: [
          {
            id: "il_1",
            object: "line_item",
            amount: 149_900,
            quantity: 1,
            description: "Growth plan",
            period: { start: PERIOD_START, end: PERIOD_END },
          },
        ],
      },
    });
    expect((await deliver(event("invoice.finalized", invoice("open"), PERIOD_START))).json()).toEqual({
      outcome: "applied",
    });
    expect((await deliver(event("invoice.paid", invoice("paid"), PERIOD_START + 10))).json()).toEqual({
      outcome: "applied",
    });
    const response = await t.request({
      method: "GET",
      url: `/api/companies/${companyId}/invoices`,
      cookie: owner.cookie,
    });
    const items = (response.json() as { items: Invoice[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      number: "ACME-0001",
      status: "paid",
      provider: "stripe",
      totalCents: 149_900,
    });
    expect(items[0]?.lines).toEqual([
      { description: "Growth plan", quantity: 1, unitAmountCents: 149_900, amountCents: 149_900 },
    ]);
  });

  it("refuses a forged or altered event with 400 and the error object, changing nothing", async () => {
    const { owner, companyId } = await vendorCompany();
    const payload = event(
      "customer.subscription.created",
      stripeSubscription(companyId, "enterprise"),
      PERIOD_START,
    );
    const forged = await deliver(payload, "whsec_someone_else");
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({
      reason: "Invalid",
      messages: ["The webhook's signature does not match its body."],
    });
    const altered = await t.request({
      method: "POST",
      url: "/api/billing/stripe/webhook",
      headers: {
        "content-type": "application/json",
        "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      payload: payload.replace("enterprise", "growth"),
    });
    expect(altered.statusCode).toBe(400);
    const unsigned = await t.request({
      method: "POST",
      url: "/api/billing/stripe/webhook",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await overviewOf(owner.cookie, companyId)).subscription).toMatchObject({
      provider: "invoice",
      plan: { name: "Starter" },
    });
  });
});
