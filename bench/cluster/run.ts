// The cluster benchmark (npm run bench:cluster): Summit as production runs it, through Caddy to
// instances of the built server on one PostgreSQL (scripts/cluster/harness.ts), measured.
//
// - startup: the built server from a fresh DATA_DIR to healthy (initialising the embedded
//   PostgreSQL, migrations, demo data) and restarted on the same DATA_DIR, BENCH_RUNS times each.
// - throughput: a member's feed page under BENCH_CONNECTIONS connections for BENCH_SECONDS, straight
//   to one instance, through the proxy to one instance (its cookie) and through the proxy to both,
//   in turn, BENCH_RUNS times; requests per second, latency and where the CPU went.
// - rolling: a steady load of reads and writes (BENCH_RATE requests a second) while each instance
//   in turn is stopped with SIGTERM and started again. Goals: no request fails, every write that
//   was answered 201 is in the database.
// - postgres: the same load while PostgreSQL is stopped for BENCH_OUTAGE_SECONDS and started again.
//   Goals: while it is away only 503 with the error object, never 500; reads and writes succeed
//   again within 5 s of its return; every acknowledged write kept.
//
// BENCH_CLUSTER picks scenarios (comma-separated; all by default). Needs a build (npm run build)
// and /usr/bin/caddy. Writes bench/results/cluster-<time>.json and .md and exits 1 when a goal is
// missed.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type Cluster, freePort, LB_COOKIE, startCluster, waitFor200 } from "../../scripts/cluster/harness";
import { runLoad } from "../lib/measure";
import { machineReport, round, writeResults } from "../lib/report";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";

const settings = {
  runs: positiveIntegerFromEnv("BENCH_RUNS", 3),
  seconds: positiveNumberFromEnv("BENCH_SECONDS", 15),
  connections: positiveIntegerFromEnv("BENCH_CONNECTIONS", 20),
  rate: positiveNumberFromEnv("BENCH_RATE", 100),
  outageSeconds: positiveNumberFromEnv("BENCH_OUTAGE_SECONDS", 10),
};
const SCENARIOS = ["startup", "throughput", "rolling", "postgres"] as const;
type Scenario = (typeof SCENARIOS)[number];
const chosen = (process.env.BENCH_CLUSTER?.split(",") ?? [...SCENARIOS]) as Scenario[];
const SERVER = path.resolve("dist/server/main.js");
const DEMO_PASSWORD = "summit-demo-password";
const RECOVERY_GOAL_MS = 5_000;

const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const scratch = (name: string) => path.join(os.tmpdir(), `summit-bench-cluster-${name}`);

/** Signs a demo member in through `baseUrl`; their session cookie, without the proxy's own. */
async function signIn(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((cookie) => !cookie.startsWith(`${LB_COOKIE}=`))
    .join("; ");
}

// --- startup ---------------------------------------------------------------------------------

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", SERVER], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health`, () => child.exitCode === null);
    return performance.now() - started;
  } finally {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
}

