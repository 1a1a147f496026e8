// The performance benchmark (npm run bench:performance): with 10,000,000 recorded actions and two
// years of daily counts for 10,000 vendors, GET /api/performance over 90 days and over two years
// and each customer dashboard call must stay within 3x of GET /api/health measured in the same run
// (mean and p99) at 20 connections; and reading a two-year range from the daily counts must be at
// least 20x faster than reading it from the raw actions.
//
// Steps: generate the data set if missing (generate.ts); time the same two-year figures of the
// benchmark's vendor read from the daily counts (the server's repository) and from the raw actions,
// checking that both give the same numbers; write the vendor's session; start the real server in a
// child process; check that every scenario answers 200; load each endpoint with autocannon after a
// warm-up, health first and last. Figures and cards are kept in memory until what they read changes
// (docs/decisions/0020), so an unchecked row asks for a range nobody read before on every request.
// Writes bench/results/performance-<time>.json and .md and exits 1 when a target is missed.
//
// Settings (environment): BENCH_PERFORMANCE_VENDORS, BENCH_PERFORMANCE_ACTIVITY (scale),
// BENCH_REPEATS (timed reads of each kind, 5), BENCH_DATA_DIR, BENCH_DURATION (12), BENCH_WARMUP (3),
// BENCH_CONNECTIONS (20), BENCH_ONLY, BENCH_SERVER_NODE_OPTIONS, DATABASE_URL.
import { randomBytes } from "node:crypto";
import os from "node:os";
import {
  dailyCounts,
  engagedAccounts,
  type PerformanceScope,
} from "@server/features/performance/performance.repository";
import { ALL_INTENT_TYPES } from "@server/features/performance/rollup.repository";
import type { Database } from "@server/platform/database/client";
import { openBenchDatabase } from "../lib/database";
import { readPeakRssMiB, readRssMiB } from "../lib/measure";
import {
  type BenchReport,
  type CheckReport,
  failures,
  machineReport,
  round,
  toMarkdown,
  writeReport,
} from "../lib/report";
import { HEALTH, HEALTH_AGAIN, measureScenarios, rateScenarios, type Scenario } from "../lib/scenarios";
import { postmasterPid, startServerProcess, stopServerProcess } from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { createSessions } from "../notifications/fixtures";
import { ensurePerformanceData, type Generation, VENDOR } from "./generate";
import { dataDirFor, scaleFromEnv } from "./settings";

const TARGET_RATIO = 3;
/** How much faster the daily counts must make a two-year range than the raw actions. */
const SPEEDUP_TARGET = 20;

const scale = scaleFromEnv();
const settings = {
  scale,
  repeats: positiveIntegerFromEnv("BENCH_REPEATS", 5),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
};

const log = (message: string) => console.log(`[bench] ${message}`);

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = isoDay(Date.now());
const daysBefore = (days: number, from = today) => isoDay(Date.parse(`${from}T00:00:00Z`) - days * DAY_MS);
const TWO_YEARS = 731;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface RawComparison {
  rollUpMs: number[];
  rawMs: number[];
  rawRows: number;
  countedRows: number;
  speedup: number;
}

/**
 * The figures a two-year /performance reads for the vendor on all match points (counts per day and
 * kind over the range and the period before, and the engaged accounts of each), from the daily
 * counts as the server reads them and from the raw actions; both must agree.
 */
