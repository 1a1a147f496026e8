import { screen, waitFor, within } from "@testing-library/react";
import { hostAdminProfile, page, testEventSummary } from "@web/lib/events/event-fixtures";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

describe("the Events page", () => {
  it("lists the community's upcoming events with their time, place and the viewer's place", async () => {
    const { server } = renderApp({
      path: "/events",
      signedIn: true,
      api: {
        "GET /api/events": {
          body: page([
            testEventSummary(1, { viewerStatus: "registered" }),
            testEventSummary(2, { cancelled: true }),
          ]),
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Events" }, { timeout: 5000 });
    const cards = within(list).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("link", { name: /CISO breakfast briefing/ })).toHaveAttribute(
      "href",
      "/events/7a0c3f6e-2b1d-4c8e-9f00-000000000001",
    );
    expect(first.getByText(/10:30.*UTC/)).toBeInTheDocument();
    expect(first.getByText(/The Shard, London · Hosted by Bastion Security/)).toBeInTheDocument();
    expect(first.getByText("Registered")).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText("Cancelled")).toBeInTheDocument();
    const request = server.calls("GET /api/events")[0];
    expect(request?.search.get("when")).toBe("upcoming");
    expect(request?.search.get("hub")).toBe("ciso");
    expect(screen.queryByRole("link", { name: "Create event" })).not.toBeInTheDocument();
  });

  it("shows past events on their tab and narrows by format and search", async () => {
    const { user, server, location } = renderApp({
      path: "/events",
      signedIn: true,
      api: { "GET /api/events": { body: page([]) } },
    });
    await screen.findByText("No upcoming events", {}, { timeout: 5000 });
    await user.click(screen.getByRole("tab", { name: "Past" }));
    expect(await screen.findByText("No past events")).toBeInTheDocument();
    expect(location()).toBe("/events?tab=past");
    await user.click(screen.getByRole("combobox", { name: "Format" }));
    await user.click(await screen.findByRole("option", { name: "Online" }));
    await user.type(screen.getByRole("searchbox", { name: "Search events" }), "identity");
    expect(await screen.findByText("No events match", {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls("GET /api/events").at(-1)?.search.get("search")).toBe("identity"),
    );
    const last = server.calls("GET /api/events").at(-1);
    expect(last?.search.get("when")).toBe("past");
    expect(last?.search.get("format")).toBe("virtual");
    expect(last?.search.get("search")).toBe("identity");
  });

  it("offers Create event to company admins and loads more by cursor", async () => {
    const { user, server } = renderApp({
      path: "/events",
      signedIn: true,
      api: {
        "GET /api/profile": { body: hostAdminProfile },
        "GET /api/events": ({ search }) => ({
          body:
            search.get("cursor") === "next"
              ? page([testEventSummary(3)])
              : page([testEventSummary(1)], "next"),
        }),
      },
    });
    expect(await screen.findByRole("link", { name: "Create event" }, { timeout: 5000 })).toHaveAttribute(
      "href",
      "/events/new",
    );
    await user.click(await screen.findByRole("button", { name: "Load more events" }));
    expect(await screen.findByRole("heading", { name: "Event 3" })).toBeInTheDocument();
    expect(server.calls("GET /api/events")[1]?.search.get("cursor")).toBe("next");
  });

  it("says when the events could not be loaded, and tries again", async () => {
    renderApp({
      path: "/events",
      signedIn: true,
      api: { "GET /api/events": { status: 500, body: { reason: "InternalError", messages: ["Down."] } } },
    });
    expect(
      await screen.findByText("The events could not be loaded", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
