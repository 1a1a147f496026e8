// What the performance benchmark runs against: the scale of its data set and where it lives. A quick
// smoke run (BENCH_PERFORMANCE_VENDORS=500 BENCH_PERFORMANCE_ACTIVITY=500000) uses its own directory.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  /** Vendor companies with two years of activity and its counts per day. */
  vendors: number;
  /** Recorded actions over the two years (views, follows, registrations, check-ins, meetings). */
  activity: number;
  /** Accounts whose leaders act, two leaders each. */
  accounts: number;
  /** Days of history, ending yesterday. */
  days: number;
  /** The share of all activity that the benchmark's own vendor, a large customer, has. */
  vendorShare: number;
}

/** The scale of issue 13: 10,000,000 actions and two years of daily counts for 10,000 vendors. */
export const FULL_SCALE: Scale = {
  vendors: 10_000,
  activity: 10_000_000,
  accounts: 20_000,
  days: 730,
  vendorShare: 0.02,
};

export function scaleFromEnv(): Scale {
  const vendors = positiveIntegerFromEnv("BENCH_PERFORMANCE_VENDORS", FULL_SCALE.vendors);
  return {
    vendors,
    activity: positiveIntegerFromEnv("BENCH_PERFORMANCE_ACTIVITY", FULL_SCALE.activity),
    accounts: Math.max(100, Math.round((vendors * FULL_SCALE.accounts) / FULL_SCALE.vendors)),
    days: FULL_SCALE.days,
    vendorShare: FULL_SCALE.vendorShare,
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `performance-${scale.vendors}-${scale.activity}`),
  );
}
