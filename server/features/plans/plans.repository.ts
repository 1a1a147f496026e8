import { asc } from "drizzle-orm";
import type { Executor } from "../../platform/database/client";
import { plans } from "../../platform/database/schema/accounts";

export async function listPlans(db: Executor) {
  return db.select().from(plans).orderBy(asc(plans.position));
}

export async function upsertPlans(db: Executor, values: (typeof plans.$inferInsert)[]) {
  for (const plan of values) {
    await db.insert(plans).values(plan).onConflictDoUpdate({ target: plans.name, set: plan });
  }
}
