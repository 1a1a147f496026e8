// SQL for companies: the directory (keyset on pages first, then name), search, filters, profiles,
// writes, followers and employees.

import type { CompanyFilterAttribute } from "@common/companies";
import type { CompanyPrivilege } from "@common/profile";
import { type Database, type Executor, preparedQuery } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import {
  companies,
  companyAdminRequests,
  companyAdmins,
  companyFollowers,
  companyMembershipRequests,
  companyRedirects,
} from "@server/platform/database/schema/companies";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, asc, count, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import { forgetCompanyCard } from "./company-cards";

const summaryColumns = {
  id: companies.id,
  name: companies.name,
  isPage: companies.isPage,
  headquarter: companies.headquarter,
  industry: companies.industry,
  size: companies.size,
  logoKey: uploads.storageKey,
};

export type CompanySummaryRow = {
  id: string;
  name: string;
  isPage: boolean;
  headquarter: string | null;
  industry: string | null;
  size: string | null;
  logoKey: string | null;
};

export async function findCompanyRow(db: Executor, id: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return company ?? null;
}

const profileQuery = preparedQuery((db) =>
  db
    .select({
      company: companies,
      logoKey: uploads.storageKey,
      logoThumbnailKey: uploads.thumbnailKey,
      viewerPrivilege: companyAdmins.privilege,
      viewerFollows: sql<boolean>`EXISTS (SELECT 1 FROM ${companyFollowers}
        WHERE ${companyFollowers.companyId} = ${companies.id}
          AND ${companyFollowers.userId} = ${sql.placeholder("viewerId")})`,
      viewerHasPendingAdminRequest: sql<boolean>`EXISTS (SELECT 1 FROM ${companyAdminRequests}
        WHERE ${companyAdminRequests.companyId} = ${companies.id}
          AND ${companyAdminRequests.userId} = ${sql.placeholder("viewerId")}
          AND ${companyAdminRequests.status} = 'pending')`,
      viewerBookmarked: sql<boolean>`EXISTS (SELECT 1 FROM ${bookmarks}
        WHERE ${bookmarks.companyId} = ${companies.id}
          AND ${bookmarks.userId} = ${sql.placeholder("viewerId")})`,
    })
    .from(companies)
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, companies.id), eq(companyAdmins.userId, sql.placeholder("viewerId"))),
    )
    .where(eq(companies.id, sql.placeholder("id")))
    .limit(1)
    .prepare("company_profile"),
);

/** The company with its logo and counts, and what the viewer (if any) is to it, in one query. */
export async function findCompanyProfile(db: Database, id: string, viewerId: string | null) {
  const [row] = await profileQuery(db).execute({ id, viewerId });
  if (!row) return null;
  return {
    ...row,
    viewerPrivilege: toPrivilege(row.viewerPrivilege),
    viewerFollows: Boolean(row.viewerFollows),
    viewerHasPendingAdminRequest: Boolean(row.viewerHasPendingAdminRequest),
    viewerBookmarked: Boolean(row.viewerBookmarked),
  };
}

/** Where the address of a company merged into another leads: that company's id, or null. */
export async function findCompanyRedirect(db: Executor, id: string): Promise<string | null> {
  const [row] = await db
    .select({ toId: companyRedirects.toId })
    .from(companyRedirects)
    .where(eq(companyRedirects.fromId, id))
    .limit(1);
  return row?.toId ?? null;
}

/** Whether the member administers any company (and so publishes content and courses for one, not as the platform). */
export async function administersAnyCompany(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ companyId: companyAdmins.companyId })
    .from(companyAdmins)
    .where(eq(companyAdmins.userId, userId))
    .limit(1);
  return Boolean(row);
}

export async function findCompanyPrivilege(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<CompanyPrivilege | null> {
  const [row] = await db
    .select({ privilege: companyAdmins.privilege })
    .from(companyAdmins)
    .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)))
    .limit(1);
  return toPrivilege(row?.privilege ?? null);
}

function toPrivilege(value: string | null): CompanyPrivilege | null {
  return value === "owner" || value === "admin" ? value : null;
}

export type DirectoryKey = [boolean, string, string];

