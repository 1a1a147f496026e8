// Notifications: what each domain event notifies and whom, a member's pages, read marks and
// preferences. Other features call the `notify*` functions inside their own transactions, so a
// notification exists (and goes out live) exactly when the thing it tells of does.

import {
  type DigestFrequency,
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationsQuery,
  UNREAD_COUNT_CAP,
  type UnreadCount,
  type UpdateNotificationPreferencesInput,
} from "@common/notifications";
import { findPeople, type PersonCard } from "@server/features/people/people-cache";
import { visiblePerson } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { notFound } from "@server/platform/errors";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { LRUCache } from "lru-cache";
import { z } from "zod";
import {
  commentPost,
  countUnread,
  findPreferences,
  insertNotifications,
  listNotifications,
  markAllRead,
  markRead,
  meetingEvent,
  type NotificationRow,
  recipients,
  subjects,
  touchLastActive,
  upsertDigest,
  upsertPreferences,
} from "./notifications.repository";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

// ---- Domain events ----------------------------------------------------------------------------

/** Someone commented on a post, or replied to a comment on it. */
export async function notifyComment(
  db: Executor,
  event: { actorId: string; postId: string; commentId: string; parentId: string | null },
): Promise<void> {
  if (event.parentId) {
    await insertNotifications(db, {
      kind: "comment_reply",
      actorId: event.actorId,
      groupKey: `comment_reply:${event.parentId}`,
      recipients: recipients.commentAuthor(event.parentId),
      postId: event.postId,
      commentId: event.commentId,
      subject: subjects.commentExcerpt(event.parentId),
    });
  }
  // The post's author hears of every comment on it, replies included, unless a reply already
  // told them (they wrote the comment answered).
  await insertNotifications(db, {
    kind: "post_comment",
    actorId: event.actorId,
    groupKey: `post_comment:${event.postId}`,
    recipients: recipients.postAuthorUnlessAnswered(event.postId, event.parentId),
    postId: event.postId,
    commentId: event.commentId,
    subject: subjects.postExcerpt(event.postId),
  });
}

export async function notifyPostReaction(
  db: Executor,
  event: { actorId: string; postId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "post_reaction",
    actorId: event.actorId,
    groupKey: `post_reaction:${event.postId}`,
    recipients: recipients.postAuthor(event.postId),
    postId: event.postId,
    subject: subjects.postExcerpt(event.postId),
  });
}

export async function notifyCommentReaction(
  db: Executor,
  event: { actorId: string; commentId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "comment_reaction",
    actorId: event.actorId,
    groupKey: `comment_reaction:${event.commentId}`,
    recipients: recipients.commentAuthor(event.commentId),
    postId: commentPost(event.commentId),
    commentId: event.commentId,
    subject: subjects.commentExcerpt(event.commentId),
  });
}

/** A member started following a company: its admins hear of it. */
export async function notifyCompanyFollower(
  db: Executor,
  event: { actorId: string; companyId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "company_follower",
    actorId: event.actorId,
    groupKey: `company_follower:${event.companyId}`,
    recipients: recipients.companyAdmins(event.companyId),
    companyId: event.companyId,
    subject: subjects.companyName(event.companyId),
  });
}

/** A member asked for admin rights: the company's owners, who answer, hear of it. */
export async function notifyAdminRequest(
  db: Executor,
  event: { actorId: string; companyId: string; requestId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "admin_request",
    actorId: event.actorId,
    groupKey: `admin_request:${event.companyId}`,
    recipients: recipients.companyOwners(event.companyId),
    companyId: event.companyId,
    adminRequestId: event.requestId,
    subject: subjects.companyName(event.companyId),
  });
}

export async function notifyAdminRequestAnswer(
  db: Executor,
  event: { actorId: string; companyId: string; requestId: string; requesterId: string; approved: boolean },
): Promise<void> {
  await insertNotifications(db, {
    kind: "admin_request_answer",
    actorId: event.actorId,
    groupKey: `admin_request_answer:${event.requestId}`,
    recipients: recipients.member(event.requesterId),
    companyId: event.companyId,
    adminRequestId: event.requestId,
    subject: subjects.companyName(event.companyId),
    approved: event.approved,
  });
}

