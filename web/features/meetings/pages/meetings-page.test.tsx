import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import { meetingListHandlers, testMeeting } from "../testing/meeting-fixtures";

describe("the leader's meetings page", () => {
  it("shows a request with the vendor, representative, event, time in the event's zone and message", async () => {
    renderApp({ path: "/meetings", signedIn: true, api: meetingListHandlers() });
    const card = await screen.findByRole("article", { name: "Northwind Security" });
    expect(within(card).getByText(/with Rita Rep, Account Executive/)).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "CIO Summit London" })).toHaveAttribute(
      "href",
      "/events/7d0c3f5e-1c2b-4b8e-9a51-0f6f9b1c2d3e",
    );
    // 09:00 UTC in June is 10:00 in London.
    expect(within(card).getByText(/Mon, 10 Jun 2030, 10:00 – 10:30 BST/)).toBeInTheDocument();
    expect(within(card).getByText("We would like to show you our zero-trust platform.")).toBeInTheDocument();
  });

  it("accepts a request and says so", async () => {
    const { user, server } = renderApp({
      path: "/meetings",
      signedIn: true,
      api: {
        ...meetingListHandlers(),
        "PUT /api/meetings/meeting-1": { body: testMeeting({ status: "accepted" }) },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Meeting accepted.")).toBeInTheDocument();
    expect(server.calls("PUT /api/meetings/meeting-1")[0]?.body).toEqual({ status: "accepted" });
  });

  it("asks before cancelling", async () => {
    const { user, server } = renderApp({
      path: "/meetings",
      signedIn: true,
      api: {
        ...meetingListHandlers(),
        "PUT /api/meetings/meeting-1": { body: testMeeting({ status: "cancelled" }) },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Cancel meeting" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel this meeting?" });
    expect(server.calls("PUT /api/meetings/meeting-1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel meeting" }));
    await waitFor(() =>
      expect(server.calls("PUT /api/meetings/meeting-1")[0]?.body).toEqual({ status: "cancelled" }),
    );
  });

  it("shows what will appear in an empty tab", async () => {
    const { user } = renderApp({ path: "/meetings", signedIn: true, api: meetingListHandlers() });
    await user.click(await screen.findByRole("tab", { name: "Upcoming" }));
    expect(await screen.findByRole("heading", { name: "No upcoming meetings" })).toBeInTheDocument();
  });

  it("shows a failure with a way to try again", async () => {
    renderApp({
      path: "/meetings",
      signedIn: true,
      api: {
        ...meetingListHandlers(),
        "GET /api/meetings": {
          status: 500,
          body: { reason: "InternalError", messages: ["Something broke."] },
        },
      },
    });
    expect(await screen.findByText("Your meetings could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("turns meeting requests off through the switch", async () => {
    const { user, server } = renderApp({
      path: "/meetings",
      signedIn: true,
      api: { ...meetingListHandlers(), "PUT /api/meetings/settings": { body: { acceptsRequests: false } } },
    });
    const toggle = await screen.findByRole("switch", { name: "Accept meeting requests from vendors" });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(server.calls("PUT /api/meetings/settings")[0]?.body).toEqual({ acceptsRequests: false });
    expect(await screen.findByText("Vendors can no longer ask you for meetings.")).toBeInTheDocument();
  });

  it("marks the meeting a notification links to", async () => {
    renderApp({
      path: "/meetings?meeting=meeting-2",
      signedIn: true,
      api: meetingListHandlers([
        testMeeting(),
        testMeeting({ id: "meeting-2", vendorCompany: { id: "v2", name: "Tailspin" } }),
      ]),
    });
    expect(await screen.findByRole("article", { name: "Tailspin" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("article", { name: "Northwind Security" })).not.toHaveAttribute("aria-current");
  });
});
