// The burst benchmark's settings: how many requests a burst sends at once and where its database
// lives.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

/** Requests sent at once in each burst, and so the posters and the commenters generated. */
export function burstSizeFromEnv(): number {
  return positiveIntegerFromEnv("BENCH_BURST_SIZE", 50);
}

/** BENCH_DATA_DIR, or bench/results/burst (gitignored); a larger burst size adds to the same data. */
export function dataDir(): string {
  return path.resolve(process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, "burst"));
}
