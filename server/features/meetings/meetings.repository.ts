// SQL for meetings: events and the companies taking part in them, slots, meetings with everything a
// client shows of them in one query, a leader's pages, a vendor's board, settings and quotas.

import type { MeetingStatus, MeetingView } from "@common/meetings";
import { escapeLike } from "@server/features/companies/companies.repository";
import type { Executor } from "@server/platform/database/client";
import { users } from "@server/platform/database/schema/auth";
import { companies, companyAdmins } from "@server/platform/database/schema/companies";
import {
  eventRegistrations,
  eventSponsors,
  events,
  meetingSettings,
  meetingSlots,
  meetings,
} from "@server/platform/database/schema/events";
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

// ---- Events and the companies taking part ------------------------------------------------------

export async function findEvent(db: Executor, eventId: string) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      timeZone: events.timeZone,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      cancelledAt: events.cancelledAt,
      hostCompanyId: events.hostCompanyId,
    })
    .from(events)
    .where(eq(events.id, eventId))
    .limit(1);
  return row ?? null;
}
export type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;

export async function findCompanyName(db: Executor, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return row ?? null;
}

/** Whether the company hosts or sponsors the event. */
export async function takesPartInEvent(db: Executor, event: EventRow, companyId: string): Promise<boolean> {
  if (event.hostCompanyId === companyId) return true;
  const [row] = await db
    .select({ companyId: eventSponsors.companyId })
    .from(eventSponsors)
    .where(and(eq(eventSponsors.eventId, event.id), eq(eventSponsors.companyId, companyId)))
    .limit(1);
  return Boolean(row);
}

export interface CompanyTie {
  companyId: string;
  /** An admin or owner of the company. */
  admin: boolean;
}

/**
 * The caller's ties to the companies hosting or sponsoring the event: companies they administer or
 * work for (an employee's company is the one on their profile).
 */
export async function eventCompanyTies(db: Executor, event: EventRow, userId: string): Promise<CompanyTie[]> {
  const rows = await db.execute<{ company_id: string; admin: boolean }>(sql`
    WITH taking_part AS (
      SELECT ${event.hostCompanyId}::uuid AS company_id WHERE ${event.hostCompanyId}::uuid IS NOT NULL
      UNION SELECT company_id FROM event_sponsors WHERE event_id = ${event.id}
    )
    SELECT t.company_id,
      EXISTS (SELECT 1 FROM company_admins a WHERE a.company_id = t.company_id AND a.user_id = ${userId}) AS admin
    FROM taking_part t
    WHERE EXISTS (SELECT 1 FROM company_admins a WHERE a.company_id = t.company_id AND a.user_id = ${userId})
       OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${userId} AND u.company_id = t.company_id)`);
  return rows.rows.map((row) => ({ companyId: row.company_id, admin: row.admin }));
}

