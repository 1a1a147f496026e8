// The roll-up half of the insights benchmark: a day's new signals (200,000 at full scale) are written
// as recording them writes them (the signal, capped, and its account's day marked dirty in the same
// statement), then the server's own rollUpAll is timed until the queue is empty. Each run writes the
// same signals, on a day of its own (today, tomorrow...), so every run rolls up the same work; at
// the end they are deleted and the tables vacuumed, leaving the data set as it was.

import { SIGNAL_DAILY_CAP } from "@common/signals";
import { rollUpAll } from "@server/features/insights/insights.jobs";
import type { Database } from "@server/platform/database/client";
import { type CpuUse, startCpuMeter } from "../lib/measure";

/** Seed of PostgreSQL's random(): every run of a data set draws the same day. */
const RANDOM_SEED = 0.3141;
/** The days whose signals the new day's are drawn from. */
const SOURCE_DAYS = 7;

export interface DayRollUpRun {
  run: number;
  day: string;
  signals: number;
  /** (account, intent type, day) triples the signals marked: the roll-up's queue. */
  dirtyDays: number;
  /** Account and intent type pairs rollUpAll reported touching. */
  pairs: number;
  /** account_day_kinds rows the roll-up wrote for the day. */
  dayRows: number;
  /** Writing the signals and their queue entries, one statement. */
  insertSeconds: number;
  /** rollUpAll, from the first batch to the empty queue. */
  rollUpSeconds: number;
  /** CPU meanwhile: this process (rollUpAll's Node side), PostgreSQL, other processes. */
  cpu: CpuUse;
}

