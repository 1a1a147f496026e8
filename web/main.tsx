// Starts the app: the router inside the providers, rendered into index.html's #root.
// First, so that zod is configured before any module parses with it.
import "@web/app/zod-config";
import { AppProviders } from "@web/app/providers";
import { createAppRouter } from "@web/app/router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";

const router = createAppRouter();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
