// Running a benchmark's scenarios against the server under test and rating them against the health
// baseline measured in the same run (DESIGN.md section 8: ratios, so a slower or busier machine
// moves both sides).
import { type LoadResult, runLoad } from "./measure";
import { round, type ScenarioReport } from "./report";

export interface Scenario {
  key: string;
  label: string;
  /** Requested in turn, one per request across all connections (or made one by one: see LoadOptions). */
  paths: readonly string[] | (() => string);
  /** Sent with the member's session cookie; visitors send none. */
  member: boolean;
  /** Accept-Encoding sent with each request; none by default, so answers come uncompressed. */
  acceptEncoding?: string;
  /** Counts against the target; informational rows only explain the others. */
  checked: boolean;
}

export interface LoadSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface MeasuredScenario {
  scenario: Scenario;
  result: LoadResult;
}

/** How far apart the two health runs may be before the report calls the machine disturbed. */
export const BASELINE_DRIFT_WARNING = 0.3;
/** CPU cores other processes may use during a measurement before the report calls it disturbed. */
export const OTHER_CPU_WARNING = 0.25;

/** The baseline scenario; a plan starts and ends with it (keys "health" and "health-again"). */
export const HEALTH: Scenario = {
  key: "health",
  label: "GET /api/health",
  paths: ["/api/health"],
  member: false,
  checked: false,
};

export const HEALTH_AGAIN: Scenario = { ...HEALTH, key: "health-again" };

/**
 * BENCH_ONLY (comma-separated scenario keys, e.g. "feed-first") keeps those rows and the two health
 * runs: for profiling one endpoint. A run limited this way is not a full benchmark.
 */
function onlyAsked(plan: readonly Scenario[]): readonly Scenario[] {
  const only = process.env.BENCH_ONLY?.split(",")
    .map((key) => key.trim())
    .filter(Boolean);
  if (!only?.length) return plan;
  const unknown = only.filter((key) => !plan.some((scenario) => scenario.key === key));
  if (unknown.length) throw new Error(`BENCH_ONLY names unknown scenarios: ${unknown.join(", ")}`);
  return plan.filter((scenario) => scenario.key.startsWith("health") || only.includes(scenario.key));
}

/**
 * Loads each scenario in turn. A first pass over every scenario warms the whole server (JIT,
 * PostgreSQL's caches), so the first health run is not measured on a cold process; then each one
 * warms up again right before its own measurement.
 */
export async function measureScenarios(
  fullPlan: readonly Scenario[],
  target: { baseUrl: string; cookie: string; serverPid: number; postgresPid: number | undefined },
  settings: LoadSettings,
  log: (message: string) => void,
  onPhase: (phase: string) => void = () => undefined,
): Promise<MeasuredScenario[]> {
  const loadOf = (scenario: Scenario, seconds: number) => ({
    baseUrl: target.baseUrl,
    paths: scenario.paths,
    connections: settings.connections,
    serverPid: target.serverPid,
    postgresPid: target.postgresPid,
    seconds,
    ...(scenario.member ? { cookie: target.cookie } : {}),
    ...(scenario.acceptEncoding ? { acceptEncoding: scenario.acceptEncoding } : {}),
  });
  const plan = onlyAsked(fullPlan);
  log(`warming up: ${plan.length} endpoints, ${settings.warmupSeconds} s each`);
  for (const scenario of plan) {
    onPhase(`warm-up: ${scenario.label}`);
    await runLoad(loadOf(scenario, settings.warmupSeconds));
  }
  const measured: MeasuredScenario[] = [];
  for (const scenario of plan) {
    onPhase(scenario.label);
    await runLoad(loadOf(scenario, settings.warmupSeconds));
    const result = await runLoad(loadOf(scenario, settings.seconds));
    measured.push({ scenario, result });
    const { latencyMs: l } = result;
    log(
      `${scenario.label}: ${result.requestsPerSecond.toFixed(0)} req/s, mean ${l.mean.toFixed(2)} ms, ` +
        `p99 ${l.p99.toFixed(2)} ms, CPU cores: server ${result.serverCpuCores.toFixed(2)}, ` +
        `PostgreSQL ${result.postgresCpuCores?.toFixed(2) ?? "-"}, autocannon ${result.loadGeneratorCpuCores.toFixed(2)}, ` +
        `other ${result.otherCpuCores.toFixed(2)}, RSS peak ${result.rssMiB.peak.toFixed(0)} MiB` +
        (result.non2xx || result.errors ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ""),
    );
  }
  onPhase("after the load");
  return measured;
}

