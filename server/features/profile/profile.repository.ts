import { forgetPerson } from "@server/features/people/people-cache";
import type { Executor } from "@server/platform/database/client";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import {
  companies,
  companyAdmins,
  companyMembershipRequests,
} from "@server/platform/database/schema/companies";
import { and, eq, notExists } from "drizzle-orm";

export async function findProfileRow(db: Executor, userId: string) {
  const pendingCompanies = db
    .select({ userId: companyMembershipRequests.userId, id: companies.id, name: companies.name })
    .from(companyMembershipRequests)
    .innerJoin(companies, eq(companies.id, companyMembershipRequests.companyId))
    .where(eq(companyMembershipRequests.status, "pending"))
    .as("pending_companies");

  const [row] = await db
    .select({
      user: users,
      company: { id: companies.id, name: companies.name },
      privilege: companyAdmins.privilege,
      pendingCompany: { id: pendingCompanies.id, name: pendingCompanies.name },
      customer: { id: customers.id, email: customers.email, planName: customers.planName },
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, users.companyId), eq(companyAdmins.userId, users.id)),
    )
    .leftJoin(pendingCompanies, eq(pendingCompanies.userId, users.id))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

export async function lockUser(db: Executor, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for("update").limit(1);
  return user ?? null;
}

export async function updateUser(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
  forgetPerson(userId);
}

export async function findCustomerByEmail(db: Executor, email: string) {
  const [customer] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.email, email.toLowerCase()),
        // One member per record: a record kept by a member who has since changed their address stays theirs.
        notExists(db.select({ id: users.id }).from(users).where(eq(users.customerId, customers.id))),
      ),
    )
    .limit(1);
  return customer ?? null;
}
