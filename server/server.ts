// Boots Summit: configuration, database (embedded unless DATABASE_URL is set), migrations, plans,
// demo data on an empty database, the app, and a clean stop on SIGINT/SIGTERM.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import pino, { type Logger } from "pino";
import { buildApp } from "./app";
import type { AppContext } from "./app-context";
import { defineAccountDataJobs } from "./features/account-data/account-data.service";
import { defineAccountImportJob } from "./features/account-files/account-import.job";
import { defineBillingJobs } from "./features/billing/billing.jobs";
import type { BillingSettings } from "./features/billing/billing-provider";
import { createStripeProvider } from "./features/billing/stripe-provider";
import { followCompanyCardChanges } from "./features/companies/company-cards";
import { defineInsightJobs } from "./features/insights/insights.jobs";
import { defineNotificationJobs } from "./features/notifications/notifications.jobs";
import { defineEndedRowsJob } from "./features/operations/ended-rows";
import { followPeopleChanges } from "./features/people/people-cache";
import { definePerformanceJobs } from "./features/performance/performance.jobs";
import { PLAN_CATALOGUE } from "./features/plans/plan-catalogue";
import { upsertPlans } from "./features/plans/plans.repository";
import { completeSignup, matchCustomerAtSignIn } from "./features/profile/profile.service";
import { knownReferenceNames, seedReferenceData } from "./features/reference-data/reference-data.service";
import { createAuth, LONGEST_RATE_LIMIT_WINDOW_MS } from "./platform/auth/auth";
import { createSessionReader } from "./platform/auth/session";
import type { Config } from "./platform/config";
import {
  createDatabase,
  type Database,
  databaseUrlOf,
  defaultPoolSize,
  migrateDatabase,
} from "./platform/database/client";
import { acquireDataDirLock, startEmbeddedDatabase } from "./platform/database/embedded";
import { createLifecycle } from "./platform/http/lifecycle";
import { createMetricsRegistry } from "./platform/http/metrics";
import { trustedOrigins } from "./platform/http/request-origin";
import { createJobs, installJobSchema } from "./platform/jobs/jobs";
import { createMailer } from "./platform/mail/mailer";
import { createRealtime } from "./platform/realtime/realtime";
import { createStorage } from "./platform/storage/create-storage";
import { seedDemoData } from "./seed/demo";

declare global {
  /** Set by the build (scripts/build-server.mjs): this code runs from dist/server/main.js. */
  var SUMMIT_BUNDLE: boolean | undefined;
}

/** The built web app: beside the built server (dist/web), or in dist/ when run from the sources. */
export const WEB_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  globalThis.SUMMIT_BUNDLE ? "../web" : "../dist/web",
);

export interface RunningServer {
  app: FastifyInstance;
  context: AppContext;
  url: string;
  /** Drains (config.shutdownDrainMs), then closes the app, the jobs and the database. */
  stop(): Promise<void>;
}

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({ level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] });
}

/** Any number that no other user of the database takes as an advisory lock: "summit" in ASCII. */
const PREPARE_LOCK = 0x73756d6d6974;

/**
 * Runs `work` while no other instance on the database runs work of this kind: instances that start
 * together take turns to prepare the database and to load demo data, so the first does it and the
 * others find it done (drizzle's migrator takes no lock of its own). The lock is held on a
 * connection of its own, so a pool of one connection still has it free for the work.
 */
async function oneInstanceAtATime(db: Database, logger: Logger, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: databaseUrlOf(db) });
  // A connection lost while waiting fails the query below; without a listener it would end the process.
  lock.on("error", (error) =>
    logger.warn({ err: error }, "the database preparation lock's connection failed"),
  );
  await lock.connect();
  try {
    const [free] = (await lock.query("SELECT pg_try_advisory_lock($1) AS free", [PREPARE_LOCK])).rows;
    if (!free?.free) {
      logger.info("waiting for another instance to prepare the database");
      await lock.query("SELECT pg_advisory_lock($1)", [PREPARE_LOCK]);
    }
    await work();
  } finally {
    // Ending the session releases its advisory locks.
    await lock.end();
  }
}

