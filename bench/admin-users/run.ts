// The admin console's user search benchmark (npm run bench:admin-users): with 1,000,000 members,
// GET /api/admin/users (platform admins) must answer its first page and page 200 by cursor within
// 3x the latency of GET /api/health measured in the same run, by the mean and by p99, at 20
// concurrent connections (DESIGN.md section 8: ratios against a baseline of the same run).
//
// Steps: generate the data set if missing (generate.ts), make the benchmark's platform admin, pick
// fixtures (fixtures.ts), start the real server in a child process, sign the admin in, walk three
// lists by cursor to page 200 (all members, vendors in the CIO hub, a common surname), checking
// each page on the way, look up parts of 20 members' addresses, then load each request with
// autocannon after a warm-up, health first and last. Writes bench/results/admin-users-<time>.json
// and .md, prints the table, and exits 1 when a checked row misses the target, a request failed, a
// lookup did not find its member or the server exited.
//
// Settings (environment): BENCH_USERS, BENCH_COMPANIES (scale), BENCH_DATA_DIR, BENCH_DURATION
// (seconds per row, 12), BENCH_WARMUP (seconds, 3), BENCH_CONNECTIONS (20), BENCH_DEEP_PAGE (200),
// BENCH_ONLY (some rows only), BENCH_SERVER_NODE_OPTIONS (Node flags for the server process, those
// of npm start by default), DATABASE_URL (an external PostgreSQL instead of the embedded one).
import os from "node:os";
import { FORMER_MEMBER_NAME } from "@common/account-data";
import type { AdminUser, AdminUserPage } from "@common/admin-users";
import { searchWords } from "@server/features/admin-users/admin-users.repository";
import { ensureMember, openBenchDatabase } from "../lib/database";
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
import {
  BENCH_ADMIN,
  COMMON_TERM,
  FILTER,
  type Fixtures,
  makePlatformAdmin,
  pickFixtures,
  usersUrl,
} from "./fixtures";
import { ensureAdminUsersData } from "./generate";
import { dataDirFor, scaleFromEnv } from "./settings";

const TARGET_RATIO = 3;

const settings = {
  scale: scaleFromEnv(),
  seconds: positiveNumberFromEnv("BENCH_DURATION", 12),
  warmupSeconds: positiveNumberFromEnv("BENCH_WARMUP", 3),
  connections: positiveNumberFromEnv("BENCH_CONNECTIONS", 20),
  deepPage: positiveIntegerFromEnv("BENCH_DEEP_PAGE", 200),
};

const log = (message: string) => console.log(`[bench] ${message}`);

/** The filtered list, as its rows and notes name it. */
const FILTERED = `${FILTER.accountType}s in the ${FILTER.hub.toUpperCase()} hub`;

interface ListWalk {
  /** The cursor that loads page `page`. */
  cursor: string;
  page: number;
  members: number;
  seconds: number;
}

/**
 * Walks a list page by page with the cursor, as an operator paging on would, and checks on the way
 * what they would notice: newest sign-ups first, nobody twice, nobody the filter (or a deletion)
 * leaves out.
 */
async function walkList(
  baseUrl: string,
  cookie: string,
  filter: Record<string, string>,
  pages: number,
  belongs: (user: AdminUser) => boolean,
  /** What the list is sorted by before the sign-up time: for a search by words, the word found. */
  group: (user: AdminUser) => string = () => "",
): Promise<ListWalk> {
  const started = Date.now();
  const seen = new Set<string>();
  let cursor: string | undefined;
  let previous: { group: string; createdAt: string } | null = null;
  let page = 1;
  for (; page < pages; page++) {
    const body = await getJson<AdminUserPage>(baseUrl, usersUrl(filter, cursor), cookie);
    for (const user of body.items) {
      const where = `${usersUrl(filter)}, page ${page}`;
      if (seen.has(user.id)) throw new Error(`${where} listed ${user.email} twice`);
      seen.add(user.id);
      if (!belongs(user) || user.name === FORMER_MEMBER_NAME) {
        throw new Error(`${where} listed ${user.email}, whom it leaves out`);
      }
      const next = { group: group(user), createdAt: user.createdAt };
      if (
        previous !== null &&
        (next.group < previous.group ||
          (next.group === previous.group && next.createdAt > previous.createdAt))
      )
        throw new Error(`${where} is out of order at ${user.email}`);
      previous = next;
    }
    if (!body.nextCursor) break;
    cursor = body.nextCursor;
  }
  if (!cursor || page < pages) {
    throw new Error(
      `${usersUrl(filter)} has only ${page} pages; the data set is too small for BENCH_DEEP_PAGE=${pages}`,
    );
  }
  return { cursor, page, members: seen.size, seconds: round((Date.now() - started) / 1000, 1) };
}

