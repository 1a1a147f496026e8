import { randomUUID } from "node:crypto";
import { SUSPENDED_MESSAGE } from "@common/constants";
import { expect, newLeader, PASSWORD, signUpAndConfirm, test } from "./support/fixtures";

// Demo data (server/seed/demo.ts): the platform admin.
const OPERATOR = "olivia.grant@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

test("an operator finds a member by part of their e-mail, suspends them mid-session and restores them @phone", async ({
  page,
  browser,
  signIn,
  clientAddress,
  expectNoAxeViolations,
}) => {
  const tag = randomUUID().slice(0, 8);
  const member = newLeader({ name: `Milo Marsh ${tag}`, email: `milo.marsh.${tag}@contoso.example` });

  // The member, signed in in a browser of their own.
  const theirs = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientAddress } });
  const theirPage = await theirs.newPage();
  await signUpAndConfirm(theirPage.request, member);
  await theirPage.goto("/");
  await expect(theirPage.getByRole("button", { name: "Open profile menu" })).toBeVisible();

  await signIn(OPERATOR, DEMO_PASSWORD);
  await page.goto("/admin");
  await page.getByRole("link", { name: /People/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "People" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Name, e-mail or company" }).fill(`marsh.${tag}@conto`);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=marsh\\.${tag}%40conto`));
  const people = page.getByRole("table", { name: "People" });
  await expect(people.getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await people.getByRole("link", { name: member.name }).click();

  await expect(page.getByRole("heading", { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByRole("table", { name: "Open sessions" }).getByRole("row")).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Suspend" }).click();
  await page
    .getByRole("dialog", { name: `Suspend ${member.name}?` })
    .getByRole("button", { name: "Suspend" })
    .click();
  await expect(page.getByText(/^Suspended /)).toBeVisible();
  await expect(page.getByText("No open session: they are signed out everywhere.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Their open session stops on its next request, and signing in again is refused, saying why.
  await theirPage.reload();
  await expect(theirPage.getByRole("button", { name: "Open profile menu" })).toHaveCount(0);
  await theirPage.goto("/auth");
  await theirPage.getByLabel("Email").fill(member.email);
  await theirPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await theirPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(theirPage.getByText(SUSPENDED_MESSAGE)).toBeVisible();
  await expect(theirPage.getByRole("button", { name: "Send a new link" })).toHaveCount(0);

  await page.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await theirPage.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await theirPage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(theirPage.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await theirs.close();

  // Both actions are on the record.
  await page.getByRole("link", { name: "Admin actions on them" }).click();
  await expect(page.getByRole("article", { name: /^Suspended a member/ })).toHaveCount(1);
  await expect(page.getByRole("article", { name: /^Restored a member/ })).toHaveCount(1);
});