/** Applies migrations, the plan catalogue and the reference-list seed; all are idempotent. */
export async function prepareDatabase(
  db: Database,
  logger: Logger = createLogger({ LOG_LEVEL: "warn" }),
): Promise<void> {
  await oneInstanceAtATime(db, logger, async () => {
    await migrateDatabase(db);
    await upsertPlans(db, PLAN_CATALOGUE);
    await seedReferenceData(db);
    await installJobSchema(db);
  });
}

/** AUTH_SECRET, or in development a random one kept in DATA_DIR so sessions survive restarts. */
function authSecret(config: Config): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.dataDir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

export function createContext(
  config: Config,
  db: Database,
  logger: Logger,
  options: { jobPollingIntervalSeconds?: number } = {},
): AppContext {
  const jobs = createJobs(db, logger, { pollingIntervalSeconds: options.jobPollingIntervalSeconds });
  const mailer = createMailer({ db, jobs, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const secret = authSecret(config);
  const auth = createAuth({
    db,
    mailer,
    secret,
    baseUrl: config.publicUrl,
    trustedOrigins: trustedOrigins(config),
    findIndustry: async (name) =>
      (await knownReferenceNames(db, "industries", [name])).get(name.toLowerCase()) ?? null,
    onUserCreated: (userId) => completeSignup(db, userId),
    onSignIn: (userId) => matchCustomerAtSignIn(db, userId),
  });
  const storage = createStorage(config);
  defineAccountImportJob({ db, storage, jobs, logger });
  defineAccountDataJobs({ db, jobs, storage, mailer, publicUrl: config.publicUrl, logger });
  defineNotificationJobs({ db, jobs, mailer, publicUrl: config.publicUrl, secret, logger });
  defineInsightJobs({ db, jobs, logger, settings: { minContributors: config.INSIGHTS_MIN_CONTRIBUTORS } });
  definePerformanceJobs({ db, jobs });
  const billing: BillingSettings = {
    card: config.stripe ? createStripeProvider(config.stripe) : null,
    taxRateBasisPoints: config.BILLING_TAX_RATE_BASIS_POINTS,
    publicUrl: config.publicUrl,
  };
  defineBillingJobs({ db, jobs, billing });
  defineEndedRowsJob({ db, jobs, logger, longestRateLimitWindowMs: LONGEST_RATE_LIMIT_WINDOW_MS });
  const realtime = createRealtime(databaseUrlOf(db), logger);
  const sessions = createSessionReader({
    db,
    secret,
    cookieName: async () => (await auth.$context).authCookies.sessionToken.name,
    realtime,
  });
  followPeopleChanges(realtime);
  followCompanyCardChanges(realtime);
  const metrics = createMetricsRegistry(db.$client);
  const lifecycle = createLifecycle();
  return { config, db, auth, sessions, mailer, storage, jobs, realtime, billing, metrics, lifecycle };
}

export async function startServer(config: Config, logger = createLogger(config)): Promise<RunningServer> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      cleanups.push(acquireDataDirLock(config.dataDir));
      const embedded = await startEmbeddedDatabase(config.dataDir, logger, {
        port: config.EMBEDDED_DATABASE_PORT,
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
    }
    const db = createDatabase(databaseUrl, {
      max: config.DATABASE_POOL_SIZE ?? defaultPoolSize(),
      guardTransactions: config.NODE_ENV !== "production",
    });
    cleanups.push(() => db.$client.end());
    await prepareDatabase(db, logger);

    const context = createContext(config, db, logger);
    await context.jobs.start();
    cleanups.push(() => context.jobs.stop());
    if (config.SEED_DEMO_DATA) await oneInstanceAtATime(db, logger, () => seedDemoData(context, logger));

    const app = await buildApp({ context, logger, webRoot: WEB_ROOT });
    cleanups.push(() => app.close());
    const address = await app.listen({ host: config.HOST, port: config.PORT });
    logger.info({ address, publicUrl: config.publicUrl }, "Summit is listening");
    return {
      app,
      context,
      url: address,
      async stop() {
        context.lifecycle.drain();
        if (config.shutdownDrainMs > 0) {
          logger.info(
            { drainMs: config.shutdownDrainMs },
            "draining: not ready, closing connections after each answer",
          );
          await setTimeout(config.shutdownDrainMs);
        }
        await runCleanups();
      },
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}
