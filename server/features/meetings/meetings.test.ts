import { randomUUID } from "node:crypto";
import { MEETING_STATUSES, MEETING_TRANSITIONS, type MeetingStatus } from "@common/meetings";
import { users } from "@server/platform/database/schema/auth";
import {
  eventRegistrations,
  eventSponsors,
  events,
  meetingSettings,
  meetingSlots,
  meetings,
} from "@server/platform/database/schema/events";
import { notifications } from "@server/platform/database/schema/notifications";
import { signals } from "@server/platform/database/schema/signals";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, makePlatformAdmin } from "@server/test/company-cast";
import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

type Role = "visitor" | "leader" | "otherLeader" | "employee" | "admin" | "otherAdmin" | "platformAdmin";

const t = setUpTestApp();
let people: Record<Exclude<Role, "visitor">, TestUser>;
let vendorId: string;
let otherVendorId: string;
let eventId: string;

const HOUR = 3_600_000;
const base = Math.ceil(Date.now() / HOUR) * HOUR + 2 * HOUR;
let slotCounter = 0;
/** A fresh half-hour in the future, so no two slots of a test overlap. */
function nextTimes(minutes = 30) {
  slotCounter += 1;
  const startsAt = new Date(base + slotCounter * 30 * 60_000);
  return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60_000) };
}
let pastCounter = 0;
function pastTimes() {
  pastCounter += 1;
  const startsAt = new Date(base - 4 * HOUR - pastCounter * 30 * 60_000);
  return { startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) };
}

const cookie = (role: Role) => (role === "visitor" ? undefined : people[role].cookie);

async function insertEvent(overrides: Partial<typeof events.$inferInsert> = {}) {
  const [row] = await t.context.db
    .insert(events)
    .values({
      title: `Summit Forum ${randomUUID().slice(0, 6)}`,
      format: "in_person",
      timeZone: "Europe/London",
      startsAt: new Date(base - 3 * 24 * HOUR),
      endsAt: new Date(base + 20 * 24 * HOUR),
      hubs: ["cio"],
      ...overrides,
    })
    .returning({ id: events.id });
  if (!row) throw new Error("no event");
  return row.id;
}

async function register(user: TestUser, event = eventId, status = "registered") {
  await t.context.db.insert(eventRegistrations).values({ eventId: event, userId: user.id, status });
}

async function insertSlot(options: { past?: boolean; representative?: TestUser; companyId?: string } = {}) {
  const times = options.past ? pastTimes() : nextTimes();
  const [row] = await t.context.db
    .insert(meetingSlots)
    .values({
      eventId,
      sponsorCompanyId: options.companyId ?? vendorId,
      representativeId: (options.representative ?? people.employee).id,
      location: "Table 4",
      ...times,
    })
    .returning();
  if (!row) throw new Error("no slot");
  return row;
}

async function insertMeeting(
  slot: typeof meetingSlots.$inferSelect,
  leader: TestUser,
  status: MeetingStatus = "requested",
  intentTypes: string[] = ["Cloud Security"],
) {
  const [row] = await t.context.db
    .insert(meetings)
    .values({
      eventId: slot.eventId,
      slotId: slot.id,
      vendorCompanyId: slot.sponsorCompanyId,
      representativeId: slot.representativeId,
      requestedBy: people.admin.id,
      leaderId: leader.id,
      message: "Let us talk about zero trust.",
      intentTypes,
      status,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    })
    .returning({ id: meetings.id });
  if (!row) throw new Error("no meeting");
  return row.id;
}

const put = (meetingId: string, payload: Record<string, unknown>, role: Role = "leader") =>
  t.request({ method: "PUT", url: `/api/meetings/${meetingId}`, cookie: cookie(role), payload });

const requestMeeting = (payload: Record<string, unknown>, role: Role = "admin") =>
  t.request({ method: "POST", url: "/api/meetings", cookie: cookie(role), payload });

const slotsUrl = (event = eventId) => `/api/host/events/${event}/meetings-sessions`;

async function statusOf(meetingId: string) {
  const [row] = await t.context.db.select().from(meetings).where(eq(meetings.id, meetingId));
  return row?.status;
}

