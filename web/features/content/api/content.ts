// The content library (GET/POST /api/content, GET/PATCH/DELETE /api/content/:id), shared by Watch
// (videos) and Read (articles); one item and its progress are in web/lib/content, which courses
// share.

import type { ContentKind, CreateContentInput, UpdateContentInput } from "@common/content";
import type { IntentType } from "@common/intent-types";
import {
  infiniteQueryOptions,
  useMutation,
  useQueryClient,
  useSuspenseInfiniteQuery,
  useSuspenseQuery,
} from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { contentItemQueryOptions, contentKeys, isContentId } from "@web/lib/content/content-item";
import { NotFoundError } from "@web/lib/page-handle";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { uploadFile } from "@web/lib/uploads";

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

/** The item of a video's or an article's page; anything else at the address is not found. */
export function useSuspenseContentItem(kind: ContentKind, contentId: string | undefined) {
  if (!isContentId(contentId)) throw new NotFoundError();
  const { data: item } = useSuspenseQuery(contentItemQueryOptions(contentId));
  if (item.kind !== kind) throw new NotFoundError();
  return item;
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
