import type { Executor } from "@server/platform/database/client";
import { plans } from "@server/platform/database/schema/accounts";
import { asc } from "drizzle-orm";

/** A plan as the catalogue declares it. */
export type PlanValues = typeof plans.$inferInsert;

export async function listPlans(db: Executor) {
  return db.select().from(plans).orderBy(asc(plans.position));
}

export async function upsertPlans(db: Executor, values: PlanValues[]) {
  for (const plan of values) {
    await db.insert(plans).values(plan).onConflictDoUpdate({ target: plans.name, set: plan });
  }
}