beforeAll(async () => {
  const admin = await createUser(t, vendorSignUp());
  const otherAdmin = await createUser(t, vendorSignUp());
  const [leader, otherLeader, employee, platformAdmin] = await Promise.all([
    createUser(t, leaderSignUp({ name: "Ada Leader", jobTitle: "CIO" })),
    createUser(t, leaderSignUp({ name: "Grace Leader" })),
    createUser(t, leaderSignUp({ name: "Rep Employee" })),
    createUser(t, leaderSignUp()),
  ]);
  vendorId = await companyIdOf(t, admin);
  otherVendorId = await companyIdOf(t, otherAdmin);
  await t.context.db
    .update(users)
    .set({ accountType: "vendor", companyId: vendorId, jobTitle: "Account Executive" })
    .where(eq(users.id, employee.id));
  await makePlatformAdmin(t, platformAdmin);
  people = { leader, otherLeader, employee, admin, otherAdmin, platformAdmin };
  eventId = await insertEvent();
  await t.context.db.insert(eventSponsors).values([
    { eventId, companyId: vendorId },
    { eventId, companyId: otherVendorId },
  ]);
  await register(leader);
  await register(otherLeader);
}, 60_000);

describe("GET /api/host/events/:eventId/meetings-sessions", () => {
  it.each<[Role, number]>([
    ["visitor", 401],
    ["employee", 200],
    ["admin", 200],
    ["otherAdmin", 200],
    ["platformAdmin", 200],
    ["leader", 200],
  ])("as %s answers %i", async (role, status) => {
    const response = await t.request({ method: "GET", url: slotsUrl(), cookie: cookie(role) });
    expect(response.statusCode).toBe(status);
  });

  it("refuses a leader not registered for the event", async () => {
    const stranger = await createUser(t, leaderSignUp());
    const response = await t.request({ method: "GET", url: slotsUrl(), cookie: stranger.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe("AccessDenied");
  });

  it("shows the sponsor's people every slot, and a registered leader free slots and their own", async () => {
    const event = await insertEvent();
    await t.context.db.insert(eventSponsors).values({ eventId: event, companyId: vendorId });
    await register(people.leader, event);
    await register(people.otherLeader, event);
    const [free, mine, theirs] = [nextTimes(), nextTimes(), nextTimes()];
    const slotRows = await t.context.db
      .insert(meetingSlots)
      .values(
        [free, mine, theirs].map((times) => ({
          eventId: event,
          sponsorCompanyId: vendorId,
          representativeId: people.employee.id,
          ...times,
        })),
      )
      .returning();
    const [, mySlot, theirSlot] = slotRows;
    if (!mySlot || !theirSlot) throw new Error("no slots");
    await insertMeeting(mySlot, people.leader, "accepted");
    await insertMeeting(theirSlot, people.otherLeader, "accepted");

    const asEmployee = await t.request({
      method: "GET",
      url: slotsUrl(event),
      cookie: people.employee.cookie,
    });
    expect(asEmployee.json().items.map((slot: { booked: boolean }) => slot.booked)).toEqual([
      false,
      true,
      true,
    ]);
    expect(asEmployee.json().items[0]).toMatchObject({
      sponsorCompany: { id: vendorId },
      representative: { id: people.employee.id, name: "Rep Employee", jobTitle: "Account Executive" },
    });

    const asLeader = await t.request({ method: "GET", url: slotsUrl(event), cookie: people.leader.cookie });
    expect(asLeader.json().items.map((slot: { id: string }) => slot.id)).toEqual([
      slotRows[0]?.id,
      mySlot.id,
    ]);
  });

  it("searches, filters by sponsor, orders and pages", async () => {
    const event = await insertEvent();
    await t.context.db.insert(eventSponsors).values([
      { eventId: event, companyId: vendorId },
      { eventId: event, companyId: otherVendorId },
    ]);
    const times = [nextTimes(), nextTimes(), nextTimes()] as const;
    await t.context.db.insert(meetingSlots).values([
      { eventId: event, sponsorCompanyId: vendorId, representativeId: people.employee.id, ...times[0] },
      { eventId: event, sponsorCompanyId: vendorId, representativeId: people.admin.id, ...times[1] },
      {
        eventId: event,
        sponsorCompanyId: otherVendorId,
        representativeId: people.otherAdmin.id,
        ...times[2],
      },
    ]);
    const get = (query: string) =>
      t.request({ method: "GET", url: `${slotsUrl(event)}?${query}`, cookie: people.platformAdmin.cookie });

    const search = await get("search=rep%20emp");
    expect(search.json().items).toHaveLength(1);
    expect(search.json().items[0].representative.id).toBe(people.employee.id);

    const bySponsor = await get(`sponsorId=${otherVendorId}`);
    expect(
      bySponsor.json().items.map((s: { sponsorCompany: { id: string } }) => s.sponsorCompany.id),
    ).toEqual([otherVendorId]);

    const latestFirst = await get("order=-startsAt");
    expect(latestFirst.json().items[0].startsAt).toBe(times[2]?.startsAt.toISOString());

    const first = await get("limit=2");
    expect(first.json().items).toHaveLength(2);
    const second = await get(`limit=2&cursor=${first.json().nextCursor}`);
    expect(second.json().items.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      times[2]?.startsAt.toISOString(),
    ]);
    expect(second.json().nextCursor).toBeNull();
  });

  it("answers 400 for a bad query and 404 for an unknown event", async () => {
    for (const query of ["limit=0", "order=name", "cursor=nonsense", "sponsorId=1"]) {
      const response = await t.request({
        method: "GET",
        url: `${slotsUrl()}?${query}`,
        cookie: people.admin.cookie,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
    const unknown = await t.request({
      method: "GET",
      url: slotsUrl(randomUUID()),
      cookie: people.admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await t.request({ method: "GET", url: slotsUrl("nope"), cookie: people.admin.cookie });
    expect(badId.statusCode).toBe(400);
  });
});

describe("POST /api/host/events/:eventId/meetings-sessions", () => {
  const body = (overrides: Record<string, unknown> = {}) => {
    const times = nextTimes();
    return {
      sponsorCompanyId: vendorId,
      representativeId: people.employee.id,
      startsAt: times.startsAt.toISOString(),
      endsAt: times.endsAt.toISOString(),
      location: "Table 7",
      ...overrides,
    };
  };
  const post = (payload: Record<string, unknown>, role: Role = "admin", event = eventId) =>
    t.request({ method: "POST", url: slotsUrl(event), cookie: cookie(role), payload });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["leader", 403],
    ["employee", 403],
    ["otherAdmin", 403],
    ["admin", 201],
    ["platformAdmin", 201],
  ])("as %s answers %i", async (role, status) => {
    const response = await post(body(), role);
    expect(response.statusCode).toBe(status);
    if (status === 201) {
      expect(response.json()).toMatchObject({
        eventId,
        sponsorCompany: { id: vendorId },
        representative: { id: people.employee.id },
        location: "Table 7",
        booked: false,
      });
    }
  });

  it("lets the host's admins offer slots for a sponsor", async () => {
    const event = await insertEvent({ hostCompanyId: otherVendorId });
    await t.context.db.insert(eventSponsors).values({ eventId: event, companyId: vendorId });
    expect((await post(body(), "otherAdmin", event)).statusCode).toBe(201);
  });

  it("refuses bad input", async () => {
    const cases: Record<string, unknown>[] = [
      { sponsorCompanyId: undefined },
      { representativeId: 42 },
      { startsAt: "tomorrow" },
      { location: "x".repeat(201) },
      { extra: true },
      { endsAt: new Date(base).toISOString(), startsAt: new Date(base + HOUR).toISOString() },
      {
        startsAt: new Date(base + 30 * 24 * HOUR).toISOString(),
        endsAt: new Date(base + 30 * 24 * HOUR + HOUR).toISOString(),
      },
      {
        startsAt: new Date(base + 40 * HOUR).toISOString(),
        endsAt: new Date(base + 45 * HOUR).toISOString(),
      },
      { representativeId: people.leader.id },
      { sponsorCompanyId: otherVendorId, representativeId: people.otherAdmin.id, extra: 1 },
    ];
    for (const overrides of cases) {
      const response = await post(body(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().reason).toBe("Invalid");
    }
  });

  it("refuses a company that neither hosts nor sponsors the event", async () => {
    const event = await insertEvent();
    const response = await post(body(), "admin", event);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatch(/^sponsorCompanyId/);
  });

  it("answers 404 for an unknown event, company or representative", async () => {
    expect((await post(body(), "admin", randomUUID())).statusCode).toBe(404);
    expect((await post(body({ sponsorCompanyId: randomUUID() }))).statusCode).toBe(404);
    expect((await post(body({ representativeId: "no-such-member" }))).statusCode).toBe(404);
  });
});

describe("PATCH and DELETE /api/host/events/:eventId/meetings-sessions/:slotId", () => {
  const patch = (slotId: string, payload: Record<string, unknown>, role: Role = "admin") =>
    t.request({ method: "PATCH", url: `${slotsUrl()}/${slotId}`, cookie: cookie(role), payload });
  const remove = (slotId: string, role: Role = "admin") =>
    t.request({ method: "DELETE", url: `${slotsUrl()}/${slotId}`, cookie: cookie(role) });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["leader", 403],
    ["employee", 403],
    ["otherAdmin", 403],
    ["admin", 200],
    ["platformAdmin", 200],
  ])("PATCH as %s answers %i", async (role, status) => {
    const slot = await insertSlot();
    const response = await patch(slot.id, { location: "Booth 12" }, role);
    expect(response.statusCode).toBe(status);
    const [row] = await t.context.db.select().from(meetingSlots).where(eq(meetingSlots.id, slot.id));
    expect(row?.location).toBe(status === 200 ? "Booth 12" : "Table 4");
  });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["leader", 403],
    ["employee", 403],
    ["otherAdmin", 403],
    ["admin", 204],
    ["platformAdmin", 204],
  ])("DELETE as %s answers %i", async (role, status) => {
    const slot = await insertSlot();
    expect((await remove(slot.id, role)).statusCode).toBe(status);
    const rows = await t.context.db.select().from(meetingSlots).where(eq(meetingSlots.id, slot.id));
    expect(rows).toHaveLength(status === 204 ? 0 : 1);
  });

  it("moves the open requests at a slot with it", async () => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader);
    const times = nextTimes();
    const response = await patch(slot.id, {
      startsAt: times.startsAt.toISOString(),
      endsAt: times.endsAt.toISOString(),
      representativeId: people.admin.id,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.context.db.select().from(meetings).where(eq(meetings.id, meetingId));
    expect(row?.startsAt.toISOString()).toBe(times.startsAt.toISOString());
    expect(row?.representativeId).toBe(people.admin.id);
  });

  it("refuses to change or delete a slot an accepted meeting holds", async () => {
    const slot = await insertSlot();
    await insertMeeting(slot, people.leader, "accepted");
    const changed = await patch(slot.id, { location: "Elsewhere" });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ reason: "AlreadyExists" });
    expect((await remove(slot.id)).statusCode).toBe(409);
    expect(await t.context.db.select().from(meetingSlots).where(eq(meetingSlots.id, slot.id))).toHaveLength(
      1,
    );
  });

  it("answers 404 for an unknown slot or a slot of another event, 400 for bad input", async () => {
    expect((await patch(randomUUID(), { location: "x" })).statusCode).toBe(404);
    const slot = await insertSlot();
    const otherEvent = await insertEvent();
    const elsewhere = await t.request({
      method: "DELETE",
      url: `${slotsUrl(otherEvent)}/${slot.id}`,
      cookie: people.admin.cookie,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await patch(slot.id, {})).statusCode).toBe(400);
    expect((await patch(slot.id, { startsAt: 5 })).statusCode).toBe(400);
    expect((await patch(slot.id, { endsAt: new Date(base - 10 * 24 * HOUR).toISOString() })).statusCode).toBe(
      400,
    );
  });
});

