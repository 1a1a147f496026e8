// The Stripe provider against a local server that plays Stripe's API: what it asks Stripe for, and
// how it reads Stripe's answers and signed webhooks.
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CardBillingProvider } from "./billing-provider";
import { createStripeProvider } from "./stripe-provider";

const WEBHOOK_SECRET = "whsec_summit_test";
const COMPANY_ID = "5a4c9f0e-2b1d-4c3e-8f7a-1b2c3d4e5f60";
const PERIOD_START = 1_764_201_600; // 2025-11-27T00:00:00Z
const PERIOD_END = 1_766_880_000; // 2025-12-28T00:00:00Z
/** The clock of the fake Stripe (its Date header). */
const STRIPE_DATE = "Fri, 27 Nov 2026 08:00:00 GMT";

interface RecordedRequest {
  method: string;
  path: string;
  /** The query (GET) or form-encoded body (POST), as Stripe receives them: `items[0][price]`. */
  params: Record<string, string>;
}

type Reply = { status?: number; body: unknown };
type Route = (request: RecordedRequest) => Reply | undefined;

const PRICES: Record<string, { id: string; amount: number }> = {
  starter: { id: "price_starter", amount: 49_900 },
  growth: { id: "price_growth", amount: 149_900 },
  enterprise: { id: "price_enterprise", amount: 499_900 },
};

function price(plan: string) {
  const { id, amount } = PRICES[plan] ?? { id: `price_${plan}`, amount: 1000 };
  return {
    id,
    object: "price",
    active: true,
    currency: "usd",
    lookup_key: `summit_${plan}_monthly`,
    unit_amount: amount,
    recurring: { interval: "month", interval_count: 1 },
    type: "recurring",
  };
}

function subscription(overrides: Record<string, unknown> = {}, plan = "starter") {
  return {
    id: "sub_123",
    object: "subscription",
    customer: "cus_123",
    status: "active",
    cancel_at_period_end: false,
    metadata: { companyId: COMPANY_ID },
    schedule: null,
    items: {
      object: "list",
      has_more: false,
      data: [
        {
          id: "si_123",
          object: "subscription_item",
          price: price(plan),
          quantity: 1,
          current_period_start: PERIOD_START,
          current_period_end: PERIOD_END,
        },
      ],
    },
    ...overrides,
  };
}

function schedule(id: string) {
  return {
    id,
    object: "subscription_schedule",
    subscription: "sub_123",
    current_phase: { start_date: PERIOD_START, end_date: PERIOD_END },
    phases: [
      { start_date: PERIOD_START, end_date: PERIOD_END, items: [{ price: "price_growth", quantity: 1 }] },
    ],
  };
}

/** Stripe's API as far as the provider uses it; each test adds the routes its case needs. */
function fakeStripe() {
  const requests: RecordedRequest[] = [];
  let routes: Route[] = [];
  const pricesRoute: Route = (request) => {
    if (request.method !== "GET" || request.path !== "/v1/prices") return undefined;
    const plan = /^summit_(.+)_monthly$/.exec(request.params["lookup_keys[0]"] ?? "")?.[1];
    const data = plan && PRICES[plan] ? [price(plan)] : [];
    return { body: { object: "list", data, has_more: false, url: "/v1/prices" } };
  };
  const server = http.createServer((incoming, response) => {
    let body = "";
    incoming.on("data", (chunk) => {
      body += chunk;
    });
    incoming.on("end", () => {
      const url = new URL(incoming.url ?? "/", "http://stripe.test");
      const form = incoming.method === "GET" ? url.searchParams : new URLSearchParams(body);
      const request = {
        method: incoming.method ?? "GET",
        path: url.pathname,
        params: Object.fromEntries(form),
      };
      requests.push(request);
      let reply: Reply | undefined;
      for (const route of [pricesRoute, ...routes]) {
        reply = route(request);
        if (reply) break;
      }
      reply ??= {
        status: 404,
        body: {
          error: { type: "invalid_request_error", message: `No fake for ${request.method} ${request.path}` },
        },
      };
      response.writeHead(reply.status ?? 200, { "Content-Type": "application/json", Date: STRIPE_DATE });
      response.end(JSON.stringify(reply.body));
    });
  });
  return {
    requests,
    server,
    /** Answers `method path` with `body` (a function of the request, or a fixed value). */
    on(method: string, path: string, body: unknown | ((request: RecordedRequest) => unknown)) {
      routes.push((request) =>
        request.method === method && request.path === path
          ? { body: typeof body === "function" ? body(request) : body }
          : undefined,
      );
    },
    /** The requests other than price look-ups. */
    calls() {
      return requests.filter((request) => request.path !== "/v1/prices");
    },
    reset() {
      requests.length = 0;
      routes = [];
    },
  };
}

