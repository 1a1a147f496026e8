// The burst benchmark (npm run bench:burst): one member's burst of requests must not stall everyone
// else. While GET /api/health is polled steadily, three bursts go out one after the other, each
// BENCH_BURST_SIZE (50) requests at once: invitations by one company admin (each a transaction that
// locks the company and queues its e-mail), posts by as many members in one hub, and comments by as
// many members on one post (each notifying its author, whose notification stream is open).
//
// Per burst: how its requests answered (2xx, 4xx, 5xx, nothing within the bound), its own latency,
// and health's p50 and p99 while it ran against health's p99 at rest in the same run (before and
// after the bursts). The whole run is repeated (3 times), each with a fresh server on the same data
// reset to the same state, and the report gives the median of the runs and their spread. Writes
// bench/results/burst-<time>.json and .md, prints the tables, and exits 1 when any request (of a
// burst or of health) answered 5xx, failed to connect or did not finish within the bound.
//
// Settings (environment): BENCH_BURST_SIZE (50), BENCH_REPEATS (3), BENCH_HEALTH_INTERVAL_MS (20),
// BENCH_REST_SECONDS (5), BENCH_BOUND_SECONDS (30), BENCH_DATA_DIR, DATABASE_URL,
// DATABASE_POOL_SIZE (unset: the server's default, 2 x cores + 1), BENCH_SERVER_NODE_OPTIONS.
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Notification } from "@common/notifications";
import { defaultPoolSize } from "@server/platform/database/client";
import { openBenchDatabase } from "../lib/database";
import { type CpuUse, latencyStats, readRssMiB, startCpuMeter } from "../lib/measure";
import { machineReport, round, writeResults } from "../lib/report";
import { BASELINE_DRIFT_WARNING, OTHER_CPU_WARNING } from "../lib/scenarios";
import {
  postmasterPid,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { type EventStream, openEventStream, streamAgent } from "../notifications/event-stream";
import { resetRun, signInPeople } from "./fixtures";
import { BURST_HUB, type BurstPeople, ensureBurstData, inviteeEmail } from "./generate";
import { HealthPoller, type Outcome, requestAgent, timedRequest } from "./requests";
import { burstSizeFromEnv, dataDir } from "./settings";

const settings = {
  burstSize: burstSizeFromEnv(),
  repeats: positiveIntegerFromEnv("BENCH_REPEATS", 3),
  healthIntervalMs: positiveNumberFromEnv("BENCH_HEALTH_INTERVAL_MS", 20),
  restSeconds: positiveNumberFromEnv("BENCH_REST_SECONDS", 5),
  boundSeconds: positiveNumberFromEnv("BENCH_BOUND_SECONDS", 30),
};
/** What the server's pool holds: DATABASE_POOL_SIZE when set, else the server's own default. */
const poolSize = process.env.DATABASE_POOL_SIZE ? Number(process.env.DATABASE_POOL_SIZE) : defaultPoolSize();
/** Requests of each kind in the warm-up, so the bursts meet compiled code and prepared statements. */
const WARM_UP_REQUESTS = 5;
/** Quiet time after each burst, before the next one (health keeps being polled). */
const SETTLE_MS = 2000;

const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const boundMs = () => settings.boundSeconds * 1000;

type BurstKey = "invitations" | "posts" | "comments";

const BURSTS: { key: BurstKey; label: (size: number) => string }[] = [
  { key: "invitations", label: (size) => `${size} invitations by one company admin` },
  { key: "posts", label: (size) => `${size} posts by ${size} members in one hub` },
  { key: "comments", label: (size) => `${size} comments by ${size} members on one post` },
];

interface Send {
  path: string;
  cookie: string;
  body: unknown;
}

function cookieOf(cookies: Map<string, string>, userId: string): string {
  const cookie = cookies.get(userId);
  if (!cookie) throw new Error(`no session for ${userId}`);
  return cookie;
}

/** The requests of one burst (or of the warm-up, `warmUp` true: other e-mails, the other post). */
function burstSends(
  key: BurstKey,
  people: BurstPeople,
  cookies: Map<string, string>,
  count: number,
  warmUp = false,
): Send[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    if (key === "invitations") {
      return {
        path: "/api/user/invite",
        cookie: cookieOf(cookies, people.admin),
        body: {
          email: inviteeEmail(warmUp ? "warm-up" : "invitee", n),
          name: `Invitee ${n}`,
          companyId: people.vendorCompanyId,
          message: "Join us on Summit: we share what we learn from our customers there.",
        },
      };
    }
    const member = (key === "posts" ? people.posters : people.commenters)[index];
    if (!member) throw new Error(`the data set has fewer than ${count} members for the ${key}`);
    if (key === "posts") {
      return {
        path: "/api/posts",
        cookie: cookieOf(cookies, member),
        body: {
          hub: BURST_HUB,
          body: `Post ${n} of the burst: what is your team's biggest priority this quarter?`,
        },
      };
    }
    const postId = warmUp ? people.warmUpPostId : people.targetPostId;
    return {
      path: `/api/posts/${postId}/comments`,
      cookie: cookieOf(cookies, member),
      body: {
        body: `Comment ${n}: we went through the same choice last year and are happy to compare notes.`,
      },
    };
  });
}