describe("POST /api/meetings", () => {
  const body = (slotId: string, overrides: Record<string, unknown> = {}) => ({
    slotId,
    leaderId: people.leader.id,
    message: "We would love to show you our platform.",
    intentTypes: ["Cloud Security", "Identity & Access"],
    ...overrides,
  });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["leader", 403],
    ["otherLeader", 403],
    ["otherAdmin", 403],
    ["employee", 201],
    ["admin", 201],
    ["platformAdmin", 201],
  ])("as %s answers %i", async (role, status) => {
    const slot = await insertSlot();
    const response = await requestMeeting(body(slot.id), role);
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db.select().from(meetings).where(eq(meetings.slotId, slot.id));
    expect(rows).toHaveLength(status === 201 ? 1 : 0);
  });

  it("creates a requested meeting at the slot's time and notifies the leader", async () => {
    const slot = await insertSlot();
    const response = await requestMeeting(body(slot.id));
    expect(response.statusCode).toBe(201);
    const meeting = response.json();
    expect(meeting).toMatchObject({
      status: "requested",
      slotId: slot.id,
      startsAt: slot.startsAt.toISOString(),
      location: "Table 4",
      vendorCompany: { id: vendorId },
      representative: { id: people.employee.id },
      leader: { id: people.leader.id, name: "Ada Leader", jobTitle: "CIO" },
      message: "We would love to show you our platform.",
      intentTypes: ["Cloud Security", "Identity & Access"],
      event: { id: eventId, timeZone: "Europe/London", cancelled: false },
    });
    const sent = await t.context.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.meetingId, meeting.id), eq(notifications.userId, people.leader.id)));
    expect(sent.map((row) => row.kind)).toEqual(["meeting_request"]);
  });

  it("refuses bad input", async () => {
    const slot = await insertSlot();
    const cases: Record<string, unknown>[] = [
      { message: "x".repeat(1001) },
      { intentTypes: ["Cloud Security", "Procurement", "Observability", "Contact Centre"] },
      { intentTypes: ["Astrology"] },
      { intentTypes: "Cloud Security" },
      { slotId: "slot" },
      { leaderId: 7 },
      { leaderId: undefined },
      { status: "accepted" },
    ];
    for (const overrides of cases) {
      const response = await requestMeeting(body(slot.id, overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    const unregistered = await createUser(t, leaderSignUp());
    const response = await requestMeeting(body(slot.id, { leaderId: unregistered.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatch(/not registered/);
    expect(await t.context.db.select().from(meetings).where(eq(meetings.slotId, slot.id))).toHaveLength(0);
  });

  it("answers 404 for an unknown slot, an unknown leader and a vendor named as leader", async () => {
    const slot = await insertSlot();
    expect((await requestMeeting(body(randomUUID()))).statusCode).toBe(404);
    expect((await requestMeeting(body(slot.id, { leaderId: "nobody" }))).statusCode).toBe(404);
    expect((await requestMeeting(body(slot.id, { leaderId: people.otherAdmin.id }))).statusCode).toBe(404);
  });

  it("refuses a slot that is over, and a second open request for the same leader and slot", async () => {
    const past = await insertSlot({ past: true });
    expect((await requestMeeting(body(past.id))).statusCode).toBe(400);
    const slot = await insertSlot();
    expect((await requestMeeting(body(slot.id))).statusCode).toBe(201);
    const again = await requestMeeting(body(slot.id), "employee");
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe("AlreadyExists");
  });

  it("respects a leader who turned requests off", async () => {
    const quiet = await createUser(t, leaderSignUp());
    await register(quiet);
    const off = await t.request({
      method: "PUT",
      url: "/api/meetings/settings",
      cookie: quiet.cookie,
      payload: { acceptsRequests: false },
    });
    expect(off.statusCode).toBe(200);
    const slot = await insertSlot();
    const response = await requestMeeting(body(slot.id, { leaderId: quiet.id }));
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0]).toMatch(/does not accept meeting requests/);
  });

  it("stops at the plan's monthly quota, naming it", async () => {
    const starter = await createUser(t, vendorSignUp({ plan: "Starter" }));
    const starterId = await companyIdOf(t, starter);
    await t.context.db.insert(eventSponsors).values({ eventId, companyId: starterId });
    const slots = [];
    for (let index = 0; index < 11; index += 1) {
      slots.push(await insertSlot({ companyId: starterId, representative: starter }));
    }
    const [last, ...first] = slots.reverse();
    for (const slot of first) await insertMeeting(slot, people.otherLeader);
    if (!last) throw new Error("no slot");
    const response = await t.request({
      method: "POST",
      url: "/api/meetings",
      cookie: starter.cookie,
      payload: body(last.id),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().messages[0]).toMatch(/Starter plan includes 10 meeting requests a month/);
  });
});

describe("PUT /api/meetings/:id", () => {
  it("lets the leader accept, recording a signal per intent type and telling the vendor", async () => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader, "requested", [
      "Cloud Security",
      "Observability",
    ]);
    const response = await put(meetingId, { status: "accepted" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: meetingId, status: "accepted" });
    const recorded = await t.context.db.select().from(signals).where(eq(signals.subjectId, meetingId));
    expect(recorded.map((row) => [row.kind, row.intentType, row.weight]).sort()).toEqual([
      ["meetingAccepted", "Cloud Security", 8],
      ["meetingAccepted", "Observability", 8],
    ]);
    const told = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.meetingId, meetingId));
    expect(told.map((row) => [row.userId, row.kind]).sort()).toEqual(
      [
        [people.admin.id, "meeting_answer"],
        [people.employee.id, "meeting_answer"],
      ].sort(),
    );
  });

  it.each<[MeetingStatus, MeetingStatus, Role, string]>([
    ["requested", "declined", "leader", "meeting_answer"],
    ["requested", "cancelled", "leader", "meeting_answer"],
    ["requested", "cancelled", "employee", "meeting_update"],
    ["accepted", "cancelled", "leader", "meeting_answer"],
    ["accepted", "cancelled", "admin", "meeting_update"],
    ["accepted", "cancelled", "platformAdmin", "meeting_update"],
  ])("moves %s to %s as %s, notifying with %s", async (from, to, role, kind) => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader, from);
    const response = await put(meetingId, { status: to }, role);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe(to);
    const told = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.meetingId, meetingId));
    expect(told.map((row) => row.kind)).toContain(kind);
  });

  it.each<[MeetingStatus]>([["completed"], ["no_show"]])(
    "lets the vendor mark an ended meeting %s, and not one still to come",
    async (to) => {
      const past = await insertSlot({ past: true });
      const ended = await insertMeeting(past, people.leader, "accepted");
      const response = await put(ended, { status: to }, "employee");
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe(to);

      const future = await insertSlot();
      const coming = await insertMeeting(future, people.leader, "accepted");
      const early = await put(coming, { status: to }, "employee");
      expect(early.statusCode).toBe(400);
      expect(await statusOf(coming)).toBe("accepted");
    },
  );

  it("reschedules to another free slot of the vendor: a new request from the old meeting", async () => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader, "accepted");
    const next = await insertSlot({ representative: people.admin });
    const response = await put(meetingId, { status: "rescheduled", slotId: next.id }, "admin");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "requested",
      slotId: next.id,
      rescheduledFromId: meetingId,
      representative: { id: people.admin.id },
      startsAt: next.startsAt.toISOString(),
    });
    expect(await statusOf(meetingId)).toBe("rescheduled");
    const told = await t.context.db
      .select()
      .from(notifications)
      .where(eq(notifications.meetingId, response.json().id));
    expect(told.map((row) => [row.userId, row.kind])).toEqual([[people.leader.id, "meeting_update"]]);
  });

  it("refuses to reschedule without a slot, to another vendor's slot or to an unknown slot", async () => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader, "accepted");
    expect((await put(meetingId, { status: "rescheduled" }, "admin")).statusCode).toBe(400);
    const theirs = await insertSlot({ companyId: otherVendorId, representative: people.otherAdmin });
    expect((await put(meetingId, { status: "rescheduled", slotId: theirs.id }, "admin")).statusCode).toBe(
      400,
    );
    expect((await put(meetingId, { status: "rescheduled", slotId: randomUUID() }, "admin")).statusCode).toBe(
      404,
    );
    expect((await put(meetingId, { status: "rescheduled", slotId: slot.id }, "admin")).statusCode).toBe(400);
    expect(await statusOf(meetingId)).toBe("accepted");
  });

  const forbiddenMoves = MEETING_STATUSES.flatMap((from) =>
    MEETING_STATUSES.filter((to) => !MEETING_TRANSITIONS[from].includes(to)).map((to) => [from, to] as const),
  );

  it.each(forbiddenMoves)("refuses %s -> %s with 400 Invalid", async (from, to) => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader, from);
    const spare = await insertSlot();
    const payload = to === "rescheduled" ? { status: to, slotId: spare.id } : { status: to };
    const role: Role = ["completed", "no_show", "rescheduled"].includes(to) ? "admin" : "leader";
    const response = await put(meetingId, payload, role);
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe("Invalid");
    expect(await statusOf(meetingId)).toBe(from);
  });

  it("answers 403 when a participant takes the other side's action", async () => {
    const slot = await insertSlot();
    const requested = await insertMeeting(slot, people.leader);
    for (const status of ["accepted", "declined"]) {
      const response = await put(requested, { status }, "employee");
      expect(response.statusCode).toBe(403);
      expect(response.json().reason).toBe("AccessDenied");
    }
    const past = await insertSlot({ past: true });
    const ended = await insertMeeting(past, people.leader, "accepted");
    expect((await put(ended, { status: "completed" }, "leader")).statusCode).toBe(403);
    const spare = await insertSlot();
    expect((await put(ended, { status: "rescheduled", slotId: spare.id }, "leader")).statusCode).toBe(403);
    expect(await statusOf(requested)).toBe("requested");
    expect(await statusOf(ended)).toBe("accepted");
  });

  it("hides the meeting from people with no part in it", async () => {
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader);
    expect((await put(meetingId, { status: "accepted" }, "visitor")).statusCode).toBe(401);
    for (const role of ["otherLeader", "otherAdmin"] as const) {
      const response = await put(meetingId, { status: "cancelled" }, role);
      expect(response.statusCode).toBe(404);
      expect(response.json().reason).toBe("NotFound");
    }
    expect(await statusOf(meetingId)).toBe("requested");
  });

  it("answers 404 for an unknown meeting and 400 for bad input", async () => {
    expect((await put(randomUUID(), { status: "accepted" })).statusCode).toBe(404);
    expect((await put("nope", { status: "accepted" })).statusCode).toBe(400);
    const slot = await insertSlot();
    const meetingId = await insertMeeting(slot, people.leader);
    for (const payload of [
      {},
      { status: "maybe" },
      { status: 1 },
      { status: "accepted", slotId: randomUUID() },
    ]) {
      expect((await put(meetingId, payload)).statusCode).toBe(400);
    }
  });

  it("accepts exactly one of fifty requests for one slot accepted at the same moment", async () => {
    const slot = await insertSlot();
    const leaders: TestUser[] = [];
    // One at a time: a sign-up holds a connection of the test app's small pool while it waits for another.
    for (let index = 0; index < 50; index += 1) leaders.push(await createUser(t, leaderSignUp()));
    const ids = await Promise.all(leaders.map((leader) => insertMeeting(slot, leader)));
    const responses = await Promise.all(
      ids.map((id, index) =>
        t.request({
          method: "PUT",
          url: `/api/meetings/${id}`,
          cookie: leaders[index]?.cookie,
          payload: { status: "accepted" },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const conflict = responses.find((response) => response.statusCode === 409);
    expect(conflict?.json()).toEqual({
      reason: "AlreadyExists",
      messages: ["This slot already holds an accepted meeting."],
    });
    const accepted = await t.context.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.slotId, slot.id), eq(meetings.status, "accepted")));
    expect(accepted).toHaveLength(1);
  }, 120_000);

  it("never books a leader into two overlapping meetings", async () => {
    const times = nextTimes(60);
    const overlapping = { startsAt: new Date(times.startsAt.getTime() + 30 * 60_000), endsAt: times.endsAt };
    const slotRows = await t.context.db
      .insert(meetingSlots)
      .values([
        { eventId, sponsorCompanyId: vendorId, representativeId: people.employee.id, ...times },
        { eventId, sponsorCompanyId: otherVendorId, representativeId: people.otherAdmin.id, ...overlapping },
      ])
      .returning();
    slotCounter += 2;
    const [first, second] = await Promise.all(
      slotRows.map((slot) => insertMeeting(slot, people.otherLeader)),
    );
    if (!first || !second) throw new Error("no meetings");
    expect((await put(first, { status: "accepted" }, "otherLeader")).statusCode).toBe(200);
    const clash = await put(second, { status: "accepted" }, "otherLeader");
    expect(clash.statusCode).toBe(409);
    expect(clash.json().messages).toEqual(["The leader already has an accepted meeting at this time."]);
    expect(await statusOf(second)).toBe("requested");
  });
});