/** A vendor asked a leader for a meeting: the leader hears of it. */
export async function notifyMeetingRequest(
  db: Executor,
  event: { actorId: string; meetingId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "meeting_request",
    actorId: event.actorId,
    groupKey: `meeting_request:${event.meetingId}`,
    recipients: recipients.meetingLeader(event.meetingId),
    eventId: meetingEvent(event.meetingId),
    meetingId: event.meetingId,
    subject: subjects.eventTitle(meetingEvent(event.meetingId)),
  });
}

/** The leader accepted, declined or cancelled: the vendor's requester and representative hear of it. */
export async function notifyMeetingAnswer(
  db: Executor,
  event: { actorId: string; meetingId: string; status: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "meeting_answer",
    actorId: event.actorId,
    groupKey: `meeting_answer:${event.meetingId}:${event.status}`,
    recipients: recipients.meetingVendorSide(event.meetingId),
    eventId: meetingEvent(event.meetingId),
    meetingId: event.meetingId,
    subject: subjects.eventTitle(meetingEvent(event.meetingId)),
    detail: event.status,
  });
}

/** The vendor cancelled, rescheduled or recorded the outcome: the leader hears of it. */
export async function notifyMeetingUpdate(
  db: Executor,
  event: { actorId: string; meetingId: string; status: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "meeting_update",
    actorId: event.actorId,
    groupKey: `meeting_update:${event.meetingId}:${event.status}`,
    recipients: recipients.meetingLeader(event.meetingId),
    eventId: meetingEvent(event.meetingId),
    meetingId: event.meetingId,
    subject: subjects.eventTitle(meetingEvent(event.meetingId)),
    detail: event.status,
  });
}

/**
 * A new event: the members of its communities hear of it. A hub can hold a hundred thousand
 * members, so this runs as a job (queueNewEventNotification), not in the request.
 */
export async function notifyNewEvent(
  db: Executor,
  event: { actorId: string; eventId: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "event_new",
    actorId: event.actorId,
    groupKey: `event_new:${event.eventId}`,
    recipients: recipients.eventCommunities(event.eventId),
    eventId: event.eventId,
    subject: subjects.eventTitle(event.eventId),
  });
}

/** An account started surging on an intent type: the vendors who track it and sell into it hear of it. */
export async function notifyAccountSurge(
  db: Executor,
  event: { companyId: string; intentType: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "account_surge",
    actorId: null,
    groupKey: `account_surge:${event.companyId}:${event.intentType}`,
    recipients: recipients.accountWatchers(event.companyId, event.intentType),
    companyId: event.companyId,
    subject: subjects.companyName(event.companyId),
    detail: event.intentType,
  });
}

/** A course gets a new lesson: the members enrolled in it hear of it, grouped per course while unread. */
export async function notifyNewLesson(
  db: Executor,
  event: { actorId: string; courseId: string; lessonTitle: string },
): Promise<void> {
  await insertNotifications(db, {
    kind: "course_lesson_new",
    actorId: event.actorId,
    groupKey: `course_lesson_new:${event.courseId}`,
    recipients: recipients.courseLearners(event.courseId),
    courseId: event.courseId,
    subject: subjects.courseTitle(event.courseId),
    detail: event.lessonTitle,
  });
}

// ---- Reading ----------------------------------------------------------------------------------

/** Where a notification leads in the web app. */
function linkOf(row: NotificationRow): string {
  switch (row.kind as NotificationKind) {
    case "post_comment":
    case "comment_reply":
    case "comment_reaction":
      return row.commentId ? `/posts/${row.postId}?comment=${row.commentId}` : `/posts/${row.postId}`;
    case "post_reaction":
      return `/posts/${row.postId}`;
    case "admin_request":
      return `/companies/${row.companyId}/manage?tab=admins`;
    case "company_follower":
    case "admin_request_answer":
      return `/companies/${row.companyId}`;
    case "meeting_request":
    case "meeting_update":
      return `/meetings?meeting=${row.meetingId}`;
    case "meeting_answer":
      return `/events/${row.eventId}/meetings?meeting=${row.meetingId}`;
    case "event_new":
      return `/events/${row.eventId}`;
    case "course_lesson_new":
      return `/courses/${row.courseId}`;
    case "account_surge":
      return `/decisions?${new URLSearchParams({ matchPoint: row.detail ?? "", account: row.companyId ?? "" })}`;
  }
}

