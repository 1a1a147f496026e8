// Rules for events. Reading is for members. The host company's admins and platform admins change an
// event, its agenda and sponsors, see who registered and check them in; platform admins alone host
// as Summit. Anyone signed in registers; past capacity they wait, and a freed place goes to the
// member who waited longest, decided under a lock on the event row so places are never oversold.

import {
  type AttendeePage,
  type CompanyEventPage,
  type CompanyEventsQuery,
  type CreateEventInput,
  type CreateSessionInput,
  type Event,
  type EventFormat,
  type EventPage,
  type EventSession,
  type EventsQuery,
  eventFieldProblems,
  type Registration,
  type RegistrationStatus,
  type RegistrationsQuery,
  type SpeakerInput,
  type UpdateEventInput,
  type UpdateSessionInput,
} from "@common/events";
import { findCompanyAccess, requireCompanyAdmin } from "@server/features/companies/company-access";
import { queueNewEventNotification } from "@server/features/notifications/notifications.jobs";
import { recordEventActivity } from "@server/features/performance/activity.service";
import { recordSignalFor } from "@server/features/signals/signals.service";
import { requireOwnUpload } from "@server/features/uploads/uploads.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, failure, forbidden, invalid, notFound } from "@server/platform/errors";
import { selectedHub } from "@server/platform/http/community";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import type { Jobs } from "@server/platform/jobs/jobs";
import { z } from "zod";
import { toAttendee, toCalendarFile, toCompanyEvent, toEvent, toSummary } from "./events.presenter";
import {
  companyEventKey,
  countRegistered,
  countSessionsOutside,
  countWaitlisted,
  deleteAttendance,
  deleteEvent,
  deleteRegistration,
  deleteSession,
  deleteSponsor,
  type EventRow,
  eventKey,
  findEvent,
  findExistingUserIds,
  findRegistration,
  findSession,
  hasRegistrations,
  insertAttendance,
  insertEvent,
  insertRegistration,
  insertSession,
  insertSponsor,
  listAttendees,
  listCompanyEvents,
  listEvents,
  listSessions,
  listSponsors,
  lockEvent,
  promoteWaitlisted,
  replaceSpeakers,
  updateEvent,
  updateSession,
} from "./events.repository";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);
const AttendeeCursor = z.tuple([z.enum(["0", "1"]), cursorPart.timestamp, cursorPart.text]);

const isOver = (row: { endsAt: Date }) => row.endsAt.getTime() <= Date.now();

function canManage(user: SessionUser, row: EventRow): boolean {
  return user.isPlatformAdmin || row.viewerIsHostAdmin;
}

export async function communityEvents(
  db: Database,
  user: SessionUser,
  query: EventsQuery,
  cookieHub: string | undefined,
): Promise<EventPage> {
  const hub = await selectedHub(db, user.id, query.hub, cookieHub);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listEvents(db, user.id, {
    hub,
    when: query.when,
    format: query.format,
    search: query.search || undefined,
    limit: query.limit + 1,
    after,
  });
  return toPage(rows, query.limit, toSummary, eventKey);
}

