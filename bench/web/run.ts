// The first-load benchmark (npm run bench:web): how much JavaScript a visitor's browser fetches
// before `/` is usable, and what Lighthouse (mobile) scores `/`, `/discover` and `/auth`.
//
// Steps: build the web app (vite build), start the real server (production mode) on a fresh data
// directory with the demo data, then (a) open `/` as a visitor in headless Chromium and sum the
// transferred bytes (headers and encoded body) of every script loaded until the network is idle,
// and (b) run Lighthouse 12 with its default mobile settings BENCH_LIGHTHOUSE_RUNS (5) times per page,
// each in a fresh Chromium, and take the median of each category score and of LCP, TBT and CLS, with
// the spread (lowest to highest). Writes bench/results/web-<time>.json and .md, prints the tables,
// and exits 1 when a goal is missed: at most 150 KB of script for `/`, Performance >= 95 and
// Accessibility, Best Practices and SEO at 100 on every page.
//
// Settings (environment): BENCH_LIGHTHOUSE_RUNS (5; 0 measures the scripts only), BENCH_WEB_BUILD
// ("false" to measure the dist/web already built), BENCH_WEB_PAGES (comma-separated paths; all three
// by default), BENCH_WEB_KEEP_REPORTS ("true" writes each run's full Lighthouse report, to read where
// the time goes), CHROMIUM_PATH (/usr/bin/chromium, as for the browser tests).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { WEB_ROOT } from "@server/server";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../e2e/support/chromium";
import { machineReport, round, writeResults } from "../lib/report";
import { startServerProcess, stopServerProcess } from "../lib/server-process";
import { BENCH_ROOT, positiveIntegerFromEnv, RESULTS_DIR, timeStamp } from "../lib/settings";

const LIGHTHOUSE_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu"];
const ALL_PAGES = ["/", "/discover", "/auth"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];

/** The goals of the issue; KB is 1,000 bytes. */
const GOALS = {
  scriptBytes: 150_000,
  scores: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } satisfies Record<
    Category,
    number
  >,
};

const settings = {
  lighthouseRuns:
    process.env.BENCH_LIGHTHOUSE_RUNS === "0" ? 0 : positiveIntegerFromEnv("BENCH_LIGHTHOUSE_RUNS", 5),
  build: process.env.BENCH_WEB_BUILD !== "false",
  pages: process.env.BENCH_WEB_PAGES
    ? process.env.BENCH_WEB_PAGES.split(",").map((page) => page.trim())
    : ALL_PAGES,
  keepReports: process.env.BENCH_WEB_KEEP_REPORTS === "true",
};

const log = (message: string) => console.log(`[bench] ${message}`);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

function spreadOf(values: number[], digits = 2): Spread {
  return {
    median: round(median(values), digits),
    min: round(Math.min(...values), digits),
    max: round(Math.max(...values), digits),
    runs: values.map((value) => round(value, digits)),
  };
}

