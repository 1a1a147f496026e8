// Examples for events and the meetings at them. Events are hosted by company C, so its admins run
// them; meeting routes use an event Summit hosts and C sponsors, so that C's people are the vendor
// side and no other company's admins manage C's slots.
import { randomUUID } from "node:crypto";
import {
  eventRegistrations,
  eventSessionAttendance,
  eventSessions,
  eventSponsors,
  events,
  meetingSlots,
  meetings,
} from "@server/platform/database/schema/events";
import { createUser, leaderSignUp, type TestUser } from "../app";
import type { World } from "../permission-world";
import type { RouteExamples } from "./types";

const HOUR = 3_600_000;
/** Every event starts a day from now and lasts eight hours, so it can be registered for. */
const eventTimes = () => {
  const startsAt = new Date(Date.now() + 24 * HOUR);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR) };
};
/** Half an hour of the event, `n` half-hours after its start. */
const within = (event: { startsAt: Date }, n: number) => {
  const startsAt = new Date(event.startsAt.getTime() + n * HOUR * 0.5);
  return { startsAt, endsAt: new Date(startsAt.getTime() + HOUR * 0.5) };
};
const iso = (times: { startsAt: Date; endsAt: Date }) => ({
  startsAt: times.startsAt.toISOString(),
  endsAt: times.endsAt.toISOString(),
});

/** A new event hosted by C, or by Summit when `hostCompanyId` is null. */
async function newEvent(world: World, hostCompanyId: string | null = world.companyId) {
  const times = eventTimes();
  const [row] = await world.t.context.db
    .insert(events)
    .values({
      title: `Permission forum ${randomUUID().slice(0, 8)}`,
      format: "in_person",
      venue: "The Shard",
      timeZone: "Europe/London",
      hubs: ["cio"],
      hostCompanyId,
      ...times,
    })
    .returning({ id: events.id, startsAt: events.startsAt });
  if (!row) throw new Error("no event");
  return row;
}

/** An event of C's with one session on its agenda. */
async function eventWithSession(world: World) {
  const event = await newEvent(world);
  const [session] = await world.t.context.db
    .insert(eventSessions)
    .values({ eventId: event.id, title: "Keynote", ...within(event, 1) })
    .returning({ id: eventSessions.id });
  if (!session) throw new Error("no session");
  return { event, sessionId: session.id };
}

/** A session of C's with the leader registered for its event, and checked in to it when `checkedIn`. */
async function attendance(world: World, checkedIn: boolean) {
  const { event, sessionId } = await eventWithSession(world);
  const userId = world.people.leader.id;
  await world.t.context.db
    .insert(eventRegistrations)
    .values({ eventId: event.id, userId, status: "registered" });
  if (checkedIn) await world.t.context.db.insert(eventSessionAttendance).values({ sessionId, userId });
  return `/api/events/${event.id}/sessions/${sessionId}/attendance/${userId}`;
}

/** An event Summit hosts and C sponsors. */
async function sponsoredEvent(world: World) {
  const event = await newEvent(world, null);
  await world.t.context.db.insert(eventSponsors).values({ eventId: event.id, companyId: world.companyId });
  return event;
}

/** A slot of C's at a new sponsored event, with C's member as its representative. */
async function newSlot(world: World) {
  const event = await sponsoredEvent(world);
  const [slot] = await world.t.context.db
    .insert(meetingSlots)
    .values({
      eventId: event.id,
      sponsorCompanyId: world.companyId,
      representativeId: world.people.vendorMember.id,
      ...within(event, 2),
    })
    .returning();
  if (!slot) throw new Error("no slot");
  return slot;
}

/** A leader who takes no other part in the examples, signed up once per world. */
const outsideLeaders = new WeakMap<World, Promise<TestUser>>();
function outsideLeader(world: World): Promise<TestUser> {
  let leader = outsideLeaders.get(world);
  if (!leader) {
    leader = createUser(world.t, leaderSignUp());
    outsideLeaders.set(world, leader);
  }
  return leader;
}

const slotUrl = (slot: { eventId: string; id: string }) =>
  `/api/host/events/${slot.eventId}/meetings-sessions/${slot.id}`;

