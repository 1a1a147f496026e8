import { expect, latestMailTo, newLeader, PASSWORD, test } from "./support/fixtures";

test("a leader signs up through the form, lands signed in, and signs out", async ({ page }) => {
  const member = newLeader();
  await page.goto("/signup/choosemembership");
  await page.getByRole("radio", { name: /Leader/ }).check();
  await page.getByLabel("Role").click();
  await page.getByRole("option", { name: "CISO" }).click();
  await page.getByLabel("Full name").fill(member.name);
  await page.getByLabel("Work email").fill(member.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByLabel("Job title").fill("Chief Information Security Officer");
  await page.getByLabel("Industry").fill("Insurance");
  await page.getByRole("option", { name: "Insurance", exact: true }).click();
  await page.getByLabel("Company revenue").click();
  await page.getByRole("option", { name: "$1 billion +" }).click();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByLabel("Name")).toHaveValue(member.name);

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth/);
});

test("a wrong password is refused with a message, then the right one signs in", async ({
  page,
  signUpViaApi,
}) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password-at-all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(member.email);

  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a forgotten password is reset through the e-mailed link", async ({ page, signUpViaApi }) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.getByLabel("Email").fill(member.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that address")).toBeVisible();

  const mail = await latestMailTo(member.email);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await page.getByLabel("New password", { exact: true }).fill("my-new-password-2026");
  await page.getByLabel("Confirm new password").fill("my-new-password-2026");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill("my-new-password-2026");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});

test("signing in from a guarded page returns to it", async ({ page, signUpViaApi }) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/events");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fevents/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/events$/);
});
