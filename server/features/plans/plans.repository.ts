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
 * SQL naming a company's plan: its earliest vendor owner's, else its earliest vendor employee's (as
 * seats are counted); null when no vendor runs the company. `companyId` may be a column. Two
 * lookups by index rather than one OR across both tables, which would scan users: account
 * insights ask this on every page.
 */
export function companyPlanName(companyId: SQL | string): SQL<string | null> {
  const company = typeof companyId === "string" ? sql`${companyId}::uuid` : companyId;
  return sql<string | null>`coalesce(
    (SELECT pu.plan_name FROM company_admins pa JOIN users pu ON pu.id = pa.user_id
      WHERE pa.company_id = ${company} AND pa.privilege = 'owner'
        AND pu.account_type = 'vendor' AND pu.plan_name IS NOT NULL
      ORDER BY pa.created_at, pu.created_at LIMIT 1),
    (SELECT pu.plan_name FROM users pu
      LEFT JOIN company_admins pa ON pa.company_id = ${company} AND pa.user_id = pu.id
      WHERE pu.company_id = ${company} AND pu.account_type = 'vendor' AND pu.plan_name IS NOT NULL
      ORDER BY pa.created_at NULLS LAST, pu.created_at LIMIT 1))`;
}

/** A company's plan (companyPlanName); null when no vendor runs the company. */
export async function findCompanyPlan(db: Executor, companyId: string) {
  const [row] = await db
    .select({ name: plans.name, meetingQuota: plans.meetingQuota, insightsReach: plans.insightsReach })
    .from(plans)
    .where(eq(plans.name, companyPlanName(companyId)));
  return row ?? null;
}