/** Sends every request at once (in the same tick) and waits for all of them, each at most the bound. */
async function fire(baseUrl: string, sends: Send[], agent: ReturnType<typeof requestAgent>) {
  const start = performance.now();
  const outcomes = await Promise.all(
    sends.map((send) =>
      timedRequest({
        url: `${baseUrl}${send.path}`,
        agent,
        boundMs: boundMs(),
        method: "POST",
        headers: { cookie: send.cookie, origin: baseUrl },
        body: send.body,
      }),
    ),
  );
  return { start, end: performance.now(), outcomes };
}

/** One line per failed request kind: "503 {...}", "no answer within 30 s", "ECONNRESET". */
function failureSamples(outcomes: Outcome[]): string[] {
  const samples = new Set<string>();
  for (const outcome of outcomes) {
    if (outcome.unfinished) samples.add(`no answer within ${settings.boundSeconds} s`);
    else if (outcome.error) samples.add(outcome.error);
    else if (outcome.status !== null && (outcome.status < 200 || outcome.status >= 300))
      samples.add(`${outcome.status} ${outcome.body ?? ""}`.trim());
  }
  return [...samples].slice(0, 5);
}

interface Counts {
  requests: number;
  ok: number;
  clientError: number;
  serverError: number;
  unfinished: number;
  /** Connection errors: no answer at all. */
  errors: number;
}

function countOutcomes(outcomes: Outcome[]): Counts {
  const status = (low: number, high: number) =>
    outcomes.filter((outcome) => outcome.status !== null && outcome.status >= low && outcome.status < high)
      .length;
  return {
    requests: outcomes.length,
    ok: status(200, 300),
    clientError: status(400, 500),
    serverError: status(500, 600),
    unfinished: outcomes.filter((outcome) => outcome.unfinished).length,
    errors: outcomes.filter((outcome) => outcome.error !== null).length,
  };
}

interface Latency {
  mean: number;
  p50: number;
  p99: number;
  max: number;
}

/** Latency of the answered requests, an unanswered one counting as the bound (a lower bound of it). */
function latencyOf(outcomes: Outcome[]): Latency {
  const stats = latencyStats(
    outcomes
      .filter((outcome) => outcome.ms !== null || outcome.unfinished)
      .map((outcome) => outcome.ms ?? boundMs()),
  );
  return { mean: round(stats.mean), p50: round(stats.p50), p99: round(stats.p99), max: round(stats.max) };
}

interface HealthWindow {
  polls: number;
  /** Polls that answered other than 2xx, did not answer within the bound, or failed to connect. */
  failed: number;
  /** What the failed polls got, as in BurstRun. */
  failures: string[];
  latencyMs: Latency;
}

function healthWindow(poller: HealthPoller, from: number, to: number): HealthWindow {
  const outcomes = poller.during(from, to);
  const counts = countOutcomes(outcomes);
  return {
    polls: outcomes.length,
    failed: counts.requests - counts.ok,
    failures: failureSamples(outcomes),
    latencyMs: latencyOf(outcomes),
  };
}

