// The loader of /signup/invite: the invitation starts downloading with the page's code, for a
// visitor only (a member is moved on by the guest-only guard).
import type { QueryClient } from "@tanstack/react-query";
import { prefetchForViewer } from "@web/lib/prefetch";
import type { LoaderFunction } from "react-router";
import { invitationQueryOptions } from "./invitation";

export function inviteSignUpPageLoader(queryClient: QueryClient): LoaderFunction {
  return ({ request }) => {
    const token = new URL(request.url).searchParams.get("token");
    if (!token) return null;
    return prefetchForViewer(queryClient, (session) =>
      session ? undefined : queryClient.prefetchQuery(invitationQueryOptions(token)),
    );
  };
}