export interface DayRollUps {
  /** Signals in the days the new day is drawn from, and how many people and accounts they span. */
  source: { days: number; signals: number; people: number; accounts: number };
  runs: DayRollUpRun[];
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Deletes what an earlier run may have left: signals and day rows from `from` on, the queue. */
async function removeDays(db: Database, from: string): Promise<number> {
  const signals = await db.$client.query(
    "DELETE FROM signals WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC'",
    [from],
  );
  const days = await db.$client.query("DELETE FROM account_day_kinds WHERE day >= $1::date", [from]);
  const dirty = await db.$client.query("DELETE FROM insight_dirty");
  return (signals.rowCount ?? 0) + (days.rowCount ?? 0) + (dirty.rowCount ?? 0);
}

async function vacuum(db: Database) {
  for (const table of ["signals", "account_day_kinds", "insight_dirty"]) {
    await db.$client.query(`VACUUM (ANALYZE) ${table}`);
  }
}

export async function measureDayRollUps(
  db: Database,
  options: {
    signals: number;
    repeats: number;
    postgresPid: number | undefined;
    log: (message: string) => void;
  },
): Promise<DayRollUps> {
  const { log } = options;
  const { rows: published } = await db.$client.query<{ as_of: string | null }>(
    "SELECT max(as_of)::text AS as_of FROM intent_type_stats",
  );
  const asOf = published[0]?.as_of;
  if (!asOf) throw new Error("no scores were published; is the data set there?");
  // The runs' days: from today on (or the day published for, if that is later), never in the history.
  const firstDay = Math.max(Date.parse(`${isoDay(Date.now())}T00:00:00Z`), Date.parse(`${asOf}T00:00:00Z`));
  if ((await removeDays(db, asOf)) > 0) {
    log("removed rows an earlier run left after the history; vacuuming");
    await vacuum(db);
  }

  const client = await db.$client.connect();
  try {
    // The day's signals, drawn once from the last week of the history (people who have not
    // paused), each keeping its person, account, intent type, kind and subject, at a new time of day.
    await client.query("SELECT setseed($1)", [RANDOM_SEED]);
    await client.query("DROP TABLE IF EXISTS bench_recent, bench_day");
    await client.query(
      `CREATE TEMP TABLE bench_recent AS
       SELECT (row_number() OVER (ORDER BY s.id))::int AS n, s.user_id, s.company_id, s.intent_type, s.kind,
              s.weight, s.subject_kind, s.subject_id
       FROM signals s JOIN users u ON u.id = s.user_id AND u.insights_paused_at IS NULL
       WHERE s.company_id IS NOT NULL
         AND s.created_at >= ($1::date - $2::int)::timestamp AT TIME ZONE 'UTC'
         AND s.created_at < $1::date::timestamp AT TIME ZONE 'UTC'`,
      [asOf, SOURCE_DAYS],
    );
    await client.query("CREATE UNIQUE INDEX ON bench_recent (n)");
    const { rows: sourceRows } = await client.query<DayRollUps["source"]>(
      `SELECT $1::int AS days, count(*)::int AS signals, count(DISTINCT user_id)::int AS people,
              count(DISTINCT company_id)::int AS accounts
       FROM bench_recent`,
      [SOURCE_DAYS],
    );
    const source = sourceRows[0] ?? { days: SOURCE_DAYS, signals: 0, people: 0, accounts: 0 };
    if (source.signals === 0) throw new Error(`no signals in the last ${SOURCE_DAYS} days of the history`);
    await client.query(
      `CREATE TEMP TABLE bench_day AS
       SELECT p.g, r.user_id, r.company_id, r.intent_type, r.kind, r.weight, r.subject_kind,
              CASE WHEN r.kind IN ('meetingAccepted', 'decisionCycleDeclared') THEN gen_random_uuid()::text
                   ELSE r.subject_id END AS subject_id,
              (25200 + floor(39600 * random()))::int AS second
       FROM (SELECT g, 1 + floor(random() * $2::int)::int AS n FROM generate_series(1, $1::int) g) p
       JOIN bench_recent r ON r.n = p.n`,
      [options.signals, source.signals],
    );
    log(
      `the day's ${options.signals} signals are drawn from the last ${SOURCE_DAYS} days of the history ` +
        `(${source.signals} signals by ${source.people} people at ${source.accounts} accounts)`,
    );

    const runs: DayRollUpRun[] = [];
    for (let run = 1; run <= options.repeats; run++) {
      const day = isoDay(firstDay + (run - 1) * DAY_MS);
      // As insertSignals writes them: points cut to what is left of the person's daily cap on the
      // intent type, and the account's day marked for the roll-up in the same statement.
      const insertStarted = performance.now();
      const inserted = await client.query(
        `WITH inserted AS (
           INSERT INTO signals (user_id, company_id, intent_type, kind, weight, points, subject_kind, subject_id, created_at)
           SELECT user_id, company_id, intent_type, kind, weight,
                  (least($2::int, running) - least($2::int, running - weight))::smallint, subject_kind, subject_id, created_at
           FROM (
             SELECT b.*, sum(b.weight) OVER (PARTITION BY b.user_id, b.intent_type ORDER BY b.second, b.g) AS running,
                    $1::date::timestamp AT TIME ZONE 'UTC' + b.second * interval '1 second' AS created_at
             FROM bench_day b
           ) x
           ORDER BY created_at
           RETURNING company_id, intent_type, created_at)
         INSERT INTO insight_dirty (company_id, intent_type, day)
         SELECT DISTINCT company_id, intent_type, (created_at AT TIME ZONE 'UTC')::date FROM inserted
         ON CONFLICT DO NOTHING`,
        [day, SIGNAL_DAILY_CAP],
      );
      const insertSeconds = (performance.now() - insertStarted) / 1000;
      const dirtyDays = inserted.rowCount ?? 0;

      const meter = startCpuMeter({ serverPid: process.pid, postgresPid: options.postgresPid });
      const started = performance.now();
      const pairs = await rollUpAll(db);
      const rollUpSeconds = (performance.now() - started) / 1000;
      const cpu = meter.stop();

      // Everything written was counted: the day's rows hold every signal and every point.
      const { rows: check } = await client.query<{
        signals: number;
        points: number;
        rolled_signals: number;
        rolled_points: number;
        day_rows: number;
      }>(
        `SELECT (SELECT count(*) FROM signals WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC'
                   AND created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS signals,
                (SELECT sum(points) FROM signals WHERE created_at >= $1::date::timestamp AT TIME ZONE 'UTC'
                   AND created_at < ($1::date + 1)::timestamp AT TIME ZONE 'UTC')::int AS points,
                sum(signals)::int AS rolled_signals, sum(points)::int AS rolled_points, count(*)::int AS day_rows
         FROM account_day_kinds WHERE day = $1::date`,
        [day],
      );
      const counted = check[0];
      if (
        !counted ||
        counted.signals !== options.signals ||
        counted.rolled_signals !== counted.signals ||
        counted.rolled_points !== counted.points
      ) {
        throw new Error(
          `the roll-up of ${day} counted ${counted?.rolled_signals} signals and ${counted?.rolled_points} points ` +
            `of ${counted?.signals} and ${counted?.points} written`,
        );
      }
      runs.push({
        run,
        day,
        signals: options.signals,
        dirtyDays,
        pairs,
        dayRows: counted.day_rows,
        insertSeconds,
        rollUpSeconds,
        cpu,
      });
      log(
        `roll-up run ${run} (${day}): ${options.signals} signals and ${dirtyDays} dirty days written in ${insertSeconds.toFixed(1)} s; ` +
          `rollUpAll took ${rollUpSeconds.toFixed(2)} s for ${pairs} pairs (${counted.day_rows} day rows); CPU cores: ` +
          `this process ${cpu.serverCpuCores.toFixed(2)}, PostgreSQL ${cpu.postgresCpuCores?.toFixed(2) ?? "-"}, ` +
          `other ${cpu.otherCpuCores.toFixed(2)}`,
      );
    }

    return { source, runs };
  } catch (error) {
    await removeDays(db, asOf).catch(() => undefined);
    throw error;
  } finally {
    await client.query("DROP TABLE IF EXISTS bench_recent, bench_day").catch(() => undefined);
    client.release();
  }
}

/** Deletes the runs' signals, day rows and queue entries and vacuums, leaving the data set as it was. */
export async function removeDayRollUps(db: Database): Promise<number> {
  const started = performance.now();
  const { rows } = await db.$client.query<{ as_of: string | null }>(
    "SELECT max(as_of)::text AS as_of FROM intent_type_stats",
  );
  if (rows[0]?.as_of) await removeDays(db, rows[0].as_of);
  await vacuum(db);
  return (performance.now() - started) / 1000;
}
