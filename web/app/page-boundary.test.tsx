import { screen } from "@testing-library/react";
import { COMPANY_ID, companyHandlers, testCompany } from "@web/features/companies/testing/company-fixtures";
import { MEETING_EVENT_ID } from "@web/features/meetings/testing/meeting-fixtures";
import type { ApiReply } from "@web/test/api-mock";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
// The route loads the page lazily; importing it here keeps that load out of the first test's time.
import "@web/features/companies/pages/company-page";

const PATH = `/companies/${COMPANY_ID}`;
const PROFILE = `GET /api/companies/${COMPANY_ID}`;

describe("the page boundary", () => {
  it("shows the page's spinner while its data loads, then the page, asking for the data once", async () => {
    let answer: (reply: ApiReply) => void = () => undefined;
    const { server } = renderApp({
      path: PATH,
      api: { ...companyHandlers(), [PROFILE]: () => new Promise<ApiReply>((resolve) => (answer = resolve)) },
    });

    expect(await screen.findByRole("progressbar", { name: "Loading the company" })).toBeInTheDocument();
    answer({ body: testCompany });

    expect(await screen.findByRole("heading", { level: 1, name: testCompany.name })).toBeInTheDocument();
    expect(screen.queryByRole("progressbar", { name: "Loading the company" })).not.toBeInTheDocument();
    // The route's loader asked first; the page waited for that answer instead of asking again.
    expect(server.calls(PROFILE)).toHaveLength(1);
  });

  it("shows the page's own not-found for an address that cannot name anything, asking nothing", async () => {
    const { server } = renderApp({ path: "/companies/not-a-company" });

    expect(await screen.findByRole("heading", { level: 1, name: "Company not found" })).toBeInTheDocument();
    expect(server.requests.filter((request) => request.path.startsWith("/api/companies"))).toEqual([]);
  });

  it("shows the app's page-not-found for a page without one of its own", async () => {
    renderApp({
      path: `/events/${MEETING_EVENT_ID}/meetings`,
      signedIn: true,
      api: {
        [`GET /api/events/${MEETING_EVENT_ID}/meetings/board`]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Event not found."] },
        },
      },
    });

    expect(await screen.findByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  it("says what failed and loads the page again on Try again", async () => {
    let failing = true;
    const { user, server } = renderApp({
      path: PATH,
      api: {
        ...companyHandlers(),
        [PROFILE]: () =>
          failing
            ? { status: 500, body: { reason: "InternalError", messages: ["The server is not answering."] } }
            : { body: testCompany },
      },
    });

    expect(await screen.findByText("The company could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("The server is not answering.")).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(await screen.findByRole("heading", { level: 1, name: testCompany.name })).toBeInTheDocument();
    expect(server.calls(PROFILE)).toHaveLength(2);
  });

  it("leaves a failed page behind when the member goes elsewhere", async () => {
    const { user } = renderApp({
      path: PATH,
      api: {
        ...companyHandlers(),
        [PROFILE]: { status: 500, body: { reason: "InternalError", messages: [] } },
      },
    });

    await screen.findByText("The company could not be loaded");
    await user.click(screen.getByRole("link", { name: "Summit" }));

    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Where senior technology leaders meet, learn and decide",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText("The company could not be loaded")).not.toBeInTheDocument();
  });

  it("starts no member's request for a visitor who is sent to sign in", async () => {
    const { server } = renderApp({ path: `${PATH}/manage`, api: companyHandlers() });

    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeInTheDocument();
    expect(server.calls(PROFILE)).toEqual([]);
  });
});