const roundCpu = (cpu: CpuUse): CpuUse => ({
  seconds: round(cpu.seconds),
  serverCpuCores: round(cpu.serverCpuCores),
  postgresCpuCores: cpu.postgresCpuCores === null ? null : round(cpu.postgresCpuCores),
  loadGeneratorCpuCores: round(cpu.loadGeneratorCpuCores),
  otherCpuCores: round(cpu.otherCpuCores),
  otherProcesses: cpu.otherProcesses,
});

interface BurstRun {
  key: BurstKey;
  label: string;
  counts: Counts;
  failures: string[];
  /** From the first request sent to the last answer (or the bound). */
  windowMs: number;
  latencyMs: Latency;
  /** The health polls in flight at any moment of the burst. */
  health: HealthWindow;
  /** Health's p99 during the burst over its p99 at rest (the mean of before and after). */
  healthP99Ratio: number;
  cpu: CpuUse;
  /** The comments burst: what the post author's open notification stream received. */
  stream?: {
    /** Notification events about the post. */
    events: number;
    /** From the burst's start to the event counting every commenter; null if it never came. */
    allCountedMs: number | null;
  };
}

interface RunResult {
  run: number;
  rest: { before: HealthWindow; after: HealthWindow; p99: number; drift: number };
  bursts: BurstRun[];
  /** Every health poll of the run, the warm-up and the pauses between bursts included. */
  healthPolls: { polls: number; failed: number; failures: string[] };
  /** From the rest before the bursts to the end of the rest after them. */
  cpu: CpuUse;
  streamDropped: string | null;
  serverRssMiB: { afterStart: number; afterBursts: number };
}

/** Resolves once `done()` holds, or after `timeoutMs`; says which. */
async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > until) return false;
    await sleep(10);
  }
  return true;
}

/** The author's stream: the `post_comment` notifications about the target post, as they arrive. */
async function openAuthorStream(baseUrl: string, people: BurstPeople, cookie: string) {
  const arrivals: { receivedAt: number; othersCount: number }[] = [];
  let first: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    first = resolve;
  });
  const agent = streamAgent();
  const stream: EventStream = await openEventStream({
    url: `${baseUrl}/api/notifications/stream`,
    cookie,
    agent,
    onEvent: (event) => {
      first();
      if (event.type !== "notification") return;
      const notification = JSON.parse(event.data) as Notification;
      if (
        notification.kind === "post_comment" &&
        notification.link.startsWith(`/posts/${people.targetPostId}`)
      )
        arrivals.push({ receivedAt: event.receivedAt, othersCount: notification.othersCount });
    },
  });
  await opened;
  return {
    stream,
    arrivals,
    close: () => {
      stream.close();
      agent.destroy();
    },
  };
}

