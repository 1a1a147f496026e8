// The benchmark's own connection to its database, for generating data and picking fixtures before
// the server under test starts (the server takes the data directory's lock itself, so this one is
// stopped first).
import { randomBytes } from "node:crypto";
import type { SignUpInput } from "@common/auth";
import { signUpConfirmed } from "@server/platform/auth/auth";
import { loadConfig } from "@server/platform/config";
import { createDatabase, type Database } from "@server/platform/database/client";
import { acquireDataDirLock, startEmbeddedDatabase } from "@server/platform/database/embedded";
import { users } from "@server/platform/database/schema/auth";
import { createContext, createLogger, prepareDatabase } from "@server/server";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";

export interface BenchDatabase {
  db: Database;
  /** Its connection string, for a second pool of other settings (the plans of bench/community/explain.ts). */
  url: string;
  /** Where the data lives, for the report: the embedded cluster's directory or "DATABASE_URL". */
  location: string;
  stop(): Promise<void>;
}

/**
 * The benchmark's database with the app's real schema: DATABASE_URL when set, otherwise the
 * embedded PostgreSQL under dataDir, started exactly as the server starts it (same lock, same
 * cluster), and migrated through the server's own prepareDatabase.
 */
export async function openBenchDatabase(
  dataDir: string,
  logger: Logger = createLogger({ LOG_LEVEL: "warn" }),
): Promise<BenchDatabase> {
  const cleanups: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    cleanups.length = 0;
  };
  try {
    let url = process.env.DATABASE_URL;
    if (!url) {
      cleanups.push(acquireDataDirLock(dataDir));
      const embedded = await startEmbeddedDatabase(dataDir, logger);
      cleanups.push(() => embedded.stop());
      url = embedded.url;
    }
    const db = createDatabase(url, { max: 4 });
    cleanups.push(() => db.$client.end());
    await prepareDatabase(db);
    return { db, url, location: process.env.DATABASE_URL ? "DATABASE_URL" : dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Creates the benchmark's member, address confirmed, unless it exists: sign-up through the API
 * answers with a confirmation mail, not a session, so a benchmark makes its member here and signs
 * in (bench/lib/server-process.ts memberCookie).
 */
export async function ensureMember(
  database: BenchDatabase,
  dataDir: string,
  member: SignUpInput,
): Promise<void> {
  const email = member.email.toLowerCase();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return;
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
  });
  const { auth } = createContext(config, database.db, createLogger(config));
  await signUpConfirmed(auth, member);
}
