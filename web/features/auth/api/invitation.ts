// The invitation behind an e-mailed link (GET /api/auth/short-register) and the short sign-up that
// answers it (POST): the link proved the address, so the account is created and signed in at once.

import type { ShortRegisterInput } from "@common/invitations";
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { SIGN_IN_MUTATION_KEY, sessionQueryOptions } from "@web/lib/session";

export function invitationQueryOptions(token: string) {
  return queryOptions({
    queryKey: ["auth", "invitation", token],
    queryFn: () => api.get("/api/auth/short-register", { params: { query: { token } } }),
    // An unknown, used or expired link stays so; asking again would not change the answer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseInvitation(token: string) {
  return useSuspenseQuery(invitationQueryOptions(token)).data;
}

export function useShortRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SIGN_IN_MUTATION_KEY, "short-register"],
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: ShortRegisterInput) => api.post("/api/auth/short-register", { body: input }),
    // The guest-only route moves the new member on to "/" once the session is there.
    onSuccess: () => queryClient.invalidateQueries(sessionQueryOptions),
  });
}
