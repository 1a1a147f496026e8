// Content library routes: the videos of Watch and the articles of Read, for members; publishing for
// platform admins and company admins; each member's progress.

import {
  ContentDetailSchema,
  ContentIdParamsSchema,
  ContentPageSchema,
  ContentProgressSchema,
  ContentQuerySchema,
  CreateContentSchema,
  SaveProgressSchema,
  UpdateContentSchema,
} from "@common/content";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  contentLibrary,
  editContent,
  hideContent,
  openContentItem,
  publishContent,
  removeContent,
  saveProgress,
} from "./content.service";

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);
const tags = ["content"];

export function registerContentRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/content",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Videos and articles, newest published first, 10 a page, with the caller's progress (members)",
        querystring: ContentQuerySchema,
        response: { 200: ContentPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => contentLibrary(db, await requireSessionUser(sessions, request), request.query),
  );

  routes.get(
    "/api/content/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "A video or article with its Markdown body (members); opening it counts a view once per member and records a content view signal",
        params: ContentIdParamsSchema,
        response: { 200: ContentDetailSchema, ...readErrors },
      },
    },
    async (request) => openContentItem(db, await requireSessionUser(sessions, request), request.params.id),
  );

  routes.post(
    "/api/content",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Publish a video (with videoUploadId) or an article: platform admins as Summit or for any company, company admins for their company",
        body: CreateContentSchema,
        response: { 201: ContentDetailSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const item = await publishContent(db, await requireSessionUser(sessions, request), request.body);
      return reply.status(201).send(item);
    },
  );

  routes.patch(
    "/api/content/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Change a video or article; only the fields given change (its company's admins, platform admins)",
        params: ContentIdParamsSchema,
        body: UpdateContentSchema,
        response: { 200: ContentDetailSchema, ...writeErrors },
      },
    },
    async (request) =>
      editContent(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.delete(
    "/api/content/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete a video or article (its company's admins, platform admins)",
        params: ContentIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeContent(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // PUT hides, DELETE shows again.
  for (const [method, hidden] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/content/:id/hidden",
      {
        config: { access: "platformAdmin" },
        schema: {
          tags: ["moderation"],
          summary: hidden
            ? "Hide a video or article (platform admins)"
            : "Show a hidden video or article again",
          params: ContentIdParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        const user = await requireSessionUser(sessions, request);
        await hideContent(db, user, originOf(request), request.params.id, hidden);
        return reply.status(204).send(null);
      },
    );
  }

  routes.put(
    "/api/content/:id/progress",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Save where the caller is: seconds into a video or the fraction of an article read; completion is kept",
        params: ContentIdParamsSchema,
        body: SaveProgressSchema,
        response: { 200: ContentProgressSchema, ...readErrors },
      },
    },
    async (request) =>
      saveProgress(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );
}
