// The failed sign-in counters (server/platform/database/schema/sign-in-limits.ts).

import type { Database } from "@server/platform/database/client";
import { signInFailures } from "@server/platform/database/schema/sign-in-limits";
import { and, eq, lte, or, sql } from "drizzle-orm";

export type FailureScope = "account" | "pair" | "address";

export interface FailureKey {
  scope: FailureScope;
  subject: string;
}

export interface FailureCount {
  failures: number;
  resetAt: Date;
  blockedUntil: Date | null;
}

const matches = (key: FailureKey) =>
  and(eq(signInFailures.scope, key.scope), eq(signInFailures.subject, key.subject));

/**
 * Runs `decide` on the keys' counters (in the keys' order; a key without one starts from zero
 * failures), locked in one transaction on one connection and with the database's clock, and
 * writes back the counters it answers (null: leave that one as it is).
 */
export async function updateFailureCounts<Result>(
  db: Database,
  keys: readonly FailureKey[],
  decide: (counts: FailureCount[], now: Date) => { result: Result; next: (FailureCount | null)[] },
): Promise<Result> {
  return db.transaction(async (tx) => {
    // Rows are created and locked in one order for every caller (by scope; a call has at most one
    // key per scope), so two sign-ins never deadlock.
    const ordered = [...keys].sort((a, b) => a.scope.localeCompare(b.scope));
    await tx
      .insert(signInFailures)
      .values(ordered.map((key) => ({ ...key, failures: 0, resetAt: new Date(0) })))
      .onConflictDoNothing();
    const rows = await tx
      .select({
        scope: signInFailures.scope,
        subject: signInFailures.subject,
        failures: signInFailures.failures,
        resetAt: signInFailures.resetAt,
        blockedUntil: signInFailures.blockedUntil,
        now: sql`now()`.mapWith(signInFailures.resetAt),
      })
      .from(signInFailures)
      .where(or(...ordered.map(matches)))
      .orderBy(signInFailures.scope)
      .for("update");
    const counts = keys.map((key): FailureCount => {
      const row = rows.find(
        (candidate) => candidate.scope === key.scope && candidate.subject === key.subject,
      );
      return {
        failures: row?.failures ?? 0,
        resetAt: row?.resetAt ?? new Date(0),
        blockedUntil: row?.blockedUntil ?? null,
      };
    });
    const { result, next } = decide(counts, rows[0]?.now ?? new Date());
    for (const [index, key] of keys.entries()) {
      const count = next[index];
      if (count) await tx.update(signInFailures).set(count).where(matches(key));
    }
    return result;
  });
}

/** Takes back one counted failure; a count below `threshold` refuses nothing any more. */
export async function takeBackFailure(db: Database, key: FailureKey, threshold: number): Promise<void> {
  await db
    .update(signInFailures)
    .set({
      failures: sql`greatest(${signInFailures.failures} - 1, 0)`,
      blockedUntil: sql`case when ${signInFailures.failures} - 1 < ${threshold} then null else ${signInFailures.blockedUntil} end`,
    })
    .where(matches(key));
}

export async function forgetFailures(db: Database, key: FailureKey): Promise<void> {
  await db.delete(signInFailures).where(matches(key));
}

/** Counters whose failures are forgotten: nothing is blocked by them any more. */
export async function deleteForgottenFailures(db: Database): Promise<void> {
  await db.delete(signInFailures).where(lte(signInFailures.resetAt, sql`now()`));
}