function toNotification(row: NotificationRow, people: Map<string, PersonCard>): Notification {
  const card = row.actorId ? people.get(row.actorId) : undefined;
  // Notifications are read by their recipient, a member.
  const actor =
    card && row.actorId
      ? visiblePerson({ id: row.userId, isPlatformAdmin: false }, row.actorId, card.visibility, card)
      : undefined;
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    actor: row.actorId && actor ? { id: row.actorId, name: actor.name, photoUrl: actor.photoUrl } : null,
    othersCount: row.othersCount,
    subject: row.subject,
    approved: row.approved,
    detail: row.detail,
    link: linkOf(row),
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

const actorsOf = (db: Executor, rows: NotificationRow[]) =>
  findPeople(
    db,
    rows.flatMap((row) => (row.actorId ? [row.actorId] : [])),
  );

/** Notifications as members see them, with their actors' names and photos. */
export async function presentNotifications(db: Executor, rows: NotificationRow[]): Promise<Notification[]> {
  const people = await actorsOf(db, rows);
  return rows.map((row) => toNotification(row, people));
}

export async function notificationPage(
  db: Database,
  user: SessionUser,
  query: NotificationsQuery,
): Promise<NotificationPage> {
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listNotifications(db, user.id, { limit: query.limit + 1, after });
  const people = await actorsOf(db, rows);
  return toPage(
    rows,
    query.limit,
    (row) => toNotification(row, people),
    (row) => [row.createdAtKey, row.id],
  );
}

export async function unreadCount(db: Database, user: SessionUser): Promise<UnreadCount> {
  const counts = await countUnread(db, [user.id], UNREAD_COUNT_CAP);
  return { count: counts.get(user.id) ?? 0 };
}

export async function readNotification(db: Database, user: SessionUser, id: string): Promise<Notification> {
  return db.transaction(async (tx) => {
    const row = await markRead(tx, user.id, id);
    // Someone else's notification is answered as if it did not exist.
    if (!row) throw notFound("Notification");
    const [notification] = await presentNotifications(tx, [row]);
    return notification as Notification;
  });
}

export async function readAllNotifications(db: Database, user: SessionUser): Promise<UnreadCount> {
  await db.transaction((tx) => markAllRead(tx, user.id));
  return { count: 0 };
}

export async function notificationPreferences(
  db: Executor,
  user: SessionUser,
): Promise<NotificationPreferences> {
  const saved = await findPreferences(db, user.id);
  const byKind = new Map(saved.kinds.map((row) => [row.kind, row]));
  return {
    kinds: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      inApp: byKind.get(kind)?.inApp ?? true,
      email: byKind.get(kind)?.email ?? NOTIFICATION_KIND_INFO[kind].emailByDefault,
    })),
    digest: (saved.digest as DigestFrequency | null) ?? DEFAULT_DIGEST,
  };
}

export const DEFAULT_DIGEST: DigestFrequency = "weekly";

export async function updateNotificationPreferences(
  db: Database,
  user: SessionUser,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  return db.transaction(async (tx) => {
    const current = await notificationPreferences(tx, user);
    const changes = new Map<NotificationKind, { kind: NotificationKind; inApp: boolean; email: boolean }>();
    for (const change of input.kinds ?? []) {
      const base = changes.get(change.kind) ?? current.kinds.find((row) => row.kind === change.kind);
      if (!base) continue;
      changes.set(change.kind, {
        kind: change.kind,
        inApp: change.inApp ?? base.inApp,
        email: change.email ?? base.email,
      });
    }
    await upsertPreferences(tx, user.id, [...changes.values()]);
    if (input.digest) await upsertDigest(tx, user.id, input.digest);
    return notificationPreferences(tx, user);
  });
}

/** How often a member's visit is written down: the digest needs the day, not the second. */
const ACTIVITY_WRITE_INTERVAL_MS = 5 * 60_000;
const recentlyActive = new LRUCache<string, true>({ max: 50_000, ttl: ACTIVITY_WRITE_INTERVAL_MS });

/** Notes that the member is on Summit now, at most once per interval per instance. */
export async function markActive(db: Database, user: SessionUser): Promise<void> {
  if (recentlyActive.has(user.id)) return;
  recentlyActive.set(user.id, true);
  await touchLastActive(db, user.id);
}
