import Box from "@mui/material/Box";
import Dialog, { type DialogProps } from "@mui/material/Dialog";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { FormEvent, ReactNode } from "react";

/** A dialog that fills the screen on phones, where a floating one leaves no room for its form. */
export function ResponsiveDialog(props: DialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  return <Dialog fullWidth maxWidth="sm" fullScreen={phone} {...props} />;
}

/**
 * The form inside a dialog: it holds the title, content and actions, and keeps the dialog's layout
 * (the content scrolls, the actions stay in view). Validation is the schema's, not the browser's.
 */
export function DialogForm({
  onSubmit,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      sx={{ display: "flex", flexDirection: "column", flex: "1 1 auto", minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