function build(): void {
  log("building the web app (vite build)");
  const result = spawnSync(path.join(BENCH_ROOT, "..", "node_modules", ".bin", "vite"), ["build"], {
    cwd: path.join(BENCH_ROOT, ".."),
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** What the build holds: its JavaScript files and whether they come pre-compressed. */
function buildReport() {
  const assets = path.join(WEB_ROOT, "assets");
  const files = fs.readdirSync(assets);
  const scripts = files.filter((file) => file.endsWith(".js"));
  return {
    scripts: scripts.length,
    scriptBytes: scripts.reduce((sum, file) => sum + fs.statSync(path.join(assets, file)).size, 0),
    brotliFiles: files.filter((file) => file.endsWith(".br")).length,
    gzipFiles: files.filter((file) => file.endsWith(".gz")).length,
  };
}

interface ScriptLoad {
  url: string;
  /** Headers and encoded body, as they crossed the network. */
  transferredBytes: number;
  bodyBytes: number;
  contentEncoding: string | null;
}

/** Opens `url` as a visitor and records every script fetched until the network is idle. */
async function measureScripts(url: string): Promise<{ scripts: ScriptLoad[]; totalBytes: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<ScriptLoad | null>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        (async () => {
          const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
          return {
            url: new URL(request.url()).pathname,
            transferredBytes: sizes.responseHeadersSize + sizes.responseBodySize,
            bodyBytes: sizes.responseBodySize,
            contentEncoding: (await response?.headerValue("content-encoding")) ?? null,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const scripts = (await Promise.all(pending)).filter((load): load is ScriptLoad => load !== null);
    scripts.sort((a, b) => b.transferredBytes - a.transferredBytes);
    return { scripts, totalBytes: scripts.reduce((sum, load) => sum + load.transferredBytes, 0) };
  } finally {
    await browser.close();
  }
}

interface LighthouseRun {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the run that did not pass, by id, for reading what to fix. */
  failing: string[];
}

class LighthouseRuntimeError extends Error {}

async function lighthouseRun(url: string, reportPath?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (reportPath) fs.writeFileSync(reportPath, JSON.stringify(lhr));
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const audited = new Set(
      CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs.map((ref) => ref.id) ?? []),
    );
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audited.has(audit.id) &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== "informative" &&
          audit.scoreDisplayMode !== "manual",
      )
      .map((audit) => audit.id);
    return {
      scores,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like, a runtime error of its
 * own, not of the page): such a run is tried again, at most twice, and said so.
 */
async function lighthouseRunWithRetry(url: string, reportPath?: string): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, reportPath);
    } catch (error) {
      if (attempt > 2 || !(error instanceof LighthouseRuntimeError)) throw error;
      log(`${error.message}; running it again`);
    }
  }
}

interface PageResult {
  path: string;
  scores: Record<Category, Spread>;
  lcpMs: Spread;
  tbtMs: Spread;
  cls: Spread;
  /** Failing audits and in how many runs they failed. */
  failing: Record<string, number>;
}

async function measurePage(baseUrl: string, pagePath: string, reportDir?: string): Promise<PageResult> {
  const runs: LighthouseRun[] = [];
  for (let run = 1; run <= settings.lighthouseRuns; run++) {
    const reportName = `${pagePath.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${run}.json`;
    runs.push(
      await lighthouseRunWithRetry(`${baseUrl}${pagePath}`, reportDir && path.join(reportDir, reportName)),
    );
    const last = runs[runs.length - 1];
    log(`Lighthouse ${pagePath} run ${run}: ${CATEGORIES.map((c) => `${c} ${last?.scores[c]}`).join(", ")}`);
  }
  const failing: Record<string, number> = {};
  for (const audit of runs.flatMap((run) => run.failing)) failing[audit] = (failing[audit] ?? 0) + 1;
  return {
    path: pagePath,
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        spreadOf(
          runs.map((run) => run.scores[category]),
          0,
        ),
      ]),
    ) as Record<Category, Spread>,
    lcpMs: spreadOf(
      runs.map((run) => run.lcpMs),
      0,
    ),
    tbtMs: spreadOf(
      runs.map((run) => run.tbtMs),
      0,
    ),
    cls: spreadOf(
      runs.map((run) => run.cls),
      3,
    ),
    failing,
  };
}

function goalChecks(scripts: { totalBytes: number }, pages: PageResult[]) {
  return [
    {
      label: "script transferred for / (visitor)",
      measured: kb(scripts.totalBytes),
      limit: `<= ${kb(GOALS.scriptBytes)}`,
      met: scripts.totalBytes <= GOALS.scriptBytes,
    },
    ...pages.flatMap((page) =>
      CATEGORIES.map((category) => ({
        label: `${page.path} ${category} (median)`,
        measured: String(page.scores[category].median),
        limit: `>= ${GOALS.scores[category]}`,
        met: page.scores[category].median >= GOALS.scores[category],
      })),
    ),
  ];
}

const range = (spread: Spread, unit = "") => `${spread.median}${unit} (${spread.min}-${spread.max})`;

