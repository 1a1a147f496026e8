// A company's invitations (DESIGN.md section 1: company admins bring their colleagues in): the open
// ones, inviting someone (again) and withdrawing an invitation.

import type { Invitation } from "@common/invitations";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";

/** Under the company's own key, so that everything about one company can be refreshed together. */
export const invitationsKey = (companyId: string) => ["company", companyId, "invitations"] as const;

export function useCompanyInvitations(companyId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: invitationsKey(companyId),
      queryFn: ({ pageParam }) =>
        api.get("/api/companies/{id}/invitations", {
          params: { path: { id: companyId }, query: { cursor: pageParam ?? undefined } },
        }),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export interface InviteColleagueInput {
  email: string;
  name?: string;
  message?: string;
}

/** Invites someone to the company; inviting the same address again sends a fresh link. */
export function useInviteColleague(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: ERROR_SHOWN_INLINE,
    mutationFn: (input: InviteColleagueInput) =>
      api.post("/api/user/invite", { body: { ...input, companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}

/** Sends an open invitation again with a fresh link; a failure shows as a notice. */
export function useResendInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      api.post("/api/user/invite", {
        body: {
          email: invitation.email,
          companyId,
          ...(invitation.name ? { name: invitation.name } : {}),
          ...(invitation.message ? { message: invitation.message } : {}),
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      api.delete("/api/user/invite/{id}", { params: { path: { id: invitationId } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsKey(companyId) }),
  });
}