async function measureRun(
  run: number,
  server: ServerProcess,
  people: BurstPeople,
  cookies: Map<string, string>,
): Promise<RunResult> {
  const size = settings.burstSize;
  const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir());
  const rssAtStart = readRssMiB(server.pid);
  const agent = requestAgent();
  const probe = await timedRequest({
    url: `${server.url}/api/notifications/unread-count`,
    agent,
    boundMs: boundMs(),
    headers: { cookie: cookieOf(cookies, people.author) },
  });
  if (probe.status !== 200) {
    agent.destroy();
    throw new Error(
      probe.status === 401
        ? "the server did not accept the benchmark's session cookie"
        : `the probe answered ${probe.status}: ${probe.body ?? probe.error}`,
    );
  }

  const author = await openAuthorStream(server.url, people, cookieOf(cookies, people.author));
  const poller = new HealthPoller(server.url, settings.healthIntervalMs, boundMs());
  try {
    poller.start();
    // The warm-up: a few requests of each kind, which must all succeed (else the set-up is wrong).
    for (const { key } of BURSTS) {
      const warm = await fire(server.url, burstSends(key, people, cookies, WARM_UP_REQUESTS, true), agent);
      const failed = failureSamples(warm.outcomes);
      if (failed.length) throw new Error(`the warm-up's ${key} failed: ${failed.join("; ")}`);
    }
    await sleep(SETTLE_MS);

    const target = { serverPid: server.pid, postgresPid };
    const runMeter = startCpuMeter(target);
    const restBeforeStart = performance.now();
    await sleep(settings.restSeconds * 1000);
    const restBeforeEnd = performance.now();

    const windows: {
      key: BurstKey;
      start: number;
      end: number;
      outcomes: Outcome[];
      cpu: CpuUse;
      stream?: BurstRun["stream"];
    }[] = [];
    for (const { key } of BURSTS) {
      const sends = burstSends(key, people, cookies, size);
      const meter = startCpuMeter(target);
      const burst = await fire(server.url, sends, agent);
      const cpu = meter.stop();
      let stream: BurstRun["stream"];
      if (key === "comments") {
        // The group counts every commenter once all comments are in: othersCount + 1 of them.
        const allCounted = () => author.arrivals.find((arrival) => arrival.othersCount + 1 >= size);
        await waitUntil(() => allCounted() !== undefined, boundMs());
        const counted = allCounted();
        stream = {
          events: author.arrivals.length,
          allCountedMs: counted ? round(counted.receivedAt - burst.start) : null,
        };
      }
      windows.push({ key, ...burst, cpu, stream });
      const counts = countOutcomes(burst.outcomes);
      log(
        `run ${run}, ${key}: ${counts.ok} 2xx, ${counts.clientError} 4xx, ${counts.serverError} 5xx, ` +
          `${counts.unfinished} unfinished, ${counts.errors} connection errors in ${(burst.end - burst.start).toFixed(0)} ms` +
          (stream
            ? `; author's stream: ${stream.events} events, all counted after ${stream.allCountedMs ?? "never"} ms`
            : ""),
      );
      await sleep(SETTLE_MS);
    }

    const restAfterStart = performance.now();
    await sleep(settings.restSeconds * 1000);
    const restAfterEnd = performance.now();
    const runCpu = runMeter.stop();
    await poller.stop();
    const rssAfterBursts = readRssMiB(server.pid);

    const before = healthWindow(poller, restBeforeStart, restBeforeEnd);
    const after = healthWindow(poller, restAfterStart, restAfterEnd);
    const restP99 = (before.latencyMs.p99 + after.latencyMs.p99) / 2;
    const means = [before.latencyMs.mean, after.latencyMs.mean];
    const bursts: BurstRun[] = windows.map((window) => {
      const health = healthWindow(poller, window.start, window.end);
      const label = BURSTS.find((burst) => burst.key === window.key)?.label(size) ?? window.key;
      return {
        key: window.key,
        label,
        counts: countOutcomes(window.outcomes),
        failures: failureSamples(window.outcomes),
        windowMs: round(window.end - window.start),
        latencyMs: latencyOf(window.outcomes),
        health,
        healthP99Ratio: round(health.latencyMs.p99 / restP99),
        cpu: roundCpu(window.cpu),
        ...(window.stream ? { stream: window.stream } : {}),
      };
    });
    return {
      run,
      rest: {
        before,
        after,
        p99: round(restP99),
        drift: round((Math.max(...means) - Math.min(...means)) / Math.min(...means)),
      },
      bursts,
      healthPolls: {
        polls: poller.outcomes.length,
        failed: poller.outcomes.length - countOutcomes(poller.outcomes).ok,
        failures: failureSamples(poller.outcomes),
      },
      cpu: roundCpu(runCpu),
      streamDropped: author.stream.dropped,
      serverRssMiB: { afterStart: round(rssAtStart, 0), afterBursts: round(rssAfterBursts, 0) },
    };
  } finally {
    await poller.stop();
    agent.destroy();
    author.close();
  }
}

// --- The report ----------------------------------------------------------------------------------

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
  return {
    median: round(median),
    min: round(sorted[0] ?? Number.NaN),
    max: round(sorted.at(-1) ?? Number.NaN),
  };
}