/** The words of the member's name, address and company's name that start with the (one-word) term. */
const wordsFrom = (term: string, user: AdminUser) =>
  [user.name, user.email, user.company?.name ?? ""]
    .flatMap(searchWords)
    .filter((word) => word.startsWith(term))
    .sort();

/** Whether q finds the member as the server reads it: a word of theirs starts with it. */
const matches = (term: string) => (user: AdminUser) => wordsFrom(term, user).length > 0;

/** The word the server lists the member by: the first of theirs that starts with q. */
const foundBy = (term: string) => (user: AdminUser) => wordsFrom(term, user)[0] ?? "";

interface Walks {
  all: ListWalk;
  filtered: ListWalk;
  common: ListWalk;
}

function scenarios(fixtures: Fixtures, walks: Walks): Scenario[] {
  const { filterMatches, commonTermMatches, emailLookups } = fixtures;
  const counts = emailLookups.map((lookup) => lookup.matches);
  const [fewest, most] = [Math.min(...counts), Math.max(...counts)];
  return [
    HEALTH,
    {
      key: "list-first",
      label: "list, all members: first page",
      paths: [usersUrl({})],
      member: true,
      checked: true,
    },
    {
      key: "list-deep",
      label: `list, all members: page ${walks.all.page} by cursor`,
      paths: [usersUrl({}, walks.all.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "filtered-first",
      label: `${FILTERED}, ${filterMatches} members: first page`,
      paths: [usersUrl(FILTER)],
      member: true,
      checked: true,
    },
    {
      key: "filtered-deep",
      label: `${FILTERED}: page ${walks.filtered.page} by cursor`,
      paths: [usersUrl(FILTER, walks.filtered.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "search-common-first",
      label: `q=${COMMON_TERM}, ${commonTermMatches} members: first page`,
      paths: [usersUrl({ q: COMMON_TERM })],
      member: true,
      checked: true,
    },
    {
      key: "search-common-deep",
      label: `q=${COMMON_TERM}: page ${walks.common.page} by cursor`,
      paths: [usersUrl({ q: COMMON_TERM }, walks.common.cursor)],
      member: true,
      checked: true,
    },
    {
      key: "search-email",
      label:
        `q=a part of one address (${emailLookups.length} in turn, ` +
        `${fewest === most ? fewest : `${fewest}-${most}`} ${most === 1 ? "member" : "members"} each)`,
      paths: emailLookups.map((lookup) => usersUrl({ q: lookup.term })),
      member: true,
      // The operator's usual search, answered in one page: the target's first page of a search.
      checked: true,
    },
    HEALTH_AGAIN,
  ];
}

/** Each address lookup must find the member whose address it is: the operator's question answered. */
async function lookupRecall(baseUrl: string, cookie: string, fixtures: Fixtures): Promise<CheckReport> {
  const missed: string[] = [];
  for (const lookup of fixtures.emailLookups) {
    const body = await getJson<AdminUserPage>(baseUrl, usersUrl({ q: lookup.term }), cookie);
    if (!body.items.some((user) => user.id === lookup.memberId)) missed.push(lookup.term);
  }
  if (missed.length) log(`address lookups that missed their member: ${missed.join(", ")}`);
  const found = fixtures.emailLookups.length - missed.length;
  return {
    label: "each address lookup finds the member whose address it is",
    measured: `${found} of ${fixtures.emailLookups.length}`,
    limit: "all",
    verdict: missed.length === 0 ? "met" : "missed",
  };
}

async function main() {
  const dataDir = dataDirFor(settings.scale);
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(`scale: ${settings.scale.users} members at ${settings.scale.companies} companies; data in ${dataDir}`);

  // 1. The data set, the platform admin and the fixtures, through a database connection of our
  // own; it is stopped again before the server starts, as the server takes the data directory's
  // lock itself.
  const database = await openBenchDatabase(dataDir);
  let fixtures: Fixtures;
  try {
    await ensureAdminUsersData(database.db, settings.scale, log);
    await ensureMember(database, dataDir, BENCH_ADMIN);
    await makePlatformAdmin(database.db);
    fixtures = await pickFixtures(database.db);
  } finally {
    await database.stop();
  }
  log(
    `${fixtures.filterMatches} ${FILTERED}; q=${COMMON_TERM} matches ` +
      `${fixtures.commonTermMatches} members; ${fixtures.emailLookups.length} address lookups`,
  );

  // 2. The server under test. A platform admin without a second factor is refused everything where
  // REQUIRE_ADMIN_TWO_FACTOR is set; what is measured here is the search, so it is off.
  const server = await startServerProcess(dataDir, { REQUIRE_ADMIN_TWO_FACTOR: "false" });
  const postgresPid = process.env.DATABASE_URL ? undefined : postmasterPid(dataDir);
  let phase = "the start";
  let stopping = false;
  const stopServer = () => {
    stopping = true;
    return stopServerProcess(server.child);
  };
  process.once("SIGINT", () => void stopServer().then(() => process.exit(130)));
  // Slow answers can hold every pooled connection long enough for the server to fail outright; that
  // ends the run, named, with the embedded PostgreSQL it leaves behind stopped.
  server.child.once("exit", (code, signal) => {
    if (stopping) return;
    log(`NOT MET: the server exited (${signal ?? `code ${code}`}) during ${phase}; its last output is above`);
    if (postgresPid) process.kill(postgresPid, "SIGINT");
    process.exit(1);
  });
  const exitCode = await (async () => {
    const rssAtStart = readRssMiB(server.pid);
    log(`server ${server.url} (pid ${server.pid}), RSS ${rssAtStart.toFixed(0)} MiB after start`);

    // 3. The admin, the three walks to the deep page, and the lookups once.
    const cookie = await memberCookie(server.url, BENCH_ADMIN);
    const walk = async (
      name: string,
      filter: Record<string, string>,
      belongs: (user: AdminUser) => boolean,
      group?: (user: AdminUser) => string,
    ) => {
      phase = `the walk of ${name}`;
      const result = await walkList(server.url, cookie, filter, settings.deepPage, belongs, group);
      log(
        `walked ${name} to page ${result.page} in ${result.seconds} s: ${result.members} members, in order`,
      );
      return result;
    };
    const walks: Walks = {
      all: await walk("the list", {}, () => true),
      filtered: await walk(
        FILTERED,
        FILTER,
        (user) => user.accountType === FILTER.accountType && user.hub === FILTER.hub,
      ),
      common: await walk(`q=${COMMON_TERM}`, { q: COMMON_TERM }, matches(COMMON_TERM), foundBy(COMMON_TERM)),
    };
    phase = "the address lookups";
    const recall = await lookupRecall(server.url, cookie, fixtures);
    const rssBeforeLoad = readRssMiB(server.pid);

    // 4. The load, one request after the other, health first and last.
    const measured = await measureScenarios(
      scenarios(fixtures, walks),
      { baseUrl: server.url, cookie, serverPid: server.pid, postgresPid },
      settings,
      log,
      (current) => {
        phase = current;
      },
    );
    const rssAfterLoad = readRssMiB(server.pid);
    const { baseline, rows, warnings } = rateScenarios(measured, TARGET_RATIO);
    for (const row of rows.filter((row) => row.requests === 0)) {
      warnings.push(
        `"${row.label}" completed no request in the ${settings.seconds} s measured: each took longer (its figures are not numbers)`,
      );
    }

    const report: BenchReport = {
      benchmark: "admin-users",
      title: "Admin console user search benchmark",
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
      checks: [recall],
      notes: [
        `Walks by cursor: ${Object.values(walks)
          .map((walk) => `${walk.page} pages in ${walk.seconds} s`)
          .join(", ")} (all members, ${FILTERED}, q=${COMMON_TERM}), ` +
          "newest sign-ups first, nobody twice, nobody outside the filter.",
        `Address lookups: ${fixtures.emailLookups.map((lookup) => lookup.term).join(", ")}.`,
      ],
      details: { walks, emailLookups: fixtures.emailLookups, filterMatches: fixtures.filterMatches },
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
