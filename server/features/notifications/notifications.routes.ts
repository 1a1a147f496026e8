// Notification routes (spec sections 4 and 9): the member's list, 15 a page newest first; the
// unread count; read marks; preferences; and the live stream (Server-Sent Events).

import {
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationPreferencesSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadCountSchema,
  UpdateNotificationPreferencesSchema,
} from "@common/notifications";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { Gauge } from "prom-client";
import { z } from "zod";
import { createNotificationStreams } from "./notification-streams";
import {
  markActive,
  notificationPage,
  notificationPreferences,
  readAllNotifications,
  readNotification,
  unreadCount,
  updateNotificationPreferences,
} from "./notifications.service";

const readErrors = errorResponses(400, 401);
const tags = ["notifications"];

/** Last-Event-ID as EventSource sends it, or `lastEventId` in the query for clients that cannot set headers. */
const StreamQuerySchema = z.object({ lastEventId: z.coerce.number().int().min(0).optional() });
const LastEventIdSchema = z.coerce.number().int().min(0);

export function registerNotificationRoutes(
  app: FastifyInstance,
  { sessions, db, realtime, metrics }: AppContext,
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const streams = createNotificationStreams(db, realtime, app.log);
  new Gauge({
    name: "summit_sse_connections",
    help: "Live notification streams open on this instance.",
    registers: [metrics],
    collect() {
      this.set(streams.size);
    },
  });
  // Open streams would keep the server from closing.
  app.addHook("preClose", async () => streams.closeAll());

  routes.get(
    "/api/notifications",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Your notifications, 15 a page, newest first",
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationPageSchema, ...readErrors },
      },
    },
    async (request) => {
      const user = await requireSessionUser(sessions, request);
      const [page] = await Promise.all([notificationPage(db, user, request.query), markActive(db, user)]);
      return page;
    },
  );

  routes.get(
    "/api/notifications/unread-count",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "How many of your notifications are unread (counted up to 100)",
        response: { 200: UnreadCountSchema, ...readErrors },
      },
    },
    async (request) => unreadCount(db, await requireSessionUser(sessions, request)),
  );

  routes.post(
    "/api/notifications/:id/read",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Mark one of your notifications read",
        params: NotificationIdParamsSchema,
        response: { 200: NotificationSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => readNotification(db, await requireSessionUser(sessions, request), request.params.id),
  );

  routes.post(
    "/api/notifications/read-all",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Mark all your notifications read",
        response: { 200: UnreadCountSchema, ...readErrors },
      },
    },
    async (request) => readAllNotifications(db, await requireSessionUser(sessions, request)),
  );

  routes.get(
    "/api/notifications/preferences",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Your notification channels per kind, and your e-mail digest",
        response: { 200: NotificationPreferencesSchema, ...readErrors },
      },
    },
    async (request) => notificationPreferences(db, await requireSessionUser(sessions, request)),
  );

  routes.patch(
    "/api/notifications/preferences",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Change your notification channels or digest",
        body: UpdateNotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema, ...readErrors },
      },
    },
    async (request) =>
      updateNotificationPreferences(db, await requireSessionUser(sessions, request), request.body),
  );

  routes.get(
    "/api/notifications/stream",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Live notifications (text/event-stream): unread, notification and read events; resumes after Last-Event-ID",
        querystring: StreamQuerySchema,
        response: errorResponses(401, 400),
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const header = request.headers["last-event-id"];
      const fromHeader = header === undefined ? undefined : LastEventIdSchema.safeParse(header);
      const lastEventId = fromHeader?.success ? fromHeader.data : (request.query.lastEventId ?? null);
      await markActive(db, user);
      reply.hijack();
      await streams.open(user, reply.raw, lastEventId);
    },
  );
}
