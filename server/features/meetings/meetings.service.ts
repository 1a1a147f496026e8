// Rules for meetings (DESIGN.md section 7): who sees and manages an event's slots, who requests,
// answers and records meetings, the status changes there are, quotas and a leader's opt-out. The
// database has the last word on double bookings; its refusals become 409s here.

import {
  type CreateMeetingInput,
  type CreateMeetingSlotInput,
  canMoveMeeting,
  LEADER_MEETING_ACTIONS,
  MEETING_LEADER_SEARCH_LIMIT,
  MEETING_SLOT_MAX_MINUTES,
  type Meeting,
  type MeetingBoard,
  type MeetingBoardQuery,
  type MeetingLeaderList,
  type MeetingLeadersQuery,
  type MeetingPage,
  type MeetingSettings,
  type MeetingSlot,
  type MeetingSlotPage,
  type MeetingSlotsQuery,
  type MeetingStatus,
  MeetingStatusSchema,
  type MeetingsQuery,
  type UpdateMeetingInput,
  type UpdateMeetingSlotInput,
  VENDOR_MEETING_ACTIONS,
} from "@common/meetings";
import { highlightMeetingAccepted } from "@server/features/insights/highlights.repository";
import {
  notifyMeetingAnswer,
  notifyMeetingRequest,
  notifyMeetingUpdate,
} from "@server/features/notifications/notifications.service";
import { shownFields } from "@server/features/people/person-visibility";
import type { ActivityKind } from "@server/features/performance/activity.repository";
import { recordActivity } from "@server/features/performance/activity.service";
import { findCompanyPlan, whereToGetMore } from "@server/features/plans/plans.repository";
import { recordSignal } from "@server/features/signals/signals.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { alreadyExists, forbidden, invalid, notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import { label, meetingGroups, toEvent, toMeeting, toSlot } from "./meetings.presenter";
import {
  acceptsRequests,
  companyTie,
  countMonthRequests,
  deleteSlot,
  type EventRow,
  eventCompanyTies,
  findCompanyName,
  findEvent,
  findMeeting,
  findMember,
  findSlot,
  hasOpenRequest,
  insertMeeting,
  insertSlot,
  isRegistered,
  listCompanyMeetings,
  listLeaderMeetings,
  listRegisteredLeaders,
  listRepresentatives,
  listSlots,
  lockCompanyQuota,
  lockSlot,
  type MeetingRow,
  meetingKey,
  moveMeeting,
  slotIsBooked,
  slotKey,
  takesPartInEvent,
  updateSlot,
  upsertSettings,
} from "./meetings.repository";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

// ---- Conflicts the database refuses ------------------------------------------------------------

const CONFLICT_MESSAGES: Record<string, string> = {
  meetings_slot_accepted_idx: "This slot already holds an accepted meeting.",
  meetings_leader_no_overlap: "The leader already has an accepted meeting at this time.",
  meetings_representative_no_overlap: "The representative already has an accepted meeting at this time.",
};

/** A unique or exclusion violation as a 409; any other error as it was. */
function asConflict(error: unknown): unknown {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ("code" in current && (current.code === "23505" || current.code === "23P01")) {
      const constraint = "constraint" in current ? String(current.constraint) : "";
      return alreadyExists(CONFLICT_MESSAGES[constraint] ?? "This clashes with another meeting.");
    }
  }
  return error;
}

async function inTransaction<T>(db: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw asConflict(error);
  }
}

// ---- Who is who --------------------------------------------------------------------------------

async function requireEvent(db: Executor, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw notFound("Event");
  return event;
}

/** An employee or admin of the company, or a platform admin: the vendor side of its meetings. */
async function isVendorSide(db: Executor, user: SessionUser, companyId: string): Promise<boolean> {
  return user.isPlatformAdmin || (await companyTie(db, companyId, user.id)) !== null;
}

/** Slots of a company are managed by its admins, the event host's admins and platform admins. */
async function requireSlotManager(db: Executor, user: SessionUser, event: EventRow, companyId: string) {
  if (user.isPlatformAdmin) return;
  for (const id of new Set([companyId, event.hostCompanyId])) {
    if (id && (await companyTie(db, id, user.id))?.admin) return;
  }
  throw forbidden("Only the company's admins and the event's hosts can manage its meeting slots.");
}

