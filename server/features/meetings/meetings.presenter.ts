// Meetings, slots and a vendor's board as the API returns them (common/meetings.ts), and the board
// as a CSV file.

import {
  MEETING_STATUSES,
  type Meeting,
  type MeetingBoard,
  type MeetingEvent,
  type MeetingGroups,
  type MeetingSlot,
  MeetingStatusSchema,
} from "@common/meetings";
import { toCsv } from "@server/platform/http/csv";
import type { MeetingRow, SlotRow } from "./meetings.repository";

export function toEvent(row: {
  id: string;
  title: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  cancelledAt: Date | null;
}): MeetingEvent {
  return {
    id: row.id,
    title: row.title,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    cancelled: row.cancelledAt !== null,
  };
}

export function toSlot(row: SlotRow): MeetingSlot {
  return {
    id: row.id,
    eventId: row.eventId,
    sponsorCompany: { id: row.sponsorCompanyId, name: row.sponsorName },
    representative: {
      id: row.representativeId,
      name: row.representativeName,
      jobTitle: row.representativeJobTitle,
    },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    booked: row.bookedBy !== null,
  };
}

export function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    event: toEvent({
      id: row.eventId,
      title: row.eventTitle,
      timeZone: row.eventTimeZone,
      startsAt: row.eventStartsAt,
      endsAt: row.eventEndsAt,
      cancelledAt: row.eventCancelledAt,
    }),
    slotId: row.slotId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    vendorCompany: { id: row.vendorCompanyId, name: row.vendorName },
    representative: {
      id: row.representativeId,
      name: row.representativeName,
      jobTitle: row.representativeJobTitle,
    },
    leader: {
      id: row.leaderId,
      name: row.leaderName,
      jobTitle: row.leaderJobTitle,
      companyName: row.leaderCompanyName,
    },
    message: row.message,
    intentTypes: row.intentTypes,
    status: MeetingStatusSchema.parse(row.status),
    rescheduledFromId: row.rescheduledFromId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Meetings grouped by status, every status present. */
export function meetingGroups(rows: MeetingRow[]): MeetingGroups {
  const groups = Object.fromEntries(
    MEETING_STATUSES.map((status) => [status, []]),
  ) as unknown as MeetingGroups;
  for (const row of rows) groups[MeetingStatusSchema.parse(row.status)].push(toMeeting(row));
  return groups;
}

const CSV_COLUMNS = [
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
];

/** The board as CSV, one row per meeting, and the file name it downloads as. */
export function toBoardCsv(board: MeetingBoard): { fileName: string; csv: string } {
  const rows = board.representatives.flatMap(({ representative, meetings }) =>
    MEETING_STATUSES.flatMap((status) =>
      meetings[status].map((meeting) => [
        representative.name,
        label(status),
        meeting.startsAt,
        meeting.endsAt,
        meeting.location ?? "",
        meeting.leader.name,
        meeting.leader.jobTitle ?? "",
        meeting.leader.companyName ?? "",
        meeting.intentTypes.join("; "),
        meeting.message ?? "",
      ]),
    ),
  );
  const slug = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "event";
  return {
    fileName: `meetings-${slug(board.event.title)}-${slug(board.company.name)}.csv`,
    csv: toCsv(CSV_COLUMNS, rows),
  };
}

/** A status as people read it: `no-show`, not `no_show`. */
export function label(status: string): string {
  return status.replace("_", "-");
}
