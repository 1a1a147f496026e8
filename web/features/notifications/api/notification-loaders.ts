// The loader of /notifications: the first page starts downloading with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { notificationsQueryOptions } from "./notifications";

export function notificationsPageLoader(queryClient: QueryClient): LoaderFunction {
  return () =>
    prefetchForMember(queryClient, () => queryClient.prefetchInfiniteQuery(notificationsQueryOptions()));
}
