// What the insights benchmark asks for, picked from the generated data: the vendor and its match
// points, the one match point the single-match-point scenarios read (the one with the most visible
// rows among the vendor's tracked accounts, so its page 50 exists), and the data set's shape.
import type { Database } from "@server/platform/database/client";
import { VENDOR } from "./generate";

export interface Fixtures {
  vendor: { userId: string; companyId: string; name: string; matchPoints: string[] };
  /** The match point of the single-match-point scenarios. */
  matchPoint: string;
  /** Visible scores on each match point among the vendor's tracked accounts, busiest first. */
  visibleByMatchPoint: { intentType: string; rows: number }[];
  dataSet: Record<string, number>;
  postgresVersion: string;
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const query = async <Row extends object>(text: string, values: unknown[] = []) =>
    (await db.$client.query<Row>(text, values)).rows;
  const matchPoints = (
    await query<{ intent_type: string }>(
      "SELECT intent_type FROM company_match_points WHERE company_id = $1 ORDER BY intent_type",
      [VENDOR.companyId],
    )
  ).map((row) => row.intent_type);
  if (matchPoints.length === 0) throw new Error("the vendor has no match points; is the data set there?");
  const visible = await query<{ intentType: string; rows: number }>(
    `SELECT mp.intent_type AS "intentType", count(s.company_id)::int AS rows
     FROM company_match_points mp
     LEFT JOIN tracked_accounts t ON t.vendor_company_id = mp.company_id
     LEFT JOIN account_scores s ON s.company_id = t.account_company_id AND s.intent_type = mp.intent_type AND s.visible
     WHERE mp.company_id = $1
     GROUP BY mp.intent_type ORDER BY rows DESC, mp.intent_type`,
    [VENDOR.companyId],
  );
  const busiest = visible[0];
  if (!busiest || busiest.rows === 0)
    throw new Error("no tracked account has a visible score; is the data set there?");
  const [shape] = await query<Record<string, number>>(
    `SELECT (SELECT count(DISTINCT company_id) FROM users WHERE email LIKE 'insights-leader-%')::int AS accounts,
            (SELECT count(*) FROM users WHERE email LIKE 'insights-leader-%')::int AS leaders,
            (SELECT count(*) FROM users WHERE email LIKE 'insights-leader-%' AND insights_paused_at IS NOT NULL)::int
              AS "pausedLeaders",
            (SELECT count(*) FROM users)::int AS users,
            (SELECT count(*) FROM signals)::int AS signals,
            (SELECT count(*) FROM account_day_kinds)::int AS "accountDayKinds",
            (SELECT count(*) FROM account_scores)::int AS "accountScores",
            (SELECT count(*) FROM account_scores WHERE visible)::int AS "visibleScores",
            (SELECT count(*) FROM account_scores WHERE surging)::int AS "surgingScores",
            (SELECT count(*) FROM account_score_weeks)::int AS "trendWeeks",
            (SELECT count(*) FROM account_highlights)::int AS highlights,
            (SELECT count(*) FROM tracked_accounts WHERE vendor_company_id = $1)::int AS "trackedAccounts",
            (SELECT count(DISTINCT s.company_id) FROM account_scores s
             JOIN tracked_accounts t ON t.vendor_company_id = $1 AND t.account_company_id = s.company_id
             WHERE s.visible AND s.intent_type = ANY($2::text[]))::int AS "trackedAccountsVisible",
            (SELECT count(*) FROM account_scores s
             JOIN tracked_accounts t ON t.vendor_company_id = $1 AND t.account_company_id = s.company_id
             WHERE s.visible AND s.intent_type = ANY($2::text[]))::int AS "vendorVisibleRows",
            (SELECT count(*) FROM account_highlights h
             JOIN tracked_accounts t ON t.vendor_company_id = $1 AND t.account_company_id = h.company_id
             WHERE h.intent_type = ANY($2::text[]))::int AS "vendorHighlights",
            (pg_total_relation_size('signals') / 1048576)::int AS "signalsTableMiB",
            (pg_database_size(current_database()) / 1048576)::int AS "databaseMiB"`,
    [VENDOR.companyId, matchPoints],
  );
  const [version] = await query<{ server_version: string }>("SHOW server_version");
  return {
    vendor: { userId: VENDOR.userId, companyId: VENDOR.companyId, name: VENDOR.companyName, matchPoints },
    matchPoint: busiest.intentType,
    visibleByMatchPoint: visible,
    dataSet: Object.fromEntries(Object.entries(shape ?? {}).map(([key, value]) => [key, Number(value)])),
    postgresVersion: version?.server_version ?? "unknown",
  };
}
