import { randomUUID } from "node:crypto";
import type { BillingEvent, BillingOverview, Invoice, SubscriptionChange } from "@common/billing";
import { billingEvents, subscriptions } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { createUser, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { type CastRole, cookieOf, setUpCompanyCast } from "@server/test/company-cast";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { renewDue } from "./billing.service";

// Invoices carry 20% tax here, so that the tax arithmetic is checked too.
const t = setUpTestApp({ BILLING_TAX_RATE_BASIS_POINTS: "2000" });
const cast = setUpCompanyCast(t, "each test");
const DAY = 24 * 60 * 60 * 1000;

const billing = (cookie: string | undefined, companyId = cast.companyId) =>
  t.request({ method: "GET", url: `/api/companies/${companyId}/billing`, cookie });
const changePlan = (cookie: string | undefined, planName: string, companyId = cast.companyId) =>
  t.request({
    method: "PUT",
    url: `/api/companies/${companyId}/subscription/plan`,
    cookie,
    payload: { planName },
  });
const invoicesOf = async (cookie: string, companyId = cast.companyId) => {
  const response = await t.request({ method: "GET", url: `/api/companies/${companyId}/invoices`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: Invoice[] }).items;
};
const historyOf = async (cookie: string, companyId = cast.companyId) => {
  const response = await t.request({
    method: "GET",
    url: `/api/companies/${companyId}/billing-history`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: BillingEvent[] }).items;
};

/** Moves the subscription's period so that it ends `daysLeft` days from now, `length` days long. */
async function setPeriod(companyId: string, daysLeft: number, length = 30) {
  const end = new Date(Date.now() + daysLeft * DAY);
  await t.context.db
    .update(subscriptions)
    .set({ currentPeriodStart: new Date(end.getTime() - length * DAY), currentPeriodEnd: end })
    .where(eq(subscriptions.companyId, companyId));
}

/** Ends the trial now: the renewal makes the subscription active and issues its first invoice. */
async function endTrial(companyId: string) {
  await setPeriod(companyId, 0);
  await renewDue(t.context.db, t.context.billing, new Date(Date.now() + 1000));
}

async function vendorOn(
  plan: "Starter" | "Growth" | "Enterprise",
): Promise<{ owner: TestUser; companyId: string }> {
  const owner = await createUser(t, vendorSignUp({ plan }));
  const profile = await t.request({ method: "GET", url: "/api/profile", cookie: owner.cookie });
  return { owner, companyId: profile.json().company.id };
}

describe("a vendor's subscription", () => {
  it("starts as a trial of the plan chosen at sign-up, written to the history", async () => {
    const { owner, companyId } = await vendorOn("Starter");
    const response = await billing(owner.cookie, companyId);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json() as BillingOverview;
    expect(overview.canManage).toBe(true);
    expect(overview.subscription).toMatchObject({ status: "trialing", seats: 3, cancelAtPeriodEnd: false });
    expect(overview.subscription?.plan.name).toBe("Starter");
    const days = (Date.parse(overview.subscription?.currentPeriodEnd ?? "") - Date.now()) / DAY;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const history = await historyOf(owner.cookie, companyId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: "started",
      before: null,
      after: { planName: "Starter", status: "trialing" },
    });
    expect(await invoicesOf(owner.cookie, companyId)).toEqual([]);
  });

  it.each<[CastRole, number, boolean | null]>([
    ["visitor", 401, null],
    ["member", 403, null],
    ["otherAdmin", 403, null],
    ["admin", 200, false],
    ["owner", 200, true],
    ["platformAdmin", 200, true],
  ])("is read by its people and platform admins: %s gets %i", async (role, status, canManage) => {
    const response = await billing(cookieOf(cast, role));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json().canManage).toBe(canManage);
    else expect(response.json()).toMatchObject({ reason: "AccessDenied" });
  });

  it("answers 404 for an unknown company and 400 for a malformed id", async () => {
    expect((await billing(cast.owner.cookie, randomUUID())).statusCode).toBe(404);
    const malformed = await billing(cast.owner.cookie, "not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().reason).toBe("Invalid");
  });

  it("bills the first month when the trial ends, with a numbered invoice carrying tax", async () => {
    const { owner, companyId } = await vendorOn("Growth");
    await endTrial(companyId);
    const overview = (await billing(owner.cookie, companyId)).json() as BillingOverview;
    expect(overview.subscription?.status).toBe("active");
    const [invoice] = await invoicesOf(owner.cookie, companyId);
    expect(invoice?.number).toMatch(/^SUM-\d{4}-\d{6}$/);
    expect(invoice).toMatchObject({
      status: "open",
      subtotalCents: 149_900,
      taxRateBasisPoints: 2000,
      taxCents: 29_980,
      totalCents: 179_880,
    });
    expect(invoice?.lines).toEqual([
      expect.objectContaining({ quantity: 1, unitAmountCents: 149_900, amountCents: 149_900 }),
    ]);
    expect(invoice?.lines[0]?.description).toMatch(/^Growth plan, /);
    const dueInDays = (Date.parse(invoice?.dueAt ?? "") - Date.parse(invoice?.issuedAt ?? "")) / DAY;
    expect(dueInDays).toBe(30);
    expect((await historyOf(owner.cookie, companyId))[0]).toMatchObject({
      kind: "renewed",
      invoiceNumber: invoice?.number,
      before: { status: "trialing" },
      after: { status: "active" },
    });
  });

  it("numbers invoices one after another without gaps", async () => {
    const first = await vendorOn("Starter");
    const second = await vendorOn("Starter");
    await endTrial(first.companyId);
    await endTrial(second.companyId);
    const [a] = await invoicesOf(first.owner.cookie, first.companyId);
    const [b] = await invoicesOf(second.owner.cookie, second.companyId);
    const serial = (number = "") => Number(number.slice(-6));
    expect(serial(b?.number)).toBe(serial(a?.number) + 1);
  });
});

