// Events (spec section 7: /events/company): what companies and Summit host for a community, with an
// agenda, sponsors and a capacity; members register, and wait for a place when it is full.
import { z } from "zod";
import { PAGE_SIZE } from "./constants";
import { isoDateTime } from "./date-time";
import { HubIdSchema } from "./hubs";
import { IntentTypeSchema } from "./intent-types";
import { pageQuery, pageSchema } from "./pagination";

export const EVENT_FORMATS = ["in_person", "virtual"] as const;
export const EventFormatSchema = z.enum(EVENT_FORMATS, {
  error: `format must be one of ${EVENT_FORMATS.join(", ")}`,
});
export type EventFormat = z.infer<typeof EventFormatSchema>;

export const EVENT_WHEN = ["upcoming", "past"] as const;
export const EventWhenSchema = z.enum(EVENT_WHEN, { error: `when must be one of ${EVENT_WHEN.join(", ")}` });
export type EventWhen = z.infer<typeof EventWhenSchema>;

export const REGISTRATION_STATUSES = ["registered", "waitlisted"] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

export const EVENTS_PAGE_SIZE = 12;
export const EVENT_TITLE_MAX_LENGTH = 200;
export const EVENT_DESCRIPTION_MAX_LENGTH = 20_000;
export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENT_CAPACITY_MAX = 100_000;
export const SESSION_DESCRIPTION_MAX_LENGTH = 5000;
export const SESSION_SPEAKERS_MAX = 10;
export const SPEAKER_FIELD_MAX_LENGTH = 120;
export const EVENT_SEARCH_MAX_LENGTH = 200;
export const REGISTRATIONS_PAGE_SIZE = 100;

/** An IANA time zone name the runtime knows ("Europe/London", "UTC"); offsets like "+01:00" are not zones. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const EventIdParamsSchema = z.object({ id: z.uuid("id must be an event id") });
export const EventSessionParamsSchema = EventIdParamsSchema.extend({
  sessionId: z.uuid("sessionId must be a session id"),
});
export const EventSponsorParamsSchema = EventIdParamsSchema.extend({
  companyId: z.uuid("companyId must be a company id"),
});
export const EventAttendanceParamsSchema = EventSessionParamsSchema.extend({
  userId: z.string().min(1).max(100),
});

const CompanyRefSchema = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });
export type EventCompanyRef = z.infer<typeof CompanyRefSchema>;

/** An event as lists show it. */
export const EventSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    format: EventFormatSchema,
    venue: z.string().nullable(),
    location: z.string().nullable(),
    timeZone: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    hubs: z.array(HubIdSchema),
    capacity: z.number().int().nullable(),
    /** null when Summit hosts it. */
    host: CompanyRefSchema.nullable(),
    coverUrl: z.string().nullable(),
    cancelled: z.boolean(),
    registeredCount: z.number().int(),
    /** The caller's place: registered, waitlisted, or null. */
    viewerStatus: RegistrationStatusSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "EventSummary" });
export type EventSummary = z.infer<typeof EventSummarySchema>;

export const SpeakerSchema = z.object({
  name: z.string(),
  jobTitle: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The speaker's member profile, when they are a member. */
  userId: z.string().nullable(),
});
export type Speaker = z.infer<typeof SpeakerSchema>;

export const EventSessionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    location: z.string().nullable(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    intentTypes: z.array(z.string()),
    speakers: z.array(SpeakerSchema),
  })
  .meta({ id: "EventSession" });
export type EventSession = z.infer<typeof EventSessionSchema>;

export const EventRightsSchema = z.object({
  /** Edit, cancel, delete and manage the agenda: the host's admins and platform admins. */
  edit: z.boolean(),
  manageSponsors: z.boolean(),
  checkIn: z.boolean(),
  /** Not cancelled and not over. */
  register: z.boolean(),
});
export type EventRights = z.infer<typeof EventRightsSchema>;

export const EventSchema = EventSummarySchema.extend({
  /** Markdown. */
  description: z.string(),
  /** The link of a virtual event: shown to registered members and the host's admins, else null. */
  onlineUrl: z.string().nullable(),
  coverUploadId: z.string().nullable(),
  sponsors: z.array(CompanyRefSchema),
  sessions: z.array(EventSessionSchema),
  counts: z.object({
    registered: z.number().int(),
    waitlisted: z.number().int(),
    capacity: z.number().int().nullable(),
    /** null when there is no limit. */
    placesLeft: z.number().int().nullable(),
  }),
  can: EventRightsSchema,
}).meta({ id: "Event" });
export type Event = z.infer<typeof EventSchema>;

