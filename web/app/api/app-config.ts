import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@web/lib/api-client";

export const appConfigQueryOptions = queryOptions({
  queryKey: ["config"],
  queryFn: () => api.get("/api/config"),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppConfig() {
  return useQuery(appConfigQueryOptions);
}