describe("changing plan", () => {
  it("upgrades at once and invoices the rest of the period, less the old plan's unused part", async () => {
    const { owner, companyId } = await vendorOn("Starter");
    await endTrial(companyId);
    // Half of a 30-day period is left.
    await setPeriod(companyId, 15, 30);
    const response = await changePlan(owner.cookie, "Growth", companyId);
    expect(response.statusCode, response.body).toBe(200);
    const change = response.json() as SubscriptionChange;
    expect(change.subscription).toMatchObject({ seats: 10, pendingPlanName: null });
    expect(change.subscription?.plan.name).toBe("Growth");
    const invoices = await invoicesOf(owner.cookie, companyId);
    const invoice = invoices.find((item) => item.id === change.invoiceId);
    expect(invoice?.lines.map((line) => line.amountCents)).toEqual([
      expect.closeTo(74_950, -2),
      expect.closeTo(-24_950, -2),
    ]);
    expect(invoice?.lines[0]?.description).toMatch(/^Growth plan, .* \(prorated\)$/);
    expect(invoice?.lines[1]?.description).toMatch(/^Unused Starter plan, /);
    const subtotal = (invoice?.lines[0]?.amountCents ?? 0) + (invoice?.lines[1]?.amountCents ?? 0);
    expect(invoice).toMatchObject({ subtotalCents: subtotal, taxCents: Math.round(subtotal * 0.2) });
    expect(invoice?.totalCents).toBe(subtotal + Math.round(subtotal * 0.2));
    expect((await historyOf(owner.cookie, companyId))[0]).toMatchObject({
      kind: "upgraded",
      actor: { id: owner.id },
      before: { planName: "Starter", seats: 3 },
      after: { planName: "Growth", seats: 10 },
      invoiceNumber: invoice?.number,
    });
  });

  it("upgrades during the trial without an invoice", async () => {
    const { owner, companyId } = await vendorOn("Starter");
    const response = await changePlan(owner.cookie, "Enterprise", companyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      invoiceId: null,
      subscription: { status: "trialing", seats: null },
    });
    expect(await invoicesOf(owner.cookie, companyId)).toEqual([]);
  });

  it("downgrades when the period ends, billing the cheaper plan from then on", async () => {
    const { owner, companyId } = await vendorOn("Growth");
    await endTrial(companyId);
    const response = await changePlan(owner.cookie, "Starter", companyId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription).toMatchObject({
      pendingPlanName: "Starter",
      plan: { name: "Growth" },
    });
    await setPeriod(companyId, 0);
    await renewDue(t.context.db, t.context.billing, new Date(Date.now() + 1000));
    const overview = (await billing(owner.cookie, companyId)).json() as BillingOverview;
    expect(overview.subscription).toMatchObject({
      pendingPlanName: null,
      seats: 3,
      plan: { name: "Starter" },
    });
    const [latest] = await invoicesOf(owner.cookie, companyId);
    expect(latest?.subtotalCents).toBe(49_900);
    expect((await historyOf(owner.cookie, companyId))[0]).toMatchObject({ kind: "downgraded", actor: null });
  });

  it("withdraws a pending downgrade when the current plan is chosen again", async () => {
    const { owner, companyId } = await vendorOn("Growth");
    await changePlan(owner.cookie, "Starter", companyId);
    const kept = await changePlan(owner.cookie, "Growth", companyId);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().subscription.pendingPlanName).toBeNull();
    const again = await changePlan(owner.cookie, "Growth", companyId);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0]).toContain("already on the Growth plan");
  });

  it("refuses a downgrade to fewer seats than the company has people", async () => {
    const { owner, companyId } = await vendorOn("Growth");
    const people = await Promise.all([
      createUser(t, vendorSignUp()),
      createUser(t, vendorSignUp()),
      createUser(t, vendorSignUp()),
    ]);
    for (const person of people) {
      await t.context.db.update(users).set({ companyId }).where(eq(users.id, person.id));
    }
    const response = await changePlan(owner.cookie, "Starter", companyId);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().messages[0]).toContain("The Starter plan has 3 seats and 4 people");
    const overview = (await billing(owner.cookie, companyId)).json() as BillingOverview;
    expect(overview.subscription?.pendingPlanName).toBeNull();
  });

  it.each([
    [{ planName: "Platinum" }, "Platinum is not a plan for vendors"],
    [{ planName: "Member" }, "Member is not a plan for vendors"],
    [{ planName: "" }, "planName"],
    [{ planName: 3 }, "planName"],
    [{}, "planName"],
    [{ planName: "Growth", seats: 40 }, ""],
  ])("refuses %j with 400 and changes nothing", async (payload, message) => {
    const response = await t.request({
      method: "PUT",
      url: `/api/companies/${cast.companyId}/subscription/plan`,
      cookie: cast.owner.cookie,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(response.json().messages.join(" ")).toContain(message);
    expect(await historyOf(cast.owner.cookie)).toHaveLength(1);
  });
});

