import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, newLeader, test } from "./support/fixtures";

// Demo vendors (server/seed/demo.ts): each owns the company they signed up with.
const DEMO_PASSWORD = "summit-demo-password";
const NORTHWIND_OWNER = "grace.lin@demo.summit.test";
const BASTION_OWNER = "hannah.weiss@demo.summit.test";
const LEDGERLY_OWNER = "omar.farouk@demo.summit.test";

async function companyId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/search/company?search=${encodeURIComponent(name)}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`no demo company named ${name}`);
  return company.id;
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
}

test("a visitor finds a company from Discover and opens its page", async ({ page }) => {
  await page.goto("/discover?search=northwind");
  const matches = page.getByRole("list", { name: "Companies matching “northwind”" });
  await matches.getByRole("link", { name: /Northwind Analytics/ }).click();

  await expect(page).toHaveURL(/\/companies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to follow" })).toBeVisible();
  await page.getByRole("tab", { name: "People" }).click();
  await expect(
    page.getByRole("heading", { name: "Sign in to see who works at Northwind Analytics" }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\?tab=people$/);
});

test("a vendor edits their company's description and adds a product that visitors then see", async ({
  page,
  browser,
  signIn,
}) => {
  const description = `Forecasts for retail supply chains (${randomUUID().slice(0, 8)}).`;
  const product = `Northwind Forecast ${randomUUID().slice(0, 8)}`;
  await signIn(NORTHWIND_OWNER, DEMO_PASSWORD);
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Northwind Analytics" })).toBeVisible();

  await page.getByRole("textbox", { name: "Description" }).fill(description);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The company profile has been saved.")).toBeVisible();

  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a product" });
  await dialog.getByRole("textbox", { name: "Product name" }).fill(product);
  await dialog.getByRole("textbox", { name: "Description" }).fill("Demand forecasting for retailers.");
  await expect(dialog.getByRole("combobox", { name: "Product owner" })).toHaveValue("Grace Lin");
  await dialog.getByRole("button", { name: "Add product" }).click();
  await expect(page.getByText(`${product} has been added.`)).toBeVisible();
  const companyPath = new URL(page.url()).pathname.replace(/\/manage$/, "");

  // What a visitor sees on the public page.
  const visitor = await browser.newPage();
  await visitor.goto(companyPath);
  await expect(visitor.getByText(description)).toBeVisible();
  await visitor.getByRole("tab", { name: "Products" }).click();
  await expect(visitor.getByRole("heading", { name: product })).toBeVisible();
  await visitor.close();
});

test("a leader follows a company and asks for admin rights, and an owner approves", async ({
  page,
  signUpViaApi,
  signIn,
}) => {
  const leader = await signUpViaApi(newLeader({ name: `Erin ${randomUUID().slice(0, 6)}` }));
  const id = await companyId(page, "Bastion Security");
  await page.goto(`/companies/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Bastion Security" })).toBeVisible();

  await page.getByRole("button", { name: "Follow", exact: true }).click();
  await expect(page.getByRole("button", { name: "Following" })).toBeVisible();
  await expect(page.getByText("You now follow Bastion Security.")).toBeVisible();

  await page.getByRole("button", { name: "Request admin rights" }).click();
  const dialog = page.getByRole("dialog", { name: "Request admin rights" });
  await dialog
    .getByRole("textbox", { name: /Message to the owners/ })
    .fill("I run the security partnership.");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Admin request pending")).toBeVisible();
  await signOut(page);

  await signIn(BASTION_OWNER, DEMO_PASSWORD);
  await page.goto(`/companies/${id}/manage?tab=admins`);
  await expect(page.getByText("“I run the security partnership.”")).toBeVisible();
  await page.getByRole("button", { name: `Approve ${leader.name}` }).click();
  await expect(page.getByText(`${leader.name} is now an admin of Bastion Security.`)).toBeVisible();
  await expect(page.getByRole("list", { name: "Admins of Bastion Security" })).toContainText(leader.name);
  await signOut(page);

  await signIn(leader.email, leader.password);
  await page.goto(`/companies/${id}`);
  await expect(page.getByRole("link", { name: "Manage company" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Request admin rights" })).toHaveCount(0);
});

test("a vendor chooses the intent types their company sells into, which become their match points", async ({
  page,
  signIn,
}) => {
  await signIn(LEDGERLY_OWNER, DEMO_PASSWORD);
  await page.goto(`/companies/${await companyId(page, "Ledgerly")}/manage`);
  await page.getByRole("tab", { name: "Match points" }).click();
  await expect(page.getByRole("checkbox", { name: "ERP & Finance Systems" })).toBeChecked();

  await page.getByRole("checkbox", { name: "Financial Planning" }).check();
  await page.getByRole("button", { name: "Save match points" }).click();
  await expect(page.getByText("Match points saved: 2 intent types.")).toBeVisible();
  const matchPoints = await page.request.get("/api/decisions/intent-types");
  expect(await matchPoints.json()).toEqual({ items: ["All", "ERP & Finance Systems", "Financial Planning"] });

  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Financial Planning" })).toBeChecked();
  // Leave the demo company as it was for the tests that follow.
  await page.getByRole("checkbox", { name: "Financial Planning" }).uncheck();
  await page.getByRole("button", { name: "Save match points" }).click();
  await expect(page.getByText("Match points saved: 1 intent type.")).toBeVisible();
});

test.describe("accessibility", () => {
  test("@phone /companies has no axe violations", async ({ page, expectNoAxeViolations }) => {
    await page.goto("/companies");
    await expect(page.getByRole("heading", { name: "Northwind Analytics" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("@phone a company page has no axe violations", async ({ page, expectNoAxeViolations }) => {
    await page.goto(`/companies/${await companyId(page, "Ledgerly")}`);
    await expect(page.getByRole("heading", { level: 1, name: "Ledgerly" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("@phone a company page has no axe violations for a member", async ({
    page,
    signUpViaApi,
    expectNoAxeViolations,
  }) => {
    await signUpViaApi();
    await page.goto(`/companies/${await companyId(page, "Ledgerly")}?tab=people`);
    await expect(page.getByRole("heading", { level: 1, name: "Ledgerly" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "People" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
