import { randomUUID } from "node:crypto";
import { users } from "@server/platform/database/schema/auth";
import {
  eventRegistrations,
  eventSessionAttendance,
  eventSessions,
  eventSponsors,
  events,
} from "@server/platform/database/schema/events";
import { signals } from "@server/platform/database/schema/signals";
import { uploads } from "@server/platform/database/schema/uploads";
import { createUser, leaderSignUp, setUpTestApp, type TestUser, vendorSignUp } from "@server/test/app";
import { companyIdOf, setUpCompanyCast } from "@server/test/company-cast";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";

const t = setUpTestApp();
const cast = setUpCompanyCast(t, "file");
/** An admin of a company that sponsors the events made here. */
let sponsorAdmin: TestUser;
let sponsorCompanyId: string;

beforeAll(async () => {
  sponsorAdmin = await createUser(t, vendorSignUp());
  sponsorCompanyId = await companyIdOf(t, sponsorAdmin);
});
type Role = "visitor" | "member" | "otherAdmin" | "sponsorAdmin" | "admin" | "owner" | "platformAdmin";
type Caller = Role | TestUser;

function cookie(as: Caller): string | undefined {
  if (typeof as !== "string") return as.cookie;
  if (as === "visitor") return undefined;
  if (as === "sponsorAdmin") return sponsorAdmin.cookie;
  return cast[as].cookie;
}

function call(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  as: Caller,
  payload?: object,
) {
  return t.request({ method, url, cookie: cookie(as), ...(payload === undefined ? {} : { payload }) });
}

const REASONS: Record<number, string> = {
  400: "Invalid",
  401: "AccessDenied",
  403: "AccessDenied",
  404: "NotFound",
  409: "AlreadyExists",
  422: "Failure",
};

function expectError(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ reason: REASONS[status], messages: expect.any(Array) });
  expect(response.json().messages.length).toBeGreaterThan(0);
}

const DAY = 24 * 60 * 60 * 1000;
/** Times are relative to one instant, so that a session ending with its event ends exactly then. */
const NOW = Date.now();
const inDays = (days: number, hours = 0) => new Date(NOW + days * DAY + hours * 3600_000).toISOString();

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: `CIO roundtable ${randomUUID().slice(0, 8)}`,
  description: "An evening on **platform engineering**.",
  format: "in_person",
  venue: "The Shard",
  location: "London",
  timeZone: "Europe/London",
  startsAt: inDays(10),
  endsAt: inDays(10, 4),
  hubs: ["cio"],
  capacity: 50,
  hostCompanyId: cast.companyId,
  ...overrides,
});

