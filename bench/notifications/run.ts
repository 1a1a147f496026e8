// The notifications benchmark (npm run bench:notifications): with 10,000,000 notifications over
// 100,000 users, page 1 and page 200 of a member's list must stay within 2x of each other and
// within 3x of GET /api/health measured in the same run at 20 connections; 1,000 open streams
// (GET /api/notifications/stream) must cost the server under 100 MB of memory; and a notification
// must reach every recipient's open stream within 1 second at that load.
//
// Steps: generate the data set if missing (generate.ts), pick fixtures from it and set up the live
// phase (fixtures.ts: the streaming members become admins of one company, each gets a post, the
// members get sessions), start the real server in a child process, walk the reader's list to page
// 200 (checking its order and links on the way), then the live phase: open the streams, have
// members follow the company (one request notifies all its admins at once) and comment on every
// streamer's post at a steady rate, timing each event from the start of the request that caused
// it to its arrival; then load the list with autocannon after a warm-up, health first and last.
// Writes bench/results/notifications-<time>.json and .md, prints the table, and exits 1 when a
// target is missed or any request failed.
//
// Settings (environment): BENCH_NOTIFICATIONS, BENCH_USERS, BENCH_COMPANIES, BENCH_STREAMS (scale),
// BENCH_DATA_DIR, BENCH_DURATION (12), BENCH_WARMUP (3), BENCH_CONNECTIONS (20), BENCH_LIST_PAGE
// (200), BENCH_BURSTS (5), BENCH_COMMENT_RATE (50 a second), BENCH_STREAM_MEMORY_LIMIT_MIB (100),
// BENCH_DELIVERY_LIMIT_MS (1000), BENCH_SERVER_NODE_OPTIONS, DATABASE_URL.
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { Notification, NotificationPage } from "@common/notifications";
import { openBenchDatabase } from "../lib/database";
import { latencyStats, readPeakRssMiB, readRssMiB, watchRss } from "../lib/measure";
import {
  type BenchReport,
  type CheckReport,
  failures,
  machineReport,
  round,
  type ScenarioReport,
  toMarkdown,
  writeReport,
} from "../lib/report";
import { HEALTH, HEALTH_AGAIN, measureScenarios, rateScenarios, type Scenario } from "../lib/scenarios";
import type { ServerMemory } from "../lib/server";
import {
  getJson,
  postmasterPid,
  send,
  serverMemory,
  startServerProcess,
  stopServerProcess,
} from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { type EventStream, openEventStream, type StreamEvent, streamAgent } from "./event-stream";
import { createSessions, type Fixtures, type Member, pickFixtures, prepareLivePhase } from "./fixtures";
import { ensureNotificationData } from "./generate";
import { dataDirFor, scaleFromEnv } from "./settings";

const TARGET_RATIO = 3;
/** Page 200 against page 1: neither may take more than twice the other. */
const PAGE_RATIO = 2;
/** Streams opened at once while connecting the thousand. */
const OPEN_BATCH = 50;
/** Streams of the warm-up, opened and closed before the memory is measured. */
const WARM_UP_STREAMS = 20;

const settings = {
  scale: scaleFromEnv(),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
  listPage: positiveIntegerFromEnv("BENCH_LIST_PAGE", 200),
  bursts: positiveIntegerFromEnv("BENCH_BURSTS", 5),
  commentRate: positiveNumberFromEnv("BENCH_COMMENT_RATE", 50),
  streamMemoryLimitMiB: positiveNumberFromEnv("BENCH_STREAM_MEMORY_LIMIT_MIB", 100),
  deliveryLimitMs: positiveNumberFromEnv("BENCH_DELIVERY_LIMIT_MS", 1000),
};

