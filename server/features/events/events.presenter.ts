// Events, sessions and attendees as the API returns them (common/events.ts), and an event as an
// iCalendar file.

import type {
  Attendee,
  CompanyEvent,
  Event,
  EventFormat,
  EventSession,
  EventSummary,
  RegistrationStatus,
} from "@common/events";
import { type HubId, HubIdSchema } from "@common/hubs";
import { fileUrl } from "@common/uploads";
import { shownFields, type Viewer } from "@server/features/people/person-visibility";
import { createEvent as createIcsEvent } from "ics";
import type { AttendeeRow, CompanyEventRow, EventRow, SessionRow } from "./events.repository";

const toHubs = (hubs: string[]): HubId[] =>
  hubs.flatMap((hub) => {
    const parsed = HubIdSchema.safeParse(hub);
    return parsed.success ? [parsed.data] : [];
  });

export function toSummary(row: EventRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    format: row.format as EventFormat,
    venue: row.venue,
    location: row.location,
    timeZone: row.timeZone,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hubs: toHubs(row.hubs),
    capacity: row.capacity,
    host:
      row.hostCompanyId && row.hostName !== null
        ? { id: row.hostCompanyId, name: row.hostName, logoUrl: fileUrl(row.hostLogoKey) }
        : null,
    coverUrl: fileUrl(row.coverKey),
    cancelled: row.cancelledAt !== null,
    registeredCount: row.registeredCount,
    viewerStatus: (row.viewerStatus as RegistrationStatus | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSession(row: SessionRow): EventSession {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    intentTypes: row.intentTypes,
    speakers: row.speakers,
  };
}

export const toCompanyEvent = (row: CompanyEventRow): CompanyEvent => ({ ...toSummary(row), role: row.role });

/**
 * The event's page: what only its managers and registered members see (the online link) follows
 * `viewer`, which the service decides.
 */
export function toEvent(
  row: EventRow,
  parts: {
    sponsors: { id: string; name: string; logoKey: string | null }[];
    sessions: SessionRow[];
    waitlisted: number;
  },
  viewer: { manager: boolean; canRegister: boolean },
): Event {
  const { manager } = viewer;
  const registered = row.viewerStatus === "registered";
  return {
    ...toSummary(row),
    description: row.description,
    onlineUrl: registered || manager ? row.onlineUrl : null,
    coverUploadId: row.coverUploadId,
    sponsors: parts.sponsors.map((sponsor) => ({
      id: sponsor.id,
      name: sponsor.name,
      logoUrl: fileUrl(sponsor.logoKey),
    })),
    sessions: parts.sessions.map(toSession),
    counts: {
      registered: row.registeredCount,
      waitlisted: parts.waitlisted,
      capacity: row.capacity,
      placesLeft: row.capacity === null ? null : Math.max(0, row.capacity - row.registeredCount),
    },
    can: {
      edit: manager,
      manageSponsors: manager,
      checkIn: manager,
      register: viewer.canRegister,
    },
  };
}

export function toAttendee(viewer: Viewer, row: AttendeeRow): Attendee {
  const shown = shownFields(viewer, row.userId, row.visibility);
  return {
    user: {
      id: row.userId,
      name: row.name,
      jobTitle: shown.jobTitle ? row.jobTitle : null,
      companyName: shown.company ? row.companyName : null,
      photoUrl: shown.photo ? row.photoUrl : null,
    },
    status: row.status as RegistrationStatus,
    registeredAt: row.createdAt.toISOString(),
    attendedSessionIds: row.attendedSessionIds,
  };
}

const toIcsTime = (time: Date) => time.getTime();

/** The event as an iCalendar file: times in UTC, the venue or link, and the description. */
export function toCalendarFile(event: Event, publicUrl: string): { fileName: string; body: string } {
  const url = new URL(`/events/${event.id}`, publicUrl).toString();
  const place =
    event.format === "virtual"
      ? (event.onlineUrl ?? "Online")
      : [event.venue, event.location].filter(Boolean).join(", ");
  const { error, value } = createIcsEvent({
    uid: `${event.id}@summit`,
    title: event.title,
    description: `${event.description}\n\n${url}`.trim(),
    start: toIcsTime(new Date(event.startsAt)),
    startInputType: "utc",
    startOutputType: "utc",
    end: toIcsTime(new Date(event.endsAt)),
    endInputType: "utc",
    endOutputType: "utc",
    location: place || undefined,
    url,
    status: event.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: event.host?.name ?? "Summit" },
    productId: "summit/events",
  });
  if (error || !value) throw error ?? new Error("the calendar file could not be made");
  const slug = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);
  return { fileName: `${slug || "event"}.ics`, body: value };
}
