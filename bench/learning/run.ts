// The learning benchmark (npm run bench:learning): with 5,000 courses, 200,000 lessons and
// 10,000,000 lesson completions, a member's progress (GET /api/progress, 50 courses enrolled) and the
// course catalogue's first page and hundredth page (GET /api/courses, the hundredth reached by the
// nextCursor chain) must stay within 3x the latency of GET /api/health measured in the same run, by
// the mean and by p99, at 20 concurrent connections.
//
// Steps: generate the data set if missing (generate.ts, which also makes the member and their
// progress), pick fixtures from it (fixtures.ts), start the real server in a child process, sign the
// member in, read their progress once and walk the catalogue 99 pages to the cursor of page 100
// (checking its order on the way), then load each endpoint with autocannon after a warm-up, health
// first and last. Writes bench/results/learning-<time>.json and .md, prints the table, and exits 1
// when an endpoint misses the target or any request failed.
//
// Settings (environment): BENCH_COURSES, BENCH_LESSONS, BENCH_COMPLETIONS, BENCH_LEARNERS,
// BENCH_COMPANIES (scale), BENCH_DATA_DIR, BENCH_DURATION (seconds per endpoint, 12), BENCH_WARMUP
// (seconds, 3), BENCH_CONNECTIONS (20), BENCH_CATALOGUE_PAGE (100), BENCH_SERVER_NODE_OPTIONS (Node
// flags for the server process, those of npm start by default), DATABASE_URL.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { COURSES_PAGE_SIZE, type CoursePage, type ProgressOverview } from "@common/learning";
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
import { HEALTH, HEALTH_AGAIN, measureScenarios, rateScenarios, type Scenario } from "../lib/scenarios";
import {
  getJson,
  memberCookie,
  postmasterPid,
  startServerProcess,
  stopServerProcess,
} from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { BENCH_MEMBER, type Fixtures, pickFixtures } from "./fixtures";
import { ensureLearningData, readGeneration } from "./generate";
import { dataDirFor, scaleFromEnv } from "./settings";

const TARGET_RATIO = 3;

const settings = {
  scale: scaleFromEnv(),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
  cataloguePage: positiveIntegerFromEnv("BENCH_CATALOGUE_PAGE", 100),
};

const log = (message: string) => console.log(`[bench] ${message}`);

/** A catalogue page as the web app asks for it: 12 courses, newest first. */
const catalogueUrl = (query: string) => `/api/courses?limit=${COURSES_PAGE_SIZE}${query}`;

interface CatalogueWalk {
  /** The cursor that loads page `page`. */
  cursor: string;
  page: number;
  courses: number;
  /** When the newest and the last walked course were published (ISO). */
  publishedRange: [string, string];
}

/**
 * Walks the catalogue page by page with the cursor, as a member scrolling would, and checks on the
 * way what a reader would notice: newest first, no course twice, only published courses.
 */