describe("ending a subscription", () => {
  it("ends it when the period does, unless the owner keeps it", async () => {
    const { owner, companyId } = await vendorOn("Growth");
    const cancel = () =>
      t.request({
        method: "POST",
        url: `/api/companies/${companyId}/subscription/cancel`,
        cookie: owner.cookie,
      });
    const resume = () =>
      t.request({
        method: "POST",
        url: `/api/companies/${companyId}/subscription/resume`,
        cookie: owner.cookie,
      });
    expect((await cancel()).json().subscription.cancelAtPeriodEnd).toBe(true);
    expect((await cancel()).statusCode).toBe(409);
    expect((await resume()).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect((await cancel()).statusCode).toBe(200);
    await setPeriod(companyId, 0);
    await renewDue(t.context.db, t.context.billing, new Date(Date.now() + 1000));
    const overview = (await billing(owner.cookie, companyId)).json() as BillingOverview;
    expect(overview.subscription?.status).toBe("cancelled");
    expect(await invoicesOf(owner.cookie, companyId)).toEqual([]);
    const kinds = (await historyOf(owner.cookie, companyId)).map((event) => event.kind);
    expect(kinds).toEqual(["cancelled", "cancel_scheduled", "resumed", "cancel_scheduled", "started"]);
    // A cancelled company has no plan: nothing to change, and it may start again.
    expect((await changePlan(owner.cookie, "Enterprise", companyId)).statusCode).toBe(422);
    const restart = await t.request({
      method: "POST",
      url: `/api/companies/${companyId}/subscription`,
      cookie: owner.cookie,
      payload: { planName: "Starter" },
    });
    expect(restart.statusCode, restart.body).toBe(200);
    expect(restart.json()).toMatchObject({ subscription: { status: "active", plan: { name: "Starter" } } });
    expect(restart.json().invoiceId).toEqual(expect.any(String));
  });

  it("refuses to start a second subscription beside a live one", async () => {
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/subscription`,
      cookie: cast.owner.cookie,
      payload: { planName: "Starter" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages[0]).toContain("already has the Growth plan");
  });

  it("is for vendors' companies only", async () => {
    const company = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: cast.platformAdmin.cookie,
      payload: { name: `Leaders Co ${randomUUID().slice(0, 6)}` },
    });
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${company.json().id}/subscription`,
      cookie: cast.platformAdmin.cookie,
      payload: { planName: "Growth" },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().messages[0]).toContain("Plans are for vendors' companies");
  });

  it("refuses payment by card where no card provider is configured", async () => {
    const { owner, companyId } = await vendorOn("Starter");
    await t.context.db
      .update(subscriptions)
      .set({ status: "cancelled" })
      .where(eq(subscriptions.companyId, companyId));
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${companyId}/subscription`,
      cookie: owner.cookie,
      payload: { planName: "Growth", payment: "card" },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toContain("Payment by card is not available");
  });
});

describe("invoices", () => {
  async function activeVendor() {
    const vendor = await vendorOn("Starter");
    await endTrial(vendor.companyId);
    const [invoice] = await invoicesOf(vendor.owner.cookie, vendor.companyId);
    if (!invoice) throw new Error("no invoice");
    return { ...vendor, invoice };
  }
  const settle = (cookie: string | undefined, id: string, status: string) =>
    t.request({ method: "PATCH", url: `/api/invoices/${id}`, cookie, payload: { status } });

  it("are a PDF for the company's owners and platform admins, and unknown to anyone else", async () => {
    const { owner, invoice } = await activeVendor();
    const pdf = await t.request({
      method: "GET",
      url: `/api/invoices/${invoice.id}/pdf`,
      cookie: owner.cookie,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toContain(`summit-invoice-${invoice.number}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const admin = await t.request({
      method: "GET",
      url: `/api/invoices/${invoice.id}/pdf`,
      cookie: cast.platformAdmin.cookie,
    });
    expect(admin.statusCode).toBe(200);
    for (const cookie of [cast.owner.cookie, cast.member.cookie]) {
      const refused = await t.request({ method: "GET", url: `/api/invoices/${invoice.id}/pdf`, cookie });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().reason).toBe("NotFound");
    }
    expect((await t.request({ method: "GET", url: `/api/invoices/${invoice.id}/pdf` })).statusCode).toBe(401);
  });

  it.each<[CastRole, number]>([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 200],
  ])("are marked paid by platform admins only: %s gets %i", async (role, status) => {
    const { invoice } = await activeVendor();
    const response = await settle(cookieOf(cast, role), invoice.id, "paid");
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ status: "paid", paidAt: expect.any(String) });
  });

  it("settle once: a paid invoice cannot be voided, and unknown or malformed ids are refused", async () => {
    const { invoice } = await activeVendor();
    expect((await settle(cast.platformAdmin.cookie, invoice.id, "void")).json()).toMatchObject({
      status: "void",
    });
    const again = await settle(cast.platformAdmin.cookie, invoice.id, "paid");
    expect(again.statusCode).toBe(422);
    expect(again.json().messages[0]).toContain("is void already");
    expect((await settle(cast.platformAdmin.cookie, randomUUID(), "paid")).statusCode).toBe(404);
    expect((await settle(cast.platformAdmin.cookie, invoice.id, "open")).statusCode).toBe(400);
    expect((await settle(cast.platformAdmin.cookie, "x", "paid")).statusCode).toBe(400);
  });

  it("make a subscription past due when overdue, and active again once paid", async () => {
    const { owner, companyId, invoice } = await activeVendor();
    await renewDue(t.context.db, t.context.billing, new Date(Date.now() + 31 * DAY));
    expect(((await billing(owner.cookie, companyId)).json() as BillingOverview).subscription?.status).toBe(
      "past_due",
    );
    await settle(cast.platformAdmin.cookie, invoice.id, "paid");
    expect(((await billing(owner.cookie, companyId)).json() as BillingOverview).subscription?.status).toBe(
      "active",
    );
    const kinds = (await historyOf(owner.cookie, companyId)).map((event) => event.kind);
    expect(kinds.slice(0, 2)).toEqual(["status_changed", "status_changed"]);
  });
});