describe("GET /api/meetings", () => {
  it("answers 401 for a visitor and 400 for an unknown view", async () => {
    expect((await t.request({ method: "GET", url: "/api/meetings" })).statusCode).toBe(401);
    const bad = await t.request({
      method: "GET",
      url: "/api/meetings?view=all",
      cookie: people.leader.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("splits a leader's meetings into requests, upcoming and past, and shows no one else's", async () => {
    const leader = await createUser(t, leaderSignUp());
    const [requested, accepted, declined, ended] = [
      await insertSlot(),
      await insertSlot(),
      await insertSlot(),
      await insertSlot({ past: true }),
    ];
    if (!requested || !accepted || !declined || !ended) throw new Error("no slots");
    const ids = {
      requested: await insertMeeting(requested, leader),
      accepted: await insertMeeting(accepted, leader, "accepted"),
      declined: await insertMeeting(declined, leader, "declined"),
      ended: await insertMeeting(ended, leader, "completed"),
    };
    await insertMeeting(requested, people.otherLeader);
    const view = async (name: string) => {
      const response = await t.request({
        method: "GET",
        url: `/api/meetings?view=${name}`,
        cookie: leader.cookie,
      });
      expect(response.statusCode).toBe(200);
      return response.json().items.map((meeting: { id: string }) => meeting.id);
    };
    expect(await view("requests")).toEqual([ids.requested]);
    expect(await view("upcoming")).toEqual([ids.accepted]);
    expect(await view("past")).toEqual([ids.declined, ids.ended]);
    expect(await view("requests")).toEqual(await view("requests"));
  });
});

describe("/api/meetings/settings", () => {
  it("is on by default, and a leader turns it off and on", async () => {
    const leader = await createUser(t, leaderSignUp());
    const get = () => t.request({ method: "GET", url: "/api/meetings/settings", cookie: leader.cookie });
    expect((await get()).json()).toEqual({ acceptsRequests: true });
    const off = await t.request({
      method: "PUT",
      url: "/api/meetings/settings",
      cookie: leader.cookie,
      payload: { acceptsRequests: false },
    });
    expect(off.json()).toEqual({ acceptsRequests: false });
    expect((await get()).json()).toEqual({ acceptsRequests: false });
    const [row] = await t.context.db
      .select()
      .from(meetingSettings)
      .where(eq(meetingSettings.userId, leader.id));
    expect(row?.acceptsRequests).toBe(false);
  });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["employee", 403],
    ["admin", 403],
    ["leader", 200],
  ])("PUT as %s answers %i", async (role, status) => {
    const response = await t.request({
      method: "PUT",
      url: "/api/meetings/settings",
      cookie: cookie(role),
      payload: { acceptsRequests: true },
    });
    expect(response.statusCode).toBe(status);
  });

  it("refuses a body that is not a yes or no", async () => {
    for (const payload of [{}, { acceptsRequests: "yes" }, { acceptsRequests: true, extra: 1 }]) {
      const response = await t.request({
        method: "PUT",
        url: "/api/meetings/settings",
        cookie: people.leader.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe("GET /api/events/:eventId/meetings/board", () => {
  const board = (role: Role, query = "", event = eventId) =>
    t.request({ method: "GET", url: `/api/events/${event}/meetings/board${query}`, cookie: cookie(role) });

  it.each<[Role, string, number]>([
    ["visitor", "", 401],
    ["leader", "", 400],
    ["leader", `?companyId=${"VENDOR"}`, 403],
    ["otherAdmin", `?companyId=${"VENDOR"}`, 403],
    ["employee", "", 200],
    ["admin", "", 200],
    ["platformAdmin", `?companyId=${"VENDOR"}`, 200],
  ])("as %s%s answers %i", async (role, query, status) => {
    const response = await board(role, query.replace("VENDOR", vendorId));
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().company.id).toBe(vendorId);
  });

  it("groups the company's meetings per representative and status, with the leader's details", async () => {
    const event = await insertEvent();
    await t.context.db.insert(eventSponsors).values({ eventId: event, companyId: vendorId });
    const times = [nextTimes(), nextTimes(), nextTimes()] as const;
    const slotRows = await t.context.db
      .insert(meetingSlots)
      .values([
        { eventId: event, sponsorCompanyId: vendorId, representativeId: people.employee.id, ...times[0] },
        { eventId: event, sponsorCompanyId: vendorId, representativeId: people.employee.id, ...times[1] },
        { eventId: event, sponsorCompanyId: vendorId, representativeId: people.admin.id, ...times[2] },
      ])
      .returning();
    const [a, b, c] = slotRows;
    if (!a || !b || !c) throw new Error("no slots");
    const requested = await insertMeeting(a, people.leader);
    const accepted = await insertMeeting(b, people.otherLeader, "accepted");
    const declined = await insertMeeting(c, people.leader, "declined");

    const response = await board("admin", "", event);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.canManageSlots).toBe(true);
    const byName = Object.fromEntries(
      body.representatives.map((entry: { representative: { id: string } }) => [
        entry.representative.id,
        entry,
      ]),
    );
    expect(byName[people.employee.id].meetings.requested.map((m: { id: string }) => m.id)).toEqual([
      requested,
    ]);
    expect(byName[people.employee.id].meetings.accepted.map((m: { id: string }) => m.id)).toEqual([accepted]);
    expect(byName[people.admin.id].meetings.declined[0]).toMatchObject({
      id: declined,
      leader: { id: people.leader.id, name: "Ada Leader", jobTitle: "CIO" },
    });
    expect((await board("employee", "", event)).json().canManageSlots).toBe(false);
  });

  it("exports the board as CSV with a file name", async () => {
    const slot = await insertSlot();
    await insertMeeting(slot, people.leader, "accepted");
    const response = await t.request({
      method: "GET",
      url: `/api/events/${eventId}/meetings/board.csv`,
      cookie: people.employee.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="meetings-summit-forum-.+\.csv"$/,
    );
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      "Representative",
      "Status",
      "Starts (UTC)",
      "Ends (UTC)",
      "Location",
      "Leader",
      "Leader title",
      "Leader company",
      "Intent types",
      "Message",
    ]);
    expect(rows).toContainEqual(
      expect.arrayContaining(["Rep Employee", "accepted", slot.startsAt.toISOString(), "Ada Leader"]),
    );
    const stranger = await t.request({
      method: "GET",
      url: `/api/events/${eventId}/meetings/board.csv?companyId=${vendorId}`,
      cookie: people.otherAdmin.cookie,
    });
    expect(stranger.statusCode).toBe(403);
  });

  it("answers 404 for an unknown event or company and 400 for a bad id", async () => {
    expect((await board("admin", "", randomUUID())).statusCode).toBe(404);
    expect((await board("platformAdmin", `?companyId=${randomUUID()}`)).statusCode).toBe(404);
    expect((await board("admin", "?companyId=abc")).statusCode).toBe(400);
  });
});

describe("GET /api/events/:eventId/meetings/leaders", () => {
  const leaders = (role: Role, query = "") =>
    t.request({
      method: "GET",
      url: `/api/events/${eventId}/meetings/leaders${query}`,
      cookie: cookie(role),
    });

  it.each<[Role, number]>([
    ["visitor", 401],
    ["leader", 403],
    ["employee", 200],
    ["admin", 200],
    ["otherAdmin", 200],
    ["platformAdmin", 200],
  ])("as %s answers %i", async (role, status) => {
    expect((await leaders(role)).statusCode).toBe(status);
  });

  it("lists registered leaders who take requests, searchable by name", async () => {
    const waiting = await createUser(t, leaderSignUp({ name: "Waitlisted Walter" }));
    await register(waiting, eventId, "waitlisted");
    const response = await leaders("employee", "?search=ada");
    expect(response.json().items).toEqual([
      { id: people.leader.id, name: "Ada Leader", jobTitle: "CIO", companyName: null },
    ]);
    const all = (await leaders("employee")).json().items.map((item: { id: string }) => item.id);
    expect(all).toContain(people.otherLeader.id);
    expect(all).not.toContain(waiting.id);
    expect(all).not.toContain(people.employee.id);
    expect((await leaders("employee", `?search=${"x".repeat(201)}`)).statusCode).toBe(400);
  });
});