// ---- Slots -------------------------------------------------------------------------------------

/**
 * The event's slots: in full for its host's and sponsors' people and platform admins; free ones and
 * their own for leaders registered for it.
 */
export async function eventSlots(
  db: Database,
  user: SessionUser,
  eventId: string,
  query: MeetingSlotsQuery,
): Promise<MeetingSlotPage> {
  const event = await requireEvent(db, eventId);
  let visibleTo: string | undefined;
  if (!user.isPlatformAdmin && (await eventCompanyTies(db, event, user.id)).length === 0) {
    if (!(await isRegistered(db, eventId, user.id))) {
      throw forbidden("Only the event's hosts, sponsors and registered members see its meeting slots.");
    }
    visibleTo = user.id;
  }
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listSlots(db, eventId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    descending: query.order === "-startsAt",
    search: query.search || undefined,
    sponsorId: query.sponsorId,
    free: query.free,
    visibleTo,
  });
  return toPage(rows, query.limit, toSlot, slotKey);
}

async function requireRepresentative(db: Executor, companyId: string, representativeId: string) {
  const member = await findMember(db, representativeId);
  if (!member) throw notFound("Representative");
  if (!(await companyTie(db, companyId, representativeId))) {
    throw invalid("representativeId: the representative must work for or administer the company.");
  }
}

function checkSlotTimes(event: EventRow, startsAt: Date, endsAt: Date): void {
  if (endsAt <= startsAt) throw invalid("endsAt: a slot ends after it starts.");
  if (startsAt < event.startsAt || endsAt > event.endsAt) {
    throw invalid("startsAt: a slot lies within the event's time.");
  }
  if (endsAt.getTime() - startsAt.getTime() > MEETING_SLOT_MAX_MINUTES * 60_000) {
    throw invalid(`endsAt: a slot lasts at most ${MEETING_SLOT_MAX_MINUTES / 60} hours.`);
  }
}

async function getSlot(db: Executor, slotId: string): Promise<MeetingSlot> {
  const row = await findSlot(db, slotId);
  if (!row) throw notFound("Meeting slot");
  return toSlot(row);
}

export async function createSlot(
  db: Database,
  user: SessionUser,
  eventId: string,
  input: CreateMeetingSlotInput,
): Promise<MeetingSlot> {
  const event = await requireEvent(db, eventId);
  if (!(await findCompanyName(db, input.sponsorCompanyId))) throw notFound("Company");
  await requireSlotManager(db, user, event, input.sponsorCompanyId);
  if (event.cancelledAt) throw invalid("The event was cancelled.");
  if (!(await takesPartInEvent(db, event, input.sponsorCompanyId))) {
    throw invalid("sponsorCompanyId: the company neither hosts nor sponsors this event.");
  }
  await requireRepresentative(db, input.sponsorCompanyId, input.representativeId);
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  checkSlotTimes(event, startsAt, endsAt);
  const id = await insertSlot(db, {
    eventId,
    sponsorCompanyId: input.sponsorCompanyId,
    representativeId: input.representativeId,
    startsAt,
    endsAt,
    location: input.location ?? null,
  });
  return getSlot(db, id);
}

/** The slot at the event, if the caller manages it: 404, then 403. */
async function requireManagedSlot(db: Executor, user: SessionUser, eventId: string, slotId: string) {
  const event = await requireEvent(db, eventId);
  const slot = await findSlot(db, slotId);
  if (!slot || slot.eventId !== eventId) throw notFound("Meeting slot");
  await requireSlotManager(db, user, event, slot.sponsorCompanyId);
  return { event, slot };
}

const BOOKED_SLOT = "An accepted meeting holds this slot: cancel or reschedule the meeting first.";