export interface DirectoryFilter {
  search?: string;
  headquarter?: string;
  industry?: string;
  size?: string;
  revenueBand?: string;
  pagesOnly?: boolean;
}

function directoryConditions(filter: DirectoryFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.pagesOnly) conditions.push(eq(companies.isPage, true));
  // lower(name), as the trigram index has it, so that an uncommon term does not scan every name.
  if (filter.search) conditions.push(sql`lower(${companies.name}) LIKE ${containsPattern(filter.search)}`);
  if (filter.headquarter) conditions.push(eq(companies.headquarter, filter.headquarter));
  if (filter.industry) conditions.push(eq(companies.industry, filter.industry));
  if (filter.size) conditions.push(eq(companies.size, filter.size));
  if (filter.revenueBand) conditions.push(eq(companies.revenueBand, filter.revenueBand));
  return conditions;
}

const directoryOrder = [sql`(NOT ${companies.isPage})`, sql`lower(${companies.name})`, asc(companies.id)];
const afterKey = (isPage: unknown, lowerName: unknown, id: unknown) =>
  sql`((NOT ${companies.isPage}), lower(${companies.name}), ${companies.id}) > (NOT ${isPage}::boolean, ${lowerName}::text, ${id}::uuid)`;

/**
 * The unfiltered directory, the product's most asked list, as named statements (planned once per
 * connection) with the page size and offset written into the SQL: PostgreSQL plans a parameter
 * LIMIT as if it were large and would hash every upload instead of reading 16 rows in order.
 */
async function unfilteredDirectory(
  db: Database,
  pagesOnly: boolean,
  page: { limit: number; after?: DirectoryKey; offset?: number },
): Promise<CompanySummaryRow[]> {
  const limit = Math.trunc(page.limit);
  const pages = pagesOnly ? "c.is_page" : "true";
  let name: string;
  let ids: string;
  let values: unknown[] = [];
  if (page.after) {
    name = `directory_after_${pagesOnly ? "pages" : "all"}_${limit}`;
    ids = `SELECT c.id FROM companies c
           WHERE ${pages} AND ((NOT c.is_page), lower(c.name), c.id) > (NOT $1::boolean, $2::text, $3::uuid)
           ORDER BY (NOT c.is_page), lower(c.name), c.id LIMIT ${limit}`;
    values = page.after;
  } else {
    const offset = Math.trunc(page.offset ?? 0);
    // Offsets vary too much to keep a statement per value; these are planned each time.
    name = offset ? "" : `directory_first_${pagesOnly ? "pages" : "all"}_${limit}`;
    ids = `SELECT c.id FROM companies c WHERE ${pages}
           ORDER BY (NOT c.is_page), lower(c.name), c.id LIMIT ${limit} OFFSET ${offset}`;
  }
  // The page's ids come from the (covering) directory index alone; only they are joined.
  const { rows } = await db.$client.query<SummaryRowText>({
    ...(name ? { name } : {}),
    text: `SELECT c.id, c.name, c.is_page, c.headquarter, c.industry, c.size, u.storage_key AS logo_key
           FROM (${ids}) p
           JOIN companies c ON c.id = p.id
           LEFT JOIN uploads u ON u.id = c.logo_upload_id
           ORDER BY (NOT c.is_page), lower(c.name), c.id`,
    values,
  });
  return rows.map(toSummaryRow);
}

/**
 * One page of the directory: pages first, then by name (spec section 7), id as the tiebreak.
 * With `after`, the page starts after that key (keyset); otherwise `offset` rows are skipped.
 */
