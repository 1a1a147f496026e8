import type { AppConfig } from "@common/app-config";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@web/lib/api-client";

export const appConfigQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => apiClient.get<AppConfig>("/api/config"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
