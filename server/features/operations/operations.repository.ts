// What the Health page reads: pg-boss's job table (its own schema, read as SQL text), the
// database's sizes from PostgreSQL's catalogue, and the mail outbox.
import { FAILED_JOBS_SHOWN, LARGEST_TABLES_SHOWN } from "@common/operations";
import type { Executor } from "@server/platform/database/client";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { JOBS_SCHEMA } from "@server/platform/jobs/jobs";
import { sql } from "drizzle-orm";

/** Every queue the app defined, with its jobs counted by state (none yet: no rows for it). */
export async function countJobs(db: Executor) {
  const schema = sql.identifier(JOBS_SCHEMA);
  const result = await db.execute<{ name: string; state: string | null; count: number }>(sql`
    SELECT q.name, j.state::text AS state, count(j.id)::int AS count
    FROM ${schema}.queue q
    LEFT JOIN ${schema}.job j ON j.name = q.name
    GROUP BY q.name, j.state
    ORDER BY q.name`);
  return result.rows;
}

/** Jobs waiting to run (queued or due for a retry), per queue the app defined. */
export async function countWaitingJobs(db: Executor) {
  const schema = sql.identifier(JOBS_SCHEMA);
  const result = await db.execute<{ name: string; count: number }>(sql`
    SELECT q.name, count(j.id)::int AS count
    FROM ${schema}.queue q
    LEFT JOIN ${schema}.job j ON j.name = q.name AND j.state IN ('created', 'retry')
    GROUP BY q.name`);
  return result.rows;
}

export async function listFailedJobs(db: Executor) {
  const result = await db.execute<{
    id: string;
    name: string;
    completedOn: string | null;
    retryCount: number;
    output: unknown;
  }>(sql`
    SELECT id, name, completed_on AS "completedOn", retry_count AS "retryCount", output
    FROM ${sql.identifier(JOBS_SCHEMA)}.job
    WHERE state = 'failed'
    ORDER BY completed_on DESC NULLS LAST, id
    LIMIT ${FAILED_JOBS_SHOWN}`);
  return result.rows;
}

export async function countFailedJobs(db: Executor): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM ${sql.identifier(JOBS_SCHEMA)}.job WHERE state = 'failed'`);
  return result.rows[0]?.count ?? 0;
}

/** A failed job's queue, with the row locked until the transaction ends; null when none failed with that id. */
export async function lockFailedJob(db: Executor, id: string) {
  const result = await db.execute<{ name: string }>(sql`
    SELECT name FROM ${sql.identifier(JOBS_SCHEMA)}.job
    WHERE id = ${id}::uuid AND state = 'failed'
    FOR UPDATE`);
  return result.rows[0] ?? null;
}

export async function measureDatabase(db: Executor) {
  const size = await db.execute<{ bytes: string }>(sql`SELECT pg_database_size(current_database()) AS bytes`);
  const tables = await db.execute<{ name: string; bytes: string; rows: string }>(sql`
    SELECT c.relname AS name, pg_total_relation_size(c.oid) AS bytes,
      greatest(c.reltuples, 0)::bigint AS rows
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
    ORDER BY pg_total_relation_size(c.oid) DESC
    LIMIT ${LARGEST_TABLES_SHOWN}`);
  return {
    sizeBytes: Number(size.rows[0]?.bytes ?? 0),
    largestTables: tables.rows.map((row) => ({
      name: row.name,
      sizeBytes: Number(row.bytes),
      rows: Number(row.rows),
    })),
  };
}

export async function summariseMailOutbox(db: Executor) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      lastDay: sql<number>`(count(*) FILTER (WHERE ${mailOutbox.createdAt} > now() - interval '1 day'))::int`,
      unsent: sql<number>`(count(*) FILTER (WHERE ${mailOutbox.sentAt} IS NULL))::int`,
      oldestUnsentAt: sql<Date | null>`min(${mailOutbox.createdAt}) FILTER (WHERE ${mailOutbox.sentAt} IS NULL)`,
    })
    .from(mailOutbox);
  return row ?? { total: 0, lastDay: 0, unsent: 0, oldestUnsentAt: null };
}