function toMarkdown(report: {
  startedAt: string;
  machine: ReturnType<typeof machineReport>;
  build: ReturnType<typeof buildReport>;
  scripts: { scripts: ScriptLoad[]; totalBytes: number };
  pages: PageResult[];
  checks: ReturnType<typeof goalChecks>;
}): string {
  const { machine } = report;
  return [
    `First-load benchmark, ${report.startedAt}: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
      `load average ${machine.loadAverageBefore.join(" / ")} before and ${machine.loadAverageAfter.join(" / ")} after; ` +
      `Node ${machine.node}; ${settings.lighthouseRuns} Lighthouse runs per page (mobile).`,
    "",
    `Build: ${report.build.scripts} script files, ${kb(report.build.scriptBytes)} uncompressed; ` +
      `${report.build.brotliFiles} .br and ${report.build.gzipFiles} .gz files.`,
    "",
    `Scripts loaded by / as a visitor until the network is idle: ${report.scripts.scripts.length}, ${kb(report.scripts.totalBytes)} transferred.`,
    "",
    "| script | transferred | body | encoding |",
    "|---|--:|--:|---|",
    ...report.scripts.scripts.map(
      (load) =>
        `| ${load.url} | ${kb(load.transferredBytes)} | ${kb(load.bodyBytes)} | ${load.contentEncoding ?? "none"} |`,
    ),
    "",
    "Lighthouse, median (lowest-highest) of the runs:",
    "",
    "| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...report.pages.map(
      (page) =>
        `| ${page.path} | ${CATEGORIES.map((category) => range(page.scores[category])).join(" | ")} | ` +
        `${range(page.lcpMs)} | ${range(page.tbtMs)} | ${range(page.cls)} |`,
    ),
    "",
    ...report.pages
      .filter((page) => Object.keys(page.failing).length > 0)
      .map(
        (page) =>
          `Audits below 0.9 on ${page.path} (runs): ${Object.entries(page.failing)
            .map(([audit, runs]) => `${audit} (${runs})`)
            .join(", ")}.`,
      ),
    "",
    "| goal | measured | limit | verdict |",
    "|---|--:|--:|---|",
    ...report.checks.map(
      (check) =>
        `| ${check.label} | ${check.measured} | ${check.limit} | ${check.met ? "met" : "**missed**"} |`,
    ),
    "",
  ].join("\n");
}

async function main() {
  const startedAt = new Date();
  const loadAverageBefore = os.loadavg();
  if (settings.build) build();
  const builtApp = buildReport();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "summit-bench-web-"));
  // The embedded PostgreSQL may run as another user, who must be able to read the directory.
  fs.chmodSync(dataDir, 0o755);
  log(`starting the server with demo data in ${dataDir}`);
  const server = await startServerProcess(dataDir, { SEED_DEMO_DATA: "true" }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  try {
    log(`measuring the scripts of / at ${server.url}`);
    const scripts = await measureScripts(`${server.url}/`);
    const pages: PageResult[] = [];
    const reportDir = settings.keepReports
      ? path.join(RESULTS_DIR, `web-${timeStamp(startedAt)}-lighthouse`)
      : undefined;
    if (reportDir) fs.mkdirSync(reportDir, { recursive: true });
    if (settings.lighthouseRuns > 0) {
      for (const pagePath of settings.pages) pages.push(await measurePage(server.url, pagePath, reportDir));
    }
    if (reportDir) log(`Lighthouse reports written to ${reportDir}`);
    const checks = goalChecks(scripts, pages);
    const report = {
      benchmark: "web",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      settings,
      // The page loads do not measure the database: its version is not recorded.
      machine: machineReport(loadAverageBefore, "not recorded"),
      build: builtApp,
      scripts,
      pages,
      checks,
    };
    const markdown = toMarkdown(report);
    const base = writeResults("web", startedAt, report, markdown);
    console.log(`\n${markdown}`);
    log(`results written to ${base}.json and .md`);
    const missed = checks.filter((check) => !check.met);
    if (missed.length > 0) {
      console.error(`[bench] goals missed: ${missed.map((check) => check.label).join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    await stopServerProcess(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
