// Notifications (common/notifications.ts): one row per member and item while it is unread, so a
// second comment on the same post updates it rather than adding another; the actors behind it;
// each member's channels per kind and their digest.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { comments, posts } from "./community";
import { companies, companyAdminRequests } from "./companies";
import { events, meetings } from "./events";
import { courses } from "./learning";

/**
 * The stream position: every new or changed notification takes the next value, so a reconnecting
 * stream asks for what came after the last position it saw.
 */
export const notificationStreamSeq = pgSequence("notification_stream_seq");

export const notifications = pgTable(
  "notifications",
  {
    // Time-ordered ids: a fan-out to a thousand members appends to the primary key's last page
    // instead of touching a thousand random ones.
    id: uuid("id").primaryKey().default(sql`uuidv7()`),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The item it groups on, as `<kind>:<id>`; unique per member among unread notifications. */
    groupKey: text("group_key").notNull(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Distinct actors besides the last one. */
    othersCount: integer("others_count").notNull().default(0),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    adminRequestId: uuid("admin_request_id").references(() => companyAdminRequests.id, {
      onDelete: "cascade",
    }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    /** What changed, for kinds that say so: a meeting's new status. */
    detail: text("detail"),
    /** The item's opening words or name when it happened. */
    subject: text("subject"),
    approved: boolean("approved"),
    /** The member's channels for its kind when it happened: in the list and bell, in the digest. */
    inApp: boolean("in_app").notNull(),
    email: boolean("email").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When it last happened; a grouped notification moves up with each new actor. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    streamSeq: bigint("stream_seq", { mode: "number" })
      .notNull()
      .default(sql`nextval('notification_stream_seq')`),
  },
  (table) => [
    index("notifications_list_idx")
      .on(table.userId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.inApp}`),
    index("notifications_unread_idx").on(table.userId).where(sql`${table.inApp} AND ${table.readAt} IS NULL`),
    uniqueIndex("notifications_group_idx")
      .on(table.userId, table.groupKey)
      .where(sql`${table.readAt} IS NULL`),
    // A reconnecting stream asks for one member's changes after a position; instances fanning
    // out a change ask for a range of positions.
    index("notifications_stream_idx").on(table.userId, table.streamSeq),
    index("notifications_seq_idx").on(table.streamSeq),
    index("notifications_digest_idx")
      .on(table.userId, table.createdAt)
      .where(sql`${table.email} AND ${table.readAt} IS NULL`),
    // For deletes cascading from what a notification is about; each row has one or two of these,
    // so the indexes leave out the rows without (fewer index writes per notification).
    index("notifications_post_idx").on(table.postId).where(sql`${table.postId} IS NOT NULL`),
    index("notifications_comment_idx").on(table.commentId).where(sql`${table.commentId} IS NOT NULL`),
    index("notifications_company_idx").on(table.companyId).where(sql`${table.companyId} IS NOT NULL`),
    index("notifications_admin_request_idx")
      .on(table.adminRequestId)
      .where(sql`${table.adminRequestId} IS NOT NULL`),
    index("notifications_event_idx").on(table.eventId).where(sql`${table.eventId} IS NOT NULL`),
    index("notifications_course_idx").on(table.courseId).where(sql`${table.courseId} IS NOT NULL`),
    index("notifications_meeting_idx").on(table.meetingId).where(sql`${table.meetingId} IS NOT NULL`),
  ],
);

export const notificationActors = pgTable(
  "notification_actors",
  {
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    actorId: text("actor_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.notificationId, table.actorId] })],
);

/** A member's choice for one kind; without a row, the kind's defaults apply. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    inApp: boolean("in_app").notNull(),
    email: boolean("email").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A member's digest and when they were last active (the digest only goes to those who were not). */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    digest: text("digest").notNull().default("weekly"),
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
    digestSentAt: timestamp("digest_sent_at", { withTimezone: true }),
  },
  (table) => [index("notification_settings_digest_idx").on(table.digest, table.digestSentAt)],
);
