// The live notifications of a signed-in tab: one EventSource on GET /api/notifications/stream, whose
// events go straight into the cache. The browser reconnects by itself and resumes from the last
// event it saw (Last-Event-ID), so nothing here retries.

import { NotificationSchema, ReadEventSchema, UnreadCountSchema } from "@common/notifications";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { z } from "zod";
import {
  markReadInCache,
  setUnreadCount,
  unreadCountQueryOptions,
  upsertNotification,
} from "./notifications";

export const NOTIFICATION_STREAM_URL = "/api/notifications/stream";

/** An event's data, or undefined when it is not what this version of the app understands. */
function parseEvent<T>(event: Event, schema: z.ZodType<T>): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(String((event as MessageEvent).data)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function openStream(queryClient: QueryClient): EventSource {
  const source = new EventSource(NOTIFICATION_STREAM_URL, { withCredentials: true });
  source.addEventListener("unread", (event) => {
    const unread = parseEvent(event, UnreadCountSchema);
    if (unread) setUnreadCount(queryClient, unread.count);
  });
  source.addEventListener("notification", (event) => {
    const notification = parseEvent(event, NotificationSchema);
    if (notification) upsertNotification(queryClient, notification);
  });
  source.addEventListener("read", (event) => {
    const read = parseEvent(event, ReadEventSchema);
    if (read) markReadInCache(queryClient, read);
  });
  source.addEventListener("error", () => {
    // Closed for good (the server refused the stream): the bell still gets its number, once.
    if (source.readyState === EventSource.CLOSED) {
      queryClient.fetchQuery(unreadCountQueryOptions).catch(() => undefined);
    }
  });
  return source;
}

/** Keeps the stream open while the component that calls it (the member's bar) is mounted. */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = openStream(queryClient);
    return () => source.close();
  }, [queryClient]);
}
