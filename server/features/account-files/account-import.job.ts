// The account import job: streams an account file from storage, matches its rows to companies in
// batches and reports each row. Memory stays flat (one batch at a time) and the server keeps
// answering (parsing runs in small chunks between database round trips).
//
// The matching rules, row by row:
// - values are trimmed; a row with neither a name nor a domain is rejected ("no company name or
//   domain"); a name or domain over 300 characters is rejected; a row the CSV parser cannot read
//   is rejected with the parser's reason;
// - the domain comes from the domain, website or url column, reduced to its host: no scheme, path,
//   port or "www.", lowercased (as companies.domain is written);
// - a row matches by domain first (when several companies share it: the one with the row's name,
//   else the oldest), then by name, compared lowercased;
// - no match: rejected ("no company on Summit matches"); the vendor's own company: rejected ("this
//   is your own company"); a company an earlier row of the file matched: rejected ("duplicate of
//   row N", N being that first row);
// - otherwise imported, and added to the vendor's tracked accounts; one the vendor already tracked
//   is imported with the note "already tracked".
//
// Retries (pg-boss retries a failed run) start over cleanly: the report is deleted and rebuilt, and
// accounts this import already added count as new again. A retry gives way to a newer import of
// the same file.

import { refreshRankings } from "@server/features/insights/rankings.repository";
import type { Database } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Storage } from "@server/platform/storage/storage";
import type { Logger } from "pino";
import { AccountFileProblem, type AccountRow, readAccountRows } from "./account-csv";
import { failImport } from "./account-files.repository";
import {
  completeRun,
  findImportToRun,
  hasOtherActiveImport,
  importBatch,
  startRun,
  tryLockImport,
  withImportSession,
} from "./account-import.repository";

export const ACCOUNT_IMPORT_JOB = "account-import";
/** Rows matched per transaction: large enough for set-based SQL to pay off, small enough for steady progress. */
export const IMPORT_BATCH_ROWS = 2000;

export interface AccountImportJobData {
  importId: string;
}

export interface AccountImportContext {
  db: Database;
  storage: Storage;
  jobs: Jobs;
  logger: Logger;
}

const UNEXPECTED_FAILURE =
  "The import stopped because of an error on our side. It is retried automatically; if it fails again, start it once more.";

/** Thrown when another worker holds the run, so pg-boss tries again later instead of losing it. */
class ImportBusy extends Error {}

export function defineAccountImportJob(context: AccountImportContext): void {
  context.jobs.define<AccountImportJobData>(ACCOUNT_IMPORT_JOB, ({ importId }) =>
    runAccountImport(context, importId),
  );
}

export async function runAccountImport(
  { db, storage, logger }: Pick<AccountImportContext, "db" | "storage" | "logger">,
  importId: string,
): Promise<void> {
  // Set when the run itself failed; recorded once the session's connection is back in the pool.
  let failedRun = false;
  try {
    const vendorCompanyId = await runInSession(db, storage, importId, () => {
      failedRun = true;
    });
    // The newly tracked accounts join the vendor's account insights at once.
    if (vendorCompanyId) await refreshRankings(db, { vendorCompanyId });
  } catch (error) {
    if (failedRun) {
      logger.error({ err: error, importId }, "account import failed");
      await failImport(db, importId, UNEXPECTED_FAILURE).catch((recordError: unknown) =>
        logger.error({ err: recordError, importId }, "could not record the failed account import"),
      );
    }
    throw error;
  }
}

async function runInSession(
  db: Database,
  storage: Storage,
  importId: string,
  onRunFailed: () => void,
): Promise<string | null> {
  // The vendor whose import this run completed, if it did.
  let completed: string | null = null;
  await withImportSession(db, async (session) => {
    if (!(await tryLockImport(session, importId))) {
      throw new ImportBusy(`The import ${importId} is being run by another worker.`);
    }
    const run = await findImportToRun(session, importId);
    // Gone with its company, or already done by an earlier delivery of the same job.
    if (!run || run.status === "completed") return;
    if (!run.accountFileId || !run.storageKey) {
      await failImport(session, importId, "The account file was deleted before the import could read it.");
      return;
    }
    if (run.status === "failed" && (await hasOtherActiveImport(session, run.accountFileId, importId))) return;

    await startRun(session, importId);
    try {
      const file = await storage.get(run.storageKey);
      if (!file) {
        await failImport(session, importId, "The stored CSV file is missing; upload the file again.");
        return;
      }
      const target = { importId, vendorCompanyId: run.vendorCompanyId };
      let batch: AccountRow[] = [];
      for await (const row of readAccountRows(file.stream)) {
        batch.push(row);
        if (batch.length >= IMPORT_BATCH_ROWS) {
          await importBatch(session, target, batch);
          batch = [];
        }
      }
      await importBatch(session, target, batch);
      await completeRun(session, importId);
      completed = run.vendorCompanyId;
    } catch (error) {
      if (error instanceof AccountFileProblem) {
        await failImport(session, importId, error.message);
        return;
      }
      // The session may be what failed, so the caller records it through the pool.
      onRunFailed();
      throw error;
    }
  });
  return completed;
}
