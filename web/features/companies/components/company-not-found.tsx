import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Page } from "@web/lib/components/page";
import { sessionQueryOptions } from "@web/lib/session";
import { Link as RouterLink, useLocation } from "react-router";

/**
 * What an address shows when the server knows no company there for this viewer: for a visitor that
 * also covers companies whose page is not public, which the server does not tell apart.
 */
export function CompanyNotFound() {
  const location = useLocation();
  const signedIn = Boolean(useSuspenseQuery(sessionQueryOptions).data);
  const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Page title="Company not found" maxWidth="md">
      <Typography sx={{ mb: 3 }}>
        {signedIn
          ? "There is no company at this address. The link may be mistyped, or the company may have been removed."
          : "There is no public company page at this address. Some companies show their page to members only: sign in to see it if you are a member."}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        {!signedIn && (
          <Button component={RouterLink} to={`/auth?redirectTo=${redirectTo}`} variant="contained">
            Sign in
          </Button>
        )}
        <Button component={RouterLink} to="/companies" variant={signedIn ? "contained" : "outlined"}>
          Browse companies
        </Button>
      </Stack>
    </Page>
  );
}