describe("the billing history", () => {
  it("is read by owners and platform admins only", async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [cast.member.cookie, 403],
      [cast.admin.cookie, 403],
      [cast.otherAdmin.cookie, 403],
      [cast.platformAdmin.cookie, 200],
    ] as const) {
      const response = await t.request({
        method: "GET",
        url: `/api/companies/${cast.companyId}/billing-history`,
        cookie,
      });
      expect(response.statusCode).toBe(status);
    }
  });

  it("cannot be changed or removed, even in the database", async () => {
    for (const statement of [
      sql`UPDATE ${billingEvents} SET kind = 'renewed' WHERE company_id = ${cast.companyId}`,
      sql`DELETE FROM ${billingEvents} WHERE company_id = ${cast.companyId}`,
    ]) {
      const error = await t.context.db.execute(statement).then(
        () => null,
        (caught: { cause?: { message?: string } }) => caught,
      );
      expect(error?.cause?.message).toBe("the billing history is append-only");
    }
    expect(await historyOf(cast.owner.cookie)).toHaveLength(1);
  });
});

describe("owners' writes", () => {
  const writes: [string, string, Record<string, unknown> | undefined][] = [
    ["PUT", "subscription/plan", { planName: "Enterprise" }],
    ["POST", "subscription/cancel", undefined],
    ["POST", "subscription", { planName: "Starter" }],
  ];
  it.each(
    writes.flatMap(([method, path, payload]) =>
      (
        [
          ["visitor", 401],
          ["member", 403],
          ["otherAdmin", 403],
          ["admin", 403],
        ] as [CastRole, number][]
      ).map(([role, status]) => [method, path, role, status, payload] as const),
    ),
  )("%s %s is refused to the %s (%i) and changes nothing", async (method, path, role, status, payload) => {
    const response = await t.request({
      method: method as "PUT" | "POST",
      url: `/api/companies/${cast.companyId}/${path}`,
      cookie: cookieOf(cast, role),
      payload,
    });
    expect(response.statusCode, response.body).toBe(status);
    expect(await historyOf(cast.owner.cookie)).toHaveLength(1);
  });

  it.each<[CastRole]>([["owner"], ["platformAdmin"]])("are made by the %s", async (role) => {
    const response = await changePlan(cookieOf(cast, role), "Enterprise");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().subscription.plan.name).toBe("Enterprise");
  });

  it("have no card portal for a company paying by invoice", async () => {
    const response = await t.request({
      method: "POST",
      url: `/api/companies/${cast.companyId}/billing-portal`,
      cookie: cast.owner.cookie,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toContain("pays by invoice");
  });
});

describe("operators", () => {
  const set = (cookie: string | undefined, payload: unknown, companyId = cast.companyId) =>
    t.request({
      method: "PUT",
      url: `/api/admin/companies/${companyId}/subscription`,
      cookie,
      payload: payload as object,
    });

  it.each<[CastRole, number]>([
    ["visitor", 401],
    ["member", 403],
    ["admin", 403],
    ["owner", 403],
    ["platformAdmin", 200],
  ])("set a contract's seats: %s gets %i", async (role, status) => {
    const response = await set(cookieOf(cast, role), { seats: 25 });
    expect(response.statusCode, response.body).toBe(status);
    const overview = (await billing(cast.owner.cookie)).json() as BillingOverview;
    expect(overview.subscription?.seats).toBe(status === 200 ? 25 : 10);
    if (status === 200) {
      expect((await historyOf(cast.owner.cookie))[0]).toMatchObject({
        kind: "seats_changed",
        actor: { id: cast.platformAdmin.id },
        before: { seats: 10 },
        after: { seats: 25 },
      });
    }
  });

  it("give a company without a subscription its plan, and refuse nonsense", async () => {
    const company = await t.request({
      method: "POST",
      url: "/api/companies",
      cookie: cast.platformAdmin.cookie,
      payload: { name: `Contract Co ${randomUUID().slice(0, 6)}` },
    });
    expect(company.statusCode, company.body).toBeLessThan(300);
    const companyId = company.json().id as string;
    expect((await set(cast.platformAdmin.cookie, { seats: 5 }, companyId)).statusCode).toBe(400);
    const created = await set(
      cast.platformAdmin.cookie,
      { planName: "Enterprise", status: "active" },
      companyId,
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ status: "active", seats: null, plan: { name: "Enterprise" } });
    for (const payload of [
      {},
      { seats: 0 },
      { seats: "many" },
      { status: "paused" },
      { planName: "Growth", extra: 1 },
    ]) {
      const refused = await set(cast.platformAdmin.cookie, payload, companyId);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await set(cast.platformAdmin.cookie, { seats: 5 }, randomUUID())).statusCode).toBe(404);
  });
});

describe("the card provider's webhook", () => {
  it("is refused while no card provider is configured", async () => {
    const response = await t.request({
      method: "POST",
      url: "/api/billing/stripe/webhook",
      headers: { "stripe-signature": "t=1,v1=abc", "content-type": "application/json" },
      payload: JSON.stringify({ id: "evt_1" }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ reason: "Invalid" });
  });
});
