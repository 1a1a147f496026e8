import { randomUUID } from "node:crypto";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { expect, newLeader, signUpAndConfirm, test } from "./support/fixtures";
import { E2E_BASE_URL } from "./support/server";

// Demo data (server/seed/demo.ts): the platform admin.
const OPERATOR = "olivia.grant@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

/** A member of their own, signed in through the API, as another browser would be. */
async function memberSession(clientAddress: string, name: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({
    baseURL: E2E_BASE_URL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress, origin: E2E_BASE_URL },
  });
  await signUpAndConfirm(context, newLeader({ name }));
  return context;
}

test("an operator hides a reported post and finds it in the audit log, filtered and exported @phone", async ({
  page,
  signIn,
  clientAddress,
  expectNoAxeViolations,
}) => {
  const tag = randomUUID().slice(0, 8);
  const author = await memberSession(clientAddress, `Rex ${tag}`);
  const posted = await author.post("/api/posts", { data: { body: `Buy followers now (${tag})` } });
  expect(posted.status(), await posted.text()).toBe(201);
  const postId = (await posted.json()).id as string;
  const reporter = await memberSession(clientAddress, `Rita ${tag}`);
  const reported = await reporter.post(`/api/posts/${postId}/reports`, { data: { reason: "spam" } });
  expect(reported.status(), await reported.text()).toBe(204);
  await Promise.all([author.dispose(), reporter.dispose()]);

  await signIn(OPERATOR, DEMO_PASSWORD);
  await page.goto("/moderation");
  const report = page.getByRole("article", { name: `Report of Rex ${tag}'s post` });
  await report.getByRole("button", { name: "Hide post" }).click();
  await expect(page.getByText("The post is hidden.")).toBeVisible();

  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin console" })).toBeVisible();
  await page.getByRole("link", { name: /Audit log/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  await page.getByLabel("Target id").fill(postId);
  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Resolved a report" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/action=report\.resolved/);
  const entry = page.getByRole("article", { name: "Resolved a report: A report on a post" });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("decision");
  await expect(entry).toContainText("hidden");
  await expect(entry).toContainText(OPERATOR);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("summit-audit-log.csv");
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString("utf8");
  expect(text.split("\n")[0]).toContain("time,admin,admin e-mail,action");
  expect(text).toContain("Resolved a report");
  expect(text).toContain(postId);
});

test("the console is a page that is not there for a member who is not a platform admin", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi();
  for (const path of ["/admin", "/admin/audit-log"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
  const api = await page.request.get("/api/admin/audit-log");
  expect(api.status()).toBe(403);
});

test("an operator adds and renames a reference name, sees both in the audit log, and opens Health @phone", async ({
  page,
  signIn,
  expectNoAxeViolations,
}) => {
  const name = `Quantum services ${randomUUID().slice(0, 6)}`;
  await signIn(OPERATOR, DEMO_PASSWORD);
  await page.goto("/admin/reference-data");
  await expect(page.getByRole("heading", { level: 1, name: "Reference lists" })).toBeVisible();
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const add = page.getByRole("dialog", { name: "Add to Industries" });
  await add.getByLabel("Name").fill(name);
  await add.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText(`“${name}” added.`)).toBeVisible();

  await page.getByRole("searchbox", { name: "Search industries" }).fill(name);
  const list = page.getByRole("list", { name: "Industries" });
  await list.getByRole("button", { name: `Rename ${name}` }).click();
  const rename = page.getByRole("dialog", { name: `Rename “${name}”` });
  await rename.getByLabel("Name").fill(`${name} (renamed)`);
  await rename.getByRole("button", { name: "Save" }).click();
  await expect(list.getByText(`${name} (renamed)`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/admin/audit-log?action=reference-item.changed");
  await expect(
    page.getByRole("article", { name: `Renamed or moved a reference item: industries: ${name} (renamed)` }),
  ).toContainText(`${name} → ${name} (renamed)`);

  await page.goto("/admin/health");
  await expect(page.getByRole("table", { name: "Jobs by queue and state" })).toBeVisible();
  await expect(page.getByText(/in all\./)).toBeVisible();
  await expectNoAxeViolations(page);
});
