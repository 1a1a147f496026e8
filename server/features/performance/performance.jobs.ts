// When vendor performance is counted (docs/decisions/0021): the recent days every five minutes,
// a leader's days again when their sharing changes, and retention once a day.
import type { Database, Executor } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import {
  deleteExpiredActivity,
  forgetMemberAccount,
  lockRollUp,
  markCounted,
  memberAccountDays,
  type RollUpTarget,
  rollUpActivity,
  writeSurgingTracked,
} from "./rollup.repository";

export const PERFORMANCE_ROLLUP_JOB = "performance-rollup";
export const PERFORMANCE_RECOUNT_JOB = "performance-recount";
export const PERFORMANCE_RETENTION_JOB = "performance-retention";

/**
 * Counting goes back this far each time: a change that committed just after midnight, dated the
 * day before, is still counted in the first run of the new day.
 */
const LOOKBACK_MS = 15 * 60_000;
/** Raw activity is kept 25 months, to count any day of a two-year range again. */
const RAW_MONTHS = 25;
/** Counts are kept five years: a two-year range, the two years before it, and a margin. */
const COUNT_YEARS = 5;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Counts the days of `target` again, in one transaction. */
export async function rollUpPerformance(db: Database, target: RollUpTarget): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    await rollUpActivity(tx, target);
  });
}

/** Counts today (and yesterday while the day is young) and today's surging tracked accounts. */
export async function rollUpRecent(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    await rollUpActivity(tx, { since: isoDay(new Date(now.getTime() - LOOKBACK_MS)) });
    await writeSurgingTracked(tx, isoDay(now));
    await markCounted(tx);
  });
}

export async function expireActivity(db: Database, now = new Date()): Promise<void> {
  const rawBefore = new Date(now);
  rawBefore.setUTCMonth(rawBefore.getUTCMonth() - RAW_MONTHS);
  const countsBefore = new Date(now);
  countsBefore.setUTCFullYear(countsBefore.getUTCFullYear() - COUNT_YEARS);
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    await deleteExpiredActivity(tx, { rawBefore: isoDay(rawBefore), countsBefore: isoDay(countsBefore) });
  });
}

export function definePerformanceJobs({ db, jobs }: { db: Database; jobs: Jobs }): void {
  jobs.define(PERFORMANCE_ROLLUP_JOB, () => rollUpRecent(db), { retryLimit: 1, cron: "*/5 * * * *" });
  jobs.define(PERFORMANCE_RETENTION_JOB, () => expireActivity(db), { retryLimit: 3, cron: "40 0 * * *" });
  jobs.define<{ vendorDays: { vendorCompanyId: string; day: string }[] }>(PERFORMANCE_RECOUNT_JOB, (data) =>
    rollUpPerformance(db, { vendorDays: data.vendorDays }),
  );
}

/**
 * Before a leader's sharing changes (a pause, a resumption, a withdrawal), queues a count of the
 * days their account counted on, which runs once the transaction commits. A withdrawal forgets
 * their account on everything they did first.
 */
export async function queueMemberRecount(
  jobs: Jobs,
  tx: Executor,
  userId: string,
  { withdraw }: { withdraw: boolean },
): Promise<void> {
  const vendorDays = await memberAccountDays(tx, userId);
  if (vendorDays.length === 0) return;
  if (withdraw) await forgetMemberAccount(tx, userId);
  await jobs.send(PERFORMANCE_RECOUNT_JOB, { vendorDays }, { executor: tx });
}