/** "12.3 (10.1-14.2)": the median of the runs, then the lowest and the highest. */
function spreadCell(values: number[], digits = 1, suffix = ""): string {
  const { median, min, max } = spread(values);
  const show = (value: number) => `${value.toFixed(digits)}${suffix}`;
  return values.length === 1 ? show(median) : `${show(median)} (${show(min)}-${show(max)})`;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const cpuCell = (cpu: CpuUse[]) =>
  [
    spreadCell(cpu.map((use) => use.serverCpuCores)),
    cpu.some((use) => use.postgresCpuCores === null)
      ? "-"
      : spreadCell(cpu.map((use) => use.postgresCpuCores ?? 0)),
    spreadCell(cpu.map((use) => use.loadGeneratorCpuCores)),
    spreadCell(cpu.map((use) => use.otherCpuCores)),
  ].join(" / ");

function summaryTable(runs: RunResult[]): string[] {
  const rest = runs.flatMap((run) => [run.rest.before, run.rest.after]);
  const rows = [
    [
      `at rest (${settings.restSeconds} s before and after the bursts)`,
      "-",
      "-",
      "-",
      "-",
      String(sum(rest.map((window) => window.polls))),
      spreadCell(
        rest.map((window) => window.latencyMs.p50),
        2,
      ),
      spreadCell(
        runs.map((run) => run.rest.p99),
        2,
      ),
      "1.00x",
      String(sum(rest.map((window) => window.failed))),
      cpuCell(runs.map((run) => run.cpu)),
    ],
    ...BURSTS.map(({ key }) => {
      const bursts = runs.flatMap((run) => run.bursts.filter((burst) => burst.key === key));
      const total = (pick: (counts: Counts) => number) => sum(bursts.map((burst) => pick(burst.counts)));
      return [
        bursts[0]?.label ?? key,
        `${total((counts) => counts.ok)} / ${total((counts) => counts.clientError)} / ${total((counts) => counts.serverError)} / ` +
          `${total((counts) => counts.unfinished + counts.errors)}`,
        spreadCell(
          bursts.map((burst) => burst.windowMs),
          0,
        ),
        spreadCell(
          bursts.map((burst) => burst.latencyMs.p50),
          0,
        ),
        spreadCell(
          bursts.map((burst) => burst.latencyMs.p99),
          0,
        ),
        String(sum(bursts.map((burst) => burst.health.polls))),
        spreadCell(
          bursts.map((burst) => burst.health.latencyMs.p50),
          2,
        ),
        spreadCell(
          bursts.map((burst) => burst.health.latencyMs.p99),
          2,
        ),
        spreadCell(
          bursts.map((burst) => burst.healthP99Ratio),
          2,
          "x",
        ),
        String(sum(bursts.map((burst) => burst.health.failed))),
        cpuCell(bursts.map((burst) => burst.cpu)),
      ];
    }),
  ];
  return [
    `| burst (${runs.length} runs) | 2xx / 4xx / 5xx / unfinished or failed (all runs) | burst ms: first sent to last answer | burst p50 ms | burst p99 ms | health polls | health p50 ms | health p99 ms | health p99 / at rest | health failed | CPU cores: server / PG / bench / other |`,
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ];
}

function perRunTable(runs: RunResult[]): string[] {
  const fixed = (value: number, digits = 0) => value.toFixed(digits);
  return [
    "| run | burst | 2xx / 4xx / 5xx / unfinished / conn. errors | burst p50 / p99 / max ms | health polls | health p50 / p99 / max ms | health p99 / at rest | other CPU cores |",
    "|--:|---|--:|--:|--:|--:|--:|--:|",
    ...runs.flatMap((run) => [
      `| ${run.run} | at rest, before / after | - | - | ${run.rest.before.polls} / ${run.rest.after.polls} | ` +
        `${fixed(run.rest.before.latencyMs.p50, 2)} / ${fixed(run.rest.before.latencyMs.p99, 2)} / ${fixed(run.rest.before.latencyMs.max, 2)}; ` +
        `${fixed(run.rest.after.latencyMs.p50, 2)} / ${fixed(run.rest.after.latencyMs.p99, 2)} / ${fixed(run.rest.after.latencyMs.max, 2)} | ` +
        `1.00x (p99 ${fixed(run.rest.p99, 2)} ms) | ${fixed(run.cpu.otherCpuCores, 2)} |`,
      ...run.bursts.map((burst) => {
        const c = burst.counts;
        return (
          `| ${run.run} | ${burst.key} | ${c.ok} / ${c.clientError} / ${c.serverError} / ${c.unfinished} / ${c.errors} | ` +
          `${fixed(burst.latencyMs.p50)} / ${fixed(burst.latencyMs.p99)} / ${fixed(burst.latencyMs.max)} | ${burst.health.polls} | ` +
          `${fixed(burst.health.latencyMs.p50, 2)} / ${fixed(burst.health.latencyMs.p99, 2)} / ${fixed(burst.health.latencyMs.max, 2)} | ` +
          `${fixed(burst.healthP99Ratio, 2)}x | ${fixed(burst.cpu.otherCpuCores, 2)} |`
        );
      }),
    ]),
  ];
}

/** What makes the run exit 1: any 5xx, unfinished or unconnected request, of a burst or of health. */
function failuresOf(runs: RunResult[]): string[] {
  return runs.flatMap((run) => [
    ...run.bursts
      .filter((burst) => burst.counts.serverError + burst.counts.unfinished + burst.counts.errors > 0)
      .map(
        (burst) =>
          `run ${run.run}, ${burst.label}: ${burst.counts.serverError} 5xx, ${burst.counts.unfinished} unfinished, ` +
          `${burst.counts.errors} connection errors (${burst.failures.join("; ")})`,
      ),
    ...[
      ["at rest before the bursts", run.rest.before] as const,
      ...run.bursts.map((burst) => [`during ${burst.label}`, burst.health] as const),
      ["at rest after the bursts", run.rest.after] as const,
    ]
      .filter(([, window]) => window.failed > 0)
      .map(
        ([when, window]) =>
          `run ${run.run}, health ${when}: ${window.failed} of ${window.polls} polls failed (${window.failures.join("; ")})`,
      ),
    ...(run.healthPolls.failed > 0
      ? [
          `run ${run.run}, health over the whole run: ${run.healthPolls.failed} of ${run.healthPolls.polls} polls failed ` +
            `(${run.healthPolls.failures.join("; ")})`,
        ]
      : []),
    ...(run.streamDropped
      ? [`run ${run.run}: the author's notification stream dropped (${run.streamDropped})`]
      : []),
  ]);
}

function warningsOf(runs: RunResult[]): string[] {
  const busy = (cpu: CpuUse, when: string) =>
    cpu.otherCpuCores > OTHER_CPU_WARNING
      ? [
          `other processes used ${cpu.otherCpuCores.toFixed(1)} CPU cores ${when} ` +
            `(${cpu.otherProcesses.map((other) => `${other.name} ${other.cores}`).join(", ")}): disturbed; rerun on a quieter machine`,
        ]
      : [];
  return runs.flatMap((run) => [
    ...busy(run.cpu, `during run ${run.run}`),
    ...run.bursts.flatMap((burst) => busy(burst.cpu, `during run ${run.run}'s ${burst.key}`)),
    ...(run.rest.drift > BASELINE_DRIFT_WARNING
      ? [
          `run ${run.run}: health at rest differs by ${(run.rest.drift * 100).toFixed(0)}% before and after the bursts ` +
            "(mean latency): the machine's load changed during the run",
        ]
      : []),
  ]);
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const size = settings.burstSize;
  const bound = `${settings.boundSeconds} s`;
  log(
    `${settings.repeats} runs of 3 bursts of ${size} requests; health every ${settings.healthIntervalMs} ms; ` +
      `server pool of ${poolSize} connections${process.env.DATABASE_POOL_SIZE ? " (DATABASE_POOL_SIZE)" : " (2 x cores + 1)"}; data in ${dataDir()}`,
  );
  const runs: RunResult[] = [];
  let postgresVersion = "unknown";
  let nodeOptions: string[] = [];
  let current: ServerProcess | null = null;
  process.once("SIGINT", () => {
    const stopping = current ? stopServerProcess(current.child) : Promise.resolve();
    void stopping.then(() => process.exit(130));
  });

  for (let run = 1; run <= settings.repeats; run++) {
    // The people, the state every run starts from and fresh sessions, through a connection of our
    // own, stopped again before the server takes the data directory.
    const secret = randomBytes(32).toString("hex");
    const database = await openBenchDatabase(dataDir());
    let people: BurstPeople;
    let cookies: Map<string, string>;
    try {
      people = await ensureBurstData(database.db, size, log);
      await resetRun(database.db, people);
      cookies = await signInPeople(database.db, people, secret);
      const { rows } = await database.db.$client.query<{ server_version: string }>("SHOW server_version");
      postgresVersion = rows[0]?.server_version ?? postgresVersion;
    } finally {
      await database.stop();
    }
    const server = await startServerProcess(dataDir(), { AUTH_SECRET: secret });
    current = server;
    nodeOptions = server.nodeOptions;
    log(`run ${run}: server ${server.url} (pid ${server.pid})`);
    try {
      runs.push(await measureRun(run, server, people, cookies));
    } finally {
      await stopServerProcess(server.child);
      current = null;
    }
  }

  const failures = failuresOf(runs);
  const warnings = warningsOf(runs);
  const machine = machineReport(loadBefore, postgresVersion);
  const streams = runs.flatMap((run) => run.bursts.flatMap((burst) => (burst.stream ? [burst.stream] : [])));
  const counted = streams.flatMap((stream) => (stream.allCountedMs === null ? [] : [stream.allCountedMs]));
  const markdown = [
    `Burst benchmark, ${startedAt.toISOString()}: ${machine.cpus} CPUs (${machine.cpuModel}), load average ` +
      `${machine.loadAverageBefore.join(" / ")} before and ${machine.loadAverageAfter.join(" / ")} after; ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres} (${machine.database}); server pool ${poolSize} connections; ` +
      `Node flags ${nodeOptions.length ? nodeOptions.join(" ") : "none"}.`,
    "",
    `Each burst sends ${size} requests at once while GET /api/health is polled every ${settings.healthIntervalMs} ms; ` +
      `a request unanswered after ${bound} counts as unfinished. Figures are the median of ${runs.length} runs ` +
      "(lowest-highest); counts are totals over the runs. Health during a burst: the polls in flight at any moment of it.",
    "",
    ...summaryTable(runs),
    "",
    `The author's notification stream during the comments: the notification counting all ${size} commenters arrived ` +
      (counted.length ? `${spreadCell(counted, 0)} ms after the burst began` : "never") +
      ` (${counted.length} of ${streams.length} runs); events about the post on the stream per run: ` +
      `${spreadCell(
        streams.map((stream) => stream.events),
        0,
      )} (a grouped notification is sent as it stands when the stream reads it).`,
    "",
    ...perRunTable(runs),
    "",
    failures.length === 0
      ? `No request answered 5xx, failed to connect or went unanswered for ${bound}: ` +
        `${sum(runs.flatMap((run) => run.bursts.map((burst) => burst.counts.requests)))} burst requests and ` +
        `${sum(runs.map((run) => run.healthPolls.polls))} health polls.`
      : `**Failed**: ${failures.join("; ")}.`,
    ...warnings.map((warning) => `Warning: ${warning}.`),
    "",
  ].join("\n");
  const report = {
    benchmark: "burst",
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    target: `0 5xx and 0 requests unfinished after ${bound} under bursts of ${size}; health's p99 during a burst against at rest`,
    settings: { ...settings, poolSize, serverNodeOptions: nodeOptions, dataDir: dataDir() },
    machine,
    runs,
    failures,
    warnings,
  };
  const base = writeResults("burst", startedAt, report, markdown);
  console.log(`\n${markdown}`);
  log(`wrote ${base}.json and .md`);
  for (const failure of failures) log(`FAILED: ${failure}`);
  process.exit(failures.length > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
