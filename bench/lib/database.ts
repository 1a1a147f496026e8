// The benchmark's own connection to its database, for generating data and picking fixtures before
// the server under test starts (the server takes the data directory's lock itself, so this one is
// stopped first).
import type { Logger } from "pino";
import { createDatabase, type Database } from "../../server/platform/database/client";
import { acquireDataDirLock, startEmbeddedDatabase } from "../../server/platform/database/embedded";
import { createLogger, prepareDatabase } from "../../server/server";

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
