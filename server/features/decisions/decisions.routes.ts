// Decision routes (spec section 7, "Decisions GETs"; docs/decisions/0019): the caller's match points
// and a company's, which its admins set; leaders' decision cycles.
import { CompanyIdParamsSchema } from "@common/companies";
import {
  CloseDecisionCycleSchema,
  CreateDecisionCycleSchema,
  CycleOwnerParamsSchema,
  DecisionCycleHistorySchema,
  DecisionCycleListSchema,
  DecisionCycleParamsSchema,
  DecisionCycleSchema,
  UpdateDecisionCycleSchema,
} from "@common/decision-cycles";
import { DecisionPrivacySchema, SetContributingSchema, WithdrawnSchema } from "@common/decision-privacy";
import { CompanyMatchPointsSchema, MatchPointListSchema, SetMatchPointsSchema } from "@common/decisions";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { changeCycle, closeCycle, cycleHistory, declareCycle, leaderCycles } from "./decision-cycles.service";
import { callerMatchPoints, companyMatchPoints, setCompanyMatchPoints } from "./match-points.service";
import { contributionsCsv, privacyOverview, setContributing, withdrawContributions } from "./privacy.service";

const tags = ["decisions"];

export function registerDecisionRoutes(app: FastifyInstance, { sessions, db, jobs }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/decisions/intent-types",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's match points, All first when there is more than one (members)",
        response: { 200: MatchPointListSchema, ...errorResponses(401) },
      },
    },
    async (request) => callerMatchPoints(db, await requireSessionUser(sessions, request)),
  );

  routes.get(
    "/api/companies/:id/match-points",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "The intent types a company sells into (company admins)",
        params: CompanyIdParamsSchema,
        response: { 200: CompanyMatchPointsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => companyMatchPoints(db, await requireSessionUser(sessions, request), request.params.id),
  );

  routes.put(
    "/api/companies/:id/match-points",
    {
      config: { access: "companyAdmin" },
      schema: {
        tags,
        summary: "Set the intent types a company sells into, replacing the list (company admins)",
        params: CompanyIdParamsSchema,
        body: SetMatchPointsSchema,
        response: { 200: CompanyMatchPointsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setCompanyMatchPoints(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.post(
    "/api/decisions/cycles",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary: "Declare a decision cycle (leaders)",
        body: CreateDecisionCycleSchema,
        response: { 201: DecisionCycleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      return reply.status(201).send(await declareCycle(db, user, request.body));
    },
  );

  routes.patch(
    "/api/decisions/cycles/:cycleId",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary: "Change one's own open decision cycle: its stage, details or who sees it",
        params: DecisionCycleParamsSchema,
        body: UpdateDecisionCycleSchema,
        response: { 200: DecisionCycleSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) =>
      changeCycle(db, await requireSessionUser(sessions, request), request.params.cycleId, request.body),
  );

  routes.post(
    "/api/decisions/cycles/:cycleId/close",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary: "Close one's own decision cycle: bought, postponed or cancelled",
        params: DecisionCycleParamsSchema,
        body: CloseDecisionCycleSchema,
        response: { 200: DecisionCycleSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request) =>
      closeCycle(db, await requireSessionUser(sessions, request), request.params.cycleId, request.body),
  );

  routes.get(
    "/api/decisions/cycles/:cycleId/history",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary: "One's own decision cycle's history, oldest first",
        params: DecisionCycleParamsSchema,
        response: { 200: DecisionCycleHistorySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => cycleHistory(db, await requireSessionUser(sessions, request), request.params.cycleId),
  );

  routes.get(
    "/api/decisions/user-overview/:id/cycles",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary:
          "A leader's decision cycles: all for the leader, those shared by name for a vendor; 404 otherwise",
        params: CycleOwnerParamsSchema,
        response: { 200: DecisionCycleListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => leaderCycles(db, await requireSessionUser(sessions, request), request.params.id),
  );

  routes.get(
    "/api/decisions/privacy",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary:
          "The leader's privacy centre: whether they contribute, and what their activity added by week",
        response: { 200: DecisionPrivacySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => privacyOverview(db, await requireSessionUser(sessions, request)),
  );

  routes.put(
    "/api/decisions/privacy",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary: "Pause or resume contributing to decision insights (leaders)",
        body: SetContributingSchema,
        response: { 200: DecisionPrivacySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      setContributing(db, jobs, await requireSessionUser(sessions, request), request.body.contributing),
  );

  routes.delete(
    "/api/decisions/privacy/contributions",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary: "Withdraw every past contribution to decision insights (leaders)",
        response: { 200: WithdrawnSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => withdrawContributions(db, jobs, await requireSessionUser(sessions, request)),
  );

  routes.get(
    "/api/decisions/privacy/contributions.csv",
    {
      config: { access: "leader" },
      schema: {
        tags,
        summary: "Download every contribution to decision insights as a CSV file (leaders)",
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await contributionsCsv(db, await requireSessionUser(sessions, request));
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="summit-insight-contributions.csv"')
        .send(csv);
    },
  );
}
