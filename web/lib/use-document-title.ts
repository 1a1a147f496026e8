import { useEffect } from "react";

export const APP_NAME = "Summit";

/** Sets the browser tab's title to "<page> · Summit" (or just "Summit"). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · ${APP_NAME}` : APP_NAME;
  }, [page]);
}
