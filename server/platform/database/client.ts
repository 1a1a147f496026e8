import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { PgDialect } from "drizzle-orm/pg-core";
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

export interface DatabaseOptions {
  max?: number;
  /**
   * Fail any request for a pooled connection made while the same async context holds a
   * transaction (see guardTransactions). On in tests and development.
   */
  guardTransactions?: boolean;
}

export function createDatabase(url: string, options: DatabaseOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? defaultPoolSize(),
    // A request waits this long for a connection at most, then fails instead of hanging.
    connectionTimeoutMillis: 5_000,
  });
  keepConnectionErrorsQuiet(pool);
  const db = drizzle({ client: pool });
  if (options.guardTransactions) guardTransactions(db);
  return db;
}

function keepConnectionErrorsQuiet(pool: pg.Pool): void {
  // An idle client that loses its connection must not crash the process; the next query retries.
  pool.on("error", () => undefined);
  // Nor may one that is checked out between two queries (a transaction waiting on its caller): the
  // pool removes its own listener while a client is out, and an 'error' event without a listener
  // ends the process. The query that uses the client next fails, and the request answers 503.
  pool.on("connect", (client) => client.on("error", () => undefined));
}

const guardedDatabases = new WeakSet<Database>();

/**
 * A small pool of its own beside the app's, on the same database, for a library that must not
 * compete with requests for connections (the job queue). Its callers wait for a connection rather
 * than give up after a while: only that library uses it, with short statements. Under the same
 * transaction guard as `db`.
 */
export function createSidePool(db: Database, max: number): pg.Pool {
  // allowExitOnIdle: a script that queued a job may end without closing the queue first.
  const pool = new pg.Pool({ connectionString: databaseUrlOf(db), max, allowExitOnIdle: true });
  keepConnectionErrorsQuiet(pool);
  if (guardedDatabases.has(db)) guardPool(pool);
  return pool;
}

/** Open transactions of the current async context; a scope closes when its transaction ends. */
const transactionScopes = new AsyncLocalStorage<{ open: boolean }>();
const guardViolations: string[] = [];

/**
 * Code that waits for a second pooled connection while it holds one can stall every request when
 * a burst takes the whole pool (DESIGN.md section 7, "Transactions never reach the pool"). This
 * makes the rule hold by tooling: inside a `db.transaction` callback, asking the pool for a
 * connection (a query on `db`, the mailer or job queue on the pool, a nested `db.transaction`)
 * fails at once and is recorded, so the test suite finds every such path.
 */
function guardTransactions(db: Database): void {
  guardedDatabases.add(db);
  guardPool(db.$client);
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const scope = { open: true };
      try {
        return await transactionScopes.run(scope, () => work(tx));
      } finally {
        // Work the callback started but did not await may reach the pool after the commit.
        scope.open = false;
      }
    }, config)) as typeof db.transaction;
}

/** Fails and records any request for one of `pool`'s connections made inside a transaction. */
function guardPool(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // pg's Pool.query calls this.connect too, so both ways to the pool pass through here.
  pool.connect = ((...args: unknown[]) => {
    if (transactionScopes.getStore()?.open) {
      const error = new Error(
        "A pooled connection was requested while this async context holds a transaction: run the query on the transaction, or after the commit.",
      );
      guardViolations.push(error.stack ?? error.message);
      const callback = args[0];
      if (typeof callback === "function") {
        process.nextTick(() => callback(error));
        return undefined;
      }
      return Promise.reject(error);
    }
    return connect(...args);
  }) as typeof pool.connect;
}

/**
 * Runs work that holds a pooled connection taken by hand (`db.$client.connect()`, for session
 * settings or locks Drizzle cannot express) under the same guard as a `db.transaction` callback:
 * asking the pool for a second connection meanwhile fails in tests and development.
 */
export async function holdingConnection<T>(work: () => Promise<T>): Promise<T> {
  const scope = { open: true };
  try {
    return await transactionScopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/** The guard's findings since the last call (stack traces); a test setup asserts there are none. */
export function takeTransactionGuardViolations(): string[] {
  return guardViolations.splice(0);
}

/** The URL the pool connects with, for connections kept outside it (LISTEN). */
export function databaseUrlOf(db: Database): string {
  const url = db.$client.options.connectionString;
  if (!url) throw new Error("the database pool has no connection string");
  return url;
}

/** The same server's URL for another database (its other settings, a socket directory among them, kept). */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function migrateDatabase(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** When the newest migration this build knows was written, as drizzle's journal records it. */
const newestMigrationMillis = (): number => {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, "meta", "_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
};

/** Whether every migration this build knows has been applied (drizzle's own record of them). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const result = await db.$client.query<{ newest: string | null }>(
    "SELECT max(created_at)::text AS newest FROM drizzle.__drizzle_migrations",
  );
  return Number(result.rows[0]?.newest ?? 0) >= newestMigrationMillis();
}

/** A database handle or an open transaction: repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The node-postgres client behind a database handle or an open transaction, for a library that
 * runs SQL of its own (pg-boss queueing a job inside the caller's transaction).
 */
export function sqlClientOf(executor: Executor): Pick<pg.ClientBase, "query"> {
  if ("$client" in executor) return executor.$client;
  // Drizzle keeps a transaction's connection on its session; it has no public accessor.
  const client = (executor as unknown as { _: { session: { client?: pg.PoolClient } } })._.session.client;
  if (!client) throw new Error("this transaction has no node-postgres client");
  return client;
}

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

const dialect = new PgDialect();

/** The name of a statement in PostgreSQL: a hash of its text, so each shape of SQL is its own. */
function statementOf(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `q_${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`, text, params };
}

/**
 * Runs SQL built on each call as a named statement, which PostgreSQL prepares once per connection
 * and shape: for hot reads whose text depends on a few options (filters, sort), where planning a
 * large statement on every request would cost more than running it.
 */
export async function queryPrepared<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const { name, text, params } = statementOf(query);
  const result = await sqlClientOf(executor).query({ name, text, values: params });
  return result.rows as Row[];
}

/**
 * Raw SQL built once, with `sql.placeholder(name)` for what changes per call, run as a named
 * statement: for the hottest reads, where even building the SQL text on each call shows.
 */
export function namedStatement<Row>(query: SQL) {
  const { name, text, params } = statementOf(query);
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    const result = await sqlClientOf(executor).query({
      name,
      text,
      values: fillPlaceholders(params, values),
    });
    return result.rows as Row[];
  };
}