const stripe = fakeStripe();
let provider: CardBillingProvider;

beforeAll(async () => {
  await new Promise<void>((resolve) => stripe.server.listen(0, "127.0.0.1", resolve));
  const { port } = stripe.server.address() as AddressInfo;
  provider = createStripeProvider({
    secretKey: "sk_test_summit",
    webhookSecret: WEBHOOK_SECRET,
    host: "127.0.0.1",
    port,
    protocol: "http",
  });
});

afterAll(async () => {
  await new Promise((resolve) => stripe.server.close(resolve));
});

beforeEach(() => stripe.reset());

describe("checkout and portal", () => {
  const checkout = {
    companyId: COMPANY_ID,
    companyName: "Acme Networks",
    planName: "Growth",
    ownerEmail: "owner@acme.test",
    providerCustomerId: null,
    successUrl: "https://summit.test/billing?checkout=done",
    cancelUrl: "https://summit.test/billing",
  };

  it("opens a subscription Checkout for the plan's price, marked with the company", async () => {
    stripe.on("POST", "/v1/checkout/sessions", {
      id: "cs_1",
      object: "checkout.session",
      url: "https://checkout.test/cs_1",
    });

    const { url } = await provider.createCheckout(checkout);

    expect(url).toBe("https://checkout.test/cs_1");
    expect(stripe.requests[0]).toMatchObject({
      method: "GET",
      path: "/v1/prices",
      params: { "lookup_keys[0]": "summit_growth_monthly", active: "true" },
    });
    const [session] = stripe.calls();
    expect(session?.path).toBe("/v1/checkout/sessions");
    expect(session?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": "price_growth",
      "line_items[0][quantity]": "1",
      client_reference_id: COMPANY_ID,
      "metadata[companyId]": COMPANY_ID,
      "subscription_data[metadata][companyId]": COMPANY_ID,
      customer_email: "owner@acme.test",
      success_url: checkout.successUrl,
      cancel_url: checkout.cancelUrl,
    });
    expect(session?.params).not.toHaveProperty("customer");
  });

  it("checks out an earlier customer as that customer rather than by address", async () => {
    stripe.on("POST", "/v1/checkout/sessions", {
      id: "cs_2",
      object: "checkout.session",
      url: "https://checkout.test/cs_2",
    });

    await provider.createCheckout({ ...checkout, planName: "Enterprise", providerCustomerId: "cus_earlier" });

    const [session] = stripe.calls();
    expect(session?.params).toMatchObject({
      customer: "cus_earlier",
      "line_items[0][price]": "price_enterprise",
    });
    expect(session?.params).not.toHaveProperty("customer_email");
  });

  it("refuses a plan without a Stripe price, naming the lookup key to create", async () => {
    await expect(provider.createCheckout({ ...checkout, planName: "Platinum" })).rejects.toThrow(
      /no active price with lookup key "summit_platinum_monthly"/,
    );
    expect(stripe.calls()).toEqual([]);
  });

  it("opens the billing portal for the customer with the way back", async () => {
    stripe.on("POST", "/v1/billing_portal/sessions", {
      id: "bps_1",
      object: "billing_portal.session",
      url: "https://portal.test/bps_1",
    });

    const portal = await provider.createPortal({
      providerCustomerId: "cus_123",
      returnUrl: "https://summit.test/billing",
    });

    expect(portal.url).toBe("https://portal.test/bps_1");
    expect(stripe.calls()[0]?.params).toEqual({
      customer: "cus_123",
      return_url: "https://summit.test/billing",
    });
  });
});

