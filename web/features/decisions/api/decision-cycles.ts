// A leader's decision cycles (GET /api/decisions/user-overview/:id/cycles) with their history, and
// the writes that declare, change and close one.

import type {
  CloseDecisionCycleInput,
  CreateDecisionCycleInput,
  UpdateDecisionCycleInput,
} from "@common/decision-cycles";
import { queryOptions, useMutation, useQuery, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

const cycleKeys = {
  all: ["decision-cycles"] as const,
  leader: (leaderId: string) => ["decision-cycles", "leader", leaderId] as const,
  history: (cycleId: string) => ["decision-cycles", "history", cycleId] as const,
};

export function leaderCyclesQueryOptions(leaderId: string) {
  return queryOptions({
    queryKey: cycleKeys.leader(leaderId),
    queryFn: () =>
      api.get("/api/decisions/user-overview/{id}/cycles", { params: { path: { id: leaderId } } }),
    select: (list) => list.items,
  });
}

export function useSuspenseLeaderCycles(leaderId: string) {
  return useSuspenseQuery(leaderCyclesQueryOptions(leaderId)).data;
}

export function useCycleHistory(cycleId: string) {
  return useQuery({
    queryKey: cycleKeys.history(cycleId),
    queryFn: () => api.get("/api/decisions/cycles/{cycleId}/history", { params: { path: { cycleId } } }),
    select: (history) => history.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** Every write refreshes the lists and histories of cycles: a change is a line in its history. */
function useCycleMutation<T>(send: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cycleKeys.all }),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useDeclareCycle() {
  return useCycleMutation((input: CreateDecisionCycleInput) =>
    api.post("/api/decisions/cycles", { body: input }),
  );
}

export function useChangeCycle(cycleId: string) {
  return useCycleMutation((input: UpdateDecisionCycleInput) =>
    api.patch("/api/decisions/cycles/{cycleId}", { params: { path: { cycleId } }, body: input }),
  );
}

export function useCloseCycle(cycleId: string) {
  return useCycleMutation((input: CloseDecisionCycleInput) =>
    api.post("/api/decisions/cycles/{cycleId}/close", { params: { path: { cycleId } }, body: input }),
  );
}
