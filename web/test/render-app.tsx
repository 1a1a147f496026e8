// Renders the whole app (providers, shell, route table) at a path, against a mocked API.

import { useQueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { reportCaughtError } from "@web/app/page-boundary";
import { AppProviders } from "@web/app/providers";
import { createRoutes, USE_TRANSITIONS } from "@web/app/router";
import { useState } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { type ApiHandler, baseHandlers, mockApi } from "./api-mock";

interface RenderAppOptions {
  path?: string;
  signedIn?: boolean;
  /** Extra or overriding answers, by "METHOD /path". */
  api?: Record<string, ApiHandler>;
}

export function renderApp({ path = "/", signedIn = false, api = {} }: RenderAppOptions = {}) {
  const server = mockApi({ ...baseHandlers({ signedIn }), ...api });
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  // The router's loaders fill the query client the providers make, as in the app.
  function TestRouter() {
    const queryClient = useQueryClient();
    const [created] = useState(() =>
      createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] }),
    );
    router = created;
    return <RouterProvider router={created} useTransitions={USE_TRANSITIONS} />;
  }
  const user = userEvent.setup();
  const view = render(
    <AppProviders retry={false}>
      <TestRouter />
    </AppProviders>,
    { onCaughtError: reportCaughtError },
  );
  const appRouter = router;
  if (!appRouter) throw new Error("The app's router did not render");
  /** Where the app is now, as path + search. */
  const location = () => `${appRouter.state.location.pathname}${appRouter.state.location.search}`;
  return { ...view, user, router: appRouter, server, location };
}
