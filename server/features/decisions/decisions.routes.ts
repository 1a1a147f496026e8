// Decision routes (spec section 7, "Decisions GETs"; docs/decisions/0019): the caller's match points,
// and a company's, which its admins set.
import { CompanyIdParamsSchema } from "@common/companies";
import { CompanyMatchPointsSchema, MatchPointListSchema, SetMatchPointsSchema } from "@common/decisions";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callerMatchPoints, companyMatchPoints, setCompanyMatchPoints } from "./match-points.service";

const tags = ["decisions"];

export function registerDecisionRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/decisions/intent-types",
    {
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
}
