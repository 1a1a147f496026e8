// Events and the meetings vendors hold at them (spec section 7: /events/company,
// /host/events/{eventId}/meetings-sessions; DESIGN.md section 7): events with their agenda,
// sponsors and registrations, sponsors' bookable meeting slots, and the meetings themselves.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tsvector } from "./community";
import { companies } from "./companies";
import { uploads } from "./uploads";

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Markdown, rendered safely. */
    description: text("description").notNull().default(""),
    /** in_person (at `venue`) or virtual (at `onlineUrl`). */
    format: text("format").notNull(),
    venue: text("venue"),
    /** The city or address shown with the venue. */
    location: text("location"),
    onlineUrl: text("online_url"),
    /** IANA time zone the event is held in; times are stored in UTC and shown in it. */
    timeZone: text("time_zone").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The communities it is for. */
    hubs: text("hubs").array().notNull(),
    /** Places; null for no limit. Registrations beyond it wait on the waitlist. */
    capacity: integer("capacity"),
    /** The hosting company; null for an event Summit itself hosts (platform admins). */
    hostCompanyId: uuid("host_company_id").references(() => companies.id, { onDelete: "cascade" }),
    coverUploadId: uuid("cover_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** A cancelled event stays readable, marked, so registrants learn of it. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')`,
      ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("events_starts_idx").on(table.startsAt, table.id),
    index("events_hubs_idx").using("gin", table.hubs),
    index("events_host_idx").on(table.hostCompanyId, table.createdAt),
    index("events_search_idx").using("gin", table.searchVector),
    // Serving a cover finds its event (features/files).
    index("events_cover_upload_idx").on(table.coverUploadId).where(sql`${table.coverUploadId} IS NOT NULL`),
    check("events_format_check", sql`${table.format} IN ('in_person', 'virtual')`),
    check("events_times_check", sql`${table.endsAt} > ${table.startsAt}`),
    check("events_capacity_check", sql`${table.capacity} IS NULL OR ${table.capacity} > 0`),
  ],
);

/** Companies sponsoring an event besides its host; sponsors offer meeting slots. */
export const eventSponsors = pgTable(
  "event_sponsors",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.companyId] }),
    index("event_sponsors_company_idx").on(table.companyId, table.createdAt),
  ],
);

/** The agenda: an event's sessions, in time order. */
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Room or stage. */
    location: text("location"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Intent types (match points) the session is about: attending it is a signal for them. */
    intentTypes: text("intent_types").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("event_sessions_event_idx").on(table.eventId, table.startsAt),
    check("event_sessions_times_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const eventSessionSpeakers = pgTable(
  "event_session_speakers",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    jobTitle: text("job_title"),
    companyName: text("company_name"),
    /** When the speaker is a member, their profile. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.position] })],
);

/** A member's place at an event: registered, or waitlisted until a place frees. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** registered or waitlisted */
    status: text("status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_registrations_user_idx").on(table.userId),
    index("event_registrations_waitlist_idx").on(table.eventId, table.status, table.createdAt),
    check("event_registrations_status_check", sql`${table.status} IN ('registered', 'waitlisted')`),
  ],
);

/** Who attended a session, as checked in by the host: an "event session attended" signal. */
export const eventSessionAttendance = pgTable(
  "event_session_attendance",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkedInBy: text("checked_in_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] })],
);

/**
 * A sponsor's bookable time at an event (spec: meetings-sessions): one representative of the
 * sponsoring company, one time.
 */
export const meetingSlots = pgTable(
  "meeting_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    sponsorCompanyId: uuid("sponsor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    representativeId: text("representative_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** Table, room or call link. */
    location: text("location"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("meeting_slots_event_idx").on(table.eventId, table.startsAt, table.id),
    index("meeting_slots_sponsor_idx").on(table.sponsorCompanyId, table.eventId),
    index("meeting_slots_representative_idx").on(table.representativeId, table.startsAt),
    check("meeting_slots_times_check", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * A vendor's meeting with a leader at a slot (DESIGN.md section 7). `starts_at`/`ends_at` copy the
 * slot's, so the database itself refuses a second accepted meeting for the slot, the leader or the
 * representative at an overlapping time (exclusion constraints in migration 0007).
 */
export const meetings = pgTable(
  "meetings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => meetingSlots.id, { onDelete: "cascade" }),
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    representativeId: text("representative_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    leaderId: text("leader_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    /** The match points the vendor wants to talk about: an accepted meeting is a signal for each. */
    intentTypes: text("intent_types").array().notNull().default(sql`'{}'::text[]`),
    /** requested, accepted, declined, cancelled, completed, no_show or rescheduled */
    status: text("status").notNull().default("requested"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The meeting this one reschedules (that one's status is then `rescheduled`). */
    rescheduledFromId: uuid("rescheduled_from_id"),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("meetings_leader_idx").on(table.leaderId, table.startsAt),
    index("meetings_vendor_idx").on(table.vendorCompanyId, table.eventId, table.status),
    index("meetings_slot_idx").on(table.slotId),
    uniqueIndex("meetings_slot_accepted_idx").on(table.slotId).where(sql`${table.status} = 'accepted'`),
    check(
      "meetings_status_check",
      sql`${table.status} IN ('requested', 'accepted', 'declined', 'cancelled', 'completed', 'no_show', 'rescheduled')`,
    ),
  ],
);

/** A leader's choice to receive meeting requests from vendors (on unless they turn it off). */
export const meetingSettings = pgTable("meeting_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  acceptsRequests: boolean("accepts_requests").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
