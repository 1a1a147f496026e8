// Fixtures: every test presents a client address of its own (the server trusts X-Forwarded-For in
// e2e), fails on unexpected console errors, and can create members through the API (signed up and
// confirmed through the link in their mail, as a person does).
import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import type { SignUpInput } from "@common/auth";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import pg from "pg";
import { e2eDatabaseUrl } from "./server";

let addressCounter = Math.floor(Math.random() * 50_000);
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export const PASSWORD = "e2e-password-12345";

export function newLeader(overrides: Partial<SignUpInput> = {}): SignUpInput & { accountType: "leader" } {
  return {
    accountType: "leader",
    role: "CIO",
    name: "Erin Example",
    email: `erin-${randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
    jobTitle: "Chief Information Officer",
    industry: "Banking",
    revenueBand: "$1 billion +",
    ...overrides,
  } as SignUpInput & { accountType: "leader" };
}

export const test = base.extend<{
  clientAddress: string;
  signUpViaApi: (member?: SignUpInput) => Promise<SignUpInput>;
  signIn: (email: string, password: string) => Promise<void>;
  expectNoAxeViolations: (page: Page) => Promise<void>;
}>({
  clientAddress: async ({}, use) => use(nextAddress()),
  extraHTTPHeaders: async ({ clientAddress }, use) => use({ "x-forwarded-for": clientAddress }),
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      // A failed request already shows as a notice; the browser also logs it, which is expected.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "unexpected console errors").toEqual([]);
  },
  signUpViaApi: async ({ page }, use) => {
    await use(async (member = newLeader()) => {
      await signUpAndConfirm(page.request, member);
      return member;
    });
  },
  signIn: async ({ page }, use) => {
    await use(async (email, password) => {
      await page.goto("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("button", { name: "Open profile menu" })).toBeVisible();
    });
  },
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page) => {
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`,
        ),
      ).toEqual([]);
    });
  },
});

export { expect };

/** The newest e-mail sent to an address, read from the server's mail outbox. */
export async function latestMailTo(email: string): Promise<{ subject: string; text: string }> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ subject: string; text: string }>(
      'SELECT subject, text FROM mail_outbox WHERE "to" = $1 ORDER BY created_at DESC LIMIT 1',
      [email.toLowerCase()],
    );
    if (!rows[0]) throw new Error(`no mail to ${email}`);
    return rows[0];
  } finally {
    await client.end();
  }
}

/** The link in a mail's text that points at `path` (e.g. "/api/auth/verify-email"). */
export function linkIn(mail: { text: string }, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in the mail`);
  return link;
}

/**
 * Signs a member up through the API and opens the link in their confirmation mail, which signs in
 * the context `request` belongs to (a page's `page.request` shares the page's cookies).
 */
export async function signUpAndConfirm(request: APIRequestContext, member: SignUpInput): Promise<void> {
  const response = await request.post("/api/auth/sign-up/email", { data: member });
  expect(response.status(), await response.text()).toBe(200);
  const confirmed = await request.get(linkIn(await latestMailTo(member.email), "/api/auth/verify-email"));
  expect(confirmed.ok(), `confirming ${member.email}: ${confirmed.status()}`).toBe(true);
}
