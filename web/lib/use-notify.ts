// Notices (DESIGN.md section 6): error alerts, snackbars and toasts, all bottom-left, each with the
// duration of spec section 9.
//
// What shows them (notistack, in web/app/notice-host.tsx) is loaded with the first notice, not with
// the first page: most visits never see one. Notices asked for meanwhile wait and then show in order.

import { NOTICE_DURATION_MS } from "@common/constants";
import type { OptionsObject } from "notistack";

export type NoticeSeverity = "success" | "info" | "warning" | "error";

export interface Notifier {
  /** A failure the user should know about (severity error, 6 s). */
  error(message: string): void;
  /** The outcome of something the user did (default severity success, 4 s). */
  snackbar(message: string, severity?: NoticeSeverity): void;
  /** Information the user did not ask for (default severity info, 5 s). */
  toast(message: string, severity?: NoticeSeverity): void;
}

type ShowNotice = (message: string, options: OptionsObject) => void;

let showNotice: ShowNotice | undefined;
const waiting: [string, OptionsObject][] = [];
let hostWanted = false;
const hostListeners = new Set<() => void>();

/** The notice host, once mounted, shows what waited and everything after (undefined when it unmounts). */
export function attachNoticeHost(show: ShowNotice | undefined): void {
  showNotice = show;
  if (show) for (const [message, options] of waiting.splice(0)) show(message, options);
}

/** Whether a notice has been asked for, so that the app mounts the host (a useSyncExternalStore source). */
export const noticeHostWanted = {
  subscribe(listener: () => void): () => void {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  get: (): boolean => hostWanted,
};

function show(message: string, variant: NoticeSeverity, autoHideDuration: number): void {
  const options: OptionsObject = { variant, autoHideDuration };
  if (showNotice) {
    showNotice(message, options);
    return;
  }
  waiting.push([message, options]);
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
}

/** The app's one notifier (useNotify returns it), for what starts before React renders: the query client. */
export const notifier: Notifier = {
  error: (message) => show(message, "error", NOTICE_DURATION_MS.error),
  snackbar: (message, severity = "success") => show(message, severity, NOTICE_DURATION_MS.snackbar),
  toast: (message, severity = "info") => show(message, severity, NOTICE_DURATION_MS.toast),
};

export function useNotify(): Notifier {
  return notifier;
}
