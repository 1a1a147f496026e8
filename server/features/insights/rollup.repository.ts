// The insights roll-up (docs/decisions/0019): signals become points per account, intent type, day
// and kind, for the days the dirty queue names. Never a scan of all signals.
import type { Database, Executor } from "@server/platform/database/client";
import { sql } from "drizzle-orm";

/** An account's interest in one intent type: the unit scores and highlights are kept per. */
export interface AccountPair {
  companyId: string;
  intentType: string;
}

/**
 * Takes up to `limit` dirty days and rebuilds their rows from their signals, skipping days another
 * worker holds, in one transaction. Paused leaders' signals count nowhere. Returns the pairs touched.
 */
export async function rollUpDirtyDays(db: Database, limit: number): Promise<AccountPair[]> {
  return db.transaction(async (tx) => {
    // The claim is a CTE, run once and joined on the key: as an IN (subquery), the planner may keep
    // the locking subquery as a plan of its own that it reads again for every queued row, which
    // took minutes instead of milliseconds on a queue of 88,000 days (bench/README.md).
    const claimed = await tx.execute<{ company_id: string; intent_type: string; day: string }>(sql`
      WITH claim AS (
        SELECT company_id, intent_type, day FROM insight_dirty
        ORDER BY company_id, intent_type, day
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      DELETE FROM insight_dirty d USING claim c
      WHERE d.company_id = c.company_id AND d.intent_type = c.intent_type AND d.day = c.day
      RETURNING d.company_id, d.intent_type, d.day::text`);
    if (claimed.rows.length === 0) return [];
    const companies = claimed.rows.map((row) => row.company_id);
    const types = claimed.rows.map((row) => row.intent_type);
    const days = claimed.rows.map((row) => row.day);
    const batch = sql`unnest(${sql.param(companies)}::uuid[], ${sql.param(types)}::text[], ${sql.param(days)}::date[])
      AS b(company_id, intent_type, day)`;
    await tx.execute(sql`
      DELETE FROM account_day_kinds d USING ${batch}
      WHERE d.company_id = b.company_id AND d.intent_type = b.intent_type AND d.day = b.day`);
    await tx.execute(sql`
      INSERT INTO account_day_kinds (company_id, intent_type, day, kind, points, weight, signals)
      SELECT b.company_id, b.intent_type, b.day, s.kind, sum(s.points), sum(s.weight), count(*)
      FROM ${batch}
      JOIN signals s ON s.company_id = b.company_id AND s.intent_type = b.intent_type
        AND s.created_at >= b.day::timestamp AT TIME ZONE 'UTC'
        AND s.created_at < (b.day + 1)::timestamp AT TIME ZONE 'UTC'
      JOIN users u ON u.id = s.user_id AND u.insights_paused_at IS NULL
      JOIN companies c ON c.id = b.company_id
      GROUP BY b.company_id, b.intent_type, b.day, s.kind`);
    const pairs = new Map<string, AccountPair>();
    for (const row of claimed.rows) {
      pairs.set(`${row.company_id}:${row.intent_type}`, {
        companyId: row.company_id,
        intentType: row.intent_type,
      });
    }
    return [...pairs.values()];
  });
}

/**
 * Marks every day a leader's signals fall on for the roll-up: after they pause, resume or withdraw,
 * those days are counted again. Returns how many days it marked.
 */
export async function markLeaderDaysDirty(db: Executor, userId: string): Promise<number> {
  const result = await db.execute(sql`
    INSERT INTO insight_dirty (company_id, intent_type, day)
    SELECT DISTINCT s.company_id, s.intent_type, (s.created_at AT TIME ZONE 'UTC')::date
    FROM signals s WHERE s.user_id = ${userId} AND s.company_id IS NOT NULL
    -- As when a signal is recorded: the lock keeps a roll-up from missing the change.
    ON CONFLICT (company_id, intent_type, day) DO UPDATE SET day = EXCLUDED.day`);
  return result.rowCount ?? 0;
}

/** The accounts and intent types a leader's signals count towards. */
export async function leaderPairs(db: Executor, userId: string): Promise<AccountPair[]> {
  const result = await db.execute<{ company_id: string; intent_type: string }>(sql`
    SELECT DISTINCT company_id, intent_type FROM signals WHERE user_id = ${userId} AND company_id IS NOT NULL`);
  return result.rows.map((row) => ({ companyId: row.company_id, intentType: row.intent_type }));
}
