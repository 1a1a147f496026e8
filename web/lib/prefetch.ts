// What route loaders use to start a page's queries while the page's code downloads
// (docs/decisions/0017). Nothing here holds the navigation: the page suspends on the same queries,
// so a request started here is the one the page would have made, not a second one.
import type { QueryClient } from "@tanstack/react-query";
import { type Session, sessionQueryOptions } from "./session";

/** Starts queries that depend on who is looking, once the session is known. */
export function prefetchForViewer(
  queryClient: QueryClient,
  start: (session: Session | null) => unknown,
): null {
  // A failure on the way (the session, a profile a key needs) is the page's to show, when it asks.
  queryClient
    .ensureQueryData(sessionQueryOptions)
    .then(start)
    .catch(() => undefined);
  return null;
}

/** Starts a members' page's queries for a member only: a visitor is sent to sign in, asking nothing. */
export function prefetchForMember(queryClient: QueryClient, start: (session: Session) => unknown): null {
  return prefetchForViewer(queryClient, (session) => session && start(session));
}
