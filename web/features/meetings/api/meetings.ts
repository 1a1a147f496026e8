// Meetings: a leader's lists and settings, a vendor's board per event with its slots, registered
// leaders and the company's people, and every write (each refreshes what it changed).

import type {
  CreateMeetingInput,
  CreateMeetingSlotInput,
  MeetingSettings,
  MeetingView,
  UpdateMeetingInput,
} from "@common/meetings";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

export const meetingKeys = {
  all: ["meetings"] as const,
  list: (view: MeetingView) => ["meetings", "list", view] as const,
  settings: ["meetings", "settings"] as const,
  board: (eventId: string, companyId: string | null) => ["meetings", "board", eventId, companyId] as const,
  slots: (eventId: string, companyId: string) => ["meetings", "slots", eventId, companyId] as const,
  leaders: (eventId: string, search: string) => ["meetings", "leaders", eventId, search] as const,
  people: (companyId: string) => ["meetings", "people", companyId] as const,
};

export function leaderMeetingsOptions(view: MeetingView) {
  return infiniteQueryOptions({
    queryKey: meetingKeys.list(view),
    queryFn: ({ pageParam }) =>
      api.get("/api/meetings", { params: { query: { view, cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseLeaderMeetings(view: MeetingView) {
  return useSuspenseInfiniteQuery(leaderMeetingsOptions(view));
}

export const meetingSettingsQueryOptions = queryOptions({
  queryKey: meetingKeys.settings,
  queryFn: () => api.get("/api/meetings/settings"),
  meta: ERROR_SHOWN_INLINE,
});

export function useMeetingSettings() {
  return useQuery(meetingSettingsQueryOptions);
}

export function useUpdateMeetingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: MeetingSettings) => api.put("/api/meetings/settings", { body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(meetingKeys.settings, settings),
  });
}

/** Any status change; every meeting list and board is refreshed after it. */
export function useChangeMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ meetingId, change }: { meetingId: string; change: UpdateMeetingInput }) =>
      api.put("/api/meetings/{id}", { params: { path: { id: meetingId } }, body: change }),
    // Not awaited: a caller's own onSuccess (its notice) must run before the refreshed list
    // unmounts the component that made the change.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export function meetingBoardQueryOptions(eventId: string, companyId: string | null) {
  return queryOptions({
    queryKey: meetingKeys.board(eventId, companyId),
    queryFn: () =>
      api.get("/api/events/{eventId}/meetings/board", {
        params: { path: { eventId }, query: { companyId: companyId ?? undefined } },
      }),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseMeetingBoard(eventId: string, companyId: string | null) {
  return useSuspenseQuery(meetingBoardQueryOptions(eventId, companyId)).data;
}

export function boardCsvUrl(eventId: string, companyId: string): string {
  return `/api/events/${eventId}/meetings/board.csv?${new URLSearchParams({ companyId })}`;
}

/** The company's slots at the event (the first hundred, soonest first). */
export function useCompanySlots(eventId: string, companyId: string) {
  return useQuery(
    queryOptions({
      queryKey: meetingKeys.slots(eventId, companyId),
      queryFn: () =>
        api.get("/api/host/events/{eventId}/meetings-sessions", {
          params: { path: { eventId }, query: { sponsorId: companyId, limit: 100 } },
        }),
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useRegisteredLeaders(eventId: string, search: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: meetingKeys.leaders(eventId, search),
      queryFn: () =>
        api.get("/api/events/{eventId}/meetings/leaders", {
          params: { path: { eventId }, query: { search: search || undefined } },
        }),
      enabled,
      placeholderData: keepPreviousData,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

/** The company's people, who can represent it at a slot. */
export function useCompanyPeople(companyId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: meetingKeys.people(companyId),
      queryFn: () => api.get("/api/companies/{id}/employees", { params: { path: { id: companyId } } }),
      enabled,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useRequestMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMeetingInput) => api.post("/api/meetings", { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export function useCreateSlot(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateMeetingSlotInput) =>
      api.post("/api/host/events/{eventId}/meetings-sessions", {
        params: { path: { eventId } },
        body: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}

export function useDeleteSlot(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) =>
      api.delete("/api/host/events/{eventId}/meetings-sessions/{slotId}", {
        params: { path: { eventId, slotId } },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: meetingKeys.all }),
  });
}
