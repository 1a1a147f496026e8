// SQL for events: lists of a community's events and a company's, one event with its agenda,
// sponsors and counts, and the writes. Registration counts and the caller's own place come in the
// list query itself (no N+1).

import type { EventFormat, EventWhen, RegistrationStatus } from "@common/events";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import {
  eventRegistrations,
  eventSessionAttendance,
  eventSessionSpeakers,
  eventSessions,
  eventSponsors,
  events,
} from "@server/platform/database/schema/events";
import { uploads } from "@server/platform/database/schema/uploads";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";

/** Sort key of event lists: start time (as text, microseconds kept), then id. */
export type EventKey = [string, string];

function eventColumns(viewerId: string | null) {
  const viewer = viewerId ?? "";
  return {
    id: events.id,
    title: events.title,
    description: events.description,
    format: events.format,
    venue: events.venue,
    location: events.location,
    onlineUrl: events.onlineUrl,
    timeZone: events.timeZone,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    hubs: events.hubs,
    capacity: events.capacity,
    hostCompanyId: events.hostCompanyId,
    coverUploadId: events.coverUploadId,
    cancelledAt: events.cancelledAt,
    createdAt: events.createdAt,
    startsAtKey: sql<string>`${events.startsAt}::text`,
    createdAtKey: sql<string>`${events.createdAt}::text`,
    hostName: companies.name,
    hostLogoKey: sql<
      string | null
    >`(SELECT u.storage_key FROM ${uploads} u WHERE u.id = ${companies.logoUploadId})`,
    coverKey: uploads.storageKey,
    registeredCount: sql<number>`(SELECT count(*)::int FROM ${eventRegistrations} r
      WHERE r.event_id = ${events.id} AND r.status = 'registered')`,
    viewerStatus: sql<string | null>`(SELECT r.status FROM ${eventRegistrations} r
      WHERE r.event_id = ${events.id} AND r.user_id = ${viewer})`,
    viewerIsHostAdmin: sql<boolean>`EXISTS (SELECT 1 FROM ${companyAdmins} ca
      WHERE ca.company_id = ${events.hostCompanyId} AND ca.user_id = ${viewer})`,
  };
}

export interface EventRow {
  id: string;
  title: string;
  description: string;
  format: string;
  venue: string | null;
  location: string | null;
  onlineUrl: string | null;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  hubs: string[];
  capacity: number | null;
  hostCompanyId: string | null;
  coverUploadId: string | null;
  cancelledAt: Date | null;
  createdAt: Date;
  startsAtKey: string;
  createdAtKey: string;
  hostName: string | null;
  hostLogoKey: string | null;
  coverKey: string | null;
  registeredCount: number;
  viewerStatus: string | null;
  viewerIsHostAdmin: boolean;
}

function selectEvents(db: Executor, viewerId: string | null) {
  return db
    .select(eventColumns(viewerId))
    .from(events)
    .leftJoin(companies, eq(companies.id, events.hostCompanyId))
    .leftJoin(uploads, eq(uploads.id, events.coverUploadId));
}

export function eventKey(row: EventRow): EventKey {
  return [row.startsAtKey, row.id];
}

/**
 * One page of a community's events. Upcoming ones (not yet over) soonest first, past ones latest
 * first; cancelled events stay in the list, marked, so registrants learn of them.
 */
export async function listEvents(
  db: Executor,
  viewerId: string,
  options: {
    hub: string;
    when: EventWhen;
    format?: EventFormat;
    search?: string;
    limit: number;
    after?: EventKey;
  },
): Promise<EventRow[]> {
  const upcoming = options.when === "upcoming";
  const conditions: SQL[] = [
    sql`${events.hubs} @> ARRAY[${options.hub}]::text[]`,
    upcoming ? sql`${events.endsAt} >= now()` : sql`${events.endsAt} < now()`,
  ];
  if (options.format) conditions.push(eq(events.format, options.format));
  if (options.search) {
    conditions.push(sql`${events.searchVector} @@ websearch_to_tsquery('english', ${options.search})`);
  }
  if (options.after) {
    const [time, id] = options.after;
    conditions.push(
      upcoming
        ? sql`(${events.startsAt}, ${events.id}) > (${time}::timestamptz, ${id}::uuid)`
        : sql`(${events.startsAt}, ${events.id}) < (${time}::timestamptz, ${id}::uuid)`,
    );
  }
  const order = upcoming ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
  return selectEvents(db, viewerId)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit);
}