export async function editSlot(
  db: Database,
  user: SessionUser,
  eventId: string,
  slotId: string,
  input: UpdateMeetingSlotInput,
): Promise<MeetingSlot> {
  const { event, slot } = await requireManagedSlot(db, user, eventId, slotId);
  const representativeId = input.representativeId ?? slot.representativeId;
  if (input.representativeId) await requireRepresentative(db, slot.sponsorCompanyId, representativeId);
  const startsAt = input.startsAt ? new Date(input.startsAt) : slot.startsAt;
  const endsAt = input.endsAt ? new Date(input.endsAt) : slot.endsAt;
  checkSlotTimes(event, startsAt, endsAt);
  await inTransaction(db, async (tx) => {
    await lockSlot(tx, slotId, "update");
    if (await slotIsBooked(tx, slotId)) throw alreadyExists(BOOKED_SLOT);
    await updateSlot(tx, slotId, { representativeId, startsAt, endsAt, location: input.location });
  });
  return getSlot(db, slotId);
}

export async function removeSlot(
  db: Database,
  user: SessionUser,
  eventId: string,
  slotId: string,
): Promise<void> {
  await requireManagedSlot(db, user, eventId, slotId);
  await inTransaction(db, async (tx) => {
    await lockSlot(tx, slotId, "update");
    if (await slotIsBooked(tx, slotId)) throw alreadyExists(BOOKED_SLOT);
    await deleteSlot(tx, slotId);
  });
}

// ---- Meetings ----------------------------------------------------------------------------------

async function getMeeting(db: Executor, meetingId: string): Promise<Meeting> {
  const row = await findMeeting(db, meetingId);
  if (!row) throw notFound("Meeting");
  return toMeeting(row);
}

/** A vendor asks a leader registered for the event for a meeting at one of its slots. */
export async function requestMeeting(
  db: Database,
  user: SessionUser,
  input: CreateMeetingInput,
): Promise<Meeting> {
  const slot = await findSlot(db, input.slotId);
  if (!slot) throw notFound("Meeting slot");
  if (!(await isVendorSide(db, user, slot.sponsorCompanyId))) {
    throw forbidden("Only the sponsor's people can request meetings at its slots.");
  }
  const event = await requireEvent(db, slot.eventId);
  if (event.cancelledAt) throw invalid("The event was cancelled.");
  if (slot.endsAt <= new Date()) throw invalid("slotId: this slot is over.");
  const leader = await findMember(db, input.leaderId);
  if (leader?.accountType !== "leader") throw notFound("Leader");
  if (!(await isRegistered(db, event.id, leader.id))) {
    throw invalid("leaderId: this leader is not registered for the event.");
  }
  if (!(await acceptsRequests(db, leader.id))) {
    throw forbidden("This leader does not accept meeting requests.");
  }
  const id = await inTransaction(db, async (tx) => {
    await lockCompanyQuota(tx, slot.sponsorCompanyId);
    if (await hasOpenRequest(tx, slot.id, leader.id)) {
      throw alreadyExists("This leader already has an open request for this slot.");
    }
    if (await slotIsBooked(tx, slot.id)) throw alreadyExists("This slot already holds an accepted meeting.");
    const plan = await findCompanyPlan(tx, slot.sponsorCompanyId);
    if (
      plan?.meetingQuota != null &&
      (await countMonthRequests(tx, slot.sponsorCompanyId)) >= plan.meetingQuota
    ) {
      const quota = plan.meetingQuota;
      const more = await whereToGetMore(
        tx,
        (other) => other.meetingQuota === null || other.meetingQuota > quota,
        (other) =>
          other.meetingQuota === null ? "has no monthly limit" : `includes ${other.meetingQuota} a month`,
      );
      throw forbidden(
        `Your ${plan.name} plan includes ${quota} meeting requests a month, and this month's are used. ${more}`,
      );
    }
    const meetingId = await insertMeeting(tx, {
      eventId: event.id,
      slotId: slot.id,
      vendorCompanyId: slot.sponsorCompanyId,
      representativeId: slot.representativeId,
      requestedBy: user.id,
      leaderId: leader.id,
      message: input.message || null,
      intentTypes: input.intentTypes ?? [],
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    });
    await notifyMeetingRequest(tx, { actorId: user.id, meetingId });
    await recordActivity(tx, {
      vendorCompanyId: slot.sponsorCompanyId,
      kind: "meetingRequested",
      intentTypes: input.intentTypes ?? [],
      userId: leader.id,
      engages: false,
    });
    return meetingId;
  });
  return getMeeting(db, id);
}

