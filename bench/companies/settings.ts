// What the company benchmark runs against: the scale of its data set and where that data lives.
// Both come from the environment so a quick smoke run (BENCH_COMPANIES=2000 BENCH_EMPLOYEES=20000)
// uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Logger } from "pino";
import { createDatabase, type Database } from "../../server/platform/database/client";
import { acquireDataDirLock, startEmbeddedDatabase } from "../../server/platform/database/embedded";
import { createLogger, prepareDatabase } from "../../server/server";

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const RESULTS_DIR = path.join(BENCH_ROOT, "results");

/** E-mail domain of every user the benchmark creates, generated or signed up. */
export const BENCH_EMAIL_DOMAIN = "bench.summit.test";

export interface Scale {
  companies: number;
  /** Users rows with company_id set: one per person working at a company. */
  employees: number;
}

/** The scale of the issue: 100,000 companies and 1,000,000 employee links. */
export const FULL_SCALE: Scale = { companies: 100_000, employees: 1_000_000 };

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

export function scaleFromEnv(): Scale {
  return {
    companies: positiveInteger("BENCH_COMPANIES", FULL_SCALE.companies),
    employees: positiveInteger("BENCH_EMPLOYEES", FULL_SCALE.employees),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `companies-${scale.companies}-${scale.employees}`),
  );
}

export function positiveNumberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export interface BenchDatabase {
  db: Database;
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
    return { db, location: process.env.DATABASE_URL ? "DATABASE_URL" : dataDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
