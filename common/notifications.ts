// Notifications (spec sections 4 and 9, DESIGN.md sections 3 and 7): created by what happens to a
// member's posts, comments and companies, grouped per item, 15 a page newest first, live through a
// Server-Sent Events stream, with per-kind preferences and an e-mail digest.
import { z } from "zod";
import { PAGE_SIZE } from "./constants";
import { pageQuery, pageSchema } from "./pagination";

/**
 * What a notification is about. Each kind is grouped per item: a second comment on the same post
 * updates the unread notification of the first ("Ana and 2 others commented on your post").
 */
export const NOTIFICATION_KINDS = [
  "post_comment",
  "comment_reply",
  "post_reaction",
  "comment_reaction",
  "company_follower",
  "admin_request",
  "admin_request_answer",
  "meeting_request",
  "meeting_answer",
  "meeting_update",
  "event_new",
  "account_surge",
  "course_lesson_new",
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS, {
  error: `kind must be one of ${NOTIFICATION_KINDS.join(", ")}`,
});
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** How each kind reads in the preferences, and whether its e-mail is on until the member says otherwise. */
export const NOTIFICATION_KIND_INFO: Record<NotificationKind, { label: string; emailByDefault: boolean }> = {
  post_comment: { label: "Comments on your posts", emailByDefault: true },
  comment_reply: { label: "Replies to your comments", emailByDefault: true },
  post_reaction: { label: "Likes on your posts", emailByDefault: false },
  comment_reaction: { label: "Likes on your comments", emailByDefault: false },
  company_follower: { label: "New followers of your company", emailByDefault: false },
  admin_request: { label: "Requests to become an admin of your company", emailByDefault: true },
  admin_request_answer: { label: "Answers to your admin requests", emailByDefault: true },
  meeting_request: { label: "Meeting requests from vendors", emailByDefault: true },
  meeting_answer: { label: "Answers to your meeting requests", emailByDefault: true },
  meeting_update: { label: "Changes to your meetings", emailByDefault: true },
  event_new: { label: "New events in your community", emailByDefault: false },
  account_surge: { label: "Tracked accounts starting to surge on your match points", emailByDefault: true },
  course_lesson_new: { label: "New lessons in courses you follow", emailByDefault: true },
};

export const NOTIFICATIONS_PAGE_SIZE = PAGE_SIZE.notifications;

/** The unread count stops here; the bell then shows "99+". */
export const UNREAD_COUNT_CAP = 100;

export const NotificationsQuerySchema = pageQuery(NOTIFICATIONS_PAGE_SIZE, 50).pick({
  limit: true,
  cursor: true,
});
export type NotificationsQuery = z.infer<typeof NotificationsQuerySchema>;

export const NotificationIdParamsSchema = z.object({ id: z.uuid("id must be a notification id") });

export const NotificationActorSchema = z
  .object({ id: z.string(), name: z.string(), photoUrl: z.string().nullable() })
  .meta({ id: "NotificationActor" });

