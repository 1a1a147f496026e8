// Builds the Fastify app: external plugins, then the platform (errors, auth), then the feature
// routes, then the web app, in that order.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import multipart from "@fastify/multipart";
import proxyaddr from "@fastify/proxy-addr";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from "fastify-type-provider-zod";
import { JSON_BODY_LIMIT_BYTES } from "../common/constants";
import type { AppContext } from "./app-context";
import { registerAccountDataRoutes } from "./features/account-data/account-data.routes";
import { registerAccountFileRoutes } from "./features/account-files/account-files.routes";
import { registerAccountSessionRoutes } from "./features/account-sessions/account-sessions.routes";
import { registerAccountSettingsRoutes } from "./features/account-settings/account-settings.routes";
import { registerAdminCompanyRoutes } from "./features/admin-companies/admin-companies.routes";
import { registerAdminUserRoutes } from "./features/admin-users/admin-users.routes";
import { registerAppConfigRoutes } from "./features/app-config/app-config.routes";
import { registerAuditLogRoutes } from "./features/audit-log/audit-log.routes";
import { registerBillingRoutes } from "./features/billing/billing.routes";
import { registerBookmarkRoutes } from "./features/bookmarks/bookmarks.routes";
import { registerCapabilityRoutes } from "./features/capabilities/capabilities.routes";
import { registerCompanyRoutes } from "./features/companies/companies.routes";
import { registerCompanyAdminRoutes } from "./features/company-admins/company-admins.routes";
import { registerContentRoutes } from "./features/content/content.routes";
import { registerCustomerRoutes } from "./features/customers/customers.routes";
import { registerDecisionRoutes } from "./features/decisions/decisions.routes";
import { registerDiscoverRoutes } from "./features/discover/discover.routes";
import { registerEventRoutes } from "./features/events/events.routes";
import { registerFileRoutes } from "./features/files/files.routes";
import { registerHealthRoutes } from "./features/health/health.routes";
import { registerInsightRoutes } from "./features/insights/insights.routes";
import { registerInvitationRoutes } from "./features/invitations/invitations.routes";
import { registerLearningRoutes } from "./features/learning/learning.routes";
import { registerMeetingRoutes } from "./features/meetings/meetings.routes";
import { registerModerationRoutes } from "./features/moderation/moderation.routes";
import { registerNotificationRoutes } from "./features/notifications/notifications.routes";
import { registerOperationsRoutes } from "./features/operations/operations.routes";
import { registerPerformanceRoutes } from "./features/performance/performance.routes";
import { registerPlanRoutes } from "./features/plans/plans.routes";
import { registerPostRoutes } from "./features/posts/posts.routes";
import { registerProductRoutes } from "./features/products/products.routes";
import { registerProfileRoutes } from "./features/profile/profile.routes";
import { registerReferenceDataRoutes } from "./features/reference-data/reference-data.routes";
import { registerResourceRoutes } from "./features/resources/resources.routes";
import { registerSuspensionRoutes } from "./features/suspensions/suspensions.routes";
import { registerUploadRoutes } from "./features/uploads/uploads.routes";
import { registerUserRoutes } from "./features/users/users.routes";
import { registerAdminTwoFactorRequirement } from "./platform/auth/admin-two-factor";
import { registerAuthRoutes } from "./platform/auth/auth.routes";
import { registerErrorHandler, sendNotFound } from "./platform/errors";
import { requireDeclaredAccess } from "./platform/http/access";
import { registerBodyDeadline } from "./platform/http/body-deadline";
import { registerCompression } from "./platform/http/compression";
import { frameworkRefusalOptions, registerFrameworkRefusals } from "./platform/http/framework-refusals";
import { registerDrain } from "./platform/http/lifecycle";
import { registerMetrics } from "./platform/http/metrics";
import { registerNulCharacterCheck } from "./platform/http/nul-character";
import { registerRequestBudgets } from "./platform/http/request-budgets";
import { registerRequestOriginCheck, trustedOrigins } from "./platform/http/request-origin";
import { serializerCompiler } from "./platform/http/response-serializer";
import { recordRoutes } from "./platform/http/route-table";
import { registerSecurityHeaders } from "./platform/http/security-headers";

export interface BuildAppOptions {
  context: AppContext;
  logger: FastifyBaseLogger;
  /** Folder of the built web app; when absent, only the API is served. */
  webRoot?: string;
}

/**
 * The longest a whole request may take to arrive: long enough for the largest video upload
 * (UPLOAD_MAX_BYTES.video) over a modest 5 Mbit/s line, short enough that slow clients cannot hold
 * connections for ever. A connection that sends nothing is dropped sooner (IDLE_TIMEOUT_MS).
 */
