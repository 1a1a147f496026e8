// SQL for company admins, admin requests and membership (join) requests.

import type { CompanyPrivilege } from "@common/profile";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import {
  companies,
  companyAdminRequests,
  companyAdmins,
  companyMembershipRequests,
} from "@server/platform/database/schema/companies";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";

const personColumns = {
  id: users.id,
  name: users.name,
  jobTitle: users.jobTitle,
  photoUrl: users.image,
  visibility: users.profileVisibility,
};

/** Serialises admin changes of one company, so the at-least-one-owner rule holds under concurrency. */
export async function lockCompany(db: Executor, companyId: string): Promise<boolean> {
  const rows = await db.execute(
    sql`SELECT 1 FROM ${companies} WHERE ${companies.id} = ${companyId} FOR UPDATE`,
  );
  return rows.rows.length > 0;
}

export async function listAdmins(db: Executor, companyId: string) {
  return db
    .select({ ...personColumns, privilege: companyAdmins.privilege, since: companyAdmins.createdAt })
    .from(companyAdmins)
    .innerJoin(users, eq(users.id, companyAdmins.userId))
    .where(eq(companyAdmins.companyId, companyId))
    .orderBy(sql`${companyAdmins.privilege} = 'owner' DESC`, sql`lower(${users.name})`, asc(users.id));
}

export async function findAdmins(db: Executor, companyId: string, userIds: string[]) {
  return db
    .select({ userId: companyAdmins.userId, privilege: companyAdmins.privilege })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), inArray(companyAdmins.userId, userIds)));
}

export async function countOwners(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.privilege, "owner")));
  return row?.total ?? 0;
}

/** Grants the privilege, or changes it when the member is already an admin. */
export async function upsertAdmin(
  db: Executor,
  companyId: string,
  userId: string,
  privilege: CompanyPrivilege,
) {
  await db
    .insert(companyAdmins)
    .values({ companyId, userId, privilege })
    .onConflictDoUpdate({ target: [companyAdmins.companyId, companyAdmins.userId], set: { privilege } });
}

export async function setPrivilege(
  db: Executor,
  companyId: string,
  userId: string,
  privilege: CompanyPrivilege,
) {
  await db
    .update(companyAdmins)
    .set({ privilege })
    .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)));
}

export async function deleteAdmins(db: Executor, companyId: string, userIds: string[]) {
  await db
    .delete(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), inArray(companyAdmins.userId, userIds)));
}

const requestColumns = {
  id: companyAdminRequests.id,
  companyId: companyAdminRequests.companyId,
  message: companyAdminRequests.message,
  status: companyAdminRequests.status,
  createdAt: companyAdminRequests.createdAt,
  decidedAt: companyAdminRequests.decidedAt,
  user: personColumns,
};

export async function listAdminRequests(db: Executor, companyId: string, status: string) {
  return db
    .select(requestColumns)
    .from(companyAdminRequests)
    .innerJoin(users, eq(users.id, companyAdminRequests.userId))
    .where(and(eq(companyAdminRequests.companyId, companyId), eq(companyAdminRequests.status, status)))
    .orderBy(desc(companyAdminRequests.createdAt), desc(companyAdminRequests.id))
    .limit(500);
}

export async function findAdminRequest(db: Executor, companyId: string, requestId: string) {
  const [row] = await db
    .select(requestColumns)
    .from(companyAdminRequests)
    .innerJoin(users, eq(users.id, companyAdminRequests.userId))
    .where(and(eq(companyAdminRequests.companyId, companyId), eq(companyAdminRequests.id, requestId)))
    .limit(1);
  return row ?? null;
}

/** Records a pending request; returns null when the member already has one pending. */
export async function insertAdminRequest(
  db: Executor,
  values: { companyId: string; userId: string; message: string | null },
) {
  const [row] = await db
    .insert(companyAdminRequests)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companyAdminRequests.id });
  return row ?? null;
}

/** Answers a pending request; returns false when it was no longer pending. */
export async function decideAdminRequest(
  db: Executor,
  requestId: string,
  status: "approved" | "declined",
  decidedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(companyAdminRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(companyAdminRequests.id, requestId), eq(companyAdminRequests.status, "pending")))
    .returning({ id: companyAdminRequests.id });
  return rows.length > 0;
}

const membershipColumns = {
  id: companyMembershipRequests.id,
  companyId: companyMembershipRequests.companyId,
  status: companyMembershipRequests.status,
  createdAt: companyMembershipRequests.createdAt,
  userId: companyMembershipRequests.userId,
  user: personColumns,
};

export async function listMembershipRequests(db: Executor, companyId: string, status: string) {
  return db
    .select(membershipColumns)
    .from(companyMembershipRequests)
    .innerJoin(users, eq(users.id, companyMembershipRequests.userId))
    .where(
      and(eq(companyMembershipRequests.companyId, companyId), eq(companyMembershipRequests.status, status)),
    )
    .orderBy(desc(companyMembershipRequests.createdAt), desc(companyMembershipRequests.id))
    .limit(500);
}

export async function findMembershipRequest(db: Executor, companyId: string, requestId: string) {
  const [row] = await db
    .select(membershipColumns)
    .from(companyMembershipRequests)
    .innerJoin(users, eq(users.id, companyMembershipRequests.userId))
    .where(
      and(eq(companyMembershipRequests.companyId, companyId), eq(companyMembershipRequests.id, requestId)),
    )
    .limit(1);
  return row ?? null;
}

export async function decideMembershipRequest(
  db: Executor,
  requestId: string,
  status: "approved" | "declined",
): Promise<boolean> {
  const rows = await db
    .update(companyMembershipRequests)
    .set({ status })
    .where(and(eq(companyMembershipRequests.id, requestId), eq(companyMembershipRequests.status, "pending")))
    .returning({ id: companyMembershipRequests.id });
  return rows.length > 0;
}
