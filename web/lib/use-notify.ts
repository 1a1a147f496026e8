// Notices (DESIGN.md section 6): error alerts, snackbars and toasts, all bottom-left, each with the
// duration of spec section 9.

import { NOTICE_DURATION_MS } from "@common/constants";
import { type OptionsObject, type ProviderContext, useSnackbar } from "notistack";
import { useMemo } from "react";

export type NoticeSeverity = "success" | "info" | "warning" | "error";

export interface Notifier {
  /** A failure the user should know about (severity error, 6 s). */
  error(message: string): void;
  /** The outcome of something the user did (default severity success, 4 s). */
  snackbar(message: string, severity?: NoticeSeverity): void;
  /** Information the user did not ask for (default severity info, 5 s). */
  toast(message: string, severity?: NoticeSeverity): void;
}

export function createNotifier(enqueueSnackbar: ProviderContext["enqueueSnackbar"]): Notifier {
  const show = (message: string, variant: NoticeSeverity, autoHideDuration: number) => {
    const options: OptionsObject = { variant, autoHideDuration };
    enqueueSnackbar(message, options);
  };
  return {
    error: (message) => show(message, "error", NOTICE_DURATION_MS.error),
    snackbar: (message, severity = "success") => show(message, severity, NOTICE_DURATION_MS.snackbar),
    toast: (message, severity = "info") => show(message, severity, NOTICE_DURATION_MS.toast),
  };
}

export function useNotify(): Notifier {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(() => createNotifier(enqueueSnackbar), [enqueueSnackbar]);
}
