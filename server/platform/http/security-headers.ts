// The security headers of every answer (helmet): the content security policy, framing, sniffing,
// referrer and cross-origin policies.
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/**
 * helmet's middleware is made once, here. @fastify/helmet makes it again for each request, parsing
 * the policy every time: under load that was about 9% of the server's CPU (bench/README.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) inserts <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // Publishing a video reads its running time from the chosen file through a blob: URL.
        mediaSrc: ["'self'", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Over plain HTTP (a laptop, a LAN address) upgrading would break every asset request.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
  app.addHook("onRequest", (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}
