import Paper from "@mui/material/Paper";
import type { ReactNode } from "react";
import { Page } from "../../../lib/components/page";

/** The narrow card that sign-in, sign-up and password pages share. */
export function AuthLayout({
  title,
  intro,
  children,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <Page title={title} intro={intro} maxWidth={wide ? "md" : "sm"}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {children}
      </Paper>
    </Page>
  );
}
