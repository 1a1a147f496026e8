import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import { useDocumentTitle } from "@web/lib/use-document-title";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** Shown when a page failed to load or crashed, e.g. after a release replaced its code. */
export function RouteErrorPage() {
  const error = useRouteError();
  useDocumentTitle("Something went wrong");
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Container component="main" maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Try again
          </Button>
        }
      >
        <AlertTitle>This page could not be shown</AlertTitle>
        {detail}
      </Alert>
    </Container>
  );
}
