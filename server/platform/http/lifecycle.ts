// An instance's part in a rolling restart (docs/operations.md, "Deploying without downtime"): on
// SIGTERM it first drains (readiness answers 503, so a load balancer that checks it stops sending
// new work; every answer closes its connection, so a proxy's kept-alive connections end cleanly
// after a full exchange instead of being cut mid-request), then stops listening: requests under
// way finish, a proxy's next attempt to connect is refused and goes to another instance.
import type { FastifyInstance } from "fastify";

export interface Lifecycle {
  /** Set once the instance has been asked to stop. */
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

export function registerDrain(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (lifecycle.draining) reply.header("connection", "close");
    return payload;
  });
}