/**
 * The outcomes a vendor's performance counts (docs/decisions/0021); a leader's account is engaged
 * when they accepted or met, not when they did not come. Declines are read from the meetings
 * themselves, for the funnel.
 */
const MEETING_ACTIVITY: Partial<Record<MeetingStatus, { kind: ActivityKind; engages: boolean }>> = {
  accepted: { kind: "meetingAccepted", engages: true },
  completed: { kind: "meetingCompleted", engages: true },
  no_show: { kind: "meetingNoShow", engages: false },
};

/**
 * A status change: the leader accepts, declines or cancels; the vendor side cancels, records the
 * outcome or reschedules (a new request at another slot, returned). Strangers get 404.
 */
export async function changeMeeting(
  db: Database,
  user: SessionUser,
  meetingId: string,
  input: UpdateMeetingInput,
): Promise<Meeting> {
  const meeting = await findMeeting(db, meetingId);
  if (!meeting) throw notFound("Meeting");
  const isLeader = meeting.leaderId === user.id;
  const isVendor = await isVendorSide(db, user, meeting.vendorCompanyId);
  if (!isLeader && !isVendor) throw notFound("Meeting");
  const from = MeetingStatusSchema.parse(meeting.status);
  const to = input.status;
  if (!canMoveMeeting(from, to))
    throw invalid(`status: a ${label(from)} meeting cannot become ${label(to)}.`);
  const asLeader = isLeader && LEADER_MEETING_ACTIONS.includes(to);
  if (!asLeader && !(isVendor && VENDOR_MEETING_ACTIONS.includes(to))) {
    throw forbidden(
      LEADER_MEETING_ACTIONS.includes(to)
        ? "Only the leader can accept or decline a meeting."
        : "Only the vendor can record a meeting's outcome or reschedule it.",
    );
  }
  const now = new Date();
  if ((to === "completed" || to === "no_show") && meeting.endsAt > now) {
    throw invalid(`status: a meeting is marked ${label(to)} only after it ended.`);
  }
  if (to === "accepted") {
    if (meeting.eventCancelledAt) throw invalid("The event was cancelled.");
    if (meeting.endsAt <= now) throw invalid("status: this meeting's time has passed.");
  }
  if (to === "rescheduled") return reschedule(db, user, meeting, input.slotId ?? "");

  await inTransaction(db, async (tx) => {
    if (to === "accepted") await lockSlot(tx, meeting.slotId, "share");
    if (!(await moveMeeting(tx, meeting.id, from, to, to === "cancelled" ? user.id : null))) {
      throw alreadyExists("This meeting changed meanwhile; reload it.");
    }
    if (to === "accepted") {
      await recordSignal(tx, user, "meetingAccepted", {
        kind: "meeting",
        id: meeting.id,
        intentTypes: meeting.intentTypes,
      });
      await highlightMeetingAccepted(tx, meeting.id);
    }
    const counted = MEETING_ACTIVITY[to];
    if (counted) {
      await recordActivity(tx, {
        vendorCompanyId: meeting.vendorCompanyId,
        kind: counted.kind,
        intentTypes: meeting.intentTypes,
        userId: meeting.leaderId,
        engages: counted.engages,
      });
    }
    const change = { actorId: user.id, meetingId: meeting.id, status: to };
    await (asLeader ? notifyMeetingAnswer(tx, change) : notifyMeetingUpdate(tx, change));
  });
  return getMeeting(db, meeting.id);
}

async function reschedule(
  db: Database,
  user: SessionUser,
  meeting: MeetingRow,
  slotId: string,
): Promise<Meeting> {
  const slot = await findSlot(db, slotId);
  if (!slot) throw notFound("Meeting slot");
  if (slot.eventId !== meeting.eventId || slot.sponsorCompanyId !== meeting.vendorCompanyId) {
    throw invalid("slotId: choose a slot of the same company at the same event.");
  }
  if (slot.id === meeting.slotId) throw invalid("slotId: choose a different slot.");
  if (slot.endsAt <= new Date()) throw invalid("slotId: this slot is over.");
  const id = await inTransaction(db, async (tx) => {
    if (!(await moveMeeting(tx, meeting.id, "accepted", "rescheduled", null))) {
      throw alreadyExists("This meeting changed meanwhile; reload it.");
    }
    if (await slotIsBooked(tx, slot.id)) throw alreadyExists("This slot already holds an accepted meeting.");
    const newId = await insertMeeting(tx, {
      eventId: meeting.eventId,
      slotId: slot.id,
      vendorCompanyId: meeting.vendorCompanyId,
      representativeId: slot.representativeId,
      requestedBy: user.id,
      leaderId: meeting.leaderId,
      message: meeting.message,
      intentTypes: meeting.intentTypes,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      rescheduledFromId: meeting.id,
    });
    await notifyMeetingUpdate(tx, { actorId: user.id, meetingId: newId, status: "rescheduled" });
    return newId;
  });
  return getMeeting(db, id);
}

