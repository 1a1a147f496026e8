// What the admin console benchmark asks for, picked from the generated data: the filters of the
// filtered list, a common surname to search for (as an operator looking for "the Wang at Acme"
// types it) and parts of single members' addresses (an operator's usual lookup: the address a
// ticket came from). Also the platform admin who asks, and the data set's shape for the report.
import type { SignUpInput } from "@common/auth";
import { nextPrefix } from "@server/features/companies/companies.repository";
import type { Database } from "@server/platform/database/client";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";

/** The admin console's operator: a member made as sign-up makes them, then a platform admin. */
export const BENCH_ADMIN: SignUpInput = {
  accountType: "leader",
  role: "CIO",
  name: "Benchmark Platform Admin",
  email: `platform-admin@${BENCH_EMAIL_DOMAIN}`,
  password: "benchmark-platform-admin-password",
  jobTitle: "Head of Operations",
  industry: "Computer Software",
  revenueBand: "$1 billion +",
};

/** The filtered list: vendors in the CIO hub, the largest group of vendors (where they sign up). */
export const FILTER = { accountType: "vendor", hub: "cio" } as const;

/** A surname common enough (about 1.5% of members) that its matches fill hundreds of pages. */
export const COMMON_TERM = "wang";

/** The console's list with these filters (and a cursor), as the web app asks for it: 25 a page. */
export function usersUrl(filter: Record<string, string>, cursor?: string): string {
  const query = new URLSearchParams(cursor ? { ...filter, cursor } : filter).toString();
  return `/api/admin/users${query ? `?${query}` : ""}`;
}

/** How many members' addresses the e-mail lookup rotates through. */
const EMAIL_LOOKUPS = 20;

export interface EmailLookup {
  /** The address up to its top-level domain: "priya.kowalski@veloraanalytics". */
  term: string;
  /** The member whose address it is, whom the lookup must find. */
  memberId: string;
  /** Members whose address contains the term (their names and companies cannot: it has an @). */
  matches: number;
}

export interface Fixtures {
  filterMatches: number;
  commonTermMatches: number;
  emailLookups: EmailLookup[];
  dataSet: Record<string, number>;
  postgresVersion: string;
}

/** Makes the benchmark's member (made by ensureMember, as sign-up makes a member) a platform admin. */
export async function makePlatformAdmin(db: Database): Promise<void> {
  const { rowCount } = await db.$client.query("UPDATE users SET is_platform_admin = true WHERE email = $1", [
    BENCH_ADMIN.email.toLowerCase(),
  ]);
  if (rowCount !== 1) throw new Error(`${BENCH_ADMIN.email} is not there to make a platform admin`);
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const query = async <Row extends object>(text: string, values: unknown[] = []) =>
    (await db.$client.query<Row>(text, values)).rows;
  const listed = "former_member_at IS NULL";
  const [filtered] = await query<{ count: number }>(
    `SELECT count(*)::int AS count FROM users WHERE ${listed} AND account_type = $1 AND hub = $2`,
    [FILTER.accountType, FILTER.hub],
  );
  // What q matches, as the server reads it: members with a word that starts with the term.
  const [common] = await query<{ count: number }>(
    `SELECT count(DISTINCT user_id)::int AS count FROM user_search_words WHERE word ~>=~ $1 AND word ~<~ $2`,
    [COMMON_TERM, nextPrefix(COMMON_TERM)],
  );
  // Deterministic "random" members: the order of an md5 of the id.
  const picked = await query<{ id: string; email: string }>(
    `SELECT id, email FROM users WHERE ${listed} AND email NOT LIKE $1 ORDER BY md5(id || 'lookup') LIMIT $2`,
    [`%@${BENCH_EMAIL_DOMAIN}`, EMAIL_LOOKUPS],
  );
  const emailLookups: EmailLookup[] = [];
  for (const member of picked) {
    const term = member.email.slice(0, member.email.lastIndexOf("."));
    const [found] = await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE ${listed} AND lower(email) LIKE $1`,
      [`%${term.replaceAll("_", "\\_")}%`],
    );
    emailLookups.push({ term, memberId: member.id, matches: found?.count ?? 0 });
  }
  const [shape] = await query<Record<string, number>>(
    `WITH per_company AS (SELECT company_id, count(*)::int AS members FROM users
                          WHERE company_id IS NOT NULL AND ${listed} GROUP BY company_id)
     SELECT (SELECT count(*) FROM users WHERE ${listed})::int AS members,
            (SELECT count(*) FROM users WHERE NOT (${listed}))::int AS "formerMembers",
            (SELECT count(*) FROM users WHERE ${listed} AND account_type = 'vendor')::int AS vendors,
            (SELECT count(*) FROM users WHERE ${listed} AND suspended_at IS NOT NULL)::int AS suspended,
            (SELECT count(*) FROM users WHERE ${listed} AND last_seen_at IS NULL)::int AS "neverSeen",
            (SELECT count(*) FROM users WHERE ${listed} AND company_id IS NOT NULL)::int AS "atACompany",
            (SELECT count(DISTINCT lower(split_part(name, ' ', 1))) FROM users WHERE ${listed})::int
              AS "distinctFirstNames",
            (SELECT count(DISTINCT split_part(email, '@', 2)) FROM users WHERE ${listed})::int
              AS "distinctMailDomains",
            (SELECT count(*) FROM companies)::int AS companies,
            (SELECT count(*) FROM per_company)::int AS "companiesWithMembers",
            (SELECT max(members) FROM per_company)::int AS "mostMembersAtACompany",
            (SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY members) FROM per_company)::int
              AS "medianMembersAtACompany",
            (SELECT extract(epoch FROM now() - min(created_at)) / 86400 FROM users WHERE ${listed})::int
              AS "daysOfSignUps"`,
  );
  const [version] = await query<{ server_version: string }>("SHOW server_version");
  return {
    filterMatches: filtered?.count ?? 0,
    commonTermMatches: common?.count ?? 0,
    emailLookups,
    dataSet: shape ?? {},
    postgresVersion: version?.server_version ?? "unknown",
  };
}