async function newEvent(overrides: Record<string, unknown> = {}, as: Caller = "owner") {
  const response = await call("POST", "/api/events", as, eventBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const event = response.json() as { id: string; startsAt: string; endsAt: string; title: string };
  await t.context.db.insert(eventSponsors).values({ eventId: event.id, companyId: sponsorCompanyId });
  return event;
}

async function eventCount() {
  return (await t.context.db.select({ id: events.id }).from(events)).length;
}

const WRITE_MATRIX = (ok: number): [Role, number][] => [
  ["visitor", 401],
  ["member", 403],
  ["otherAdmin", 403],
  ["sponsorAdmin", 403],
  ["admin", ok],
  ["owner", ok],
  ["platformAdmin", ok],
];

describe("POST /api/events", () => {
  it.each([
    ["visitor", 401],
    ["member", 403],
    ["otherAdmin", 403],
    ["sponsorAdmin", 403],
    ["admin", 201],
    ["owner", 201],
    ["platformAdmin", 201],
  ] as [Role, number][])("for the cast's company as %s answers %i", async (role, status) => {
    const before = await eventCount();
    const response = await call("POST", "/api/events", role, eventBody());
    expect(response.statusCode, response.body).toBe(status);
    if (status !== 201) expectError(response, status);
    expect(await eventCount()).toBe(before + (status === 201 ? 1 : 0));
  });

  it("creates an event with its host, counts and the creator's rights", async () => {
    const response = await call("POST", "/api/events", "owner", eventBody({ title: "Data leaders dinner" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Data leaders dinner",
      format: "in_person",
      venue: "The Shard",
      timeZone: "Europe/London",
      hubs: ["cio"],
      host: { id: cast.companyId },
      cancelled: false,
      sponsors: [],
      sessions: [],
      counts: { registered: 0, waitlisted: 0, capacity: 50, placesLeft: 50 },
      viewerStatus: null,
      can: { edit: true, manageSponsors: true, checkIn: true, register: true },
    });
  });

  it("lets platform admins alone host as Summit", async () => {
    const summit = eventBody({ hostCompanyId: null });
    expectError(await call("POST", "/api/events", "owner", summit), 403);
    const response = await call("POST", "/api/events", "platformAdmin", summit);
    expect(response.statusCode).toBe(201);
    expect(response.json().host).toBeNull();
  });

  it("takes a cover image the caller uploaded, and refuses someone else's", async () => {
    const insert = async (user: TestUser) => {
      const [row] = await t.context.db
        .insert(uploads)
        .values({
          kind: "image",
          storageKey: `test/${randomUUID()}.webp`,
          contentType: "image/webp",
          sizeBytes: 100,
          fileName: "cover.webp",
          uploadedBy: user.id,
        })
        .returning({ id: uploads.id, storageKey: uploads.storageKey });
      if (!row) throw new Error("no upload");
      return row;
    };
    const mine = await insert(cast.owner);
    const theirs = await insert(cast.member);
    const ok = await call("POST", "/api/events", "owner", eventBody({ coverUploadId: mine.id }));
    expect(ok.json().coverUrl).toBe(`/api/files/${mine.storageKey}`);
    expectError(await call("POST", "/api/events", "owner", eventBody({ coverUploadId: theirs.id })), 400);
  });

  it.each([
    ["endsAt before startsAt", { startsAt: inDays(3), endsAt: inDays(2) }],
    ["an unknown time zone", { timeZone: "Mars/Olympus" }],
    ["an offset for a time zone", { timeZone: "+01:00" }],
    ["an unknown hub", { hubs: ["nope"] }],
    ["no hubs", { hubs: [] }],
    ["an in-person event without a venue", { venue: undefined }],
    ["a virtual event without a link", { format: "virtual", venue: undefined }],
    ["a link that is not http", { format: "virtual", onlineUrl: "javascript:alert(1)" }],
    ["an unknown format", { format: "hybrid" }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
    ["an empty title", { title: "  " }],
    ["a description over 20000 characters", { description: "x".repeat(20_001) }],
    ["a title that is not text", { title: 7 }],
    ["a capacity of 0", { capacity: 0 }],
    ["a capacity over 100000", { capacity: 100_001 }],
    ["a capacity that is text", { capacity: "ten" }],
    ["a start that is not a time", { startsAt: "tomorrow" }],
    ["a missing start", { startsAt: undefined }],
    ["a malformed host", { hostCompanyId: "nope" }],
    ["a missing host", { hostCompanyId: undefined }],
    ["an unknown field", { createdBy: "someone" }],
  ])("refuses %s with 400 and creates nothing", async (_label, overrides) => {
    const before = await eventCount();
    expectError(await call("POST", "/api/events", "owner", eventBody(overrides)), 400);
    expect(await eventCount()).toBe(before);
  });

  it("answers 404 for an unknown host company", async () => {
    expectError(
      await call("POST", "/api/events", "platformAdmin", eventBody({ hostCompanyId: randomUUID() })),
      404,
    );
  });

  it("tells the event's community of it in the background", async () => {
    const leader = await createUser(t, leaderSignUp({ role: "CISO" }));
    const event = await newEvent({ hubs: ["ciso"] });
    await expect
      .poll(
        async () => {
          const response = await call("GET", "/api/notifications", leader);
          return JSON.stringify(response.json());
        },
        { timeout: 10_000 },
      )
      .toContain(event.id);
  });
});

describe("GET /api/events/:id", () => {
  it("shows members the event, its sponsors and agenda in time order; visitors must sign in", async () => {
    const event = await newEvent();
    await call("POST", `/api/events/${event.id}/sessions`, "owner", {
      title: "Closing panel",
      startsAt: inDays(10, 3),
      endsAt: inDays(10, 4),
    });
    await call("POST", `/api/events/${event.id}/sessions`, "owner", {
      title: "Keynote",
      startsAt: inDays(10),
      endsAt: inDays(10, 1),
      intentTypes: ["Observability"],
      speakers: [{ name: "Ada Lovelace", jobTitle: "CTO", companyName: "Analytical Engines" }],
    });
    expectError(await call("GET", `/api/events/${event.id}`, "visitor"), 401);
    const response = await call("GET", `/api/events/${event.id}`, "member");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sessions.map((session: { title: string }) => session.title)).toEqual([
      "Keynote",
      "Closing panel",
    ]);
    expect(body.sessions[0].speakers).toEqual([
      { name: "Ada Lovelace", jobTitle: "CTO", companyName: "Analytical Engines", userId: null },
    ]);
    expect(body.sponsors).toEqual([expect.objectContaining({ id: sponsorCompanyId })]);
    expect(body.can).toEqual({ edit: false, manageSponsors: false, checkIn: false, register: true });
  });

  it("shows a virtual event's link only to registered members and the host's admins", async () => {
    const event = await newEvent({ format: "virtual", venue: null, onlineUrl: "https://meet.example.com/x" });
    const leader = await createUser(t, leaderSignUp());
    expect((await call("GET", `/api/events/${event.id}`, leader)).json().onlineUrl).toBeNull();
    expect((await call("GET", `/api/events/${event.id}`, "admin")).json().onlineUrl).toBe(
      "https://meet.example.com/x",
    );
    await call("PUT", `/api/events/${event.id}/registration`, leader);
    expect((await call("GET", `/api/events/${event.id}`, leader)).json().onlineUrl).toBe(
      "https://meet.example.com/x",
    );
  });

  it("answers 404 for an unknown event and 400 for a malformed id", async () => {
    expectError(await call("GET", `/api/events/${randomUUID()}`, "member"), 404);
    expectError(await call("GET", "/api/events/nope", "member"), 400);
  });
});

describe("GET /api/events", () => {
  it("lists a hub's upcoming events soonest first and past ones latest first, paging without repeats", async () => {
    const leader = await createUser(t, leaderSignUp({ role: "CHRO" }));
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) {
      ids.push(
        (await newEvent({ hubs: ["chro"], startsAt: inDays(20 - index), endsAt: inDays(20 - index, 2) })).id,
      );
    }
    const pastIds: string[] = [];
    for (let index = 0; index < 3; index++) {
      const [row] = await t.context.db
        .insert(events)
        .values({
          title: `Past ${index}`,
          format: "virtual",
          onlineUrl: "https://meet.example.com/past",
          timeZone: "UTC",
          startsAt: new Date(Date.now() - (index + 2) * DAY),
          endsAt: new Date(Date.now() - (index + 2) * DAY + 3600_000),
          hubs: ["chro"],
          hostCompanyId: cast.companyId,
        })
        .returning({ id: events.id });
      if (row) pastIds.push(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/events?limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await call("GET", url, leader);
      expect(page.statusCode, page.body).toBe(200);
      seen.push(...page.json().items.map((item: { id: string }) => item.id));
      cursor = page.json().nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const past = await call("GET", "/api/events?when=past", leader);
    expect(past.json().items.map((item: { id: string }) => item.id)).toEqual(pastIds);
  });

  it("follows the hub asked for, then the community cookie, then the member's own", async () => {
    const event = await newEvent({ hubs: ["cco"] });
    const leader = await createUser(t, leaderSignUp({ role: "CIO" }));
    const has = async (url: string, extraCookie = "") => {
      const response = await t.request({
        method: "GET",
        url,
        cookie: `${leader.cookie}${extraCookie}`,
      });
      return response.json().items.some((item: { id: string }) => item.id === event.id);
    };
    expect(await has("/api/events")).toBe(false);
    expect(await has("/api/events?hub=cco")).toBe(true);
    expect(await has("/api/events", "; community=cco")).toBe(true);
  });

  it("filters by format and search, and shows cancelled events marked", async () => {
    const title = `Quantum ${randomUUID().slice(0, 6)} summit`;
    const event = await newEvent({
      hubs: ["devops"],
      title,
      format: "virtual",
      venue: null,
      onlineUrl: "https://x.example.com",
    });
    await call("POST", `/api/events/${event.id}/cancel`, "owner");
    const search = await call("GET", "/api/events?hub=devops&search=quantum&format=virtual", "member");
    expect(search.json().items).toEqual([expect.objectContaining({ id: event.id, cancelled: true })]);
    const inPerson = await call("GET", "/api/events?hub=devops&search=quantum&format=in_person", "member");
    expect(inPerson.json().items).toEqual([]);
  });

  it.each([
    ["an unknown hub", "hub=nope"],
    ["an unknown when", "when=later"],
    ["an unknown format", "format=hybrid"],
    ["a search over 200 characters", `search=${"x".repeat(201)}`],
    ["a limit over the bound", "limit=101"],
    ["a forged cursor", "cursor=garbage"],
  ])("refuses %s with 400", async (_label, query) => {
    expectError(await call("GET", `/api/events?${query}`, "member"), 400);
  });

  it("asks visitors to sign in", async () => {
    expectError(await call("GET", "/api/events", "visitor"), 401);
  });
});

describe("GET /api/events/company", () => {
  it("lists a company's hosted and sponsored events, newest first, filtered by role", async () => {
    const host = await createUser(t, vendorSignUp());
    const hostCompanyId = await companyIdOf(t, host);
    const hosted = await call("POST", "/api/events", host, eventBody({ hostCompanyId }));
    const sponsored = await newEvent();
    await t.context.db.insert(eventSponsors).values({ eventId: sponsored.id, companyId: hostCompanyId });
    const list = async (query: string) =>
      (await call("GET", `/api/events/company?companyId=${hostCompanyId}${query}`, "member"))
        .json()
        .items.map((item: { id: string; role: string }) => [item.id, item.role]);
    expect(await list("")).toEqual([
      [sponsored.id, "sponsor"],
      [hosted.json().id, "host"],
    ]);
    expect(await list("&isHosting=true")).toEqual([[hosted.json().id, "host"]]);
    expect(await list("&isSponsoring=1")).toEqual([[sponsored.id, "sponsor"]]);
    expect(await list("&isHosting=false&isSponsoring=false")).toEqual([]);
  });

  it("asks visitors to sign in and refuses bad queries", async () => {
    expectError(await call("GET", `/api/events/company?companyId=${cast.companyId}`, "visitor"), 401);
    expectError(await call("GET", "/api/events/company?companyId=nope", "member"), 400);
    expectError(
      await call("GET", `/api/events/company?companyId=${cast.companyId}&isHosting=maybe`, "member"),
      400,
    );
    expectError(
      await call("GET", `/api/events/company?companyId=${cast.companyId}&limit=501`, "member"),
      400,
    );
    expectError(await call("GET", `/api/events/company?companyId=${randomUUID()}`, "member"), 404);
  });

  it("pages 500 at a time by default", async () => {
    const response = await call("GET", `/api/events/company?companyId=${cast.companyId}`, "member");
    expect(response.statusCode).toBe(200);
    expect(response.json().nextCursor).toBeNull();
  });
});

describe("PATCH /api/events/:id", () => {
  it.each(WRITE_MATRIX(200))("as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("PATCH", `/api/events/${event.id}`, role, { title: `By ${role}` });
    expect(response.statusCode, response.body).toBe(status);
    const [row] = await t.context.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.title).toBe(status === 200 ? `By ${role}` : event.title);
  });

  it("checks the fields against the event: a virtual event needs a link, ends after it starts", async () => {
    const event = await newEvent();
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", { format: "virtual" }), 400);
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", { endsAt: inDays(9) }), 400);
    const ok = await call("PATCH", `/api/events/${event.id}`, "owner", {
      format: "virtual",
      onlineUrl: "https://meet.example.com/y",
    });
    expect(ok.json()).toMatchObject({ format: "virtual", onlineUrl: "https://meet.example.com/y" });
  });

  it("refuses to move the event away from its sessions", async () => {
    const event = await newEvent();
    await call("POST", `/api/events/${event.id}/sessions`, "owner", {
      title: "Keynote",
      startsAt: inDays(10, 3),
      endsAt: inDays(10, 4),
    });
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", { endsAt: inDays(10, 2) }), 400);
  });

  it("lets waiting members in when the capacity grows and refuses one below those registered", async () => {
    const event = await newEvent({ capacity: 1 });
    const [first, second] = await Promise.all([createUser(t, leaderSignUp()), createUser(t, leaderSignUp())]);
    if (!first || !second) throw new Error("no users");
    await call("PUT", `/api/events/${event.id}/registration`, first);
    expect((await call("PUT", `/api/events/${event.id}/registration`, second)).json().status).toBe(
      "waitlisted",
    );
    const grown = await call("PATCH", `/api/events/${event.id}`, "owner", { capacity: 2 });
    expect(grown.json().counts).toMatchObject({ registered: 2, waitlisted: 0, placesLeft: 0 });
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", { capacity: 1 }), 422);
  });

  it.each([
    ["an empty body", {}],
    ["a host change", { hostCompanyId: randomUUID() }],
    ["an unknown time zone", { timeZone: "Nowhere/Else" }],
    ["a title over 200 characters", { title: "x".repeat(201) }],
  ])("refuses %s with 400", async (_label, body) => {
    const event = await newEvent();
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", body), 400);
  });

  it("answers 404 for an unknown event", async () => {
    expectError(await call("PATCH", `/api/events/${randomUUID()}`, "owner", { title: "X" }), 404);
  });

  it("refuses to change a cancelled event with 422", async () => {
    const event = await newEvent();
    await call("POST", `/api/events/${event.id}/cancel`, "owner");
    expectError(await call("PATCH", `/api/events/${event.id}`, "owner", { title: "Back" }), 422);
  });
});

describe("POST /api/events/:id/cancel", () => {
  it.each(WRITE_MATRIX(200))("as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("POST", `/api/events/${event.id}/cancel`, role);
    expect(response.statusCode).toBe(status);
    const [row] = await t.context.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.cancelledAt !== null).toBe(status === 200);
  });

  it("keeps the event readable, marked, and closes registration", async () => {
    const event = await newEvent();
    const cancelled = await call("POST", `/api/events/${event.id}/cancel`, "owner");
    expect(cancelled.json()).toMatchObject({ cancelled: true, can: { register: false } });
    expectError(await call("PUT", `/api/events/${event.id}/registration`, "member"), 422);
    expectError(await call("POST", `/api/events/${event.id}/cancel`, "owner"), 422);
  });
});

