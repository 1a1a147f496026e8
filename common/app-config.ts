import { z } from "zod";

/** Public runtime configuration the web app reads once at start (GET /api/config). */
export const AppConfigSchema = z
  .object({
    /** Base address of the marketing site that the logged-out bar's external links point to. */
    marketingSiteUrl: z.url(),
  })
  .meta({ id: "AppConfig" });
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** The logged-out bar's external links, as paths under the marketing site. */
export const MARKETING_LINKS = [
  { label: "Advisory", path: "/advisory" },
  { label: "Platforms", path: "/platforms" },
  { label: "Events", path: "/events" },
  { label: "eLearning", path: "/elearning" },
  { label: "Media", path: "/media" },
  { label: "Insights", path: "/insights" },
  { label: "Plans", path: "/plans" },
] as const;
