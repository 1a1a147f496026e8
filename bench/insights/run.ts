// The insights benchmark (npm run bench:insights): with 10,000,000 signals over 100,000 accounts
// and 21 intent types, GET /api/account-insights for a vendor tracking 5,000 accounts (the first
// page and page 50, across all of its match points and on one) and GET /api/account-highlights must
// stay within 3x of GET /api/health measured in the same run (mean and p99) at 20 connections; and
// the roll-up of a day's 200,000 new signals must finish within 30 s.
//
// Steps: generate the data set if missing (generate.ts: the signals, then the server's own roll-up
// and nightly publish, then the vendor); time the roll-up of a day's new signals, three runs on the
// same signals (day-rollup.ts, the server's rollUpAll); pick fixtures (fixtures.ts) and write the
// vendor's session; start the real server in a child process, walk the vendor's insights to page 50
// by cursor (checking order, match points, tracking and the privacy minimum on the way), check
// that every scenario answers 200 with items, then load each endpoint with autocannon after a
// warm-up, health first and last, and check the answers again. Pages are kept in memory until
// their data changes (docs/decisions/0020); an unchecked row asks for a page nobody read before on
// every request, to show what reading one from the database costs. Writes
// bench/results/insights-<time>.json and .md, prints the tables, and exits 1 when a ratio exceeds
// 3x, any request failed or answered without items, or the roll-up took more than 30 s.
//
// Settings (environment): BENCH_INSIGHTS_ACCOUNTS, BENCH_INSIGHTS_SIGNALS, BENCH_INSIGHTS_WEEKS,
// BENCH_INSIGHTS_TRACKED (scale), BENCH_INSIGHTS_DAY_SIGNALS (200,000 at full scale),
// BENCH_INSIGHTS_PAGE (50), BENCH_REPEATS (3 roll-up runs), BENCH_DATA_DIR, BENCH_DURATION (12),
// BENCH_WARMUP (3), BENCH_CONNECTIONS (20), BENCH_ONLY, BENCH_SERVER_NODE_OPTIONS, DATABASE_URL.
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import {
  type AccountHighlightPage,
  type AccountInsightPage,
  DEFAULT_MIN_CONTRIBUTORS,
  HIGHLIGHTS_PAGE_SIZE,
  INSIGHTS_PAGE_SIZE,
} from "@common/account-insights";
import { encodeCursor } from "@server/platform/http/cursor";
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
import {
  HEALTH,
  HEALTH_AGAIN,
  measureScenarios,
  OTHER_CPU_WARNING,
  rateScenarios,
  type Scenario,
} from "../lib/scenarios";
import { getJson, postmasterPid, startServerProcess, stopServerProcess } from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { createSessions } from "../notifications/fixtures";
import { type DayRollUps, measureDayRollUps, removeDayRollUps } from "./day-rollup";
import { type Fixtures, pickFixtures } from "./fixtures";
import { ensureInsightsData, type Generation, readGeneration } from "./generate";
import { dataDirFor, daySignalsFromEnv, scaleFromEnv } from "./settings";

const TARGET_RATIO = 3;
/** The roll-up of a day's new signals must finish within this. */
const ROLLUP_LIMIT_SECONDS = 30;

const scale = scaleFromEnv();
const settings = {
  scale,
  daySignals: daySignalsFromEnv(scale),
  repeats: positiveIntegerFromEnv("BENCH_REPEATS", 3),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
  deepPage: positiveIntegerFromEnv("BENCH_INSIGHTS_PAGE", 50),
};

const log = (message: string) => console.log(`[bench] ${message}`);

/** A page of the vendor's insights: all of its match points (null) or one, after the cursor. */
function insightsUrl(matchPoint: string | null, cursor?: string): string {
  const query = new URLSearchParams();
  if (matchPoint) query.set("matchPoint", matchPoint);
  query.set("limit", String(INSIGHTS_PAGE_SIZE));
  if (cursor) query.set("cursor", cursor);
  return `/api/account-insights?${query}`;
}

const HIGHLIGHTS_URL = `/api/account-highlights?limit=${HIGHLIGHTS_PAGE_SIZE}`;

