import { screen, within } from "@testing-library/react";
import { EVENT_ID, eventPageHandlers, page, SESSION_ID, testEvent } from "@web/lib/events/event-fixtures";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";

const eventPath = `/events/${EVENT_ID}`;

describe("the event page", () => {
  it("shows when and where, the description, agenda with speakers, host, sponsors and their resources", async () => {
    renderApp({
      path: eventPath,
      signedIn: true,
      api: { ...eventPageHandlers, [`GET /api/events/${EVENT_ID}`]: { body: testEvent() } },
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "CISO breakfast briefing" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("The Shard, London")).toBeInTheDocument();
    expect(screen.getByText("frank")).toBeInTheDocument();
    const agenda = screen.getByRole("region", { name: "Agenda" });
    expect(within(agenda).getByText("Passkeys in practice")).toBeInTheDocument();
    expect(within(agenda).getByText(/Grace Hopper, CISO, Fleet Bank/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bastion Security" })).toHaveAttribute(
      "href",
      expect.stringMatching(/^\/companies\//),
    );
    expect(screen.getByRole("link", { name: "Northwind Analytics" })).toBeInTheDocument();
    expect((await screen.findAllByRole("link", { name: "Zero trust whitepaper" })).length).toBeGreaterThan(0);
    expect(screen.getByText(/12 registered. 28 places left./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add to calendar" })).toHaveAttribute(
      "href",
      `/api/events/${EVENT_ID}/calendar.ics`,
    );
    expect(screen.queryByRole("button", { name: "Cancel event" })).not.toBeInTheDocument();
  });

  it("registers the member and shows the waitlist when the event is full", async () => {
    const full = testEvent({ counts: { registered: 40, waitlisted: 2, capacity: 40, placesLeft: 0 } });
    let current = full;
    const { user, server } = renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        ...eventPageHandlers,
        [`GET /api/events/${EVENT_ID}`]: () => ({ body: current }),
        [`PUT /api/events/${EVENT_ID}/registration`]: () => {
          current = { ...full, viewerStatus: "waitlisted" };
          return { body: { status: "waitlisted", event: current } };
        },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Join the waitlist" }, { timeout: 5000 }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeInTheDocument();
    expect(await screen.findByText("The event is full: you are on the waitlist.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave the waitlist" })).toBeInTheDocument();
    expect(server.calls(`PUT /api/events/${EVENT_ID}/registration`)).toHaveLength(1);
  });

  it("shows a virtual event's link to registered members", async () => {
    renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        ...eventPageHandlers,
        [`GET /api/events/${EVENT_ID}`]: {
          body: testEvent({
            format: "virtual",
            venue: null,
            onlineUrl: "https://meet.example.com/ciso",
            viewerStatus: "registered",
          }),
        },
      },
    });
    expect(await screen.findByRole("link", { name: /Join online/ }, { timeout: 5000 })).toHaveAttribute(
      "href",
      "https://meet.example.com/ciso",
    );
    expect(await screen.findByText("You are registered.")).toBeInTheDocument();
  });

  it("gives the host's admins edit, cancel and check-in per session", async () => {
    const { user, server } = renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        ...eventPageHandlers,
        [`GET /api/events/${EVENT_ID}`]: {
          body: testEvent({ can: { edit: true, manageSponsors: true, checkIn: true, register: true } }),
        },
        [`GET /api/events/${EVENT_ID}/registrations`]: {
          body: page([
            {
              user: {
                id: "u1",
                name: "Alan Turing",
                jobTitle: "CISO",
                companyName: "Fleet Bank",
                photoUrl: null,
              },
              status: "registered",
              registeredAt: "2031-01-02T00:00:00.000Z",
              attendedSessionIds: [],
            },
          ]),
        },
        [`PUT /api/events/${EVENT_ID}/sessions/${SESSION_ID}/attendance/u1`]: { status: 204 },
      },
    });
    expect(await screen.findByRole("link", { name: "Edit event" }, { timeout: 5000 })).toHaveAttribute(
      "href",
      `${eventPath}/edit`,
    );
    expect(screen.getByRole("button", { name: "Cancel event" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add session" })).toBeInTheDocument();
    await user.click(await screen.findByRole("checkbox", { name: "Attended Passkeys in practice" }));
    expect(server.calls(`PUT /api/events/${EVENT_ID}/sessions/${SESSION_ID}/attendance/u1`)).toHaveLength(1);
  });

  it("bookmarks the event, and shows when it is bookmarked already", async () => {
    const { user, server } = renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        ...eventPageHandlers,
        [`GET /api/events/${EVENT_ID}`]: { body: testEvent() },
        [`PUT /api/bookmarks/event/${EVENT_ID}`]: { body: {} },
      },
    });
    const button = await screen.findByRole(
      "button",
      { name: "Bookmark CISO breakfast briefing" },
      { timeout: 5000 },
    );
    expect(button).toHaveAttribute("aria-pressed", "false");
    await user.click(button);
    expect(await screen.findByText("CISO breakfast briefing has been bookmarked.")).toBeInTheDocument();
    expect(button).toHaveAttribute("aria-pressed", "true");
    expect(server.calls(`PUT /api/bookmarks/event/${EVENT_ID}`)).toHaveLength(1);
  });

  it("shows an event the member bookmarked before as bookmarked", async () => {
    renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        ...eventPageHandlers,
        [`GET /api/events/${EVENT_ID}`]: { body: testEvent() },
        [`GET /api/bookmarks/event/${EVENT_ID}`]: { body: {} },
      },
    });
    expect(
      await screen.findByRole("button", { name: "Bookmark CISO breakfast briefing" }, { timeout: 5000 }),
    ).toHaveAttribute("aria-pressed", "true");
  });

  it("says so when the event does not exist", async () => {
    renderApp({
      path: eventPath,
      signedIn: true,
      api: {
        [`GET /api/events/${EVENT_ID}`]: {
          status: 404,
          body: { reason: "NotFound", messages: ["Event not found."] },
        },
      },
    });
    expect(await screen.findByText("This event does not exist", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
