import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/database/client";
import { users } from "../../platform/database/schema/auth";
import {
  companies,
  companyAdmins,
  companyMembershipRequests,
} from "../../platform/database/schema/companies";

export async function findCompanyByName(db: Executor, name: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return company ?? null;
}

/** Creates the company unless one of that name (any case) exists; returns null when it did. */
export async function insertCompany(
  db: Executor,
  values: { name: string; industry?: string | null; revenueBand?: string | null },
) {
  const [company] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companies.id, name: companies.name });
  return company ?? null;
}

export async function addCompanyAdmin(
  db: Executor,
  companyId: string,
  userId: string,
  privilege: "owner" | "admin",
) {
  await db.insert(companyAdmins).values({ companyId, userId, privilege }).onConflictDoNothing();
}

export async function setUserCompany(db: Executor, userId: string, companyId: string) {
  await db.update(users).set({ companyId, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function requestMembership(db: Executor, companyId: string, userId: string) {
  await db.insert(companyMembershipRequests).values({ companyId, userId }).onConflictDoNothing();
}

export async function hasPendingMembership(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: companyMembershipRequests.id })
    .from(companyMembershipRequests)
    .where(and(eq(companyMembershipRequests.userId, userId), eq(companyMembershipRequests.status, "pending")))
    .limit(1);
  return Boolean(row);
}
