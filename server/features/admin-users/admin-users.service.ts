// The admin console's people directory (platform admins): who is on Summit, found by any part of
// their name, address or company, and what one of them looks like from the operator's side.

import type { AdminUser, AdminUserDetail, AdminUserPage, AdminUsersQuery } from "@common/admin-users";
import type { AccountType } from "@common/plans";
import { listLiveSessions } from "@server/features/account-sessions/account-sessions.repository";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import {
  type AdminUserRow,
  countRecentActivity,
  findUser,
  listUsers,
  type UserCursorKey,
  userSearch,
} from "./admin-users.repository";

const ADMINS_ONLY = "can look people up in the admin console";
const UserCursor = z.tuple([cursorPart.timestamp, cursorPart.text]);
/** A search by words pages by the word a member was found by first, then as the list does. */
const WordCursor = z.tuple([cursorPart.text, cursorPart.timestamp, cursorPart.text]);

function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    accountType: row.accountType as AccountType,
    hub: row.hub,
    planName: row.planName,
    jobTitle: row.jobTitle,
    company: row.companyId && row.companyName ? { id: row.companyId, name: row.companyName } : null,
    isPlatformAdmin: row.isPlatformAdmin,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    suspendedAt: row.suspendedAt,
  };
}

export async function findUsers(
  db: Database,
  user: SessionUser,
  query: AdminUsersQuery,
): Promise<AdminUserPage> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const { limit, cursor, ...filter } = query;
  const search = userSearch(filter.q);
  const byWords = search.kind === "words";
  const after = cursor ? decodeCursor<UserCursorKey>(cursor, byWords ? WordCursor : UserCursor) : undefined;
  const rows = await listUsers(db, filter, search, { limit: limit + 1, after });
  return toPage(rows, limit, toAdminUser, (row) =>
    byWords ? [row.matchedWord ?? "", row.createdAtKey, row.id] : [row.createdAtKey, row.id],
  );
}

export async function userDetail(db: Database, user: SessionUser, id: string): Promise<AdminUserDetail> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const row = await findUser(db, id);
  if (!row) throw notFound("User");
  const [sessions, recentActivity] = await Promise.all([
    listLiveSessions(db, id),
    countRecentActivity(db, id),
  ]);
  return {
    user: toAdminUser(row),
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
    industry: row.industry,
    timeZone: row.timeZone,
    companyRole: row.companyRole === "owner" || row.companyRole === "admin" ? row.companyRole : null,
    customer:
      row.customerId && row.customerEmail
        ? { id: row.customerId, email: row.customerEmail, planName: row.customerPlanName }
        : null,
    sessions: sessions.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      expiresAt: session.expiresAt.toISOString(),
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })),
    recentActivity,
  };
}
