// Company admin routes (spec section 7): admins, admin requests, privileges, removal, and the
// requests to join a company made at sign-up.

import { CompanyIdParamsSchema } from "@common/companies";
import {
  AdminParamsSchema,
  ApproveAdminRequestSchema,
  ChangePrivilegeSchema,
  CompanyAdminListSchema,
  CompanyAdminRequestListSchema,
  CompanyAdminRequestSchema,
  CompanyMembershipRequestListSchema,
  CompanyMembershipRequestSchema,
  CreateAdminRequestSchema,
  RemoveAdminsSchema,
  RequestListQuerySchema,
  RequestParamsSchema,
} from "@common/company-admins";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  adminRequests,
  answerMembershipRequest,
  approveAdminRequest,
  changePrivilege,
  companyAdmins,
  declineAdminRequest,
  membershipRequests,
  removeAdmins,
  requestAdminRights,
} from "./company-admins.service";

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ["company admins"];

export function registerCompanyAdminRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/companies/:id/company-admins",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The company's owners and admins (members)",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyAdminListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await companyAdmins(db, await requireSessionUser(sessions, request), request.params.id),
    }),
  );

  routes.patch(
    "/api/companies/:id/company-admins/:adminId",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Change an admin's privilege (owners); the last owner cannot be demoted",
        params: AdminParamsSchema,
        body: ChangePrivilegeSchema,
        response: { 200: CompanyAdminListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const { id, adminId } = request.params;
      return { items: await changePrivilege(db, user, id, adminId, request.body.privilege) };
    },
  );

  routes.delete(
    "/api/companies/:id/company-admins/:adminId",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Remove an admin (owners), or step down yourself; the last owner stays",
        params: AdminParamsSchema,
        response: { 200: CompanyAdminListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return { items: await removeAdmins(db, user, request.params.id, [request.params.adminId]) };
    },
  );

  routes.delete(
    "/api/factor/companies/:id/admins",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Remove several admins at once (owners); all or nothing",
        params: CompanyIdParamsSchema,
        body: RemoveAdminsSchema,
        response: { 200: CompanyAdminListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return { items: await removeAdmins(db, user, request.params.id, request.body.userIds) };
    },
  );

  routes.get(
    "/api/companies/:id/company-admin-requests",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Requests for admin rights, newest first (company admins); pending unless status says",
        params: CompanyIdParamsSchema,
        querystring: RequestListQuerySchema,
        response: { 200: CompanyAdminRequestListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return { items: await adminRequests(db, user, request.params.id, request.query.status) };
    },
  );

  routes.post(
    "/api/companies/:id/company-admin-requests",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Ask the company's owners for admin rights",
        params: CompanyIdParamsSchema,
        body: CreateAdminRequestSchema.nullish(),
        response: { 201: CompanyAdminRequestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const created = await requestAdminRights(db, user, request.params.id, request.body?.message);
      return reply.status(201).send(created);
    },
  );

  routes.post(
    "/api/companies/:id/company-admin-requests/:requestId/approve",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Approve a request for admin rights (owners)",
        params: RequestParamsSchema,
        body: ApproveAdminRequestSchema.nullish(),
        response: { 200: CompanyAdminRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const { id, requestId } = request.params;
      return approveAdminRequest(db, user, id, requestId, request.body?.privilege ?? "admin");
    },
  );

  routes.post(
    "/api/companies/:id/company-admin-requests/:requestId/decline",
    {
      config: { access: "companyOwner" },
      schema: {
        tags,
        summary: "Decline a request for admin rights (owners)",
        params: RequestParamsSchema,
        response: { 200: CompanyAdminRequestSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return declineAdminRequest(db, user, request.params.id, request.params.requestId);
    },
  );

  routes.get(
    "/api/companies/:id/membership-requests",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Requests to join the company made at sign-up (company admins)",
        params: CompanyIdParamsSchema,
        querystring: RequestListQuerySchema,
        response: { 200: CompanyMembershipRequestListSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return { items: await membershipRequests(db, user, request.params.id, request.query.status) };
    },
  );

  for (const [action, approve] of [
    ["approve", true],
    ["decline", false],
  ] as const) {
    routes.post(
      `/api/companies/:id/membership-requests/:requestId/${action}`,
      {
        config: { access: "companyAdmin" },
        schema: {
          tags,
          summary: approve ? "Let a member join the company (company admins)" : "Turn down a request to join",
          params: RequestParamsSchema,
          response: { 200: CompanyMembershipRequestSchema, ...errors },
        },
      },
      async (request) => {
        const user = await requireSessionUser(sessions, request);
        return answerMembershipRequest(db, user, request.params.id, request.params.requestId, approve);
      },
    );
  }
}
