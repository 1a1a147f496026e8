// How a notice looks: an MUI Alert with the notice's severity and a close button.
import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import IconButton from "@mui/material/IconButton";
import { type CustomContentProps, useSnackbar } from "notistack";
import type { Ref } from "react";

type NoticeProps = CustomContentProps & { ref?: Ref<HTMLDivElement> };

export function Notice({ id, message, variant, style, className, ref }: NoticeProps) {
  const { closeSnackbar } = useSnackbar();
  const severity = variant === "default" ? "info" : variant;
  const urgent = severity === "error" || severity === "warning";
  return (
    <Alert
      ref={ref}
      style={style}
      className={className}
      severity={severity}
      variant="filled"
      role={urgent ? "alert" : "status"}
      sx={{ minWidth: { sm: 320 }, maxWidth: 480, boxShadow: 3 }}
      action={
        <IconButton aria-label="Close notice" color="inherit" size="small" onClick={() => closeSnackbar(id)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {message}
    </Alert>
  );
}