const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const listUrl = (cursor?: string) =>
  `/api/notifications${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Where each generated kind must lead (the server computes the link). */
const LINK_SHAPES: Partial<Record<Notification["kind"], RegExp>> = {
  post_reaction: new RegExp(`^/posts/${UUID}$`),
  company_follower: new RegExp(`^/companies/${UUID}$`),
};

interface ListWalk {
  /** The cursor that loads page `page`. */
  cursor: string;
  page: number;
  notifications: number;
  unread: number;
  /** Links of the first and the last page walked, opened afterwards to see that they lead somewhere. */
  links: string[];
}

/**
 * Walks the reader's list page by page with the cursor, as a member scrolling would, and checks on
 * the way what they would notice: newest first, nothing twice, a link of the right shape.
 */
async function walkList(baseUrl: string, cookie: string, pages: number): Promise<ListWalk> {
  let cursor: string | undefined;
  let previous: string | null = null;
  const seen = new Set<string>();
  let unread = 0;
  const links: string[] = [];
  let page = 1;
  for (; page < pages; page++) {
    const body = await getJson<NotificationPage>(baseUrl, listUrl(cursor), cookie);
    for (const item of body.items) {
      if (seen.has(item.id)) throw new Error(`the list showed notification ${item.id} twice (page ${page})`);
      seen.add(item.id);
      if (previous !== null && item.createdAt > previous) {
        throw new Error(`the list is out of order at notification ${item.id} (page ${page})`);
      }
      previous = item.createdAt;
      const shape = LINK_SHAPES[item.kind];
      if (!shape?.test(item.link))
        throw new Error(`notification ${item.id} (${item.kind}) leads to ${item.link}`);
      if (!item.read) unread++;
      if (page === 1 || page === pages - 1) links.push(item.link);
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (!cursor || page < pages) throw new Error(`the list has only ${page} pages; the data set is too small`);
  return { cursor, page, notifications: seen.size, unread, links: [...new Set(links)] };
}

/** The API resource behind a web link: /posts/<id> is GET /api/posts/<id>, and so on. */
async function linkResolves(baseUrl: string, cookie: string, link: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api${link.split("?")[0]}`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.ok;
}

/** One streaming member: their open stream and the notifications it is waited for. */
class Listener {
  stream: EventStream | null = null;
  private waiters: { match: (notification: Notification) => boolean; resolve: (at: number) => void }[] = [];
  private resolveFirst: () => void = () => undefined;
  /** Settles with the first event, the `unread` count every stream starts with. */
  readonly firstEvent = new Promise<void>((resolve) => {
    this.resolveFirst = resolve;
  });

  constructor(
    readonly member: Member,
    readonly postId: string,
  ) {}

