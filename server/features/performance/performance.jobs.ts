// When vendor performance is counted (docs/decisions/0021): the recent days every five minutes,
// a leader's days again when their sharing changes, and retention once a day.
import { isoDay } from "@common/day-range";
import type { Database, Executor } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import {
  deleteExpiredActivity,
  forgetMemberAccounts,
  lastCounted,
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
 * Counting goes back this far before the last count: a change that committed just after midnight,
 * dated the day before, is still counted by the first run of the new day.
 */
const LOOKBACK_MS = 15 * 60_000;
/**
 * Counts are kept five years: a two-year range, the two years before it, and a margin. What they
 * were counted from is kept as long, so that a pause, a withdrawal or an erasure reaches every
 * count it changes.
 */
const KEPT_YEARS = 5;

/** Counts the days of `target` again, in one transaction. */
export async function rollUpPerformance(db: Database, target: RollUpTarget): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    await rollUpActivity(tx, target);
  });
}

/**
 * Counts again every day since a little before the last count (so today, and yesterday early in the
 * day or after missed runs), and today's surging tracked accounts.
 */
export async function rollUpRecent(db: Database, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    const last = (await lastCounted(tx)) ?? now;
    await rollUpActivity(tx, { since: isoDay(Math.min(now.getTime(), last.getTime()) - LOOKBACK_MS) });
    await writeSurgingTracked(tx, isoDay(now.getTime()));
    await markCounted(tx);
  });
}

export async function expireActivity(db: Database, now = new Date()): Promise<void> {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - KEPT_YEARS);
  await db.transaction(async (tx) => {
    await lockRollUp(tx);
    await deleteExpiredActivity(tx, isoDay(before.getTime()));
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
 * Before members' sharing changes (a pause, a resumption, a withdrawal) or they are erased, queues a
 * count of the days their accounts counted on, which runs once the transaction commits. A
 * withdrawal or an erasure forgets their accounts on everything they did first.
 */
export async function queueMembersRecount(
  jobs: Jobs,
  tx: Executor,
  userIds: readonly string[],
  { withdraw }: { withdraw: boolean },
): Promise<void> {
  const vendorDays = await memberAccountDays(tx, userIds);
  if (vendorDays.length === 0) return;
  if (withdraw) await forgetMemberAccounts(tx, userIds);
  await jobs.send(PERFORMANCE_RECOUNT_JOB, { vendorDays }, { executor: tx });
}
