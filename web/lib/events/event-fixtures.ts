// Events as the API answers them, for web tests.
import type { Event, EventSummary } from "@common/events";
import type { Profile } from "@common/profile";
import { testProfile } from "@web/test/api-mock";

export const EVENT_ID = "7a0c3f6e-2b1d-4c8e-9f00-000000000001";
export const HOST_ID = "7a0c3f6e-2b1d-4c8e-9f00-0000000000aa";
export const SPONSOR_ID = "7a0c3f6e-2b1d-4c8e-9f00-0000000000bb";
export const SESSION_ID = "7a0c3f6e-2b1d-4c8e-9f00-0000000000cc";

export const eventId = (index: number) => `7a0c3f6e-2b1d-4c8e-9f00-${String(index).padStart(12, "0")}`;

export function testEventSummary(index = 1, overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: eventId(index),
    title: index === 1 ? "CISO breakfast briefing" : `Event ${index}`,
    format: "in_person",
    venue: "The Shard",
    location: "London",
    timeZone: "UTC",
    startsAt: "2031-05-06T08:00:00.000Z",
    endsAt: "2031-05-06T10:30:00.000Z",
    hubs: ["ciso"],
    capacity: 40,
    host: { id: HOST_ID, name: "Bastion Security", logoUrl: null },
    coverUrl: null,
    cancelled: false,
    registeredCount: 12,
    viewerStatus: null,
    createdAt: "2031-01-01T00:00:00.000Z",
    ...overrides,
  };
}

export function testEvent(overrides: Partial<Event> = {}): Event {
  return {
    ...testEventSummary(1),
    description: "Breakfast and a **frank** talk about identity.",
    onlineUrl: null,
    coverUploadId: null,
    sponsors: [{ id: SPONSOR_ID, name: "Northwind Analytics", logoUrl: null }],
    sessions: [
      {
        id: SESSION_ID,
        title: "Passkeys in practice",
        description: "",
        location: "Level 31",
        startsAt: "2031-05-06T08:30:00.000Z",
        endsAt: "2031-05-06T09:30:00.000Z",
        intentTypes: ["Identity & Access"],
        speakers: [{ name: "Grace Hopper", jobTitle: "CISO", companyName: "Fleet Bank", userId: null }],
      },
    ],
    counts: { registered: 12, waitlisted: 0, capacity: 40, placesLeft: 28 },
    can: { edit: false, manageSponsors: false, checkIn: false, register: true },
    ...overrides,
  };
}

export const hostAdminProfile: Profile = {
  ...testProfile,
  accountType: "vendor",
  company: { id: HOST_ID, name: "Bastion Security", privilege: "owner" },
};

export const page = <T>(items: T[], nextCursor: string | null = null) => ({ items, nextCursor });

/** The answers the event page needs besides the event itself. */
export const eventPageHandlers = {
  [`GET /api/bookmarks/event/${EVENT_ID}`]: {
    status: 404,
    body: { reason: "NotFound", messages: ["Bookmark not found."] },
  },
  "GET /api/resources": {
    body: page([
      {
        id: "r1",
        companyId: HOST_ID,
        title: "Zero trust whitepaper",
        description: null,
        kind: "link",
        url: "https://example.com/zero-trust",
        fileName: null,
        contentType: null,
        sizeBytes: null,
        createdAt: "2031-01-01T00:00:00.000Z",
        updatedAt: "2031-01-01T00:00:00.000Z",
      },
    ]),
  },
};
