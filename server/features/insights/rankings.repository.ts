// Each vendor's ranking of accounts (vendor_rankings): what a vendor's insight pages walk. Rebuilt
// for everyone by the publish, for some accounts by a recount, and for one vendor when its tracked
// accounts or its match points change. The privacy rules hold here too: visible scores only,
// never the vendor's own company.
import { companyPlanName } from "@server/features/plans/plans.repository";
import type { Executor } from "@server/platform/database/client";
import { type SQL, sql } from "drizzle-orm";
import type { AccountPair } from "./rollup.repository";

export type RankingScope = { all: true } | { vendorCompanyId: string } | { pairs: AccountPair[] };

function scopeFilter(scope: RankingScope, vendor: SQL, account: SQL, intentType: SQL): SQL {
  if ("vendorCompanyId" in scope) return sql`${vendor} = ${scope.vendorCompanyId}::uuid`;
  if ("pairs" in scope) {
    const companies = scope.pairs.map((pair) => pair.companyId);
    const types = scope.pairs.map((pair) => pair.intentType);
    return sql`(${account}, ${intentType}) IN (
      SELECT * FROM unnest(${sql.param(companies)}::uuid[], ${sql.param(types)}::text[]))`;
  }
  return sql`TRUE`;
}

/** Rebuilds the rankings in scope from the published scores, tracked accounts, match points and plans. */
export async function refreshRankings(db: Executor, scope: RankingScope): Promise<void> {
  await db.execute(sql`
    DELETE FROM vendor_rankings r
    WHERE ${scopeFilter(scope, sql`r.vendor_company_id`, sql`r.company_id`, sql`r.intent_type`)}`);
  // Vendors whose plan has insights, with how far it reaches.
  const onlyVendor =
    "vendorCompanyId" in scope ? sql`WHERE company_id = ${scope.vendorCompanyId}::uuid` : sql``;
  const vendors = sql`SELECT v.company_id, p.insights_reach AS reach
    FROM (SELECT DISTINCT company_id FROM company_match_points ${onlyVendor}) v
    JOIN plans p ON p.name = ${companyPlanName(sql`v.company_id`)}
    WHERE p.insights_reach <> 'none'`;
  await db.execute(sql`
    WITH vendors AS (${vendors})
    INSERT INTO vendor_rankings (vendor_company_id, company_id, intent_type, score, rise, surging, tracked)
    SELECT t.vendor_company_id, s.company_id, s.intent_type, s.score, s.rise, s.surging, true
    FROM vendors v
    JOIN tracked_accounts t ON t.vendor_company_id = v.company_id
    JOIN company_match_points mp ON mp.company_id = v.company_id
    JOIN account_scores s ON s.company_id = t.account_company_id AND s.intent_type = mp.intent_type
    WHERE s.visible AND s.company_id <> v.company_id
      AND ${scopeFilter(scope, sql`v.company_id`, sql`s.company_id`, sql`s.intent_type`)}
    UNION ALL
    SELECT v.company_id, s.company_id, s.intent_type, s.score, s.rise, s.surging, false
    FROM vendors v
    JOIN company_match_points mp ON mp.company_id = v.company_id
    JOIN account_scores s ON s.intent_type = mp.intent_type AND s.visible AND s.surging
    WHERE v.reach = 'market' AND s.company_id <> v.company_id
      AND NOT EXISTS (SELECT 1 FROM tracked_accounts t
        WHERE t.vendor_company_id = v.company_id AND t.account_company_id = s.company_id)
      AND ${scopeFilter(scope, sql`v.company_id`, sql`s.company_id`, sql`s.intent_type`)}`);
}