export const EventsQuerySchema = pageQuery(EVENTS_PAGE_SIZE).extend({
  when: EventWhenSchema.default("upcoming"),
  /** The community; otherwise the community cookie's, then the member's own. */
  hub: HubIdSchema.optional(),
  format: EventFormatSchema.optional(),
  search: z
    .string({ error: "search must be text" })
    .trim()
    .max(EVENT_SEARCH_MAX_LENGTH, `search must be at most ${EVENT_SEARCH_MAX_LENGTH} characters`)
    .optional(),
});
export type EventsQuery = z.infer<typeof EventsQuerySchema>;

export const EventPageSchema = pageSchema(EventSummarySchema).meta({ id: "EventPage" });
export type EventPage = z.infer<typeof EventPageSchema>;

const QueryBooleanSchema = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

export const CompanyEventsQuerySchema = pageQuery(PAGE_SIZE.companyEvents).extend({
  companyId: z.uuid("companyId must be a company id"),
  /** With neither flag, both: the events the company hosts and those it sponsors. */
  isHosting: QueryBooleanSchema.optional(),
  isSponsoring: QueryBooleanSchema.optional(),
});
export type CompanyEventsQuery = z.infer<typeof CompanyEventsQuerySchema>;

export const CompanyEventSchema = EventSummarySchema.extend({
  /** How the company takes part. */
  role: z.enum(["host", "sponsor"]),
}).meta({ id: "CompanyEvent" });
export type CompanyEvent = z.infer<typeof CompanyEventSchema>;

export const CompanyEventPageSchema = pageSchema(CompanyEventSchema).meta({ id: "CompanyEventPage" });
export type CompanyEventPage = z.infer<typeof CompanyEventPageSchema>;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max: number) =>
  text(field, max)
    .transform((value) => (value === "" ? null : value))
    .nullable();

const IsoTimeSchema = (field: string) => isoDateTime(`${field} must be an ISO 8601 date and time`);

export const TimeZoneSchema = z
  .string({ error: "timeZone must be text" })
  .max(64, "timeZone must be at most 64 characters")
  .refine(isTimeZone, "timeZone must be an IANA time zone such as Europe/London");

const EventFieldsSchema = z.object({
  title: text("title", EVENT_TITLE_MAX_LENGTH).min(1, "title is required"),
  description: text("description", EVENT_DESCRIPTION_MAX_LENGTH),
  format: EventFormatSchema,
  venue: optionalText("venue", EVENT_PLACE_MAX_LENGTH),
  location: optionalText("location", EVENT_PLACE_MAX_LENGTH),
  onlineUrl: z
    .url({ protocol: /^https?$/, error: "onlineUrl must be an http or https address" })
    .max(2000, "onlineUrl must be at most 2000 characters")
    .nullable(),
  timeZone: TimeZoneSchema,
  startsAt: IsoTimeSchema("startsAt"),
  endsAt: IsoTimeSchema("endsAt"),
  hubs: z
    .array(HubIdSchema, { error: "hubs must be a list of communities" })
    .min(1, "hubs: choose at least one community")
    .max(12)
    .transform((hubs) => [...new Set(hubs)]),
  capacity: z
    .number({ error: "capacity must be a number" })
    .int("capacity must be a whole number")
    .min(1, "capacity must be at least 1")
    .max(EVENT_CAPACITY_MAX, `capacity must be at most ${EVENT_CAPACITY_MAX}`)
    .nullable(),
  coverUploadId: z.uuid("coverUploadId must be an upload id").nullable(),
});

