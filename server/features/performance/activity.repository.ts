// Writes what happened on vendors' pages, content, events and meetings (docs/decisions/0021).
import type { Executor } from "@server/platform/database/client";
import { sql } from "drizzle-orm";

export const ACTIVITY_KINDS = [
  "profileView",
  "productView",
  "follow",
  "contentView",
  "watchSeconds",
  "registration",
  "attendance",
  "meetingRequested",
  "meetingAccepted",
  "meetingCompleted",
  "meetingNoShow",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface ActivityInput {
  vendorCompanyId: string;
  kind: ActivityKind;
  /** The match points it counts towards; the vendor's own match points when absent or empty. */
  intentTypes?: readonly string[];
  /** Who did it: a member, or null for a visitor. */
  userId: string | null;
  contentId?: string;
  /** 1, or seconds of video played. */
  amount?: number;
  /** Whether the member's account counts as engaged: their own action, not one done to them. */
  engages?: boolean;
  /** When it happened, for views written a few seconds later; now by default. */
  occurredAt?: Date;
}

/**
 * Writes the activities, each against its vendor. The member's account is kept only when they are a
 * leader who shares their interest (as signals are) and the action engages them; the vendor's own
 * people, employees and admins, count nothing. Companies without vendors (a leader's employer) are
 * skipped.
 */
export async function insertActivity(db: Executor, inputs: readonly ActivityInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const rows = inputs.map((input) => ({
    vendor: input.vendorCompanyId,
    kind: input.kind,
    intent_types: input.intentTypes && input.intentTypes.length > 0 ? input.intentTypes : null,
    user_id: input.userId,
    content_id: input.contentId ?? null,
    amount: input.amount ?? 1,
    engages: input.engages ?? true,
    occurred_at: (input.occurredAt ?? new Date()).toISOString(),
  }));
  await db.execute(sql`
    INSERT INTO vendor_activity (vendor_company_id, kind, intent_types, user_id, account_company_id, hub, content_id, amount,
      occurred_at)
    SELECT i.vendor, i.kind,
      coalesce(i.intent_types, (SELECT coalesce(array_agg(mp.intent_type ORDER BY mp.intent_type), '{}')
        FROM company_match_points mp WHERE mp.company_id = i.vendor)),
      u.id,
      CASE WHEN i.engages AND u.account_type = 'leader' AND u.insights_consented_at IS NOT NULL
        AND u.insights_paused_at IS NULL THEN u.company_id END,
      u.hub, i.content_id, i.amount, i.occurred_at
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS i(vendor uuid, kind text, intent_types text[], user_id text, content_id uuid, amount int, engages boolean,
        occurred_at timestamptz)
    LEFT JOIN users u ON u.id = i.user_id
    WHERE u.company_id IS DISTINCT FROM i.vendor AND i.amount > 0
      AND NOT EXISTS (SELECT 1 FROM company_admins a WHERE a.company_id = i.vendor AND a.user_id = u.id)
      -- Only vendors have figures: a leader's employer gets views too, and needs none.
      AND EXISTS (SELECT 1 FROM users vu WHERE vu.company_id = i.vendor AND vu.account_type = 'vendor')`);
}

/** The vendors an event counts for (its host and its sponsors), and the intent types of its sessions. */
export async function eventVendors(db: Executor, eventId: string) {
  const result = await db.execute<{ vendors: string[]; intent_types: string[] }>(sql`
    SELECT
      ARRAY(SELECT host_company_id FROM events WHERE id = ${eventId}::uuid AND host_company_id IS NOT NULL
        UNION SELECT company_id FROM event_sponsors WHERE event_id = ${eventId}::uuid)::text[] AS vendors,
      ARRAY(SELECT DISTINCT unnest(intent_types) FROM event_sessions WHERE event_id = ${eventId}::uuid) AS intent_types`);
  const row = result.rows[0];
  return { vendors: row?.vendors ?? [], intentTypes: row?.intent_types ?? [] };
}
