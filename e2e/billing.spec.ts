import { randomUUID } from "node:crypto";
import type { SignUpInput } from "@common/auth";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { expect, PASSWORD, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

// Demo data (server/seed/demo.ts): the platform admin.
const OPERATOR = "olivia.grant@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

function newVendor(plan: "Starter" | "Growth"): SignUpInput {
  const suffix = randomUUID().slice(0, 8);
  return {
    accountType: "vendor",
    plan,
    companyName: `Billing Test Co ${suffix}`,
    name: "Val Vendor",
    email: `val-${suffix}@example.com`,
    password: PASSWORD,
    jobTitle: "Chief Revenue Officer",
    industry: "Computer Software",
    revenueBand: "$10-$50 million",
  } as SignUpInput;
}

/** A platform admin's API session, as the admin console would use it. */
async function operatorSession(clientAddress: string): Promise<APIRequestContext> {
  const operator = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress },
  });
  const signedIn = await operator.post("/api/auth/sign-in/email", {
    data: { email: OPERATOR, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  return operator;
}

async function companyOf(request: APIRequestContext): Promise<string> {
  const profile = await request.get("/api/profile");
  return (await profile.json()).company.id;
}

test("a vendor owner upgrades from Starter to Growth and sees the new limits and an invoice @phone", async ({
  page,
  signUpViaApi,
  clientAddress,
  expectNoAxeViolations,
}) => {
  await signUpViaApi(newVendor("Starter"));
  const companyId = await companyOf(page.request);
  // The trial is over: the contract starts as an active Starter subscription.
  const operator = await operatorSession(clientAddress);
  const activated = await operator.put(`/api/admin/companies/${companyId}/subscription`, {
    data: { status: "active" },
  });
  expect(activated.ok(), await activated.text()).toBe(true);
  await operator.dispose();

  await page.goto("/account?tab=billing");
  await expect(page.getByRole("heading", { name: /: Starter plan$/ })).toBeVisible();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByText("Seats: 1 of 3")).toBeVisible();
  await expect(page.getByText("No invoices yet.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Upgrade to Growth" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to Growth?" });
  await expect(dialog).toContainText("less what is left of Starter");
  await dialog.getByRole("button", { name: "Upgrade to Growth" }).click();

  await expect(page.getByText(/is on the Growth plan\. Its invoice is below\./)).toBeVisible();
  await expect(page.getByRole("heading", { name: /: Growth plan$/ })).toBeVisible();
  await expect(page.getByText("Seats: 1 of 10")).toBeVisible();
  await expect(page.getByText("Match points: 0 of 10")).toBeVisible();
  await expect(page.getByText("Tracked accounts: 0 of 500")).toBeVisible();
  const invoices = page.getByRole("table", { name: "Invoices" });
  await expect(invoices.getByRole("rowheader", { name: /^SUM-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(invoices.getByText(/^Growth plan, .* \(prorated\)/)).toBeVisible();
  await expect(invoices.getByText("Open")).toBeVisible();
  const history = page.getByRole("list", { name: "Billing history" });
  await expect(history.getByText("Upgraded from Starter to Growth")).toBeVisible();
  await expectNoAxeViolations(page);

  const pdfLink = invoices.getByRole("link", { name: /^Download invoice SUM-.* as PDF$/ });
  const pdf = await page.request.get((await pdfLink.getAttribute("href")) as string);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});

test("inviting past the plan's seats is refused with the reason and the plan that has more", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(newVendor("Starter"));
  const companyId = await companyOf(page.request);
  // Starter has three seats: the owner and two invitations take them.
  for (const label of ["first", "second"]) {
    const invited = await page.request.post("/api/user/invite", {
      data: { email: `${label}-${randomUUID().slice(0, 8)}@example.com`, companyId },
    });
    expect(invited.status(), await invited.text()).toBe(201);
  }

  await page.goto(`/companies/${companyId}/manage`);
  await page.getByRole("tab", { name: "Invitations" }).click();
  await page.getByLabel("Work email").fill(`third-${randomUUID().slice(0, 8)}@example.com`);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/Starter plan has 3 seats, and each one is taken or invited/)).toBeVisible();
  await expect(page.getByText(/The Growth plan has 10 seats/)).toBeVisible();
});