describe("changing a subscription", () => {
  it("upgrades the subscription's item to the new price, invoicing the proration now", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription());
    stripe.on("POST", "/v1/subscriptions/sub_123", subscription({}, "growth"));

    const state = await provider.upgrade({ providerSubscriptionId: "sub_123", planName: "Growth" });

    const update = stripe.calls().find((call) => call.method === "POST");
    expect(update?.params).toEqual({
      "items[0][id]": "si_123",
      "items[0][price]": "price_growth",
      "items[0][quantity]": "1",
      proration_behavior: "always_invoice",
      payment_behavior: "pending_if_incomplete",
    });
    expect(state).toEqual({
      companyId: COMPANY_ID,
      planName: "Growth",
      status: "active",
      currentPeriodStart: new Date(PERIOD_START * 1000),
      currentPeriodEnd: new Date(PERIOD_END * 1000),
      cancelAtPeriodEnd: false,
      providerCustomerId: "cus_123",
      providerSubscriptionId: "sub_123",
      asOf: new Date(STRIPE_DATE),
    });
  });

  it("drops a pending downgrade before upgrading, so that it cannot undo the upgrade", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({ schedule: "sub_sched_1" }));
    stripe.on("POST", "/v1/subscription_schedules/sub_sched_1/release", schedule("sub_sched_1"));
    stripe.on("POST", "/v1/subscriptions/sub_123", subscription({}, "enterprise"));

    const state = await provider.upgrade({ providerSubscriptionId: "sub_123", planName: "Enterprise" });

    expect(stripe.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /v1/subscriptions/sub_123",
      "POST /v1/subscription_schedules/sub_sched_1/release",
      "POST /v1/subscriptions/sub_123",
    ]);
    expect(state.planName).toBe("Enterprise");
  });

  it("schedules a downgrade: the current price until the period ends, the new one after", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({}, "growth"));
    stripe.on("POST", "/v1/subscription_schedules", schedule("sub_sched_2"));
    stripe.on("POST", "/v1/subscription_schedules/sub_sched_2", schedule("sub_sched_2"));

    await provider.scheduleDowngrade({ providerSubscriptionId: "sub_123", planName: "Starter" });

    const [, create, update] = stripe.calls();
    expect(create?.params).toEqual({ from_subscription: "sub_123" });
    expect(update?.path).toBe("/v1/subscription_schedules/sub_sched_2");
    expect(update?.params).toEqual({
      end_behavior: "release",
      proration_behavior: "none",
      "phases[0][start_date]": String(PERIOD_START),
      "phases[0][end_date]": String(PERIOD_END),
      "phases[0][items][0][price]": "price_growth",
      "phases[0][items][0][quantity]": "1",
      "phases[1][items][0][price]": "price_starter",
      "phases[1][items][0][quantity]": "1",
      "phases[1][duration][interval]": "month",
      "phases[1][duration][interval_count]": "1",
    });
    expect(
      stripe.calls().filter((call) => call.path === "/v1/subscriptions/sub_123" && call.method === "POST"),
    ).toEqual([]);
  });

  it("keeps a trial running when it schedules a downgrade during it", async () => {
    const trialEnd = PERIOD_START + 14 * 86_400;
    const trialing = {
      ...schedule("sub_sched_5"),
      phases: [{ ...schedule("sub_sched_5").phases[0], trial_end: trialEnd }],
    };
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({ status: "trialing" }, "growth"));
    stripe.on("POST", "/v1/subscription_schedules", trialing);
    stripe.on("POST", "/v1/subscription_schedules/sub_sched_5", trialing);

    await provider.scheduleDowngrade({ providerSubscriptionId: "sub_123", planName: "Starter" });

    expect(stripe.calls()[2]?.params).toMatchObject({
      "phases[0][trial_end]": String(trialEnd),
      "phases[1][items][0][price]": "price_starter",
    });
    expect(stripe.calls()[2]?.params).not.toHaveProperty("phases[1][trial_end]");
  });

  it("rewrites a pending downgrade's schedule rather than creating a second one", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({ schedule: "sub_sched_3" }, "enterprise"));
    stripe.on("GET", "/v1/subscription_schedules/sub_sched_3", schedule("sub_sched_3"));
    stripe.on("POST", "/v1/subscription_schedules/sub_sched_3", schedule("sub_sched_3"));

    await provider.scheduleDowngrade({ providerSubscriptionId: "sub_123", planName: "Starter" });

    expect(stripe.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /v1/subscriptions/sub_123",
      "GET /v1/subscription_schedules/sub_sched_3",
      "POST /v1/subscription_schedules/sub_sched_3",
    ]);
    expect(stripe.calls()[2]?.params).toMatchObject({
      "phases[0][items][0][price]": "price_enterprise",
      "phases[1][items][0][price]": "price_starter",
    });
  });

  it("sets and clears the end at the period's close", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription());
    stripe.on("POST", "/v1/subscriptions/sub_123", (request: RecordedRequest) =>
      subscription({ cancel_at_period_end: request.params.cancel_at_period_end === "true" }),
    );

    const ending = await provider.setCancelAtPeriodEnd({
      providerSubscriptionId: "sub_123",
      cancelAtPeriodEnd: true,
    });
    const resumed = await provider.setCancelAtPeriodEnd({
      providerSubscriptionId: "sub_123",
      cancelAtPeriodEnd: false,
    });

    const updates = stripe.calls().filter((call) => call.method === "POST");
    expect(updates.map((call) => call.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);
    expect(ending).toMatchObject({
      cancelAtPeriodEnd: true,
      planName: "Starter",
      asOf: new Date(STRIPE_DATE),
    });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
  });

  it("releases a pending downgrade's schedule before ending the subscription", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({ schedule: "sub_sched_4" }));
    stripe.on("POST", "/v1/subscription_schedules/sub_sched_4/release", schedule("sub_sched_4"));
    stripe.on("POST", "/v1/subscriptions/sub_123", subscription({ cancel_at_period_end: true }));

    await provider.setCancelAtPeriodEnd({ providerSubscriptionId: "sub_123", cancelAtPeriodEnd: true });

    expect(stripe.calls().map((call) => `${call.method} ${call.path}`)).toEqual([
      "GET /v1/subscriptions/sub_123",
      "POST /v1/subscription_schedules/sub_sched_4/release",
      "POST /v1/subscriptions/sub_123",
    ]);
  });
});

