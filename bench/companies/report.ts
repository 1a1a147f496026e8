// The company benchmark's result: the JSON written to bench/results/ and its markdown table, the
// form bench/README.md quotes.

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
  verdict: "met" | "missed" | "info" | "failed requests";
}

export interface BenchReport {
  benchmark: "companies";
  startedAt: string;
  finishedAt: string;
  target: string;
  settings: Record<string, unknown>;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    loadAverageBefore: number[];
    loadAverageAfter: number[];
    node: string;
    postgres: string;
    database: string;
  };
  dataSet: Record<string, number>;
  search: { terms: number; named: number; found: number; empty: number; missed: string[] };
  baseline: { mean: number; p99: number; drift: number };
  memoryMiB: {
    afterStart: number;
    beforeLoad: number;
    peakDuringLoad: number;
    afterLoad: number;
    highWaterMark: number;
  };
  scenarios: ScenarioReport[];
  warnings: string[];
}

const fixed = (value: number, digits = 2) => value.toFixed(digits);

export function toMarkdown(report: BenchReport): string {
  const { machine, memoryMiB, baseline } = report;
  const lines = [
    `Company benchmark, ${report.startedAt}: ${machine.cpus} CPUs (${machine.cpuModel}), ` +
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
        row.verdict === "met" ? "met" : row.verdict === "info" ? "(info)" : `**${row.verdict}**`,
        "",
      ]
        .join(" | ")
        .trim(),
    ),
    "",
    `Baseline (mean of the two health runs): mean ${fixed(baseline.mean)} ms, p99 ${fixed(baseline.p99)} ms; ` +
      `the two runs differ by ${fixed(baseline.drift * 100, 0)}%.`,
    `Server RSS: ${memoryMiB.afterStart} MiB after start, ${memoryMiB.beforeLoad} MiB before load, ` +
      `${memoryMiB.peakDuringLoad} MiB peak during load, ${memoryMiB.afterLoad} MiB after; high-water mark ${memoryMiB.highWaterMark} MiB.`,
    `Search: ${report.search.found} of ${report.search.named} terms naming a company (exact, prefix, typo) found it in the top 5; ` +
      `${report.search.empty} of ${report.search.terms} terms answered nothing.`,
    ...report.warnings.map((warning) => `Warning: ${warning}.`),
    "",
  ];
  return lines.join("\n");
}
