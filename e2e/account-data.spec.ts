import { expect, latestMailTo, linkIn, test } from "./support/fixtures";

test("@phone the account settings' user settings and data sections have no axe violations", async ({
  page,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  await signUpViaApi();
  await page.goto("/account?tab=settings");
  await expect(page.getByRole("form", { name: "User settings" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Export my data" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("dialog", { name: "Delete your account?" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a member exports their data, downloads it from the e-mailed link, then deletes their account and cannot sign in", async ({
  page,
  signUpViaApi,
}) => {
  const member = await signUpViaApi();
  await page.goto("/account?tab=settings");

  await page.getByRole("button", { name: "Export my data" }).click();
  const download = page.getByRole("link", { name: "Download your data (ZIP)" });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const mail = await latestMailTo(member.email);
  expect(mail.subject).toBe("Your Summit data is ready to download");
  const link = linkIn(mail, (await download.getAttribute("href")) ?? "");
  const zip = await page.request.get(link);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toBe("application/zip");
  // A ZIP starts with its local file header's signature.
  expect((await zip.body()).subarray(0, 2).toString()).toBe("PK");

  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await dialog.getByRole("radio", { name: /Keep them/ }).check();
  await dialog.getByLabel("Your password").fill("not the password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("That password is not right.")).toBeVisible();

  await dialog.getByLabel("Your password").fill(member.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account has been deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth/);

  await page.getByLabel("Email").fill(member.email);
  await page.getByLabel("Password", { exact: true }).fill(member.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toHaveCount(0);
});
