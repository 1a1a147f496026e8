// Resource routes (spec section 7: /resources?companyId): read as the company is, written by its admins.

import {
  CreateResourceSchema,
  ResourceIdParamsSchema,
  ResourcePageSchema,
  ResourceSchema,
  ResourcesQuerySchema,
  UpdateResourceSchema,
} from "@common/resources";
import type { AppContext } from "@server/app-context";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { companyResources, createResource, editResource, removeResource } from "./resources.service";

const writeErrors = errorResponses(400, 401, 403, 404);
const tags = ["resources"];

export function registerResourceRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/resources",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "A company's documents, videos and links, newest first, 10 a page",
        querystring: ResourcesQuerySchema,
        response: { 200: ResourcePageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => companyResources(db, await findSessionUser(sessions, request), request.query),
  );

  routes.post(
    "/api/resources",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Add a resource: a link with its url, or a document or video with its uploadId (company admins)",
        body: CreateResourceSchema,
        response: { 201: ResourceSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const resource = await createResource(db, await requireSessionUser(sessions, request), request.body);
      return reply.status(201).send(resource);
    },
  );

  routes.patch(
    "/api/resources/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Change a resource's title, description, or a link's url (company admins)",
        params: ResourceIdParamsSchema,
        body: UpdateResourceSchema,
        response: { 200: ResourceSchema, ...writeErrors },
      },
    },
    async (request) =>
      editResource(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.delete(
    "/api/resources/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Delete a resource (company admins)",
        params: ResourceIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeResource(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