describe("DELETE /api/events/:id", () => {
  it.each(WRITE_MATRIX(204))("as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("DELETE", `/api/events/${event.id}`, role);
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db.select().from(events).where(eq(events.id, event.id));
    expect(rows).toHaveLength(status === 204 ? 0 : 1);
  });

  it("refuses an event with registrations with 409, asking to cancel it instead", async () => {
    const event = await newEvent();
    await call("PUT", `/api/events/${event.id}/registration`, "member");
    const response = await call("DELETE", `/api/events/${event.id}`, "owner");
    expectError(response, 409);
    expect(response.json().messages[0]).toMatch(/cancel/);
  });

  it("answers 404 for an unknown event", async () => {
    expectError(await call("DELETE", `/api/events/${randomUUID()}`, "owner"), 404);
  });
});

describe("event sessions", () => {
  const session = (overrides: Record<string, unknown> = {}) => ({
    title: "Keynote",
    description: "Why platforms win",
    location: "Main stage",
    startsAt: inDays(10, 1),
    endsAt: inDays(10, 2),
    intentTypes: ["DevOps & Platform Engineering"],
    speakers: [{ name: "Grace Hopper", userId: cast.member.id }],
    ...overrides,
  });

  it.each(WRITE_MATRIX(201))("POST as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("POST", `/api/events/${event.id}/sessions`, role, session());
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id));
    expect(rows).toHaveLength(status === 201 ? 1 : 0);
  });

  it.each(WRITE_MATRIX(200))("PATCH as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const created = (await call("POST", `/api/events/${event.id}/sessions`, "owner", session())).json();
    const response = await call("PATCH", `/api/events/${event.id}/sessions/${created.id}`, role, {
      title: "Renamed",
      speakers: [],
    });
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json()).toMatchObject({ title: "Renamed", speakers: [] });
  });

  it.each(WRITE_MATRIX(204))("DELETE as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const created = (await call("POST", `/api/events/${event.id}/sessions`, "owner", session())).json();
    const response = await call("DELETE", `/api/events/${event.id}/sessions/${created.id}`, role);
    expect(response.statusCode).toBe(status);
  });

  it.each([
    ["a session outside the event", { startsAt: inDays(11), endsAt: inDays(11, 1) }],
    ["endsAt before startsAt", { startsAt: inDays(10, 2), endsAt: inDays(10, 1) }],
    ["an unknown intent type", { intentTypes: ["Astrology"] }],
    ["11 speakers", { speakers: Array.from({ length: 11 }, (_, index) => ({ name: `S${index}` })) }],
    ["a speaker without a name", { speakers: [{ jobTitle: "CTO" }] }],
    ["a speaker who is no member", { speakers: [{ name: "Ghost", userId: "no-such-user" }] }],
    ["a description over 5000 characters", { description: "x".repeat(5001) }],
    ["a missing title", { title: undefined }],
  ])("refuses %s with 400 and adds nothing", async (_label, overrides) => {
    const event = await newEvent();
    expectError(await call("POST", `/api/events/${event.id}/sessions`, "owner", session(overrides)), 400);
    const rows = await t.context.db.select().from(eventSessions).where(eq(eventSessions.eventId, event.id));
    expect(rows).toHaveLength(0);
  });

  it("answers 404 for a session of another event and for an unknown event", async () => {
    const event = await newEvent();
    const other = await newEvent();
    const created = (await call("POST", `/api/events/${other.id}/sessions`, "owner", session())).json();
    expectError(
      await call("PATCH", `/api/events/${event.id}/sessions/${created.id}`, "owner", { title: "X" }),
      404,
    );
    expectError(await call("POST", `/api/events/${randomUUID()}/sessions`, "owner", session()), 404);
  });
});

