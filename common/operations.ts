// What operators watch (the admin console's Health page): the background jobs by queue and state,
// the failed ones (to retry), the database's size and its largest tables, and the mail outbox.
import { z } from "zod";

export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;

export const JobQueueSchema = z.object({
  name: z.string(),
  /** Jobs in each state; pg-boss keeps completed jobs for a while, then archives them. */
  counts: z.object(
    Object.fromEntries(JOB_STATES.map((state) => [state, z.number().int()])) as Record<
      (typeof JOB_STATES)[number],
      z.ZodNumber
    >,
  ),
});
export type JobQueue = z.infer<typeof JobQueueSchema>;

export const FailedJobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  failedAt: z.iso.datetime().nullable(),
  retries: z.number().int(),
  /** What the job's last attempt said when it failed, as pg-boss kept it. */
  error: z.string().nullable(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

export const OperationsSchema = z
  .object({
    queues: z.array(JobQueueSchema),
    /** The newest failed jobs, at most FAILED_JOBS_SHOWN. */
    failedJobs: z.array(FailedJobSchema),
    database: z.object({
      sizeBytes: z.number(),
      largestTables: z.array(z.object({ name: z.string(), sizeBytes: z.number(), rows: z.number() })),
    }),
    mail: z.object({
      /** Where mail goes: a mail server (SMTP_URL set), or only this outbox and the server log. */
      delivery: z.enum(["smtp", "outbox"]),
      total: z.number().int(),
      lastDay: z.number().int(),
      /** Mails not handed to a mail server: waiting or failing with SMTP, all of them without. */
      unsent: z.number().int(),
      oldestUnsentAt: z.iso.datetime().nullable(),
    }),
  })
  .meta({ id: "Operations" });
export type Operations = z.infer<typeof OperationsSchema>;

export const FAILED_JOBS_SHOWN = 20;
export const LARGEST_TABLES_SHOWN = 8;

export const JobIdParamsSchema = z.object({ id: z.uuid("id must be a job id") });
export const RetriedJobSchema = z.object({ id: z.uuid(), queue: z.string() }).meta({ id: "RetriedJob" });

/** What the console's home shows on its tools: what waits for an operator. */
export const AdminSummarySchema = z
  .object({ openReports: z.number().int(), failedJobs: z.number().int() })
  .meta({ id: "AdminSummary" });
export type AdminSummary = z.infer<typeof AdminSummarySchema>;
