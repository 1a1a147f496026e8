// Login details: the member's own sessions, and ending them (Account settings).
import {
  AccountSessionListSchema,
  AccountSessionParamsSchema,
  EndedSessionsSchema,
} from "@common/account-sessions";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { endOtherSessions, endSession, mySessions } from "./account-sessions.service";

const errors = errorResponses(400, 401, 404);
const tags = ["account"];

export function registerAccountSessionRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/account/sessions",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's signed-in sessions: device, network, when signed in and last seen",
        response: { 200: AccountSessionListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return { items: await mySessions(db, user) };
    },
  );

  routes.delete(
    "/api/account/sessions/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "End one of the caller's sessions at once; ending the current one signs out",
        params: AccountSessionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await endSession(db, user, request.params.id);
      sessions.forgetAll();
      return reply.status(204).send(null);
    },
  );

  routes.post(
    "/api/account/sessions/end-others",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "End every session of the caller but this one",
        response: { 200: EndedSessionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const ended = await endOtherSessions(db, user);
      sessions.forgetAll();
      return { ended };
    },
  );
}
