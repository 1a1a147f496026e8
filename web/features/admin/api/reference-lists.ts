// The reference lists as platform admins keep them: a list a page at a time, searched, and the
// calls that add, rename, move and remove its items (/api/reference-data/{kind}).
import type {
  CreateReferenceItemInput,
  ReferenceKind,
  UpdateReferenceItemInput,
} from "@common/reference-data";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { REFERENCE_LIST_PATHS } from "@web/lib/reference-data";

/** Forms read the lists under ["reference-data", kind]; an edit refreshes them too. */
const listKey = (kind: ReferenceKind) => ["reference-data", kind] as const;

function referenceItemsQueryOptions(kind: ReferenceKind, search: string) {
  return infiniteQueryOptions({
    queryKey: [...listKey(kind), "admin", search],
    queryFn: ({ pageParam }) =>
      api.get(REFERENCE_LIST_PATHS[kind], {
        params: { query: { search: search || undefined, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
    // The list stays in place while the next search's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

export function useReferenceItems(kind: ReferenceKind, search: string) {
  return useInfiniteQuery(referenceItemsQueryOptions(kind, search));
}

export function useReferenceEdits(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey(kind) });
  const path = { params: { path: { kind } } };
  return {
    add: useMutation({
      mutationFn: (input: CreateReferenceItemInput) =>
        api.post("/api/reference-data/{kind}", { ...path, body: input }),
      onSuccess: refresh,
      // The dialog shows why an addition or a rename was refused (a name already in the list).
      meta: ERROR_SHOWN_INLINE,
    }),
    change: useMutation({
      mutationFn: ({ id, ...input }: UpdateReferenceItemInput & { id: string }) =>
        api.patch("/api/reference-data/{kind}/{id}", { params: { path: { kind, id } }, body: input }),
      onSuccess: refresh,
      meta: ERROR_SHOWN_INLINE,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        api.delete("/api/reference-data/{kind}/{id}", { params: { path: { kind, id } } }),
      onSuccess: refresh,
    }),
  };
}
