// When account insights are counted (docs/decisions/0019): the roll-up every minute, the daily
// publish, and a recount of one leader's accounts when they pause, resume or withdraw.
import { notifyAccountSurge } from "@server/features/notifications/notifications.service";
import type { Database, Executor } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Logger } from "pino";
import {
  deleteExpired,
  lockPublishing,
  marketDays,
  type PublishedChange,
  publishScores,
  publishWeek,
} from "./publish.repository";
import { refreshRankings } from "./rankings.repository";
import { type AccountPair, leaderPairs, markLeaderDaysDirty, rollUpDirtyDays } from "./rollup.repository";

export const INSIGHTS_ROLLUP_JOB = "insights-rollup";
export const INSIGHTS_PUBLISH_JOB = "insights-publish";
export const INSIGHTS_RECOUNT_JOB = "insights-recount";

/** Dirty days rolled up per transaction. */
const ROLLUP_BATCH = 5_000;
/** Weeks frozen before the current one in an account's trend. */
const FROZEN_WEEKS = 14;

export interface InsightSettings {
  minContributors: number;
}

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today in UTC, the day scores are published for: they cover the days before it. */
export const todayUtc = () => isoDay(Date.now());

/**
 * The Mondays whose scores are the trend's frozen weeks as of `asOf` (each freezes the week before
 * it), oldest first: the 14 weeks before the one that holds the last day counted.
 */
export function trendMondays(asOf: string): string[] {
  const lastCounted = dayStart(asOf) - DAY_MS;
  const weekStart = lastCounted - ((new Date(lastCounted).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: FROZEN_WEEKS }, (_, index) =>
    isoDay(weekStart - 7 * DAY_MS * (FROZEN_WEEKS - 1 - index)),
  );
}

const isMonday = (day: string) => new Date(dayStart(day)).getUTCDay() === 1;

/** Rolls up every dirty day; returns how many account pairs it touched. */
export async function rollUpAll(db: Database): Promise<number> {
  let touched = 0;
  for (;;) {
    const pairs = await rollUpDirtyDays(db, ROLLUP_BATCH);
    if (pairs.length === 0) return touched;
    touched += pairs.length;
  }
}

async function notifySurges(tx: Executor, changes: PublishedChange[]): Promise<void> {
  for (const change of changes) {
    if (change.kind !== "surgeStarted") continue;
    await notifyAccountSurge(tx, change);
  }
}

/**
 * Publishes every account's scores as of `asOf`: rolls up what is dirty, counts any trend week not
 * yet counted (the first publish after seeding history counts all 14), then the day itself, and
 * deletes what is past retention. Returns the highlights it wrote.
 */
export async function publishInsights(
  db: Database,
  settings: InsightSettings,
  asOf = todayUtc(),
): Promise<PublishedChange[]> {
  await rollUpAll(db);
  return db.transaction(async (tx) => {
    await lockPublishing(tx);
    const counted = new Set(await marketDays(tx));
    for (const monday of trendMondays(asOf)) {
      if (!counted.has(monday)) await publishWeek(tx, monday);
    }
    const changes = await publishScores(tx, asOf, {
      minContributors: settings.minContributors,
      freezeWeek: isMonday(asOf),
    });
    await refreshRankings(tx, { all: true });
    await notifySurges(tx, changes);
    await deleteExpired(tx, asOf);
    return changes;
  });
}

/**
 * Counts the given pairs again as of the last publish, trend weeks included, after a leader's
 * signals changed under them (a pause, a resumption, a withdrawal). New points wait for the next
 * publish; removed ones leave at once.
 */
export async function recountPairs(
  db: Database,
  settings: InsightSettings,
  pairs: AccountPair[],
): Promise<void> {
  await rollUpAll(db);
  if (pairs.length === 0) return;
  await db.transaction(async (tx) => {
    await lockPublishing(tx);
    const counted = await marketDays(tx);
    const asOf = counted[0];
    if (!asOf) return;
    for (const monday of trendMondays(asOf)) {
      if (counted.includes(monday)) await publishWeek(tx, monday, pairs);
    }
    const changes = await publishScores(tx, asOf, {
      pairs,
      minContributors: settings.minContributors,
      freezeWeek: isMonday(asOf),
    });
    await refreshRankings(tx, { pairs });
    await notifySurges(tx, changes);
  });
}

export function defineInsightJobs(options: {
  db: Database;
  jobs: Jobs;
  logger: Logger;
  settings: InsightSettings;
}): void {
  const { db, jobs, logger, settings } = options;
  jobs.define(INSIGHTS_ROLLUP_JOB, async () => void (await rollUpAll(db)), {
    retryLimit: 1,
    cron: "* * * * *",
  });
  jobs.define(
    INSIGHTS_PUBLISH_JOB,
    async () => {
      const changes = await publishInsights(db, settings);
      logger.info({ highlights: changes.length }, "account insights published");
    },
    { retryLimit: 3, cron: "20 0 * * *" },
  );
  jobs.define<{ pairs: AccountPair[] }>(INSIGHTS_RECOUNT_JOB, (data) =>
    recountPairs(db, settings, data.pairs),
  );
}

/**
 * Before a leader's signals stop or start counting (a pause, a resumption, a withdrawal): marks
 * their days for the roll-up and queues a recount of their accounts, which runs once the
 * transaction commits.
 */
export async function queueLeaderRecount(jobs: Jobs, tx: Executor, userId: string): Promise<void> {
  const pairs = await leaderPairs(tx, userId);
  if (pairs.length === 0) return;
  await markLeaderDaysDirty(tx, userId);
  await jobs.send(INSIGHTS_RECOUNT_JOB, { pairs }, { executor: tx });
}
