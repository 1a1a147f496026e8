// SQL for removing accounts: the users themselves, and the companies whose owners they are.

import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";

/** The users among these ids, locked until the deletion commits. */
export async function lockUsers(db: Executor, ids: string[]) {
  return db
    .select({ id: users.id, email: users.email, name: users.name, image: users.image })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.id))
    .for("update");
}

/**
 * Locks the companies these users own (in id order, so two deletions cannot deadlock), the same
 * lock admin changes take: the owners counted next cannot change meanwhile.
 */
export async function lockCompaniesOwnedBy(db: Executor, userIds: string[]): Promise<void> {
  await db.execute(sql`
    SELECT 1 FROM ${companies}
    WHERE ${companies.id} IN (
      SELECT ${companyAdmins.companyId} FROM ${companyAdmins}
      WHERE ${companyAdmins.privilege} = 'owner' AND ${inArray(companyAdmins.userId, userIds)}
    )
    ORDER BY ${companies.id}
    FOR UPDATE
  `);
}

/** Companies all of whose owners are among these users. */
export async function findCompaniesLosingEveryOwner(db: Executor, userIds: string[]) {
  const owners = (company: typeof companies.id) => sql`
    SELECT 1 FROM ${companyAdmins}
    WHERE ${companyAdmins.companyId} = ${company} AND ${companyAdmins.privilege} = 'owner'`;
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        sql`EXISTS (${owners(companies.id)} AND ${inArray(companyAdmins.userId, userIds)})`,
        sql`NOT EXISTS (${owners(companies.id)} AND ${notInArray(companyAdmins.userId, userIds)})`,
      ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
}

/** Who takes a company over: its longest-serving admin outside `excluded`, else its longest-standing person. */
export async function findSuccessor(
  db: Executor,
  companyId: string,
  excluded: string[],
): Promise<string | null> {
  const [admin] = await db
    .select({ id: companyAdmins.userId })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), notInArray(companyAdmins.userId, excluded)))
    .orderBy(asc(companyAdmins.createdAt), asc(companyAdmins.userId))
    .limit(1);
  if (admin) return admin.id;
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), notInArray(users.id, excluded)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return person?.id ?? null;
}

/**
 * Deletes the users. Their sessions, accounts (passwords), admin rights, requests, follows, posts
 * and comments go with them (ON DELETE CASCADE); what they made for a company (products they
 * answer for, resources, uploads, account files and imports, invitations they sent) stays, with
 * the person left empty (ON DELETE SET NULL).
 */
export async function deleteUserRows(db: Executor, ids: string[]): Promise<void> {
  await db.delete(users).where(inArray(users.id, ids));
}