export async function companyEvents(
  db: Database,
  user: SessionUser,
  query: CompanyEventsQuery,
): Promise<CompanyEventPage> {
  await findCompanyAccess(db, null, query.companyId);
  const neither = query.isHosting === undefined && query.isSponsoring === undefined;
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listCompanyEvents(db, user.id, query.companyId, {
    hosting: neither || query.isHosting === true,
    sponsoring: neither || query.isSponsoring === true,
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(rows, query.limit, toCompanyEvent, companyEventKey);
}

async function requireEvent(db: Executor, user: SessionUser, eventId: string): Promise<EventRow> {
  const row = await findEvent(db, user.id, eventId);
  if (!row) throw notFound("Event");
  return row;
}

/** The event, if the caller may manage it: 404, then 403. */
async function requireEventManager(db: Executor, user: SessionUser, eventId: string): Promise<EventRow> {
  const row = await requireEvent(db, user, eventId);
  if (!canManage(user, row)) {
    throw forbidden(
      row.hostCompanyId ? "Only the host company's admins can do this." : "Only platform admins can do this.",
    );
  }
  return row;
}

export async function getEvent(db: Executor, user: SessionUser, eventId: string): Promise<Event> {
  const row = await requireEvent(db, user, eventId);
  const [sponsors, sessions, waitlisted] = await Promise.all([
    listSponsors(db, eventId),
    listSessions(db, eventId),
    countWaitlisted(db, eventId),
  ]);
  return toEvent(
    row,
    { sponsors, sessions, waitlisted },
    { manager: canManage(user, row), canRegister: row.cancelledAt === null && !isOver(row) },
  );
}

async function checkCover(db: Executor, user: SessionUser, coverUploadId: string | null | undefined) {
  if (coverUploadId) await requireOwnUpload(db, user, coverUploadId, "image", "coverUploadId");
}

export async function createEvent(
  db: Database,
  jobs: Jobs,
  user: SessionUser,
  input: CreateEventInput,
): Promise<Event> {
  if (input.hostCompanyId === null) {
    if (!user.isPlatformAdmin) throw forbidden("Only platform admins can host an event as Summit.");
  } else {
    await requireCompanyAdmin(db, user, input.hostCompanyId);
  }
  await checkCover(db, user, input.coverUploadId);
  // The community is told of the event by a job queued in the event's own transaction.
  const id = await db.transaction(async (tx) => {
    const eventId = await insertEvent(tx, {
      ...input,
      description: input.description ?? "",
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      createdBy: user.id,
    });
    await queueNewEventNotification(jobs, { actorId: user.id, eventId }, tx);
    return eventId;
  });
  return getEvent(db, user, id);
}

export async function editEvent(
  db: Database,
  user: SessionUser,
  eventId: string,
  input: UpdateEventInput,
): Promise<Event> {
  const row = await requireEventManager(db, user, eventId);
  if (row.cancelledAt) throw failure("A cancelled event cannot be changed.");
  const merged = {
    format: input.format ?? (row.format as EventFormat),
    venue: input.venue === undefined ? row.venue : input.venue,
    onlineUrl: input.onlineUrl === undefined ? row.onlineUrl : input.onlineUrl,
    startsAt: input.startsAt ?? row.startsAt.toISOString(),
    endsAt: input.endsAt ?? row.endsAt.toISOString(),
  };
  const problems = eventFieldProblems(merged);
  if (problems.length > 0) throw invalid(...problems.map((problem) => problem.message));
  await checkCover(db, user, input.coverUploadId);
  const startsAt = new Date(merged.startsAt);
  const endsAt = new Date(merged.endsAt);
  await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    if (!locked) throw notFound("Event");
    if ((await countSessionsOutside(tx, eventId, startsAt, endsAt)) > 0) {
      throw invalid("startsAt: the agenda has sessions outside these times; move them first");
    }
    const registered = await countRegistered(tx, eventId);
    if (input.capacity !== undefined && input.capacity !== null && input.capacity < registered) {
      throw failure(`capacity: ${registered} members are already registered; the capacity cannot be lower.`);
    }
    await updateEvent(tx, eventId, {
      ...input,
      startsAt: input.startsAt ? startsAt : undefined,
      endsAt: input.endsAt ? endsAt : undefined,
    });
    if (input.capacity !== undefined) {
      // A larger capacity, or none, lets those waiting in.
      await promoteWaitlisted(
        tx,
        eventId,
        input.capacity === null ? Number.MAX_SAFE_INTEGER : input.capacity - registered,
      );
    }
  });
  return getEvent(db, user, eventId);
}

export async function cancelEvent(db: Database, user: SessionUser, eventId: string): Promise<Event> {
  const row = await requireEventManager(db, user, eventId);
  if (row.cancelledAt) throw failure("The event is already cancelled.");
  await updateEvent(db, eventId, { cancelledAt: new Date() });
  return getEvent(db, user, eventId);
}

export async function removeEvent(db: Database, user: SessionUser, eventId: string): Promise<void> {
  await requireEventManager(db, user, eventId);
  await db.transaction(async (tx) => {
    if (!(await lockEvent(tx, eventId))) throw notFound("Event");
    if (await hasRegistrations(tx, eventId)) {
      throw alreadyExists("Members have registered for this event: cancel it instead, so they learn of it.");
    }
    await deleteEvent(tx, eventId);
  });
}