export async function listDirectory(
  db: Database,
  filter: DirectoryFilter,
  page: { limit: number; after?: DirectoryKey; offset?: number },
): Promise<CompanySummaryRow[]> {
  const { pagesOnly = false, ...filters } = filter;
  if (Object.values(filters).every((value) => !value)) return unfilteredDirectory(db, pagesOnly, page);
  const conditions = directoryConditions(filter);
  if (page.after) conditions.push(afterKey(...page.after));
  return db
    .select(summaryColumns)
    .from(companies)
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .where(and(...conditions))
    .orderBy(...directoryOrder)
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export function directoryKey(row: CompanySummaryRow): DirectoryKey {
  return [row.isPage, row.name.toLowerCase(), row.id];
}

/** A list row as the SQL-text queries return it (snake_case). */
export interface SummaryRowText {
  id: string;
  name: string;
  is_page: boolean;
  headquarter: string | null;
  industry: string | null;
  size: string | null;
  logo_key: string | null;
}

export function toSummaryRow(row: SummaryRowText): CompanySummaryRow {
  return {
    id: row.id,
    name: row.name,
    isPage: row.is_page,
    headquarter: row.headquarter,
    industry: row.industry,
    size: row.size,
    logoKey: row.logo_key,
  };
}

/**
 * "abc" -> "abd": the first string after every string starting with the prefix, in the order of
 * code points (UTF-8's bytes, as text_pattern_ops compares). Past the last code point the one
 * before goes up instead, and no code point is a surrogate.
 */
export function nextPrefix(prefix: string): string {
  const characters = Array.from(prefix);
  while (characters.length > 0) {
    const last = characters.pop()?.codePointAt(0) ?? 0;
    if (last < LAST_CODE_POINT) {
      return `${characters.join("")}${String.fromCodePoint(last === LAST_BEFORE_SURROGATES ? FIRST_AFTER_SURROGATES : last + 1)}`;
    }
  }
  // Only the last code point, repeated: no string sorts after them all, so this bound leaves out
  // the strings that go on with it once more.
  return `${prefix}${String.fromCodePoint(LAST_CODE_POINT)}`;
}

const LAST_CODE_POINT = 0x10ffff;
const LAST_BEFORE_SURROGATES = 0xd7ff;
const FIRST_AFTER_SURROGATES = 0xe000;

function containsPattern(term: string): string {
  return `%${escapeLike(term.toLowerCase())}%`;
}

const FILTER_COLUMNS = {
  headquarter: companies.headquarter,
  industry: companies.industry,
  size: companies.size,
  revenueBand: companies.revenueBand,
} as const;

/** The distinct values of an attribute with how many companies have each, most common first. */
export async function listFilterValues(db: Executor, attribute: CompanyFilterAttribute, pagesOnly: boolean) {
  const column = FILTER_COLUMNS[attribute];
  const total = count();
  return db
    .select({ value: sql<string>`${column}`, count: total })
    .from(companies)
    .where(and(sql`${column} IS NOT NULL`, pagesOnly ? eq(companies.isPage, true) : undefined))
    .groupBy(column)
    .orderBy(desc(total), asc(column))
    .limit(500);
}

export type CompanyValues = Partial<typeof companies.$inferInsert>;

/** Creates the company unless one of that name (any case) exists; returns null when it did. */
export async function insertCompany(db: Executor, values: CompanyValues & { name: string }) {
  const [company] = await db
    .insert(companies)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: companies.id, name: companies.name });
  return company ?? null;
}

/** Applies the changes; returns false when the new name is taken by another company. */
export async function updateCompany(db: Executor, id: string, values: CompanyValues): Promise<boolean> {
  if (values.name) {
    const [clash] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(sql`lower(${companies.name}) = lower(${values.name})`, sql`${companies.id} <> ${id}`))
      .limit(1);
    if (clash) return false;
  }
  await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, id));
  forgetCompanyCard(id);
  return true;
}

