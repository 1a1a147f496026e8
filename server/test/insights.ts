// Accounts with a history of interest, and vendors that read it: what account-insight tests need.
// Contributors are written straight to the database (they never sign in), and so are their signals,
// dated in the past as the roll-up and the publish would find them.

import { randomUUID } from "node:crypto";
import type { SignalKind } from "@common/signals";
import { users } from "@server/platform/database/schema/auth";
import { companies, trackedAccounts } from "@server/platform/database/schema/companies";
import { companyMatchPoints } from "@server/platform/database/schema/decisions";
import { sql } from "drizzle-orm";
import { createUser, type TestApp, type TestUser, vendorSignUp } from "./app";
import { companyIdOf } from "./company-cast";

export async function createAccount(
  t: TestApp,
  name = `Account ${randomUUID().slice(0, 8)}`,
): Promise<string> {
  const [company] = await t.context.db
    .insert(companies)
    .values({ name, industry: "Banking", size: "1001-5000 employees", revenueBand: "$1 billion +" })
    .returning({ id: companies.id });
  if (!company) throw new Error("the account was not created");
  return company.id;
}

/** Leaders working at the account, who never sign in. */
export async function addContributors(t: TestApp, companyId: string, count: number): Promise<string[]> {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return {
      id,
      name: `Contributor ${id.slice(0, 6)}`,
      email: `${id}@example.com`,
      companyId,
      insightsConsentedAt: new Date(),
    };
  });
  await t.context.db.insert(users).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Each of `userIds` adds `points` on each of the days `daysAgo` before `asOf`, as one signal a day,
 * and the days are marked for the roll-up as recording a signal does.
 */
export async function addPoints(
  t: TestApp,
  input: {
    companyId: string;
    intentType: string;
    userIds: string[];
    asOf: string;
    daysAgo: number[];
    points: number;
    kind?: SignalKind;
    subject?: { kind: string; id: string };
  },
): Promise<void> {
  const kind = input.kind ?? "contentView";
  const subject = input.subject ?? { kind: "article", id: randomUUID() };
  await t.context.db.execute(sql`
    WITH added AS (
      INSERT INTO signals (user_id, company_id, intent_type, kind, weight, points, subject_kind, subject_id, created_at)
      SELECT u, ${input.companyId}::uuid, ${input.intentType}, ${kind}, ${input.points}, ${input.points},
        ${subject.kind}, ${subject.id}, (${input.asOf}::date - d)::timestamp AT TIME ZONE 'UTC' + interval '12 hours'
      FROM unnest(${sql.param(input.userIds)}::text[]) AS u, unnest(${sql.param(input.daysAgo)}::int[]) AS d
      RETURNING company_id, intent_type, created_at)
    INSERT INTO insight_dirty (company_id, intent_type, day)
    SELECT DISTINCT company_id, intent_type, (created_at AT TIME ZONE 'UTC')::date FROM added
    ON CONFLICT DO NOTHING`);
}

export const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A vendor on `plan` whose company sells into `matchPoints` and tracks `tracks`. */
export async function createInsightVendor(
  t: TestApp,
  options: { plan?: "Starter" | "Growth" | "Enterprise"; matchPoints: string[]; tracks: string[] },
): Promise<TestUser & { companyId: string }> {
  const vendor = await createUser(t, vendorSignUp({ plan: options.plan ?? "Growth" }));
  const companyId = await companyIdOf(t, vendor);
  if (options.matchPoints.length > 0) {
    await t.context.db
      .insert(companyMatchPoints)
      .values(options.matchPoints.map((intentType) => ({ companyId, intentType })));
  }
  if (options.tracks.length > 0) {
    await t.context.db
      .insert(trackedAccounts)
      .values(options.tracks.map((accountCompanyId) => ({ vendorCompanyId: companyId, accountCompanyId })));
  }
  return { ...vendor, companyId };
}
