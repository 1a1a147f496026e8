// The console's companies (platform admins): the list, verification, ownership and merging.
import {
  AdminCompaniesQuerySchema,
  AdminCompanyPageSchema,
  AdminCompanySchema,
  MergeCompanySchema,
  MergePreviewQuerySchema,
  MergePreviewSchema,
  MergeResultSchema,
  TransferOwnershipSchema,
} from "@common/admin-companies";
import { CompanyIdParamsSchema } from "@common/companies";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  listCompaniesForAdmins,
  MERGE_DESCRIPTION,
  mergeCompanies,
  previewMerge,
  setCompanyVerified,
  transferOwnership,
} from "./admin-companies.service";

const tags = ["admin"];

export function registerAdminCompanyRoutes(app: FastifyInstance, { sessions, db, jobs }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/admin/companies",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Companies by name, with their owners and counts (platform admins)",
        description:
          "q finds a part of the name (or a company's whole id); verified=true or false keeps verified or unverified pages only.",
        querystring: AdminCompaniesQuerySchema,
        response: { 200: AdminCompanyPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listCompaniesForAdmins(db, await requireSessionUser(sessions, request), request.query),
  );

  for (const [method, verified] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/admin/companies/:id/verification",
      {
        config: { access: "platformAdmin" },
        schema: {
          tags,
          summary: verified
            ? "Mark a company page verified: it is run by the company it names (platform admins)"
            : "Withdraw a company page's verification (platform admins)",
          description: "Asking for the state the company is already in changes nothing and is not logged.",
          params: CompanyIdParamsSchema,
          response: { 200: AdminCompanySchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) =>
        setCompanyVerified(
          db,
          await requireSessionUser(sessions, request),
          originOf(request),
          request.params.id,
          verified,
        ),
    );
  }

  routes.post(
    "/api/admin/companies/:id/owner",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Hand a company to one of its people as its owner (platform admins)",
        description:
          "The new owner must work at the company (their profile names it) and not be suspended, else 422. They become its only owner; whoever owned it before stays on as an admin.",
        params: CompanyIdParamsSchema,
        body: TransferOwnershipSchema,
        response: { 200: AdminCompanySchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      transferOwnership(
        db,
        await requireSessionUser(sessions, request),
        originOf(request),
        request.params.id,
        request.body.userId,
      ),
  );

  routes.get(
    "/api/admin/companies/:id/merge-preview",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "What merging this duplicate into another company would move, and why it would be refused",
        params: CompanyIdParamsSchema,
        querystring: MergePreviewQuerySchema,
        response: { 200: MergePreviewSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      previewMerge(db, await requireSessionUser(sessions, request), request.params.id, request.query.intoId),
  );

  routes.post(
    "/api/admin/companies/:id/merge",
    {
      config: { access: "platformAdmin" },
      schema: {
        tags,
        summary: "Merge this duplicate into another company; it cannot be undone (platform admins)",
        description: MERGE_DESCRIPTION,
        params: CompanyIdParamsSchema,
        body: MergeCompanySchema,
        response: { 200: MergeResultSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) =>
      mergeCompanies(
        { db, jobs },
        await requireSessionUser(sessions, request),
        originOf(request),
        request.params.id,
        request.body.intoId,
      ),
  );
}
