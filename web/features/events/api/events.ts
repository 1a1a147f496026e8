// Events (GET/POST /api/events, /api/events/:id and its agenda, sponsors, registration, attendees).
// A company's own events (/api/events/company) are the companies feature's.

import type {
  AttendeePage,
  CreateEventInput,
  CreateSessionInput,
  Event,
  EventPage,
  EventSession,
  Registration,
  UpdateEventInput,
} from "@common/events";
import { EventIdParamsSchema } from "@common/events";
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { type EventFilters, eventKeys } from "@web/lib/events/event-keys";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Whether an address's id can name an event at all; anything else is not found without asking. */
export function isEventId(eventId: string | undefined): eventId is string {
  return EventIdParamsSchema.safeParse({ id: eventId }).success;
}

export function calendarUrl(eventId: string): string {
  return `/api/events/${eventId}/calendar.ics`;
}

function eventsQueryOptions(filters: EventFilters) {
  return infiniteQueryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ when: filters.when, hub: filters.hub });
      if (filters.format) params.set("format", filters.format);
      if (filters.search) params.set("search", filters.search);
      if (pageParam) params.set("cursor", pageParam);
      return apiClient.get<EventPage>(`/api/events?${params}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useEvents(filters: EventFilters) {
  return useInfiniteQuery(eventsQueryOptions(filters));
}

export function useEvent(eventId: string) {
  return useQuery({
    queryKey: eventKeys.item(eventId),
    queryFn: () => apiClient.get<Event>(`/api/events/${eventId}`),
    enabled: isEventId(eventId),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useAttendees(eventId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: eventKeys.attendees(eventId),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set("cursor", pageParam);
      return apiClient.get<AttendeePage>(`/api/events/${eventId}/registrations?${params}`);
    },
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
    mutationFn: (input: CreateEventInput) => apiClient.post<Event>("/api/events", input),
    onSuccess: changed,
  });
}

export function useUpdateEvent(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (changes: UpdateEventInput) => apiClient.patch<Event>(`/api/events/${eventId}`, changes),
    onSuccess: changed,
  });
}

export function useCancelEvent(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: () => apiClient.post<Event>(`/api/events/${eventId}/cancel`, {}),
    onSuccess: changed,
  });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.delete<null>(`/api/events/${eventId}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.item(eventId) });
      return queryClient.invalidateQueries({ queryKey: eventKeys.lists });
    },
  });
}

export function useRegistration(eventId: string) {
  const changed = useEventChanged();
  const register = useMutation({
    mutationFn: () => apiClient.put<Registration>(`/api/events/${eventId}/registration`, {}),
    onSuccess: (registration) => changed(registration.event),
  });
  const unregister = useMutation({
    mutationFn: () => apiClient.delete<Event>(`/api/events/${eventId}/registration`),
    onSuccess: changed,
  });
  return { register, unregister };
}

export function useAddSession(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (input: CreateSessionInput) =>
      apiClient.post<EventSession>(`/api/events/${eventId}/sessions`, input),
    onSuccess: () => changed(),
  });
}

export function useDeleteSession(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (sessionId: string) => apiClient.delete<null>(`/api/events/${eventId}/sessions/${sessionId}`),
    onSuccess: () => changed(),
  });
}

export function useSponsorChange(eventId: string) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: ({ companyId, sponsor }: { companyId: string; sponsor: boolean }) =>
      sponsor
        ? apiClient.put<Event>(`/api/events/${eventId}/sponsors/${companyId}`, {})
        : apiClient.delete<Event>(`/api/events/${eventId}/sponsors/${companyId}`),
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
      const path = `/api/events/${eventId}/sessions/${sessionId}/attendance/${encodeURIComponent(userId)}`;
      return attended ? apiClient.put<null>(path, {}) : apiClient.delete<null>(path);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.attendees(eventId) }),
  });
}
