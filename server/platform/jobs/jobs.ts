// Background jobs on the same PostgreSQL (DESIGN.md section 3: pg-boss): work that must survive a
// restart (imports, e-mail digests) is queued here and picked up by whichever instance is free.
import { setTimeout } from "node:timers/promises";
import { createSidePool, type Database, type Executor, sqlClientOf } from "@server/platform/database/client";
import type pg from "pg";
import PgBoss from "pg-boss";
import type { Logger } from "pino";

export type JobHandler<T> = (data: T, job: { id: string }) => Promise<void>;

export interface Jobs {
  /**
   * Names a queue and its handler; every queue is defined before start(). With `cron` (in UTC),
   * pg-boss also queues it on that schedule, once across all instances.
   */
  define<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { retryLimit?: number; cron?: string },
  ): void;
  /**
   * Queues a job. Given a transaction as `executor`, the job is written on its connection: it runs
   * only if the transaction commits, and the caller never waits for a second pooled connection.
   */
  send<T extends object>(name: string, data: T, options?: { executor?: Executor }): Promise<string>;
  /** Queues a failed job again (on `executor`'s connection when given); false when it had not failed. */
  retry(name: string, id: string, options?: { executor?: Executor }): Promise<boolean>;
  start(): Promise<void>;
  /** Stops the workers (running jobs get a moment to finish) and closes the queue's connections. */
  stop(): Promise<void>;
}

export const JOBS_SCHEMA = "pgboss";
/** How long a stop waits for what pg-boss leaves in flight: a fetch, a job's recorded outcome. */
const STOP_SETTLE_MS = 200;
/**
 * pg-boss's own connections (docs/decisions/0032-job-queue-pool.md). It records a finished job's
 * outcome without awaiting it, so on the app's pool, where a request gives up after 5 s without a
 * connection, a burst of slow requests turned that wait into an unhandled rejection that ended the
 * process. Requests never take these, and pg-boss waits for one of them instead of giving up.
 */
const JOB_POOL_SIZE = 2;

function createBoss(pool: pg.Pool, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({
    schema: JOBS_SCHEMA,
    db: { executeSql: (text, values) => pool.query(text, values) },
    ...options,
  });
}

/** Creates or upgrades pg-boss's tables; part of preparing the database, like the migrations. */
export async function installJobSchema(db: Database): Promise<void> {
  const boss = createBoss(db.$client, { supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
}

export function createJobs(
  db: Database,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Jobs {
  const pool = createSidePool(db, JOB_POOL_SIZE);
  const boss = createBoss(pool, { migrate: false });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  const queues = new Map<string, { handler: JobHandler<object>; retryLimit: number; cron?: string }>();
  let started = false;
  const running = new Set<Promise<void>>();

  return {
    define(name, handler, { retryLimit = 2, cron } = {}) {
      if (started) throw new Error(`Define the job ${name} before the queue starts.`);
      queues.set(name, { handler: handler as JobHandler<object>, retryLimit, cron });
    },
    async send(name, data, { executor } = {}) {
      const client = executor ? sqlClientOf(executor) : null;
      const id = await boss.send(
        name,
        data,
        client ? { db: { executeSql: (text, values) => client.query(text, values) } } : {},
      );
      if (!id) throw new Error(`The job ${name} was not queued.`);
      return id;
    },
    async retry(name, id, { executor } = {}) {
      const client = executor ? sqlClientOf(executor) : null;
      // pg-boss answers how many of the ids it moved from failed to retry; its types say void.
      const result = (await boss.retry(
        name,
        id,
        client ? { db: { executeSql: (text, values) => client.query(text, values) } } : {},
      )) as unknown as { affected: number };
      return result.affected > 0;
    },
    async start() {
      await boss.start();
      started = true;
      for (const [name, { handler, retryLimit, cron }] of queues) {
        await boss.createQueue(name, { name, retryLimit, retryBackoff: true });
        if (cron) await boss.schedule(name, cron, {}, { tz: "UTC" });
        await boss.work<object>(
          name,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
          async ([job]) => {
            if (!job) return;
            const log = logger.child({ job: name, jobId: job.id });
            const run = handler(job.data, { id: job.id });
            running.add(run);
            try {
              await run;
            } catch (error) {
              log.error({ err: error }, "job failed");
              throw error;
            } finally {
              running.delete(run);
            }
          },
        );
      }
    },
    async stop() {
      if (started) {
        started = false;
        // Running jobs get a moment to finish; the rest stay queued for the next start.
        await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
        // pg-boss stops its workers without waiting for a fetch already under way, and records a
        // job's outcome without awaiting it: both get to finish before the pool closes.
        await setTimeout(STOP_SETTLE_MS);
        while (running.size) await Promise.allSettled([...running]);
        await setTimeout(STOP_SETTLE_MS);
      }
      if (!pool.ended) await pool.end();
    },
  };
}
