// Who may use each route, declared beside it as the route option `config: { access }`. The app
// refuses to start with an /api route that declares none, and the permission matrix
// (server/platform/http/permission-matrix.test.ts) runs every operation as every kind of caller
// and checks the answer against this declaration. The handlers still make the checks themselves:
// the declaration says what they must do, the matrix proves that they do it.
import type { FastifyInstance } from "fastify";

/**
 * The policies. "The company" is the one the route names, or the one that owns what it names (a
 * company's post, event, product, course or account file); "the author" made what it names (a
 * post, comment, course, decision cycle, invitation, bookmark collection).
 */
export const ACCESS_POLICIES = {
  anyone: "Visitors and members alike (what each sees may differ).",
  member: "Any signed-in member, each acting on their own things.",
  leader: "Members with a leader account.",
  vendor: "The people of a vendor company, for their own company.",
  companyPeople: "The company's people and its admins, and platform admins.",
  companyAdmin: "The company's admins and owners, and platform admins.",
  companyOwner: "The company's owners, and platform admins.",
  author: "The member who made it.",
  authorOrPlatformAdmin: "The member who made it, and platform admins.",
  platformAdmin: "Platform admins only.",
} as const;

export type Access = keyof typeof ACCESS_POLICIES;

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may use the route (ACCESS_POLICIES). Every /api route declares it. */
    access?: Access;
  }
}

/** Routes that serve the API's own description, not the API. */
const UNDECLARED = /^\/api\/(docs|openapi\.json)(\/|$)/;

/** Makes the app refuse to start with an /api route that declares no access; register before the routes. */
export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || UNDECLARED.test(route.url)) return;
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access || !Object.hasOwn(ACCESS_POLICIES, access)) {
      const methods = [route.method].flat().join(",");
      throw new Error(
        `${methods} ${route.url} declares no access policy (config.access, ${import.meta.url})`,
      );
    }
  });
}

/** The declared policy of a registered route. */
export function accessOf(config: unknown): Access | undefined {
  return (config as { access?: Access } | undefined)?.access;
}