export const REQUEST_TIMEOUT_MS = 15 * 60_000;
const IDLE_TIMEOUT_MS = 60_000;
/** A request id taken from a proxy: short, and nothing that could forge a log line. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export async function buildApp({ context, logger, webRoot }: BuildAppOptions): Promise<FastifyInstance> {
  const trust = context.config.TRUST_PROXY;
  const fromTrustedProxy = typeof trust === "boolean" ? () => trust : proxyaddr.compile(trust);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: context.config.TRUST_PROXY,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: IDLE_TIMEOUT_MS,
    keepAliveTimeout: 10_000,
    // Node's Host check answers with an empty body; registerFrameworkRefusals makes it instead.
    http: { headersTimeout: 15_000, requireHostHeader: false },
    // From a trusted proxy, its request id (Caddy's, deploy/caddy/Caddyfile) ties its log to ours.
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" &&
        REQUEST_ID.test(given) &&
        fromTrustedProxy(request.socket.remoteAddress ?? "", 0)
        ? given
        : randomUUID();
    },
    ...frameworkRefusalOptions,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  recordRoutes(app);
  requireDeclaredAccess(app);
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerMetrics(app, context.metrics, context.config.METRICS_TOKEN);
  registerDrain(app, context.lifecycle);

  registerSecurityHeaders(app, { https: context.config.publicUrl.startsWith("https:") });
  await registerCompression(app);
  await app.register(multipart, { limits: { fields: 10, parts: 20, headerPairs: 100 } });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Summit API",
        version: "1.0.0",
        description: "Community and insights platform for technology leaders and vendors.",
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  registerErrorHandler(app);
  registerBodyDeadline(app);
  registerFrameworkRefusals(app);
  registerNulCharacterCheck(app);
  registerRequestOriginCheck(app, trustedOrigins(context.config));
  await registerRequestBudgets(app, {
    db: context.db,
    sessions: context.sessions,
    scale: context.config.REQUEST_BUDGET_SCALE,
  });
  if (context.config.REQUIRE_ADMIN_TWO_FACTOR) registerAdminTwoFactorRequirement(app, context.sessions);
  registerAuthRoutes(app, context.auth, context.sessions);
  registerHealthRoutes(app, context);
  registerAppConfigRoutes(app, context);
  registerPlanRoutes(app, context);
  registerBillingRoutes(app, context);
  registerCustomerRoutes(app, context);
  registerProfileRoutes(app, context);
  registerAccountSessionRoutes(app, context);
  registerAccountSettingsRoutes(app, context);
  registerAccountDataRoutes(app, context);
  registerReferenceDataRoutes(app, context);
  registerFileRoutes(app, context);
  registerUploadRoutes(app, context);
  registerCompanyRoutes(app, context);
  registerProductRoutes(app, context);
  registerCapabilityRoutes(app, context);
  registerResourceRoutes(app, context);
  registerPostRoutes(app, context);
  registerDiscoverRoutes(app, context);
  registerModerationRoutes(app, context);
  registerContentRoutes(app, context);
  registerLearningRoutes(app, context);
  registerBookmarkRoutes(app, context);
  registerCompanyAdminRoutes(app, context);
  registerAccountFileRoutes(app, context);
  registerInvitationRoutes(app, context);
  registerUserRoutes(app, context);
  registerSuspensionRoutes(app, context);
  registerAdminUserRoutes(app, context);
  registerAdminCompanyRoutes(app, context);
  registerAuditLogRoutes(app, context);
  registerOperationsRoutes(app, context);
  registerNotificationRoutes(app, context);
  registerEventRoutes(app, context);
  registerMeetingRoutes(app, context);
  registerDecisionRoutes(app, context);
  registerInsightRoutes(app, context);
  registerPerformanceRoutes(app, context);
  // Features subscribe to realtime channels while registering; it starts listening once they have.
  app.addHook("onReady", () => context.realtime.start());
  app.addHook("onClose", () => context.realtime.stop());
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  if (webRoot && fs.existsSync(path.join(webRoot, "index.html"))) {
    await registerWebApp(app, webRoot);
  } else {
    app.setNotFoundHandler(sendNotFound);
  }
  return app;
}

/** Helmet's headers that only a document reads. */
const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "strict-transport-security",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * Serves the built single-page app; unknown page paths get index.html for client-side routing.
 * The build writes a .br and a .gz beside each file worth compressing; the one the client accepts
 * is sent as it is.
 */
async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = path.resolve(webRoot);
  const indexFile = path.join(root, "index.html");
  const hashedAssets = path.join(root, "assets") + path.sep;
  await app.register(fastifyStatic, {
    root,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const file = filePath.replace(/\.(?:br|gz)$/, "");
      // index.html names the current hashed assets, so it is revalidated on every visit.
      const cacheControl =
        file === indexFile
          ? "no-cache"
          : file.startsWith(hashedAssets)
            ? "public, max-age=31536000, immutable"
            : "public, max-age=3600";
      res.header("cache-control", cacheControl);
    },
  });
  // A hashed script or style is fetched by the page, never opened as a document: the policy headers
  // meant for documents (helmet's) would only add about 700 bytes to each of the dozens a page loads.
  // nosniff and the cross-origin resource policy, which do apply to scripts, stay.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.url.startsWith("/assets/")) {
      for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
    }
    return payload;
  });
  const sendIndex = (reply: FastifyReply) => reply.sendFile("index.html");
  // The static plugin answers a bare directory with 403 when it serves no index, so "/" is routed here.
  app.get("/", { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "/";
    if (
      url === "/api" ||
      url.startsWith("/api/") ||
      (request.method !== "GET" && request.method !== "HEAD") ||
      // A missing file (an old chunk after a deploy, /favicon.ico, /sitemap.xml) is not a page:
      // the app page in its place would fail as a script or mislead crawlers.
      url.startsWith("/assets/") ||
      /\.[A-Za-z0-9]+$/.test(url)
    ) {
      return sendNotFound(request, reply);
    }
    return sendIndex(reply);
  });
}
