// The community benchmark (npm run bench:community): with 1,000,000 posts and 5,000,000 comments
// across the hubs, the first and the hundredth feed page and Discover must stay within 3x the
// latency of GET /api/health measured in the same run at 20 concurrent connections, and the
// server's memory must stay under 300 MB meanwhile.
//
// Steps: generate the data set if missing (generate.ts), pick fixtures from it (fixtures.ts), start
// the real server in a child process, sign the member in and have them follow companies, walk the
// feed 99 pages to the cursor of page 100 (checking its order on the way), then load each endpoint
// with autocannon after a warm-up, health first and last, sampling the server's RSS throughout.
// Writes bench/results/community-<time>.json and .md, prints the table, and exits 1 when an
// endpoint or the memory misses its target or any request failed.
//
// Settings (environment): BENCH_POSTS, BENCH_COMMENTS, BENCH_REACTIONS, BENCH_MEMBERS,
// BENCH_COMPANIES (scale), BENCH_DATA_DIR, BENCH_DURATION (seconds per endpoint, 12), BENCH_WARMUP
// (seconds, 3), BENCH_CONNECTIONS (20), BENCH_FEED_PAGE (100), BENCH_RSS_LIMIT_MIB (300),
// BENCH_SERVER_NODE_OPTIONS (Node flags for the server process, none by default), DATABASE_URL.
import os from "node:os";
import type { PostPage } from "@common/posts";
import { ensureMember, openBenchDatabase } from "../lib/database";
import { readPeakRssMiB, readRssMiB, watchRss } from "../lib/measure";
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
import type { ServerMemory } from "../lib/server";
import {
  getJson,
  memberCookie,
  postmasterPid,
  send,
  serverMemory,
  startServerProcess,
  stopServerProcess,
} from "../lib/server-process";
import { positiveIntegerFromEnv, positiveNumberFromEnv } from "../lib/settings";
import { BENCH_MEMBER, DISCOVER_TERMS, type Fixtures, pickFixtures } from "./fixtures";
import { ensureCommunityData } from "./generate";
import { dataDirFor, scaleFromEnv } from "./settings";
import { COMMON_NOUNS, HUB_TERMS } from "./words";

const TARGET_RATIO = 3;

const settings = {
  scale: scaleFromEnv(),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
  feedPage: positiveIntegerFromEnv("BENCH_FEED_PAGE", 100),
  rssLimitMiB: positiveNumberFromEnv("BENCH_RSS_LIMIT_MIB", 300),
};

const log = (message: string) => console.log(`[bench] ${message}`);

const feedUrl = (hub: string, cursor?: string) =>
  `/api/feed?hub=${hub}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;

interface FeedWalk {
  /** The cursor that loads page `page`. */
  cursor: string;
  page: number;
  /** Posts seen on the way, those of followed companies among them, and whether the order held. */
  posts: number;
  companyPosts: number;
  /** The id of a post a few pages down: "new posts since" it counts the ones above. */
  sinceId: string;
}

/**
 * Walks the feed page by page with the cursor, as a member scrolling would, and checks on the way
 * what a reader would notice: newest first, no post twice, every post of the hub or of a followed
 * company.
 */
async function walkFeed(
  baseUrl: string,
  cookie: string,
  hub: string,
  followed: ReadonlySet<string>,
  pages: number,
): Promise<FeedWalk> {
  let cursor: string | undefined;
  let previous: string | null = null;
  const seen = new Set<string>();
  let companyPosts = 0;
  let sinceId = "";
  let page = 1;
  for (; page < pages; page++) {
    const body = await getJson<PostPage>(baseUrl, feedUrl(hub, cursor), cookie);
    for (const post of body.items) {
      if (seen.has(post.id)) throw new Error(`the feed showed post ${post.id} twice (page ${page})`);
      seen.add(post.id);
      const fromFollowed = post.company !== null && followed.has(post.company.id);
      if (post.hub !== hub && !fromFollowed) {
        throw new Error(
          `the ${hub} feed showed post ${post.id} of the ${post.hub} hub, not from a followed company`,
        );
      }
      if (fromFollowed) companyPosts++;
      // Times in the answer are whole milliseconds; the order's tie-break is finer, so only time is checked.
      if (previous !== null && post.createdAt > previous) {
        throw new Error(`the feed is out of order at post ${post.id} (page ${page})`);
      }
      previous = post.createdAt;
    }
    if (page === 3) sinceId = body.items.at(-1)?.id ?? "";
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (!cursor || page < pages) throw new Error(`the feed has only ${page} pages; the data set is too small`);
  return { cursor, page, posts: seen.size, companyPosts, sinceId };
}

/** Whether Discover is there yet: its route answers something other than 404 to a visitor. */
async function discoverAvailable(baseUrl: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/discover?search=data`);
  await response.arrayBuffer();
  return response.status !== 404;
}

