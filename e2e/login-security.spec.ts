import { totpCode } from "../server/test/totp";
import { expect, newLeader, PASSWORD, test } from "./support/fixtures";

async function signOut(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Open profile menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Sign in", exact: true }).first()).toBeVisible();
}

async function fillPassword(page: import("@playwright/test").Page, email: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("a leader turns on two-factor sign-in, signs out, and signs back in with a code", async ({
  page,
  signUpViaApi,
}) => {
  const leader = await signUpViaApi(newLeader());
  await page.goto("/account?tab=settings");

  const start = page.getByRole("form", { name: "Turn on two-factor sign-in" });
  await start.getByLabel("Password").fill(PASSWORD);
  await start.getByRole("button", { name: "Turn on two-factor sign-in" }).click();

  const confirm = page.getByRole("form", { name: "Confirm your authenticator app" });
  const secret = ((await confirm.getByLabel("Setup key").textContent()) ?? "").replaceAll(" ", "");
  await confirm.getByLabel("Code from the app").fill(totpCode(secret));
  await confirm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("list", { name: "Backup codes" }).getByRole("listitem")).toHaveCount(10);
  await expect(page.getByText(/Two-factor sign-in is on: signing in/)).toBeVisible();

  await signOut(page);
  await fillPassword(page, leader.email);
  const step = page.getByRole("form", { name: "Two-factor sign-in" });
  await step.getByLabel("Code from your app").fill(totpCode(secret));
  await step.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});

test("a leader adds a passkey and signs in with it", async ({ page, signUpViaApi }) => {
  const client = await page.context().newCDPSession(page);
  await client.send("WebAuthn.enable");
  await client.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });

  await signUpViaApi(newLeader());
  await page.goto("/account?tab=settings");
  const add = page.getByRole("form", { name: "Add a passkey" });
  await add.getByLabel("Passkey name").fill("Test laptop");
  await add.getByRole("button", { name: "Add a passkey" }).click();
  const list = page.getByRole("list", { name: "Your passkeys" });
  await expect(list.getByText("Test laptop")).toBeVisible();

  await signOut(page);
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
});

test("@phone the account settings with login details have no axe violations", async ({
  page,
  signUpViaApi,
  expectNoAxeViolations,
}) => {
  await signUpViaApi();
  await page.goto("/account?tab=settings");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await expect(page.getByText(/You have no passkeys yet/)).toBeVisible();
  await expectNoAxeViolations(page);
});