export interface CompanyEventRow extends EventRow {
  role: "host" | "sponsor";
}

/** Sort key of a company's events: creation time (as text), then id, newest first. */
export function companyEventKey(row: EventRow): EventKey {
  return [row.createdAtKey, row.id];
}

/** A company's hosted and/or sponsored events, newest first (spec: order createdAt). */
export async function listCompanyEvents(
  db: Executor,
  viewerId: string,
  companyId: string,
  options: { hosting: boolean; sponsoring: boolean; limit: number; after?: EventKey; offset: number },
): Promise<CompanyEventRow[]> {
  const hosts = sql`${events.hostCompanyId} = ${companyId}`;
  const sponsors = sql`EXISTS (SELECT 1 FROM ${eventSponsors} s
    WHERE s.event_id = ${events.id} AND s.company_id = ${companyId})`;
  const conditions: SQL[] = [];
  if (options.hosting && options.sponsoring) conditions.push(sql`(${hosts} OR ${sponsors})`);
  else if (options.hosting) conditions.push(hosts);
  else if (options.sponsoring) conditions.push(sponsors);
  else return [];
  if (options.after) {
    conditions.push(
      sql`(${events.createdAt}, ${events.id}) < (${options.after[0]}::timestamptz, ${options.after[1]}::uuid)`,
    );
  }
  const rows = await selectEvents(db, viewerId)
    .where(and(...conditions))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(options.limit)
    .offset(options.after ? 0 : options.offset);
  return rows.map((row) => ({ ...row, role: row.hostCompanyId === companyId ? "host" : "sponsor" }));
}

export async function findEvent(db: Executor, viewerId: string | null, eventId: string) {
  const [row] = await selectEvents(db, viewerId).where(eq(events.id, eventId)).limit(1);
  return row ?? null;
}

/**
 * The event row locked against concurrent registrations, capacity changes and deletion until the
 * transaction ends: registrations count places under this lock, so they never exceed capacity.
 */
export async function lockEvent(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      capacity: events.capacity,
      endsAt: events.endsAt,
      startsAt: events.startsAt,
      cancelledAt: events.cancelledAt,
      hostCompanyId: events.hostCompanyId,
      format: events.format,
      venue: events.venue,
      onlineUrl: events.onlineUrl,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update")
    .limit(1);
  return row ?? null;
}

export interface SessionRow {
  id: string;
  title: string;
  description: string;
  location: string | null;
  startsAt: Date;
  endsAt: Date;
  intentTypes: string[];
  speakers: { name: string; jobTitle: string | null; companyName: string | null; userId: string | null }[];
}

/** The agenda in time order, each session with its speakers in their order. */
export async function listSessions(db: Executor, eventId: string): Promise<SessionRow[]> {
  return db
    .select({
      id: eventSessions.id,
      title: eventSessions.title,
      description: eventSessions.description,
      location: eventSessions.location,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      intentTypes: eventSessions.intentTypes,
      speakers: sql<SessionRow["speakers"]>`(
        SELECT coalesce(json_agg(json_build_object('name', sp.name, 'jobTitle', sp.job_title,
          'companyName', sp.company_name, 'userId', sp.user_id) ORDER BY sp.position), '[]'::json)
        FROM ${eventSessionSpeakers} sp WHERE sp.session_id = ${eventSessions.id})`,
    })
    .from(eventSessions)
    .where(eq(eventSessions.eventId, eventId))
    .orderBy(asc(eventSessions.startsAt), asc(eventSessions.id));
}

