// Writes interest signals, applying the daily cap per person and intent type in the same statement.

import { SIGNAL_DAILY_CAP } from "@common/signals";
import type { Executor } from "@server/platform/database/client";
import { sql } from "drizzle-orm";

export interface SignalInput {
  userId: string;
  intentTypes: readonly string[];
  kind: string;
  weight: number;
  subjectKind: string;
  subjectId: string;
  /** Count the subject once a day per person: a page opened again today shows no new interest. */
  oncePerDay?: boolean;
}

/**
 * One signal per intent type, for leaders only, and only while a leader agrees to contribute (they
 * said yes and have not paused):
 * insights describe buyers, so vendors' own browsing is not counted. Points are the weight cut to what is left of today's cap (UTC day);
 * an advisory lock per person serialises their concurrent signals so the cap holds under races.
 * Each signal marks its account's day for the insights roll-up (features/insights).
 */
export async function insertSignals(db: Executor, input: SignalInput): Promise<void> {
  if (input.intentTypes.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('signals:' || ${input.userId}))`);
    // The account's day is marked for the roll-up in the same statement (docs/decisions/0019).
    await tx.execute(sql`
      WITH inserted AS (
      INSERT INTO signals (user_id, company_id, intent_type, kind, weight, points, subject_kind, subject_id)
      SELECT u.id, u.company_id, t.intent_type, ${input.kind}, ${input.weight},
        GREATEST(0, LEAST(${input.weight}, ${SIGNAL_DAILY_CAP} - COALESCE((
          SELECT sum(s.points) FROM signals s
          WHERE s.user_id = u.id AND s.intent_type = t.intent_type
            AND s.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        ), 0))),
        ${input.subjectKind}, ${input.subjectId}
      FROM users u
      CROSS JOIN unnest(${sql.param(input.intentTypes)}::text[]) AS t(intent_type)
      WHERE u.id = ${input.userId} AND u.account_type = 'leader'
        AND u.insights_consented_at IS NOT NULL AND u.insights_paused_at IS NULL
        AND NOT (${input.oncePerDay ?? false} AND EXISTS (SELECT 1 FROM signals s
          WHERE s.user_id = u.id AND s.intent_type = t.intent_type
            AND s.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
            AND s.subject_kind = ${input.subjectKind} AND s.subject_id = ${input.subjectId}))
      RETURNING company_id, intent_type, created_at)
      INSERT INTO insight_dirty (company_id, intent_type, day)
      SELECT DISTINCT company_id, intent_type, (created_at AT TIME ZONE 'UTC')::date FROM inserted
      WHERE company_id IS NOT NULL
      -- Updating (not ignoring) an existing mark locks it, so a roll-up that holds it finishes first
      -- and the mark is written again, and one that has not started skips it until this commits.
      ON CONFLICT (company_id, intent_type, day) DO UPDATE SET day = EXCLUDED.day`);
  });
}

/**
 * What a company sells into (its match points), when `userId` is a leader who contributes to
 * insights: the intent types a view of its pages shows interest in. Empty for anyone else.
 */
export async function companyInterestFor(db: Executor, userId: string, companyId: string): Promise<string[]> {
  const result = await db.execute<{ intent_type: string }>(sql`
    SELECT mp.intent_type FROM company_match_points mp
    JOIN users u ON u.id = ${userId} AND u.account_type = 'leader'
        AND u.insights_consented_at IS NOT NULL AND u.insights_paused_at IS NULL
      AND u.company_id IS DISTINCT FROM mp.company_id
    WHERE mp.company_id = ${companyId}::uuid`);
  return result.rows.map((row) => row.intent_type);
}