describe("event sponsors", () => {
  it.each(WRITE_MATRIX(200))("PUT as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("PUT", `/api/events/${event.id}/sponsors/${cast.otherCompanyId}`, role);
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db
      .select()
      .from(eventSponsors)
      .where(and(eq(eventSponsors.eventId, event.id), eq(eventSponsors.companyId, cast.otherCompanyId)));
    expect(rows).toHaveLength(status === 200 ? 1 : 0);
  });

  it.each(WRITE_MATRIX(200))("DELETE as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("DELETE", `/api/events/${event.id}/sponsors/${sponsorCompanyId}`, role);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json().sponsors).toEqual([]);
  });

  it("is harmless twice, refuses the host itself and unknown companies", async () => {
    const event = await newEvent();
    await call("PUT", `/api/events/${event.id}/sponsors/${cast.otherCompanyId}`, "owner");
    const again = await call("PUT", `/api/events/${event.id}/sponsors/${cast.otherCompanyId}`, "owner");
    expect(again.json().sponsors).toHaveLength(2);
    expectError(await call("PUT", `/api/events/${event.id}/sponsors/${cast.companyId}`, "owner"), 400);
    expectError(await call("PUT", `/api/events/${event.id}/sponsors/${randomUUID()}`, "owner"), 404);
    expectError(
      await call("DELETE", `/api/events/${event.id}/sponsors/${cast.otherCompanyId}x`, "owner"),
      400,
    );
    expectError(await call("DELETE", `/api/events/${event.id}/sponsors/${randomUUID()}`, "owner"), 404);
  });
});

