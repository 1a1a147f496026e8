import type { BillingEvent, Invoice, Subscription } from "@common/billing";
import { PROFILE_PHOTO_MAX_BYTES } from "@common/constants";
import type { CustomerExperience } from "@common/performance";
import { screen, waitFor, within } from "@testing-library/react";
import { testPlans, testProfile, testSessionDevice } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const PHONE = {
  ...testSessionDevice,
  id: "session-2",
  device: "Safari 17 on iOS",
  deviceKind: "mobile",
  network: null,
  current: false,
};

const COMPANY = { id: "9b6f0e8e-4b0a-4d5e-9a43-2f9a1c3f0c11", name: "Acme Cloud" };
const VENDOR_OWNER = {
  ...testProfile,
  accountType: "vendor" as const,
  planName: "Starter",
  company: { ...COMPANY, privilege: "owner" as const },
};
const [, starter, growth] = testPlans as [unknown, Subscription["plan"], Subscription["plan"]];
const STARTER: Subscription = {
  companyId: COMPANY.id,
  plan: starter,
  seats: 3,
  status: "active",
  currentPeriodStart: "2026-11-12T00:00:00.000Z",
  currentPeriodEnd: "2026-12-12T00:00:00.000Z",
  cancelAtPeriodEnd: false,
  pendingPlanName: null,
  provider: "invoice",
};
const state = (planName: string, seats: number) => ({
  planName,
  seats,
  status: "active" as const,
  cancelAtPeriodEnd: false,
  pendingPlanName: null,
});
const STARTED: BillingEvent = {
  id: "e1",
  kind: "started",
  actor: { id: testProfile.id, name: "Ada Lovelace" },
  before: null,
  after: state("Starter", 3),
  invoiceNumber: "SUM-2026-000001",
  createdAt: "2026-11-12T00:00:00.000Z",
};
const UPGRADED: BillingEvent = {
  ...STARTED,
  id: "e2",
  kind: "upgraded",
  before: state("Starter", 3),
  after: state("Growth", 10),
  invoiceNumber: "SUM-2026-000002",
  createdAt: "2026-11-27T00:00:00.000Z",
};
const UPGRADE_INVOICE: Invoice = {
  id: "7d1c2a4e-5f7b-4c1e-8d2a-3b4c5d6e7f80",
  number: "SUM-2026-000002",
  companyId: COMPANY.id,
  billedTo: COMPANY.name,
  status: "open",
  currency: "usd",
  lines: [
    {
      description: "Growth plan, 27 Nov 2026 to 12 Dec 2026 (prorated)",
      quantity: 1,
      unitAmountCents: 75_000,
      amountCents: 75_000,
    },
    {
      description: "Unused Starter plan, 27 Nov 2026 to 12 Dec 2026",
      quantity: 1,
      unitAmountCents: -25_000,
      amountCents: -25_000,
    },
  ],
  subtotalCents: 50_000,
  taxRateBasisPoints: 2000,
  taxCents: 10_000,
  totalCents: 60_000,
  periodStart: "2026-11-27T00:00:00.000Z",
  periodEnd: "2026-12-12T00:00:00.000Z",
  issuedAt: "2026-11-27T00:00:00.000Z",
  dueAt: "2026-12-27T00:00:00.000Z",
  paidAt: null,
  voidedAt: null,
  provider: "invoice",
};
const EXPERIENCE: CustomerExperience = {
  company: COMPANY,
  plan: { name: "Starter", description: "", priceCentsPerMonth: 49_900 },
  seats: { used: 2, limit: 3 },
  meetingRequests: { used: 4, limit: 10, monthStart: "2026-11-01" },
  matchPoints: { used: 1, limit: 3 },
  trackedAccounts: { used: 12, limit: 25 },
  insightsReach: "none",
  renewsAt: "2026-12-12",
};