  onEvent = (event: StreamEvent) => {
    this.resolveFirst();
    if (event.type !== "notification") return;
    const notification = JSON.parse(event.data) as Notification;
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(notification)) return true;
      waiter.resolve(event.receivedAt);
      return false;
    });
  };

  /** When the first notification matching arrives (performance.now()), or null after `timeoutMs`. */
  waitFor(match: (notification: Notification) => boolean, timeoutMs: number): Promise<number | null> {
    return new Promise((resolve) => {
      const waiter = {
        match,
        resolve: (at: number) => {
          clearTimeout(timer);
          resolve(at);
        },
      };
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((other) => other !== waiter);
        resolve(null);
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }
}

interface Delivery {
  label: string;
  /** Streams that should have received it, and those that did in time. */
  expected: number;
  delivered: number;
  /** From the start of the request that caused it to the event's arrival, per stream, in ms. */
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
  /** How long the causing requests took to answer. */
  requestMs: { mean: number; max: number };
}

function delivery(label: string, expected: number, delays: (number | null)[], requests: number[]): Delivery {
  const arrived = delays.filter((delay): delay is number => delay !== null);
  const stats = latencyStats(arrived);
  return {
    label,
    expected,
    delivered: arrived.length,
    latencyMs: {
      mean: round(stats.mean),
      p50: round(stats.p50),
      p90: round(stats.p90),
      p99: round(stats.p99),
      max: round(stats.max),
    },
    requestMs: {
      mean: round(requests.reduce((total, value) => total + value, 0) / Math.max(1, requests.length)),
      max: round(Math.max(...requests)),
    },
  };
}

/** Opens a stream for each listener, `OPEN_BATCH` at a time, each waiting for its first event. */
async function openStreams(baseUrl: string, listeners: Listener[], cookies: Map<string, string>) {
  const agent = streamAgent();
  const openMs: number[] = [];
  for (let first = 0; first < listeners.length; first += OPEN_BATCH) {
    await Promise.all(
      listeners.slice(first, first + OPEN_BATCH).map(async (listener) => {
        const started = performance.now();
        listener.stream = await openEventStream({
          url: `${baseUrl}/api/notifications/stream`,
          cookie: cookieOf(cookies, listener.member),
          agent,
          onEvent: listener.onEvent,
        });
        await listener.firstEvent;
        openMs.push(performance.now() - started);
      }),
    );
  }
  return { agent, openMs: latencyStats(openMs) };
}

function cookieOf(cookies: Map<string, string>, member: Member): string {
  const cookie = cookies.get(member.id);
  if (!cookie) throw new Error(`no session for ${member.id}`);
  return cookie;
}

/**
 * One follow of the live company: its admins, every listener among them, each receive a
 * company_follower notification naming the follower (new, or the unread one grouped).
 */
async function followBurst(
  baseUrl: string,
  fixtures: Fixtures,
  follower: Member,
  cookie: string,
  listeners: Listener[],
  timeoutMs: number,
): Promise<{ delays: (number | null)[]; requestMs: number }> {
  const link = `/companies/${fixtures.liveCompany.id}`;
  const arrivals = listeners.map((listener) =>
    listener.waitFor(
      (notification) =>
        notification.kind === "company_follower" &&
        notification.link === link &&
        notification.actor?.id === follower.id,
      timeoutMs,
    ),
  );
  const started = performance.now();
  await send(baseUrl, "POST", `/api/companies/${fixtures.liveCompany.id}/follow`, cookie);
  const requestMs = performance.now() - started;
  const delays = (await Promise.all(arrivals)).map((at) => (at === null ? null : at - started));
  return { delays, requestMs };
}

/**
 * A comment on every listener's post, one every 1/rate seconds whatever the answers take: each
 * notifies that post's author alone. Returns each one's delivery time and request time.
 */
async function commentRound(
  baseUrl: string,
  cookie: string,
  listeners: Listener[],
  rate: number,
  timeoutMs: number,
): Promise<{ delays: (number | null)[]; requestMs: number[] }> {
  const interval = 1000 / rate;
  const started = performance.now();
  const sends = listeners.map(async (listener, index) => {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const arrival = listener.waitFor(
      (notification) =>
        notification.kind === "post_comment" && notification.link.startsWith(`/posts/${listener.postId}?`),
      timeoutMs,
    );
    const sent = performance.now();
    await send(baseUrl, "POST", `/api/posts/${listener.postId}/comments`, cookie, {
      body: `Benchmark comment ${index + 1}: how did the rollout go?`,
    });
    const requestMs = performance.now() - sent;
    const at = await arrival;
    return { delay: at === null ? null : at - sent, requestMs };
  });
  const results = await Promise.all(sends);
  return {
    delays: results.map((result) => result.delay),
    requestMs: results.map((result) => result.requestMs),
  };
}

interface LivePhase {
  streams: number;
  openMs: { mean: number; p99: number; max: number };
  rssMiB: { before: number; afterOpen: number; afterBursts: number; afterComments: number };
  heap: { before: ServerMemory; afterComments: ServerMemory };
  bursts: Delivery[];
  comments: Delivery;
  heartbeats: number;
  dropped: number;
  seconds: number;
}

async function livePhase(
  server: { url: string; pid: number; child: Parameters<typeof serverMemory>[0] },
  fixtures: Fixtures,
  posts: Map<string, string>,
  cookies: Map<string, string>,
  setPhase: (phase: string) => void,
): Promise<LivePhase> {
  const timeoutMs = settings.deliveryLimitMs * 10;
  const listeners = fixtures.streamers.map((member) => {
    const postId = posts.get(member.id);
    if (!postId) throw new Error(`streamer ${member.id} has no post`);
    return new Listener(member, postId);
  });

  // Warm-up: a few streams opened and closed, so the stream's code is loaded before memory is measured.
  setPhase("live: warm-up");
  const warm = listeners
    .slice(0, WARM_UP_STREAMS)
    .map((listener) => new Listener(listener.member, listener.postId));
  const warmStreams = await openStreams(server.url, warm, cookies);
  for (const listener of warm) listener.stream?.close();
  warmStreams.agent.destroy();
  await sleep(2000);

  const rssBefore = readRssMiB(server.pid);
  const heapBefore = await serverMemory(server.child);
  const started = performance.now();
  setPhase(`live: opening ${listeners.length} streams`);
  const { agent, openMs } = await openStreams(server.url, listeners, cookies);
  await sleep(1000);
  const rssAfterOpen = readRssMiB(server.pid);
  log(
    `${listeners.length} streams open (first event after ${openMs.mean.toFixed(0)} ms on average, ` +
      `${openMs.max.toFixed(0)} ms at most): server RSS ${rssBefore.toFixed(0)} -> ${rssAfterOpen.toFixed(0)} MiB`,
  );

  const bursts: Delivery[] = [];
  for (const [index, follower] of fixtures.followers.entries()) {
    setPhase(`live: follow ${index + 1}`);
    const { delays, requestMs } = await followBurst(
      server.url,
      fixtures,
      follower,
      cookieOf(cookies, follower),
      listeners,
      timeoutMs,
    );
    const burst = delivery(
      index === 0
        ? `follow 1: one request notifies ${listeners.length} admins (new notifications)`
        : `follow ${index + 1}: the same, grouped into the unread notification`,
      listeners.length,
      delays,
      [requestMs],
    );
    bursts.push(burst);
    log(
      `${burst.label}: ${burst.delivered} delivered, p50 ${burst.latencyMs.p50} ms, p99 ${burst.latencyMs.p99} ms, ` +
        `max ${burst.latencyMs.max} ms (request ${burst.requestMs.max} ms)`,
    );
    await sleep(1000);
  }
  const rssAfterBursts = readRssMiB(server.pid);

  setPhase(`live: ${listeners.length} comments`);
  const commented = await commentRound(
    server.url,
    cookieOf(cookies, fixtures.commenter),
    listeners,
    settings.commentRate,
    timeoutMs,
  );
  const comments = delivery(
    `${listeners.length} comments, ${settings.commentRate} a second, each notifying one author`,
    listeners.length,
    commented.delays,
    commented.requestMs,
  );
  log(
    `${comments.label}: ${comments.delivered} delivered, p50 ${comments.latencyMs.p50} ms, ` +
      `p99 ${comments.latencyMs.p99} ms, max ${comments.latencyMs.max} ms`,
  );
  await sleep(1000);
  const rssAfterComments = readRssMiB(server.pid);
  const heapAfter = await serverMemory(server.child);
  const seconds = (performance.now() - started) / 1000;

  const dropped = listeners.filter((listener) => listener.stream?.dropped).length;
  const heartbeats = listeners.reduce((total, listener) => total + (listener.stream?.comments ?? 0), 0);
  for (const listener of listeners) listener.stream?.close();
  agent.destroy();
  return {
    streams: listeners.length,
    openMs: { mean: round2(openMs.mean), p99: round2(openMs.p99), max: round2(openMs.max) },
    rssMiB: {
      before: round2(rssBefore),
      afterOpen: round2(rssAfterOpen),
      afterBursts: round2(rssAfterBursts),
      afterComments: round2(rssAfterComments),
    },
    heap: { before: heapBefore, afterComments: heapAfter },
    bursts,
    comments,
    heartbeats,
    dropped,
    seconds: round2(seconds),
  };
}

const round2 = (value: number) => round(value, 2);

function scenarios(walk: ListWalk): Scenario[] {
  return [
    HEALTH,
    { key: "list-first", label: "list, first page", paths: [listUrl()], member: true, checked: true },
    {
      key: "list-deep",
      label: `list, page ${walk.page} by cursor`,
      paths: [listUrl(walk.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "unread-count",
      label: "unread count",
      paths: ["/api/notifications/unread-count"],
      member: true,
      checked: false,
    },
    HEALTH_AGAIN,
  ];
}

/** Page 200 against page 1, both ways, by the mean and by p99. */
function pageRatioCheck(rows: ScenarioReport[], page: number): CheckReport {
  const first = rows.find((row) => row.key === "list-first");
  const deep = rows.find((row) => row.key === "list-deep");
  if (!first || !deep) {
    return {
      label: `list, page ${page} against page 1`,
      measured: "not measured",
      limit: "",
      verdict: "missed",
    };
  }
  const apart = (a: number, b: number) => Math.max(a / b, b / a);
  const mean = apart(deep.latencyMs.mean, first.latencyMs.mean);
  const p99 = apart(deep.latencyMs.p99, first.latencyMs.p99);
  return {
    label: `list, page ${page} against page 1 (the slower over the faster: mean, p99)`,
    measured: `${mean.toFixed(2)}x, ${p99.toFixed(2)}x`,
    limit: `${PAGE_RATIO}x`,
    verdict: mean <= PAGE_RATIO && p99 <= PAGE_RATIO ? "met" : "missed",
  };
}

function liveChecks(live: LivePhase): CheckReport[] {
  const growth =
    Math.max(live.rssMiB.afterOpen, live.rssMiB.afterBursts, live.rssMiB.afterComments) - live.rssMiB.before;
  const limit = settings.deliveryLimitMs;
  const deliveryCheck = (label: string, deliveries: Delivery[]): CheckReport => {
    const expected = deliveries.reduce((total, item) => total + item.expected, 0);
    const delivered = deliveries.reduce((total, item) => total + item.delivered, 0);
    const max = Math.max(...deliveries.map((item) => item.latencyMs.max));
    const p99 = Math.max(...deliveries.map((item) => item.latencyMs.p99));
    return {
      label,
      measured: `${delivered} of ${expected} delivered; p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
      limit: `all, ${limit} ms`,
      verdict: delivered === expected && max < limit ? "met" : "missed",
    };
  };
  return [
    {
      label: `server RSS with ${live.streams} open streams, minus before (after opening, after the follows, after the comments: the largest)`,
      measured: `${growth.toFixed(0)} MiB`,
      limit: `${settings.streamMemoryLimitMiB} MiB`,
      verdict: growth < settings.streamMemoryLimitMiB ? "met" : "missed",
    },
    deliveryCheck(
      `a follow reaches all ${live.streams} admins' streams (${live.bursts.length} follows; p99 and max over each follow's streams)`,
      live.bursts,
    ),
    deliveryCheck(`${live.streams} comments, each reaching its post author's stream`, [live.comments]),
    {
      label: "streams that dropped during the live phase",
      measured: String(live.dropped),
      limit: "0",
      verdict: live.dropped === 0 ? "met" : "missed",
    },
  ];
}

function liveTable(live: LivePhase): string {
  const rows = [...live.bursts, live.comments].map(
    (item) =>
      `| ${item.label} | ${item.delivered} / ${item.expected} | ${item.latencyMs.mean.toFixed(0)} | ${item.latencyMs.p50.toFixed(0)} | ` +
      `${item.latencyMs.p90.toFixed(0)} | ${item.latencyMs.p99.toFixed(0)} | ${item.latencyMs.max.toFixed(0)} | ` +
      `${item.requestMs.mean.toFixed(0)} / ${item.requestMs.max.toFixed(0)} |`,
  );
  return [
    "",
    `Live phase: ${live.streams} streams open for ${live.seconds.toFixed(0)} s; ` +
      `first event ${live.openMs.mean.toFixed(0)} ms after connecting on average (p99 ${live.openMs.p99.toFixed(0)} ms); ` +
      `server RSS ${live.rssMiB.before.toFixed(0)} MiB before, ${live.rssMiB.afterOpen.toFixed(0)} after opening, ` +
      `${live.rssMiB.afterBursts.toFixed(0)} after the follows, ${live.rssMiB.afterComments.toFixed(0)} after the comments; ` +
      `V8 heap ${live.heap.before.heapUsed} -> ${live.heap.afterComments.heapUsed} MiB used; ` +
      `${live.heartbeats} heartbeats received, ${live.dropped} streams dropped.`,
    "",
    "| notification | delivered | mean ms | p50 ms | p90 ms | p99 ms | max ms | request ms: mean / max |",
    "|---|--:|--:|--:|--:|--:|--:|--:|",
    ...rows,
    "",
  ].join("\n");
}

async function main() {
  const dataDir = dataDirFor(settings.scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const { scale } = settings;
  log(
    `scale: ${scale.notifications} notifications over ${scale.users} users (${scale.companies} companies), ` +
      `${scale.streams} streams; data in ${dataDir}`,
  );

  // 1. The data set, the fixtures, the live phase's starting state and the sessions, through a
  // database connection of our own, stopped again before the server takes the data directory.
  const secret = randomBytes(32).toString("hex");
  const database = await openBenchDatabase(dataDir);
  let fixtures: Fixtures;
  let posts: Map<string, string>;
  let cookies: Map<string, string>;
  try {
    await ensureNotificationData(database.db, scale, (message) => log(message));
    const pickStarted = Date.now();
    fixtures = await pickFixtures(database.db, { streams: scale.streams, bursts: settings.bursts });
    posts = await prepareLivePhase(database.db, fixtures);
    cookies = await createSessions(
      database.db,
      [fixtures.reader, ...fixtures.streamers, ...fixtures.followers, fixtures.commenter].map(
        (member) => member.id,
      ),
      secret,
    );
    log(`fixtures and sessions in ${((Date.now() - pickStarted) / 1000).toFixed(1)} s`);
  } finally {
    await database.stop();
  }
  log(
    `reader: ${fixtures.reader.name} (${fixtures.reader.notifications} notifications, ${fixtures.reader.unread} unread); ` +
      `live company: ${fixtures.liveCompany.name}`,
  );

  // 2. The server under test, with the secret the sessions were signed for.
  const server = await startServerProcess(dataDir, { AUTH_SECRET: secret });
  let phase = "start";
  const rss = watchRss(server.pid, () => phase);
  const stopServer = () => {
    rss.stop();
    return stopServerProcess(server.child);
  };
  process.once("SIGINT", () => void stopServer().then(() => process.exit(130)));
  const exitCode = await (async () => {
    const rssAtStart = readRssMiB(server.pid);
    const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir);
    log(`server ${server.url} (pid ${server.pid}), RSS ${rssAtStart.toFixed(0)} MiB after start`);
    const readerCookie = cookieOf(cookies, fixtures.reader);
    const probe = await fetch(`${server.url}${listUrl()}`, { headers: { cookie: readerCookie } });
    await probe.arrayBuffer();
    if (probe.status === 404)
      throw new Error("GET /api/notifications answers 404: the notifications API is not there");
    if (probe.status === 401) throw new Error("the server did not accept the benchmark's session cookie");

    // 3. The cursor of the deep page, and whether the links lead somewhere.
    phase = "walking the list";
    const walkStarted = Date.now();
    const walk = await walkList(server.url, readerCookie, settings.listPage);
    const resolving = await Promise.all(
      walk.links.map((link) => linkResolves(server.url, readerCookie, link)),
    );
    const broken = walk.links.filter((_, index) => !resolving[index]);
    log(
      `walked the list to page ${walk.page} in ${((Date.now() - walkStarted) / 1000).toFixed(1)} s: ` +
        `${walk.notifications} notifications newest first, ${walk.unread} unread; ` +
        `${walk.links.length - broken.length} of ${walk.links.length} links open`,
    );

    // 4. The live phase.
    const live = await livePhase(server, fixtures, posts, cookies, (next) => {
      phase = next;
    });
    const rssBeforeLoad = readRssMiB(server.pid);
    const memoryBefore = await serverMemory(server.child);

    // 5. The load, one endpoint after the other, health first and last.
    const measured = await measureScenarios(
      scenarios(walk),
      { baseUrl: server.url, cookie: readerCookie, serverPid: server.pid, postgresPid },
      settings,
      log,
      (next) => {
        phase = next;
      },
    );
    const rssAfterLoad = readRssMiB(server.pid);
    const memoryAfter = await serverMemory(server.child);
    const sampledPeak = rss.peak();
    const highWaterMark = readPeakRssMiB(server.pid);
    const { baseline, rows, warnings } = rateScenarios(measured, TARGET_RATIO);

    const checks: CheckReport[] = [
      pageRatioCheck(rows, walk.page),
      ...liveChecks(live),
      {
        label: `links of pages 1 and ${walk.page - 1} that open (GET /api + the link)`,
        measured: `${walk.links.length - broken.length} of ${walk.links.length}`,
        limit: "all",
        verdict: broken.length === 0 ? "met" : "missed",
      },
    ];
    const heap = (memory: ServerMemory) =>
      `heap ${memory.heapUsed} of ${memory.heapTotal} MiB used, external ${memory.external} MiB`;

    const report: BenchReport = {
      benchmark: "notifications",
      title: "Notifications benchmark",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      target:
        `list pages 1 and ${settings.listPage} within ${PAGE_RATIO}x of each other and ${TARGET_RATIO}x of GET /api/health; ` +
        `${scale.streams} open streams under ${settings.streamMemoryLimitMiB} MiB of server memory; ` +
        `every notification on its recipients' streams within ${settings.deliveryLimitMs} ms`,
      settings: {
        ...settings,
        targetRatio: TARGET_RATIO,
        pageRatio: PAGE_RATIO,
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
        highWaterMark: round(highWaterMark, 0),
      },
      scenarios: rows,
      checks,
      notes: [
        `Reader: ${fixtures.reader.notifications} notifications (${fixtures.reader.unread} unread); the walk to page ${walk.page} ` +
          `saw ${walk.notifications}, newest first with no repeats.` +
          (broken.length ? ` Links that did not open: ${broken.join(", ")}.` : ""),
        `Sampled RSS peak (every 100 ms): ${sampledPeak.mib.toFixed(0)} MiB during "${sampledPeak.at}". ` +
          `Before the load: ${heap(memoryBefore)}; after: ${heap(memoryAfter)}; V8 heap limit ${memoryAfter.heapSizeLimit} MiB.`,
        liveTable(live),
      ],
      details: {
        listWalk: {
          page: walk.page,
          notifications: walk.notifications,
          unread: walk.unread,
          brokenLinks: broken,
        },
        live,
        rssPeak: sampledPeak,
        serverMemory: { beforeLoad: memoryBefore, afterLoad: memoryAfter },
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