async function walkCatalogue(baseUrl: string, cookie: string, pages: number): Promise<CatalogueWalk> {
  let cursor: string | undefined;
  let previous: string | null = null;
  let newest: string | null = null;
  const seen = new Set<string>();
  let page = 1;
  for (; page < pages; page++) {
    const body = await getJson<CoursePage>(
      baseUrl,
      catalogueUrl(cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""),
      cookie,
    );
    for (const course of body.items) {
      if (seen.has(course.id))
        throw new Error(`the catalogue showed course ${course.id} twice (page ${page})`);
      seen.add(course.id);
      if (course.status !== "published" || course.publishedAt === null) {
        throw new Error(`the catalogue showed course ${course.id}, which is not published (page ${page})`);
      }
      if (previous !== null && course.publishedAt > previous) {
        throw new Error(`the catalogue is out of order at course ${course.id} (page ${page})`);
      }
      previous = course.publishedAt;
      newest ??= course.publishedAt;
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (!cursor || page < pages) {
    throw new Error(
      `the catalogue has only ${page} pages; the data set is too small for BENCH_CATALOGUE_PAGE=${pages}`,
    );
  }
  return { cursor, page, courses: seen.size, publishedRange: [newest ?? "", previous ?? ""] };
}

/**
 * One request before the load: the answer's JSON, or a missed check naming its status, so that an
 * endpoint not there yet (404) or failing (500) is reported while the others are still measured.
 */
async function probe<T>(
  baseUrl: string,
  path: string,
  cookie: string,
): Promise<{ body: T; check: null } | { body: null; check: CheckReport }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (response.ok) return { body: (await response.json()) as T, check: null };
  const text = await response.text();
  log(`GET ${path} answered ${response.status}: ${text.slice(0, 200)}`);
  return {
    body: null,
    check: {
      label: `GET ${path} answers the member`,
      measured: `${response.status}`,
      limit: "200",
      verdict: "missed",
    },
  };
}

/** What the member's progress shows, against what the data set holds for them. */
function progressSummary(progress: ProgressOverview, fixtures: Fixtures) {
  const { member } = fixtures;
  return {
    inProgress: progress.inProgress.length,
    completed: progress.completed.length,
    suggestions: progress.suggestions.length,
    certificates: progress.certificates.length,
    weeks: progress.activity.weeks.length,
    streakWeeks: progress.activity.streakWeeks,
    minutesThisMonth: progress.activity.minutesThisMonth,
    expected: {
      inProgress: member.courses - member.finished,
      completed: member.finished,
      certificates: member.certificates,
    },
  };
}

function scenarios(fixtures: Fixtures, walk: CatalogueWalk | null, progress: boolean): Scenario[] {
  const { member } = fixtures;
  const catalogue: Scenario[] = walk ? catalogueScenarios(walk) : [];
  return [
    HEALTH,
    ...catalogue,
    ...(progress
      ? [
          {
            key: "progress",
            label:
              `progress (${member.courses} courses: ${member.finished} finished, ${member.underWay} under way, ` +
              `${member.notStarted} not started)`,
            paths: ["/api/progress"],
            member: true,
            checked: true,
          },
        ]
      : []),
    HEALTH_AGAIN,
  ];
}

function catalogueScenarios(walk: CatalogueWalk): Scenario[] {
  return [
    {
      key: "catalogue-first",
      label: `catalogue, first page (${COURSES_PAGE_SIZE} courses)`,
      paths: [catalogueUrl("")],
      member: true,
      checked: true,
    },
    {
      key: "catalogue-deep",
      label: `catalogue, page ${walk.page} by cursor`,
      paths: [catalogueUrl(`&cursor=${encodeURIComponent(walk.cursor)}`)],
      member: true,
      checked: true,
    },
    {
      key: "catalogue-deep-page",
      label: `catalogue, page ${walk.page} by page=`,
      paths: [catalogueUrl(`&page=${walk.page}`)],
      member: true,
      // page=N skips N pages of the index on every call; the web app pages with the cursor.
      checked: false,
    },
    {
      // Pages are kept per member until their learning or a course changes (docs/decisions/0026);
      // a page after a random point of the walked range is one nobody read before, so this row is
      // what a page costs when it is read from the database.
      key: "catalogue-unkept",
      label: `catalogue, ${COURSES_PAGE_SIZE} courses after a random point of the first ${walk.page} pages: never kept before`,
      paths: () => catalogueUrl(`&cursor=${encodeURIComponent(randomCursor(walk.publishedRange))}`),
      member: true,
      checked: false,
    },
    {
      key: "catalogue-hub",
      label: "catalogue, first page of the member's hub (hub=cio)",
      paths: [catalogueUrl("&hub=cio")],
      member: true,
      checked: false,
    },
  ];
}

/** A cursor at a random time between `newest` and `oldest` and a random course id. */
function randomCursor([newest, oldest]: [string, string]): string {
  const from = Date.parse(oldest);
  const at = new Date(from + Math.random() * (Date.parse(newest) - from));
  return encodeCursor([at.toISOString().replace("T", " ").replace("Z", "+00"), randomUUID()]);
}

async function main() {
  const dataDir = dataDirFor(settings.scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const { scale } = settings;
  log(
    `scale: ${scale.courses} courses, ${scale.lessons} lessons, ${scale.completions} completions, ` +
      `${scale.learners} members, ${scale.companies} companies; data in ${dataDir}`,
  );

  // 1. The data set (with the member and their progress) and the fixtures, through a database
  // connection of our own; it is stopped again before the server starts, as the server takes the
  // data directory's lock itself.
  const database = await openBenchDatabase(dataDir);
  let fixtures: Fixtures;
  try {
    await ensureLearningData(database, scale, { dataDir, log });
    fixtures = await pickFixtures(database.db);
  } finally {
    await database.stop();
  }
  const generation = readGeneration(dataDir);
  const { member } = fixtures;
  log(
    `the member: ${member.courses} courses (${member.finished} finished, ${member.underWay} under way, ` +
      `${member.notStarted} not started), ${member.completions} lessons completed; ` +
      `${fixtures.publishedCourses} published courses`,
  );

  // 2. The server under test.
  const server = await startServerProcess(dataDir);
  const stopServer = () => stopServerProcess(server.child);
  process.once("SIGINT", () => void stopServer().then(() => process.exit(130)));
  const exitCode = await (async () => {
    const rssAtStart = readRssMiB(server.pid);
    const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir);
    log(`server ${server.url} (pid ${server.pid}), RSS ${rssAtStart.toFixed(0)} MiB after start`);

    // 3. The member, their progress once, and the cursor of the deep page.
    const cookie = await memberCookie(server.url, BENCH_MEMBER);
    const progressProbe = await probe<ProgressOverview>(server.url, "/api/progress", cookie);
    const progress = progressProbe.body ? progressSummary(progressProbe.body, fixtures) : null;
    if (progress) {
      log(
        `progress: ${progress.inProgress} in progress, ${progress.completed} completed, ${progress.certificates} ` +
          `certificates, ${progress.suggestions} suggestions; streak ${progress.streakWeeks} weeks, ` +
          `${progress.minutesThisMonth} minutes this month`,
      );
    }
    const catalogueProbe = await probe<CoursePage>(server.url, catalogueUrl(""), cookie);
    let walk: CatalogueWalk | null = null;
    if (catalogueProbe.body) {
      const walkStarted = Date.now();
      walk = await walkCatalogue(server.url, cookie, settings.cataloguePage);
      log(
        `walked the catalogue to page ${walk.page} in ${((Date.now() - walkStarted) / 1000).toFixed(1)} s: ` +
          `${walk.courses} published courses newest first, none twice`,
      );
    }
    const checks = [catalogueProbe.check, progressProbe.check].filter((check) => check !== null);
    const rssBeforeLoad = readRssMiB(server.pid);

    // 4. The load, one endpoint after the other, health first and last.
    const measured = await measureScenarios(
      scenarios(fixtures, walk, progress !== null),
      { baseUrl: server.url, cookie, serverPid: server.pid, postgresPid },
      settings,
      log,
    );
    const rssAfterLoad = readRssMiB(server.pid);
    const { baseline, rows, warnings } = rateScenarios(measured, TARGET_RATIO);
    for (const row of rows.filter((row) => row.requests === 0)) {
      warnings.push(
        `"${row.label}" completed no request in the ${settings.seconds} s measured: each took longer (its figures are not numbers)`,
      );
    }
    if (
      progress &&
      (progress.inProgress !== progress.expected.inProgress ||
        progress.completed !== progress.expected.completed ||
        progress.certificates !== progress.expected.certificates)
    ) {
      const { expected } = progress;
      warnings.push(
        `the progress answer lists ${progress.inProgress} courses in progress, ${progress.completed} completed and ` +
          `${progress.certificates} certificates; the member has ${expected.inProgress}, ${expected.completed} and ` +
          `${expected.certificates}`,
      );
    }

    const report: BenchReport = {
      benchmark: "learning",
      title: "Learning benchmark",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      target: `mean and p99 latency within ${TARGET_RATIO}x of GET /api/health in the same run`,
      settings: { ...settings, targetRatio: TARGET_RATIO, serverNodeOptions: server.nodeOptions },
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
        `The member: ${member.courses} courses (${member.finished} finished, ${member.underWay} under way, ` +
          `${member.notStarted} not started), ${member.completions} lessons completed, ${member.certificates} ` +
          `certificates, ${member.learningDays} days of learning.` +
          (progress
            ? ` Their progress shows ${progress.inProgress} in progress, ${progress.completed} completed, ` +
              `${progress.suggestions} suggestions, a streak of ${progress.streakWeeks} weeks and ` +
              `${progress.minutesThisMonth} minutes this month.`
            : ""),
        ...(walk
          ? [
              `Catalogue walk: ${walk.page} pages by cursor, ${walk.courses} published courses newest first with no repeats.`,
            ]
          : []),
        ...(generation
          ? [
              `Generation (${generation.generatedAt}): ${generation.seconds.total} s, of which companies and members ` +
                `${generation.seconds.companies} s, learning ${generation.seconds.load} s (indexes ` +
                `${generation.seconds.indexes} s), vacuum ${generation.seconds.vacuum} s.`,
            ]
          : []),
      ],
      details: {
        member,
        progress,
        catalogueWalk: walk ? { page: walk.page, courses: walk.courses } : null,
        generation,
      },
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
