// Vendor performance and the customer dashboard (spec section 7, "Decisions GETs";
// docs/decisions/0021).
import {
  CustomerExperienceSchema,
  DashboardCardsSchema,
  DashboardCountsSchema,
  DashboardDistributionsSchema,
  DashboardMeetingsSchema,
  DashboardOverviewSchema,
  DashboardParamsSchema,
  type PerformanceQuery,
  PerformanceQuerySchema,
  PerformanceSchema,
} from "@common/performance";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import { sendKept } from "@server/platform/http/kept-reply";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { startViews, stopViews } from "./activity.service";
import {
  createPerformanceCache,
  customerExperience,
  dashboardCards,
  dashboardCounts,
  dashboardDistributions,
  dashboardMeetings,
  dashboardOverview,
  type FiguresAsk,
  performance,
} from "./performance.service";

const tags = ["decisions"];

/** Today in UTC: ranges end on it by default. */
const today = () => new Date().toISOString().slice(0, 10);

const RANGE_HELP =
  "startDate and endDate (YYYY-MM-DD, UTC) default to the 90 days ending today; at most 731 days. The previous period is the same number of days just before.";

export function registerPerformanceRoutes(
  app: FastifyInstance,
  { sessions, db, realtime }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const cache = createPerformanceCache(realtime);
  // Views are written a few seconds after they happen; the last ones when the app closes.
  startViews(db, app.log);
  app.addHook("onClose", () => stopViews(db));

  routes.get(
    "/api/performance",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary:
          "The caller's company's figures per day for a match point or all, against the period before (vendors)",
        description: RANGE_HELP,
        querystring: PerformanceQuerySchema,
        response: { 200: PerformanceSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const ask = { db, cache: await cache.reader(), user, query: request.query, today: today() };
      return sendKept(reply, await performance(ask));
    },
  );

  // The five dashboard calls share their parameters, rights and errors.
  const dashboard = <Response extends z.ZodType>(summary: string, response: Response) => ({
    config: { access: "companyPeople" as const },
    schema: {
      tags,
      summary: `${summary} (the company's people on a plan with insights, platform admins)`,
      description: RANGE_HELP,
      params: DashboardParamsSchema,
      querystring: PerformanceQuerySchema,
      response: { 200: response, ...errorResponses(400, 401, 403, 404) },
    },
  });
  type DashboardRequest = { params: { id: string }; query: PerformanceQuery } & FastifyRequest;
  const read = async (
    request: DashboardRequest,
    reply: FastifyReply,
    call: (ask: FiguresAsk) => Promise<object>,
  ) => {
    const user = await requireSessionUser(sessions, request);
    const cached = await cache.reader();
    const ask = {
      db,
      cache: cached,
      user,
      companyId: request.params.id,
      query: request.query,
      today: today(),
    };
    return sendKept(reply, await call(ask));
  };

  routes.get(
    "/api/decisions/customer/dashboard/overview/:id",
    dashboard(
      "A vendor customer's headline figures, each against the period before",
      DashboardOverviewSchema,
    ),
    (request, reply) => read(request, reply, dashboardOverview),
  );
  routes.get(
    "/api/decisions/customer/dashboard/cards/:id",
    dashboard("Top accounts, top content, next events and next meetings", DashboardCardsSchema),
    (request, reply) => read(request, reply, dashboardCards),
  );
  routes.get(
    "/api/decisions/customer/dashboard/distribution-cards/:id",
    dashboard(
      "How engaged accounts split by stage, industry, size, revenue band and hub",
      DashboardDistributionsSchema,
    ),
    (request, reply) => read(request, reply, dashboardDistributions),
  );
  routes.get(
    "/api/decisions/customer/dashboard/counts-overview/:id",
    dashboard("Counts of each kind of activity by week", DashboardCountsSchema),
    (request, reply) => read(request, reply, dashboardCounts),
  );
  routes.get(
    "/api/decisions/customer/dashboard/meetings/:id",
    dashboard("The meeting funnel by week and by representative", DashboardMeetingsSchema),
    (request, reply) => read(request, reply, dashboardMeetings),
  );

  routes.get(
    "/api/portal/customers/experience",
    {
      config: { access: "vendor" },
      schema: {
        tags,
        summary:
          "How the caller's company uses its plan: seats, meeting requests, match points, tracked accounts, reach",
        response: { 200: CustomerExperienceSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      return customerExperience(db, await cache.reader(), user);
    },
  );
}
