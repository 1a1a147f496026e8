import Paper from "@mui/material/Paper";
import { Page } from "@web/lib/components/page";
import type { ReactNode } from "react";

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
