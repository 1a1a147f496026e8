// What a platform admin sees, wherever they go, while the platform requires two-factor sign-in of
// admins and theirs is off: the server refuses them everything else until it is on.
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { Page } from "@web/lib/components/page";
import type { ReactNode } from "react";
import { TwoFactorSection } from "../components/two-factor-section";

export function TwoFactorRequiredPage({ signOut }: { signOut: ReactNode }) {
  return (
    <Page title="Set up two-factor sign-in">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Platform admins must turn on two-factor sign-in before they can use Summit. Set it up here: it takes
          an authenticator app on your phone or computer.
        </Alert>
        <TwoFactorSection />
        <Box sx={{ mt: 3 }}>{signOut}</Box>
      </Paper>
    </Page>
  );
}
