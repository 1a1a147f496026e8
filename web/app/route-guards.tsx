// Who may see which route (spec section 2, DESIGN.md section 6): the session decides.
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import { useIsMutating } from "@tanstack/react-query";
import { TwoFactorRequiredPage } from "@web/features/account/pages/two-factor-required-page";
import { signOutMutationKey, useSignOut } from "@web/features/auth/api/sign-out";
import { PageLoading } from "@web/lib/components/page-loading";
import { QueryError } from "@web/lib/components/query-error";
import { safeRedirectPath } from "@web/lib/safe-redirect";
import { useSession } from "@web/lib/session";
import { useRef } from "react";
import { Navigate, Outlet, useLocation, useSearchParams } from "react-router";
import { useAppConfig } from "./api/app-config";
import { NotFoundPage } from "./pages/not-found-page";

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <Button variant="outlined" loading={signOut.isPending} onClick={() => signOut.mutate()}>
      Sign out
    </Button>
  );
}

/** Pages for members: a visitor goes to sign in and comes back afterwards. */
export function RequireSession() {
  const session = useSession();
  const config = useAppConfig();
  const location = useLocation();
  const signingOut = useIsMutating({ mutationKey: signOutMutationKey }) > 0;
  // A member whose session ends while on this page signed out (here or in another tab): they go
  // home, as signing out does, even when this page renders once more after sign-out finished.
  const wasSignedIn = useRef(false);
  if (session.data) wasSignedIn.current = true;
  if (session.isPending) return <PageLoading label="Checking your sign-in" />;
  if (session.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 5 }}>
        <QueryError
          title="We could not check your sign-in"
          error={session.error}
          onRetry={() => session.refetch()}
        />
      </Container>
    );
  }
  if (!session.data) {
    // Signing out leads to "/", not to the sign-in page.
    if (signingOut) return <PageLoading label="Signing out" />;
    if (wasSignedIn.current) return <Navigate to="/" replace />;
    const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/auth?redirectTo=${redirectTo}`} replace />;
  }
  // The server answers such an admin 403 on everything else (server/platform/auth/admin-two-factor.ts).
  const { user } = session.data;
  if (config.data?.adminTwoFactorRequired && user.isPlatformAdmin && !user.twoFactorEnabled) {
    return <TwoFactorRequiredPage signOut={<SignOutButton />} />;
  }
  return <Outlet />;
}

/**
 * Sign-in and sign-up pages: a member goes on to where they were heading. This is also what moves
 * a member on once a sign-in or sign-up succeeds.
 */
export function RequireGuest() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.isPending) return <PageLoading label="Checking your sign-in" />;
  if (session.data) return <Navigate to={safeRedirectPath(searchParams.get("redirectTo"))} replace />;
  return <Outlet />;
}

/**
 * The admin console: platform admins only. Everyone else, visitors included, sees the page that is
 * not there, so the console's addresses tell nobody else anything; the API answers them 401 or 403.
 */
export function RequirePlatformAdmin() {
  const session = useSession();
  if (session.isPending) return <PageLoading label="Checking your sign-in" />;
  if (!session.data?.user.isPlatformAdmin) return <NotFoundPage />;
  // The members' checks still apply (an admin without the second factor the server requires).
  return <RequireSession />;
}
