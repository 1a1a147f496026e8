// One item of the content library (GET /api/content/:id) and the member's place in it (PUT
// /api/content/:id/progress): shared by Watch and Read and by the course lessons that show a video
// or an article of the library.

import {
  type ContentDetail,
  ContentIdParamsSchema,
  type ContentKind,
  type SaveProgressInput,
} from "@common/content";
import type { IntentType } from "@common/intent-types";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../api-client";
import { ERROR_SHOWN_INLINE } from "../query-meta";

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

export function contentItemQueryOptions(contentId: string) {
  return queryOptions({
    queryKey: contentKeys.item(contentId),
    queryFn: () => api.get("/api/content/{id}", { params: { path: { id: contentId } } }),
    meta: ERROR_SHOWN_INLINE,
    // Opening an item is an interest signal; coming back to the tab is not a new opening.
    refetchOnWindowFocus: false,
  });
}

export interface SaveProgressOptions {
  /**
   * Told once the server has recorded that the member finished the item, even when the page has
   * gone meanwhile: what else the completion changes (a course's lessons) can then be refreshed.
   */
  onCompleted?: () => unknown;
}

/**
 * Saves where the member is. The item's cached progress is updated in place, not refetched:
 * refetching would count as opening it again.
 */
export function useSaveProgress(contentId: string, { onCompleted }: SaveProgressOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProgressInput) =>
      api.put("/api/content/{id}/progress", { params: { path: { id: contentId } }, body: input }),
    onSuccess: async (progress, input) => {
      queryClient.setQueryData<ContentDetail>(contentKeys.item(contentId), (item) =>
        item ? { ...item, progress } : item,
      );
      await queryClient.invalidateQueries({ queryKey: contentKeys.lists });
      if (input.completed && progress.completedAt) await onCompleted?.();
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
  void fetch(`/api/content/${contentId}/progress`, {
    method: "PUT",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(input),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => undefined);
}
