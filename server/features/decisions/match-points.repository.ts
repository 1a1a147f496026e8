// SQL for match points: a company's list, replaced whole by its admins.
import type { Executor } from "@server/platform/database/client";
import { companyMatchPoints } from "@server/platform/database/schema/decisions";
import { eq } from "drizzle-orm";

export async function listCompanyMatchPoints(db: Executor, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ intentType: companyMatchPoints.intentType })
    .from(companyMatchPoints)
    .where(eq(companyMatchPoints.companyId, companyId));
  return rows.map((row) => row.intentType);
}

/** Replaces the company's match points with these; call it inside a transaction. */
export async function replaceCompanyMatchPoints(
  db: Executor,
  companyId: string,
  intentTypes: readonly string[],
): Promise<void> {
  await db.delete(companyMatchPoints).where(eq(companyMatchPoints.companyId, companyId));
  if (intentTypes.length > 0) {
    await db.insert(companyMatchPoints).values(intentTypes.map((intentType) => ({ companyId, intentType })));
  }
}
