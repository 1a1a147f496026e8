// Reading the audit log (platform admins): pages newest first, and the same filters as a CSV file.
import {
  type AdminAction,
  AdminActionKindSchema,
  type AdminActionPage,
  type AdminActionsFilter,
  type AdminActionsQuery,
  adminActionLabel,
} from "@common/audit-log";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { failure } from "@server/platform/errors";
import { toCsv } from "@server/platform/http/csv";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { type AdminActionRow, type AuditOrigin, listAdminActions } from "./audit-log.repository";

const ADMINS_ONLY = "can read the audit log";

/** The most entries one export holds; a longer log is exported a date range at a time. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

const AdminActionCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

/** Where the request came from, for the log: the client's address as the server trusts it, and its user agent. */
export function originOf(request: FastifyRequest): AuditOrigin {
  const userAgent = request.headers["user-agent"];
  return { ip: request.ip || null, userAgent: userAgent ? userAgent.slice(0, 500) : null };
}

const asFields = (value: unknown) =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : null;

function toAdminAction(row: AdminActionRow): AdminAction {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, name: row.actorName, email: row.actorEmail },
    action: AdminActionKindSchema.parse(row.action),
    target: { kind: row.targetKind, ids: row.targetIds, label: row.targetLabel },
    before: asFields(row.before),
    after: asFields(row.after),
    origin: { ip: row.ipAddress, userAgent: row.userAgent },
  };
}

export async function listAuditLog(
  db: Database,
  user: SessionUser,
  query: AdminActionsQuery,
): Promise<AdminActionPage> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const { limit, cursor, ...filter } = query;
  const after = cursor ? decodeCursor(cursor, AdminActionCursor) : undefined;
  const rows = await listAdminActions(db, filter, { limit: limit + 1, after });
  return toPage(rows, limit, toAdminAction, (row) => [row.createdAtKey, row.id]);
}

const json = (value: unknown) => (value == null ? "" : JSON.stringify(value));

/** Every entry the filter matches, newest first, as CSV; more than EXPORT_MAX_ROWS is refused. */
export async function exportAuditLog(
  db: Database,
  user: SessionUser,
  filter: AdminActionsFilter,
): Promise<string> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const rows: AdminActionRow[] = [];
  let after: [string, string] | undefined;
  for (;;) {
    const batch = await listAdminActions(db, filter, { limit: EXPORT_BATCH, after });
    rows.push(...batch);
    if (rows.length > EXPORT_MAX_ROWS) {
      throw failure(
        `The filter matches more than ${EXPORT_MAX_ROWS.toLocaleString("en")} entries: export a shorter date range at a time.`,
      );
    }
    const last = batch.at(-1);
    if (batch.length < EXPORT_BATCH || !last) break;
    after = [last.createdAtKey, last.id];
  }
  return toCsv(
    [
      "time",
      "admin",
      "admin e-mail",
      "action",
      "target kind",
      "target",
      "target ids",
      "before",
      "after",
      "ip address",
      "user agent",
    ],
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.actorName,
      row.actorEmail,
      adminActionLabel(row.action),
      row.targetKind,
      row.targetLabel,
      row.targetIds.join(" "),
      json(row.before),
      json(row.after),
      row.ipAddress ?? "",
      row.userAgent ?? "",
    ]),
  );
}
