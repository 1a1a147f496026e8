// GET /api/discover: open to visitors, who see public results only.

import { DiscoverQuerySchema, DiscoverResultSchema } from "@common/discover";
import { COMMUNITY_COOKIE } from "@common/hubs";
import type { AppContext } from "@server/app-context";
import { findSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import { parseCookie } from "cookie";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { discover } from "./discover.service";
import { createDiscoverCache } from "./discover-cache";

export function registerDiscoverRoutes(app: FastifyInstance, { sessions, db, realtime }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createDiscoverCache(realtime);

  routes.get(
    "/api/discover",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["discover"],
        summary:
          "Search companies, people, posts, videos, articles, events and courses (the best 5 of each, or one type a page at a time); without a search, what is trending in the hub",
        querystring: DiscoverQuerySchema,
        response: { 200: DiscoverResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const cookieHub = request.headers.cookie
        ? parseCookie(request.headers.cookie)[COMMUNITY_COOKIE]
        : undefined;
      const [reader, user] = await Promise.all([cache.reader(), findSessionUser(sessions, request)]);
      return discover(db, reader, user, request.query, cookieHub);
    },
  );
}
