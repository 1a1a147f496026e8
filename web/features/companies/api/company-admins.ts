// A company's admins, the requests for admin rights and the requests to join (DESIGN.md section 7).

import type { CompanyAdmin, CompanyAdminRequest, CompanyMembershipRequest } from "@common/company-admins";
import type { CompanyPrivilege } from "@common/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { companyKeys } from "./company-keys";

interface ItemList<T> {
  items: T[];
}

export function useCompanyAdmins(companyId: string) {
  return useQuery(
    queryOptions({
      queryKey: companyKeys.admins(companyId),
      queryFn: () => apiClient.get<ItemList<CompanyAdmin>>(`/api/companies/${companyId}/company-admins`),
      select: (list) => list.items,
      meta: ERROR_SHOWN_INLINE,
    }),
  );
}

export function useAdminRequests(companyId: string) {
  return useQuery({
    queryKey: companyKeys.adminRequests(companyId),
    queryFn: () =>
      apiClient.get<ItemList<CompanyAdminRequest>>(`/api/companies/${companyId}/company-admin-requests`),
    select: (list) => list.items,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useMembershipRequests(companyId: string) {
  return useQuery({
    queryKey: companyKeys.membershipRequests(companyId),
    queryFn: () =>
      apiClient.get<ItemList<CompanyMembershipRequest>>(`/api/companies/${companyId}/membership-requests`),
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
      apiClient.patch<ItemList<CompanyAdmin>>(
        `/api/companies/${companyId}/company-admins/${encodeURIComponent(adminId)}`,
        {
          privilege,
        },
      ),
  );
}

/** Removes an admin (owners), or the caller themself (stepping down). */
export function useRemoveAdmin(companyId: string) {
  return useAdminListMutation(companyId, (adminId: string) =>
    apiClient.delete<ItemList<CompanyAdmin>>(
      `/api/companies/${companyId}/company-admins/${encodeURIComponent(adminId)}`,
    ),
  );
}

export function useAnswerAdminRequest(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      apiClient.post<CompanyAdminRequest>(
        `/api/companies/${companyId}/company-admin-requests/${requestId}/${approve ? "approve" : "decline"}`,
        approve ? { privilege: "admin" } : {},
      ),
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
      apiClient.post<CompanyMembershipRequest>(
        `/api/companies/${companyId}/membership-requests/${requestId}/${approve ? "approve" : "decline"}`,
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: companyKeys.membershipRequests(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.employees(companyId) });
      await queryClient.invalidateQueries({ queryKey: companyKeys.profiles(companyId) });
    },
  });
}
