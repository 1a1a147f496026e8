// What every benchmark shares: where results go, the e-mail domain of the users it creates, and
// reading its settings from the environment with a readable error for a bad value.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const BENCH_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Reports and data directories; gitignored. */
export const RESULTS_DIR = path.join(BENCH_ROOT, "results");

/** E-mail domain of every user the benchmarks create, generated or signed up. */
export const BENCH_EMAIL_DOMAIN = "bench.summit.test";

/** A whole number from the environment; "1_000_000" is accepted for readability. */
export function positiveIntegerFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw.replaceAll("_", ""));
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

export function positiveNumberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/** A file name stamp of a time: 2026-11-22T19-08-04Z. */
export function timeStamp(time: Date): string {
  return time
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");
}