/** The member's tie to one company: admin, employee, or none (null). */
export async function companyTie(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<CompanyTie | null> {
  const [row] = await db
    .select({
      admin: sql<boolean>`EXISTS (SELECT 1 FROM ${companyAdmins} WHERE ${companyAdmins.companyId} = ${companyId} AND ${companyAdmins.userId} = ${userId})`,
      employee: sql<boolean>`${users.companyId} IS NOT DISTINCT FROM ${companyId}::uuid`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || (!row.admin && !row.employee)) return null;
  return { companyId, admin: row.admin };
}

export async function findMember(db: Executor, userId: string) {
  const [row] = await db
    .select({ id: users.id, accountType: users.accountType, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function isRegistered(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ status: eventRegistrations.status })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        eq(eventRegistrations.userId, userId),
        eq(eventRegistrations.status, "registered"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

// ---- Slots -------------------------------------------------------------------------------------

const representative = alias(users, "representative");
const sponsor = alias(companies, "sponsor");

const bookedBy = sql<
  string | null
>`(SELECT leader_id FROM meetings m WHERE m.slot_id = ${meetingSlots.id} AND m.status = 'accepted' LIMIT 1)`;

const slotColumns = {
  id: meetingSlots.id,
  eventId: meetingSlots.eventId,
  sponsorCompanyId: meetingSlots.sponsorCompanyId,
  sponsorName: sponsor.name,
  representativeId: meetingSlots.representativeId,
  representativeName: representative.name,
  representativeJobTitle: representative.jobTitle,
  startsAt: meetingSlots.startsAt,
  startsAtKey: sql<string>`${meetingSlots.startsAt}::text`,
  endsAt: meetingSlots.endsAt,
  location: meetingSlots.location,
  bookedBy,
};

export type SlotRow = {
  id: string;
  eventId: string;
  sponsorCompanyId: string;
  sponsorName: string;
  representativeId: string;
  representativeName: string;
  representativeJobTitle: string | null;
  startsAt: Date;
  startsAtKey: string;
  endsAt: Date;
  location: string | null;
  bookedBy: string | null;
};

/** Sort key of the slot list: start time (as text), then id. */
export type SlotKey = [string, string];

function selectSlots(db: Executor) {
  return db
    .select(slotColumns)
    .from(meetingSlots)
    .innerJoin(sponsor, eq(sponsor.id, meetingSlots.sponsorCompanyId))
    .innerJoin(representative, eq(representative.id, meetingSlots.representativeId));
}

export async function listSlots(
  db: Executor,
  eventId: string,
  page: {
    limit: number;
    after?: SlotKey;
    offset: number;
    descending: boolean;
    search?: string;
    sponsorId?: string;
    free?: boolean;
    /** A leader sees free slots and those they hold. */
    visibleTo?: string;
  },
): Promise<SlotRow[]> {
  const conditions: SQL[] = [eq(meetingSlots.eventId, eventId)];
  if (page.sponsorId) conditions.push(eq(meetingSlots.sponsorCompanyId, page.sponsorId));
  if (page.search) {
    const pattern = `%${escapeLike(page.search)}%`;
    const match = or(ilike(representative.name, pattern), ilike(sponsor.name, pattern));
    if (match) conditions.push(match);
  }
  if (page.free) conditions.push(sql`${bookedBy} IS NULL`);
  if (page.visibleTo) conditions.push(sql`(${bookedBy} IS NULL OR ${bookedBy} = ${page.visibleTo})`);
  if (page.after) {
    const comparison = page.descending ? sql`<` : sql`>`;
    conditions.push(
      sql`(${meetingSlots.startsAt}, ${meetingSlots.id}) ${comparison} (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  const direction = page.descending ? desc : asc;
  return selectSlots(db)
    .where(and(...conditions))
    .orderBy(direction(meetingSlots.startsAt), direction(meetingSlots.id))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

export function slotKey(row: SlotRow): SlotKey {
  return [row.startsAtKey, row.id];
}

export async function findSlot(db: Executor, slotId: string): Promise<SlotRow | null> {
  const [row] = await selectSlots(db).where(eq(meetingSlots.id, slotId)).limit(1);
  return row ?? null;
}

export async function insertSlot(db: Executor, values: typeof meetingSlots.$inferInsert): Promise<string> {
  const [row] = await db.insert(meetingSlots).values(values).returning({ id: meetingSlots.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Changes a slot; open requests at it follow its time and representative. */
export async function updateSlot(
  db: Executor,
  slotId: string,
  values: { representativeId: string; startsAt: Date; endsAt: Date; location?: string | null },
): Promise<void> {
  await db.update(meetingSlots).set(values).where(eq(meetingSlots.id, slotId));
  await db
    .update(meetings)
    .set({
      representativeId: values.representativeId,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      updatedAt: new Date(),
    })
    .where(and(eq(meetings.slotId, slotId), eq(meetings.status, "requested")));
}

export async function deleteSlot(db: Executor, slotId: string): Promise<void> {
  await db.delete(meetingSlots).where(eq(meetingSlots.id, slotId));
}

/**
 * Holds the slot's row until the transaction ends: changing or deleting it takes it exclusively,
 * accepting a meeting at it shares it, so neither happens while the other is under way (accepts
 * among themselves are left to the database's unique index).
 */
export async function lockSlot(db: Executor, slotId: string, mode: "update" | "share"): Promise<void> {
  await db.execute(
    mode === "update"
      ? sql`SELECT 1 FROM meeting_slots WHERE id = ${slotId} FOR UPDATE`
      : sql`SELECT 1 FROM meeting_slots WHERE id = ${slotId} FOR SHARE`,
  );
}

export async function slotIsBooked(db: Executor, slotId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.slotId, slotId), eq(meetings.status, "accepted")))
    .limit(1);
  return Boolean(row);
}

// ---- Meetings ----------------------------------------------------------------------------------

const leader = alias(users, "leader");
const leaderCompany = alias(companies, "leader_company");
const vendor = alias(companies, "vendor");

const meetingColumns = {
  id: meetings.id,
  eventId: meetings.eventId,
  eventTitle: events.title,
  eventTimeZone: events.timeZone,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  eventCancelledAt: events.cancelledAt,
  slotId: meetings.slotId,
  startsAt: meetings.startsAt,
  startsAtKey: sql<string>`${meetings.startsAt}::text`,
  endsAt: meetings.endsAt,
  location: meetingSlots.location,
  vendorCompanyId: meetings.vendorCompanyId,
  vendorName: vendor.name,
  representativeId: meetings.representativeId,
  representativeName: representative.name,
  representativeJobTitle: representative.jobTitle,
  leaderId: meetings.leaderId,
  leaderName: leader.name,
  leaderJobTitle: leader.jobTitle,
  leaderCompanyName: leaderCompany.name,
  requestedBy: meetings.requestedBy,
  message: meetings.message,
  intentTypes: meetings.intentTypes,
  status: meetings.status,
  rescheduledFromId: meetings.rescheduledFromId,
  createdAt: meetings.createdAt,
  updatedAt: meetings.updatedAt,
};

export type MeetingRow = {
  id: string;
  eventId: string;
  eventTitle: string;
  eventTimeZone: string;
  eventStartsAt: Date;
  eventEndsAt: Date;
  eventCancelledAt: Date | null;
  slotId: string;
  startsAt: Date;
  startsAtKey: string;
  endsAt: Date;
  location: string | null;
  vendorCompanyId: string;
  vendorName: string;
  representativeId: string;
  representativeName: string;
  representativeJobTitle: string | null;
  leaderId: string;
  leaderName: string;
  leaderJobTitle: string | null;
  leaderCompanyName: string | null;
  requestedBy: string | null;
  message: string | null;
  intentTypes: string[];
  status: string;
  rescheduledFromId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function selectMeetings(db: Executor) {
  return db
    .select(meetingColumns)
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .innerJoin(meetingSlots, eq(meetingSlots.id, meetings.slotId))
    .innerJoin(vendor, eq(vendor.id, meetings.vendorCompanyId))
    .innerJoin(representative, eq(representative.id, meetings.representativeId))
    .innerJoin(leader, eq(leader.id, meetings.leaderId))
    .leftJoin(leaderCompany, eq(leaderCompany.id, leader.companyId));
}

export async function findMeeting(db: Executor, meetingId: string): Promise<MeetingRow | null> {
  const [row] = await selectMeetings(db).where(eq(meetings.id, meetingId)).limit(1);
  return row ?? null;
}

export type MeetingKey = [string, string];

export function meetingKey(row: MeetingRow): MeetingKey {
  return [row.startsAtKey, row.id];
}

const ENDED_STATUSES = ["declined", "cancelled", "completed", "no_show", "rescheduled"];

/** A leader's meetings in one view: requests and upcoming soonest first, the past latest first. */
export async function listLeaderMeetings(
  db: Executor,
  leaderId: string,
  view: MeetingView,
  page: { limit: number; after?: MeetingKey; offset: number },
): Promise<MeetingRow[]> {
  const conditions: SQL[] = [eq(meetings.leaderId, leaderId)];
  const descending = view === "past";
  if (view === "requests") {
    conditions.push(eq(meetings.status, "requested"), sql`${meetings.endsAt} > now()`);
  } else if (view === "upcoming") {
    conditions.push(eq(meetings.status, "accepted"), sql`${meetings.endsAt} > now()`);
  } else {
    conditions.push(sql`(${meetings.endsAt} <= now() OR ${inArray(meetings.status, ENDED_STATUSES)})`);
  }
  if (page.after) {
    const comparison = descending ? sql`<` : sql`>`;
    conditions.push(
      sql`(${meetings.startsAt}, ${meetings.id}) ${comparison} (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  const direction = descending ? desc : asc;
  return selectMeetings(db)
    .where(and(...conditions))
    .orderBy(direction(meetings.startsAt), direction(meetings.id))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

/** A vendor company's meetings at an event, in time order. */
export async function listCompanyMeetings(db: Executor, eventId: string, companyId: string) {
  return selectMeetings(db)
    .where(and(eq(meetings.eventId, eventId), eq(meetings.vendorCompanyId, companyId)))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

/** The company's people with a slot or a meeting at the event, by name. */
export async function listRepresentatives(db: Executor, eventId: string, companyId: string) {
  const rows = await db.execute<{ id: string; name: string; job_title: string | null }>(sql`
    SELECT u.id, u.name, u.job_title FROM users u
    WHERE u.id IN (
      SELECT representative_id FROM meeting_slots WHERE event_id = ${eventId} AND sponsor_company_id = ${companyId}
      UNION SELECT representative_id FROM meetings WHERE event_id = ${eventId} AND vendor_company_id = ${companyId}
    )
    ORDER BY lower(u.name), u.id`);
  return rows.rows.map((row) => ({ id: row.id, name: row.name, jobTitle: row.job_title }));
}

export async function hasOpenRequest(db: Executor, slotId: string, leaderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meetings.id })
    .from(meetings)
    .where(
      and(
        eq(meetings.slotId, slotId),
        eq(meetings.leaderId, leaderId),
        inArray(meetings.status, ["requested", "accepted"]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Serialises meeting requests per vendor company until the transaction ends, so two requests at
 * once cannot both take the last meeting of the quota.
 */
export async function lockCompanyQuota(db: Executor, companyId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`meeting-quota:${companyId}`}))`);
}

/** Meetings the company requested this calendar month (UTC); reschedulings are not new requests. */
export async function countMonthRequests(db: Executor, companyId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(meetings)
    .where(
      and(
        eq(meetings.vendorCompanyId, companyId),
        sql`${meetings.rescheduledFromId} IS NULL`,
        sql`${meetings.createdAt} >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      ),
    );
  return row?.count ?? 0;
}

export async function insertMeeting(db: Executor, values: typeof meetings.$inferInsert): Promise<string> {
  const [row] = await db.insert(meetings).values(values).returning({ id: meetings.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Moves a meeting on if it still has the status the caller saw; false when it changed meanwhile. */
export async function moveMeeting(
  db: Executor,
  meetingId: string,
  from: MeetingStatus,
  to: MeetingStatus,
  cancelledBy: string | null,
): Promise<boolean> {
  const rows = await db
    .update(meetings)
    .set({ status: to, updatedAt: new Date(), ...(cancelledBy ? { cancelledBy } : {}) })
    .where(and(eq(meetings.id, meetingId), eq(meetings.status, from)))
    .returning({ id: meetings.id });
  return rows.length > 0;
}

// ---- Leaders and their settings ----------------------------------------------------------------

export async function acceptsRequests(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ acceptsRequests: meetingSettings.acceptsRequests })
    .from(meetingSettings)
    .where(eq(meetingSettings.userId, userId))
    .limit(1);
  return row?.acceptsRequests ?? true;
}

export async function upsertSettings(db: Executor, userId: string, accepts: boolean): Promise<void> {
  await db
    .insert(meetingSettings)
    .values({ userId, acceptsRequests: accepts })
    .onConflictDoUpdate({
      target: meetingSettings.userId,
      set: { acceptsRequests: accepts, updatedAt: new Date() },
    });
}

/** Leaders registered for the event who take meeting requests, by name. */
export async function listRegisteredLeaders(
  db: Executor,
  eventId: string,
  options: { search?: string; limit: number },
) {
  const conditions: SQL[] = [
    eq(eventRegistrations.eventId, eventId),
    eq(eventRegistrations.status, "registered"),
    eq(users.accountType, "leader"),
    sql`COALESCE(${meetingSettings.acceptsRequests}, true)`,
  ];
  if (options.search) conditions.push(ilike(users.name, `%${escapeLike(options.search)}%`));
  return db
    .select({
      id: users.id,
      name: users.name,
      jobTitle: users.jobTitle,
      companyName: companies.name,
      visibility: users.profileVisibility,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(meetingSettings, eq(meetingSettings.userId, users.id))
    .where(and(...conditions))
    .orderBy(sql`lower(${users.name})`, users.id)
    .limit(options.limit);
}
