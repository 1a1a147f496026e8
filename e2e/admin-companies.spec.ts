import { randomUUID } from "node:crypto";
import type { SignUpInput } from "@common/auth";
import { request as playwrightRequest } from "@playwright/test";
import { expect, PASSWORD, signUpAndConfirm, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

// Demo data (server/seed/demo.ts): the platform admin.
const OPERATOR = "olivia.grant@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

/** A vendor who signs up with a company of that name, in a browser of their own; the company's id. */
async function vendorCompany(clientAddress: string, companyName: string): Promise<string> {
  const context = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress, origin: E2E_BASE_URL },
  });
  const vendor = {
    accountType: "vendor",
    plan: "Growth",
    companyName,
    name: "Vera Vendor",
    email: `vera-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    jobTitle: "VP Sales",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
  } as SignUpInput;
  await signUpAndConfirm(context, vendor);
  const profile = await context.get("/api/profile");
  const companyId = (await profile.json()).company?.id as string | undefined;
  await context.dispose();
  if (!companyId) throw new Error(`${companyName} was not made`);
  return companyId;
}

test("an operator merges a duplicate company, and the duplicate's old address lands on the one that stays @phone", async ({
  page,
  signIn,
  clientAddress,
  expectNoAxeViolations,
}) => {
  const name = `Helios Robotics ${randomUUID().slice(0, 6)}`;
  const intoId = await vendorCompany(clientAddress, name);
  const duplicateId = await vendorCompany(clientAddress, `${name} Ltd`);

  await signIn(OPERATOR, DEMO_PASSWORD);
  await page.goto("/admin");
  await page.getByRole("link", { name: /Companies/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Companies" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search companies" }).fill(name);
  await expect(page).toHaveURL(/\?q=Helios/);
  const duplicate = page.getByRole("article", { name: `${name} Ltd` });
  await expect(duplicate).toContainText("1 person");
  await expect(page.getByRole("article", { name, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await duplicate.getByRole("button", { name: "Merge into…" }).click();
  const dialog = page.getByRole("dialog", { name: `Merge ${name} Ltd into…` });
  await dialog.getByRole("searchbox", { name: "Find the company to merge into" }).fill(name);
  await dialog.getByRole("radio", { name: new RegExp(`^${name} ·`) }).check();
  await dialog.getByRole("button", { name: "Continue" }).click();
  const confirm = page.getByRole("dialog", { name: `Merge ${name} Ltd into ${name}?` });
  await expect(confirm).toContainText(`${name} Ltd's 1 person and 1 admin move to ${name}`);
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Merge" }).click();
  await expect(page.getByText(`${name} Ltd was merged into ${name}.`)).toBeVisible();
  await expect(duplicate).toHaveCount(0);
  await expect(page.getByRole("article", { name, exact: true })).toContainText("2 people");

  await page.goto(`/companies/${duplicateId}?tab=people`);
  await expect(page).toHaveURL(new RegExp(`/companies/${intoId}\\?tab=people$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});