describe("registration", () => {
  it.each([
    ["visitor", 401],
    ["member", 200],
    ["otherAdmin", 200],
    ["sponsorAdmin", 200],
    ["admin", 200],
    ["platformAdmin", 200],
  ] as [Role, number][])("PUT as %s answers %i", async (role, status) => {
    const event = await newEvent();
    const response = await call("PUT", `/api/events/${event.id}/registration`, role);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json()).toMatchObject({ status: "registered", event: { viewerStatus: "registered" } });
    }
  });

  it("waitlists past capacity, refuses a second registration and promotes the longest waiting", async () => {
    const event = await newEvent({ capacity: 1 });
    const [first, second, third] = await Promise.all([
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
      createUser(t, leaderSignUp()),
    ]);
    if (!first || !second || !third) throw new Error("no users");
    expect((await call("PUT", `/api/events/${event.id}/registration`, first)).json().status).toBe(
      "registered",
    );
    expect((await call("PUT", `/api/events/${event.id}/registration`, second)).json().status).toBe(
      "waitlisted",
    );
    expect((await call("PUT", `/api/events/${event.id}/registration`, third)).json().status).toBe(
      "waitlisted",
    );
    expectError(await call("PUT", `/api/events/${event.id}/registration`, second), 409);
    const after = await call("DELETE", `/api/events/${event.id}/registration`, first);
    expect(after.json()).toMatchObject({ viewerStatus: null, counts: { registered: 1, waitlisted: 1 } });
    expect((await call("GET", `/api/events/${event.id}`, second)).json().viewerStatus).toBe("registered");
    expect((await call("GET", `/api/events/${event.id}`, third)).json().viewerStatus).toBe("waitlisted");
    expectError(await call("DELETE", `/api/events/${event.id}/registration`, first), 404);
  });

  it("never exceeds capacity under 20 simultaneous registrations", async () => {
    const event = await newEvent({ capacity: 5 });
    // Signed up one by one: sign-up itself is not what is under test.
    const leaders: TestUser[] = [];
    for (let index = 0; index < 20; index++) leaders.push(await createUser(t, leaderSignUp()));
    const responses = await Promise.all(
      leaders.map((leader) => call("PUT", `/api/events/${event.id}/registration`, leader)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const statuses = responses.map((response) => response.json().status);
    expect(statuses.filter((status) => status === "registered")).toHaveLength(5);
    expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(15);
    const rows = await t.context.db
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "registered")));
    expect(rows).toHaveLength(5);
  });

  it("refuses a past event with 422 and an unknown one with 404", async () => {
    const [row] = await t.context.db
      .insert(events)
      .values({
        title: "Last year",
        format: "virtual",
        onlineUrl: "https://x.example.com",
        timeZone: "UTC",
        startsAt: new Date(Date.now() - 3 * DAY),
        endsAt: new Date(Date.now() - 2 * DAY),
        hubs: ["cio"],
      })
      .returning({ id: events.id });
    expectError(await call("PUT", `/api/events/${row?.id}/registration`, "member"), 422);
    expectError(await call("PUT", `/api/events/${randomUUID()}/registration`, "member"), 404);
    expectError(await call("DELETE", `/api/events/${randomUUID()}/registration`, "member"), 404);
    expectError(await call("DELETE", `/api/events/${randomUUID()}/registration`, "visitor"), 401);
  });
});

