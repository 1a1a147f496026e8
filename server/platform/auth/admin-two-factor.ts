// Where REQUIRE_ADMIN_TWO_FACTOR is set, a platform admin who has not turned on two-factor sign-in
// may only turn it on, read who they are, and sign out; every other /api call is 403 with the
// error object (docs/decisions/0023-two-factor-and-passkeys.md). An admin's session is the most
// valuable one to steal, and a password alone is what phishing takes.
import { ADMIN_TWO_FACTOR_REQUIRED_MESSAGE } from "@common/auth";
import { AppError } from "@server/platform/errors";
import type { FastifyInstance } from "fastify";
import type { SessionReader } from "./session";

/** Routes such an admin still reaches, by the route that matched (never by the raw URL). */
export const ROUTES_BEFORE_ADMIN_TWO_FACTOR = new Set([
  "/api/auth/get-session",
  "/api/auth/sign-out",
  "/api/auth/sign-in/email",
  "/api/auth/two-factor/enable",
  "/api/auth/two-factor/verify-totp",
  "/api/config",
  "/api/health",
]);

export function registerAdminTwoFactorRequirement(app: FastifyInstance, sessions: SessionReader): void {
  app.addHook("onRequest", async (request) => {
    const route = request.routeOptions.url;
    // Unknown paths answer 404 whoever asks; the web app's own files are not the API.
    if (!route?.startsWith("/api/") || ROUTES_BEFORE_ADMIN_TWO_FACTOR.has(route)) return;
    const user = await sessions.find(request);
    if (user?.isPlatformAdmin && !user.twoFactorEnabled) {
      throw new AppError(403, "AccessDenied", [ADMIN_TWO_FACTOR_REQUIRED_MESSAGE]);
    }
  });
}
