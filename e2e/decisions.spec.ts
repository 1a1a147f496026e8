import { expect, test } from "./support/fixtures";

// A demo vendor (server/seed/demo.ts) of the company the leader shares with by name.
const NORTHWIND_VENDOR = "grace.lin@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

test("@phone a leader declares a decision cycle shared by name, moves it on, sees it in the privacy centre, and the named vendor sees it", async ({
  page,
  signUpViaApi,
  signIn,
  expectNoAxeViolations,
}) => {
  await signUpViaApi();
  await page.goto("/decisions");
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
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();

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
