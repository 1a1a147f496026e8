import type { BillingOverview, Invoice, SetSubscriptionInput, Subscription } from "@common/billing";
import type { Employee } from "@common/companies";
import { screen, within } from "@testing-library/react";
import { PAGE_TEST_TIMEOUT, platformAdminProfile, preparePageTests } from "@web/lib/posts/post-fixtures";
import { type ApiHandler, type ApiRequest, adminSession, testPlans } from "@web/test/api-mock";
import { axeViolations } from "@web/test/axe";
import { renderApp } from "@web/test/render-app";
import { PHONE, setViewport } from "@web/test/viewport";
import { describe, expect, it } from "vitest";

const COMPANY_ID = "6f1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
const PATH = `/admin/companies/${COMPANY_ID}/billing`;
const OPEN_ID = "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e01";
const SECOND_OPEN_ID = "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e02";
const PAID_ID = "7a1c1d7e-2a7b-4f7e-9a51-3f5d2c9b8e03";

const plan = (name: string) => {
  const found = testPlans.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No test plan ${name}`);
  return found;
};

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    companyId: COMPANY_ID,
    plan: plan("Growth"),
    seats: 10,
    status: "active",
    currentPeriodStart: "2026-11-01T00:00:00.000Z",
    currentPeriodEnd: "2026-12-01T00:00:00.000Z",
    cancelAtPeriodEnd: false,
    pendingPlanName: null,
    provider: "invoice",
    ...overrides,
  };
}

function invoice(id: string, number: string, overrides: Partial<Invoice> = {}): Invoice {
  return {
    id,
    number,
    companyId: COMPANY_ID,
    billedTo: "Acme",
    status: "open",
    currency: "usd",
    lines: [{ description: "Growth plan", quantity: 1, unitAmountCents: 149_900, amountCents: 149_900 }],
    subtotalCents: 149_900,
    taxRateBasisPoints: 0,
    taxCents: 0,
    totalCents: 149_900,
    periodStart: "2026-11-01T00:00:00.000Z",
    periodEnd: "2026-12-01T00:00:00.000Z",
    issuedAt: "2026-11-01T00:00:00.000Z",
    dueAt: "2099-12-01T12:00:00.000Z",
    paidAt: null,
    voidedAt: null,
    provider: "invoice",
    ...overrides,
  };
}

const people = (count: number): Employee[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `user-${index + 10}`,
    name: `Person ${index + 1}`,
    jobTitle: null,
    photoUrl: null,
    privilege: null,
  }));

/** A server that keeps the subscription and invoices in memory, so that changes show in the next read. */
function billingServer({
  current = subscription() as Subscription | null,
  invoices = [
    invoice(OPEN_ID, "SUM-0002"),
    invoice(PAID_ID, "SUM-0001", { status: "paid", paidAt: "2026-10-05T12:00:00.000Z" }),
  ],
  linked = 4,
  extra = {} as Record<string, ApiHandler>,
} = {}) {
  let state = current;
  const overview = (): BillingOverview => ({
    company: { id: COMPANY_ID, name: "Acme" },
    subscription: state,
    canManage: true,
    cardPayments: false,
  });
  const settle = ({ path, body }: ApiRequest) => {
    const index = invoices.findIndex((entry) => path.endsWith(entry.id));
    const status = (body as { status: "paid" | "void" }).status;
    invoices[index] = { ...(invoices[index] as Invoice), status };
    return { body: invoices[index] };
  };
  return {
    "GET /api/auth/get-session": { body: adminSession },
    "GET /api/profile": { body: platformAdminProfile },
    "GET /api/plans": { body: { items: testPlans } },
    [`GET /api/companies/${COMPANY_ID}/billing`]: () => ({ body: overview() }),
    [`GET /api/companies/${COMPANY_ID}/employees`]: { body: { items: people(linked), nextCursor: null } },
    [`GET /api/companies/${COMPANY_ID}/invoices`]: () => ({ body: { items: invoices } }),
    [`PUT /api/admin/companies/${COMPANY_ID}/subscription`]: ({ body }: ApiRequest) => {
      const input = body as SetSubscriptionInput;
      const chosen = input.planName ? plan(input.planName) : (state?.plan ?? plan("Starter"));
      state = {
        ...subscription(),
        ...state,
        plan: chosen,
        seats: input.seats === undefined ? chosen.seats : input.seats,
      };
      return { body: state };
    },
    ...Object.fromEntries(invoices.map((entry) => [`PATCH /api/invoices/${entry.id}`, settle])),
    ...extra,
  };
}

const heading = () => screen.findByRole("heading", { level: 1, name: "Acme: plan and billing" });

describe("a company's plan and billing in the admin console", PAGE_TEST_TIMEOUT, () => {
  preparePageTests(() => import("./company-billing-page"));

  it("shows the plan, the seats people fill against those bought, and the invoices", async () => {
    renderApp({ path: PATH, signedIn: true, api: billingServer() });
    await heading();
    expect(screen.getByRole("heading", { name: "Growth plan" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByText(/\$1,499 per month · billed by invoice/)).toBeInTheDocument();
    const seats = await screen.findByRole("group", { name: "Seats" });
    expect(seats).toHaveTextContent("Seats bought10People linked4Seats free6");

    const table = await screen.findByRole("table", { name: "Invoices" });
    const open = within(table).getByRole("row", { name: /SUM-0002/ });
    expect(open).toHaveTextContent("$1,499.00");
    expect(open).toHaveTextContent("Opendue Dec 1, 2099");
    expect(within(open).getByRole("link", { name: "Download invoice SUM-0002 as PDF" })).toHaveAttribute(
      "href",
      `/api/invoices/${OPEN_ID}/pdf`,
    );
    const paid = within(table).getByRole("row", { name: /SUM-0001/ });
    expect(paid).toHaveTextContent("Paidpaid Oct 5, 2026");
    expect(within(paid).queryByRole("button")).not.toBeInTheDocument();
  });

  it("sets a plan with the seats it comes with, then the seats alone, each after asking", async () => {
    const { user, server } = renderApp({ path: PATH, signedIn: true, api: billingServer() });
    await heading();
    const change = screen.getByRole("button", { name: "Change plan and seats" });
    expect(change).toBeDisabled();

    await user.selectOptions(screen.getByLabelText("Plan"), "Enterprise ($4,999 per month)");
    expect(screen.getByRole("checkbox", { name: "Unlimited seats" })).toBeChecked();
    expect(screen.getByRole("spinbutton", { name: "Seats" })).toBeDisabled();
    await user.click(change);
    const confirm = await screen.findByRole("dialog", {
      name: "Put Acme on the Enterprise plan with unlimited seats?",
    });
    await user.click(within(confirm).getByRole("button", { name: "Set the plan" }));
    expect(
      await screen.findByText("Acme is on the Enterprise plan with unlimited seats."),
    ).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Enterprise plan" })).toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Unlimited seats" }));
    await user.type(screen.getByRole("spinbutton", { name: "Seats" }), "3");
    await user.click(screen.getByRole("button", { name: "Change plan and seats" }));
    const seats = await screen.findByRole("dialog", { name: "Give Acme 3 seats?" });
    // Four people are linked to the company: the operator is told before going on.
    expect(seats).toHaveTextContent("4 people are linked to Acme: more than the seats.");
    await user.click(within(seats).getByRole("button", { name: "Set the seats" }));
    expect(await screen.findByText("Acme is on the Enterprise plan with 3 seats.")).toBeInTheDocument();

    expect(
      server.calls(`PUT /api/admin/companies/${COMPANY_ID}/subscription`).map((call) => call.body),
    ).toEqual([{ planName: "Enterprise", seats: null }, { seats: 3 }]);
  });

  it("asks for a whole number of seats before sending anything", async () => {
    const { user, server } = renderApp({ path: PATH, signedIn: true, api: billingServer() });
    await heading();
    const field = screen.getByRole("spinbutton", { name: "Seats" });
    await user.clear(field);
    await user.type(field, "0");
    await user.click(screen.getByRole("button", { name: "Change plan and seats" }));
    expect(await screen.findByText("Enter a whole number of seats from 1 to 100,000.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(server.calls(`PUT /api/admin/companies/${COMPANY_ID}/subscription`)).toHaveLength(0);
  });

  it("starts a plan for a company that has none", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: billingServer({ current: null, invoices: [] }),
    });
    await heading();
    expect(screen.getByText(/Acme has no plan yet/)).toBeInTheDocument();
    expect(await screen.findByText(/No invoices yet/)).toBeInTheDocument();
    expect(await screen.findByRole("group", { name: "Seats" })).toHaveTextContent("People linked4");
    await user.selectOptions(screen.getByLabelText("Plan"), "Starter ($499 per month)");
    expect(screen.getByRole("spinbutton", { name: "Seats" })).toHaveValue(3);
    await user.click(screen.getByRole("button", { name: "Start the plan" }));
    const confirm = await screen.findByRole("dialog", { name: "Put Acme on the Starter plan with 3 seats?" });
    expect(confirm).toHaveTextContent("The subscription starts today");
    await user.click(within(confirm).getByRole("button", { name: "Set the plan" }));
    expect(await screen.findByRole("heading", { name: "Starter plan" })).toBeInTheDocument();
    expect(server.calls(`PUT /api/admin/companies/${COMPANY_ID}/subscription`)[0]?.body).toEqual({
      planName: "Starter",
      seats: 3,
    });
  });

  it("marks one open invoice paid and voids another, each after asking", async () => {
    const { user, server } = renderApp({
      path: PATH,
      signedIn: true,
      api: billingServer({
        invoices: [invoice(SECOND_OPEN_ID, "SUM-0003"), invoice(OPEN_ID, "SUM-0002", { totalCents: 50_000 })],
      }),
    });
    const table = await screen.findByRole("table", { name: "Invoices" });
    await user.click(within(table).getByRole("button", { name: "Mark invoice SUM-0002 paid" }));
    const paid = await screen.findByRole("dialog", { name: "Mark invoice SUM-0002 paid?" });
    expect(paid).toHaveTextContent("Mark it paid once $500.00 has arrived.");
    await user.click(within(paid).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("Invoice SUM-0002 marked paid.")).toBeInTheDocument();
    expect(await within(table).findByRole("row", { name: /SUM-0002 .*Paid/ })).toBeInTheDocument();

    await user.click(within(table).getByRole("button", { name: "Void invoice SUM-0003" }));
    const voiding = await screen.findByRole("dialog", { name: "Void invoice SUM-0003?" });
    await user.click(within(voiding).getByRole("button", { name: "Void invoice" }));
    expect(await screen.findByText("Invoice SUM-0003 voided.")).toBeInTheDocument();

    expect(server.calls(`PATCH /api/invoices/${OPEN_ID}`).map((call) => call.body)).toEqual([
      { status: "paid" },
    ]);
    expect(server.calls(`PATCH /api/invoices/${SECOND_OPEN_ID}`).map((call) => call.body)).toEqual([
      { status: "void" },
    ]);
  });

  it("tells the operator why an invoice was not settled", async () => {
    const { user } = renderApp({
      path: PATH,
      signedIn: true,
      api: billingServer({
        extra: {
          [`PATCH /api/invoices/${OPEN_ID}`]: {
            status: 422,
            body: {
              reason: "Failure",
              messages: ["Invoice SUM-0002 is paid already: only open invoices change."],
            },
          },
        },
      }),
    });
    const table = await screen.findByRole("table", { name: "Invoices" });
    await user.click(within(table).getByRole("button", { name: "Mark invoice SUM-0002 paid" }));
    const confirm = await screen.findByRole("dialog", { name: "Mark invoice SUM-0002 paid?" });
    await user.click(within(confirm).getByRole("button", { name: "Mark paid" }));
    expect(
      await screen.findByText("Invoice SUM-0002 is paid already: only open invoices change."),
    ).toBeInTheDocument();
  });

  it("keeps the page when the invoices or the people cannot be read, and says so", async () => {
    const failure = { status: 500, body: { reason: "Failure", messages: ["Something went wrong."] } };
    renderApp({
      path: PATH,
      signedIn: true,
      api: billingServer({
        extra: {
          [`GET /api/companies/${COMPANY_ID}/invoices`]: failure,
          [`GET /api/companies/${COMPANY_ID}/employees`]: failure,
        },
      }),
    });
    await heading();
    expect(await screen.findByText("The invoices could not be loaded")).toBeInTheDocument();
    expect(await screen.findByText("The company's people could not be counted")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change plan and seats" })).toBeInTheDocument();
  });

  it("says when there is no such company, asking nothing for an address that cannot name one", async () => {
    const { unmount } = renderApp({
      path: PATH,
      signedIn: true,
      api: billingServer({
        extra: {
          [`GET /api/companies/${COMPANY_ID}/billing`]: {
            status: 404,
            body: { reason: "NotFound", messages: ["Company not found."] },
          },
        },
      }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeInTheDocument();
    unmount();
    const { server } = renderApp({
      path: "/admin/companies/not-an-id/billing",
      signedIn: true,
      api: billingServer(),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.startsWith("/api/companies"))).toEqual([]);
  });

  describe.each([
    ["desktop", false],
    ["phone", true],
  ])("at %s width", (_width, phone) => {
    it("has no axe violations, with a confirmation open too", async () => {
      if (phone) setViewport(PHONE);
      const { user } = renderApp({ path: PATH, signedIn: true, api: billingServer() });
      await heading();
      const table = await screen.findByRole("table", { name: "Invoices" });
      await screen.findByRole("group", { name: "Seats" });
      expect(await axeViolations()).toEqual([]);
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
      await user.click(within(table).getByRole("button", { name: "Void invoice SUM-0002" }));
      const confirm = await screen.findByRole("dialog", { name: "Void invoice SUM-0002?" });
      expect(await axeViolations(confirm)).toEqual([]);
    });
  });
});
