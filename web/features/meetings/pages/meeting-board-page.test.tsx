import { screen, waitFor, within } from "@testing-library/react";
import { renderApp } from "@web/test/render-app";
import { describe, expect, it } from "vitest";
import {
  boardHandlers,
  MEETING_EVENT_ID,
  testBoard,
  testMeeting,
  testSlot,
  VENDOR_ID,
} from "../testing/meeting-fixtures";

const path = `/events/${MEETING_EVENT_ID}/meetings`;

describe("the vendor's meeting board", () => {
  it("shows meetings per representative and status, with the CSV export", async () => {
    renderApp({ path, signedIn: true, api: boardHandlers() });
    const section = await screen.findByRole("region", { name: "Rita Rep" });
    expect(within(section).getByRole("heading", { name: "Requested (1)" })).toBeInTheDocument();
    expect(within(section).getByRole("heading", { name: "Accepted (1)" })).toBeInTheDocument();
    expect(within(section).getByText("Grace Hopper")).toBeInTheDocument();
    expect(within(section).getByText("CIO, Fabrikam")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/api/events/${MEETING_EVENT_ID}/meetings/board.csv?companyId=${VENDOR_ID}`,
    );
  });

  it("marks an ended accepted meeting completed", async () => {
    const { user, server } = renderApp({
      path,
      signedIn: true,
      api: {
        ...boardHandlers(),
        "PUT /api/meetings/meeting-2": { body: testMeeting({ status: "completed" }) },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Mark completed" }));
    expect(await screen.findByText("Meeting marked completed.")).toBeInTheDocument();
    expect(server.calls("PUT /api/meetings/meeting-2")[0]?.body).toEqual({ status: "completed" });
  });

  it("requests a meeting at a free slot with a registered leader", async () => {
    const { user, server } = renderApp({
      path,
      signedIn: true,
      api: { ...boardHandlers(), "POST /api/meetings": { status: 201, body: testMeeting() } },
    });
    await user.click(await screen.findByRole("button", { name: "Request a meeting" }));
    const dialog = await screen.findByRole("dialog", { name: "Request a meeting" });
    await user.click(within(dialog).getByRole("combobox", { name: /Slot/ }));
    const slots = await screen.findAllByRole("option");
    expect(slots).toHaveLength(1);
    await user.click(slots[0] as HTMLElement);
    await user.click(within(dialog).getByRole("combobox", { name: /Leader/ }));
    await user.click(await screen.findByRole("option", { name: /Linus Leader/ }));
    await user.type(within(dialog).getByRole("textbox", { name: "Message" }), "Coffee?");
    await user.click(within(dialog).getByRole("button", { name: "Send request" }));
    await waitFor(() =>
      expect(server.calls("POST /api/meetings")[0]?.body).toEqual({
        slotId: testSlot().id,
        leaderId: "user-3",
        message: "Coffee?",
        intentTypes: [],
      }),
    );
    expect(await screen.findByText("Meeting request sent to Linus Leader.")).toBeInTheDocument();
  });

  it("adds a slot, reading its time in the event's time zone", async () => {
    const { user, server } = renderApp({
      path,
      signedIn: true,
      api: {
        ...boardHandlers(),
        [`POST /api/host/events/${MEETING_EVENT_ID}/meetings-sessions`]: { status: 201, body: testSlot() },
      },
    });
    const form = await screen.findByRole("form", { name: "Add a slot" });
    await user.click(within(form).getByRole("combobox", { name: /Representative/ }));
    await user.click(await screen.findByRole("option", { name: "Rita Rep" }));
    // The field starts at the event's start: 08:00 UTC is 09:00 in London in June.
    expect(within(form).getByLabelText(/Starts/)).toHaveValue("2030-06-10T09:00");
    await user.click(within(form).getByRole("button", { name: "Add slot" }));
    await waitFor(() =>
      expect(server.calls(`POST /api/host/events/${MEETING_EVENT_ID}/meetings-sessions`)[0]?.body).toEqual({
        sponsorCompanyId: VENDOR_ID,
        representativeId: "rep-1",
        startsAt: "2030-06-10T08:00:00.000Z",
        endsAt: "2030-06-10T08:30:00.000Z",
        location: null,
      }),
    );
  });

  it("says what to do when there are no meetings, and hides slots from non-admins", async () => {
    renderApp({
      path,
      signedIn: true,
      api: { ...boardHandlers(testBoard({ representatives: [], canManageSlots: false })) },
    });
    expect(await screen.findByRole("heading", { name: "No meetings yet" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Meeting slots" })).not.toBeInTheDocument();
  });

  it("shows why the board could not be loaded", async () => {
    renderApp({
      path,
      signedIn: true,
      api: {
        [`GET /api/events/${MEETING_EVENT_ID}/meetings/board`]: {
          status: 403,
          body: { reason: "AccessDenied", messages: ["Only the company's people see its meetings."] },
        },
      },
    });
    expect(await screen.findByText("Only the company's people see its meetings.")).toBeInTheDocument();
  });
});
