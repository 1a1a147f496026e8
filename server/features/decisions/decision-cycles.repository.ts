// SQL for decision cycles: the cycle with its leader and company, the vendors it is shared with by
// name, its history, and the lists its leader and those vendors read.
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import {
  decisionCycleChanges,
  decisionCycles,
  decisionCycleVendors,
} from "@server/platform/database/schema/decisions";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";

const cycleColumns = {
  id: decisionCycles.id,
  userId: decisionCycles.userId,
  leaderName: users.name,
  companyId: decisionCycles.companyId,
  companyName: companies.name,
  intentType: decisionCycles.intentType,
  stage: decisionCycles.stage,
  budgetBand: decisionCycles.budgetBand,
  timeline: decisionCycles.timeline,
  peopleInvolved: decisionCycles.peopleInvolved,
  needs: decisionCycles.needs,
  visibility: decisionCycles.visibility,
  status: decisionCycles.status,
  createdAt: decisionCycles.createdAt,
  updatedAt: decisionCycles.updatedAt,
  closedAt: decisionCycles.closedAt,
  sharedAt: decisionCycles.sharedAt,
};
export type CycleRow = Awaited<ReturnType<typeof findCycle>> & {};

function selectCycles(db: Executor, where: SQL | undefined) {
  return db
    .select(cycleColumns)
    .from(decisionCycles)
    .innerJoin(users, eq(users.id, decisionCycles.userId))
    .leftJoin(companies, eq(companies.id, decisionCycles.companyId))
    .where(where)
    .orderBy(desc(decisionCycles.createdAt), desc(decisionCycles.id));
}

export async function findCycle(db: Executor, cycleId: string) {
  const [row] = await selectCycles(db, eq(decisionCycles.id, cycleId));
  return row;
}

/** The leader's own cycle, locked for a change so that two changes at once keep its history in order. */
export async function lockOwnCycle(db: Executor, cycleId: string, userId: string) {
  const [row] = await selectCycles(
    db,
    and(eq(decisionCycles.id, cycleId), eq(decisionCycles.userId, userId)),
  ).for("update", { of: decisionCycles });
  return row;
}

export async function listLeaderCycles(db: Executor, userId: string) {
  return selectCycles(db, eq(decisionCycles.userId, userId));
}

/** The leader's cycles shared by name with this vendor company. */
export async function listCyclesNamedFor(db: Executor, userId: string, vendorCompanyId: string) {
  const named = db
    .select({ cycleId: decisionCycleVendors.cycleId })
    .from(decisionCycleVendors)
    .where(eq(decisionCycleVendors.companyId, vendorCompanyId));
  return selectCycles(
    db,
    and(
      eq(decisionCycles.userId, userId),
      eq(decisionCycles.visibility, "named"),
      inArray(decisionCycles.id, named),
    ),
  );
}

export type CycleValues = Omit<typeof decisionCycles.$inferInsert, "id" | "createdAt">;

export async function insertCycle(db: Executor, values: CycleValues): Promise<string> {
  const [row] = await db.insert(decisionCycles).values(values).returning({ id: decisionCycles.id });
  if (!row) throw new Error("the decision cycle was not inserted");
  return row.id;
}

export async function updateCycle(db: Executor, cycleId: string, values: Partial<CycleValues>) {
  await db
    .update(decisionCycles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(decisionCycles.id, cycleId));
}

export async function listCycleVendors(db: Executor, cycleIds: string[]) {
  if (cycleIds.length === 0) return [];
  return db
    .select({ cycleId: decisionCycleVendors.cycleId, id: companies.id, name: companies.name })
    .from(decisionCycleVendors)
    .innerJoin(companies, eq(companies.id, decisionCycleVendors.companyId))
    .where(inArray(decisionCycleVendors.cycleId, cycleIds))
    .orderBy(asc(companies.name));
}

export async function replaceCycleVendors(db: Executor, cycleId: string, companyIds: readonly string[]) {
  await db.delete(decisionCycleVendors).where(eq(decisionCycleVendors.cycleId, cycleId));
  if (companyIds.length > 0) {
    await db.insert(decisionCycleVendors).values(companyIds.map((companyId) => ({ cycleId, companyId })));
  }
}

/** Which of these companies exist. */
export async function findCompanyIds(db: Executor, companyIds: readonly string[]): Promise<string[]> {
  if (companyIds.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]));
  return rows.map((row) => row.id);
}

export interface CycleChange {
  kind: string;
  fromValue: string | null;
  toValue: string | null;
}

export async function insertCycleChanges(db: Executor, cycleId: string, changes: CycleChange[]) {
  if (changes.length === 0) return;
  await db.insert(decisionCycleChanges).values(changes.map((change) => ({ cycleId, ...change })));
}

export async function listCycleChanges(db: Executor, cycleId: string) {
  return db
    .select({
      id: decisionCycleChanges.id,
      kind: decisionCycleChanges.kind,
      fromValue: decisionCycleChanges.fromValue,
      toValue: decisionCycleChanges.toValue,
      createdAt: decisionCycleChanges.createdAt,
    })
    .from(decisionCycleChanges)
    .where(eq(decisionCycleChanges.cycleId, cycleId))
    .orderBy(asc(decisionCycleChanges.id));
}
