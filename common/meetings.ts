// Meetings between vendors and leaders at events (DESIGN.md section 7; spec section 7:
// /host/events/{eventId}/meetings-sessions and the meeting update): sponsors' bookable slots, the
// meetings vendors request at them, a leader's list and settings, and a vendor's board per event.
import { z } from "zod";
import { isoDateTime } from "./date-time";
import { IntentTypeSchema } from "./intent-types";
import { pageQuery, pageSchema } from "./pagination";

export const MEETING_STATUSES = [
  "requested",
  "accepted",
  "declined",
  "cancelled",
  "completed",
  "no_show",
  "rescheduled",
] as const;
export const MeetingStatusSchema = z.enum(MEETING_STATUSES, {
  error: `status must be one of ${MEETING_STATUSES.join(", ")}`,
});
export type MeetingStatus = z.infer<typeof MeetingStatusSchema>;

/** The only status changes there are (DESIGN.md section 7); anything else is refused. */
export const MEETING_TRANSITIONS: Record<MeetingStatus, readonly MeetingStatus[]> = {
  requested: ["accepted", "declined", "cancelled"],
  accepted: ["completed", "no_show", "cancelled", "rescheduled"],
  declined: [],
  cancelled: [],
  completed: [],
  no_show: [],
  rescheduled: [],
};

export function canMoveMeeting(from: MeetingStatus, to: MeetingStatus): boolean {
  return MEETING_TRANSITIONS[from].includes(to);
}

/** Who makes each change: the leader answers, the vendor side records what happened. */
export const LEADER_MEETING_ACTIONS: readonly MeetingStatus[] = ["accepted", "declined", "cancelled"];
export const VENDOR_MEETING_ACTIONS: readonly MeetingStatus[] = [
  "cancelled",
  "completed",
  "no_show",
  "rescheduled",
];

export const MEETING_MESSAGE_MAX_LENGTH = 1000;
export const MEETING_INTENT_TYPES_MAX = 3;
export const MEETING_SLOT_LOCATION_MAX_LENGTH = 200;
/** The longest bookable slot. */
export const MEETING_SLOT_MAX_MINUTES = 240;
export const MEETING_PAGE_SIZE = 20;
export const MEETING_SLOT_PAGE_SIZE = 20;
/** How many registered leaders the vendor's picker shows per search. */
export const MEETING_LEADER_SEARCH_LIMIT = 20;

const eventId = z.uuid("eventId must be an event id");
export const MeetingEventParamsSchema = z.object({ eventId });
export const MeetingSlotParamsSchema = z.object({ eventId, slotId: z.uuid("slotId must be a slot id") });
export const MeetingIdParamsSchema = z.object({ id: z.uuid("id must be a meeting id") });

export const MeetingPersonSchema = z
  .object({ id: z.string(), name: z.string(), jobTitle: z.string().nullable() })
  .meta({ id: "MeetingPerson" });
export type MeetingPerson = z.infer<typeof MeetingPersonSchema>;

export const MeetingLeaderSchema = MeetingPersonSchema.extend({
  companyName: z.string().nullable(),
}).meta({ id: "MeetingLeader" });
export type MeetingLeader = z.infer<typeof MeetingLeaderSchema>;

export const MeetingCompanySchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: "MeetingCompany" });

export const MeetingEventSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    /** IANA time zone the event is held in: times are shown in it. */
    timeZone: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    cancelled: z.boolean(),
  })
  .meta({ id: "MeetingEvent" });
export type MeetingEvent = z.infer<typeof MeetingEventSchema>;

// ---- Slots -------------------------------------------------------------------------------------

export const MeetingSlotSchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    sponsorCompany: MeetingCompanySchema,
    representative: MeetingPersonSchema,
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    location: z.string().nullable(),
    /** An accepted meeting holds the slot. */
    booked: z.boolean(),
  })
  .meta({ id: "MeetingSlot" });
export type MeetingSlot = z.infer<typeof MeetingSlotSchema>;

export const MEETING_SLOT_ORDERS = ["startsAt", "-startsAt"] as const;

export const MeetingSlotsQuerySchema = pageQuery(MEETING_SLOT_PAGE_SIZE).extend({
  /** Words of the representative's or the sponsor's name. */
  search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
  sponsorId: z.uuid("sponsorId must be a company id").optional(),
  order: z
    .enum(MEETING_SLOT_ORDERS, { error: `order must be one of ${MEETING_SLOT_ORDERS.join(", ")}` })
    .default("startsAt"),
  /** Only slots no accepted meeting holds. */
  free: z
    .enum(["true", "false"], { error: "free must be true or false" })
    .transform((value) => value === "true")
    .optional(),
});
export type MeetingSlotsQuery = z.infer<typeof MeetingSlotsQuerySchema>;

export const MeetingSlotPageSchema = pageSchema(MeetingSlotSchema).meta({ id: "MeetingSlotPage" });
export type MeetingSlotPage = z.infer<typeof MeetingSlotPageSchema>;

const SlotLocationSchema = z
  .string({ error: "location must be text" })
  .trim()
  .max(
    MEETING_SLOT_LOCATION_MAX_LENGTH,
    `location must be at most ${MEETING_SLOT_LOCATION_MAX_LENGTH} characters`,
  )
  .transform((value) => (value === "" ? null : value))
  .nullable();

