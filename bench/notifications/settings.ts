// What the notifications benchmark runs against: the scale of its data set and where that data
// lives. Both come from the environment, so a quick smoke run (BENCH_NOTIFICATIONS=200000
// BENCH_USERS=5000) uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  notifications: number;
  /** Generated users (the company benchmark's generator), every one working at a company. */
  users: number;
  companies: number;
  /** Users who keep a live stream open, all of them admins of one company. */
  streams: number;
}

/** The scale of the issue: 10,000,000 notifications over 100,000 users, 1,000 open streams. */
export const FULL_SCALE: Scale = {
  notifications: 10_000_000,
  users: 100_000,
  companies: 10_000,
  streams: 1_000,
};

export function scaleFromEnv(): Scale {
  const users = positiveIntegerFromEnv("BENCH_USERS", FULL_SCALE.users);
  return {
    notifications: positiveIntegerFromEnv("BENCH_NOTIFICATIONS", FULL_SCALE.notifications),
    users,
    // Ten people a company on average, as at full scale, unless asked otherwise.
    companies: positiveIntegerFromEnv("BENCH_COMPANIES", Math.max(10, Math.round(users / 10))),
    streams: positiveIntegerFromEnv("BENCH_STREAMS", FULL_SCALE.streams),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR ||
      path.join(RESULTS_DIR, `notifications-${scale.notifications}-${scale.users}`),
  );
}
