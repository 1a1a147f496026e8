// Starts the app: the router inside the providers, rendered into index.html's #root.
// First, so that zod is configured before any module parses with it.
import "@web/app/zod-config";
import { reportCaughtError } from "@web/app/page-boundary";
import { AppProviders } from "@web/app/providers";
import { createQueryClient } from "@web/app/query-client";
import { AppRouter, createAppRouter } from "@web/app/router";
import { notifier } from "@web/lib/use-notify";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The router starts loading the first page's code and data now, while React renders the frame.
const queryClient = createQueryClient(notifier);
const router = createAppRouter(queryClient);

// As a transition, the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole page is built (a slow phone's taps and paints wait less).
startTransition(() => {
  createRoot(root, { onCaughtError: reportCaughtError }).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
