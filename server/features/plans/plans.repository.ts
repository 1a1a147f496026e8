import type { Executor } from "@server/platform/database/client";
import { plans } from "@server/platform/database/schema/accounts";
import { asc, eq, type SQL, sql } from "drizzle-orm";

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

/**
 * SQL naming a company's plan: its subscription's, while that has not been cancelled; null for a
 * company without one. `companyId` may be a column. One lookup by primary key: account insights ask
 * this on every page.
 */
export function companyPlanName(companyId: SQL | string): SQL<string | null> {
  const company = typeof companyId === "string" ? sql`${companyId}::uuid` : companyId;
  return sql<string | null>`(SELECT s.plan_name FROM subscriptions s
    WHERE s.company_id = ${company} AND s.status <> 'cancelled')`;
}

/** A company's plan (companyPlanName); null when it has none. */
export async function findCompanyPlan(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      name: plans.name,
      meetingQuota: plans.meetingQuota,
      insightsReach: plans.insightsReach,
      matchPoints: plans.matchPoints,
      trackedAccounts: plans.trackedAccounts,
      coursePublishing: plans.coursePublishing,
    })
    .from(plans)
    .where(eq(plans.name, companyPlanName(companyId)));
  return row ?? null;
}

/** The first vendor plan, in the catalogue's order, that passes the test; null when none does. */
export async function firstVendorPlanWhere(
  db: Executor,
  test: (plan: typeof plans.$inferSelect) => boolean,
): Promise<typeof plans.$inferSelect | null> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.accountType, "vendor"))
    .orderBy(asc(plans.position));
  return rows.find(test) ?? null;
}

/** The end of a limit's message: which plan allows more, if any does. */
export async function whereToGetMore(
  db: Executor,
  test: (plan: typeof plans.$inferSelect) => boolean,
  describe: (plan: typeof plans.$inferSelect) => string,
): Promise<string> {
  const plan = await firstVendorPlanWhere(db, test);
  return plan
    ? `The ${plan.name} plan ${describe(plan)}: an owner changes the plan under Account, Billing & Subscription.`
    : "No plan allows more.";
}