describe("attendees and check-in", () => {
  async function eventWithSession() {
    const event = await newEvent();
    const session = (
      await call("POST", `/api/events/${event.id}/sessions`, "owner", {
        title: "Observability deep dive",
        startsAt: inDays(10, 1),
        endsAt: inDays(10, 2),
        intentTypes: ["Observability", "Cloud Infrastructure"],
      })
    ).json() as { id: string };
    const leader = await createUser(t, leaderSignUp());
    await call("PUT", `/api/events/${event.id}/registration`, leader);
    return { event, session, leader };
  }

  it.each(WRITE_MATRIX(200))("GET registrations as %s answers %i", async (role, status) => {
    const { event, leader } = await eventWithSession();
    const response = await call("GET", `/api/events/${event.id}/registrations`, role);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json().items).toEqual([
        expect.objectContaining({ user: expect.objectContaining({ id: leader.id }), status: "registered" }),
      ]);
    }
  });

  it.each(WRITE_MATRIX(204))("PUT attendance as %s answers %i", async (role, status) => {
    const { event, session, leader } = await eventWithSession();
    const response = await call(
      "PUT",
      `/api/events/${event.id}/sessions/${session.id}/attendance/${leader.id}`,
      role,
    );
    expect(response.statusCode).toBe(status);
    const rows = await t.context.db
      .select()
      .from(eventSessionAttendance)
      .where(eq(eventSessionAttendance.sessionId, session.id));
    expect(rows).toHaveLength(status === 204 ? 1 : 0);
  });

  it("records one event-session-attended signal per intent type for a leader, once", async () => {
    const { event, session, leader } = await eventWithSession();
    const url = `/api/events/${event.id}/sessions/${session.id}/attendance/${leader.id}`;
    expect((await call("PUT", url, "owner")).statusCode).toBe(204);
    expect((await call("PUT", url, "owner")).statusCode).toBe(204);
    const rows = await t.context.db
      .select({ intentType: signals.intentType, kind: signals.kind, weight: signals.weight })
      .from(signals)
      .where(eq(signals.userId, leader.id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { intentType: "Observability", kind: "eventSessionAttended", weight: 5 },
        { intentType: "Cloud Infrastructure", kind: "eventSessionAttended", weight: 5 },
      ]),
    );
    expect(rows).toHaveLength(2);
    const list = await call("GET", `/api/events/${event.id}/registrations`, "owner");
    expect(list.json().items[0].attendedSessionIds).toEqual([session.id]);
    expect((await call("DELETE", url, "owner")).statusCode).toBe(204);
    expectError(await call("DELETE", url, "owner"), 404);
  });

  it("records no signal for a vendor", async () => {
    const { event, session } = await eventWithSession();
    const vendor = await createUser(t, vendorSignUp());
    await call("PUT", `/api/events/${event.id}/registration`, vendor);
    const url = `/api/events/${event.id}/sessions/${session.id}/attendance/${vendor.id}`;
    expect((await call("PUT", url, "owner")).statusCode).toBe(204);
    expect(await t.context.db.select().from(signals).where(eq(signals.userId, vendor.id))).toHaveLength(0);
  });

  it("refuses members who are not registered with 422 and unknown sessions with 404", async () => {
    const { event, session } = await eventWithSession();
    const stranger = await createUser(t, leaderSignUp());
    expectError(
      await call("PUT", `/api/events/${event.id}/sessions/${session.id}/attendance/${stranger.id}`, "owner"),
      422,
    );
    expectError(
      await call("PUT", `/api/events/${event.id}/sessions/${session.id}/attendance/no-such-user`, "owner"),
      422,
    );
    expectError(
      await call(
        "PUT",
        `/api/events/${event.id}/sessions/${randomUUID()}/attendance/${stranger.id}`,
        "owner",
      ),
      404,
    );
  });
});

