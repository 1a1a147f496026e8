// Rules for match points: a vendor reads their company's, its admins (and platform admins) set them.

import {
  type CompanyMatchPoints,
  type MatchPointList,
  matchPointList,
  type SetMatchPointsInput,
  sortIntentTypes,
} from "@common/decisions";
import { INTENT_TYPES } from "@common/intent-types";
import { requireCompanyAdmin } from "@server/features/companies/company-access";
import { refreshRankings } from "@server/features/insights/rankings.repository";
import { findCompanyPlan, whereToGetMore } from "@server/features/plans/plans.repository";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { failure } from "@server/platform/errors";
import { listCompanyMatchPoints, replaceCompanyMatchPoints } from "./match-points.repository";
import { findMemberAccount } from "./member-account.repository";

/**
 * The caller's match points: a vendor's are their company's; a platform admin covers every intent
 * type; a leader buys rather than sells, and has none.
 */
export async function callerMatchPoints(db: Database, user: SessionUser): Promise<MatchPointList> {
  if (user.isPlatformAdmin) return matchPointList(INTENT_TYPES);
  const account = await findMemberAccount(db, user.id);
  if (account?.accountType !== "vendor" || !account.companyId) return matchPointList([]);
  return matchPointList(await listCompanyMatchPoints(db, account.companyId));
}

export async function companyMatchPoints(
  db: Database,
  user: SessionUser,
  companyId: string,
): Promise<CompanyMatchPoints> {
  await requireCompanyAdmin(db, user, companyId);
  return { intentTypes: sortIntentTypes(await listCompanyMatchPoints(db, companyId)) };
}

/** A company with a plan chooses at most the plan's match points (DESIGN.md section 7). */
async function requireMatchPointsAllowed(
  tx: Executor,
  companyName: string,
  companyId: string,
  count: number,
) {
  const plan = await findCompanyPlan(tx, companyId);
  if (plan?.matchPoints == null || count <= plan.matchPoints) return;
  const limit = plan.matchPoints;
  const more = await whereToGetMore(
    tx,
    (other) => other.matchPoints === null || other.matchPoints >= count,
    (other) => (other.matchPoints === null ? "has no limit" : `allows ${other.matchPoints}`),
  );
  throw failure(
    `${companyName}'s ${plan.name} plan allows ${limit} match points, and ${count} were chosen. ${more}`,
  );
}

export async function setCompanyMatchPoints(
  db: Database,
  user: SessionUser,
  companyId: string,
  input: SetMatchPointsInput,
): Promise<CompanyMatchPoints> {
  return db.transaction(async (tx) => {
    const { company } = await requireCompanyAdmin(tx, user, companyId);
    await requireMatchPointsAllowed(tx, company.name, companyId, input.intentTypes.length);
    await replaceCompanyMatchPoints(tx, companyId, input.intentTypes);
    await refreshRankings(tx, { vendorCompanyId: companyId });
    return { intentTypes: sortIntentTypes(input.intentTypes) };
  });
}
