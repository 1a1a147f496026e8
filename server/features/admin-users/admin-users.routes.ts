// The admin console's people directory (platform admins): the filtered list and one person.
import { AdminUserDetailSchema, AdminUserPageSchema, AdminUsersQuerySchema } from "@common/admin-users";
import { UserIdParamsSchema } from "@common/users";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { findUsers, userDetail } from "./admin-users.service";

const tags = ["admin"];

export function registerAdminUserRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/users",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary:
          "Find members by a part of their name, e-mail address or company, with filters (platform admins)",
        description:
          "Newest sign-ups first, by keyset pages (pass nextCursor as cursor). Days are UTC and both ends count; lastSeenFrom/lastSeenTo leave out members never seen. Members who deleted their accounts are not listed.",
        querystring: AdminUsersQuerySchema,
        response: { 200: AdminUserPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => findUsers(db, await requireSessionUser(sessions, request), request.query),
  );

  routes.get(
    "/api/admin/users/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary:
          "One member as operators see them: profile, company, plan, customer record, open sessions, recent activity",
        params: UserIdParamsSchema,
        response: { 200: AdminUserDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => userDetail(db, await requireSessionUser(sessions, request), request.params.id),
  );
}
