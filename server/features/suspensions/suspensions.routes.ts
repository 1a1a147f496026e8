// Suspending and restoring members (platform admins).
import { SuspensionSchema } from "@common/suspensions";
import { UserIdParamsSchema } from "@common/users";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { changeSuspension } from "./suspensions.service";

export function registerSuspensionRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const [method, suspended] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/user/:id/suspension",
      {
        config: { access: "platformAdmin" },
        schema: {
          tags: ["users"],
          summary: suspended
            ? "Suspend a member (platform admins): their sessions end at once and sign-in is refused"
            : "Restore a suspended member (platform admins): they can sign in again",
          params: UserIdParamsSchema,
          response: { 200: SuspensionSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await requireSessionUser(sessions, request);
        const suspension = await changeSuspension(db, user, originOf(request), request.params.id, suspended);
        // The member's sessions are gone; nothing read before may stand for them.
        if (suspended) sessions.forgetAll();
        return suspension;
      },
    );
  }
}