const SlotFieldsSchema = z.object({
  representativeId: z.string({ error: "representativeId must be a member id" }).min(1).max(100),
  startsAt: isoDateTime("startsAt must be an ISO 8601 date-time"),
  endsAt: isoDateTime("endsAt must be an ISO 8601 date-time"),
  location: SlotLocationSchema.optional(),
});

export const CreateMeetingSlotSchema = SlotFieldsSchema.extend({
  sponsorCompanyId: z.uuid("sponsorCompanyId must be a company id"),
}).strict();
export type CreateMeetingSlotInput = z.infer<typeof CreateMeetingSlotSchema>;

export const UpdateMeetingSlotSchema = SlotFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "nothing to change");
export type UpdateMeetingSlotInput = z.infer<typeof UpdateMeetingSlotSchema>;

// ---- Meetings ----------------------------------------------------------------------------------

export const MeetingSchema = z
  .object({
    id: z.string(),
    event: MeetingEventSchema,
    slotId: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    location: z.string().nullable(),
    vendorCompany: MeetingCompanySchema,
    representative: MeetingPersonSchema,
    leader: MeetingLeaderSchema,
    message: z.string().nullable(),
    intentTypes: z.array(z.string()),
    status: MeetingStatusSchema,
    /** The meeting this one reschedules. */
    rescheduledFromId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Meeting" });
export type Meeting = z.infer<typeof MeetingSchema>;

export const CreateMeetingSchema = z
  .object({
    slotId: z.uuid("slotId must be a slot id"),
    leaderId: z.string({ error: "leaderId must be a member id" }).min(1, "leaderId is required").max(100),
    message: z
      .string({ error: "message must be text" })
      .trim()
      .max(MEETING_MESSAGE_MAX_LENGTH, `message must be at most ${MEETING_MESSAGE_MAX_LENGTH} characters`)
      .optional(),
    intentTypes: z
      .array(IntentTypeSchema, { error: "intentTypes must be a list of intent types" })
      .max(MEETING_INTENT_TYPES_MAX, `intentTypes takes at most ${MEETING_INTENT_TYPES_MAX}`)
      .default([]),
  })
  .strict();
export type CreateMeetingInput = z.input<typeof CreateMeetingSchema>;

export const UpdateMeetingSchema = z
  .object({
    status: MeetingStatusSchema,
    /** Rescheduling: the new slot, of the same vendor at the same event. */
    slotId: z.uuid("slotId must be a slot id").optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.status === "rescheduled" && !body.slotId) {
      context.addIssue({ code: "custom", path: ["slotId"], message: "rescheduling needs the new slotId" });
    }
    if (body.status !== "rescheduled" && body.slotId) {
      context.addIssue({ code: "custom", path: ["slotId"], message: "slotId is only for rescheduling" });
    }
  });
export type UpdateMeetingInput = z.infer<typeof UpdateMeetingSchema>;

export const MEETING_VIEWS = ["requests", "upcoming", "past"] as const;
export const MeetingViewSchema = z.enum(MEETING_VIEWS, {
  error: `view must be one of ${MEETING_VIEWS.join(", ")}`,
});
export type MeetingView = z.infer<typeof MeetingViewSchema>;

export const MeetingsQuerySchema = pageQuery(MEETING_PAGE_SIZE).extend({
  view: MeetingViewSchema.default("requests"),
});
export type MeetingsQuery = z.infer<typeof MeetingsQuerySchema>;

export const MeetingPageSchema = pageSchema(MeetingSchema).meta({ id: "MeetingPage" });
export type MeetingPage = z.infer<typeof MeetingPageSchema>;

export const MeetingSettingsSchema = z
  .object({ acceptsRequests: z.boolean({ error: "acceptsRequests must be true or false" }) })
  .strict()
  .meta({ id: "MeetingSettings" });
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

// ---- The vendor's board ------------------------------------------------------------------------

export const MeetingBoardQuerySchema = z.object({
  /** The vendor company; the caller's own company when absent. */
  companyId: z.uuid("companyId must be a company id").optional(),
});
export type MeetingBoardQuery = z.infer<typeof MeetingBoardQuerySchema>;

export const MeetingGroupsSchema = z.object(
  Object.fromEntries(MEETING_STATUSES.map((status) => [status, z.array(MeetingSchema)])) as Record<
    MeetingStatus,
    z.ZodArray<typeof MeetingSchema>
  >,
);
export type MeetingGroups = z.infer<typeof MeetingGroupsSchema>;

export const MeetingBoardSchema = z
  .object({
    event: MeetingEventSchema,
    company: MeetingCompanySchema,
    /** The caller administers the company: they manage its slots. */
    canManageSlots: z.boolean(),
    /** Everyone of the company with a slot or a meeting at the event, by name. */
    representatives: z.array(
      z.object({ representative: MeetingPersonSchema, meetings: MeetingGroupsSchema }),
    ),
  })
  .meta({ id: "MeetingBoard" });
export type MeetingBoard = z.infer<typeof MeetingBoardSchema>;

export const MeetingLeadersQuerySchema = z.object({
  search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
  companyId: z.uuid("companyId must be a company id").optional(),
});
export type MeetingLeadersQuery = z.infer<typeof MeetingLeadersQuerySchema>;

export const MeetingLeaderListSchema = z
  .object({ items: z.array(MeetingLeaderSchema) })
  .meta({ id: "MeetingLeaderList" });
export type MeetingLeaderList = z.infer<typeof MeetingLeaderListSchema>;
