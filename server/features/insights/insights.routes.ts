// Account insight routes (spec section 7, "Decisions GETs"; docs/decisions/0019): vendors' account
// scores, why one scores what it does, the view as CSV, and the accounts' highlights.
import {
  AccountHighlightPageSchema,
  AccountHighlightsQuerySchema,
  AccountInsightPageSchema,
  AccountInsightParamsSchema,
  AccountInsightsQuerySchema,
  InsightExplanationSchema,
} from "@common/account-insights";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import { sendKept } from "@server/platform/http/kept-reply";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  accountHighlights,
  accountInsights,
  accountInsightsCsv,
  createInsightsCache,
  explainInsight,
} from "./insights.service";

const tags = ["decisions"];

export function registerInsightRoutes(app: FastifyInstance, { sessions, db, realtime }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createInsightsCache(realtime);

  routes.get(
    "/api/account-insights",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary:
          "The vendor's accounts with their score, surge, stage and trend per match point (vendors with insights)",
        querystring: AccountInsightsQuerySchema,
        response: { 200: AccountInsightPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      return sendKept(reply, await accountInsights(db, await cache.reader(), user, request.query));
    },
  );

  routes.get(
    "/api/account-insights/export.csv",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary:
          "The account insights view, with its filters and sort, as a CSV file (vendors with insights)",
        querystring: AccountInsightsQuerySchema.omit({ limit: true, cursor: true }),
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const csv = await accountInsightsCsv(db, await cache.reader(), user, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="summit-account-insights.csv"')
        .send(csv);
    },
  );

  routes.get(
    "/api/account-insights/:companyId/:intentType",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary:
          "Why an account scores what it does on a match point: the formula's figures and points by kind and week",
        params: AccountInsightParamsSchema,
        response: { 200: InsightExplanationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const { companyId, intentType } = request.params;
      return explainInsight(db, await cache.reader(), user, companyId, intentType);
    },
  );

  routes.get(
    "/api/account-highlights",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary: "The latest notable changes on the vendor's accounts, newest first (vendors with insights)",
        querystring: AccountHighlightsQuerySchema,
        response: { 200: AccountHighlightPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      return sendKept(reply, await accountHighlights(db, await cache.reader(), user, request.query));
    },
  );
}
