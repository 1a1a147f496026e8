// Invitation routes (spec section 7: POST /user/invite, POST /auth/short-register): inviting,
// the company's open invitations, withdrawing one, and the short sign-up its link leads to. The
// short-register paths are served here, ahead of the better-auth bridge's /api/auth/* catch-all.

import { CompanyIdParamsSchema } from "@common/companies";
import {
  CreatedInvitationSchema,
  CreateInvitationSchema,
  InvitationDetailsSchema,
  InvitationIdParamsSchema,
  InvitationPageSchema,
  InvitationTokenQuerySchema,
  ShortRegisterResultSchema,
  ShortRegisterSchema,
} from "@common/invitations";
import { pageQuery } from "@common/pagination";
import type { AppContext } from "@server/app-context";
import { sendFetchResponse, toFetchRequest } from "@server/platform/auth/auth.routes";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  companyInvitations,
  invitationDetails,
  inviteUser,
  revokeInvitationById,
  shortRegister,
} from "./invitations.service";

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ["invitations"];

export const InvitationListQuerySchema = pageQuery(50, 100);

export function registerInvitationRoutes(
  app: FastifyInstance,
  { auth, sessions, db, mailer, config }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    "/api/user/invite",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Invite someone by e-mail to open an account, optionally as one of a company's people",
        description:
          "Platform admins invite anyone, with or without companyId; a company's admins and owners invite to their own company only (companyId required). The account type follows the company: a company run by vendors invites vendors (and its plan's seats count open invitations), any other company or none invites leaders. An e-mail that already has an account is 409: invitations open new accounts and never move an existing member into a company. Inviting the same e-mail to the same company again replaces the link (the old one stops working) and sends the e-mail again. The e-mail links to PUBLIC_URL/signup/invite?token=..., valid 14 days.",
        body: CreateInvitationSchema,
        response: { 201: CreatedInvitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const invitation = await inviteUser({ db, mailer, publicUrl: config.publicUrl }, user, request.body);
      return reply.status(201).send(invitation);
    },
  );

  routes.delete(
    "/api/user/invite/:id",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "Withdraw an invitation (its sender, the company's admins, platform admins); its link stops working",
        params: InvitationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeInvitationById(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/companies/:id/invitations",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary:
          "The company's invitations not yet answered, newest first (company admins); expired ones included",
        params: CompanyIdParamsSchema,
        querystring: InvitationListQuerySchema,
        response: { 200: InvitationPageSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return companyInvitations(db, user, request.params.id, request.query);
    },
  );

  routes.get(
    "/api/auth/short-register",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "Who an invitation link is for and to what: 404 unknown, 410 used, withdrawn or expired",
        querystring: InvitationTokenQuerySchema,
        response: {
          200: InvitationDetailsSchema,
          ...errorResponses(400, 404, 410),
        },
      },
    },
    async (request) => invitationDetails(db, request.query.token),
  );

  routes.post(
    "/api/auth/short-register",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary:
          "Open the invited account and sign in (sets the session cookie; the invitation proved the address, so nothing is left to confirm)",
        description:
          "Asks only what the invitation cannot know: name, job title, password (12 to 128 characters) and, for a leader, the signup role (it sets the community). The e-mail, account type, company, plan, industry and revenue band come from the invitation and its company. Rate limited together with sign-up (10 a minute per client address, then 429). An unknown token is 400; a used, withdrawn or expired one 410; nothing is written then.",
        body: ShortRegisterSchema,
        response: {
          200: ShortRegisterResultSchema,
          ...errorResponses(400, 409, 410, 429),
        },
      },
    },
    async (request, reply) => {
      const warn = request.log.warn.bind(request.log);
      const response = await shortRegister({ db, auth, warn }, toFetchRequest(request), request.body);
      return sendFetchResponse(reply, response);
    },
  );
}