async function compareWithRaw(db: Database): Promise<RawComparison> {
  const scope: PerformanceScope = { vendorCompanyId: VENDOR.companyId, intentType: ALL_INTENT_TYPES };
  const current = { start: daysBefore(TWO_YEARS - 1), end: today };
  const previous = { start: daysBefore(2 * TWO_YEARS - 1), end: daysBefore(TWO_YEARS) };
  const fromCounts = async () => {
    const [rows, engaged] = await Promise.all([
      dailyCounts(db, scope, { start: previous.start, end: current.end }),
      engagedAccounts(db, scope, [current, previous]),
    ]);
    return { rows, engaged };
  };
  const fromRaw = async () => {
    const range = [VENDOR.companyId, previous.start, current.end];
    const [rows, engaged] = await Promise.all([
      db.$client.query<{ day: string; kind: string; count: number; amount: number }>(
        `SELECT (occurred_at AT TIME ZONE 'UTC')::date::text AS day, kind, count(*)::int AS count,
           sum(amount)::float8 AS amount
         FROM vendor_activity
         WHERE vendor_company_id = $1 AND occurred_at >= $2::date::timestamp AT TIME ZONE 'UTC'
           AND occurred_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'
         GROUP BY 1, 2`,
        range,
      ),
      db.$client.query<{ counts: number[] }>(
        `SELECT ARRAY[
           count(DISTINCT a.account_company_id) FILTER (WHERE a.occurred_at >= $4::date::timestamp AT TIME ZONE 'UTC'),
           count(DISTINCT a.account_company_id) FILTER (WHERE a.occurred_at < $4::date::timestamp AT TIME ZONE 'UTC')
         ]::int[] AS counts
         FROM vendor_activity a JOIN users u ON u.id = a.user_id AND u.insights_paused_at IS NULL
         WHERE a.vendor_company_id = $1 AND a.account_company_id IS NOT NULL
           AND a.occurred_at >= $2::date::timestamp AT TIME ZONE 'UTC'
           AND a.occurred_at < ($3::date + 1)::timestamp AT TIME ZONE 'UTC'`,
        [...range, current.start],
      ),
    ]);
    return { rows: rows.rows, engaged: engaged.rows[0]?.counts ?? [] };
  };
  const key = (row: { day: string; kind: string; count: number; amount: number }) =>
    `${row.day} ${row.kind} ${row.count} ${row.amount}`;
  const counted = await fromCounts();
  const raw = await fromRaw();
  const firstDay = Date.parse(`${previous.start}T00:00:00Z`);
  const countedKeys = counted.rows
    .filter((row) => row.kind !== "engagedAccounts" && row.kind !== "surgingTracked")
    .map((row) => key({ ...row, day: isoDay(firstDay + row.day * DAY_MS) }))
    .sort();
  const rawKeys = raw.rows.map(key).sort();
  if (countedKeys.join("\n") !== rawKeys.join("\n") || counted.engaged.join() !== raw.engaged.join()) {
    throw new Error(
      `the daily counts and the raw actions disagree: ${countedKeys.length} and ${rawKeys.length} day rows, engaged ${counted.engaged} and ${raw.engaged}`,
    );
  }
  const time = async (read: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let run = 0; run < settings.repeats; run++) {
      const started = performance.now();
      await read();
      times.push(performance.now() - started);
    }
    return times;
  };
  const rollUpMs = await time(fromCounts);
  const rawMs = await time(fromRaw);
  const { rows } = await db.$client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM vendor_activity WHERE vendor_company_id = $1",
    [VENDOR.companyId],
  );
  return {
    rollUpMs,
    rawMs,
    rawRows: rows[0]?.n ?? 0,
    countedRows: counted.rows.length,
    speedup: median(rawMs) / median(rollUpMs),
  };
}

const performanceUrl = (query: Record<string, string>) => `/api/performance?${new URLSearchParams(query)}`;
const dashboardUrl = (part: string, query: Record<string, string>) =>
  `/api/decisions/customer/dashboard/${part}/${VENDOR.companyId}?${new URLSearchParams(query)}`;

function scenarios(): Scenario[] {
  const ninetyDays = {};
  const twoYears = { startDate: daysBefore(TWO_YEARS - 1), endDate: today };
  const matchPoint = VENDOR.matchPoints[0];
  const row = (key: string, label: string, path: string): Scenario => ({
    key,
    label,
    paths: [path],
    member: true,
    checked: true,
  });
  return [
    HEALTH,
    row("performance-90", "performance, last 90 days, all match points", performanceUrl(ninetyDays)),
    row("performance-2y", "performance, two years, all match points", performanceUrl(twoYears)),
    row(
      "performance-2y-one",
      `performance, two years, ${matchPoint}`,
      performanceUrl({ ...twoYears, matchPoint }),
    ),
    row("overview-90", "dashboard overview, last 90 days", dashboardUrl("overview", ninetyDays)),
    row("overview-2y", "dashboard overview, two years", dashboardUrl("overview", twoYears)),
    row("cards-90", "dashboard cards, last 90 days", dashboardUrl("cards", ninetyDays)),
    row(
      "distributions-90",
      "dashboard distribution cards, last 90 days",
      dashboardUrl("distribution-cards", ninetyDays),
    ),
    row("counts-90", "dashboard counts overview, last 90 days", dashboardUrl("counts-overview", ninetyDays)),
    row("meetings-90", "dashboard meetings, last 90 days", dashboardUrl("meetings", ninetyDays)),
    {
      // A two-year range ending on a random day of the last year: one nobody read before, so this
      // row is what reading the figures from the database costs.
      key: "performance-2y-unkept",
      label: "performance, two years ending on a random day of the last year: never kept before",
      paths: () => {
        const end = daysBefore(Math.floor(Math.random() * 365));
        return performanceUrl({ startDate: daysBefore(TWO_YEARS - 1, end), endDate: end });
      },
      member: true,
      checked: false,
    },
    HEALTH_AGAIN,
  ];
}

async function answersOk(baseUrl: string, cookie: string, path: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const text = await response.text();
  return response.status === 200 ? null : `${path}: ${response.status} ${text.slice(0, 200)}`;
}

