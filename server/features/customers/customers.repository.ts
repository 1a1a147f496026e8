// SQL for customer records and the members they are attached to.

import { escapeLike } from "@server/features/companies/companies.repository";
import type { Executor } from "@server/platform/database/client";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { and, desc, eq, ilike, inArray, isNull, type SQL, sql } from "drizzle-orm";

export type CustomerValues = Pick<typeof customers.$inferInsert, "email" | "planName" | "memberData">;

const customerColumns = {
  id: customers.id,
  email: customers.email,
  planName: customers.planName,
  memberData: customers.memberData,
  createdAt: customers.createdAt,
  // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
  createdAtKey: sql<string>`${customers.createdAt}::text`,
  memberId: users.id,
  memberName: users.name,
};

export type CustomerRow = {
  id: string;
  email: string;
  planName: string | null;
  memberData: Record<string, unknown> | null;
  createdAt: Date;
  createdAtKey: string;
  memberId: string | null;
  memberName: string | null;
};

/** The new customer's id, or null when a customer with this e-mail exists. */
export async function insertCustomer(db: Executor, values: CustomerValues): Promise<string | null> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoNothing({ target: customers.email })
    .returning({ id: customers.id });
  return row?.id ?? null;
}

/** Writes each row's customer, or the given fields of the one with its e-mail; whether it was new. */
export async function upsertCustomer(db: Executor, values: CustomerValues): Promise<"created" | "updated"> {
  const [row] = await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({
      target: customers.email,
      set: {
        planName: sql`COALESCE(excluded.plan_name, ${customers.planName})`,
        memberData: sql`COALESCE(excluded.member_data, ${customers.memberData})`,
      },
    })
    .returning({ created: sql<boolean>`xmax = 0` });
  return row?.created ? "created" : "updated";
}

export async function findCustomer(db: Executor, id: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select(customerColumns)
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .where(eq(customers.id, id))
    .limit(1);
  return row ?? null;
}

/** Newest first; `q` is part of the e-mail. */
export async function listCustomers(
  db: Executor,
  query: { q?: string; after?: [string, string]; limit: number },
): Promise<CustomerRow[]> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(customers.email, `%${escapeLike(query.q.toLowerCase())}%`));
  if (query.after) {
    conditions.push(
      sql`(${customers.createdAt}, ${customers.id}) < (${query.after[0]}::timestamptz, ${query.after[1]}::uuid)`,
    );
  }
  return db
    .select(customerColumns)
    .from(customers)
    .leftJoin(users, eq(users.customerId, customers.id))
    .where(and(...conditions))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .limit(query.limit);
}

export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<Pick<CustomerValues, "planName" | "memberData">>,
): Promise<boolean> {
  const updated = await db
    .update(customers)
    .set(values)
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return updated.length > 0;
}

/** The record's own fields, locked until the transaction ends; null when there is none. */
export async function lockCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({ email: customers.email, planName: customers.planName, memberData: customers.memberData })
    .from(customers)
    .where(eq(customers.id, id))
    .for("update");
  return row ?? null;
}

export async function deleteCustomer(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.delete(customers).where(eq(customers.id, id)).returning({ id: customers.id });
  return deleted.length > 0;
}

/** Members with a confirmed address among `emails` and no customer yet. */
export async function unattachedMembers(db: Executor, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(sql`lower(${users.email})`, emails),
        isNull(users.customerId),
        eq(users.emailVerified, true),
      ),
    );
  return rows.map((row) => row.id);
}
