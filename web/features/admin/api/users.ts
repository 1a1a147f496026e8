// The console's people (GET /api/admin/users, /api/admin/users/{id}) and what operators do to an
// account: suspend, restore, delete one or many, invite.
import { type AdminUsersFilter, AdminUsersQuerySchema, adminUsersFilterFields } from "@common/admin-users";
import type { CreateInvitationInput } from "@common/invitations";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { filterFromSearch, filterToSearch } from "@web/lib/search-filter";

/** A page is long enough to select many at once without loading more. */
const PAGE_SIZE = 50;

export const usersFilterFromSearch = (search: URLSearchParams): AdminUsersFilter =>
  filterFromSearch(search, adminUsersFilterFields, AdminUsersQuerySchema);

export const usersFilterToSearch = (filter: AdminUsersFilter) =>
  filterToSearch(filter, adminUsersFilterFields);

export const adminUserKeys = {
  all: ["admin", "users"] as const,
  list: (filter: AdminUsersFilter) =>
    [...adminUserKeys.all, "list", usersFilterToSearch(filter).toString()] as const,
  detail: (id: string) => [...adminUserKeys.all, "detail", id] as const,
};

export function adminUsersQueryOptions(filter: AdminUsersFilter) {
  return infiniteQueryOptions({
    queryKey: adminUserKeys.list(filter),
    queryFn: ({ pageParam }) =>
      api.get("/api/admin/users", {
        params: { query: { ...filter, limit: PAGE_SIZE, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseAdminUsers(filter: AdminUsersFilter) {
  return useSuspenseInfiniteQuery(adminUsersQueryOptions(filter));
}

export function adminUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminUserKeys.detail(id),
    queryFn: () => api.get("/api/admin/users/{id}", { params: { path: { id } } }),
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseAdminUser(id: string) {
  return useSuspenseQuery(adminUserQueryOptions(id));
}

/** After any change to accounts, the lists and the person are read again. */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all });
}

export function useSuspension() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      suspended
        ? api.put("/api/user/{id}/suspension", { params: { path: { id } } })
        : api.delete("/api/user/{id}/suspension", { params: { path: { id } } }),
    onSettled: refresh,
  });
}

export function useDeleteUsers() {
  const refresh = useRefreshUsers();
  return useMutation({
    mutationFn: ({ userIds, handOverOwnership }: { userIds: string[]; handOverOwnership: boolean }) => {
      const [only] = userIds;
      return userIds.length === 1 && only
        ? api.delete("/api/user/{id}", {
            params: { path: { id: only }, query: { handOverOwnership: String(handOverOwnership) } },
          })
        : api.post("/api/user/delete-bulk-users", { body: { userIds, handOverOwnership } });
    },
    onSettled: refresh,
  });
}

export function useInvite() {
  return useMutation({
    mutationFn: (body: CreateInvitationInput) => api.post("/api/user/invite", { body }),
  });
}