export const eventsExamples: RouteExamples = {
  "GET /api/events": async () => ({ url: "/api/events?hub=cio" }),

  "POST /api/events": async (world) => ({
    url: "/api/events",
    payload: {
      title: `Permission forum ${randomUUID().slice(0, 8)}`,
      format: "in_person",
      venue: "The Shard",
      timeZone: "Europe/London",
      hubs: ["cio"],
      hostCompanyId: world.companyId,
      ...iso(eventTimes()),
    },
  }),

  "GET /api/events/company": async (world) => ({ url: `/api/events/company?companyId=${world.companyId}` }),

  "GET /api/events/:id": async (world) => ({ url: `/api/events/${(await newEvent(world)).id}` }),

  "PATCH /api/events/:id": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}`,
    payload: { title: "Renamed forum" },
  }),

  "DELETE /api/events/:id": async (world) => ({ url: `/api/events/${(await newEvent(world)).id}` }),

  "POST /api/events/:id/cancel": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}/cancel`,
  }),

  "POST /api/events/:id/sessions": async (world) => {
    const event = await newEvent(world);
    return { url: `/api/events/${event.id}/sessions`, payload: { title: "Panel", ...iso(within(event, 3)) } };
  },

  "PATCH /api/events/:id/sessions/:sessionId": async (world) => {
    const { event, sessionId } = await eventWithSession(world);
    return { url: `/api/events/${event.id}/sessions/${sessionId}`, payload: { title: "Opening keynote" } };
  },

  "DELETE /api/events/:id/sessions/:sessionId": async (world) => {
    const { event, sessionId } = await eventWithSession(world);
    return { url: `/api/events/${event.id}/sessions/${sessionId}` };
  },

  "PUT /api/events/:id/sponsors/:companyId": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}/sponsors/${world.otherCompanyId}`,
  }),

  "DELETE /api/events/:id/sponsors/:companyId": async (world) => {
    const event = await newEvent(world);
    await world.t.context.db
      .insert(eventSponsors)
      .values({ eventId: event.id, companyId: world.otherCompanyId });
    return { url: `/api/events/${event.id}/sponsors/${world.otherCompanyId}` };
  },

  "PUT /api/events/:id/registration": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}/registration`,
  }),

  "DELETE /api/events/:id/registration": async (world, role) => {
    const event = await newEvent(world);
    if (role !== "visitor") {
      await world.t.context.db
        .insert(eventRegistrations)
        .values({ eventId: event.id, userId: world.people[role].id, status: "registered" });
    }
    return { url: `/api/events/${event.id}/registration` };
  },

  "GET /api/events/:id/registrations": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}/registrations`,
  }),

  "PUT /api/events/:id/sessions/:sessionId/attendance/:userId": async (world) => ({
    url: await attendance(world, false),
  }),

  "DELETE /api/events/:id/sessions/:sessionId/attendance/:userId": async (world) => ({
    url: await attendance(world, true),
  }),

  "GET /api/events/:id/calendar.ics": async (world) => ({
    url: `/api/events/${(await newEvent(world)).id}/calendar.ics`,
  }),

  // Registered leaders see free slots too; the leader here has not registered, so the event's
  // slots are its sponsor's alone (meetings.test.ts checks what registered leaders see).
  "GET /api/host/events/:eventId/meetings-sessions": async (world) => ({
    url: `/api/host/events/${(await sponsoredEvent(world)).id}/meetings-sessions`,
  }),

  "POST /api/host/events/:eventId/meetings-sessions": async (world) => {
    const event = await sponsoredEvent(world);
    return {
      url: `/api/host/events/${event.id}/meetings-sessions`,
      payload: {
        sponsorCompanyId: world.companyId,
        representativeId: world.people.vendorMember.id,
        ...iso(within(event, 1)),
      },
    };
  },

  "PATCH /api/host/events/:eventId/meetings-sessions/:slotId": async (world) => ({
    url: slotUrl(await newSlot(world)),
    payload: { location: "Table 9" },
  }),

  "DELETE /api/host/events/:eventId/meetings-sessions/:slotId": async (world) => ({
    url: slotUrl(await newSlot(world)),
  }),

  "GET /api/meetings": async () => ({ url: "/api/meetings?view=upcoming" }),

  "POST /api/meetings": async (world) => {
    const slot = await newSlot(world);
    const leaderId = world.people.leader.id;
    await world.t.context.db
      .insert(eventRegistrations)
      .values({ eventId: slot.eventId, userId: leaderId, status: "registered" });
    return { url: "/api/meetings", payload: { slotId: slot.id, leaderId, message: "Shall we talk?" } };
  },

  "GET /api/meetings/settings": async () => ({ url: "/api/meetings/settings" }),

  "PUT /api/meetings/settings": async () => ({
    url: "/api/meetings/settings",
    payload: { acceptsRequests: true },
  }),

  // The vendor side cancels. The meeting's own leader may too (meetings.test.ts), so it is with a
  // leader of its own, and the world's leader is a stranger to it.
  "PUT /api/meetings/:id": async (world) => {
    const slot = await newSlot(world);
    const leader = await outsideLeader(world);
    const [meeting] = await world.t.context.db
      .insert(meetings)
      .values({
        eventId: slot.eventId,
        slotId: slot.id,
        vendorCompanyId: slot.sponsorCompanyId,
        representativeId: slot.representativeId,
        requestedBy: world.people.admin.id,
        leaderId: leader.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
      })
      .returning({ id: meetings.id });
    if (!meeting) throw new Error("no meeting");
    return { url: `/api/meetings/${meeting.id}`, payload: { status: "cancelled" } };
  },

  "GET /api/events/:eventId/meetings/board": async (world) => ({
    url: `/api/events/${(await sponsoredEvent(world)).id}/meetings/board?companyId=${world.companyId}`,
  }),

  "GET /api/events/:eventId/meetings/board.csv": async (world) => ({
    url: `/api/events/${(await sponsoredEvent(world)).id}/meetings/board.csv?companyId=${world.companyId}`,
  }),

  "GET /api/events/:eventId/meetings/leaders": async (world) => ({
    url: `/api/events/${(await sponsoredEvent(world)).id}/meetings/leaders`,
  }),
};
