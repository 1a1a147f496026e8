// What the kept reads of decision 0020 touch: the tables in the plans of the statements some
// requests run, and the tables whose changes notify the channels the cache listens to. A test of a
// kept read checks the first are all among the second.

import { JOBS_SCHEMA } from "@server/platform/jobs/jobs";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { vi } from "vitest";
import type { TestApp } from "./app";

/** An upload never changes: a company shows another logo through companies.logo_upload_id. */
const UNCHANGING = new Set(["uploads"]);

/**
 * The tables read by the SELECTs that `requests` run once the cache was emptied, from PostgreSQL's
 * plans of them. Make one request first, so that the session is read and kept before.
 */
export async function tablesReadBy(
  t: TestApp,
  channels: readonly string[],
  requests: () => Promise<void>,
): Promise<Set<string>> {
  const pool = t.context.db.$client;
  const recorded = vi.spyOn(pool, "query");
  let calls: typeof recorded.mock.calls;
  try {
    // Something changes first, so that every request reads the database.
    for (const channel of channels) await t.context.db.execute(sql`SELECT pg_notify(${channel}, '')`);
    await requests();
  } finally {
    // Restoring the spy forgets its calls, so they are kept first.
    calls = [...recorded.mock.calls];
    recorded.mockRestore();
  }
  const statements = calls
    .map(([statement, values]) => {
      if (typeof statement === "string") return { text: statement, values };
      // drizzle passes a config without values, and the values beside it.
      const config = statement as unknown as pg.QueryConfig;
      return { text: config.text, values: config.values ?? values };
    })
    .filter(
      (statement) =>
        /^\s*(SELECT|WITH)\b/i.test(statement.text) &&
        !statement.text.includes("pg_notify") &&
        !statement.text.includes(`${JOBS_SCHEMA}.`), // the job queue polls on its own
    );
  const read = new Set<string>();
  const collect = (plan: Record<string, unknown>) => {
    if (typeof plan["Relation Name"] === "string") read.add(plan["Relation Name"]);
    for (const child of (plan.Plans as Record<string, unknown>[] | undefined) ?? []) collect(child);
  };
  for (const statement of statements) {
    const result = await pool.query(`EXPLAIN (FORMAT JSON) ${statement.text}`, statement.values);
    collect(result.rows[0]["QUERY PLAN"][0].Plan);
  }
  return read;
}

/** Of `tables`, those whose changes are heard on none of `channels` (by functions named `notify_<channel>...`). */
export async function tablesThatDoNotNotify(
  t: TestApp,
  channels: readonly string[],
  tables: Set<string>,
): Promise<string[]> {
  const notifying = await t.context.db.execute<{ relname: string }>(sql`
    SELECT DISTINCT c.relname FROM pg_trigger tg
    JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
    WHERE ${sql.join(
      channels.map((channel) => sql`p.proname LIKE ${`notify_${channel}%`}`),
      sql` OR `,
    )}`);
  const told = new Set(notifying.rows.map((row) => row.relname));
  return [...tables].filter((table) => !told.has(table) && !UNCHANGING.has(table)).sort();
}
