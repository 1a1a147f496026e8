import { insertFailedJob } from "../failed-job";
import type { RouteExamples } from "./types";

export const adminExamples: RouteExamples = {
  "GET /api/admin/audit-log": async () => ({ url: "/api/admin/audit-log" }),
  "GET /api/admin/audit-log.csv": async () => ({ url: "/api/admin/audit-log.csv" }),
  "GET /api/admin/operations": async () => ({ url: "/api/admin/operations" }),
  "GET /api/admin/summary": async () => ({ url: "/api/admin/summary" }),
  "GET /api/admin/users": async () => ({ url: "/api/admin/users?q=example.com&accountType=leader" }),
  "GET /api/admin/users/:id": async ({ people }) => ({ url: `/api/admin/users/${people.leader.id}` }),
  "POST /api/admin/jobs/:id/retry": async ({ t }) => ({
    url: `/api/admin/jobs/${await insertFailedJob(t)}/retry`,
  }),
};
