// Test helpers: an app on a fresh database per test file, and factories that create what a test
// needs through the public API.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SignUpInput } from "@common/auth";
import { buildApp } from "@server/app";
import type { AppContext } from "@server/app-context";
import { type Config, loadConfig } from "@server/platform/config";
import { createDatabase, databaseUrlOf, withDatabaseName } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { createContext } from "@server/server";
import { and, desc, eq, like } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, inject } from "vitest";
import { TEMPLATE_DATABASE } from "./global-setup";

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  /** Sends a request from a client address of its own, so rate limits never couple tests. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let addressCounter = 0;
/** A distinct client address per call: 10.x.y.z. */
export function nextClientAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** Requests to `app`, each from a client address of its own. */
const requestsTo =
  (app: FastifyInstance): TestApp["request"] =>
  ({ cookie, headers, ...rest }) =>
    app.inject({
      remoteAddress: nextClientAddress(),
      ...rest,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject("adminDatabaseUrl");
  const name = `summit_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    url: withDatabaseName(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: { webRoot?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "summit-app-"));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    // Tests make many requests as one member; request-budgets.test.ts checks the real budgets.
    REQUEST_BUDGET_SCALE: "1000",
    SEED_DEMO_DATA: "false",
    ...env,
  });
  const instance = await startInstance(config, database.url, options.webRoot);
  return {
    ...instance,
    async close() {
      await instance.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An app instance on the database at `url`: its own pool, caches, listening connection and job workers. */
async function startInstance(config: Config, url: string, webRoot?: string): Promise<TestApp> {
  const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? "silent" });
  const db = createDatabase(url, { max: 5, guardTransactions: true });
  const context = createContext(config, db, logger, { jobPollingIntervalSeconds: 0.5 });
  await context.jobs.start();
  const app = await buildApp({ context, logger, webRoot });
  await app.ready();
  return {
    app,
    context,
    request: requestsTo(app),
    async close() {
      await app.close();
      await context.jobs.stop();
      await db.$client.end();
    },
  };
}

/**
 * A second instance on the test app's database, as a load balancer's other backend would be.
 * Close it before the test app.
 */
export function buildPeerApp(testApp: TestApp): Promise<TestApp> {
  return startInstance(testApp.context.config, databaseUrlOf(testApp.context.db));
}

/**
 * The app a test file runs against, built before its first test and closed after its last. Its
 * fields are filled in when the file's tests start, so read them inside hooks and tests only.
 */
export function setUpTestApp(env: Record<string, string> = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await buildTestApp(env));
  });
  afterAll(() => testApp.close());
  return testApp;
}

export const TEST_PASSWORD = "correct-horse-battery";

let userCounter = 0;

export function leaderSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  userCounter += 1;
  return {
    accountType: "leader",
    role: "CIO",
    name: `Leader ${userCounter}`,
    email: `leader${userCounter}-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    jobTitle: "Chief Information Officer",
    industry: "Banking",
    revenueBand: "$1 billion +",
    ...overrides,
  } as SignUpInput;
}

export function vendorSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  userCounter += 1;
  return {
    accountType: "vendor",
    plan: "Growth",
    companyName: `Vendor Co ${userCounter} ${randomUUID().slice(0, 6)}`,
    name: `Vendor ${userCounter}`,
    email: `vendor${userCounter}-${randomUUID().slice(0, 8)}@example.com`,
    password: TEST_PASSWORD,
    jobTitle: "VP Sales",
    industry: "Computer Software",
    revenueBand: "$50-$200 million",
    ...overrides,
  } as SignUpInput;
}

/** The cookie header a browser would send back after this response. */
export function sessionCookie(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** The path and query of the newest confirmation link mailed to `email` (read from the outbox). */
export async function confirmationLink(testApp: TestApp, email: string): Promise<string> {
  const [mail] = await testApp.context.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), like(mailOutbox.subject, "Confirm your e-mail%")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+\/api\/auth\/verify-email\S*/)?.[0];
  if (!link) throw new Error(`no confirmation link was mailed to ${email}`);
  const url = new URL(link);
  return url.pathname + url.search;
}

/**
 * Signs a member up through the API as a person does (sign-up, then the link in the confirmation
 * mail, which signs them in) and returns their session cookie. The mail, once read, leaves the
 * outbox, so a test that looks at a member's mail sees only what it caused.
 */
export async function createUser(
  testApp: TestApp,
  body: SignUpInput = leaderSignUp(),
  options: { insightsConsent?: boolean } = {},
): Promise<TestUser> {
  const response = await testApp.request({ method: "POST", url: "/api/auth/sign-up/email", payload: body });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const link = await confirmationLink(testApp, body.email);
  const confirmed = await testApp.request({ method: "GET", url: link });
  if (confirmed.statusCode !== 302) {
    throw new Error(`confirming the address failed: ${confirmed.statusCode} ${confirmed.body}`);
  }
  const [user] = await testApp.context.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, body.email.toLowerCase()));
  if (!user) throw new Error(`no account for ${body.email}`);
  await testApp.context.db
    .delete(mailOutbox)
    .where(
      and(eq(mailOutbox.to, body.email.toLowerCase()), like(mailOutbox.subject, "Confirm your e-mail%")),
    );
  // Leaders here have agreed to contribute to decision insights, as the features' signal tests
  // need; the tests of that consent start from a leader who has not answered.
  if (body.accountType === "leader" && options.insightsConsent !== false) {
    await testApp.context.db
      .update(users)
      .set({ insightsConsentedAt: new Date() })
      .where(eq(users.id, user.id));
  }
  return { id: user.id, email: body.email, password: body.password, cookie: sessionCookie(confirmed) };
}
