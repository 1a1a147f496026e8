// What the company benchmark runs against: the scale of its data set and where that data lives.
// Both come from the environment so a quick smoke run (BENCH_COMPANIES=2000 BENCH_EMPLOYEES=20000)
// uses its own directory and never mixes with the full-scale data set.
import path from "node:path";
import { positiveIntegerFromEnv, RESULTS_DIR } from "../lib/settings";

export interface Scale {
  companies: number;
  /** Users rows with company_id set: one per person working at a company. */
  employees: number;
}

/** The scale of the issue: 100,000 companies and 1,000,000 employee links. */
export const FULL_SCALE: Scale = { companies: 100_000, employees: 1_000_000 };

export function scaleFromEnv(): Scale {
  return {
    companies: positiveIntegerFromEnv("BENCH_COMPANIES", FULL_SCALE.companies),
    employees: positiveIntegerFromEnv("BENCH_EMPLOYEES", FULL_SCALE.employees),
  };
}

/** BENCH_DATA_DIR, or a directory under bench/results (gitignored) named after the scale. */
export function dataDirFor(scale: Scale): string {
  return path.resolve(
    process.env.BENCH_DATA_DIR || path.join(RESULTS_DIR, `companies-${scale.companies}-${scale.employees}`),
  );
}
