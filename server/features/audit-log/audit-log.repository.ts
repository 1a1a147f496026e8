// The audit log's rows: written by the feature whose action it records, inside that action's
// transaction, and read newest first by the console.
import type { AdminActionKind, AdminActionsFilter } from "@common/audit-log";
import type { Executor } from "@server/platform/database/client";
import { adminActions } from "@server/platform/database/schema/audit-log";
import { users } from "@server/platform/database/schema/auth";
import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";

export interface AuditActor {
  id: string;
  email: string;
}

/** Where an admin's request came from. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface AuditEntry {
  action: AdminActionKind;
  target: { kind: string; ids: readonly string[]; label: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Records an action; run it on the transaction that makes the change, so both happen or neither. */
export async function recordAdminAction(
  tx: Executor,
  actor: AuditActor,
  origin: AuditOrigin,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(adminActions).values({
    actorId: actor.id,
    // The name as it is now; an admin without a row (never the case for a signed-in one) keeps the address.
    actorName: sql`coalesce((SELECT ${users.name} FROM ${users} WHERE ${users.id} = ${actor.id}), ${actor.email})`,
    actorEmail: actor.email,
    action: entry.action,
    targetKind: entry.target.kind,
    targetIds: [...entry.target.ids],
    targetLabel: entry.target.label,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ipAddress: origin.ip,
    userAgent: origin.userAgent,
  });
}

export type AdminActionRow = typeof adminActions.$inferSelect & { createdAtKey: string };

/** The key a page continues after: the last row's time (as PostgreSQL writes it, to the microsecond) and id. */
export type AdminActionKey = [string, string];

function filterConditions(filter: AdminActionsFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(adminActions.actorId, filter.actorId));
  if (filter.action) conditions.push(eq(adminActions.action, filter.action));
  if (filter.targetId) conditions.push(sql`${adminActions.targetIds} @> ARRAY[${filter.targetId}]::text[]`);
  if (filter.from) conditions.push(sql`${adminActions.createdAt} >= ${filter.from}::date::timestamptz`);
  if (filter.to) {
    conditions.push(sql`${adminActions.createdAt} < (${filter.to}::date + 1)::timestamptz`);
  }
  return conditions;
}

/** Entries matching the filter, newest first, after the given key. */
export async function listAdminActions(
  db: Executor,
  filter: AdminActionsFilter,
  page: { limit: number; after?: AdminActionKey },
): Promise<AdminActionRow[]> {
  const conditions = filterConditions(filter);
  if (page.after) {
    conditions.push(
      sql`(${adminActions.createdAt}, ${adminActions.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select({ ...getTableColumns(adminActions), createdAtKey: sql<string>`${adminActions.createdAt}::text` })
    .from(adminActions)
    .where(and(...conditions))
    .orderBy(desc(adminActions.createdAt), desc(adminActions.id))
    .limit(page.limit);
}
