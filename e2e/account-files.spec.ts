import { randomUUID } from "node:crypto";
import { expect, test } from "./support/fixtures";

// Bastion Security's owner in the demo data (server/seed/demo.ts).
const BASTION_OWNER = "hannah.weiss@demo.summit.test";
const DEMO_PASSWORD = "summit-demo-password";

test("a vendor uploads target accounts, imports them and reads which rows were rejected and why", async ({
  page,
  signIn,
}) => {
  const fileName = `targets-${randomUUID().slice(0, 8)}.csv`;
  // Meridian Bank and Northwind Analytics are demo companies; the third row names no company on
  // Summit and the fourth repeats the first.
  const csv = [
    "Company,Website",
    "Meridian Bank,",
    ",https://www.northwind-analytics.example/about",
    "Nowhere Holdings,",
    "meridian bank,",
  ].join("\n");

  await signIn(BASTION_OWNER, DEMO_PASSWORD);
  await page.goto("/account");
  await page.getByRole("link", { name: "Manage company" }).click();
  await page.getByRole("tab", { name: "Account files" }).click();

  await page.getByLabel("Choose CSV file").setInputFiles({
    name: fileName,
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(`${fileName} has been added with 4 accounts.`)).toBeVisible();

  await page.getByRole("button", { name: `Import ${fileName}` }).click();
  const rejected = page.getByRole("table", { name: "Rejected rows" });
  await expect(rejected).toBeVisible();
  await expect(rejected.getByRole("row", { name: /Nowhere Holdings/ })).toContainText(
    "no company on Summit matches",
  );
  await expect(rejected.getByRole("row", { name: /meridian bank/ })).toContainText("duplicate of row 1");
  await expect(page.getByRole("button", { name: "Stop tracking Meridian Bank" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Stop tracking Northwind Analytics" })).toBeVisible();
});
