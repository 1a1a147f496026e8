// Meetings, slots and boards as the API returns them, for the web tests.
import type { Meeting, MeetingBoard, MeetingGroups, MeetingSlot } from "@common/meetings";
import { MEETING_STATUSES } from "@common/meetings";

export const MEETING_EVENT_ID = "7d0c3f5e-1c2b-4b8e-9a51-0f6f9b1c2d3e";
export const VENDOR_ID = "0b8f5a7e-3c41-4d2a-8f1e-5a6b7c8d9e0f";

const future = "2030-06-10T09:00:00.000Z";
const futureEnd = "2030-06-10T09:30:00.000Z";

export const meetingEvent = {
  id: MEETING_EVENT_ID,
  title: "CIO Summit London",
  timeZone: "Europe/London",
  startsAt: "2030-06-10T08:00:00.000Z",
  endsAt: "2030-06-11T17:00:00.000Z",
  cancelled: false,
};

export function testMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return {
    id: "meeting-1",
    event: meetingEvent,
    slotId: "slot-1",
    startsAt: future,
    endsAt: futureEnd,
    location: "Table 4",
    vendorCompany: { id: VENDOR_ID, name: "Northwind Security" },
    representative: { id: "rep-1", name: "Rita Rep", jobTitle: "Account Executive" },
    leader: { id: "user-1", name: "Ada Lovelace", jobTitle: "CISO", companyName: "Contoso Bank" },
    message: "We would like to show you our zero-trust platform.",
    intentTypes: ["Cloud Security"],
    status: "requested",
    rescheduledFromId: null,
    createdAt: "2030-06-01T10:00:00.000Z",
    updatedAt: "2030-06-01T10:00:00.000Z",
    ...overrides,
  };
}

export function testSlot(overrides: Partial<MeetingSlot> = {}): MeetingSlot {
  return {
    id: "slot-2",
    eventId: MEETING_EVENT_ID,
    sponsorCompany: { id: VENDOR_ID, name: "Northwind Security" },
    representative: { id: "rep-1", name: "Rita Rep", jobTitle: "Account Executive" },
    startsAt: "2030-06-10T10:00:00.000Z",
    endsAt: "2030-06-10T10:30:00.000Z",
    location: "Table 4",
    booked: false,
    ...overrides,
  };
}

export function groups(meetings: Meeting[]): MeetingGroups {
  const result = Object.fromEntries(
    MEETING_STATUSES.map((status) => [status, [] as Meeting[]]),
  ) as MeetingGroups;
  for (const meeting of meetings) result[meeting.status].push(meeting);
  return result;
}

export function testBoard(overrides: Partial<MeetingBoard> = {}): MeetingBoard {
  return {
    event: meetingEvent,
    company: { id: VENDOR_ID, name: "Northwind Security" },
    canManageSlots: true,
    representatives: [
      {
        representative: { id: "rep-1", name: "Rita Rep", jobTitle: "Account Executive" },
        meetings: groups([
          testMeeting(),
          testMeeting({
            id: "meeting-2",
            status: "accepted",
            startsAt: "2020-06-10T09:00:00.000Z",
            endsAt: "2020-06-10T09:30:00.000Z",
            leader: { id: "user-2", name: "Grace Hopper", jobTitle: "CIO", companyName: "Fabrikam" },
          }),
        ]),
      },
    ],
    ...overrides,
  };
}

/** What the board page asks for, answered with a board that has something everywhere. */
export function boardHandlers(board: MeetingBoard = testBoard()) {
  return {
    [`GET /api/events/${MEETING_EVENT_ID}/meetings/board`]: { body: board },
    [`GET /api/host/events/${MEETING_EVENT_ID}/meetings-sessions`]: {
      body: {
        items: [testSlot(), testSlot({ id: "slot-1", startsAt: future, endsAt: futureEnd, booked: true })],
        nextCursor: null,
      },
    },
    [`GET /api/companies/${VENDOR_ID}/employees`]: {
      body: {
        items: [
          { id: "rep-1", name: "Rita Rep", jobTitle: "Account Executive", photoUrl: null, privilege: null },
        ],
        nextCursor: null,
      },
    },
    [`GET /api/events/${MEETING_EVENT_ID}/meetings/leaders`]: {
      body: { items: [{ id: "user-3", name: "Linus Leader", jobTitle: "CTO", companyName: "Tailspin" }] },
    },
  };
}

export const meetingListHandlers = (items: Meeting[] = [testMeeting()]) => ({
  "GET /api/meetings": ({ search }: { search: URLSearchParams }) => ({
    body: { items: search.get("view") === "requests" ? items : [], nextCursor: null },
  }),
  "GET /api/meetings/settings": { body: { acceptsRequests: true } },
});
