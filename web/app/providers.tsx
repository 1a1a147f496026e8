import CssBaseline from "@mui/material/CssBaseline";
// The system's provider, which is what MUI's own does for a theme without CSS variables (ours):
// MUI's also brings the CSS-variables provider and its colour-scheme code to the first load.
import ThemeProvider from "@mui/system/ThemeProvider";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { noticeHostWanted, useNotify } from "@web/lib/use-notify";
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { createQueryClient } from "./query-client";
import { theme } from "./theme";

const loadNoticeHost = () => import("./notice-host");
const NoticeHost = lazy(loadNoticeHost);

/**
 * Mounts the notices' host once the first notice is asked for. Its code is fetched as soon as the
 * user first presses a key or a pointer (a notice mostly answers something they did), so it is
 * usually here before it is needed, without weighing on the first load.
 */
function Notices() {
  const wanted = useSyncExternalStore(noticeHostWanted.subscribe, noticeHostWanted.get);
  useEffect(() => {
    const warm = () => void loadNoticeHost().catch(() => undefined);
    const options = { once: true, capture: true, passive: true };
    window.addEventListener("pointerdown", warm, options);
    window.addEventListener("keydown", warm, options);
    return () => {
      window.removeEventListener("pointerdown", warm, options);
      window.removeEventListener("keydown", warm, options);
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <NoticeHost />
    </Suspense>
  ) : null;
}

function QueryProvider({
  children,
  client,
  retry,
}: {
  children: ReactNode;
  client?: QueryClient;
  retry?: boolean;
}) {
  const notify = useNotify();
  const [queryClient] = useState(() => client ?? createQueryClient(notify, { retry }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** The app makes its query client before rendering (its router's loaders start with it); tests do not. */
  queryClient?: QueryClient;
  /** Tests turn retries off so that a failure shows at once. */
  retry?: boolean;
}

export function AppProviders({ children, queryClient, retry }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryProvider client={queryClient} retry={retry}>
        {children}
      </QueryProvider>
      <Notices />
    </ThemeProvider>
  );
}
