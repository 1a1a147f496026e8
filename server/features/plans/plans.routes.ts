import { PlanListSchema } from "@common/plans";
import type { AppContext } from "@server/app-context";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { listPlans } from "./plans.repository";

export function registerPlanRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/plans",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["plans"],
        summary: "Plans for leaders and vendors",
        response: { 200: PlanListSchema },
      },
    },
    async () => ({
      items: (await listPlans(db)).map(({ position: _position, accountType, ...plan }) => ({
        ...plan,
        accountType: accountType === "vendor" ? ("vendor" as const) : ("leader" as const),
      })),
    }),
  );
}
