// SQL for who a member is, as decisions' rules need it.
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { eq } from "drizzle-orm";

/**
 * What the decisions feature needs to know of a member: leader or vendor, their company (whose
 * match points a vendor reads, and whose need a leader's cycle is), and whether a leader has paused
 * contributing.
 */
export async function findMemberAccount(db: Executor, userId: string) {
  const [row] = await db
    .select({
      accountType: users.accountType,
      companyId: users.companyId,
      companyName: companies.name,
      consentedAt: users.insightsConsentedAt,
      pausedAt: users.insightsPausedAt,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
