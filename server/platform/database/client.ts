import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export type Database = NodePgDatabase & { $client: pg.Pool };

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * Two connections per core plus one: more only queue inside PostgreSQL, where they cost context
 * switches and lock contention instead of a cheap wait in the pool (measured in
 * docs/decisions/0009-database-pool-size.md).
 */
export function defaultPoolSize(): number {
  return os.availableParallelism() * 2 + 1;
}

export function createDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? defaultPoolSize(),
    // A request waits this long for a connection at most, then fails instead of hanging.
    connectionTimeoutMillis: 30_000,
  });
  // An idle client that loses its connection must not crash the process; the next query retries.
  pool.on("error", () => undefined);
  return drizzle({ client: pool });
}

/** The URL the pool connects with, for connections kept outside it (LISTEN). */
export function databaseUrlOf(db: Database): string {
  const url = db.$client.options.connectionString;
  if (!url) throw new Error("the database pool has no connection string");
  return url;
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * A query built and prepared once per database handle, for the hottest reads: Drizzle does not
 * rebuild its SQL and PostgreSQL plans the named statement once per connection. Only for queries
 * whose best plan does not depend on the parameters' values (no LIKE patterns).
 */
export function preparedQuery<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const prepared = new WeakMap<Database, Query>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}
