import type { RouteExamples } from "./types";

export const adminExamples: RouteExamples = {
  "GET /api/admin/audit-log": async () => ({ url: "/api/admin/audit-log" }),
  "GET /api/admin/audit-log.csv": async () => ({ url: "/api/admin/audit-log.csv" }),
};
