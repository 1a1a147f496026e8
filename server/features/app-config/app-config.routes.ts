import { AppConfigSchema } from "@common/app-config";
import type { AppContext } from "@server/app-context";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

export function registerAppConfigRoutes(app: FastifyInstance, { config }: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/config",
    {
      config: { access: "anyone" },
      schema: {
        tags: ["platform"],
        summary: "Public settings the web app needs",
        response: { 200: AppConfigSchema },
      },
    },
    async () => ({
      marketingSiteUrl: config.MARKETING_SITE_URL,
      adminTwoFactorRequired: config.REQUIRE_ADMIN_TWO_FACTOR,
    }),
  );
}
