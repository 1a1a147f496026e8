// The logged-out bar's external links, apart from the configuration's schema so that the first page
// shows them without loading zod (common/app-config.ts re-exports them).

/** As paths under the marketing site (AppConfig's marketingSiteUrl). */
export const MARKETING_LINKS = [
  { label: "Advisory", path: "/advisory" },
  { label: "Platforms", path: "/platforms" },
  { label: "Events", path: "/events" },
  { label: "eLearning", path: "/elearning" },
  { label: "Media", path: "/media" },
  { label: "Insights", path: "/insights" },
  { label: "Plans", path: "/plans" },
] as const;
