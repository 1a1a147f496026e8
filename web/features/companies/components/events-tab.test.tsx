import { screen, within } from "@testing-library/react";
import { page, testEventSummary } from "@web/lib/events/event-fixtures";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { COMPANY_ID, companyHandlers } from "../testing/company-fixtures";

const path = `/companies/${COMPANY_ID}?tab=events`;

describe("a company's Events tab", () => {
  it("lists the events it hosts and sponsors", async () => {
    const { server } = renderApp({
      path,
      signedIn: true,
      api: {
        ...companyHandlers(),
        "GET /api/events/company": {
          body: page([
            { ...testEventSummary(1), role: "host" },
            { ...testEventSummary(2), role: "sponsor" },
          ]),
        },
      },
    });
    const list = await screen.findByRole("list", { name: /^Events of/ }, { timeout: 5000 });
    const cards = within(list).getAllByRole("listitem");
    expect(within(cards[0] as HTMLElement).getByText("Host")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("Sponsor")).toBeInTheDocument();
    expect(server.calls("GET /api/events/company")[0]?.search.get("companyId")).toBe(COMPANY_ID);
  });

  it("says what will appear when there are none", async () => {
    renderApp({
      path,
      signedIn: true,
      api: { ...companyHandlers(), "GET /api/events/company": { body: page([]) } },
    });
    expect(await screen.findByText("No events yet", {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("asks visitors to sign in", async () => {
    renderApp({
      path,
      api: {
        ...companyHandlers(),
        "GET /api/events/company": { status: 401, body: { reason: "AccessDenied", messages: ["Sign in."] } },
      },
    });
    expect(await screen.findByText("Events are for members", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
