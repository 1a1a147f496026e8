// The fault benchmark (npm run bench:faults): what Summit does when things go wrong, measured.
//
// - kill: a steady stream of writes (posts by 4 writers) while the server is killed with SIGKILL at
//   random moments, BENCH_KILLS (20) times, and started again on the same data. Every write that was
//   acknowledged (2xx) must be in the database afterwards: writes sent, acknowledged, lost (goal 0),
//   and the restart times.
// - postgres: PostgreSQL stopped for BENCH_OUTAGE_SECONDS (10) under a steady mixed load, then
//   started again. While it is away the API may answer only 503 with the error object, never 500;
//   service is back within 5 s of its return; a live notification stream that drops reconnects
//   with Last-Event-ID and receives a notification made after the return.
// - slowloris: 200 clients that send their headers a line every few seconds, for 30 s; GET
//   /api/health's p99 while they hang on must stay within 2x of its p99 at rest, measured in the
//   same run just before.
// - soak: BENCH_SOAK_MINUTES (10) of a steady mixed load (feed, a post, its comments, comments
//   written, notifications, Discover); the server's RSS from minute 2 to the last may grow at most
//   10%.
//
// BENCH_FAULTS picks scenarios (comma-separated; all by default). Writes bench/results/faults-<time>
// .json and .md, prints them, and exits 1 when a goal is missed.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { SignUpInput } from "@common/auth";
import { startEmbeddedDatabase } from "@server/platform/database/embedded";
import { posts } from "@server/platform/database/schema/community";
import { createLogger } from "@server/server";
import { inArray } from "drizzle-orm";
import { ensureMember, openBenchDatabase } from "../lib/database";
import { latencyStats, readRssMiB } from "../lib/measure";
import { machineReport, round, writeResults } from "../lib/report";
import {
  memberCookie,
  request,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "../lib/server-process";
import {
  BENCH_EMAIL_DOMAIN,
  positiveIntegerFromEnv,
  positiveNumberFromEnv,
  RESULTS_DIR,
} from "../lib/settings";
import { type EventStream, openEventStream, streamAgent } from "../notifications/event-stream";

const settings = {
  kills: positiveIntegerFromEnv("BENCH_KILLS", 20),
  outageSeconds: positiveNumberFromEnv("BENCH_OUTAGE_SECONDS", 10),
  slowClients: positiveIntegerFromEnv("BENCH_SLOW_CLIENTS", 200),
  slowSeconds: positiveNumberFromEnv("BENCH_SLOW_SECONDS", 30),
  soakMinutes: positiveNumberFromEnv("BENCH_SOAK_MINUTES", 10),
};
const SCENARIOS = ["kill", "postgres", "slowloris", "soak"] as const;
type Scenario = (typeof SCENARIOS)[number];
const chosen = (process.env.BENCH_FAULTS?.split(",") ?? [...SCENARIOS]) as Scenario[];

const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logger = createLogger({ LOG_LEVEL: "warn" });
let postgresVersion = "unknown";

const writer: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Fault Writer",
  email: `fault-writer@${BENCH_EMAIL_DOMAIN}`,
  password: "fault-bench-password",
  jobTitle: "CIO",
  industry: "Banking",
  revenueBand: "$1 billion +",
};
const commenter: SignUpInput = {
  ...writer,
  name: "Fault Commenter",
  email: `fault-commenter@${BENCH_EMAIL_DOMAIN}`,
};

interface Answer {
  status: number;
  reason?: string;
}

