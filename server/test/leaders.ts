// A leader who works somewhere: sign-up gives leaders no company, and some rules (a decision cycle
// shared as the company's need) take one.

import type { SignUpInput } from "@common/auth";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import { eq } from "drizzle-orm";
import { createUser, leaderSignUp, type TestApp, type TestUser } from "./app";

export async function createEmployedLeader(
  t: TestApp,
  overrides: Partial<SignUpInput> = {},
  options: { insightsConsent?: boolean } = {},
): Promise<TestUser & { companyId: string }> {
  const leader = await createUser(t, leaderSignUp(overrides), options);
  const [company] = await t.context.db
    .insert(companies)
    .values({ name: `Employer of ${leader.email}` })
    .returning({ id: companies.id });
  if (!company) throw new Error("the employer was not created");
  await t.context.db.update(users).set({ companyId: company.id }).where(eq(users.id, leader.id));
  return { ...leader, companyId: company.id };
}
