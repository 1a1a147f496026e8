import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

async function companyId(page: Page, name: string): Promise<string> {
  const response = await page.request.get(`/api/search/company?search=${encodeURIComponent(name)}`);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const company = items.find((item) => item.name === name);
  if (!company) throw new Error(`no demo company named ${name}`);
  return company.id;
}

test("@phone a member bookmarks a company, files it in a new collection and removes it", async ({
  page,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  const collection = `Shortlist ${randomUUID().slice(0, 6)}`;
  await signUpViaApi();
  await page.goto(`/companies/${await companyId(page, "Northwind Analytics")}`);
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Analytics" })).toBeVisible();

  const bookmark = page.getByRole("button", { name: "Bookmark Northwind Analytics" });
  await expect(bookmark).toHaveAttribute("aria-pressed", "false");
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Northwind Analytics has been bookmarked.")).toBeVisible();
  // Still bookmarked when the page is loaded again.
  await page.reload();
  await expect(page.getByRole("button", { name: "Bookmark Northwind Analytics" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  await page.goto("/bookmarks");
  await expect(page.getByRole("heading", { level: 1, name: "Bookmarks" })).toBeVisible();
  const bookmarks = page.getByRole("list", { name: "Bookmarks" });
  await expect(bookmarks.getByRole("link", { name: "Northwind Analytics" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Move Northwind Analytics to a collection" }).click();
  await page.getByRole("menuitem", { name: "New collection…" }).click();
  const dialog = page.getByRole("dialog", { name: "New collection" });
  await dialog.getByRole("textbox", { name: "Collection name" }).fill(collection);
  await dialog.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText(`Northwind Analytics is now in “${collection}”.`)).toBeVisible();
  await expect(bookmarks.getByText(`In “${collection}”`)).toBeVisible();

  await page.getByRole("combobox", { name: "Collection" }).click();
  await page.getByRole("option", { name: `${collection} (1 bookmark)` }).click();
  await expect(page).toHaveURL(/\/bookmarks\?collection=[0-9a-f-]{36}$/);
  await page.getByRole("group", { name: "Show" }).getByRole("button", { name: "Companies" }).click();
  await expect(page).toHaveURL(/kind=company/);
  await expect(bookmarks.getByRole("link", { name: "Northwind Analytics" })).toBeVisible();

  await page.getByRole("button", { name: "Remove Northwind Analytics from bookmarks" }).click();
  await expect(page.getByText("Northwind Analytics has been removed from your bookmarks.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: `No bookmarked companies in “${collection}”` }),
  ).toBeVisible();

  await page.goto(`/companies/${await companyId(page, "Northwind Analytics")}`);
  await expect(page.getByRole("button", { name: "Bookmark Northwind Analytics" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
});

test("@phone a visitor is asked to sign in to bookmark a company", async ({ page }) => {
  const id = await companyId(page, "Northwind Analytics");
  await page.goto(`/companies/${id}`);
  await page.getByRole("link", { name: "Sign in to bookmark Northwind Analytics" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(`/companies/${id}`)}$`));
});
