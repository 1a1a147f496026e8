// The plans behind a slow row: runs requests through the real app (buildApp, in this process) over
// the learning benchmark's data, on one database connection with PostgreSQL's auto_explain, so every
// statement a request runs comes back as EXPLAIN (ANALYZE, BUFFERS) output. The data set and its
// member are made by the generator (npx tsx bench/learning/generate.ts) or a first benchmark run.
//
//   npx tsx bench/learning/explain.ts                            # the catalogue's pages 1 and 100, the progress
//   npx tsx bench/learning/explain.ts "/api/courses?hub=cio"     # any requests, as the member
//   BENCH_EXPLAIN_COLD=1 npx tsx bench/learning/explain.ts ...   # without the warming request,
//                                                                # so nothing comes from a cache
//
// It prints to standard output; redirect it to a file under bench/results/.
import { randomBytes } from "node:crypto";
import { COURSES_PAGE_SIZE, type CoursePage } from "@common/learning";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext, createLogger } from "@server/server";
import { openBenchDatabase } from "../lib/database";
import { positiveIntegerFromEnv } from "../lib/settings";
import { BENCH_MEMBER } from "./fixtures";
import { dataDirFor, scaleFromEnv } from "./settings";

async function main() {
  const dataDir = dataDirFor(scaleFromEnv());
  const cataloguePage = positiveIntegerFromEnv("BENCH_CATALOGUE_PAGE", 100);
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
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "false",
    PUBLIC_URL: "http://127.0.0.1:3000",
  });
  const app = await buildApp({ context: createContext(config, db, logger), logger });
  try {
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: BENCH_MEMBER.email, password: BENCH_MEMBER.password },
    });
    if (signIn.statusCode !== 200) {
      throw new Error(
        `could not sign the member in (${signIn.statusCode}); run npx tsx bench/learning/generate.ts first`,
      );
    }
    const cookie = signIn.cookies.map((item) => `${item.name}=${item.value}`).join("; ");
    const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });

    let paths = process.argv.slice(2);
    if (paths.length === 0) {
      const first = `/api/courses?limit=${COURSES_PAGE_SIZE}`;
      let cursor = "";
      for (let page = 1; page < cataloguePage; page++) {
        const body = (await get(`${first}${cursor}`)).json<CoursePage>();
        if (!body.nextCursor) throw new Error(`the catalogue has only ${page} pages`);
        cursor = `&cursor=${encodeURIComponent(body.nextCursor)}`;
      }
      paths = [first, `${first}${cursor}`, "/api/progress"];
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
