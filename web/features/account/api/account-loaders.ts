// The loader of /account: the member's profile starts downloading with the page's code.
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForMember } from "@web/lib/prefetch";
import { profileQueryOptions } from "@web/lib/profile";
import type { LoaderFunction } from "react-router";

export function accountPageLoader(queryClient: QueryClient): LoaderFunction {
  return () => prefetchForMember(queryClient, () => queryClient.prefetchQuery(profileQueryOptions));
}
