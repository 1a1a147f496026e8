// Removing accounts (spec section 7: DELETE /user/{id}, POST /user/delete-bulk-users).

import {
  DeletedUsersSchema,
  DeleteUserQuerySchema,
  DeleteUsersSchema,
  MAX_BULK_DELETE,
  UserIdParamsSchema,
} from "@common/users";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { deleteUser, deleteUsersInBulk } from "./users.service";

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ["users"];
const ownerRule =
  "A company whose every owner would be deleted is refused with 422 naming the companies, unless handOverOwnership is true: then each goes to its longest-serving remaining admin, or else its longest-standing remaining person (with nobody left it keeps no owner; platform admins still manage it). The accounts' sessions end at once; their posts, comments, admin rights, requests and follows are deleted; what they made for a company (products, resources, files, invitations) stays without them.";

export function registerUserRoutes(app: FastifyInstance, { sessions, db, storage, jobs }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.delete(
    "/api/user/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete an account: platform admins delete anyone, a member only their own",
        description: ownerRule,
        params: UserIdParamsSchema,
        querystring: DeleteUserQuerySchema,
        response: { 200: DeletedUsersSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const warn = request.log.warn.bind(request.log);
      const deleted = await deleteUser(
        { db, storage, jobs, warn },
        user,
        originOf(request),
        request.params.id,
        request.query.handOverOwnership,
      );
      // The deleted accounts' sessions are gone; nothing read before may stand for them.
      sessions.forgetAll();
      return deleted;
    },
  );

  routes.post(
    "/api/user/delete-bulk-users",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: `Delete up to ${MAX_BULK_DELETE} accounts at once (platform admins); all or nothing, never the caller's own`,
        description: `Unknown ids are 404 naming them; nothing is deleted then. ${ownerRule}`,
        body: DeleteUsersSchema,
        response: { 200: DeletedUsersSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const warn = request.log.warn.bind(request.log);
      const deleted = await deleteUsersInBulk(
        { db, storage, jobs, warn },
        user,
        originOf(request),
        request.body,
      );
      sessions.forgetAll();
      return deleted;
    },
  );
}
