// Rules for suspending members: platform admins only, never their own account. Suspending ends the
// member's sessions in the same transaction; the session reader and sign-in refuse a suspended
// member besides (server/platform/auth), so no session can outlive the suspension.
import type { Suspension } from "@common/suspensions";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { forbidden, invalid, notFound } from "@server/platform/errors";
import { deleteSessionsOf, lockMember, setSuspension } from "./suspensions.repository";

export async function changeSuspension(
  db: Database,
  actor: SessionUser,
  origin: AuditOrigin,
  userId: string,
  suspended: boolean,
): Promise<Suspension> {
  if (!actor.isPlatformAdmin) throw forbidden("Only platform admins can suspend members.");
  if (userId === actor.id) throw invalid("You cannot suspend or restore your own account.");
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, userId);
    if (!member) throw notFound("User");
    const row = await setSuspension(tx, userId, suspended);
    if (suspended) await deleteSessionsOf(tx, userId);
    const suspendedAt = (date: Date | null) => ({ suspendedAt: date?.toISOString() ?? null });
    await recordAdminAction(tx, actor, origin, {
      action: suspended ? "user.suspended" : "user.restored",
      target: { kind: "user", ids: [userId], label: member.email },
      before: suspendedAt(member.suspendedAt),
      after: suspendedAt(row.suspendedAt),
    });
    return { userId: row.userId, ...suspendedAt(row.suspendedAt) };
  });
}
