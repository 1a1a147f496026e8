// SQL for the admin console's people directory: the filtered list by keyset pages (newest sign-ups
// first, read along users_created_idx) and one person's record with their sessions and activity.

import { type ActivityKind, type AdminUsersFilter, RECENT_ACTIVITY_DAYS } from "@common/admin-users";
import { escapeLike } from "@server/features/companies/companies.repository";
import type { Executor } from "@server/platform/database/client";
import { customers } from "@server/platform/database/schema/accounts";
import { users } from "@server/platform/database/schema/auth";
import { bookmarks } from "@server/platform/database/schema/bookmarks";
import { commentReactions, comments, postReactions, posts } from "@server/platform/database/schema/community";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import { contentProgress } from "@server/platform/database/schema/content";
import { eventRegistrations } from "@server/platform/database/schema/events";
import { courseEnrolments } from "@server/platform/database/schema/learning";
import { and, eq, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  accountType: users.accountType,
  hub: users.hub,
  planName: users.planName,
  jobTitle: users.jobTitle,
  companyId: users.companyId,
  companyName: companies.name,
  isPlatformAdmin: users.isPlatformAdmin,
  createdAt: users.createdAt,
  /** The sort key with its microseconds, for the cursor. */
  createdAtKey: sql<string>`${users.createdAt}::text`,
  lastSeenAt: users.lastSeenAt,
  suspendedAt: users.suspendedAt,
};

const dayStart = (day: string) => sql`${day}::date::timestamptz`;
const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamptz`;

function filterConditions(filter: AdminUsersFilter): SQL[] {
  // The nameless rows that keep deleted members' posts are no one to list.
  const conditions: (SQL | undefined)[] = [isNull(users.formerMemberAt)];
  if (filter.q) {
    // Any part of the name, the address or the company's name; the trigram indexes serve all three.
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(
      or(
        sql`lower(${users.name}) LIKE ${pattern}`,
        sql`lower(${users.email}) LIKE ${pattern}`,
        // As an array, not IN (subquery): inside the OR a subquery becomes a plan no index serves.
        sql`${users.companyId} = ANY(ARRAY(SELECT ${companies.id} FROM ${companies} WHERE lower(${companies.name}) LIKE ${pattern}))`,
      ),
    );
  }
  if (filter.accountType) conditions.push(eq(users.accountType, filter.accountType));
  if (filter.plan) conditions.push(eq(users.planName, filter.plan));
  if (filter.hub) conditions.push(eq(users.hub, filter.hub));
  if (filter.status === "suspended") conditions.push(isNotNull(users.suspendedAt));
  if (filter.status === "active") conditions.push(isNull(users.suspendedAt));
  if (filter.signedUpFrom) conditions.push(gte(users.createdAt, dayStart(filter.signedUpFrom)));
  if (filter.signedUpTo) conditions.push(lt(users.createdAt, nextDayStart(filter.signedUpTo)));
  if (filter.lastSeenFrom) conditions.push(gte(users.lastSeenAt, dayStart(filter.lastSeenFrom)));
  if (filter.lastSeenTo) conditions.push(lt(users.lastSeenAt, nextDayStart(filter.lastSeenTo)));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

export async function listUsers(
  db: Executor,
  filter: AdminUsersFilter,
  page: { limit: number; after?: [string, string] },
) {
  const conditions = filterConditions(filter);
  if (page.after) {
    const [createdAt, id] = page.after;
    conditions.push(sql`(${users.createdAt}, ${users.id}) < (${createdAt}::timestamptz, ${id})`);
  }
  return (
    db
      .select(userColumns)
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(and(...conditions))
      // NULLS LAST as users_created_idx has it: a plain DESC (NULLS FIRST) cannot read that index and
      // sorts the whole table for every page.
      .orderBy(sql`${users.createdAt} DESC NULLS LAST`, sql`${users.id} DESC NULLS LAST`)
      .limit(page.limit)
  );
}
export type AdminUserRow = Awaited<ReturnType<typeof listUsers>>[number];

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select({
      ...userColumns,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      industry: users.industry,
      timeZone: users.timeZone,
      companyRole: companyAdmins.privilege,
      customerId: customers.id,
      customerEmail: customers.email,
      customerPlanName: customers.planName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(
      companyAdmins,
      and(eq(companyAdmins.companyId, users.companyId), eq(companyAdmins.userId, users.id)),
    )
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.id, id), isNull(users.formerMemberAt)))
    .limit(1);
  return row;
}

/** What the member did in the last RECENT_ACTIVITY_DAYS days, one count per kind, in one statement. */
export async function countRecentActivity(
  db: Executor,
  userId: string,
): Promise<Record<ActivityKind, number>> {
  const since = sql`now() - make_interval(days => ${RECENT_ACTIVITY_DAYS})`;
  const count = (table: SQL, userColumn: SQL, timeColumn: SQL) =>
    sql`(SELECT count(*)::int FROM ${table} WHERE ${userColumn} = ${userId} AND ${timeColumn} >= ${since})`;
  const [row] = await db
    .select({
      posts: count(sql`${posts}`, sql`${posts.authorId}`, sql`${posts.createdAt}`),
      comments: count(sql`${comments}`, sql`${comments.authorId}`, sql`${comments.createdAt}`),
      reactions: sql<number>`${count(sql`${postReactions}`, sql`${postReactions.userId}`, sql`${postReactions.createdAt}`)} + ${count(sql`${commentReactions}`, sql`${commentReactions.userId}`, sql`${commentReactions.createdAt}`)}`,
      bookmarks: count(sql`${bookmarks}`, sql`${bookmarks.userId}`, sql`${bookmarks.createdAt}`),
      eventRegistrations: count(
        sql`${eventRegistrations}`,
        sql`${eventRegistrations.userId}`,
        sql`${eventRegistrations.createdAt}`,
      ),
      contentViews: count(
        sql`${contentProgress}`,
        sql`${contentProgress.userId}`,
        sql`${contentProgress.updatedAt}`,
      ),
      courseEnrolments: count(
        sql`${courseEnrolments}`,
        sql`${courseEnrolments.userId}`,
        sql`${courseEnrolments.enrolledAt}`,
      ),
    })
    .from(sql`(SELECT 1) AS one`);
  if (!row) throw new Error("the activity counts returned no row");
  return row as Record<ActivityKind, number>;
}