export interface Rating {
  /** The mean of the health runs' mean and p99, and how far apart the runs were. */
  baseline: { mean: number; p99: number; drift: number };
  rows: ScenarioReport[];
  warnings: string[];
}

/** Ratios to the health baseline (the mean of the first and the last health run), verdicts and warnings. */
export function rateScenarios(measured: readonly MeasuredScenario[], targetRatio: number): Rating {
  const healthRuns = measured.filter(({ scenario }) => scenario.key.startsWith("health"));
  if (healthRuns.length === 0) throw new Error("the plan has no health run to compare with");
  const average = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
  const healthMeans = healthRuns.map(({ result }) => result.latencyMs.mean);
  const baseline = {
    mean: average(healthMeans),
    p99: average(healthRuns.map(({ result }) => result.latencyMs.p99)),
    drift: (Math.max(...healthMeans) - Math.min(...healthMeans)) / Math.min(...healthMeans),
  };
  const rows: ScenarioReport[] = measured.map(({ scenario, result }) => {
    const meanRatio = result.latencyMs.mean / baseline.mean;
    const p99Ratio = result.latencyMs.p99 / baseline.p99;
    const failedRequests = result.non2xx + result.errors > 0;
    return {
      key: scenario.key,
      label: scenario.label,
      member: scenario.member,
      checked: scenario.checked,
      requests: result.requests,
      requestsPerSecond: round(result.requestsPerSecond, 0),
      latencyMs: {
        mean: round(result.latencyMs.mean),
        p50: round(result.latencyMs.p50),
        p90: round(result.latencyMs.p90),
        p99: round(result.latencyMs.p99),
        max: round(result.latencyMs.max),
      },
      meanRatio: round(meanRatio),
      p99Ratio: round(p99Ratio),
      non2xx: result.non2xx,
      errors: result.errors,
      rssMiB: { mean: round(result.rssMiB.mean, 0), peak: round(result.rssMiB.peak, 0) },
      serverCpuCores: round(result.serverCpuCores),
      postgresCpuCores: result.postgresCpuCores === null ? null : round(result.postgresCpuCores),
      loadGeneratorCpuCores: round(result.loadGeneratorCpuCores),
      // What one request costs, whatever the concurrency: the resource that runs out first sets the
      // latency at 20 connections, so these explain the ratios.
      cpuMsPerRequest: {
        server: round((result.serverCpuCores * 1000) / result.requestsPerSecond),
        postgres:
          result.postgresCpuCores === null
            ? null
            : round((result.postgresCpuCores * 1000) / result.requestsPerSecond),
      },
      otherCpuCores: round(result.otherCpuCores),
      otherProcesses: result.otherProcesses,
      verdict: failedRequests
        ? "failed requests"
        : !scenario.checked
          ? "info"
          : meanRatio <= targetRatio && p99Ratio <= targetRatio
            ? "met"
            : "missed",
    };
  });
  const warnings = [
    ...(baseline.drift > BASELINE_DRIFT_WARNING
      ? [
          `the two health runs differ by ${(baseline.drift * 100).toFixed(0)}%: the machine's load changed during the run; rerun for steadier figures`,
        ]
      : []),
    ...rows
      .filter((row) => row.otherCpuCores > OTHER_CPU_WARNING)
      .map(
        (row) =>
          `other processes used ${row.otherCpuCores.toFixed(1)} CPU cores during "${row.label}" ` +
          `(${row.otherProcesses.map((other) => `${other.name} ${other.cores}`).join(", ")}): disturbed; rerun on a quieter machine`,
      ),
  ];
  return {
    baseline: { mean: round(baseline.mean), p99: round(baseline.p99), drift: round(baseline.drift) },
    rows,
    warnings,
  };
}