export async function leaderMeetings(
  db: Database,
  user: SessionUser,
  query: MeetingsQuery,
): Promise<MeetingPage> {
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listLeaderMeetings(db, user.id, query.view, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  return toPage(rows, query.limit, toMeeting, meetingKey);
}

// ---- Settings ----------------------------------------------------------------------------------

export async function meetingSettings(db: Database, user: SessionUser): Promise<MeetingSettings> {
  return { acceptsRequests: await acceptsRequests(db, user.id) };
}

export async function changeMeetingSettings(
  db: Database,
  user: SessionUser,
  input: MeetingSettings,
): Promise<MeetingSettings> {
  const member = await findMember(db, user.id);
  if (member?.accountType !== "leader") throw forbidden("Only leaders receive meeting requests.");
  await upsertSettings(db, user.id, input.acceptsRequests);
  return meetingSettings(db, user);
}

// ---- The vendor's board ------------------------------------------------------------------------

/** The vendor company the caller looks at: the one asked for, else their own; 404, then 403. */
async function requireVendorCompany(db: Executor, user: SessionUser, companyId: string | undefined) {
  const id = companyId ?? (await findMember(db, user.id))?.companyId;
  if (!id) throw invalid("companyId: you work for no company; name one.");
  const company = await findCompanyName(db, id);
  if (!company) throw notFound("Company");
  const tie = await companyTie(db, id, user.id);
  if (!tie && !user.isPlatformAdmin) throw forbidden("Only the company's people see its meetings.");
  return { company, admin: user.isPlatformAdmin || Boolean(tie?.admin) };
}

export async function meetingBoard(
  db: Database,
  user: SessionUser,
  eventId: string,
  query: MeetingBoardQuery,
): Promise<MeetingBoard> {
  const event = await requireEvent(db, eventId);
  const { company, admin } = await requireVendorCompany(db, user, query.companyId);
  const [representatives, rows] = await Promise.all([
    listRepresentatives(db, eventId, company.id),
    listCompanyMeetings(db, eventId, company.id),
  ]);
  const takesPart = await takesPartInEvent(db, event, company.id);
  const hostAdmin = event.hostCompanyId ? (await companyTie(db, event.hostCompanyId, user.id))?.admin : false;
  return {
    event: toEvent(event),
    company,
    canManageSlots: takesPart && !event.cancelledAt && (admin || Boolean(hostAdmin)),
    representatives: representatives.map((person) => ({
      representative: person,
      meetings: meetingGroups(rows.filter((row) => row.representativeId === person.id)),
    })),
  };
}

/** Leaders registered for the event who take requests, for the vendor side's picker. */
export async function registeredLeaders(
  db: Database,
  user: SessionUser,
  eventId: string,
  query: MeetingLeadersQuery,
): Promise<MeetingLeaderList> {
  const event = await requireEvent(db, eventId);
  if (!user.isPlatformAdmin && (await eventCompanyTies(db, event, user.id)).length === 0) {
    throw forbidden("Only the event's hosts and sponsors see who is registered.");
  }
  const rows = await listRegisteredLeaders(db, eventId, {
    search: query.search || undefined,
    limit: MEETING_LEADER_SEARCH_LIMIT,
  });
  return {
    items: rows.map(({ visibility, ...leader }) => {
      const shown = shownFields(user, leader.id, visibility);
      return {
        ...leader,
        jobTitle: shown.jobTitle ? leader.jobTitle : null,
        companyName: shown.company ? leader.companyName : null,
      };
    }),
  };
}
