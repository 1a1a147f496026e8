import { randomUUID } from "node:crypto";
import { expect, latestMailTo, test } from "./support/fixtures";

// Demo data (server/seed/demo.ts): Grace Lin owns Northwind Analytics.
const DEMO_PASSWORD = "summit-demo-password";
const NORTHWIND_OWNER = "grace.lin@demo.summit.test";

test("a link that holds no invitation says so and offers sign-in", async ({ page }) => {
  await page.goto("/signup/invite?token=not-a-real-token");
  await expect(page.getByText("This invitation link is not valid")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveCount(0);
});

test("a vendor owner invites a colleague, who signs up from the e-mailed link and joins the company", async ({
  page,
  signIn,
  expectNoAxeViolations,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const colleague = { email: `jordan-${suffix}@example.com`, name: `Jordan Lee ${suffix}` };

  await signIn(NORTHWIND_OWNER, DEMO_PASSWORD);
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage company" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Manage Northwind Analytics" })).toBeVisible();
  const companyPath = new URL(page.url()).pathname.replace(/\/manage$/, "");

  await page.getByRole("tab", { name: "Invitations" }).click();
  await page.getByLabel("Work email").fill(colleague.email);
  await page.getByLabel("Name (optional)").fill(colleague.name);
  await page.getByLabel("Message (optional)").fill("Welcome to the team!");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}.`)).toBeVisible();
  const openInvitations = page.getByRole("list", { name: "Open invitations to Northwind Analytics" });
  await expect(openInvitations.getByText(`${colleague.name} (${colleague.email})`)).toBeVisible();

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();

  const mail = await latestMailTo(colleague.email);
  expect(mail.subject).toBe("Grace Lin invited you to join Northwind Analytics on Summit");
  expect(mail.text).toContain("Welcome to the team!");
  const link = mail.text.match(/https?:\/\/\S+\/signup\/invite\?token=\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link as string);
  await expect(
    page.getByRole("heading", { level: 1, name: "Join Northwind Analytics on Summit" }),
  ).toBeVisible();
  await expect(page.getByText("Grace Lin invited you to join Northwind Analytics on Summit")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(colleague.email);
  await expect(page.getByLabel("Full name")).toHaveValue(colleague.name);
  await expectNoAxeViolations(page);
  await page.getByLabel("Job title").fill("Solutions Engineer");
  await page.getByLabel("Password").fill("a-good-long-password");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto(`${companyPath}?tab=people`);
  await expect(page.getByRole("listitem").filter({ hasText: colleague.name })).toBeVisible();
});