async function startupScenario() {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < settings.runs; run++) {
    const dataDir = scratch(`startup-${run}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    cold.push(await timeToHealthy(dataDir));
    warm.push(await timeToHealthy(dataDir));
    fs.rmSync(dataDir, { recursive: true, force: true });
    log(
      `startup run ${run + 1}: cold ${Math.round(cold.at(-1) ?? 0)} ms, warm ${Math.round(warm.at(-1) ?? 0)} ms`,
    );
  }
  return {
    coldMs: cold.map(Math.round),
    warmMs: warm.map(Math.round),
    medianColdMs: Math.round(median(cold)),
    medianWarmMs: Math.round(median(warm)),
  };
}

// --- CPU by process ------------------------------------------------------------------------------

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds used so far by each process, by pid, with its command name. */
function processCpu(): Map<number, { name: string; seconds: number }> {
  const found = new Map<number, { name: string; seconds: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      found.set(Number(entry), {
        name,
        seconds: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND,
      });
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

/** Cores used between two snapshots, grouped: each instance, Caddy, PostgreSQL, this process, the rest. */
function cpuSplit(
  before: Map<number, { name: string; seconds: number }>,
  after: Map<number, { name: string; seconds: number }>,
  seconds: number,
  instancePids: number[],
) {
  const groups: Record<string, number> = {};
  for (const [pid, { name, seconds: used }] of after) {
    const delta = used - (before.get(pid)?.seconds ?? 0);
    if (delta <= 0) continue;
    const index = instancePids.indexOf(pid);
    const group =
      index >= 0
        ? `summit-${index + 1}`
        : pid === process.pid
          ? "load generator"
          : name === "caddy"
            ? "caddy"
            : name === "postgres"
              ? "postgres"
              : "other";
    groups[group] = (groups[group] ?? 0) + delta;
  }
  return Object.fromEntries(Object.entries(groups).map(([group, used]) => [group, round(used / seconds)]));
}

// --- throughput ----------------------------------------------------------------------------------

async function throughputScenario(cluster: Cluster) {
  const [first] = cluster.instances;
  if (!first?.process?.pid) throw new Error("the first instance is not running");
  const cookie = await signIn(cluster.proxyUrl, "ana.ruiz@demo.summit.test");
  const instancePids = cluster.instances.map((instance) => instance.process?.pid ?? 0);
  const modes = [
    { key: "direct-one", label: "straight to one instance", baseUrl: first.url, cookie },
    {
      key: "proxy-one",
      label: "through the proxy to one instance",
      baseUrl: cluster.proxyUrl,
      cookie: `${cookie}; ${LB_COOKIE}=${first.lbCookie}`,
    },
    { key: "proxy-two", label: "through the proxy to both instances", baseUrl: cluster.proxyUrl, cookie },
  ];
  const results: Record<
    string,
    { requestsPerSecond: number; p50: number; p99: number; failed: number; cpu: Record<string, number> }[]
  > = {};
  for (let run = 0; run < settings.runs; run++) {
    for (const mode of run % 2 === 0 ? modes : [...modes].reverse()) {
      const before = processCpu();
      const started = performance.now();
      const result = await runLoad({
        baseUrl: mode.baseUrl,
        paths: ["/api/feed?hub=cio"],
        cookie: mode.cookie,
        connections: settings.connections,
        seconds: settings.seconds,
        serverPid: first.process.pid,
      });
      const cpu = cpuSplit(before, processCpu(), (performance.now() - started) / 1000, instancePids);
      results[mode.key] ??= [];
      results[mode.key]?.push({
        requestsPerSecond: round(result.requestsPerSecond, 1),
        p50: result.latencyMs.p50,
        p99: result.latencyMs.p99,
        failed: result.non2xx + result.errors,
        cpu,
      });
      log(
        `throughput run ${run + 1}, ${mode.label}: ${round(result.requestsPerSecond, 1)} req/s, p99 ${result.latencyMs.p99} ms, cpu ${JSON.stringify(cpu)}`,
      );
    }
  }
  const direct = median((results["direct-one"] ?? []).map((run) => run.requestsPerSecond));
  return {
    modes: modes.map((mode) => {
      const runs = results[mode.key] ?? [];
      const requestsPerSecond = median(runs.map((run) => run.requestsPerSecond));
      return {
        key: mode.key,
        label: mode.label,
        runs,
        medianRequestsPerSecond: requestsPerSecond,
        ratioToDirect: round(requestsPerSecond / direct),
        medianP50Ms: round(median(runs.map((run) => run.p50))),
        medianP99Ms: round(median(runs.map((run) => run.p99))),
        failed: runs.reduce((sum, run) => sum + run.failed, 0),
      };
    }),
  };
}

// --- steady load for the restarts ----------------------------------------------------------------

interface Answer {
  /** When it was sent, and when its answer (or failure) came. */
  at: number;
  doneAt: number;
  kind: "read" | "write";
  /** The HTTP status, or 0 for a request that got no answer (refused, reset, timed out). */
  status: number;
  /** For a 5xx: whether the body was the error object, and its first message. */
  errorObject?: boolean;
  message?: string;
}

/** Reads (a member's feed) and writes (posts), three to one, at `rate` a second until stopped. */
function steadyLoad(baseUrl: string, cookie: string, rate: number) {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let stopped = false;
  let sent = 0;
  const started = performance.now();
  const one = async (index: number) => {
    const kind = index % 4 === 3 ? "write" : "read";
    const at = performance.now();
    try {
      const response =
        kind === "read"
          ? await fetch(`${baseUrl}/api/feed?hub=cio`, {
              headers: { cookie },
              signal: AbortSignal.timeout(30_000),
            })
          : await fetch(`${baseUrl}/api/posts`, {
              method: "POST",
              headers: { cookie, origin: baseUrl, "content-type": "application/json" },
              body: JSON.stringify({ body: `Steady load post ${index}`, hub: "cio" }),
              signal: AbortSignal.timeout(30_000),
            });
      const text = await response.text();
      const answer: Answer = { at, doneAt: performance.now(), kind, status: response.status };
      if (response.status >= 500) {
        try {
          const body = JSON.parse(text) as { reason?: unknown; messages?: unknown };
          answer.errorObject = typeof body.reason === "string" && Array.isArray(body.messages);
          answer.message = Array.isArray(body.messages) ? String(body.messages[0]) : undefined;
        } catch {
          answer.errorObject = false;
        }
      }
      if (kind === "write" && response.status === 201)
        acknowledged.push((JSON.parse(text) as { id: string }).id);
      answers.push(answer);
    } catch {
      answers.push({ at, doneAt: performance.now(), kind, status: 0 });
    }
  };
  const pending = new Set<Promise<void>>();
  const loop = (async () => {
    while (!stopped) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const request = one(sent++);
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
  })();
  return {
    answers,
    acknowledged,
    async stop() {
      stopped = true;
      await loop;
      await Promise.all([...pending]);
    },
  };
}

async function missingPosts(cluster: Cluster, ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM posts WHERE id = ANY($1::uuid[])",
      [ids],
    );
    return ids.length - (found.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function tally(answers: Answer[]) {
  const byStatus: Record<string, number> = {};
  const byMessage: Record<string, number> = {};
  for (const answer of answers) {
    byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    if (answer.message) byMessage[answer.message] = (byMessage[answer.message] ?? 0) + 1;
  }
  return {
    sent: answers.length,
    failed: answers.filter((answer) => answer.status === 0 || answer.status >= 400).length,
    serverErrors: answers.filter((answer) => answer.status >= 500).length,
    status500: answers.filter((answer) => answer.status === 500).length,
    noAnswer: answers.filter((answer) => answer.status === 0).length,
    byStatus,
    serverErrorMessages: byMessage,
  };
}

async function rollingScenario(cluster: Cluster) {
  const cookie = await signIn(cluster.proxyUrl, "tomas.berg@demo.summit.test");
  const load = steadyLoad(cluster.proxyUrl, cookie, settings.rate);
  const restarts: { instance: string; stopMs: number; startMs: number }[] = [];
  await sleep(5_000);
  for (const instance of cluster.instances) {
    const stopping = performance.now();
    await instance.stop("SIGTERM");
    const stopMs = performance.now() - stopping;
    const startMs = await instance.start();
    restarts.push({ instance: instance.name, stopMs: Math.round(stopMs), startMs: Math.round(startMs) });
    log(
      `rolling: ${instance.name} stopped in ${Math.round(stopMs)} ms, ready again ${Math.round(startMs)} ms later`,
    );
    // The proxy's next health check sees it ready before the other one goes.
    await sleep(3_000);
  }
  await sleep(5_000);
  await load.stop();
  const lost = await missingPosts(cluster, load.acknowledged);
  const counts = tally(load.answers);
  log(`rolling: ${JSON.stringify(counts)}, acknowledged writes ${load.acknowledged.length}, lost ${lost}`);
  return {
    ...counts,
    acknowledgedWrites: load.acknowledged.length,
    lostWrites: lost,
    restarts,
    met: counts.failed === 0 && lost === 0,
  };
}

async function postgresScenario(cluster: Cluster) {
  const cookie = await signIn(cluster.proxyUrl, "priya.nair@demo.summit.test");
  const load = steadyLoad(cluster.proxyUrl, cookie, settings.rate);
  await sleep(5_000);
  const down = performance.now();
  await cluster.stopDatabase();
  log("postgres: stopped");
  await sleep(settings.outageSeconds * 1000);
  await cluster.startDatabase();
  const back = performance.now();
  log("postgres: started again");
  await sleep(15_000);
  await load.stop();
  const during = load.answers.filter((answer) => answer.at >= down && answer.at < back);
  const after = load.answers.filter((answer) => answer.at >= back);
  // Recovered: the first answer of each kind that succeeded after the return, and from then on no
  // request of that kind sent after the return failed.
  const recoveryMs = (kind: Answer["kind"]) => {
    const ofKind = load.answers.filter((answer) => answer.kind === kind);
    const firstSuccess = ofKind
      .filter((answer) => answer.doneAt >= back && answer.status >= 200 && answer.status < 300)
      .reduce((first, answer) => Math.min(first, answer.doneAt), Number.POSITIVE_INFINITY);
    const lastFailure = after
      .filter((answer) => answer.kind === kind && (answer.status === 0 || answer.status >= 400))
      .reduce((last, answer) => Math.max(last, answer.doneAt), back);
    return Math.round(Math.max(firstSuccess, lastFailure) - back);
  };
  const lost = await missingPosts(cluster, load.acknowledged);
  const result = {
    all: tally(load.answers),
    whileDown: tally(during),
    afterReturn: tally(after),
    whileDownWithoutErrorObject: during.filter((answer) => answer.status >= 500 && !answer.errorObject)
      .length,
    recoveryMs: { read: recoveryMs("read"), write: recoveryMs("write") },
    acknowledgedWrites: load.acknowledged.length,
    lostWrites: lost,
  };
  const met =
    result.all.status500 === 0 &&
    result.whileDown.noAnswer === 0 &&
    result.whileDownWithoutErrorObject === 0 &&
    result.recoveryMs.read <= RECOVERY_GOAL_MS &&
    result.recoveryMs.write <= RECOVERY_GOAL_MS &&
    lost === 0;
  log(`postgres: ${JSON.stringify(result)}`);
  return { ...result, met };
}

// --- main ----------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const loadAverageBefore = os.loadavg();
  const report: Record<string, unknown> = { settings };
  if (chosen.includes("startup")) report.startup = await startupScenario();
  const needsCluster = chosen.some((scenario) => scenario !== "startup");
  if (needsCluster) {
    const cluster = await startCluster({
      dir: scratch("cluster"),
      // One member makes every request of a run: the budgets are raised as in the other load benchmarks.
      env: { REQUEST_BUDGET_SCALE: "100000" },
    });
    try {
      if (chosen.includes("throughput")) report.throughput = await throughputScenario(cluster);
      if (chosen.includes("rolling")) report.rolling = await rollingScenario(cluster);
      if (chosen.includes("postgres")) report.postgres = await postgresScenario(cluster);
    } finally {
      await cluster.stop();
    }
  }
  report.machine = machineReport(loadAverageBefore, "embedded (18)");
  const markdown = toMarkdown(report);
  const base = writeResults("cluster", startedAt, report, markdown);
  console.log(markdown);
  log(`written to ${base}.json and .md`);
  const missed =
    (report.rolling as { met?: boolean } | undefined)?.met === false ||
    (report.postgres as { met?: boolean } | undefined)?.met === false;
  process.exit(missed ? 1 : 0);
}

function toMarkdown(report: Record<string, unknown>): string {
  const lines = ["# Cluster benchmark", ""];
  const startup = report.startup as Awaited<ReturnType<typeof startupScenario>> | undefined;
  if (startup) {
    lines.push(
      "| start | median | runs |",
      "|---|---|---|",
      `| cold: fresh DATA_DIR to healthy | ${startup.medianColdMs} ms | ${startup.coldMs.join(", ")} |`,
      `| warm: restart on the same DATA_DIR | ${startup.medianWarmMs} ms | ${startup.warmMs.join(", ")} |`,
      "",
    );
  }
  const throughput = report.throughput as Awaited<ReturnType<typeof throughputScenario>> | undefined;
  if (throughput) {
    lines.push(
      "| feed page | req/s (median) | vs direct | p50 ms | p99 ms | failed | CPU cores by process (last run) |",
      "|---|---|---|---|---|---|---|",
    );
    for (const mode of throughput.modes) {
      const cpu = Object.entries(mode.runs.at(-1)?.cpu ?? {})
        .map(([group, cores]) => `${group} ${cores}`)
        .join(", ");
      lines.push(
        `| ${mode.label} | ${mode.medianRequestsPerSecond} | ${mode.ratioToDirect}x | ${mode.medianP50Ms} | ${mode.medianP99Ms} | ${mode.failed} | ${cpu} |`,
      );
    }
    lines.push("");
  }
  for (const key of ["rolling", "postgres"] as const) {
    const scenario = report[key] as Record<string, unknown> | undefined;
    if (scenario) lines.push(`## ${key}`, "", "```json", JSON.stringify(scenario, null, 2), "```", "");
  }
  return `${lines.join("\n")}\n`;
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
