// The console's companies: the list, verification, ownership and merging. Each write gets
// companies of its own, so that every caller finds them as the call expects.
import { randomUUID } from "node:crypto";
import { users } from "@server/platform/database/schema/auth";
import { companies } from "@server/platform/database/schema/companies";
import type { World } from "../permission-world";
import { unique } from "./support";
import type { RouteExamples } from "./types";

/** A company with no one in it, verified or not; its id. */
async function bareCompany(world: World, verifiedAt: Date | null = null): Promise<string> {
  const [row] = await world.t.context.db
    .insert(companies)
    .values({ name: `Console Co ${unique()}`, verifiedAt })
    .returning({ id: companies.id });
  if (!row) throw new Error("no company");
  return row.id;
}

/** Someone who works at the company and never signs in, written straight to the database; their id. */
async function personOf(world: World, companyId: string): Promise<string> {
  const id = randomUUID();
  await world.t.context.db
    .insert(users)
    .values({ id, name: `Person ${id.slice(0, 8)}`, email: `${id}@example.com`, companyId });
  return id;
}

export const adminCompaniesExamples: RouteExamples = {
  "GET /api/admin/companies": async () => ({ url: "/api/admin/companies?q=company" }),
  "PUT /api/admin/companies/:id/verification": async (world) => ({
    url: `/api/admin/companies/${await bareCompany(world)}/verification`,
  }),
  "DELETE /api/admin/companies/:id/verification": async (world) => ({
    url: `/api/admin/companies/${await bareCompany(world, new Date())}/verification`,
  }),
  "POST /api/admin/companies/:id/owner": async (world) => {
    const companyId = await bareCompany(world);
    return {
      url: `/api/admin/companies/${companyId}/owner`,
      payload: { userId: await personOf(world, companyId) },
    };
  },
  "GET /api/admin/companies/:id/merge-preview": async (world) => ({
    url: `/api/admin/companies/${await bareCompany(world)}/merge-preview?intoId=${world.companyId}`,
  }),
  "POST /api/admin/companies/:id/merge": async (world) => ({
    url: `/api/admin/companies/${await bareCompany(world)}/merge`,
    payload: { intoId: await bareCompany(world) },
  }),
};