async function main() {
  const dataDir = dataDirFor(scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(
    `scale: ${scale.activity} actions for ${scale.vendors} vendors over ${scale.days} days; data in ${dataDir}`,
  );

  const secret = randomBytes(32).toString("hex");
  const database = await openBenchDatabase(dataDir);
  let generation: Generation | null;
  let comparison: RawComparison;
  let cookie: string;
  let postgresVersion: string;
  try {
    generation = await ensurePerformanceData(database.db, scale, log);
    // As autovacuum leaves the tables a while after a migration or a load: statistics and the
    // visibility map that lets a read come from the index alone.
    for (const table of ["vendor_activity_days", "vendor_account_days", "vendor_account_spans"]) {
      await database.db.$client.query(`VACUUM (ANALYZE) ${table}`);
    }
    comparison = await compareWithRaw(database.db);
    log(
      `two years from the daily counts: median ${median(comparison.rollUpMs).toFixed(1)} ms; from the ${comparison.rawRows} raw actions: ` +
        `median ${median(comparison.rawMs).toFixed(1)} ms; ${comparison.speedup.toFixed(1)}x faster`,
    );
    const cookies = await createSessions(database.db, [VENDOR.userId], secret);
    cookie = cookies.get(VENDOR.userId) ?? "";
    const version = await database.db.$client.query<{ v: string }>("SHOW server_version");
    postgresVersion = version.rows[0]?.v ?? "";
  } finally {
    await database.stop();
  }

  const server = await startServerProcess(dataDir, { AUTH_SECRET: secret });
  const stopServer = () => stopServerProcess(server.child);
  process.once("SIGINT", () => void stopServer().then(() => process.exit(130)));
  const exitCode = await (async () => {
    const rssAtStart = readRssMiB(server.pid);
    const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir);
    const plan = scenarios();
    const paths = plan.flatMap((scenario) =>
      scenario.key.startsWith("health") || typeof scenario.paths === "function" ? [] : scenario.paths,
    );
    const check = async () =>
      (await Promise.all(paths.map((path) => answersOk(server.url, cookie, path)))).filter(
        (reason): reason is string => reason !== null,
      );
    const before = await check();
    if (before.length > 0) throw new Error(`before the load: ${before.join("; ")}`);
    const rssBeforeLoad = readRssMiB(server.pid);
    const measured = await measureScenarios(
      plan,
      { baseUrl: server.url, cookie, serverPid: server.pid, postgresPid },
      settings,
      log,
    );
    const rssAfterLoad = readRssMiB(server.pid);
    const after = await check();
    const { baseline, rows, warnings } = rateScenarios(measured, TARGET_RATIO);
    const checks: CheckReport[] = [
      {
        label:
          `a two-year range of the vendor (${comparison.rawRows} actions), read from the daily counts ` +
          `(${comparison.countedRows} rows) against the raw actions, same figures: median of ${settings.repeats} reads each`,
        measured: `${comparison.speedup.toFixed(1)}x (${median(comparison.rollUpMs).toFixed(1)} ms against ${median(comparison.rawMs).toFixed(1)} ms)`,
        limit: `${SPEEDUP_TARGET}x`,
        verdict: comparison.speedup >= SPEEDUP_TARGET ? "met" : "missed",
      },
      {
        label: "every scenario answers 200, before and after the load",
        measured: `${paths.length * 2 - before.length - after.length} of ${paths.length * 2}`,
        limit: "all",
        verdict: after.length === 0 ? "met" : "missed",
      },
    ];
    const report: BenchReport = {
      benchmark: "performance",
      title: "Performance benchmark",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      target:
        `performance (90 days, two years) and each dashboard call within ${TARGET_RATIO}x of GET /api/health ` +
        `(mean and p99); a two-year range at least ${SPEEDUP_TARGET}x faster from the daily counts than from the raw actions`,
      settings: { ...settings, targetRatio: TARGET_RATIO, serverNodeOptions: server.nodeOptions },
      machine: machineReport(loadBefore, postgresVersion),
      dataSet: { ...(generation?.rows ?? {}), vendorActions: comparison.rawRows },
      baseline,
      memoryMiB: {
        afterStart: round(rssAtStart, 0),
        beforeLoad: round(rssBeforeLoad, 0),
        peakDuringLoad: round(Math.max(...rows.map((row) => row.rssMiB.peak)), 0),
        afterLoad: round(rssAfterLoad, 0),
        highWaterMark: round(readPeakRssMiB(server.pid), 0),
      },
      scenarios: rows,
      checks,
      notes: [
        `Vendor: ${VENDOR.companyName} on the ${VENDOR.plan} plan, ${scale.vendorShare * 100}% of all actions (${comparison.rawRows}), ` +
          `match points ${VENDOR.matchPoints.join(", ")}. Reads from the daily counts: ${comparison.rollUpMs.map((ms) => ms.toFixed(1)).join(", ")} ms; ` +
          `from the raw actions: ${comparison.rawMs.map((ms) => ms.toFixed(1)).join(", ")} ms.`,
        generation
          ? `Generated in this run: setup ${generation.seconds.setup.toFixed(0)} s, actions ${generation.seconds.activity.toFixed(0)} s, ` +
            `counting them (rollUpPerformance over two years) ${generation.seconds.rollUp.toFixed(0)} s, vacuum ${generation.seconds.vacuum.toFixed(0)} s.`
          : "Data set generated in an earlier run.",
        ...(after.length ? [`After the load: ${after.join("; ")}.`] : []),
      ],
      details: { generation, comparison },
      warnings,
    };
    const base = writeReport(report, startedAt);
    console.log(`\n${toMarkdown(report)}`);
    log(`wrote ${base}.json and .md`);
    const missed = failures(report);
    for (const miss of missed) log(`NOT MET: ${miss}`);
    return missed.length > 0 ? 1 : 0;
  })().finally(stopServer);
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
