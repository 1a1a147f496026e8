// The audit log (platform admins): a page at a time, or as a CSV file with the same filters.
import { AdminActionPageSchema, AdminActionsFilterSchema, AdminActionsQuerySchema } from "@common/audit-log";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { exportAuditLog, listAuditLog } from "./audit-log.service";

const tags = ["admin"];

export function registerAuditLogRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/audit-log",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "What platform admins did, newest first (platform admins)",
        description:
          "Every admin action is written in the same transaction as its change and cannot be changed or removed through the app or the database's own UPDATE and DELETE.",
        querystring: AdminActionsQuerySchema,
        response: { 200: AdminActionPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAuditLog(db, await requireSessionUser(sessions, request), request.query),
  );

  routes.get(
    "/api/admin/audit-log.csv",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "The audit log as a CSV file, with the list's filters (platform admins)",
        querystring: AdminActionsFilterSchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditLog(db, await requireSessionUser(sessions, request), request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="summit-audit-log.csv"')
        .send(csv);
    },
  );
}
