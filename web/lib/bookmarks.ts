// Bookmarks as every feature shares them: the query keys, whether one target is bookmarked, and the
// toggle behind every bookmark button. The toggle is optimistic: the button and the bookmarks lists
// change at once and are put back, with a notice, if the server refuses.

import type { BookmarkKind, BookmarkPage } from "@common/bookmarks";
import {
  type InfiniteData,
  type QueryClient,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { ApiError, api, errorMessage } from "./api-client";
import { ERROR_SHOWN_INLINE } from "./query-meta";
import { useNotify } from "./use-notify";

export interface BookmarkFilter {
  kind: BookmarkKind | null;
  collectionId: string | null;
}

export const bookmarkKeys = {
  all: ["bookmarks"] as const,
  /** Every page of the member's bookmarks, whatever the filter. */
  lists: ["bookmarks", "list"] as const,
  list: ({ kind, collectionId }: BookmarkFilter) =>
    ["bookmarks", "list", { kind: kind ?? "all", collectionId: collectionId ?? "all" }] as const,
  collections: ["bookmarks", "collections"] as const,
  /**
   * What this client last did to a target's bookmark. It overrides the `bookmarked` flag of
   * answers fetched before, so every button for the target agrees without refetching those.
   */
  state: (kind: BookmarkKind, targetId: string) => ["bookmarks", "state", kind, targetId] as const,
};

/** Whether the target is bookmarked: this client's latest change, else what the server said. */
export function useBookmarked(kind: BookmarkKind, targetId: string, fromServer: boolean): boolean {
  // Null stands for "no change here": undefined cannot be written back to the cache.
  const latest = useQuery<boolean | null>({
    queryKey: bookmarkKeys.state(kind, targetId),
    queryFn: skipToken,
  });
  return latest.data ?? fromServer;
}

export interface BookmarkToggle {
  kind: BookmarkKind;
  targetId: string;
  /** The state wanted: true to bookmark, false to remove the bookmark. */
  bookmarked: boolean;
  /** How notices name the target ("Northwind Analytics", "post by Ada Lovelace"). */
  label: string;
}

type ListSnapshot = [readonly unknown[], InfiniteData<BookmarkPage> | undefined][];

function withoutTarget(data: InfiniteData<BookmarkPage> | undefined, { kind, targetId }: BookmarkToggle) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.kind !== kind || item.targetId !== targetId),
    })),
  };
}

function refreshLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookmarkKeys.lists }),
    queryClient.invalidateQueries({ queryKey: bookmarkKeys.collections }),
  ]);
}

export function useToggleBookmark() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    // The notice below names the target, which the app-wide one could not.
    meta: ERROR_SHOWN_INLINE,
    mutationFn: async ({ kind, targetId, bookmarked }: BookmarkToggle) => {
      const params = { path: { kind, targetId } };
      if (bookmarked) {
        await api.put("/api/bookmarks/{kind}/{targetId}", { params, body: {} });
        return;
      }
      try {
        await api.delete("/api/bookmarks/{kind}/{targetId}", { params });
      } catch (error) {
        // Already gone (removed in another tab): what was asked for is true.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: async (toggle) => {
      const stateKey = bookmarkKeys.state(toggle.kind, toggle.targetId);
      await queryClient.cancelQueries({ queryKey: bookmarkKeys.lists });
      const previousState = queryClient.getQueryData<boolean | null>(stateKey) ?? null;
      const previousLists: ListSnapshot = toggle.bookmarked
        ? []
        : queryClient.getQueriesData<InfiniteData<BookmarkPage>>({ queryKey: bookmarkKeys.lists });
      queryClient.setQueryData(stateKey, toggle.bookmarked);
      if (!toggle.bookmarked) {
        queryClient.setQueriesData<InfiniteData<BookmarkPage>>({ queryKey: bookmarkKeys.lists }, (data) =>
          withoutTarget(data, toggle),
        );
      }
      return { previousState, previousLists };
    },
    onSuccess: (_data, toggle) =>
      notify.snackbar(
        toggle.bookmarked
          ? `${toggle.label} has been bookmarked.`
          : `${toggle.label} has been removed from your bookmarks.`,
      ),
    onError: (error, toggle, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(bookmarkKeys.state(toggle.kind, toggle.targetId), snapshot.previousState);
        for (const [key, data] of snapshot.previousLists) queryClient.setQueryData(key, data);
      }
      notify.error(
        toggle.bookmarked
          ? `${toggle.label} could not be bookmarked: ${errorMessage(error)}`
          : `The bookmark of ${toggle.label} could not be removed: ${errorMessage(error)}`,
      );
    },
    onSettled: () => refreshLists(queryClient),
  });
}

function bookmarkedQueryOptions(kind: BookmarkKind, targetId: string) {
  return queryOptions({
    queryKey: [...bookmarkKeys.all, "one", kind, targetId] as const,
    queryFn: async () => {
      try {
        await api.get("/api/bookmarks/{kind}/{targetId}", { params: { path: { kind, targetId } } });
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return false;
        throw error;
      }
    },
  });
}

/** Whether the member has bookmarked this target, as the server says. */
export function useBookmarkedOnServer(kind: BookmarkKind, targetId: string) {
  return useQuery(bookmarkedQueryOptions(kind, targetId));
}
