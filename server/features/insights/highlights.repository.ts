// Highlights that leaders' actions make as they happen (docs/decisions/0019, "Highlights"); the
// daily publish writes the ones about scores. Other features call these inside their transactions.
import type { Executor } from "@server/platform/database/client";
import { sql } from "drizzle-orm";

/**
 * A cycle was shared for the first time (`cycleShared`), or a shared one moved to another stage
 * (`stageChanged`, from `previousStage`): vendors matched to its intent type see it as the account's
 * need without a name; each vendor named sees it with the leader's name. Nothing without a company.
 */
export async function highlightCycle(
  db: Executor,
  cycleId: string,
  change: { kind: "cycleShared" } | { kind: "stageChanged"; previousStage: string },
): Promise<void> {
  const previousStage = change.kind === "stageChanged" ? change.previousStage : null;
  await db.execute(sql`
    INSERT INTO account_highlights (company_id, kind, intent_type, vendor_company_id, user_id, named, stage, previous_stage)
    SELECT dc.company_id, ${change.kind}, dc.intent_type, dv.company_id, dc.user_id, dv.company_id IS NOT NULL,
      dc.stage, ${previousStage}::text
    FROM decision_cycles dc
    LEFT JOIN decision_cycle_vendors dv ON dc.visibility = 'named' AND dv.cycle_id = dc.id
    WHERE dc.id = ${cycleId} AND dc.company_id IS NOT NULL
      AND (dc.visibility = 'matched' OR dv.company_id IS NOT NULL)`);
}

/** A leader accepted a meeting: the vendor met sees it on the leader's account, with the name. */
export async function highlightMeetingAccepted(db: Executor, meetingId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_highlights (company_id, kind, vendor_company_id, user_id, named)
    SELECT u.company_id, 'meetingAccepted', m.vendor_company_id, m.leader_id, true
    FROM meetings m JOIN users u ON u.id = m.leader_id
    WHERE m.id = ${meetingId} AND u.company_id IS NOT NULL AND u.company_id <> m.vendor_company_id`);
}

/** A leader started following a company: that company sees it on the leader's account. */
export async function highlightFollower(db: Executor, userId: string, companyId: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_highlights (company_id, kind, vendor_company_id, user_id, named)
    SELECT u.company_id, 'follower', ${companyId}::uuid, u.id, true FROM users u
    WHERE u.id = ${userId} AND u.account_type = 'leader' AND u.company_id IS NOT NULL
      AND u.company_id <> ${companyId}::uuid`);
}

/** A withdrawal removes what the leader's actions put in front of vendors. */
export async function deleteHighlightsOf(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM account_highlights WHERE user_id = ${userId}`);
}