/** Speakers who name a member must name one that exists. */
async function checkSpeakers(db: Executor, speakers: SpeakerInput[] | undefined) {
  const ids = (speakers ?? []).flatMap((speaker) => (speaker.userId ? [speaker.userId] : []));
  const existing = await findExistingUserIds(db, ids);
  const unknown = ids.findIndex((id) => !existing.has(id));
  if (unknown >= 0) throw invalid(`speakers: no member with the id ${ids[unknown]}`);
}

function checkWithinEvent(event: EventRow, startsAt: string, endsAt: string) {
  if (Date.parse(endsAt) <= Date.parse(startsAt)) throw invalid("endsAt must be after startsAt");
  if (Date.parse(startsAt) < event.startsAt.getTime() || Date.parse(endsAt) > event.endsAt.getTime()) {
    throw invalid("startsAt: a session takes place within the event's start and end");
  }
}

const speakerValues = (speakers: SpeakerInput[]) =>
  speakers.map((speaker) => ({
    name: speaker.name,
    jobTitle: speaker.jobTitle ?? null,
    companyName: speaker.companyName ?? null,
    userId: speaker.userId ?? null,
  }));

async function sessionOf(db: Executor, user: SessionUser, eventId: string, sessionId: string) {
  const event = await getEvent(db, user, eventId);
  const session = event.sessions.find((candidate) => candidate.id === sessionId);
  if (!session) throw notFound("Session");
  return session;
}

export async function addSession(
  db: Database,
  user: SessionUser,
  eventId: string,
  input: CreateSessionInput,
): Promise<EventSession> {
  const event = await requireEventManager(db, user, eventId);
  checkWithinEvent(event, input.startsAt, input.endsAt);
  await checkSpeakers(db, input.speakers);
  const sessionId = await db.transaction(async (tx) => {
    const id = await insertSession(tx, {
      eventId,
      title: input.title,
      description: input.description ?? "",
      location: input.location ?? null,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      intentTypes: input.intentTypes ?? [],
    });
    await replaceSpeakers(tx, id, speakerValues(input.speakers ?? []));
    return id;
  });
  return sessionOf(db, user, eventId, sessionId);
}

export async function editSession(
  db: Database,
  user: SessionUser,
  eventId: string,
  sessionId: string,
  input: UpdateSessionInput,
): Promise<EventSession> {
  const event = await requireEventManager(db, user, eventId);
  const session = await findSession(db, eventId, sessionId);
  if (!session) throw notFound("Session");
  checkWithinEvent(
    event,
    input.startsAt ?? session.startsAt.toISOString(),
    input.endsAt ?? session.endsAt.toISOString(),
  );
  await checkSpeakers(db, input.speakers);
  const { speakers, startsAt, endsAt, ...rest } = input;
  await db.transaction(async (tx) => {
    await updateSession(tx, sessionId, {
      ...rest,
      ...(startsAt ? { startsAt: new Date(startsAt) } : {}),
      ...(endsAt ? { endsAt: new Date(endsAt) } : {}),
    });
    if (speakers) await replaceSpeakers(tx, sessionId, speakerValues(speakers));
  });
  return sessionOf(db, user, eventId, sessionId);
}

export async function removeSession(
  db: Database,
  user: SessionUser,
  eventId: string,
  sessionId: string,
): Promise<void> {
  await requireEventManager(db, user, eventId);
  if (!(await findSession(db, eventId, sessionId))) throw notFound("Session");
  await deleteSession(db, sessionId);
}

export async function addSponsor(
  db: Database,
  user: SessionUser,
  eventId: string,
  companyId: string,
): Promise<Event> {
  const event = await requireEventManager(db, user, eventId);
  await findCompanyAccess(db, null, companyId);
  if (companyId === event.hostCompanyId) throw invalid("companyId: the host does not sponsor its own event");
  await insertSponsor(db, eventId, companyId);
  return getEvent(db, user, eventId);
}

