// A background job that failed, as pg-boss leaves one, for tests of the Health page and its retry.
// It waits a day before any retry may run, so no worker picks it up while the test looks at it.
import { DATA_EXPORT_JOB } from "@server/features/account-data/account-data.service";
import type { TestApp } from "./app";

/** A queue every app defines, mail server or not. */
export const FAILED_JOB_QUEUE = DATA_EXPORT_JOB;

export async function insertFailedJob(
  t: TestApp,
  message = "connect ECONNREFUSED 127.0.0.1:25",
): Promise<string> {
  const { rows } = await t.context.db.$client.query<{ id: string }>(
    `INSERT INTO pgboss.job (name, data, state, completed_on, start_after, output)
     VALUES ($1, '{}', 'failed', now(), now() + interval '1 day', $2)
     RETURNING id`,
    [FAILED_JOB_QUEUE, JSON.stringify({ message })],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("no failed job was inserted");
  return id;
}
