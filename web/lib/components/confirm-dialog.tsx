import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type ReactNode, useId } from "react";
import { ResponsiveDialog } from "./responsive-dialog";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it, named for what it does ("Delete product"). */
  confirmLabel: string;
  pending?: boolean;
  /** "error" (the default) for what cannot be undone; "primary" for a change worth a second look. */
  tone?: "error" | "primary";
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone, or that costs money. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  pending,
  tone = "error",
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ResponsiveDialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullScreen={false}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <Button color={tone} variant="contained" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