export async function findCompanyByName(db: Executor, name: string) {
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${name})`)
    .limit(1);
  return company ?? null;
}

export async function addCompanyAdmin(
  db: Executor,
  companyId: string,
  userId: string,
  privilege: CompanyPrivilege,
) {
  await db.insert(companyAdmins).values({ companyId, userId, privilege }).onConflictDoNothing();
}

export async function setUserCompany(db: Executor, userId: string, companyId: string) {
  await db.update(users).set({ companyId, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Links the member to the company unless they already work somewhere. */
export async function setUserCompanyIfNone(db: Executor, userId: string, companyId: string) {
  await db
    .update(users)
    .set({ companyId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.companyId)));
}

export async function requestMembership(db: Executor, companyId: string, userId: string) {
  await db.insert(companyMembershipRequests).values({ companyId, userId }).onConflictDoNothing();
}

export async function hasPendingMembership(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: companyMembershipRequests.id })
    .from(companyMembershipRequests)
    .where(and(eq(companyMembershipRequests.userId, userId), eq(companyMembershipRequests.status, "pending")))
    .limit(1);
  return Boolean(row);
}

/** Whether the member started following now (false when they already did). */
export async function follow(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const inserted = await db
    .insert(companyFollowers)
    .values({ companyId, userId })
    .onConflictDoNothing()
    .returning({ userId: companyFollowers.userId });
  return inserted.length > 0;
}

export async function unfollow(db: Executor, companyId: string, userId: string) {
  await db
    .delete(companyFollowers)
    .where(and(eq(companyFollowers.companyId, companyId), eq(companyFollowers.userId, userId)));
}

/** The follower count the triggers keep on the company row. */
export async function countFollowers(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ total: companies.followerCount })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.total ?? 0;
}

export type PersonKey = [string, string];

const personColumns = {
  id: users.id,
  name: users.name,
  jobTitle: users.jobTitle,
  photoUrl: users.image,
  visibility: users.profileVisibility,
};

/**
 * The company's people by name (id tiebreak), with their admin privilege. Someone who hides their
 * company from members is listed only to themself, the company's own people and platform admins.
 */
export async function listEmployees(
  db: Executor,
  viewerId: string,
  companyId: string,
  page: { limit: number; after?: PersonKey; offset?: number; search?: string },
) {
  const conditions: (SQL | undefined)[] = [
    eq(users.companyId, companyId),
    sql`(${users.profileVisibility} -> 'company' ->> 'members' = 'true'
      OR ${users.id} = ${viewerId}
      OR EXISTS (SELECT 1 FROM ${users} AS viewer WHERE viewer.id = ${viewerId}
        AND (viewer.is_platform_admin OR viewer.company_id = ${companyId})))`,
  ];
  if (page.search) conditions.push(ilike(users.name, `%${escapeLike(page.search)}%`));
  if (page.after)
    conditions.push(sql`(lower(${users.name}), ${users.id}) > (${page.after[0]}, ${page.after[1]})`);
  return db
    .select({ ...personColumns, privilege: companyAdmins.privilege })
    .from(users)
    .leftJoin(companyAdmins, and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, users.id)))
    .where(and(...conditions))
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export type FollowerKey = [string, string];

/** Followers, newest first. */
export async function listFollowers(
  db: Executor,
  companyId: string,
  page: { limit: number; after?: FollowerKey; offset?: number },
) {
  const conditions: SQL[] = [eq(companyFollowers.companyId, companyId)];
  if (page.after) {
    conditions.push(
      sql`(${companyFollowers.createdAt}, ${companyFollowers.userId}) < (${page.after[0]}::timestamptz, ${page.after[1]})`,
    );
  }
  return (
    db
      // The cursor keeps the full microsecond timestamp; a Date would round it to milliseconds.
      .select({
        ...personColumns,
        followedAt: companyFollowers.createdAt,
        followedAtKey: sql<string>`${companyFollowers.createdAt}::text`,
      })
      .from(companyFollowers)
      .innerJoin(users, eq(users.id, companyFollowers.userId))
      .where(and(...conditions))
      .orderBy(desc(companyFollowers.createdAt), desc(companyFollowers.userId))
      .limit(page.limit)
      .offset(page.after ? 0 : (page.offset ?? 0))
  );
}

/** People by name, for pickers (product owners, admins); optionally only one company's. */
export async function searchUsers(
  db: Executor,
  viewerId: string,
  term: string,
  options: { limit: number; companyId?: string },
) {
  return db
    .select({
      ...personColumns,
      companyId: companies.id,
      companyName: companies.name,
      /** The viewer works there too: a company's own people know each other. */
      colleague: sql<boolean>`coalesce(${users.companyId} = (
        SELECT viewer.company_id FROM ${users} AS viewer WHERE viewer.id = ${viewerId}), false)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        ilike(users.name, `%${escapeLike(term)}%`),
        isNull(users.formerMemberAt),
        options.companyId ? eq(users.companyId, options.companyId) : undefined,
      ),
    )
    .orderBy(sql`lower(${users.name})`, asc(users.id))
    .limit(options.limit);
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}
