// Events (GET/POST /api/events, /api/events/:id and its agenda, sponsors, registration, attendees).
// A company's own events (/api/events/company) are the companies feature's.

import type { CreateEventInput, CreateSessionInput, Event, UpdateEventInput } from "@common/events";
import { EventIdParamsSchema } from "@common/events";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { type EventFilters, eventKeys } from "@web/lib/events/event-keys";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Whether an address's id can name an event at all; anything else is not found without asking. */
export function isEventId(eventId: string | undefined): eventId is string {
  return EventIdParamsSchema.safeParse({ id: eventId }).success;
}

export function calendarUrl(eventId: string): string {
  return `/api/events/${eventId}/calendar.ics`;
}

export function eventsQueryOptions(filters: EventFilters) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam }) =>
      api.get("/api/events", {
        params: {
          query: {
            when: filters.when,
            hub: filters.hub,
            format: filters.format || undefined,
            search: filters.search || undefined,
            cursor: pageParam ?? undefined,
          },
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseEvents(filters: EventFilters) {
  return useSuspenseInfiniteQuery(eventsQueryOptions(filters));
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.item(eventId),
    queryFn: () => api.get("/api/events/{id}", { params: { path: { id: eventId } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}

/** The event of an event's page; an id that cannot name one is not found without asking. */
export function useSuspenseEvent(eventId: string | undefined) {
  if (!isEventId(eventId)) throw new NotFoundError();
  return useSuspenseQuery(eventQueryOptions(eventId)).data;
}

export function useAttendees(eventId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: eventKeys.attendees(eventId),
    queryFn: ({ pageParam }) =>
      api.get("/api/events/{id}/registrations", {
        params: { path: { id: eventId }, query: { cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** After a change to one event: it, and every list that may show it, are refetched. */
function useEventChanged() {
  const queryClient = useQueryClient();
  return (event?: Event) => {
    if (event) queryClient.setQueryData(eventKeys.item(event.id), event);
    return queryClient.invalidateQueries({ queryKey: eventKeys.all });
  };
}

export function useCreateEvent() {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (input: CreateEventInput) => api.post("/api/events", { body: input }),
    onSuccess: changed,
  });
}

export function useUpdateEvent(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (changes: UpdateEventInput) =>
      api.patch("/api/events/{id}", { params: { path: { id: eventId } }, body: changes }),
    onSuccess: changed,
  });
}

export function useCancelEvent(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: () => api.post("/api/events/{id}/cancel", { params: { path: { id: eventId } } }),
    onSuccess: changed,
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete("/api/events/{id}", { params: { path: { id: eventId } } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.item(eventId) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}

export function useRegistration(eventId: string) {
  const changed = useEventChanged();
  const register = useMutation({
    mutationFn: () => api.put("/api/events/{id}/registration", { params: { path: { id: eventId } } }),
    onSuccess: (registration) => changed(registration.event),
  });
  const unregister = useMutation({
    mutationFn: () => api.delete("/api/events/{id}/registration", { params: { path: { id: eventId } } }),
    onSuccess: changed,
  });
  return { register, unregister };
}

export function useAddSession(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (input: CreateSessionInput) =>
      api.post("/api/events/{id}/sessions", { params: { path: { id: eventId } }, body: input }),
    onSuccess: () => changed(),
  });
}

export function useDeleteSession(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete("/api/events/{id}/sessions/{sessionId}", { params: { path: { id: eventId, sessionId } } }),
    onSuccess: () => changed(),
  });
}

export function useSponsorChange(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: ({ companyId, sponsor }: { companyId: string; sponsor: boolean }) =>
      sponsor
        ? api.put("/api/events/{id}/sponsors/{companyId}", { params: { path: { id: eventId, companyId } } })
        : api.delete("/api/events/{id}/sponsors/{companyId}", {
            params: { path: { id: eventId, companyId } },
          }),
    onSuccess: changed,
  });
}

export function useCheckIn(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      sessionId,
      userId,
      attended,
    }: {
      sessionId: string;
      userId: string;
      attended: boolean;
    }) => {
      const params = { path: { id: eventId, sessionId, userId } };
      return attended
        ? api.put("/api/events/{id}/sessions/{sessionId}/attendance/{userId}", { params })
        : api.delete("/api/events/{id}/sessions/{sessionId}/attendance/{userId}", { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.attendees(eventId) }),
  });
}