/** What the form and the server both check of an event's fields taken together. */
export function eventFieldProblems(event: {
  format?: EventFormat;
  venue?: string | null;
  onlineUrl?: string | null;
  startsAt?: string;
  endsAt?: string;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (event.format === "in_person" && !event.venue) {
    problems.push({ path: "venue", message: "venue: an in-person event needs a venue" });
  }
  if (event.format === "virtual" && !event.onlineUrl) {
    problems.push({ path: "onlineUrl", message: "onlineUrl: a virtual event needs a link" });
  }
  if (event.startsAt && event.endsAt && Date.parse(event.endsAt) <= Date.parse(event.startsAt)) {
    problems.push({ path: "endsAt", message: "endsAt must be after startsAt" });
  }
  return problems;
}

export const CreateEventSchema = EventFieldsSchema.partial({
  description: true,
  venue: true,
  location: true,
  onlineUrl: true,
  capacity: true,
  coverUploadId: true,
})
  .extend({
    /** The hosting company; null (platform admins only) for an event Summit hosts. */
    hostCompanyId: z.uuid("hostCompanyId must be a company id").nullable(),
  })
  .strict()
  .superRefine((body, context) => {
    for (const problem of eventFieldProblems(body)) {
      context.addIssue({ code: "custom", path: [problem.path], message: problem.message });
    }
  })
  .meta({ id: "CreateEvent" });
export type CreateEventInput = z.infer<typeof CreateEventSchema>;

/** The host does not change; the fields taken together are checked again against the event. */
export const UpdateEventSchema = EventFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateEvent" });
export type UpdateEventInput = z.infer<typeof UpdateEventSchema>;

export const SpeakerInputSchema = z
  .object({
    name: text("name", SPEAKER_FIELD_MAX_LENGTH).min(1, "a speaker needs a name"),
    jobTitle: optionalText("jobTitle", SPEAKER_FIELD_MAX_LENGTH).optional(),
    companyName: optionalText("companyName", SPEAKER_FIELD_MAX_LENGTH).optional(),
    userId: z.string().min(1).max(100).nullable().optional(),
  })
  .strict();
export type SpeakerInput = z.infer<typeof SpeakerInputSchema>;

const SessionFieldsSchema = z.object({
  title: text("title", EVENT_TITLE_MAX_LENGTH).min(1, "title is required"),
  description: text("description", SESSION_DESCRIPTION_MAX_LENGTH),
  location: optionalText("location", EVENT_PLACE_MAX_LENGTH),
  startsAt: IsoTimeSchema("startsAt"),
  endsAt: IsoTimeSchema("endsAt"),
  intentTypes: z
    .array(IntentTypeSchema)
    .max(21)
    .transform((types) => [...new Set(types)]),
  speakers: z
    .array(SpeakerInputSchema)
    .max(SESSION_SPEAKERS_MAX, `a session has at most ${SESSION_SPEAKERS_MAX} speakers`),
});

export const CreateSessionSchema = SessionFieldsSchema.partial({
  description: true,
  location: true,
  intentTypes: true,
  speakers: true,
})
  .strict()
  .superRefine((body, context) => {
    if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: "endsAt must be after startsAt" });
    }
  })
  .meta({ id: "CreateEventSession" });
export type CreateSessionInput = z.infer<typeof CreateSessionSchema>;

export const UpdateSessionSchema = SessionFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateEventSession" });
export type UpdateSessionInput = z.infer<typeof UpdateSessionSchema>;

export const RegistrationSchema = z
  .object({ status: RegistrationStatusSchema, event: EventSchema })
  .meta({ id: "EventRegistration" });
export type Registration = z.infer<typeof RegistrationSchema>;

export const RegistrationsQuerySchema = pageQuery(REGISTRATIONS_PAGE_SIZE, 500);
export type RegistrationsQuery = z.infer<typeof RegistrationsQuerySchema>;

export const AttendeeSchema = z
  .object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      jobTitle: z.string().nullable(),
      companyName: z.string().nullable(),
      photoUrl: z.string().nullable(),
    }),
    status: RegistrationStatusSchema,
    registeredAt: z.iso.datetime(),
    /** Sessions the host checked them in to. */
    attendedSessionIds: z.array(z.string()),
  })
  .meta({ id: "EventAttendee" });
export type Attendee = z.infer<typeof AttendeeSchema>;

export const AttendeePageSchema = pageSchema(AttendeeSchema).meta({ id: "EventAttendeePage" });
export type AttendeePage = z.infer<typeof AttendeePageSchema>;

export const FORMAT_LABELS: Record<EventFormat, string> = { in_person: "In person", virtual: "Online" };
