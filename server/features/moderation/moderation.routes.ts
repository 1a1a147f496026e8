// Reporting posts and comments, and the platform admins' moderation queue.

import {
  CommentIdParamsSchema,
  CreateReportSchema,
  PostIdParamsSchema,
  ReportIdParamsSchema,
  ReportPageSchema,
  ReportsQuerySchema,
  ResolveReportSchema,
} from "@common/posts";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { openReports, reportComment, reportPost, resolveReport } from "./moderation.service";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["moderation"];

export function registerModerationRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/posts/:id/reports",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Report a post to the moderators",
        params: PostIdParamsSchema,
        body: CreateReportSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reportPost(db, await requireSessionUser(sessions, request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/comments/:id/reports",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Report a comment to the moderators",
        params: CommentIdParamsSchema,
        body: CreateReportSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reportComment(db, await requireSessionUser(sessions, request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/moderation/reports",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Open reports, oldest first (platform admins)",
        querystring: ReportsQuerySchema,
        response: { 200: ReportPageSchema, ...errors },
      },
    },
    async (request) => openReports(db, await requireSessionUser(sessions, request), request.query),
  );

  routes.post(
    "/api/moderation/reports/:id/resolve",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Hide the reported content or dismiss the report; resolves every open report on it",
        params: ReportIdParamsSchema,
        body: ResolveReportSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await resolveReport(db, user, originOf(request), request.params.id, request.body);
      return reply.status(204).send(null);
    },
  );
}
