import { expect, test } from "./support/fixtures";

test.describe("signed in", () => {
  test.beforeEach(async ({ page, signUpViaApi }) => {
    await signUpViaApi();
    await page.goto("/");
  });

  test("the search box goes to Discover with the lowercased query and clears itself", async ({ page }) => {
    // Exactly "Search": the Discover page it leads to has a search field of its own.
    const search = page
      .getByRole("searchbox", { name: "Search", exact: true })
      .or(page.getByRole("textbox", { name: "Search", exact: true }));
    await search.fill("Zero Trust");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/discover\?search=zero(%20|\+)trust$/);
    await expect(search).toHaveValue("");
  });

  test("the app bar's icons lead to their pages", async ({ page }) => {
    for (const [name, url] of [
      ["Decisions", /\/decisions$/],
      ["Bookmarks", /\/bookmarks$/],
      ["Progress", /\/progress$/],
      ["Notifications", /\/notifications$/],
    ] as const) {
      await page
        .getByRole("link", { name, exact: true })
        .or(page.getByRole("button", { name, exact: true }))
        .first()
        .click();
      await expect(page).toHaveURL(url);
    }
  });
});

test("visitors are sent to sign in from Watch, Read, Events and Progress", async ({ page }) => {
  for (const path of ["/watch", "/read", "/events", "/progress"]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirectTo=${encodeURIComponent(path)}`));
  }
});

test("Discover is open to visitors", async ({ page }) => {
  await page.goto("/discover?search=cloud");
  await expect(page).toHaveURL(/\/discover\?search=cloud/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the logged-out bar offers About, Who we help and Sign in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "About" }).click();
  for (const item of ["Mission & Vision", "Resources", "The Team", "Life at the company"]) {
    await expect(page.getByRole("menuitem", { name: item })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Who we help" }).click();
  await expect(page.getByRole("menuitem", { name: "For End-Users" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "For Technology Vendors" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("link", { name: "Advisory" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
});

test("@phone-only the mobile menu sends a visitor's Progress to sign-up", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Progress" }).click();
  await expect(page).toHaveURL(/\/signup\/choosemembership/);
});

test("@phone-only changing the community stores the cookie and reloads the page", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi();
  await page.goto("/discover");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("combobox", { name: "Community" }).click();
  const reload = page.waitForEvent("load");
  await page.getByRole("option", { name: "CISO" }).click();
  await reload;
  await expect(page).toHaveURL(/\/discover$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "community")?.value).toBe("ciso");
});

test.describe("accessibility", () => {
  for (const path of ["/", "/auth", "/signup/choosemembership"]) {
    test(`@phone ${path} has no axe violations`, async ({ page, expectNoAxeViolations }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("@phone /account has no axe violations", async ({ page, signUpViaApi, expectNoAxeViolations }) => {
    await signUpViaApi();
    await page.goto("/account");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
