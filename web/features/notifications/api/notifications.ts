// The member's notifications (GET /api/notifications, 15 a page, newest first), the unread count
// behind the bell, and marking them read. The live stream (notification-stream.ts) keeps both up to
// date through the cache helpers below.

import type { Notification, NotificationPage, UnreadCount } from "@common/notifications";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { notificationKeys } from "./notification-keys";

type NotificationPages = InfiniteData<NotificationPage, string | null>;

export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) =>
      api.get("/api/notifications", { params: { query: { cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseNotifications() {
  return useSuspenseInfiniteQuery(notificationsQueryOptions());
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: notificationKeys.unreadCount,
  queryFn: () => api.get("/api/notifications/unread-count"),
  // The stream tells the count on connect and on every change, so it is never stale while it runs.
  staleTime: Number.POSITIVE_INFINITY,
  // A bell without a number is the whole failure; a notice about it would only distract.
  meta: ERROR_SHOWN_INLINE,
});

/**
 * The count behind the bell. The stream fills it in (notification-stream.ts), so the bell asks the
 * server itself only when the stream cannot run at all.
 */
export function useUnreadCount() {
  return useQuery({ ...unreadCountQueryOptions, enabled: false });
}

export function setUnreadCount(queryClient: QueryClient, count: number) {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, { count: Math.max(0, count) });
}

function updateNotifications(
  queryClient: QueryClient,
  change: (data: NotificationPages) => NotificationPages,
) {
  queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) => (data ? change(data) : data));
}

/**
 * A new or grouped notification from the stream. A grouped one that happened again moves to the top,
 * where the server now sorts it; one that only changed stays where it is.
 */
export function upsertNotification(queryClient: QueryClient, notification: Notification) {
  updateNotifications(queryClient, (data) => {
    const existing = data.pages.flatMap((page) => page.items).find((item) => item.id === notification.id);
    if (existing && existing.createdAt === notification.createdAt) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((item) => (item.id === notification.id ? notification : item)),
        })),
      };
    }
    return {
      ...data,
      pages: data.pages.map((page, index) => {
        const items = page.items.filter((item) => item.id !== notification.id);
        return { ...page, items: index === 0 ? [notification, ...items] : items };
      }),
    };
  });
}

/** Marks notifications read in the list: some by id, or all of them. */
export function markReadInCache(queryClient: QueryClient, which: { ids: string[] } | { all: true }) {
  const ids = "ids" in which ? new Set(which.ids) : null;
  updateNotifications(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        !item.read && (!ids || ids.has(item.id)) ? { ...item, read: true } : item,
      ),
    })),
  }));
}

function markUnreadInCache(queryClient: QueryClient, ids: Set<string>) {
  updateNotifications(queryClient, (data) => ({
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (ids.has(item.id) ? { ...item, read: false } : item)),
    })),
  }));
}

function unreadIds(queryClient: QueryClient): Set<string> {
  const data = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
  return new Set(
    data?.pages.flatMap((page) => page.items.filter((item) => !item.read).map((item) => item.id)) ?? [],
  );
}

function unreadCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<UnreadCount>(notificationKeys.unreadCount)?.count;
}

/** Marks one notification read at once; undone if the server refuses. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) =>
      api.post("/api/notifications/{id}/read", { params: { path: { id: notification.id } } }),
    onMutate: async (notification) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const wasUnread = unreadIds(queryClient).has(notification.id);
      markReadInCache(queryClient, { ids: [notification.id] });
      const count = unreadCount(queryClient);
      if (wasUnread && count !== undefined) setUnreadCount(queryClient, count - 1);
      return { wasUnread };
    },
    onError: (_error, notification, context) => {
      if (!context?.wasUnread) return;
      markUnreadInCache(queryClient, new Set([notification.id]));
      const count = unreadCount(queryClient);
      if (count !== undefined) setUnreadCount(queryClient, count + 1);
    },
  });
}

/** Marks every notification read at once; undone if the server refuses. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/notifications/read-all"),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = { ids: unreadIds(queryClient), count: unreadCount(queryClient) };
      markReadInCache(queryClient, { all: true });
      setUnreadCount(queryClient, 0);
      return previous;
    },
    onError: (_error, _variables, previous) => {
      if (!previous) return;
      markUnreadInCache(queryClient, previous.ids);
      if (previous.count !== undefined) setUnreadCount(queryClient, previous.count);
    },
  });
}
