import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Page } from "@web/lib/components/page";
import { Link as RouterLink, useLocation } from "react-router";

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Page title="Page not found" maxWidth="md">
      <Typography sx={{ mb: 3 }}>
        There is no page at <strong>{location.pathname}</strong>. The link may be mistyped, or the page may
        have moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to the home page
      </Button>
    </Page>
  );
}