export async function findSession(db: Executor, eventId: string, sessionId: string) {
  const [row] = await db
    .select({
      id: eventSessions.id,
      startsAt: eventSessions.startsAt,
      endsAt: eventSessions.endsAt,
      intentTypes: eventSessions.intentTypes,
    })
    .from(eventSessions)
    .where(and(eq(eventSessions.id, sessionId), eq(eventSessions.eventId, eventId)))
    .limit(1);
  return row ?? null;
}

export async function listSponsors(db: Executor, eventId: string) {
  return db
    .select({ id: companies.id, name: companies.name, logoKey: uploads.storageKey })
    .from(eventSponsors)
    .innerJoin(companies, eq(companies.id, eventSponsors.companyId))
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .where(eq(eventSponsors.eventId, eventId))
    .orderBy(asc(eventSponsors.createdAt), asc(companies.name));
}

export async function countWaitlisted(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "waitlisted")));
  return row?.count ?? 0;
}

export async function countRegistered(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "registered")));
  return row?.count ?? 0;
}

export type EventValues = Partial<Omit<typeof events.$inferInsert, "id" | "searchVector">>;

export async function insertEvent(
  db: Executor,
  values: EventValues &
    Pick<typeof events.$inferInsert, "title" | "format" | "timeZone" | "startsAt" | "endsAt" | "hubs">,
): Promise<string> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateEvent(db: Executor, eventId: string, values: EventValues): Promise<void> {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

export async function deleteEvent(db: Executor, eventId: string): Promise<void> {
  await db.delete(events).where(eq(events.id, eventId));
}

export async function hasRegistrations(db: Executor, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: eventRegistrations.userId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

export type SessionValues = Partial<Omit<typeof eventSessions.$inferInsert, "id" | "eventId">>;

export async function insertSession(
  db: Executor,
  values: SessionValues &
    Pick<typeof eventSessions.$inferInsert, "eventId" | "title" | "startsAt" | "endsAt">,
): Promise<string> {
  const [row] = await db.insert(eventSessions).values(values).returning({ id: eventSessions.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateSession(db: Executor, sessionId: string, values: SessionValues): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.update(eventSessions).set(values).where(eq(eventSessions.id, sessionId));
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(eventSessions).where(eq(eventSessions.id, sessionId));
}

export async function replaceSpeakers(
  db: Executor,
  sessionId: string,
  speakers: { name: string; jobTitle: string | null; companyName: string | null; userId: string | null }[],
): Promise<void> {
  await db.delete(eventSessionSpeakers).where(eq(eventSessionSpeakers.sessionId, sessionId));
  if (speakers.length === 0) return;
  await db
    .insert(eventSessionSpeakers)
    .values(speakers.map((speaker, position) => ({ sessionId, position, ...speaker })));
}

/** Which of these member ids exist. */
export async function findExistingUserIds(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return new Set(rows.map((row) => row.id));
}

/** Sessions that would fall outside the event's new times. */
export async function countSessionsOutside(
  db: Executor,
  eventId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventSessions)
    .where(
      and(
        eq(eventSessions.eventId, eventId),
        sql`(${eventSessions.startsAt} < ${startsAt.toISOString()}::timestamptz OR ${eventSessions.endsAt} > ${endsAt.toISOString()}::timestamptz)`,
      ),
    );
  return row?.count ?? 0;
}

/** Adds a sponsor; false when it already sponsors the event. */
export async function insertSponsor(db: Executor, eventId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .insert(eventSponsors)
    .values({ eventId, companyId })
    .onConflictDoNothing()
    .returning({ companyId: eventSponsors.companyId });
  return rows.length > 0;
}

export async function deleteSponsor(db: Executor, eventId: string, companyId: string): Promise<boolean> {
  const rows = await db
    .delete(eventSponsors)
    .where(and(eq(eventSponsors.eventId, eventId), eq(eventSponsors.companyId, companyId)))
    .returning({ companyId: eventSponsors.companyId });
  return rows.length > 0;
}

export async function findRegistration(
  db: Executor,
  eventId: string,
  userId: string,
): Promise<RegistrationStatus | null> {
  const [row] = await db
    .select({ status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)))
    .limit(1);
  return (row?.status as RegistrationStatus | undefined) ?? null;
}

export async function insertRegistration(
  db: Executor,
  eventId: string,
  userId: string,
  status: RegistrationStatus,
): Promise<void> {
  await db.insert(eventRegistrations).values({ eventId, userId, status });
}

export async function deleteRegistration(db: Executor, eventId: string, userId: string): Promise<void> {
  await db
    .delete(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.userId, userId)));
}

