import type { Page } from "@playwright/test";
import { expect, latestMailTo, linkIn, newLeader, PASSWORD, test } from "./support/fixtures";

/** Fills in the sign-up form as a CISO leader and sends it. */
async function signUpThroughForm(page: Page, member: { name: string; email: string }) {
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
}

test("a leader signs up through the form, confirms the address through the e-mailed link, lands signed in, and signs out", async ({
  page,
}) => {
  const member = newLeader();
  await signUpThroughForm(page, member);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();

  const mail = await latestMailTo(member.email);
  expect(mail.subject).toBe("Confirm your e-mail address for Summit");
  await page.goto(linkIn(mail, "/api/auth/verify-email"));
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "My profile" }).click();
  await expect(page).toHaveURL(/\/account/);
  await expect(page.getByLabel("Name")).toHaveValue(member.name);

  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(member.email);

  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("a forgotten password is reset through the e-mailed link", async ({ page, signUpViaApi }) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  // The sign-in form has an Email field too: fill the reset form's once it is there.
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
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
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});

test("signing in from a guarded page returns to it", async ({ page, signUpViaApi }) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/events");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fevents/);
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("signing up with an address that has an account looks the same, and its owner is told by e-mail", async ({
  page,
  signUpViaApi,
}) => {
  const owner = await signUpViaApi();
  await page.context().clearCookies();
  await signUpThroughForm(page, { name: "Someone Else", email: owner.email });
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();

  const mail = await latestMailTo(owner.email);
  expect(mail.subject).toBe("Someone tried to sign up to Summit with your address");
  await page.goto(linkIn(mail, "/auth"));
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password", { exact: true }).fill(owner.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});

test("signing in before confirming explains why, and a new link signs the member in", async ({ page }) => {
  const member = newLeader();
  expect((await page.request.post("/api/auth/sign-up/email", { data: member })).status()).toBe(200);
  await page.goto("/auth");
  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Confirm your e-mail address first" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `We have sent a new link to ${member.email}` }),
  ).toBeVisible();
  await page.goto(linkIn(await latestMailTo(member.email), "/api/auth/verify-email"));
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test("after five wrong passwords, sign-in says how long to wait", async ({ page, signUpViaApi }) => {
  const member = await signUpViaApi();
  await page.context().clearCookies();
  await page.goto("/auth");
  await page.getByLabel("Email").fill(member.email);
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel("Password", { exact: true }).fill(`not-my-password-${attempt}`);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/auth/sign-in/email"));
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await answered;
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  }
  await expect(
    page.getByRole("alert").filter({ hasText: /Too many failed sign-ins\. Try again in \d+ seconds\./ }),
  ).toBeVisible();
});