const EVENT_CREATED = 1_795_766_400; // 2026-11-27T00:00:00Z

function signed(type: string, object: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: `evt_${type}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: EVENT_CREATED,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { body: Buffer.from(payload), signature };
}

async function readWebhook(type: string, object: unknown) {
  const { body, signature } = signed(type, object);
  return provider.readWebhook(body, signature);
}

describe("subscription webhooks", () => {
  it("reads a created or updated subscription as its state at the event's time", async () => {
    for (const type of ["customer.subscription.created", "customer.subscription.updated"]) {
      const event = await readWebhook(
        type,
        subscription({ status: "trialing", cancel_at_period_end: true }, "growth"),
      );
      expect(event).toEqual({
        eventId: `evt_${type}`,
        type,
        kind: "subscription",
        state: {
          companyId: COMPANY_ID,
          planName: "Growth",
          status: "trialing",
          currentPeriodStart: new Date(PERIOD_START * 1000),
          currentPeriodEnd: new Date(PERIOD_END * 1000),
          cancelAtPeriodEnd: true,
          providerCustomerId: "cus_123",
          providerSubscriptionId: "sub_123",
          asOf: new Date(EVENT_CREATED * 1000),
        },
      });
    }
  });

  it("reads a deleted subscription as cancelled", async () => {
    const event = await readWebhook("customer.subscription.deleted", subscription({ status: "canceled" }));
    expect(event).toMatchObject({
      kind: "subscription",
      state: { status: "cancelled", planName: "Starter" },
    });
  });

  it("maps each Stripe status to Summit's", async () => {
    const expected = {
      trialing: "trialing",
      active: "active",
      past_due: "past_due",
      unpaid: "past_due",
      incomplete: "past_due",
      paused: "past_due",
      canceled: "cancelled",
      incomplete_expired: "cancelled",
    };
    const read: Record<string, unknown> = {};
    for (const status of Object.keys(expected)) {
      const event = await readWebhook("customer.subscription.updated", subscription({ status }));
      read[status] = event.kind === "subscription" ? event.state.status : event.kind;
    }
    expect(read).toEqual(expected);
  });

  it("ignores a subscription Summit did not create (no companyId in its metadata)", async () => {
    const event = await readWebhook("customer.subscription.updated", subscription({ metadata: {} }));
    expect(event).toEqual({
      eventId: "evt_customer.subscription.updated",
      type: "customer.subscription.updated",
      kind: "ignored",
    });
  });

  it("refuses a Summit subscription on a price no plan has", async () => {
    const foreign = subscription();
    foreign.items.data[0] = {
      ...foreign.items.data[0],
      price: { ...price("starter"), lookup_key: "legacy_gold" },
    } as never;
    await expect(readWebhook("customer.subscription.updated", foreign)).rejects.toThrow(/legacy_gold/);
  });

  it("reads a completed Checkout as the subscription it created, as Stripe holds it now", async () => {
    stripe.on("GET", "/v1/subscriptions/sub_123", subscription({}, "growth"));

    const event = await readWebhook("checkout.session.completed", {
      id: "cs_1",
      object: "checkout.session",
      mode: "subscription",
      client_reference_id: COMPANY_ID,
      customer: "cus_123",
      subscription: "sub_123",
      metadata: { companyId: COMPANY_ID },
    });

    expect(event).toMatchObject({
      kind: "subscription",
      state: { companyId: COMPANY_ID, planName: "Growth", status: "active", asOf: new Date(STRIPE_DATE) },
    });
  });

  it("ignores a completed Checkout that created no subscription, and other events", async () => {
    const payment = await readWebhook("checkout.session.completed", {
      id: "cs_2",
      object: "checkout.session",
      mode: "payment",
      subscription: null,
    });
    const customer = await readWebhook("customer.created", { id: "cus_9", object: "customer" });
    expect([payment.kind, customer.kind]).toEqual(["ignored", "ignored"]);
    expect(stripe.calls()).toEqual([]);
  });
});

function invoice(overrides: Record<string, unknown> = {}) {
  return {
    id: "in_1",
    object: "invoice",
    number: "ACME-0001",
    status: "paid",
    currency: "usd",
    created: EVENT_CREATED - 60,
    subtotal: 149_900,
    total: 164_890,
    total_taxes: [{ amount: 14_990, tax_behavior: "exclusive", type: "tax_rate_details" }],
    // A renewal invoice's own period is the period before the one it bills.
    period_start: PERIOD_START - 2_678_400,
    period_end: PERIOD_START,
    status_transitions: { finalized_at: EVENT_CREATED - 30, paid_at: EVENT_CREATED - 10, voided_at: null },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: "sub_123", metadata: { companyId: COMPANY_ID } },
    },
    lines: {
      object: "list",
      has_more: false,
      data: [
        {
          id: "il_1",
          object: "line_item",
          amount: 149_900,
          currency: "usd",
          description: "1 × Growth (at $1,499.00 / month)",
          quantity: 1,
          period: { start: PERIOD_START, end: PERIOD_END },
        },
      ],
    },
    ...overrides,
  };
}

describe("invoice webhooks", () => {
  it("reads a paid invoice with its lines, tax, amounts and the period its lines bill", async () => {
    const event = await readWebhook("invoice.paid", invoice());
    expect(event).toEqual({
      eventId: "evt_invoice.paid",
      type: "invoice.paid",
      kind: "invoice",
      invoice: {
        providerInvoiceId: "in_1",
        providerSubscriptionId: "sub_123",
        number: "ACME-0001",
        status: "paid",
        currency: "usd",
        subtotalCents: 149_900,
        taxCents: 14_990,
        totalCents: 164_890,
        periodStart: new Date(PERIOD_START * 1000),
        periodEnd: new Date(PERIOD_END * 1000),
        issuedAt: new Date((EVENT_CREATED - 30) * 1000),
        paidAt: new Date((EVENT_CREATED - 10) * 1000),
        lines: [
          {
            description: "1 × Growth (at $1,499.00 / month)",
            quantity: 1,
            unitAmountCents: 149_900,
            amountCents: 149_900,
          },
        ],
      },
    });
  });

  it("reads a finalized or failed invoice as open and a voided one as void, unpaid", async () => {
    const unpaid = {
      status: "open",
      status_transitions: { finalized_at: EVENT_CREATED, paid_at: null, voided_at: null },
    };
    const finalized = await readWebhook("invoice.finalized", invoice(unpaid));
    const failed = await readWebhook("invoice.payment_failed", invoice(unpaid));
    const voided = await readWebhook("invoice.voided", invoice({ ...unpaid, status: "void" }));
    const read = [finalized, failed, voided].map((event) =>
      event.kind === "invoice" ? [event.invoice.status, event.invoice.paidAt] : event.kind,
    );
    expect(read).toEqual([
      ["open", null],
      ["open", null],
      ["void", null],
    ]);
  });

  it("reads every line of a long invoice, not only the event's first page", async () => {
    const line = (id: string, amount: number) => ({
      id,
      object: "line_item",
      amount,
      currency: "usd",
      description: `Line ${id}`,
      quantity: 2,
      period: { start: PERIOD_START, end: PERIOD_END },
    });
    stripe.on("GET", "/v1/invoices/in_1/lines", {
      object: "list",
      has_more: false,
      url: "/v1/invoices/in_1/lines",
      data: [line("il_1", 1000), line("il_2", -400)],
    });

    const event = await readWebhook(
      "invoice.paid",
      invoice({ lines: { object: "list", has_more: true, data: [line("il_1", 1000)] } }),
    );

    expect(event.kind === "invoice" && event.invoice.lines).toEqual([
      { description: "Line il_1", quantity: 2, unitAmountCents: 500, amountCents: 1000 },
      { description: "Line il_2", quantity: 2, unitAmountCents: -200, amountCents: -400 },
    ]);
  });

  it("ignores an invoice no subscription issued", async () => {
    const event = await readWebhook("invoice.paid", invoice({ parent: null }));
    expect(event.kind).toBe("ignored");
  });
});

describe("webhook signatures", () => {
  const event = () => signed("customer.subscription.updated", subscription());

  it("refuses a signature that is not Stripe's", async () => {
    const { body } = event();
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`;
    await expect(provider.readWebhook(body, forged)).rejects.toThrow(/signature/i);
    await expect(provider.readWebhook(body, "")).rejects.toThrow();
  });

  it("refuses a body signed with another endpoint's secret", async () => {
    const { body, signature } = signed("customer.subscription.updated", subscription(), {
      secret: "whsec_other",
    });
    await expect(provider.readWebhook(body, signature)).rejects.toThrow(/signature/i);
  });

  it("refuses a body changed after signing", async () => {
    const { body, signature } = event();
    const tampered = Buffer.from(body.toString().replace("sub_123", "sub_999"));
    await expect(provider.readWebhook(tampered, signature)).rejects.toThrow(/signature/i);
  });

  it("refuses a replay signed beyond the tolerance", async () => {
    const old = Math.floor(Date.now() / 1000) - 10 * 60;
    const { body, signature } = signed("customer.subscription.updated", subscription(), { timestamp: old });
    await expect(provider.readWebhook(body, signature)).rejects.toThrow(/tolerance/i);
  });

  it("accepts the same body with a fresh, correct signature", async () => {
    const { body, signature } = event();
    await expect(provider.readWebhook(body, signature)).resolves.toMatchObject({ kind: "subscription" });
  });
});