describe("GET /api/events/:id/calendar.ics", () => {
  it("answers an iCalendar file with the event's times, place and description", async () => {
    const event = await newEvent({
      title: "Security leaders breakfast",
      startsAt: "2031-05-06T08:00:00.000Z",
      endsAt: "2031-05-06T10:30:00.000Z",
    });
    const response = await call("GET", `/api/events/${event.id}/calendar.ics`, "member");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="security-leaders-breakfast.ics"',
    );
    const body = response.body.replace(/\r\n /g, "");
    expect(body).toContain("BEGIN:VEVENT");
    expect(body).toContain("SUMMARY:Security leaders breakfast");
    expect(body).toContain("DTSTART:20310506T080000Z");
    expect(body).toContain("DTEND:20310506T103000Z");
    expect(body).toContain("LOCATION:The Shard\\, London");
    expect(body).toContain("platform engineering");
  });

  it("asks visitors to sign in and answers 404 for an unknown event", async () => {
    const event = await newEvent();
    expectError(await call("GET", `/api/events/${event.id}/calendar.ics`, "visitor"), 401);
    expectError(await call("GET", `/api/events/${randomUUID()}/calendar.ics`, "member"), 404);
  });
});

describe("a member removed from Summit", () => {
  it("leaves the event's counts", async () => {
    const event = await newEvent();
    const leader = await createUser(t, leaderSignUp());
    await call("PUT", `/api/events/${event.id}/registration`, leader);
    await t.context.db.delete(users).where(eq(users.id, leader.id));
    expect((await call("GET", `/api/events/${event.id}`, "member")).json().counts.registered).toBe(0);
  });
});