/**
 * Two-word searches that never repeat in a run (a hub term with an everyday word), so each one is
 * computed afresh: what Discover costs when its 30-second result cache cannot help.
 */
function freshDiscoverPath(): () => string {
  const first = Object.values(HUB_TERMS).flat();
  let next = 0;
  return () => {
    const term = first[next % first.length];
    const word = COMMON_NOUNS[Math.floor(next / first.length) % COMMON_NOUNS.length];
    next++;
    return `/api/discover?search=${encodeURIComponent(`${term} ${word}`)}`;
  };
}

function scenarios(fixtures: Fixtures, walk: FeedWalk, discover: boolean): Scenario[] {
  const hub = fixtures.busyHub.id;
  const discoverPaths = DISCOVER_TERMS.map(({ term }) => `/api/discover?search=${encodeURIComponent(term)}`);
  return [
    HEALTH,
    {
      key: "feed-first",
      label: `feed, first page (${hub}, ${fixtures.followedCompanyIds.length} companies followed)`,
      paths: [feedUrl(hub)],
      member: true,
      checked: true,
    },
    {
      // What a browser receives, compressed as the server chooses (bench/README.md, "Compression").
      key: "feed-first-browser",
      label: "feed, first page, as a browser asks (Accept-Encoding: gzip, deflate, br, zstd)",
      paths: [feedUrl(hub)],
      member: true,
      acceptEncoding: "gzip, deflate, br, zstd",
      checked: true,
    },
    {
      key: "feed-first-br",
      label: "feed, first page, Brotli (Accept-Encoding: br)",
      paths: [feedUrl(hub)],
      member: true,
      acceptEncoding: "br",
      checked: false,
    },
    {
      key: "feed-deep",
      label: `feed, page ${walk.page} by cursor`,
      paths: [feedUrl(hub, walk.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "feed-new-posts",
      label: "feed, new posts since page 3",
      paths: [`/api/feed/new-posts?hub=${hub}&since=${walk.sinceId}`],
      member: true,
      checked: false,
    },
    ...(discover
      ? [
          {
            key: "discover-visitor",
            label: `Discover (${discoverPaths.length} terms: common, rare, phrases, typos)`,
            paths: discoverPaths,
            member: false,
            checked: true,
          },
          {
            key: "discover-member",
            label: `Discover (${discoverPaths.length} terms), member`,
            paths: discoverPaths,
            member: true,
            checked: true,
          },
          {
            key: "discover-uncached",
            label: "Discover, every search new (two-word searches no cache has seen)",
            paths: freshDiscoverPath(),
            member: true,
            checked: false,
          },
          {
            key: "discover-trending",
            label: "Discover without a search (trending in the member's hub)",
            paths: ["/api/discover"],
            member: true,
            checked: false,
          },
        ]
      : []),
    {
      key: "comments-busiest",
      label: `comments of the busiest post (${fixtures.mostCommentedPost.comments})`,
      paths: [`/api/posts/${fixtures.mostCommentedPost.id}/comments`],
      member: true,
      checked: false,
    },
    {
      key: "comments-random",
      label: `comments of ${fixtures.commentedPostIds.length} posts`,
      paths: fixtures.commentedPostIds.map((id) => `/api/posts/${id}/comments`),
      member: true,
      checked: false,
    },
    HEALTH_AGAIN,
  ];
}

async function main() {
  const dataDir = dataDirFor(settings.scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const { scale } = settings;
  log(
    `scale: ${scale.posts} posts, ${scale.comments} comments, ${scale.reactions} likes, ` +
      `${scale.members} members, ${scale.companies} companies; data in ${dataDir}`,
  );

  // 1. The data set and the fixtures, through a database connection of our own; it is stopped
  // again before the server starts, as the server takes the data directory's lock itself.
  const database = await openBenchDatabase(dataDir);
  let fixtures: Fixtures;
  try {
    await ensureCommunityData(database.db, scale, (message) => log(message));
    fixtures = await pickFixtures(database.db);
    await ensureMember(database, dataDir, BENCH_MEMBER);
  } finally {
    await database.stop();
  }
  log(
    `busiest hub: ${fixtures.busyHub.id} (${fixtures.busyHub.posts} posts); busiest post: ` +
      `${fixtures.mostCommentedPost.comments} comments`,
  );

  // 2. The server under test, its memory watched from now to the end.
  const server = await startServerProcess(dataDir);
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

    // 3. The member, the companies they follow, and the cursor of the deep page.
    phase = "sign-in and follows";
    const cookie = await memberCookie(server.url, BENCH_MEMBER);
    for (const id of fixtures.followedCompanyIds) {
      await send(server.url, "POST", `/api/companies/${id}/follow`, cookie);
    }
    phase = "walking the feed";
    const walkStarted = Date.now();
    const walk = await walkFeed(
      server.url,
      cookie,
      fixtures.busyHub.id,
      new Set(fixtures.followedCompanyIds),
      settings.feedPage,
    );
    log(
      `walked the feed to page ${walk.page} in ${((Date.now() - walkStarted) / 1000).toFixed(1)} s: ` +
        `${walk.posts} posts in order, ${walk.companyPosts} of them from followed companies`,
    );
    const discover = await discoverAvailable(server.url);
    if (!discover) log("Discover (GET /api/discover) is not there yet: its rows are left out");
    const rssBeforeLoad = readRssMiB(server.pid);
    const memoryBefore = await serverMemory(server.child);

    // 4. The load, one endpoint after the other, health first and last.
    const measured = await measureScenarios(
      scenarios(fixtures, walk, discover),
      { baseUrl: server.url, cookie, serverPid: server.pid, postgresPid },
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
      {
        label: "server RSS, highest over the whole run (VmHWM: start, walk, warm-ups and loads)",
        measured: `${highWaterMark.toFixed(0)} MiB`,
        limit: `${settings.rssLimitMiB} MiB`,
        verdict: highWaterMark < settings.rssLimitMiB ? "met" : "missed",
      },
      ...(discover
        ? []
        : [
            {
              label: "Discover measured",
              measured: "GET /api/discover answers 404",
              limit: "a Discover route",
              verdict: "missed" as const,
            },
          ]),
    ];
    const heap = (memory: ServerMemory) =>
      `heap ${memory.heapUsed} of ${memory.heapTotal} MiB used (new space ${
        memory.spaces.find((space) => space.name === "new_space")?.size ?? "?"
      } MiB), external ${memory.external} MiB`;

    const report: BenchReport = {
      benchmark: "community",
      title: "Community benchmark",
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      target:
        `mean and p99 latency within ${TARGET_RATIO}x of GET /api/health in the same run; ` +
        `server RSS under ${settings.rssLimitMiB} MiB`,
      settings: { ...settings, targetRatio: TARGET_RATIO, serverNodeOptions: server.nodeOptions },
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
        `Sampled RSS peak (every 100 ms): ${sampledPeak.mib.toFixed(0)} MiB during "${sampledPeak.at}". ` +
          `Before the load: ${heap(memoryBefore)}; after: ${heap(memoryAfter)}; V8 heap limit ${memoryAfter.heapSizeLimit} MiB.`,
        `Feed walk: ${walk.page} pages of the ${fixtures.busyHub.id} hub, ${walk.posts} posts newest first with no repeats, ` +
          `${walk.companyPosts} of them from the ${fixtures.followedCompanyIds.length} followed companies.`,
      ],
      details: {
        feedWalk: { page: walk.page, posts: walk.posts, companyPosts: walk.companyPosts },
        rssPeak: sampledPeak,
        serverMemory: { beforeLoad: memoryBefore, afterLoad: memoryAfter },
        discoverTerms: DISCOVER_TERMS,
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
