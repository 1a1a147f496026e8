// A benchmark's result: the JSON written to bench/results/ and its markdown table, the form
// bench/README.md quotes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RESULTS_DIR, timeStamp } from "./settings";

export type Verdict = "met" | "missed" | "info" | "failed requests";

export interface ScenarioReport {
  key: string;
  label: string;
  member: boolean;
  checked: boolean;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** Latency divided by the health baseline's. */
  meanRatio: number;
  p99Ratio: number;
  non2xx: number;
  errors: number;
  rssMiB: { mean: number; peak: number };
  serverCpuCores: number;
  postgresCpuCores: number | null;
  loadGeneratorCpuCores: number;
  /** CPU time per request in milliseconds: the server's and PostgreSQL's (null if external). */
  cpuMsPerRequest: { server: number; postgres: number | null };
  otherCpuCores: number;
  otherProcesses: { name: string; cores: number }[];
  verdict: Verdict;
}

/** A target that is not a latency ratio, such as the server's memory. */
export interface CheckReport {
  label: string;
  measured: string;
  limit: string;
  verdict: "met" | "missed";
}

export interface MachineReport {
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  loadAverageBefore: number[];
  loadAverageAfter: number[];
  node: string;
  postgres: string;
  database: string;
}

export interface BenchReport {
  benchmark: string;
  /** The first words of the markdown: "Company benchmark". */
  title: string;
  startedAt: string;
  finishedAt: string;
  target: string;
  settings: Record<string, unknown>;
  machine: MachineReport;
  dataSet: Record<string, number>;
  baseline: { mean: number; p99: number; drift: number };
  memoryMiB: {
    afterStart: number;
    beforeLoad: number;
    peakDuringLoad: number;
    afterLoad: number;
    highWaterMark: number;
  };
  scenarios: ScenarioReport[];
  checks: CheckReport[];
  /** Lines the markdown shows under the table (search quality, the data set's shape). */
  notes: string[];
  /** Anything else a benchmark records for later reading (search recall, heap statistics). */
  details: Record<string, unknown>;
  warnings: string[];
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

export function machineReport(loadAverageBefore: number[], postgres: string): MachineReport {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: round(os.totalmem() / 2 ** 30, 1),
    loadAverageBefore: loadAverageBefore.map((value) => round(value)),
    loadAverageAfter: os.loadavg().map((value) => round(value)),
    node: process.version,
    postgres,
    database: process.env.DATABASE_URL ? "external (DATABASE_URL)" : "embedded",
  };
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

const verdictCell = (verdict: Verdict) =>
  verdict === "met" ? "met" : verdict === "info" ? "(info)" : `**${verdict}**`;

export function toMarkdown(report: BenchReport): string {
  const { machine, memoryMiB, baseline } = report;
  const lines = [
    `${report.title}, ${report.startedAt}: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
      `load average ${machine.loadAverageBefore.join(" / ")} before and ${machine.loadAverageAfter.join(" / ")} after; ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres} (${machine.database}).`,
    "",
    "| endpoint | who | req/s | mean ms | p50 ms | p90 ms | p99 ms | mean / health | p99 / health | CPU ms per request: server + PG | CPU cores: server / PG / autocannon / other | peak RSS MiB | target |",
    "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|",
    ...report.scenarios.map((row) =>
      [
        "",
        row.label,
        row.member ? "member" : "visitor",
        fixed(row.requestsPerSecond, 0),
        fixed(row.latencyMs.mean),
        fixed(row.latencyMs.p50),
        fixed(row.latencyMs.p90),
        fixed(row.latencyMs.p99),
        `${fixed(row.meanRatio)}x`,
        `${fixed(row.p99Ratio)}x`,
        `${fixed(row.cpuMsPerRequest.server)} + ${row.cpuMsPerRequest.postgres === null ? "-" : fixed(row.cpuMsPerRequest.postgres)}`,
        [row.serverCpuCores, row.postgresCpuCores, row.loadGeneratorCpuCores, row.otherCpuCores]
          .map((cores) => (cores === null ? "-" : fixed(cores, 1)))
          .join(" / "),
        fixed(row.rssMiB.peak, 0),
        verdictCell(row.verdict),
        "",
      ]
        .join(" | ")
        .trim(),
    ),
    "",
    ...(report.checks.length > 0
      ? [
          "| check | measured | limit | target |",
          "|---|--:|--:|---|",
          ...report.checks.map(
            (check) =>
              `| ${check.label} | ${check.measured} | ${check.limit} | ${verdictCell(check.verdict)} |`,
          ),
          "",
        ]
      : []),
    `Baseline (mean of the two health runs): mean ${fixed(baseline.mean)} ms, p99 ${fixed(baseline.p99)} ms; ` +
      `the two runs differ by ${fixed(baseline.drift * 100, 0)}%.`,
    `Server RSS: ${memoryMiB.afterStart} MiB after start, ${memoryMiB.beforeLoad} MiB before load, ` +
      `${memoryMiB.peakDuringLoad} MiB peak during load, ${memoryMiB.afterLoad} MiB after; high-water mark ${memoryMiB.highWaterMark} MiB.`,
    ...report.notes,
    ...report.warnings.map((warning) => `Warning: ${warning}.`),
    "",
  ];
  return lines.join("\n");
}

/** Writes bench/results/<benchmark>-<time>.json and .md; returns their path without the extension. */
export function writeReport(report: BenchReport, startedAt: Date): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const base = path.join(RESULTS_DIR, `${report.benchmark}-${timeStamp(startedAt)}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, toMarkdown(report));
  return base;
}

/**
 * Writes bench/results/<benchmark>-<time>.json and .md for a benchmark whose report has a shape of
 * its own (not rows of autocannon loads); returns their path without the extension.
 */
export function writeResults(benchmark: string, startedAt: Date, json: unknown, markdown: string): string {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const base = path.join(RESULTS_DIR, `${benchmark}-${timeStamp(startedAt)}`);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(`${base}.md`, markdown);
  return base;
}

/** What makes a benchmark exit 1: a checked row or check that missed, or any failed request. */
export function failures(report: BenchReport): string[] {
  return [
    ...report.scenarios
      .filter((row) => row.verdict === "missed" || row.verdict === "failed requests")
      .map((row) => `${row.label} (${row.verdict})`),
    ...report.checks.filter((check) => check.verdict === "missed").map((check) => `${check.label} (missed)`),
  ];
}
