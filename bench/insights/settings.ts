// What the insights benchmark runs against: the scale of its data set and where that data lives.
// Both come from the environment, so a quick smoke run (BENCH_INSIGHTS_ACCOUNTS=5000
// BENCH_INSIGHTS_SIGNALS=500000) uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  /** Companies whose leaders send signals: the accounts vendors read insights about. */
  accounts: number;
  /** Signals over the history, every one by a leader of one of the accounts. */
  signals: number;
  /** Weeks of history the signals span, ending yesterday. */
  weeks: number;
  /** Accounts the benchmark's vendor tracks (its Growth plan reads tracked accounts only). */
  tracked: number;
}

/** The scale of issue 12: 10,000,000 signals over 100,000 accounts, a vendor tracking 5,000. */
export const FULL_SCALE: Scale = {
  accounts: 100_000,
  signals: 10_000_000,
  weeks: 20,
  tracked: 5_000,
};

export function scaleFromEnv(): Scale {
  const accounts = positiveIntegerFromEnv("BENCH_INSIGHTS_ACCOUNTS", FULL_SCALE.accounts);
  return {
    accounts,
    signals: positiveIntegerFromEnv("BENCH_INSIGHTS_SIGNALS", FULL_SCALE.signals),
    weeks: positiveIntegerFromEnv("BENCH_INSIGHTS_WEEKS", FULL_SCALE.weeks),
    // A twentieth of the accounts, as at full scale, unless asked otherwise.
    tracked: positiveIntegerFromEnv(
      "BENCH_INSIGHTS_TRACKED",
      Math.max(1, Math.round((accounts * FULL_SCALE.tracked) / FULL_SCALE.accounts)),
    ),
  };
}

/**
 * Signals of the day whose roll-up is timed: 200,000 at full scale (a fiftieth of the data set, about
 * three times an average day of the history), in proportion otherwise.
 */
export function daySignalsFromEnv(scale: Scale): number {
  return positiveIntegerFromEnv(
    "BENCH_INSIGHTS_DAY_SIGNALS",
    Math.max(1, Math.round((scale.signals * 200_000) / FULL_SCALE.signals)),
  );
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR ||
      path.join(
        RESULTS_DIR,
        `insights-${scale.accounts}-${scale.signals}${scale.weeks === FULL_SCALE.weeks ? "" : `-${scale.weeks}w`}`,
      ),
  );
}
