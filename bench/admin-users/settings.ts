// What the admin console's user search benchmark runs against: the scale of its data set and where
// that data lives. Both come from the environment, so a quick smoke run (BENCH_USERS=20000
// BENCH_COMPANIES=2000) uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  /** Members the console lists (the rows of deleted members' posts come on top). */
  users: number;
  /** Companies of the company benchmark's generator, which most members work at. */
  companies: number;
}

/** The scale of the issue: 1,000,000 users, at the company benchmark's 100,000 companies. */
export const FULL_SCALE: Scale = { users: 1_000_000, companies: 100_000 };

export function scaleFromEnv(): Scale {
  return {
    users: positiveIntegerFromEnv("BENCH_USERS", FULL_SCALE.users),
    companies: positiveIntegerFromEnv("BENCH_COMPANIES", FULL_SCALE.companies),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `admin-users-${scale.users}-${scale.companies}`),
  );
}
