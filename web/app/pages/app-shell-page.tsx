import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { Link as RouterLink } from "react-router";

/** /_app: the application shell on its own, with a way into the app. */
export function AppShellPage() {
  return (
    <Page title="Summit application" maxWidth="md">
      <Typography sx={{ mb: 3 }}>
        This is the frame every Summit page shares: the top bar, the menu and the footer. Pick a section to
        start.
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to the home page
        </Button>
        <Button component={RouterLink} to="/discover" variant="outlined">
          Discover
        </Button>
      </Stack>
    </Page>
  );
}
