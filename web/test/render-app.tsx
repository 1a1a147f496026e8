// Renders the whole app (providers, shell, route table) at a path, against a mocked API.
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppProviders } from "@web/app/providers";
import { routes } from "@web/app/router";
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
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders retry={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** Where the app is now, as path + search. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, user, router, server, location };
}