describe("the account page", () => {
  it("opens My profile by default and saves the name and job title", async () => {
    const { user, server } = renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "PATCH /api/profile": ({ body }) => ({ body: { ...testProfile, ...(body as object) } }),
      },
    });

    expect(await screen.findByRole("tab", { name: "My profile", selected: true })).toBeInTheDocument();
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(name).toHaveValue("Ada Lovelace");
    await user.clear(name);
    await user.type(name, "Ada King");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Your profile has been saved.")).toBeInTheDocument();
    expect(server.calls("PATCH /api/profile")[0]?.body).toEqual({
      name: "Ada King",
      jobTitle: "Chief Information Security Officer",
    });
  });

  it("uploads a photo, and refuses one that is too large before sending it", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=profile",
      signedIn: true,
      api: { "PUT /api/profile/photo": { body: { ...testProfile, photoUrl: "/uploads/ada.png" } } },
    });
    const input = await screen.findByLabelText("Upload photo");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp");

    const huge = new File([new Uint8Array(PROFILE_PHOTO_MAX_BYTES + 1)], "huge.png", { type: "image/png" });
    await user.upload(input, huge);
    expect(await screen.findByText("The photo is too large: it may be at most 5 MB.")).toBeInTheDocument();
    expect(server.calls("PUT /api/profile/photo")).toHaveLength(0);

    await user.upload(input, new File(["png"], "ada.png", { type: "image/png" }));
    expect(await screen.findByText("Your photo has been updated.")).toBeInTheDocument();
    const sent = server.calls("PUT /api/profile/photo")[0]?.body;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent as FormData).get("file")).toHaveProperty("name", "ada.png");
    await waitFor(() =>
      expect(screen.getByRole("img", { name: "Your profile photo" })).toHaveAttribute(
        "src",
        "/uploads/ada.png",
      ),
    );
  });

  it("shows a leader their free plan beside the plans for leaders", async () => {
    renderApp({
      path: "/account?tab=billing",
      signedIn: true,
      api: { "GET /api/plans": { body: { items: testPlans } } },
    });

    expect(
      await screen.findByRole("tab", { name: "Billing & Subscription", selected: true }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Your plan:/)).toHaveTextContent(
      "Your plan: Member, free for technology leaders.",
    );
    const plans = await screen.findAllByRole("heading", { level: 4 });
    expect(plans.map((plan) => plan.textContent)).toEqual(["MemberCurrent plan"]);
  });

  it("lets a vendor company's owner upgrade, then shows the new plan, its invoice and the history", async () => {
    let subscription = STARTER;
    let invoices: Invoice[] = [];
    let history: BillingEvent[] = [STARTED];
    const { user, server } = renderApp({
      path: "/account?tab=billing",
      signedIn: true,
      api: {
        "GET /api/profile": { body: VENDOR_OWNER },
        "GET /api/plans": { body: { items: testPlans } },
        [`GET /api/companies/${COMPANY.id}/billing`]: () => ({
          body: { company: COMPANY, subscription, canManage: true, cardPayments: false },
        }),
        [`GET /api/companies/${COMPANY.id}/invoices`]: () => ({ body: { items: invoices } }),
        [`GET /api/companies/${COMPANY.id}/billing-history`]: () => ({ body: { items: history } }),
        "GET /api/portal/customers/experience": { body: EXPERIENCE },
        [`PUT /api/companies/${COMPANY.id}/subscription/plan`]: () => {
          subscription = { ...STARTER, plan: growth, seats: 10 };
          invoices = [UPGRADE_INVOICE];
          history = [UPGRADED, STARTED];
          return { body: { subscription, invoiceId: UPGRADE_INVOICE.id, redirectUrl: null } };
        },
      },
    });

    expect(await screen.findByRole("heading", { name: "Acme Cloud: Starter plan" })).toBeInTheDocument();
    expect(screen.getByText(/Renews on/)).toBeInTheDocument();
    expect(await screen.findByText("Seats: 2 of 3")).toBeInTheDocument();
    expect(await screen.findByText("No invoices yet.")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upgrade to Growth" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Growth?" });
    expect(dialog).toHaveTextContent("less what is left of Starter");
    await user.click(within(dialog).getByRole("button", { name: "Upgrade to Growth" }));

    expect(
      await screen.findByText("Acme Cloud is on the Growth plan. Its invoice is below."),
    ).toBeInTheDocument();
    expect(server.calls(`PUT /api/companies/${COMPANY.id}/subscription/plan`)[0]?.body).toEqual({
      planName: "Growth",
    });
    expect(await screen.findByRole("heading", { name: "Acme Cloud: Growth plan" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Invoices" });
    expect(within(table).getByRole("rowheader", { name: "SUM-2026-000002" })).toBeInTheDocument();
    expect(within(table).getByText("$600.00")).toBeInTheDocument();
    expect(
      within(table).getByRole("link", { name: "Download invoice SUM-2026-000002 as PDF" }),
    ).toHaveAttribute("href", `/api/invoices/${UPGRADE_INVOICE.id}/pdf`);
    const list = screen.getByRole("list", { name: "Billing history" });
    expect(within(list).getByText("Upgraded from Starter to Growth")).toBeInTheDocument();
    expect(within(list).getByText(/by Ada Lovelace · invoice SUM-2026-000002/)).toBeInTheDocument();
  });

  it("shows a vendor without a company where their plan comes from", async () => {
    renderApp({
      path: "/account?tab=billing",
      signedIn: true,
      api: {
        "GET /api/profile": { body: { ...testProfile, accountType: "vendor", planName: "Growth" } },
        "GET /api/plans": { body: { items: testPlans } },
      },
    });
    expect(await screen.findByText(/Your plan comes with your company/)).toBeInTheDocument();
  });

  it("shows the user settings read-only where they cannot change, and changes the password", async () => {
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/change-password": { body: { token: null } },
      },
    });

    expect(await screen.findByRole("heading", { name: "User settings" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("ada@example.com");
    expect(await screen.findByRole("combobox", { name: "Community" })).toHaveTextContent("CISO");
    expect(screen.getByRole("heading", { name: "Login details" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Current password"), "the old password");
    await user.type(screen.getByLabelText("New password"), "the brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "the brand new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(server.calls("POST /api/auth/change-password")[0]?.body).toEqual({
      currentPassword: "the old password",
      newPassword: "the brand new password",
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });

  it("shows a refused password change in the form", async () => {
    const { user } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "POST /api/auth/change-password": {
          status: 400,
          body: { reason: "Invalid", messages: ["Invalid password"] },
        },
      },
    });

    await user.type(await screen.findByLabelText("Current password"), "a wrong password");
    await user.type(screen.getByLabelText("New password"), "the brand new password");
    await user.type(screen.getByLabelText("Confirm new password"), "the brand new password");
    await user.click(screen.getByRole("button", { name: "Change password" }));

    const form = screen.getByRole("button", { name: "Change password" }).closest("form") as HTMLElement;
    expect(await within(form).findByRole("alert")).toHaveTextContent("Invalid password");
  });

  it("offers to try again when the profile cannot be loaded", async () => {
    let failures = 0;
    const { user } = renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": () => {
          failures += 1;
          return failures === 1
            ? { status: 500, body: { reason: "InternalError", messages: ["Something broke on our side"] } }
            : { body: testProfile };
        },
      },
    });

    expect(await screen.findByText("Your profile could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue("Ada Lovelace");
  });

  it("links a member's company page, and its admin area for the company's admins", async () => {
    renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": {
          body: {
            ...testProfile,
            company: { id: "company-1", name: "Northwind Analytics", privilege: "admin" },
          },
        },
      },
    });

    expect(await screen.findByRole("heading", { name: "Your company" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toHaveAttribute(
      "href",
      "/companies/company-1",
    );
    expect(screen.getByRole("link", { name: "Manage company" })).toHaveAttribute(
      "href",
      "/companies/company-1/manage",
    );
  });

  it("shows the customer record the account was matched to, with its details, and nothing without one", async () => {
    renderApp({
      path: "/account",
      signedIn: true,
      api: {
        "GET /api/profile": {
          body: {
            ...testProfile,
            customer: { id: "customer-1", email: "ada@northwind.example", planName: "Enterprise" },
            memberData: { "Account manager": "Jo Park", Region: "EMEA", empty: "" },
          },
        },
      },
    });

    expect(await screen.findByRole("heading", { name: "Your customer record" })).toBeInTheDocument();
    expect(
      screen.getByText(/customer record for ada@northwind\.example, on the Enterprise plan/),
    ).toBeInTheDocument();
    const details = screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(details).toEqual([
      ["Account manager", "Jo Park"],
      ["Region", "EMEA"],
    ]);
  });

  it("shows no customer record when the account has none", async () => {
    renderApp({ path: "/account", signedIn: true });
    expect(await screen.findByRole("textbox", { name: "Name" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Your customer record" })).not.toBeInTheDocument();
  });

  it("lists where the member is signed in and signs out another device", async () => {
    let items = [testSessionDevice, PHONE, { ...PHONE, id: "session-3", device: "Chrome 131 on Android" }];
    const { user, server } = renderApp({
      path: "/account?tab=settings",
      signedIn: true,
      api: {
        "GET /api/account/sessions": () => ({ body: { items } }),
        "DELETE /api/account/sessions/session-2": () => {
          items = items.filter((item) => item.id !== "session-2");
          return { status: 204 };
        },
        "POST /api/account/sessions/end-others": () => {
          items = [testSessionDevice];
          return { body: { ended: 1 } };
        },
      },
    });

    const list = await screen.findByRole("list", { name: "Where you are signed in" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(within(list).getByText("This device")).toBeInTheDocument();
    expect(within(list).getByText(/From 203\.0\.113\.0\/24/)).toBeInTheDocument();
    expect(within(list).getAllByText(/From an unknown network/)).toHaveLength(2);

    await user.click(screen.getByRole("button", { name: "Sign out Safari 17 on iOS" }));
    expect(await screen.findByText("Safari 17 on iOS was signed out.")).toBeInTheDocument();
    expect(server.calls("DELETE /api/account/sessions/session-2")).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(2));

    await user.click(screen.getByRole("button", { name: "Sign out all other devices" }));
    expect(await screen.findByText("One other device was signed out.")).toBeInTheDocument();
    expect(await screen.findByText("You are signed in on this device only.")).toBeInTheDocument();
  });
});