interface Walk {
  /** The cursor that loads page `page`. */
  cursor: string;
  page: number;
  rows: number;
  /** The score of the first row and of the last row walked. */
  scores: [number, number];
}

/**
 * Walks the vendor's insights page by page with the cursor, as the web app's "more" does, and
 * checks on the way what a vendor would notice or must never see: highest score first, no row
 * twice, only its match points, only tracked accounts (the Growth plan), and no account below the
 * privacy minimum of contributors.
 */
async function walkInsights(
  baseUrl: string,
  cookie: string,
  matchPoint: string | null,
  pages: number,
  matchPoints: readonly string[],
): Promise<Walk> {
  const seen = new Set<string>();
  let cursor: string | undefined;
  let previous = Number.POSITIVE_INFINITY;
  let first = Number.NaN;
  let page = 1;
  const where = matchPoint ?? "All";
  for (; page < pages; page++) {
    const body = await getJson<AccountInsightPage>(baseUrl, insightsUrl(matchPoint, cursor), cookie);
    if (body.items.length === 0) throw new Error(`page ${page} of ${where} has no items`);
    for (const item of body.items) {
      const key = `${item.account.id}:${item.intentType}`;
      if (seen.has(key)) throw new Error(`${where} showed ${key} twice (page ${page})`);
      seen.add(key);
      if (item.score > previous) throw new Error(`${where} is out of order at ${key} (page ${page})`);
      previous = item.score;
      if (Number.isNaN(first)) first = item.score;
      if (matchPoint ? item.intentType !== matchPoint : !matchPoints.includes(item.intentType)) {
        throw new Error(`${where} showed ${key}, not on the vendor's match points`);
      }
      if (!item.tracked) throw new Error(`${where} showed ${key}, an account the Growth plan does not track`);
      if (item.people < DEFAULT_MIN_CONTRIBUTORS) {
        throw new Error(`${where} showed ${key} with ${item.people} contributors, below the privacy minimum`);
      }
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (!cursor || page < pages) {
    throw new Error(
      `${where} has only ${page} pages of ${INSIGHTS_PAGE_SIZE}; lower BENCH_INSIGHTS_PAGE (or track more accounts)`,
    );
  }
  return { cursor, page, rows: seen.size, scores: [first, previous] };
}

/** Whether a path answers 200 with at least one item; the reason when it does not. */
async function answersWithItems(baseUrl: string, cookie: string, path: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  const text = await response.text();
  if (response.status !== 200) return `${path}: ${response.status} ${text.slice(0, 200)}`;
  const body = JSON.parse(text) as { items?: unknown[] };
  if (!Array.isArray(body.items) || body.items.length === 0) return `${path}: 200 without items`;
  return null;
}

function scenarios(fixtures: Fixtures, all: Walk, one: Walk): Scenario[] {
  const { matchPoint } = fixtures;
  const points = fixtures.vendor.matchPoints.length;
  return [
    HEALTH,
    {
      key: "insights-all-first",
      label: `account insights, All (${points} match points), first page`,
      paths: [insightsUrl(null)],
      member: true,
      checked: true,
    },
    {
      key: "insights-all-deep",
      label: `account insights, All, page ${all.page} by cursor`,
      paths: [insightsUrl(null, all.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "insights-one-first",
      label: `account insights, ${matchPoint}, first page`,
      paths: [insightsUrl(matchPoint)],
      member: true,
      checked: true,
    },
    {
      key: "insights-one-deep",
      label: `account insights, ${matchPoint}, page ${one.page} by cursor`,
      paths: [insightsUrl(matchPoint, one.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "highlights",
      label: "account highlights, first page",
      paths: [HIGHLIGHTS_URL],
      member: true,
      checked: true,
    },
    {
      // Pages are kept in memory until something they read changes (docs/decisions/0020); a page
      // after a random point of the ranking is one that nobody read before, so this row is what a
      // page costs when it is read from the database.
      key: "insights-all-unkept",
      label: `account insights, All, 25 rows after a random point of the ranking (scores ${all.scores[1]}-${all.scores[0]}): never kept before`,
      paths: () => insightsUrl(null, randomCursor(all.scores)),
      member: true,
      checked: false,
    },
    HEALTH_AGAIN,
  ];
}

/** A cursor at a random score of the walked range and a random account id: a page no one read before. */
function randomCursor([highest, lowest]: [number, number]): string {
  return encodeCursor([lowest + Math.floor(Math.random() * (highest - lowest + 1)), randomUUID(), "~"]);
}

interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return { median, min: sorted[0] ?? Number.NaN, max: sorted.at(-1) ?? Number.NaN };
}

/** "12.3 (10.1-14.2)": the median of the runs, then the lowest and the highest. */
function spreadCell(values: number[], digits = 1): string {
  const { median, min, max } = spread(values);
  return values.length === 1
    ? median.toFixed(digits)
    : `${median.toFixed(digits)} (${min.toFixed(digits)}-${max.toFixed(digits)})`;
}

function rollUpCheck(rollUps: DayRollUps): CheckReport {
  const seconds = rollUps.runs.map((run) => run.rollUpSeconds);
  const dirty = rollUps.runs[0]?.dirtyDays ?? 0;
  return {
    label:
      `roll-up of a day's ${settings.daySignals} new signals (${dirty} account days queued): rollUpAll, ` +
      `median of ${rollUps.runs.length} runs (lowest-highest)`,
    measured: `${spreadCell(seconds, 2)} s`,
    limit: `${ROLLUP_LIMIT_SECONDS} s`,
    verdict: spread(seconds).median <= ROLLUP_LIMIT_SECONDS ? "met" : "missed",
  };
}

function rollUpTable(rollUps: DayRollUps): string {
  const { source } = rollUps;
  return [
    "",
    `The day's ${settings.daySignals} signals are drawn from the last ${source.days} days of the history ` +
      `(${source.signals} signals by ${source.people} people at ${source.accounts} accounts); each run writes them on a day of its own.`,
    "",
    "| run | day | signals | account days queued | pairs | day rows written | write s | rollUpAll s | CPU cores: bench / PG / other |",
    "|--:|---|--:|--:|--:|--:|--:|--:|--:|",
    ...rollUps.runs.map(
      (run) =>
        `| ${run.run} | ${run.day} | ${run.signals} | ${run.dirtyDays} | ${run.pairs} | ${run.dayRows} | ` +
        `${run.insertSeconds.toFixed(2)} | ${run.rollUpSeconds.toFixed(2)} | ` +
        `${run.cpu.serverCpuCores.toFixed(1)} / ${run.cpu.postgresCpuCores === null ? "-" : run.cpu.postgresCpuCores.toFixed(1)} / ${run.cpu.otherCpuCores.toFixed(1)} |`,
    ),
    "",
  ].join("\n");
}

function generationNote(generation: Generation | null, generatedNow: boolean): string {
  if (!generation) return "Generation: no timings recorded for this data directory.";
  const { seconds: s } = generation;
  const total = s.companies + s.load + s.rollUp + s.publish + s.vendor + s.vacuum;
  return (
    `Generation (${generatedNow ? "this run" : `on ${generation.generatedAt}`}): ${total.toFixed(0)} s in all: ` +
    `companies ${s.companies.toFixed(0)} s, leaders and signals ${s.load.toFixed(0)} s, ` +
    `the roll-up of the whole history (rollUpAll: ${generation.rollUp.dirtyDays} account days into ${generation.rollUp.dayRows} day rows) ` +
    `${s.rollUp.toFixed(0)} s, the nightly publish (publishInsights as of ${generation.publish.asOf}: 14 trend weeks and the day; ` +
    `${generation.publish.scores} scores, ${generation.publish.visible} visible, ${generation.publish.surging} surging, ` +
    `${generation.publish.highlights} highlights) ${s.publish.toFixed(0)} s, the vendor ${s.vendor.toFixed(0)} s, vacuum and analyze ${s.vacuum.toFixed(0)} s.`
  );
}

async function main() {
  const dataDir = dataDirFor(settings.scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(
    `scale: ${scale.signals} signals over ${scale.accounts} accounts and ${scale.weeks} weeks, a vendor tracking ` +
      `${scale.tracked}; a day of ${settings.daySignals} new signals; data in ${dataDir}`,
  );

  // 1. The data set, the roll-up of a day, the fixtures and the vendor's session, through a
  // database connection of our own, stopped again before the server takes the data directory.
  const secret = randomBytes(32).toString("hex");
  const database = await openBenchDatabase(dataDir);
  let generation: Generation | null;
  let generatedNow: boolean;
  let rollUps: DayRollUps;
  let fixtures: Fixtures;
  let cookie: string;
  try {
    const generated = await ensureInsightsData(database.db, scale, { dataDir, log });
    generatedNow = generated !== null;
    generation = generated ?? readGeneration(dataDir);
    rollUps = await measureDayRollUps(database.db, {
      signals: settings.daySignals,
      repeats: settings.repeats,
      postgresPid: process.env.DATABASE_URL ? undefined : postmasterPid(dataDir),
      log,
    });
    const cleanup = await removeDayRollUps(database.db);
    log(`deleted the roll-up runs' signals and day rows and vacuumed in ${cleanup.toFixed(1)} s`);
    fixtures = await pickFixtures(database.db);
    const cookies = await createSessions(database.db, [fixtures.vendor.userId], secret);
    cookie = cookies.get(fixtures.vendor.userId) ?? "";
  } finally {
    await database.stop();
  }
  log(
    `vendor: ${fixtures.vendor.name} (match points ${fixtures.vendor.matchPoints.join(", ")}); ` +
      `visible rows of its tracked accounts: ${fixtures.visibleByMatchPoint.map((entry) => `${entry.intentType} ${entry.rows}`).join(", ")}`,
  );

  // 2. The server under test, with the secret the session was signed for.
  const server = await startServerProcess(dataDir, { AUTH_SECRET: secret });
  const stopServer = () => stopServerProcess(server.child);
  process.once("SIGINT", () => void stopServer().then(() => process.exit(130)));
  const exitCode = await (async () => {
    const rssAtStart = readRssMiB(server.pid);
    const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir);
    log(`server ${server.url} (pid ${server.pid}), RSS ${rssAtStart.toFixed(0)} MiB after start`);
    const probe = await fetch(`${server.url}${insightsUrl(null)}`, { headers: { cookie } });
    const probeBody = await probe.text();
    if (probe.status === 404)
      throw new Error("GET /api/account-insights answers 404: the insights API is not there");
    if (probe.status === 401) throw new Error("the server did not accept the benchmark's session cookie");
    if (probe.status !== 200)
      throw new Error(`GET /api/account-insights: ${probe.status} ${probeBody.slice(0, 300)}`);

    // 3. The cursors of the deep pages, and what every scenario answers before the load.
    const walkStarted = Date.now();
    const all = await walkInsights(server.url, cookie, null, settings.deepPage, fixtures.vendor.matchPoints);
    const one = await walkInsights(
      server.url,
      cookie,
      fixtures.matchPoint,
      settings.deepPage,
      fixtures.vendor.matchPoints,
    );
    const highlights = await getJson<AccountHighlightPage>(server.url, HIGHLIGHTS_URL, cookie);
    for (const item of highlights.items) {
      if (item.intentType !== null && !fixtures.vendor.matchPoints.includes(item.intentType)) {
        throw new Error(
          `highlight ${item.id} is about ${item.intentType}, not one of the vendor's match points`,
        );
      }
    }
    log(
      `walked All to page ${all.page} (${all.rows} rows, scores ${all.scores[0]} to ${all.scores[1]}) and ` +
        `${fixtures.matchPoint} to page ${one.page} (${one.rows} rows, scores ${one.scores[0]} to ${one.scores[1]}) ` +
        `in ${((Date.now() - walkStarted) / 1000).toFixed(1)} s; the first page of highlights has ${highlights.items.length}`,
    );
    const plan = scenarios(fixtures, all, one);
    const answerPaths = plan
      .filter((scenario) => !scenario.key.startsWith("health"))
      .flatMap((scenario) => (typeof scenario.paths === "function" ? [] : scenario.paths));
    const checkAnswers = async () =>
      (await Promise.all(answerPaths.map((path) => answersWithItems(server.url, cookie, path)))).filter(
        (reason): reason is string => reason !== null,
      );
    const before = await checkAnswers();
    if (before.length > 0) throw new Error(`before the load: ${before.join("; ")}`);
    const rssBeforeLoad = readRssMiB(server.pid);

    // 4. The load, one endpoint after the other, health first and last.
    const measured = await measureScenarios(
      plan,
      { baseUrl: server.url, cookie, serverPid: server.pid, postgresPid },
      settings,
      log,
    );
    const rssAfterLoad = readRssMiB(server.pid);
    const after = await checkAnswers();
    const { baseline, rows, warnings } = rateScenarios(measured, TARGET_RATIO);
    const checks: CheckReport[] = [
      rollUpCheck(rollUps),
      {
        label: "every scenario answers 200 with items, before and after the load",
        measured: `${answerPaths.length * 2 - before.length - after.length} of ${answerPaths.length * 2}`,
        limit: "all",
        verdict: after.length === 0 ? "met" : "missed",
      },
    ];
    const rollUpWarnings = rollUps.runs
      .filter((run) => run.cpu.otherCpuCores > OTHER_CPU_WARNING)
      .map(
        (run) =>
          `other processes used ${run.cpu.otherCpuCores.toFixed(1)} CPU cores during roll-up run ${run.run} ` +
          `(${run.cpu.otherProcesses.map((other) => `${other.name} ${other.cores}`).join(", ")}): disturbed; rerun on a quieter machine`,
      );

    const report: BenchReport = {
      benchmark: "insights",
      title: "Insights benchmark",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      target:
        `account insights (first page and page ${settings.deepPage}, All and one match point) and highlights within ` +
        `${TARGET_RATIO}x of GET /api/health (mean and p99); the roll-up of a day's ${settings.daySignals} new signals ` +
        `within ${ROLLUP_LIMIT_SECONDS} s`,
      settings: {
        ...settings,
        targetRatio: TARGET_RATIO,
        rollUpLimitSeconds: ROLLUP_LIMIT_SECONDS,
        serverNodeOptions: server.nodeOptions,
      },
      machine: machineReport(loadBefore, fixtures.postgresVersion),
      dataSet: fixtures.dataSet,
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
        `Data set: ${fixtures.dataSet.signals} signals by ${fixtures.dataSet.leaders} leaders (${fixtures.dataSet.pausedLeaders} paused) ` +
          `at ${fixtures.dataSet.accounts} accounts over ${scale.weeks} weeks; ${fixtures.dataSet.accountDayKinds} day rows, ` +
          `${fixtures.dataSet.accountScores} scores (${fixtures.dataSet.visibleScores} visible, ${fixtures.dataSet.surgingScores} surging), ` +
          `${fixtures.dataSet.highlights} highlights; signals table ${fixtures.dataSet.signalsTableMiB} MiB, database ${fixtures.dataSet.databaseMiB} MiB.`,
        `Vendor: ${fixtures.vendor.name} on the Growth plan, tracking ${fixtures.dataSet.trackedAccounts} accounts, ` +
          `${fixtures.dataSet.trackedAccountsVisible} of them with a visible score on its ${fixtures.vendor.matchPoints.length} match points ` +
          `(${fixtures.dataSet.vendorVisibleRows} rows: ${fixtures.visibleByMatchPoint.map((entry) => `${entry.intentType} ${entry.rows}`).join(", ")}); ` +
          `${fixtures.dataSet.vendorHighlights} highlights on them. Walked by cursor: All to page ${all.page} ` +
          `(scores ${all.scores[0]} to ${all.scores[1]}), ${fixtures.matchPoint} to page ${one.page} (scores ${one.scores[0]} to ${one.scores[1]}), ` +
          "highest first, no row twice, tracked accounts on its match points only, none below the privacy minimum." +
          (after.length ? ` After the load: ${after.join("; ")}.` : ""),
        generationNote(generation, generatedNow),
        rollUpTable(rollUps),
      ],
      details: { generation, rollUps, fixtures, walks: { all, one } },
      warnings: [...warnings, ...rollUpWarnings],
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
