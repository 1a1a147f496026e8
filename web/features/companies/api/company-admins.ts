// A company's admins, the requests for admin rights and the requests to join (DESIGN.md section 7).

import type { CompanyAdmin } from "@common/company-admins";
import type { CompanyPrivilege } from "@common/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

interface ItemList<T> {
  items: T[];
}

export function useCompanyAdmins(companyId: string) {
  return useQuery(
    queryOptions({
      queryKey: companyKeys.admins(companyId),
      queryFn: () => api.get("/api/companies/{id}/company-admins", { params: { path: { id: companyId } } }),
      select: (list) => list.items,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useAdminRequests(companyId: string) {
  return useQuery({
    queryKey: companyKeys.adminRequests(companyId),
    queryFn: () =>
      api.get("/api/companies/{id}/company-admin-requests", { params: { path: { id: companyId } } }),
    select: (list) => list.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useMembershipRequests(companyId: string) {
  return useQuery({
    queryKey: companyKeys.membershipRequests(companyId),
    queryFn: () =>
      api.get("/api/companies/{id}/membership-requests", { params: { path: { id: companyId } } }),
    select: (list) => list.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

/** Admin changes answer with the new list of admins; a change to one's own rights changes the profile. */
function useAdminListMutation<T>(companyId: string, send: (input: T) => Promise<ItemList<CompanyAdmin>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (list) => {
      queryClient.setQueryData(companyKeys.admins(companyId), list);
      await queryClient.invalidateQueries({ queryKey: companyKeys.profiles(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
      await queryClient.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}

export function useChangePrivilege(companyId: string) {
  return useAdminListMutation(
    companyId,
    ({ adminId, privilege }: { adminId: string; privilege: CompanyPrivilege }) =>
      api.patch("/api/companies/{id}/company-admins/{adminId}", {
        params: { path: { id: companyId, adminId } },
        body: { privilege },
      }),
  );
}

/** Removes an admin (owners), or the caller themself (stepping down). */
export function useRemoveAdmin(companyId: string) {
  return useAdminListMutation(companyId, (adminId: string) =>
    api.delete("/api/companies/{id}/company-admins/{adminId}", {
      params: { path: { id: companyId, adminId } },
    }),
  );
}

export function useAnswerAdminRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      approve
        ? api.post("/api/companies/{id}/company-admin-requests/{requestId}/approve", {
            params: { path: { id: companyId, requestId } },
            body: { privilege: "admin" },
          })
        : api.post("/api/companies/{id}/company-admin-requests/{requestId}/decline", {
            params: { path: { id: companyId, requestId } },
          }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.adminRequests(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.admins(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
    },
  });
}

export function useAnswerMembershipRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      api.post(
        approve
          ? "/api/companies/{id}/membership-requests/{requestId}/approve"
          : "/api/companies/{id}/membership-requests/{requestId}/decline",
        { params: { path: { id: companyId, requestId } } },
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.membershipRequests(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.profiles(companyId) });
    },
  });
}
