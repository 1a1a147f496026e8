// SQL for invitations: the open one per e-mail and company, the company's context an invited
// account takes (plan, industry, revenue band), seats, and the lists company admins see.

import type { Executor } from "@server/platform/database/client";
import { subscriptions } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import { type InvitationRow, invitations } from "@server/platform/database/schema/invitations";
import { and, desc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

export async function findUserIdByEmail(db: Executor, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.id ?? null;
}

export async function findUserName(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}

/** Serialises invitations to one e-mail, so two sent at the same moment leave one open invitation. */
export async function lockInvitationsTo(db: Executor, email: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`invitation:${email}`}, 0))`);
}

export interface CompanyContext {
  id: string;
  name: string;
  industry: string | null;
  revenueBand: string | null;
  /**
   * The plan of the company's vendors (its earliest vendor owner's, else its earliest vendor
   * employee's); null when no vendor runs it, which makes it a leaders' employer.
   */
  vendorPlan: string | null;
  /** The company's live subscription: its plan and seats (null for unlimited). */
  subscription: { planName: string; seats: number | null } | null;
}

export async function findCompanyContext(db: Executor, companyId: string): Promise<CompanyContext | null> {
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      industry: companies.industry,
      revenueBand: companies.revenueBand,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) return null;
  const [vendor] = await db
    .select({ planName: users.planName })
    .from(users)
    .leftJoin(companyAdmins, and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, users.id)))
    .where(
      and(
        eq(users.accountType, "vendor"),
        sql`(${companyAdmins.privilege} = 'owner' OR ${users.companyId} = ${companyId})`,
      ),
    )
    .orderBy(
      sql`(${companyAdmins.privilege} = 'owner') DESC NULLS LAST`,
      sql`${companyAdmins.createdAt} NULLS LAST`,
      users.createdAt,
    )
    .limit(1);
  const [subscription] = await db
    .select({ planName: subscriptions.planName, seats: subscriptions.seats })
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, companyId), ne(subscriptions.status, "cancelled")))
    .limit(1);
  return { ...company, vendorPlan: vendor?.planName ?? null, subscription: subscription ?? null };
}

const open = sql`(${invitations.acceptedAt} IS NULL AND ${invitations.revokedAt} IS NULL)`;
/** An invitation whose e-mail has since got an account (by any way) is done, whatever it says. */
const emailHasAccount = sql`EXISTS (SELECT 1 FROM ${users} WHERE lower(${users.email}) = ${invitations.email})`;

/**
 * Seats taken at a company: its people, plus the invitations that still work (other than one to
 * `exceptEmail`, which a new invitation replaces).
 */
export async function countSeatsTaken(db: Executor, companyId: string, exceptEmail: string): Promise<number> {
  const [row] = await db
    .execute<{ taken: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM ${users} WHERE ${users.companyId} = ${companyId})
      + (SELECT count(*)::int FROM ${invitations}
          WHERE ${invitations.companyId} = ${companyId} AND ${open}
            AND ${invitations.expiresAt} > now() AND ${invitations.email} <> ${exceptEmail}
            AND NOT ${emailHasAccount}) AS taken
  `)
    .then((result) => result.rows);
  return row?.taken ?? 0;
}

/** The open invitation of this e-mail to this company (or to no company), locked for the change. */
export async function lockOpenInvitation(
  db: Executor,
  email: string,
  companyId: string | null,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        companyId ? eq(invitations.companyId, companyId) : isNull(invitations.companyId),
        open,
      ),
    )
    .for("update")
    .limit(1);
  return row ?? null;
}

export type InvitationValues = Pick<
  typeof invitations.$inferInsert,
  "email" | "name" | "companyId" | "accountType" | "invitedBy" | "message" | "tokenHash" | "expiresAt"
>;

export async function insertInvitation(db: Executor, values: InvitationValues): Promise<string> {
  const [row] = await db.insert(invitations).values(values).returning({ id: invitations.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** A new token, expiry and sender for an open invitation: the old link stops working. */
export async function renewInvitation(
  db: Executor,
  id: string,
  values: Pick<
    InvitationValues,
    "name" | "accountType" | "invitedBy" | "message" | "tokenHash" | "expiresAt"
  >,
): Promise<void> {
  await db
    .update(invitations)
    .set({ ...values, sentAt: new Date() })
    .where(eq(invitations.id, id));
}

const inviters = alias(users, "inviters");

function selectInvitations(db: Executor) {
  return db
    .select({
      invitation: invitations,
      companyName: companies.name,
      inviterName: inviters.name,
      // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
      createdAtKey: sql<string>`${invitations.createdAt}::text`,
      emailHasAccount: sql<boolean>`${emailHasAccount}`,
    })
    .from(invitations)
    .leftJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(inviters, eq(inviters.id, invitations.invitedBy));
}

export type InvitationView = Awaited<ReturnType<ReturnType<typeof selectInvitations>["where"]>>[number];

export async function findInvitation(db: Executor, id: string): Promise<InvitationView | null> {
  const [row] = await selectInvitations(db).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

export async function findInvitationByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<InvitationView | null> {
  const [row] = await selectInvitations(db).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export type InvitationKey = [string, string];

/** The company's invitations not yet answered (expired ones too, so admins can send them again), newest first. */
export async function listOpenInvitations(
  db: Executor,
  companyId: string,
  page: { limit: number; after?: InvitationKey; offset?: number },
): Promise<InvitationView[]> {
  const conditions: (SQL | undefined)[] = [
    eq(invitations.companyId, companyId),
    open,
    sql`NOT ${emailHasAccount}`,
  ];
  if (page.after) {
    conditions.push(
      sql`(${invitations.createdAt}, ${invitations.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return selectInvitations(db)
    .where(and(...conditions))
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function invitationKey(row: InvitationView): InvitationKey {
  return [row.createdAtKey, row.invitation.id];
}

/** Revokes an open invitation; false when it was answered or revoked meanwhile. */
export async function revokeInvitation(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), open))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

export async function markInvitationAccepted(db: Executor, id: string, userId: string): Promise<void> {
  await db
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)));
}
