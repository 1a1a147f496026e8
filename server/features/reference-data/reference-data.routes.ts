import {
  CreateReferenceItemSchema,
  REFERENCE_KINDS,
  ReferenceItemPageSchema,
  ReferenceItemSchema,
  type ReferenceKind,
  RevenueBandListSchema,
  referenceListQuerySchema,
  UpdateReferenceItemSchema,
} from "@common/reference-data";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createReferenceItem,
  deleteReferenceItem,
  listReferenceItems,
  listRevenueBands,
  updateReferenceItem,
} from "./reference-data.service";

/** The read paths of spec section 7; they feed public forms, so visitors may call them. */
const LIST_READS: { kind: ReferenceKind; url: string; summary: string }[] = [
  { kind: "company-specialities", url: "/api/company-specialities/short", summary: "Company specialities" },
  { kind: "interests", url: "/api/interests/short", summary: "Interests" },
  { kind: "industries", url: "/api/industries/short", summary: "Industries" },
  { kind: "job-titles", url: "/api/job-titles/short", summary: "Job titles" },
  { kind: "job-functions", url: "/api/job-functions/short", summary: "Job functions" },
  { kind: "company-sizes", url: "/api/company-sizes", summary: "Company sizes, smallest first" },
];

const ItemParamsSchema = z.object({
  kind: z.string().describe(`One of ${REFERENCE_KINDS.join(", ")}`),
  id: z.string(),
});
const writeErrors = errorResponses(400, 401, 403, 404, 409);

export function registerReferenceDataRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  for (const { kind, url, summary } of LIST_READS) {
    routes.get(
      url,
      {
        config: { access: "anyone" },
        schema: {
          tags: ["reference data"],
          summary,
          querystring: referenceListQuerySchema(kind),
          response: { 200: ReferenceItemPageSchema, ...errorResponses(400) },
        },
      },
      async (request) => listReferenceItems(db, kind, request.query),
    );
  }

  routes.get(
    "/api/revenue-bands",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["reference data"],
        summary: "Company revenue bands, smallest first (a fixed list)",
        response: { 200: RevenueBandListSchema },
      },
    },
    async () => listRevenueBands(),
  );

  routes.post(
    "/api/reference-data/:kind",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags: ["reference data"],
        summary: "Add an item to a reference list (platform admins)",
        params: ItemParamsSchema.pick({ kind: true }),
        body: CreateReferenceItemSchema,
        response: { 201: ReferenceItemSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const item = await createReferenceItem(db, user, originOf(request), request.params.kind, request.body);
      return reply.status(201).send(item);
    },
  );

  routes.patch(
    "/api/reference-data/:kind/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags: ["reference data"],
        summary: "Rename or reorder a reference item (platform admins); companies using the name follow",
        params: ItemParamsSchema,
        body: UpdateReferenceItemSchema,
        response: { 200: ReferenceItemSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return updateReferenceItem(
        db,
        user,
        originOf(request),
        request.params.kind,
        request.params.id,
        request.body,
      );
    },
  );

  routes.delete(
    "/api/reference-data/:kind/:id",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags: ["reference data"],
        summary: "Remove a reference item (platform admins); companies keep the value they chose",
        params: ItemParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      await deleteReferenceItem(db, user, originOf(request), request.params.kind, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
