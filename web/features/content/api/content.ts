// The content library (GET/POST /api/content, GET/PATCH/DELETE /api/content/:id, PUT
// /api/content/:id/progress), shared by Watch (videos) and Read (articles).

import {
  type ContentDetail,
  ContentIdParamsSchema,
  type ContentKind,
  type CreateContentInput,
  type SaveProgressInput,
  type UpdateContentInput,
} from "@common/content";
import type { IntentType } from "@common/intent-types";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { uploadFile } from "@web/lib/uploads";

export const contentKeys = {
  all: ["content"] as const,
  lists: ["content", "list"] as const,
  list: (kind: ContentKind, intentType: IntentType | null) => ["content", "list", kind, intentType] as const,
  item: (contentId: string) => ["content", "item", contentId] as const,
};

/** Whether an address's id can name an item at all; anything else is not found without asking. */
export function isContentId(contentId: string | undefined): contentId is string {
  return ContentIdParamsSchema.safeParse({ id: contentId }).success;
}

export function contentListQueryOptions(kind: ContentKind, intentType: IntentType | null) {
  return infiniteQueryOptions({
    queryKey: contentKeys.list(kind, intentType),
    queryFn: ({ pageParam }) =>
      api.get("/api/content", {
        params: { query: { kind, intentType: intentType ?? undefined, cursor: pageParam ?? undefined } },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useSuspenseContentList(kind: ContentKind, intentType: IntentType | null) {
  return useSuspenseInfiniteQuery(contentListQueryOptions(kind, intentType));
}

export function contentItemQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: contentKeys.item(contentId),
    queryFn: () => api.get("/api/content/{id}", { params: { path: { id: contentId } } }),
    meta: ERROR_SHOWN_INLINE,
    // Opening an item is an interest signal; coming back to the tab is not a new opening.
    refetchOnWindowFocus: false,
  });
}

/** The item of a video's or an article's page; anything else at the address is not found. */
export function useSuspenseContentItem(kind: ContentKind, contentId: string | undefined) {
  if (!isContentId(contentId)) throw new NotFoundError();
  const { data: item } = useSuspenseQuery(contentItemQueryOptions(contentId));
  if (item.kind !== kind) throw new NotFoundError();
  return item;
}

function progressPath(contentId: string) {
  return `/api/content/${contentId}/progress`;
}

/**
 * Saves where the member is. The item's cached progress is updated in place, not refetched:
 * refetching would count as opening it again.
 */
export function useSaveProgress(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProgressInput) =>
      api.put("/api/content/{id}/progress", { params: { path: { id: contentId } }, body: input }),
    onSuccess: (progress) => {
      queryClient.setQueryData<ContentDetail>(contentKeys.item(contentId), (item) =>
        item ? { ...item, progress } : item,
      );
      return queryClient.invalidateQueries({ queryKey: contentKeys.lists });
    },
    // The pages say once that saving failed; a notice every few seconds would bury the page.
    meta: ERROR_SHOWN_INLINE,
  });
}

/**
 * Saves progress as the page goes away (a reload, a closed tab): keepalive lets the request outlive
 * the page, which the app's client cannot promise.
 */
export function saveProgressOnExit(contentId: string, input: SaveProgressInput): void {
  void fetch(progressPath(contentId), {
    method: "PUT",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(input),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}

/** A new item, with the video file to upload first when it is a video. */
export interface NewContent {
  input: CreateContentInput;
  videoFile?: File | null;
}

export function usePublishContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, videoFile }: NewContent) => {
      const videoUploadId = videoFile ? (await uploadFile("video", videoFile)).id : input.videoUploadId;
      return api.post("/api/content", { body: { ...input, videoUploadId } });
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: contentKeys.lists });
    },
  });
}

/** What changed in an item, with a replacement video file to upload first, if any. */
export interface ContentChanges {
  changes: UpdateContentInput;
  videoFile?: File | null;
}

export function useUpdateContent(contentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, videoFile }: ContentChanges) => {
      const videoUploadId = videoFile ? (await uploadFile("video", videoFile)).id : changes.videoUploadId;
      return api.patch("/api/content/{id}", {
        params: { path: { id: contentId } },
        body: { ...changes, ...(videoUploadId ? { videoUploadId } : {}) },
      });
    },
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.item(item.id), item);
      return queryClient.invalidateQueries({ queryKey: contentKeys.lists });
    },
  });
}

/** Deleting, or hiding for moderation (platform admins): either way the item leaves every list. */
export function useDeleteContent(contentId: string, how: "delete" | "hide" = "delete") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      how === "hide"
        ? api.put("/api/content/{id}/hidden", { params: { path: { id: contentId } } })
        : api.delete("/api/content/{id}", { params: { path: { id: contentId } } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: contentKeys.item(contentId) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.lists });
    },
  });
}