/** One request; a connection that fails answers status 0. */
async function call(
  baseUrl: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<Answer> {
  try {
    const response = await request(baseUrl, method, url, cookie, body, AbortSignal.timeout(30_000));
    const text = await response.text();
    let reason: string | undefined;
    try {
      reason = (JSON.parse(text) as { reason?: string }).reason;
    } catch {}
    return { status: response.status, reason };
  } catch {
    return { status: 0 };
  }
}

/** A fresh data directory with the two members, its database stopped again. */
async function freshData(name: string): Promise<string> {
  const dataDir = path.join(RESULTS_DIR, `faults-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openBenchDatabase(dataDir, logger);
  try {
    const { rows } = await database.db.$client.query<{ server_version: string }>("SHOW server_version");
    postgresVersion = rows[0]?.server_version ?? postgresVersion;
    await ensureMember(database, dataDir, writer);
    await ensureMember(database, dataDir, commenter);
  } finally {
    await database.stop();
  }
  return dataDir;
}

function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGKILL");
  });
}

async function killScenario() {
  const dataDir = await freshData("kill");
  const env = { AUTH_SECRET: randomBytes(32).toString("hex") };
  let server = await startServerProcess(dataDir, env);
  const cookie = await memberCookie(server.url, writer);
  const acknowledged: string[] = [];
  let sent = 0;
  let refused = 0;
  let running = true;
  let counter = 0;
  const workers = Array.from({ length: 4 }, async () => {
    while (running) {
      counter += 1;
      const text = `fault write ${counter} ${randomBytes(4).toString("hex")}`;
      sent += 1;
      const answer = await call(server.url, "POST", "/api/posts", cookie, { body: text });
      if (answer.status >= 200 && answer.status < 300) acknowledged.push(text);
      else if (answer.status !== 0) refused += 1;
      if (answer.status === 0) await sleep(50);
    }
  });
  const restarts: number[] = [];
  for (let round = 1; round <= settings.kills; round++) {
    await sleep(500 + Math.random() * 2500);
    const killedAt = performance.now();
    await kill9(server.child);
    server = await startServerProcess(dataDir, env);
    restarts.push(performance.now() - killedAt);
    log(
      `kill ${round}: back in ${Math.round(restarts.at(-1) ?? 0)} ms (${acknowledged.length} acknowledged)`,
    );
  }
  await sleep(1000);
  running = false;
  await Promise.all(workers);
  await stopServerProcess(server.child);

  const database = await openBenchDatabase(dataDir, logger);
  let present = 0;
  try {
    for (let start = 0; start < acknowledged.length; start += 1000) {
      const batch = acknowledged.slice(start, start + 1000);
      const rows = await database.db
        .select({ body: posts.body })
        .from(posts)
        .where(inArray(posts.body, batch));
      present += new Set(rows.map((row) => row.body)).size;
    }
  } finally {
    await database.stop();
  }
  const restartStats = latencyStats(restarts);
  return {
    kills: settings.kills,
    writesSent: sent,
    acknowledged: acknowledged.length,
    refused,
    lost: acknowledged.length - present,
    restartMs: { median: round(restartStats.p50, 0), max: round(restartStats.max, 0) },
  };
}

interface Sample {
  at: number;
  status: number;
  reason?: string;
  phase: "before" | "away" | "back";
}

async function postgresScenario() {
  const dataDir = await freshData("postgres");
  const serverDir = path.join(dataDir, "server");
  fs.mkdirSync(serverDir);
  let database = await startEmbeddedDatabase(dataDir, logger);
  const port = Number(new URL(database.url).port);
  const server = await startServerProcess(serverDir, {
    DATABASE_URL: database.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
  });
  let serverExit: string | null = null;
  server.child.once("exit", (code, signal) => {
    serverExit = `exit ${code ?? signal}`;
  });
  try {
    const writerCookie = await memberCookie(server.url, writer);
    const commenterCookie = await memberCookie(server.url, commenter);
    const postAnswer = await fetch(`${server.url}/api/posts`, {
      method: "POST",
      headers: { cookie: writerCookie, origin: server.url, "content-type": "application/json" },
      body: JSON.stringify({ body: "A post to comment on while the database comes and goes" }),
    });
    const post = (await postAnswer.json()) as { id: string };

    // The writer's live stream, reconnecting as EventSource does.
    const agent = streamAgent();
    let lastEventId: string | null = null;
    let stream: EventStream | null = null;
    let reconnects = 0;
    let streamOpen = false;
    const notifications: { receivedAt: number; data: string }[] = [];
    const connect = async (): Promise<void> => {
      while (true) {
        try {
          stream = await openEventStream({
            url: `${server.url}/api/notifications/stream`,
            cookie: writerCookie,
            agent,
            lastEventId,
            onEvent: (event) => {
              if (event.id) lastEventId = event.id;
              if (event.type === "notification")
                notifications.push({ receivedAt: performance.now(), data: event.data });
            },
            onDrop: () => {
              streamOpen = false;
              reconnects += 1;
              setTimeout(() => void connect(), 1000);
            },
          });
          streamOpen = true;
          return;
        } catch {
          await sleep(1000);
        }
      }
    };
    await connect();

    const samples: Sample[] = [];
    let phase: Sample["phase"] = "before";
    let running = true;
    const requests = [
      () => call(server.url, "GET", "/api/feed", writerCookie),
      () => call(server.url, "GET", "/api/notifications", writerCookie),
      () =>
        call(server.url, "POST", "/api/posts", writerCookie, {
          body: `during the outage ${randomBytes(3).toString("hex")}`,
        }),
      () => call(server.url, "GET", `/api/posts/${post.id}/comments`, commenterCookie),
      () => call(server.url, "GET", "/api/health", ""),
    ];
    const workers = Array.from({ length: 4 }, async (_, worker) => {
      let turn = worker;
      while (running) {
        const request = requests[turn++ % requests.length];
        if (!request) continue;
        const answer = await request();
        samples.push({ at: performance.now(), phase, ...answer });
        await sleep(20);
      }
    });
    await sleep(5000);
    phase = "away";
    log("stopping PostgreSQL");
    await database.stop();
    await sleep(settings.outageSeconds * 1000);
    database = await startEmbeddedDatabase(dataDir, logger, { port });
    const backAt = performance.now();
    phase = "back";
    log("PostgreSQL is back");
    // The first write that succeeds after the return.
    let firstWriteOk: number | null = null;
    while (performance.now() - backAt < 30_000) {
      const answer = await call(server.url, "POST", "/api/posts", writerCookie, {
        body: "the database is back",
      });
      if (answer.status >= 200 && answer.status < 300) {
        firstWriteOk = performance.now() - backAt;
        break;
      }
      await sleep(100);
    }
    // A notification made after the return reaches the (reconnected) stream.
    while (!streamOpen && performance.now() - backAt < 30_000) await sleep(100);
    const commentedAt = performance.now();
    const commented = await call(server.url, "POST", `/api/posts/${post.id}/comments`, commenterCookie, {
      body: "Still here after the outage",
    });
    while (
      notifications.every((item) => item.receivedAt < commentedAt) &&
      performance.now() - commentedAt < 15_000
    ) {
      await sleep(50);
    }
    const delivered = notifications.find((item) => item.receivedAt >= commentedAt);
    await sleep(3000);
    running = false;
    await Promise.all(workers);
    (stream as EventStream | null)?.close();

    const away = samples.filter((sample) => sample.phase === "away");
    const statuses = (list: Sample[]) =>
      Object.fromEntries(
        [...new Set(list.map((sample) => sample.status))]
          .sort()
          .map((status) => [
            status === 0 ? "no answer" : String(status),
            list.filter((sample) => sample.status === status).length,
          ]),
      );
    const fiveHundreds = samples.filter((sample) => sample.status >= 500 && sample.status !== 503).length;
    const without503Object = samples.filter((sample) => sample.status === 503 && !sample.reason).length;
    return {
      serverStopped: serverExit as string | null,
      outageSeconds: settings.outageSeconds,
      answersWhileAway: statuses(away),
      answersBefore: statuses(samples.filter((sample) => sample.phase === "before")),
      answersAfter: statuses(samples.filter((sample) => sample.phase === "back")),
      fiveHundredsOtherThan503: fiveHundreds,
      fiveOhThreesWithoutErrorObject: without503Object,
      firstWriteAfterReturnMs: firstWriteOk === null ? null : round(firstWriteOk, 0),
      streamReconnects: reconnects,
      commentAfterReturn: commented.status,
      notificationDeliveredMs: delivered ? round(delivered.receivedAt - commentedAt, 0) : null,
    };
  } finally {
    await stopServerProcess(server.child);
    await database.stop();
  }
}

/** GET /api/health every 20 ms for `seconds`; its latencies in ms and how many failed. */
async function pollHealth(baseUrl: string, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const start = performance.now();
    const answer = await call(baseUrl, "GET", "/api/health", "");
    if (answer.status === 200) latencies.push(performance.now() - start);
    else failed += 1;
    await sleep(20);
  }
  return { ...latencyStats(latencies), count: latencies.length, failed };
}

async function slowlorisScenario() {
  const dataDir = await freshData("slowloris");
  const server = await startServerProcess(dataDir, {});
  const { hostname, port } = new URL(server.url);
  try {
    await pollHealth(server.url, 3); // warm-up
    const quiet = await pollHealth(server.url, 10);
    let running = true;
    let connections = 0;
    let dropped = 0;
    const sockets = new Set<net.Socket>();
    const open = () => {
      if (!running) return;
      const socket = net.connect(Number(port), hostname);
      connections += 1;
      sockets.add(socket);
      socket.setNoDelay(true);
      socket.on("error", () => {});
      socket.once("connect", () => socket.write("GET /api/health HTTP/1.1\r\nHost: localhost\r\n"));
      const drip = setInterval(() => socket.write(`X-Slow-${randomBytes(2).toString("hex")}: 1\r\n`), 5000);
      socket.once("close", () => {
        clearInterval(drip);
        sockets.delete(socket);
        dropped += 1;
        open();
      });
    };
    for (let index = 0; index < settings.slowClients; index++) open();
    await sleep(2000);
    const underAttack = await pollHealth(server.url, settings.slowSeconds - 2);
    running = false;
    for (const socket of sockets) socket.destroy();
    return {
      slowClients: settings.slowClients,
      seconds: settings.slowSeconds,
      connectionsOpened: connections,
      connectionsTheServerClosed: dropped,
      quiet: { p50: round(quiet.p50), p99: round(quiet.p99), count: quiet.count, failed: quiet.failed },
      underAttack: {
        p50: round(underAttack.p50),
        p99: round(underAttack.p99),
        count: underAttack.count,
        failed: underAttack.failed,
      },
      p99Ratio: round(underAttack.p99 / quiet.p99),
    };
  } finally {
    await stopServerProcess(server.child);
  }
}

async function soakScenario() {
  const dataDir = await freshData("soak");
  const server: ServerProcess = await startServerProcess(dataDir, {});
  try {
    const writerCookie = await memberCookie(server.url, writer);
    const commenterCookie = await memberCookie(server.url, commenter);
    const created = await request(server.url, "POST", "/api/posts", writerCookie, {
      body: "The soak's post",
    });
    const post = (await created.json()) as { id: string };
    let turn = 0;
    const requests = [
      () => call(server.url, "GET", "/api/feed", commenterCookie),
      () => call(server.url, "GET", `/api/posts/${post.id}`, commenterCookie),
      () => call(server.url, "GET", `/api/posts/${post.id}/comments`, commenterCookie),
      () =>
        call(server.url, "POST", `/api/posts/${post.id}/comments`, commenterCookie, { body: `soak ${turn}` }),
      () => call(server.url, "GET", "/api/notifications", writerCookie),
      () => call(server.url, "GET", `/api/discover?search=soak${turn % 50}`, commenterCookie),
      () => call(server.url, "POST", "/api/posts", writerCookie, { body: `soak post ${turn}` }),
      () => call(server.url, "GET", "/api/profile", writerCookie),
    ];
    const rss: { minute: number; mib: number }[] = [];
    const startedAt = performance.now();
    const until = startedAt + settings.soakMinutes * 60_000;
    let answered = 0;
    let failed = 0;
    const sampler = setInterval(() => {
      rss.push({ minute: (performance.now() - startedAt) / 60_000, mib: readRssMiB(server.pid) });
    }, 5000);
    // A steady load: 4 clients, each pausing 20 ms between requests.
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (performance.now() < until) {
          const request = requests[turn++ % requests.length];
          if (!request) continue;
          const answer = await request();
          if (answer.status >= 200 && answer.status < 400) answered += 1;
          else failed += 1;
          await sleep(20);
        }
      }),
    );
    clearInterval(sampler);
    const median = (values: number[]) => latencyStats(values).p50;
    const atMinute2 = median(
      rss.filter((sample) => sample.minute >= 1.5 && sample.minute < 2.5).map((sample) => sample.mib),
    );
    const atEnd = median(
      rss.filter((sample) => sample.minute >= settings.soakMinutes - 1).map((sample) => sample.mib),
    );
    return {
      minutes: settings.soakMinutes,
      requestsAnswered: answered,
      requestsFailed: failed,
      requestsPerSecond: round(answered / (settings.soakMinutes * 60), 1),
      rssMiB: {
        minute2: round(atMinute2, 1),
        lastMinute: round(atEnd, 1),
        peak: round(Math.max(...rss.map((s) => s.mib)), 1),
      },
      rssGrowth: round((atEnd - atMinute2) / atMinute2, 3),
      rssByMinute: rss.filter((_, index) => index % 12 === 0).map((sample) => round(sample.mib, 1)),
    };
  } finally {
    await stopServerProcess(server.child);
  }
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const results: Record<string, unknown> = {};
  const missed: string[] = [];
  if (chosen.includes("kill")) {
    const result = await killScenario();
    results.kill = result;
    if (result.lost > 0) missed.push(`kill: ${result.lost} acknowledged writes lost`);
  }
  if (chosen.includes("postgres")) {
    const result = await postgresScenario();
    results.postgres = result;
    if (result.serverStopped) missed.push(`postgres: the server stopped (${result.serverStopped})`);
    if (result.fiveHundredsOtherThan503 > 0)
      missed.push("postgres: answers of 500 while the database was away");
    if (result.fiveOhThreesWithoutErrorObject > 0) missed.push("postgres: a 503 without the error object");
    if (result.firstWriteAfterReturnMs === null || result.firstWriteAfterReturnMs > 5000)
      missed.push("postgres: service not back within 5 s");
    if (result.notificationDeliveredMs === null) missed.push("postgres: the stream did not resume");
  }
  if (chosen.includes("slowloris")) {
    const result = await slowlorisScenario();
    results.slowloris = result;
    if (result.p99Ratio > 2) missed.push(`slowloris: health p99 ${result.p99Ratio}x its quiet value`);
  }
  if (chosen.includes("soak")) {
    const result = await soakScenario();
    results.soak = result;
    if (result.rssGrowth > 0.1) missed.push(`soak: RSS grew ${Math.round(result.rssGrowth * 100)}%`);
  }
  const report = {
    startedAt,
    settings,
    machine: machineReport(loadBefore, postgresVersion),
    results,
    missed,
  };
  const markdown = `# Faults, ${startedAt.toISOString()}\n\n\`\`\`json\n${JSON.stringify(results, null, 2)}\n\`\`\`\n\n${
    missed.length ? `Missed:\n${missed.map((item) => `- ${item}`).join("\n")}\n` : "Every goal met.\n"
  }`;
  const base = writeResults("faults", startedAt, report, markdown);
  console.log(markdown);
  log(`wrote ${base}.json and .md`);
  process.exitCode = missed.length ? 1 : 0;
}

await main();
