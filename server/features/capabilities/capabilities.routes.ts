// Capability routes (spec section 7): a company's capabilities by type, read as the company is,
// written by its admins.

import {
  AddCapabilitiesSchema,
  CapabilitiesQuerySchema,
  CapabilityListSchema,
  CapabilityParamsSchema,
  CapabilityTypeParamsSchema,
} from "@common/capabilities";
import { CompanyIdParamsSchema } from "@common/companies";
import type { AppContext } from "@server/app-context";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addCapabilities,
  companyCapabilities,
  removeCapabilitiesOfType,
  removeCapability,
} from "./capabilities.service";

const writeErrors = errorResponses(400, 401, 403, 404);
const tags = ["capabilities"];

export function registerCapabilityRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/factor/companies/:id/capabilities",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "A company's capabilities by type, then name; optionally one type",
        params: CompanyIdParamsSchema,
        querystring: CapabilitiesQuerySchema,
        response: { 200: CapabilityListSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      companyCapabilities(
        db,
        await findSessionUser(sessions, request),
        request.params.id,
        request.query.type,
      ),
  );

  routes.post(
    "/api/factor/companies/:id/capabilities/type/:type",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Add capabilities of a type; names the company has (any case) are kept (company admins)",
        params: CapabilityTypeParamsSchema,
        body: AddCapabilitiesSchema,
        response: { 201: CapabilityListSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, type } = request.params;
      const user = await requireSessionUser(sessions, request);
      return reply.status(201).send(await addCapabilities(db, user, id, type, request.body));
    },
  );

  routes.delete(
    "/api/factor/companies/:id/capabilities/type/:type",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Remove all of a company's capabilities of a type (company admins)",
        params: CapabilityTypeParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, type } = request.params;
      await removeCapabilitiesOfType(db, await requireSessionUser(sessions, request), id, type);
      return reply.status(204).send(null);
    },
  );

  routes.delete(
    "/api/factor/companies/:id/capabilities/:capabilityId",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Remove one capability (company admins)",
        params: CapabilityParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id, capabilityId } = request.params;
      await removeCapability(db, await requireSessionUser(sessions, request), id, capabilityId);
      return reply.status(204).send(null);
    },
  );
}
