// A company's resources (GET /api/resources?companyId=), 10 a page, and their writes.

import type { CreateResourceInput, UpdateResourceInput } from "@common/resources";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";
import { ERROR_SHOWN_INLINE } from "@web/lib/query-meta";
import { uploadFile } from "@web/lib/uploads";
import { companyKeys } from "./company-keys";

function resourcesQueryOptions(companyId: string) {
  return infiniteQueryOptions({
    queryKey: companyKeys.resources(companyId),
    queryFn: ({ pageParam }) =>
      api.get("/api/resources", { params: { query: { companyId, cursor: pageParam ?? undefined } } }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    meta: ERROR_SHOWN_INLINE,
  });
}

export function useResources(companyId: string) {
  return useInfiniteQuery(resourcesQueryOptions(companyId));
}

function useRefreshResources(companyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.resources(companyId) });
}

/** What the add dialog sends: a link with its address, or a document or video with its file. */
export type NewResource =
  | { kind: "link"; title: string; description: string | null; url: string }
  | { kind: "document" | "video"; title: string; description: string | null; file: File };

export function useCreateResource(companyId: string) {
  const refresh = useRefreshResources(companyId);
  return useMutation({
    mutationFn: async (resource: NewResource) => {
      const { title, description } = resource;
      const body: CreateResourceInput =
        resource.kind === "link"
          ? { companyId, kind: "link", title, description, url: resource.url }
          : {
              companyId,
              kind: resource.kind,
              title,
              description,
              uploadId: (await uploadFile(resource.kind, resource.file)).id,
            };
      return api.post("/api/resources", { body });
    },
    onSuccess: refresh,
  });
}

export function useUpdateResource(companyId: string) {
  const refresh = useRefreshResources(companyId);
  return useMutation({
    mutationFn: ({ resourceId, changes }: { resourceId: string; changes: UpdateResourceInput }) =>
      api.patch("/api/resources/{id}", { params: { path: { id: resourceId } }, body: changes }),
    onSuccess: refresh,
  });
}

export function useDeleteResource(companyId: string) {
  const refresh = useRefreshResources(companyId);
  return useMutation({
    mutationFn: (resourceId: string) =>
      api.delete("/api/resources/{id}", { params: { path: { id: resourceId } } }),
    onSuccess: refresh,
  });
}
