// Notification work that does not belong in a request: the e-mail digest (every hour, members due a
// daily or weekly digest who have not been on Summit since their notifications arrived get one mail
// listing them, newest first, at most DIGEST_ITEMS, with a link to each and to their settings), and
// telling a whole community of a new event.

import { notificationSentence } from "@common/notifications";
import type { Database, Executor } from "@server/platform/database/client";
import type { Jobs } from "@server/platform/jobs/jobs";
import type { Mailer } from "@server/platform/mail/mailer";
import type { Logger } from "pino";
import { digestUnsubscribePath } from "./digest-link";
import { claimDigest, findDigestRecipients, listDigestItems } from "./notifications.repository";
import { notifyNewEvent, presentNotifications } from "./notifications.service";

export const NOTIFICATION_DIGEST_JOB = "notification-digest";
export const NEW_EVENT_NOTIFICATION_JOB = "notification-new-event";
const DIGEST_ITEMS = 20;
const RECIPIENTS_PER_BATCH = 200;

/** When a notification arrived, in the member's own time zone ("27 Nov 2026, 09:05 CET"). */
export function digestTime(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone,
      dateStyle: "medium",
      timeStyle: "short",
    })
      .format(new Date(iso))
      .concat(
        " ",
        new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" })
          .formatToParts(new Date(iso))
          .find((part) => part.type === "timeZoneName")?.value ?? timeZone,
      );
  } catch {
    return `${iso.slice(0, 16).replace("T", " ")} UTC`;
  }
}

/** Sends every digest that is due; returns how many went out. */
export async function sendDueDigests(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the one-click unsubscribe link (the server's auth secret). */
  secret: string;
  logger: Logger;
}): Promise<number> {
  const { db, mailer, publicUrl, secret, logger } = options;
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const recipients = (await findDigestRecipients(db, RECIPIENTS_PER_BATCH)).filter(
      (recipient) => !seen.has(recipient.userId),
    );
    if (recipients.length === 0) return sent;
    for (const recipient of recipients) {
      seen.add(recipient.userId);
      const items = await presentNotifications(
        db,
        await listDigestItems(db, recipient.userId, recipient.since, DIGEST_ITEMS),
      );
      // Claimed first: a mail that then fails is not sent twice by the next run.
      if (!(await claimDigest(db, recipient.userId, recipient.since))) continue;
      const lines = items.map(
        (item) =>
          `- ${notificationSentence(item)} (${digestTime(item.createdAt, recipient.timeZone)})\n  ${new URL(item.link, publicUrl)}`,
      );
      await mailer.send({
        to: recipient.email,
        subject: `Your ${recipient.digest} Summit digest: ${items.length} new notification${items.length === 1 ? "" : "s"}`,
        text: [
          `Hello ${recipient.name},`,
          "",
          "Here is what happened on Summit since you were last there:",
          "",
          ...lines,
          "",
          `All your notifications: ${new URL("/notifications", publicUrl)}`,
          `Change what you receive by e-mail: ${new URL("/notifications?settings=1", publicUrl)}`,
          `Change how often this digest comes, or your time zone: ${new URL("/account?tab=settings", publicUrl)}`,
          `Turn this digest off with one click: ${new URL(digestUnsubscribePath(secret, recipient.userId), publicUrl)}`,
        ].join("\n"),
      });
      sent++;
    }
    logger.info({ sent }, "notification digests sent");
  }
}

export function defineNotificationJobs(options: {
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  logger: Logger;
}): void {
  options.jobs.define(NOTIFICATION_DIGEST_JOB, async () => void (await sendDueDigests(options)), {
    retryLimit: 1,
    cron: "5 * * * *",
  });
  options.jobs.define<{ actorId: string; eventId: string }>(NEW_EVENT_NOTIFICATION_JOB, (data) =>
    notifyNewEvent(options.db, data),
  );
}

/** Tells the event's communities of it, in the background, once the event's transaction commits. */
export async function queueNewEventNotification(
  jobs: Jobs,
  event: { actorId: string; eventId: string },
  tx: Executor,
): Promise<void> {
  await jobs.send(NEW_EVENT_NOTIFICATION_JOB, event, { executor: tx });
}
