// The plans behind the insights benchmark's rows: runs requests through the real app (buildApp, in
// this process) over the benchmark's data, as its vendor, on one database connection with
// PostgreSQL's auto_explain, so every statement a request runs comes back as
// EXPLAIN (ANALYZE, BUFFERS) output.
//
//   npx tsx bench/insights/explain.ts                                           # the benchmark's five requests
//   npx tsx bench/insights/explain.ts "/api/account-insights?sort=trend"        # any requests, as the vendor
//   BENCH_EXPLAIN_COLD=1 npx tsx bench/insights/explain.ts ...                  # without the warming request
//
// It prints to standard output; redirect it to a file under bench/results/.
import { randomBytes } from "node:crypto";
import type { AccountInsightPage } from "@common/account-insights";
import { HIGHLIGHTS_PAGE_SIZE, INSIGHTS_PAGE_SIZE } from "@common/account-insights";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext, createLogger } from "@server/server";
import { openBenchDatabase } from "../lib/database";
import { positiveIntegerFromEnv } from "../lib/settings";
import { createSessions } from "../notifications/fixtures";
import { pickFixtures } from "./fixtures";
import { dataDirFor, scaleFromEnv } from "./settings";

async function main() {
  const dataDir = dataDirFor(scaleFromEnv());
  const deepPage = positiveIntegerFromEnv("BENCH_INSIGHTS_PAGE", 50);
  const database = await openBenchDatabase(dataDir);
  const notices: string[] = [];
  // One connection, so the settings below hold for every statement; set again if it is replaced.
  const db = createDatabase(database.url, { max: 1 });
  db.$client.on("connect", (client) => {
    client.on("notice", (notice) => notices.push(notice.message ?? ""));
    void client.query(`LOAD 'auto_explain'; SET auto_explain.log_level = notice;
      SET auto_explain.log_analyze = on; SET auto_explain.log_buffers = on;
      SET auto_explain.log_min_duration = -1`);
  });
  const explaining = (on: boolean) => db.$client.query(`SET auto_explain.log_min_duration = ${on ? 0 : -1}`);
  const logger = createLogger({ LOG_LEVEL: "warn" });
  const secret = randomBytes(32).toString("hex");
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: secret,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    PUBLIC_URL: "http://127.0.0.1:3000",
  });
  const app = await buildApp({ context: createContext(config, db, logger), logger });
  try {
    const fixtures = await pickFixtures(database.db);
    const cookie =
      (await createSessions(database.db, [fixtures.vendor.userId], secret)).get(fixtures.vendor.userId) ?? "";
    const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });
    const insights = (matchPoint: string | null, cursor?: string) => {
      const query = new URLSearchParams();
      if (matchPoint) query.set("matchPoint", matchPoint);
      query.set("limit", String(INSIGHTS_PAGE_SIZE));
      if (cursor) query.set("cursor", cursor);
      return `/api/account-insights?${query}`;
    };
    /** The path of page `deepPage`, found by following the cursor as the benchmark does. */
    const deep = async (matchPoint: string | null) => {
      let cursor: string | undefined;
      for (let page = 1; page < deepPage; page++) {
        const body = (await get(insights(matchPoint, cursor))).json<AccountInsightPage>();
        if (!body.nextCursor) throw new Error(`${matchPoint ?? "All"} has only ${page} pages`);
        cursor = body.nextCursor;
      }
      return insights(matchPoint, cursor);
    };

    let paths = process.argv.slice(2);
    if (paths.length === 0) {
      paths = [
        insights(null),
        await deep(null),
        insights(fixtures.matchPoint),
        await deep(fixtures.matchPoint),
        `/api/account-highlights?limit=${HIGHLIGHTS_PAGE_SIZE}`,
      ];
    }
    for (const path of paths) {
      // Once unexplained, so the plans below are of warm caches and prepared statements.
      if (!process.env.BENCH_EXPLAIN_COLD) await get(path);
      await explaining(true);
      notices.length = 0;
      const started = performance.now();
      const response = await get(path);
      const elapsed = performance.now() - started;
      await explaining(false);
      console.log(`\n=== GET ${path}: ${response.statusCode} in ${elapsed.toFixed(1)} ms`);
      for (const notice of notices) {
        if (!notice.includes("SET auto_explain")) console.log(notice);
      }
    }
  } finally {
    await app.close();
    await db.$client.end();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
