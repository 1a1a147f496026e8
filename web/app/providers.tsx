import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { QueryClientProvider } from "@tanstack/react-query";
import { useNotify } from "@web/lib/use-notify";
import { SnackbarProvider } from "notistack";
import { type ReactNode, useState } from "react";
import { Notice } from "./notice";
import { createQueryClient } from "./query-client";
import { theme } from "./theme";

const noticeComponents = { default: Notice, success: Notice, info: Notice, warning: Notice, error: Notice };

function QueryProvider({ children, retry }: { children: ReactNode; retry?: boolean }) {
  const notify = useNotify();
  const [queryClient] = useState(() => createQueryClient(notify, { retry }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests turn retries off so that a failure shows at once. */
  retry?: boolean;
}

export function AppProviders({ children, retry }: AppProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
        maxSnack={3}
        Components={noticeComponents}
      >
        <QueryProvider retry={retry}>{children}</QueryProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}
