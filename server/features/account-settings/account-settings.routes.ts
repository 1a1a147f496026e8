// User settings (Account settings tab) and the digest's one-click unsubscribe link.
import {
  DigestUnsubscribeQuerySchema,
  UpdateUserSettingsSchema,
  UserSettingsSchema,
} from "@common/member-settings";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { unsubscribeFromDigest, updateUserSettings, userSettings } from "./account-settings.service";

const tags = ["account"];

export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  { sessions, db, auth }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/account/settings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's user settings: time zone, community, e-mail digest and visibility",
        response: { 200: UserSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request) => userSettings(db, await requireSessionUser(sessions, request)),
  );

  routes.patch(
    "/api/account/settings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Change any of the caller's user settings; all that the body names, or nothing",
        description:
          "visibility says, for the photo, job title and company, whether visitors (signed out) and members may see them; what visitors see, members see too. The member and platform admins always see everything.",
        body: UpdateUserSettingsSchema,
        response: { 200: UserSettingsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateUserSettings(db, await requireSessionUser(sessions, request), request.body),
  );

  routes.get(
    "/api/account/digest/unsubscribe",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "One-click link of the digest e-mail: turns the digest off, then opens the user settings",
        description: "Needs no session: the token in the link names the member and is signed by the server.",
        querystring: DigestUnsubscribeQuerySchema,
        response: { 303: z.null(), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await unsubscribeFromDigest(db, (await auth.$context).secret, request.query.token);
      return reply.redirect("/account?tab=settings&digest=off", 303);
    },
  );
}
