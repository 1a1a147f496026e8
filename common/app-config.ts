import { z } from "zod";

/** Public runtime configuration the web app reads once at start (GET /api/config). */
export const AppConfigSchema = z
  .object({
    /** Base address of the marketing site that the logged-out bar's external links point to. */
    marketingSiteUrl: z.url(),
    /** Platform admins must turn on two-factor sign-in before they can use anything else. */
    adminTwoFactorRequired: z.boolean(),
  })
  .meta({ id: "AppConfig" });
export type AppConfig = z.infer<typeof AppConfigSchema>;

export { MARKETING_LINKS } from "./marketing-links";
