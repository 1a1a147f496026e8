// SQL of the import job: a session of its own, claiming an import, and matching one batch of rows
// with a few set-based statements (see account-import.job.ts for the rules they apply).

import { type Database, type Executor, holdingConnection } from "@server/platform/database/client";
import {
  accountFiles,
  accountImportRows,
  accountImports,
  companies,
  trackedAccounts,
} from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import type { AccountRow } from "./account-csv";
import { ACTIVE_IMPORT_STATUSES } from "./account-files.repository";

/** One connection held for a whole import: it owns the run's lock and its table of first rows. */
export type ImportSession = NodePgDatabase;
/** The pool, a transaction, or an import's own session. */
export type RunExecutor = Executor | ImportSession;

/** Any two-number key: this one marks the advisory locks of account imports. */
const IMPORT_LOCK_CLASS = 48_151;

/**
 * Which company each matched row was first seen for, so later rows of the same company, in this
 * batch or a later one, are reported as duplicates by a primary-key lookup. It lives in the
 * session (account_import_rows has no index on the matched company, and a scan per batch would
 * make a large file quadratic).
 */
const FIRST_ROWS = sql.raw("pg_temp.account_import_first_rows");

export const NO_MATCH = "no company on Summit matches";
export const OWN_COMPANY = "this is your own company";
export const ALREADY_TRACKED = "already tracked";

/**
 * Runs work on a connection of its own and then closes that connection, which drops the run's
 * temporary table and releases its lock whatever state the work left them in.
 */
export async function withImportSession<T>(
  db: Database,
  work: (session: ImportSession) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect();
  try {
    return await holdingConnection(() => work(drizzle({ client })));
  } finally {
    client.release(true);
  }
}