export async function removeSponsor(
  db: Database,
  user: SessionUser,
  eventId: string,
  companyId: string,
): Promise<Event> {
  await requireEventManager(db, user, eventId);
  if (!(await deleteSponsor(db, eventId, companyId))) throw notFound("Sponsor");
  return getEvent(db, user, eventId);
}

export async function register(db: Database, user: SessionUser, eventId: string): Promise<Registration> {
  const status = await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("Event");
    if (event.cancelledAt) throw failure("This event is cancelled.");
    if (isOver(event)) throw failure("This event is over.");
    const existing = await findRegistration(tx, eventId, user.id);
    if (existing === "registered") throw alreadyExists("You are already registered for this event.");
    if (existing === "waitlisted") throw alreadyExists("You are already on this event's waitlist.");
    const registered = await countRegistered(tx, eventId);
    const next: RegistrationStatus =
      event.capacity === null || registered < event.capacity ? "registered" : "waitlisted";
    await insertRegistration(tx, eventId, user.id, next);
    await recordEventActivity(tx, eventId, { kind: "registration", userId: user.id });
    return next;
  });
  return { status, event: await getEvent(db, user, eventId) };
}

export async function unregister(db: Database, user: SessionUser, eventId: string): Promise<Event> {
  await db.transaction(async (tx) => {
    const event = await lockEvent(tx, eventId);
    if (!event) throw notFound("Event");
    const existing = await findRegistration(tx, eventId, user.id);
    if (!existing) throw notFound("Registration");
    if (isOver(event)) throw failure("This event is over; its attendance stays on record.");
    await deleteRegistration(tx, eventId, user.id);
    if (existing === "registered" && event.capacity !== null && !event.cancelledAt) {
      await promoteWaitlisted(tx, eventId, event.capacity - (await countRegistered(tx, eventId)));
    }
  });
  return getEvent(db, user, eventId);
}

export async function eventAttendees(
  db: Database,
  user: SessionUser,
  eventId: string,
  query: RegistrationsQuery,
): Promise<AttendeePage> {
  await requireEventManager(db, user, eventId);
  const after = query.cursor ? decodeCursor(query.cursor, AttendeeCursor) : undefined;
  const rows = await listAttendees(db, eventId, {
    limit: query.limit + 1,
    offset: (query.page - 1) * query.limit,
    after,
  });
  return toPage(
    rows,
    query.limit,
    (row) => toAttendee(user, row),
    (row) => [row.status === "registered" ? "0" : "1", row.createdAtKey, row.userId],
  );
}

/** Checks a registered member in to a session: attending it is a signal for its intent types. */
export async function checkIn(
  db: Database,
  user: SessionUser,
  eventId: string,
  sessionId: string,
  userId: string,
): Promise<void> {
  await requireEventManager(db, user, eventId);
  const session = await findSession(db, eventId, sessionId);
  if (!session) throw notFound("Session");
  if ((await findRegistration(db, eventId, userId)) !== "registered") {
    throw failure("Only members registered for the event can be checked in.");
  }
  await db.transaction(async (tx) => {
    if (await insertAttendance(tx, sessionId, userId, user.id)) {
      await recordSignalFor(tx, userId, "eventSessionAttended", {
        kind: "event_session",
        id: sessionId,
        intentTypes: session.intentTypes,
      });
      await recordEventActivity(tx, eventId, {
        kind: "attendance",
        userId,
        intentTypes: session.intentTypes,
      });
    }
  });
}

export async function undoCheckIn(
  db: Database,
  user: SessionUser,
  eventId: string,
  sessionId: string,
  userId: string,
): Promise<void> {
  await requireEventManager(db, user, eventId);
  if (!(await findSession(db, eventId, sessionId))) throw notFound("Session");
  if (!(await deleteAttendance(db, sessionId, userId))) throw notFound("Check-in");
}

/** The event as an iCalendar file: times in UTC, the venue or link, and the description. */
export async function eventCalendar(
  db: Database,
  user: SessionUser,
  eventId: string,
  publicUrl: string,
): Promise<{ fileName: string; body: string }> {
  return toCalendarFile(await getEvent(db, user, eventId), publicUrl);
}
