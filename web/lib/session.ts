// The session (DESIGN.md section 6): the app is signed in exactly when GET /api/auth/get-session
// returns one. The cookie itself is httpOnly and never read by the page.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  isPlatformAdmin?: boolean;
  /** Whether sign-in asks this member for a code from an authenticator app. */
  twoFactorEnabled?: boolean;
}

export interface Session {
  session: { id: string; userId: string; expiresAt: string };
  user: SessionUser;
}

export const sessionQueryOptions = queryOptions({
  queryKey: ["auth", "session"],
  queryFn: (): Promise<Session | null> => api.get("/api/auth/get-session"),
  staleTime: 5 * 60_000,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** Mutations that end with the member signed in; the shell shows its overlay while one runs. */
export const SIGN_IN_MUTATION_KEY = ["auth", "signing-in"] as const;
