// The plans behind the benchmark's rows: runs requests through the real app (buildApp, in this
// process) over the admin console benchmark's data, on one database connection with PostgreSQL's
// auto_explain, so every statement a request runs comes back as EXPLAIN (ANALYZE, BUFFERS) output.
// The data set is made by the generator (npx tsx bench/admin-users/generate.ts) or a first run.
//
//   npx tsx bench/admin-users/explain.ts                                 # every row's request: each list's
//                                                                        # first page and page 200, one address lookup
//   npx tsx bench/admin-users/explain.ts "/api/admin/users?q=analytics"  # any requests, as the platform admin
//   BENCH_EXPLAIN_COLD=1 npx tsx bench/admin-users/explain.ts ...        # without the warming request
//
// It prints to standard output; redirect it to a file under bench/results/.
import { randomBytes } from "node:crypto";
import type { AdminUserPage } from "@common/admin-users";
import { buildApp } from "@server/app";
import { loadConfig } from "@server/platform/config";
import { createDatabase } from "@server/platform/database/client";
import { createContext, createLogger } from "@server/server";
import { ensureMember, openBenchDatabase } from "../lib/database";
import { positiveIntegerFromEnv } from "../lib/settings";
import { BENCH_ADMIN, COMMON_TERM, FILTER, makePlatformAdmin, pickFixtures, usersUrl } from "./fixtures";
import { dataDirFor, scaleFromEnv } from "./settings";

async function main() {
  const dataDir = dataDirFor(scaleFromEnv());
  const deepPage = positiveIntegerFromEnv("BENCH_DEEP_PAGE", 200);
  const database = await openBenchDatabase(dataDir);
  await ensureMember(database, dataDir, BENCH_ADMIN);
  await makePlatformAdmin(database.db);
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
      payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    });
    if (signIn.statusCode !== 200)
      throw new Error(`could not sign the platform admin in (${signIn.statusCode})`);
    const cookie = signIn.cookies.map((item) => `${item.name}=${item.value}`).join("; ");
    const get = (url: string) => app.inject({ method: "GET", url, headers: { cookie } });

    let paths = process.argv.slice(2);
    if (paths.length === 0) {
      const [lookup] = (await pickFixtures(database.db)).emailLookups;
      paths = [];
      const lists: Record<string, string>[] = [{}, FILTER, { q: COMMON_TERM }];
      for (const filter of lists) {
        let cursor: string | undefined;
        for (let page = 1; page < deepPage; page++) {
          const body = (await get(usersUrl(filter, cursor))).json<AdminUserPage>();
          if (!body.nextCursor) throw new Error(`${usersUrl(filter)} has only ${page} pages`);
          cursor = body.nextCursor;
        }
        paths.push(usersUrl(filter), usersUrl(filter, cursor));
      }
      if (lookup) paths.push(usersUrl({ q: lookup.term }));
    }
    for (const path of paths) {
      // Once unexplained, so the plans below are of warm caches.
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