/** Takes the import's lock for this session; false when another worker runs it right now. */
export async function tryLockImport(session: ImportSession, importId: string): Promise<boolean> {
  const result = await session.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_lock(${IMPORT_LOCK_CLASS}, hashtext(${importId})) AS locked`,
  );
  return Boolean(result.rows[0]?.locked);
}

/** What a run needs: the import, its vendor company and where its file is stored. */
export async function findImportToRun(db: RunExecutor, importId: string) {
  const [row] = await db
    .select({
      id: accountImports.id,
      status: accountImports.status,
      vendorCompanyId: accountImports.companyId,
      accountFileId: accountImports.accountFileId,
      createdAt: accountImports.createdAt,
      storageKey: uploads.storageKey,
    })
    .from(accountImports)
    .leftJoin(accountFiles, eq(accountFiles.id, accountImports.accountFileId))
    .leftJoin(uploads, eq(uploads.id, accountFiles.uploadId))
    .where(eq(accountImports.id, importId))
    .limit(1);
  return row ?? null;
}

/** Whether another import of the same file has been queued or is running (a retry then yields). */
export async function hasOtherActiveImport(db: RunExecutor, fileId: string, importId: string) {
  const [row] = await db
    .select({ id: accountImports.id })
    .from(accountImports)
    .where(
      and(
        eq(accountImports.accountFileId, fileId),
        ne(accountImports.id, importId),
        inArray(accountImports.status, [...ACTIVE_IMPORT_STATUSES]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Starts the run over: running, counters at zero, no report rows from an earlier attempt. */
export async function startRun(session: ImportSession, importId: string): Promise<void> {
  await session.transaction(async (tx) => {
    await tx
      .update(accountImports)
      .set({
        status: "running",
        startedAt: new Date(),
        finishedAt: null,
        error: null,
        processedRows: 0,
        importedRows: 0,
        rejectedRows: 0,
      })
      .where(eq(accountImports.id, importId));
    await tx.delete(accountImportRows).where(eq(accountImportRows.importId, importId));
    await tx.execute(
      sql`CREATE TEMPORARY TABLE IF NOT EXISTS account_import_first_rows (company_id uuid PRIMARY KEY, row_number integer NOT NULL)`,
    );
    await tx.execute(sql`TRUNCATE ${FIRST_ROWS}`);
  });
}

/**
 * Matches one batch of rows (in file order, numbers ascending) and records the outcome of each,
 * adds the newly matched accounts to the vendor's tracked accounts and moves the counters on, all
 * in one transaction so the progress a reader sees always agrees with the report.
 */
export async function importBatch(
  session: ImportSession,
  run: { importId: string; vendorCompanyId: string },
  rows: AccountRow[],
): Promise<void> {
  const first = rows[0]?.rowNumber;
  const last = rows.at(-1)?.rowNumber;
  if (first === undefined || last === undefined) return;
  const { importId, vendorCompanyId } = run;
  const column = <K extends keyof AccountRow>(key: K) => sql.param(rows.map((row) => row[key]));
  const batchRows = sql`${accountImportRows.importId} = ${importId}
    AND ${accountImportRows.rowNumber} BETWEEN ${first} AND ${last}`;

  await session.transaction(async (tx) => {
    // Domain first (several companies may share one: the one of the row's name, else the oldest),
    // then the name, which is unique in any case. Each lookup is one index probe per row.
    await tx.execute(sql`
      WITH input AS (
        SELECT * FROM unnest(
          ${column("rowNumber")}::int[], ${column("name")}::text[],
          ${column("domain")}::text[], ${column("rejection")}::text[]
        ) AS input(row_number, name, domain, rejection)
      ),
      matched AS (
        SELECT input.*, COALESCE(by_domain.id, by_name.id) AS company_id
        FROM input
        LEFT JOIN LATERAL (
          SELECT c.id FROM ${companies} c
          WHERE input.rejection IS NULL AND c.domain = input.domain
          ORDER BY lower(c.name) = lower(input.name) DESC NULLS LAST, c.created_at, c.id
          LIMIT 1
        ) by_domain ON true
        LEFT JOIN LATERAL (
          SELECT c.id FROM ${companies} c
          WHERE input.rejection IS NULL AND by_domain.id IS NULL AND lower(c.name) = lower(input.name)
        ) by_name ON true
      ),
      judged AS (
        SELECT matched.*,
          COALESCE(
            earlier.row_number,
            min(matched.row_number) OVER (PARTITION BY matched.company_id)
          ) AS first_row,
          tracked.account_company_id IS NOT NULL AS tracked,
          tracked.import_id AS tracked_by
        FROM matched
        LEFT JOIN ${FIRST_ROWS} earlier ON earlier.company_id = matched.company_id
        LEFT JOIN ${trackedAccounts} tracked
          ON tracked.vendor_company_id = ${vendorCompanyId}::uuid
          AND tracked.account_company_id = matched.company_id
      )
      INSERT INTO ${accountImportRows}
        (import_id, row_number, name, domain, outcome, reason, matched_company_id)
      SELECT ${importId}::uuid, row_number, name, domain,
        CASE
          WHEN rejection IS NOT NULL OR company_id IS NULL OR company_id = ${vendorCompanyId}::uuid
            OR first_row < row_number THEN 'rejected'
          ELSE 'imported'
        END,
        CASE
          WHEN rejection IS NOT NULL THEN rejection
          WHEN company_id IS NULL THEN ${NO_MATCH}::text
          WHEN company_id = ${vendorCompanyId}::uuid THEN ${OWN_COMPANY}::text
          WHEN first_row < row_number THEN 'duplicate of row ' || first_row
          -- An account this import added in an earlier attempt (a retry) counts as new again.
          WHEN tracked AND tracked_by IS DISTINCT FROM ${importId}::uuid THEN ${ALREADY_TRACKED}::text
        END,
        company_id
      FROM judged
    `);
    // The plan's limit on tracked accounts (DESIGN.md section 7): new accounts past it are rejected
    // in file order. The subscription row is locked so that two imports cannot both take the last.
    await tx.execute(sql`
      WITH lim AS (
        SELECT p.name, p.tracked_accounts AS max FROM subscriptions s JOIN plans p ON p.name = s.plan_name
        WHERE s.company_id = ${vendorCompanyId}::uuid AND s.status <> 'cancelled' AND p.tracked_accounts IS NOT NULL
        FOR UPDATE OF s
      ),
      have AS (SELECT count(*)::int AS n FROM ${trackedAccounts} WHERE vendor_company_id = ${vendorCompanyId}::uuid),
      fresh AS (
        SELECT ${accountImportRows.rowNumber} AS row_number,
          row_number() OVER (ORDER BY ${accountImportRows.rowNumber}) AS k
        FROM ${accountImportRows}
        WHERE ${batchRows} AND ${accountImportRows.outcome} = 'imported' AND ${accountImportRows.reason} IS NULL
      ),
      larger AS (
        SELECT coalesce(
          (SELECT 'the ' || p.name || ' plan tracks ' || coalesce(p.tracked_accounts::text, 'any number')
            FROM plans p, lim
            WHERE p.account_type = 'vendor' AND (p.tracked_accounts IS NULL OR p.tracked_accounts > lim.max)
            ORDER BY p.position LIMIT 1),
          'no plan tracks more') AS hint
      )
      UPDATE ${accountImportRows} SET outcome = 'rejected',
        reason = 'over the ' || lim.name || ' plan''s limit of ' || lim.max || ' tracked accounts; ' || larger.hint
      FROM fresh, lim, have, larger
      WHERE ${accountImportRows.importId} = ${importId} AND ${accountImportRows.rowNumber} = fresh.row_number
        AND have.n + fresh.k > lim.max
    `);
    await tx.execute(sql`
      INSERT INTO ${trackedAccounts} (vendor_company_id, account_company_id, import_id)
      SELECT ${vendorCompanyId}::uuid, ${accountImportRows.matchedCompanyId}, ${importId}::uuid
      FROM ${accountImportRows}
      WHERE ${batchRows} AND ${accountImportRows.outcome} = 'imported' AND ${accountImportRows.reason} IS NULL
      ON CONFLICT DO NOTHING
    `);
    // Imported rows are exactly the first rows of their company.
    await tx.execute(sql`
      INSERT INTO ${FIRST_ROWS} (company_id, row_number)
      SELECT ${accountImportRows.matchedCompanyId}, ${accountImportRows.rowNumber}
      FROM ${accountImportRows}
      WHERE ${batchRows} AND ${accountImportRows.outcome} = 'imported'
      ON CONFLICT DO NOTHING
    `);
    await tx.execute(sql`
      UPDATE ${accountImports} SET
        processed_rows = processed_rows + batch.total,
        imported_rows = imported_rows + batch.imported,
        rejected_rows = rejected_rows + batch.rejected
      FROM (
        SELECT count(*)::int AS total,
          (count(*) FILTER (WHERE ${accountImportRows.outcome} = 'imported'))::int AS imported,
          (count(*) FILTER (WHERE ${accountImportRows.outcome} = 'rejected'))::int AS rejected
        FROM ${accountImportRows} WHERE ${batchRows}
      ) AS batch
      WHERE ${accountImports.id} = ${importId}
    `);
  });
}

/** Marks the run completed; the total becomes the rows actually read. */
export async function completeRun(db: RunExecutor, importId: string): Promise<void> {
  await db
    .update(accountImports)
    .set({ status: "completed", finishedAt: new Date(), totalRows: sql`${accountImports.processedRows}` })
    .where(eq(accountImports.id, importId));
}
