// The Health page's calls (platform admins): how Summit is running, and a failed job's retry.
import {
  AdminSummarySchema,
  JobIdParamsSchema,
  OperationsSchema,
  RetriedJobSchema,
} from "@common/operations";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminSummary, measureJobQueues, operationsOverview, retryFailedJob } from "./operations.service";

const tags = ["admin"];

export function registerOperationsRoutes(
  app: FastifyInstance,
  { sessions, db, jobs, config, metrics }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  measureJobQueues(db, metrics);

  routes.get(
    "/api/admin/summary",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "What waits for an operator: open reports and failed background jobs (platform admins)",
        response: { 200: AdminSummarySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => adminSummary(db, await requireSessionUser(sessions, request)),
  );

  routes.get(
    "/api/admin/operations",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary:
          "Background jobs by queue and state, failed jobs, database size and the mail outbox (platform admins)",
        response: { 200: OperationsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) =>
      operationsOverview(
        db,
        await requireSessionUser(sessions, request),
        config.SMTP_URL ? "smtp" : "outbox",
      ),
  );

  routes.post(
    "/api/admin/jobs/:id/retry",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Queue a failed background job again (platform admins)",
        params: JobIdParamsSchema,
        response: { 200: RetriedJobSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      retryFailedJob(
        { db, jobs },
        await requireSessionUser(sessions, request),
        originOf(request),
        request.params.id,
      ),
  );
}