/** Moves up to `places` of the longest waiting members onto the list of registered ones. */
export async function promoteWaitlisted(db: Executor, eventId: string, places: number): Promise<void> {
  if (places <= 0) return;
  await db.execute(sql`
    UPDATE ${eventRegistrations} SET status = 'registered'
    WHERE event_id = ${eventId} AND user_id IN (
      SELECT user_id FROM ${eventRegistrations}
      WHERE event_id = ${eventId} AND status = 'waitlisted'
      ORDER BY created_at, user_id
      LIMIT ${places})`);
}

export interface AttendeeRow {
  userId: string;
  name: string;
  jobTitle: string | null;
  companyName: string | null;
  photoUrl: string | null;
  visibility: unknown;
  status: string;
  createdAt: Date;
  createdAtKey: string;
  attendedSessionIds: string[];
}

/** Registered members first, then the waitlist, each in the order they came. */
export async function listAttendees(
  db: Executor,
  eventId: string,
  options: { limit: number; offset: number; after?: [string, string, string] },
): Promise<AttendeeRow[]> {
  const statusRank = sql`CASE ${eventRegistrations.status} WHEN 'registered' THEN '0' ELSE '1' END`;
  const conditions: SQL[] = [eq(eventRegistrations.eventId, eventId)];
  if (options.after) {
    const [rank, time, userId] = options.after;
    conditions.push(
      sql`(${statusRank}, ${eventRegistrations.createdAt}, ${eventRegistrations.userId}) > (${rank}, ${time}::timestamptz, ${userId})`,
    );
  }
  const rows = await db
    .select({
      userId: users.id,
      name: users.name,
      jobTitle: users.jobTitle,
      companyName: sql<string | null>`coalesce(${companies.name}, ${users.signupCompanyName})`,
      photoUrl: users.image,
      visibility: users.profileVisibility,
      status: eventRegistrations.status,
      createdAt: eventRegistrations.createdAt,
      createdAtKey: sql<string>`${eventRegistrations.createdAt}::text`,
      attendedSessionIds: sql<string[]>`ARRAY(SELECT a.session_id::text FROM ${eventSessionAttendance} a
        JOIN ${eventSessions} s ON s.id = a.session_id
        WHERE s.event_id = ${eventId} AND a.user_id = ${users.id} ORDER BY s.starts_at)`,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(...conditions))
    .orderBy(statusRank, asc(eventRegistrations.createdAt), asc(eventRegistrations.userId))
    .limit(options.limit)
    .offset(options.after ? 0 : options.offset);
  return rows;
}

/** Checks a member in; false when they already were. */
export async function insertAttendance(
  db: Executor,
  sessionId: string,
  userId: string,
  checkedInBy: string,
): Promise<boolean> {
  const rows = await db
    .insert(eventSessionAttendance)
    .values({ sessionId, userId, checkedInBy })
    .onConflictDoNothing()
    .returning({ userId: eventSessionAttendance.userId });
  return rows.length > 0;
}

export async function deleteAttendance(db: Executor, sessionId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(eventSessionAttendance)
    .where(and(eq(eventSessionAttendance.sessionId, sessionId), eq(eventSessionAttendance.userId, userId)))
    .returning({ userId: eventSessionAttendance.userId });
  return rows.length > 0;
}
