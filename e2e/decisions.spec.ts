import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

// A demo vendor (server/seed/demo.ts) of the company the leader shares with by name, and a demo
// leader at Cartwell Retail, an account Northwind tracks (server/seed/demo-insights.ts).
const NORTHWIND_VENDOR = "grace.lin@demo.summit.test";
const CARTWELL_LEADER = "priya.nair@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
}

test("@phone a leader declares a decision cycle shared by name, moves it on, sees it in the privacy centre, and the named vendor sees it", async ({
  page,
  signUpViaApi,
  signIn,
  expectNoAxeViolations,
}) => {
  await signUpViaApi();
  await page.goto("/decisions");
  // Nothing of a new leader's counts until they agree.
  const consent = page.getByRole("region", { name: "Share your company's interest with vendors?" });
  await expect(consent).toContainText("Until you agree, nothing you do is kept");
  await expectNoAxeViolations(page);
  await consent.getByRole("button", { name: "Share my interest" }).click();
  await expect(consent).toBeHidden();
  await expect(page.getByText("No decision cycles yet")).toBeVisible();

  await page.getByRole("button", { name: "Declare a decision cycle" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Declare a decision cycle" });
  await dialog.getByRole("combobox", { name: "Intent type" }).click();
  await page.getByRole("option", { name: "Analytics & BI" }).click();
  await dialog.getByRole("spinbutton", { name: "People involved in the decision" }).fill("5");
  await dialog.getByRole("radio", { name: /Vendors I name/ }).check();
  await dialog.getByRole("combobox", { name: "Vendors to share with" }).fill("Northwind");
  await page.getByRole("option", { name: "Northwind Analytics" }).click();
  await dialog.getByRole("button", { name: "Declare cycle" }).click();
  await expect(page.getByText("Decision cycle for Analytics & BI declared.")).toBeVisible();

  const card = page.getByRole("article", { name: "Analytics & BI" });
  await expect(card).toContainText("Shared by name with Northwind Analytics");
  await card.getByRole("button", { name: "Move to Consideration" }).click();
  await expect(page.getByText("Analytics & BI moved to Consideration.")).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("article", { name: "Analytics & BI" }).getByLabel("Stage 2 of 4: Consideration"),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Privacy centre" }).click();
  const added = page.getByRole("table", { name: "Points by week, intent type and action" });
  await expect(added).toContainText("Analytics & BI");
  await expect(added).toContainText("decision cycles shared");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Pause contributing" }).click();
  await expect(page.getByRole("heading", { name: "Contributing is paused" })).toBeVisible();
  await page.getByRole("button", { name: "Resume contributing" }).click();
  await expect(page.getByRole("heading", { name: "You are contributing" })).toBeVisible();

  const leaderId = ((await (await page.request.get("/api/profile")).json()) as { id: string }).id;
  await logOut(page);

  await signIn(NORTHWIND_VENDOR, DEMO_PASSWORD);
  const shared = await page.request.get(`/api/decisions/user-overview/${leaderId}/cycles`);
  expect(shared.status()).toBe(200);
  const { items } = (await shared.json()) as {
    items: { intentType: string; stage: string; visibility: null }[];
  };
  expect(items).toEqual([
    expect.objectContaining({ intentType: "Analytics & BI", stage: "consideration", visibility: null }),
  ]);
});

test("@phone a leader shares a cycle with matched vendors; a vendor sees the account's stage and a highlight, opens why and exports the view; the leader pauses and the vendor's view changes", async ({
  page,
  signIn,
  expectNoAxeViolations,
}) => {
  const view = "/decisions?matchPoint=Analytics+%26+BI";
  // The accounts are a table on desktops and a list of cards on phones.
  const cartwell = (where: Page) =>
    where
      .getByRole("table", { name: "Accounts", exact: true })
      .or(where.getByRole("list", { name: "Accounts", exact: true }))
      .locator("tr, li")
      .filter({ hasText: "Cartwell Retail" });
  const sharedSentence =
    "A leader at Cartwell Retail shared a decision cycle for Analytics & BI at the Decision stage";

  await signIn(CARTWELL_LEADER, DEMO_PASSWORD);
  await page.goto("/decisions/privacy");
  // A second run (the other screen size, a retry) finds the leader paused by the first.
  const status = page.getByRole("heading", { name: /^(You are contributing|Contributing is paused)$/ });
  if ((await status.textContent()) === "Contributing is paused") {
    await page.getByRole("button", { name: "Resume contributing" }).click();
  }
  await expect(page.getByRole("heading", { name: "You are contributing" })).toBeVisible();
  await page.goto("/decisions");
  await page.getByRole("button", { name: "Declare a decision cycle" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Declare a decision cycle" });
  await dialog.getByRole("combobox", { name: "Intent type" }).click();
  await page.getByRole("option", { name: "Analytics & BI" }).click();
  await dialog.getByRole("combobox", { name: "Stage" }).click();
  await page.getByRole("option", { name: "Decision" }).click();
  await dialog.getByRole("radio", { name: /Vendors matched to this intent type/ }).check();
  await dialog.getByRole("button", { name: "Declare cycle" }).click();
  await expect(page.getByText("Decision cycle for Analytics & BI declared.")).toBeVisible();
  await logOut(page);

  await signIn(NORTHWIND_VENDOR, DEMO_PASSWORD);
  await page.goto(view);
  await expect(cartwell(page)).toContainText("Decision");
  await expect(cartwell(page)).toContainText("declared");
  await expect(page.getByRole("list", { name: "Highlights" })).toContainText(sharedSentence);
  await expectNoAxeViolations(page);

  await cartwell(page)
    .getByRole("button", { name: /^Why Cartwell Retail scores/ })
    .click();
  const why = page.getByRole("dialog");
  await expect(why.getByRole("table", { name: "Points by week and kind of action" })).toBeVisible();
  await expect(why.getByRole("img", { name: /Points by week from Cartwell Retail/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await why.getByRole("button", { name: "Close" }).click();
  await expect(why).toBeHidden();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = fs.readFileSync((await (await download).path()) ?? "", "utf8");
  expect(csv.split("\n")[0]).toContain("account,industry,size");
  expect(csv).toMatch(/^Cartwell Retail,.*,Analytics & BI,\d+,(yes|no),(yes|no),decision,declared,/m);
  await logOut(page);

  await signIn(CARTWELL_LEADER, DEMO_PASSWORD);
  await page.goto("/decisions/privacy");
  await page.getByRole("button", { name: "Pause contributing" }).click();
  await expect(page.getByRole("heading", { name: "Contributing is paused" })).toBeVisible();
  await logOut(page);

  // A paused leader's cycle no longer reaches vendors: the stage is inferred again, and the highlight is gone.
  await signIn(NORTHWIND_VENDOR, DEMO_PASSWORD);
  await page.goto(view);
  await expect(cartwell(page)).toContainText("inferred");
  await expect(page.getByRole("list", { name: "Highlights" })).not.toContainText(sharedSentence);
});

test("@phone a vendor reads its performance over a range and a match point, as a chart and as a table, downloads it, and reads its dashboard", async ({
  page,
  signIn,
  expectNoAxeViolations,
}) => {
  await signIn(NORTHWIND_VENDOR, DEMO_PASSWORD);
  await page.goto("/decisions");
  await page.getByRole("tab", { name: "Performance" }).click();
  await page.getByRole("button", { name: "30 days" }).click();
  await page.getByRole("combobox", { name: "Match point" }).click();
  await page.getByRole("option", { name: "Analytics & BI" }).click();
  await expect(page).toHaveURL(/tab=performance/);
  await expect(page).toHaveURL(/matchPoint=Analytics/);
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);

  // The demo vendor's pages were viewed on most days of the last month (server/seed/demo-performance.ts).
  const totals = page.getByRole("group", { name: /Totals for the period/ });
  await expect(totals.getByRole("button", { name: /Company page views/ })).toContainText(/[1-9]/);
  await expect(page.getByRole("img", { name: /Company page views per day/ })).toBeVisible();
  await expect(page.getByText(/\(30 days, UTC\), against/)).toBeVisible();
  await expectNoAxeViolations(page);

  const panel = page.getByRole("region", { name: "Company page views per day" });
  await panel.getByRole("button", { name: "Table" }).click();
  const table = panel.getByRole("region", { name: "Company page views per day, as a table" });
  await expect(table.getByRole("row")).toHaveCount(31);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "CSV", exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^summit-performance-analytics-bi-.*-profileViews\.csv$/);
  const csv = fs
    .readFileSync((await file.path()) ?? "", "utf8")
    .trim()
    .split("\n");
  expect(csv[0]).toBe("Date,This period,Previous period's date,Previous period");
  expect(csv).toHaveLength(31);
  expect(csv.slice(1).some((line) => /^\d{4}-\d{2}-\d{2},[1-9]/.test(line))).toBe(true);

  await page.getByRole("tab", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Headline figures" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /\d+ engaged accounts/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Meeting funnel" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your Growth plan" })).toBeVisible();
  await expectNoAxeViolations(page);
});