export const NotificationSchema = z
  .object({
    id: z.string(),
    kind: NotificationKindSchema,
    /** Who acted last; null when they have since deleted their account. */
    actor: NotificationActorSchema.nullable(),
    /** How many other people did the same to the same item while the notification was unread. */
    othersCount: z.number().int().min(0),
    /**
     * What it is about, as the member knows it: the post's or comment's opening words, the
     * company's name, the event's title.
     */
    subject: z.string().nullable(),
    /** For admin_request_answer: whether the request was approved. */
    approved: z.boolean().nullable(),
    /** For meeting_answer and meeting_update: the meeting's new status. */
    detail: z.string().nullable(),
    /** Where it leads in the web app. */
    link: z.string(),
    read: z.boolean(),
    /** When it last happened: a grouped notification moves up with each new actor. */
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Notification" });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = pageSchema(NotificationSchema).meta({ id: "NotificationPage" });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({ count: z.number().int().min(0) }).meta({ id: "UnreadCount" });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const DIGEST_FREQUENCIES = ["off", "daily", "weekly"] as const;
export const DigestFrequencySchema = z.enum(DIGEST_FREQUENCIES, {
  error: `digest must be one of ${DIGEST_FREQUENCIES.join(", ")}`,
});
export type DigestFrequency = z.infer<typeof DigestFrequencySchema>;

export const NotificationChannelsSchema = z
  .object({ kind: NotificationKindSchema, inApp: z.boolean(), email: z.boolean() })
  .meta({ id: "NotificationChannels" });
export type NotificationChannels = z.infer<typeof NotificationChannelsSchema>;

/** Every kind, in NOTIFICATION_KINDS order, with the member's choice or the default. */
export const NotificationPreferencesSchema = z
  .object({ kinds: z.array(NotificationChannelsSchema), digest: DigestFrequencySchema })
  .meta({ id: "NotificationPreferences" });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Changes only what it names; kinds left out keep their setting. */
export const UpdateNotificationPreferencesSchema = z
  .object({
    kinds: z
      .array(
        z
          .object({
            kind: NotificationKindSchema,
            inApp: z.boolean().optional(),
            email: z.boolean().optional(),
          })
          .strict(),
      )
      .max(NOTIFICATION_KINDS.length * 2)
      .optional(),
    digest: DigestFrequencySchema.optional(),
  })
  .strict()
  .meta({ id: "UpdateNotificationPreferences" });
export type UpdateNotificationPreferencesInput = z.infer<typeof UpdateNotificationPreferencesSchema>;

/**
 * The live stream, `GET /api/notifications/stream` (text/event-stream). Each event's `id` is the
 * stream position; a reconnecting EventSource sends it back as Last-Event-ID and receives exactly
 * what it missed.
 * - `unread`: `{ count }`, on connect and whenever the count changes;
 * - `notification`: a Notification, new or grouped (replace the one with the same id);
 * - `read`: `{ ids }` or `{ all: true }`, read elsewhere (another tab or device).
 */
export const NOTIFICATION_STREAM_EVENTS = ["unread", "notification", "read"] as const;
export type NotificationStreamEvent = (typeof NOTIFICATION_STREAM_EVENTS)[number];

export const ReadEventSchema = z.union([
  z.object({ ids: z.array(z.string()) }),
  z.object({ all: z.literal(true) }),
]);
export type ReadEvent = z.infer<typeof ReadEventSchema>;

/** "Ana Silva", "Ana Silva and 1 other", "Ana Silva and 12 others". */
function whoActed(notification: Notification): string {
  const name = notification.actor?.name ?? "A former member";
  const others = notification.othersCount;
  if (others === 0) return name;
  return `${name} and ${others} ${others === 1 ? "other" : "others"}`;
}

/** A post's or comment's opening words, quoted; nothing when it is gone. */
function quoted(subject: string | null): string {
  return subject ? ` “${subject}”` : "";
}

const MEETING_ANSWERS: Record<string, string> = {
  accepted: "accepted",
  declined: "declined",
  cancelled: "cancelled",
};
const MEETING_UPDATES: Record<string, string> = {
  cancelled: "cancelled your meeting",
  rescheduled: "proposed a new time for your meeting",
  completed: "marked as held your meeting",
  no_show: "recorded that you missed your meeting",
};

/** What a notification says, in the app and in the digest. */
export function notificationSentence(notification: Notification): string {
  const who = whoActed(notification);
  const { subject, detail } = notification;
  const company = subject ?? "your company";
  const atEvent = subject ? ` at ${subject}` : "";
  switch (notification.kind) {
    case "post_comment":
      return `${who} commented on your post${quoted(subject)}`;
    case "comment_reply":
      return `${who} replied to your comment${quoted(subject)}`;
    case "post_reaction":
      return `${who} liked your post${quoted(subject)}`;
    case "comment_reaction":
      return `${who} liked your comment${quoted(subject)}`;
    case "company_follower":
      return `${who} started following ${company}`;
    case "admin_request":
      return `${who} asked to become an admin of ${company}`;
    case "admin_request_answer": {
      const outcome =
        notification.approved === null
          ? "was answered"
          : notification.approved
            ? "was approved"
            : "was declined";
      return `Your request to become an admin of ${subject ?? "a company"} ${outcome}`;
    }
    case "meeting_request":
      return `${who} asked to meet you${atEvent}`;
    case "meeting_answer":
      return `${who} ${MEETING_ANSWERS[detail ?? ""] ?? "answered"} your meeting request${atEvent}`;
    case "meeting_update":
      return `${who} ${MEETING_UPDATES[detail ?? ""] ?? "changed your meeting"}${atEvent}`;
    case "event_new":
      return `New event in your community: ${subject ?? "an event"}`;
    case "account_surge":
      return `${subject ?? "A tracked account"} started surging on ${detail ?? "one of your match points"}`;
    case "course_lesson_new":
      return `New lesson in ${subject ?? "a course you follow"}${detail ? `: ${detail}` : ""}`;
  }
}
