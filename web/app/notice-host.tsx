// The notices' host: notistack, placed bottom-left, showing each notice as a Notice. Loaded with the
// first notice (web/lib/use-notify.ts).
import { attachNoticeHost } from "@web/lib/use-notify";
import { enqueueSnackbar, SnackbarProvider } from "notistack";
import { useEffect } from "react";
import { Notice } from "./notice";

const noticeComponents = { default: Notice, success: Notice, info: Notice, warning: Notice, error: Notice };

export default function NoticeHost() {
  useEffect(() => {
    attachNoticeHost((message, options) => enqueueSnackbar(message, options));
    return () => attachNoticeHost(undefined);
  }, []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      maxSnack={3}
      Components={noticeComponents}
    />
  );
}
