// The Health page (platform admins): jobs by queue and state, the newest failed jobs and their
// retry, the database's size, and the mail outbox.

import { setTimeout } from "node:timers/promises";
import { type AdminSummary, JOB_STATES, type JobQueue, type Operations } from "@common/operations";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { countOpenReports } from "@server/features/moderation/moderation.repository";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { failure, notFound } from "@server/platform/errors";
import type { Jobs } from "@server/platform/jobs/jobs";
import { Gauge, type Registry } from "prom-client";
import {
  countFailedJobs,
  countJobs,
  countWaitingJobs,
  listFailedJobs,
  lockFailedJob,
  measureDatabase,
  summariseMailOutbox,
} from "./operations.repository";

const ADMINS_ONLY = "can see how Summit is running";

const emptyCounts = () => Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobQueue["counts"];

/** What pg-boss kept of a failure: its message when the output has one. */
function failureText(output: unknown): string | null {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output == null ? null : JSON.stringify(output).slice(0, 500);
}

export async function operationsOverview(
  db: Database,
  user: SessionUser,
  mailDelivery: "smtp" | "outbox",
): Promise<Operations> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const [counts, failed, database, mail] = await Promise.all([
    countJobs(db),
    listFailedJobs(db),
    measureDatabase(db),
    summariseMailOutbox(db),
  ]);
  const queues = new Map<string, JobQueue>();
  for (const { name, state, count } of counts) {
    const queue = queues.get(name) ?? { name, counts: emptyCounts() };
    if (state && state in queue.counts) queue.counts[state as keyof JobQueue["counts"]] = count;
    queues.set(name, queue);
  }
  return {
    queues: [...queues.values()],
    failedJobs: failed.map((job) => ({
      id: job.id,
      queue: job.name,
      failedAt: job.completedOn ? new Date(job.completedOn).toISOString() : null,
      retries: job.retryCount,
      error: failureText(job.output),
    })),
    database,
    mail: {
      delivery: mailDelivery,
      total: mail.total,
      lastDay: mail.lastDay,
      unsent: mail.unsent,
      oldestUnsentAt: mail.oldestUnsentAt ? new Date(mail.oldestUnsentAt).toISOString() : null,
    },
  };
}

/** How long a scrape waits for the job queues' depth before reporting the depths last read. */
const QUEUE_DEPTH_TIMEOUT_MS = 1_000;

/** Adds the job queues' depth to the metrics, read from the database at each scrape. */
export function measureJobQueues(db: Database, metrics: Registry): void {
  new Gauge({
    name: "summit_job_queue_depth",
    help: "Background jobs waiting to run (queued or due for a retry), per queue, across all instances.",
    labelNames: ["queue"],
    registers: [metrics],
    // Read with a deadline, and never failing: a scrape while the database is away still gets the
    // pool and the event loop, with the depths last read.
    async collect() {
      try {
        const waiting = await Promise.race([
          countWaitingJobs(db),
          setTimeout(QUEUE_DEPTH_TIMEOUT_MS).then(() => null),
        ]);
        for (const { name, count } of waiting ?? []) this.set({ queue: name }, count);
      } catch {
        // The figures stay as they were last read.
      }
    },
  });
}

/** What waits for an operator: open reports and failed jobs. */
export async function adminSummary(db: Database, user: SessionUser): Promise<AdminSummary> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const [openReports, failedJobs] = await Promise.all([countOpenReports(db), countFailedJobs(db)]);
  return { openReports, failedJobs };
}

/** Queues a failed job again, once; the audit log records it with the retry. */
export async function retryFailedJob(
  deps: { db: Database; jobs: Jobs },
  user: SessionUser,
  origin: AuditOrigin,
  id: string,
): Promise<{ id: string; queue: string }> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  return deps.db.transaction(async (tx) => {
    const job = await lockFailedJob(tx, id);
    if (!job) throw notFound("Failed job");
    if (!(await deps.jobs.retry(job.name, id, { executor: tx }))) {
      throw failure("The job is no longer failed: it was retried or removed meanwhile.");
    }
    await recordAdminAction(tx, user, origin, {
      action: "job.retried",
      target: { kind: "job", ids: [id], label: `A ${job.name} job` },
      before: { state: "failed" },
      after: { state: "retry" },
    });
    return { id, queue: job.name };
  });
}
