// The e-mail digest: every hour, members due a daily or weekly digest who have not been on Summit
// since their notifications arrived get one mail listing them (newest first, at most
// DIGEST_ITEMS), with a link to each and to their settings.
import type { Logger } from "pino";
import type { Notification } from "../../../common/notifications";
import type { Database } from "../../platform/database/client";
import type { Jobs } from "../../platform/jobs/jobs";
import type { Mailer } from "../../platform/mail/mailer";
import { claimDigest, findDigestRecipients, listDigestItems } from "./notifications.repository";
import { toNotification } from "./notifications.service";

export const NOTIFICATION_DIGEST_JOB = "notification-digest";
const DIGEST_ITEMS = 20;
const RECIPIENTS_PER_BATCH = 200;

/** One line of the digest, as the notifications page words it. */
export function describeNotification(item: Notification): string {
  const who = item.actor
    ? `${item.actor.name}${item.othersCount > 0 ? ` and ${item.othersCount} other${item.othersCount === 1 ? "" : "s"}` : ""}`
    : "Someone";
  const about = item.subject ? ` "${item.subject}"` : "";
  switch (item.kind) {
    case "post_comment":
      return `${who} commented on your post${about}`;
    case "comment_reply":
      return `${who} replied to your comment${about}`;
    case "post_reaction":
      return `${who} liked your post${about}`;
    case "comment_reaction":
      return `${who} liked your comment${about}`;
    case "company_follower":
      return `${who} started following ${item.subject ?? "your company"}`;
    case "admin_request":
      return `${who} asked to become an admin of ${item.subject ?? "your company"}`;
    case "admin_request_answer":
      return `Your request to become an admin of ${item.subject ?? "the company"} was ${item.approved ? "approved" : "declined"}`;
  }
}

/** Sends every digest that is due; returns how many went out. */
export async function sendDueDigests(options: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}): Promise<number> {
  const { db, mailer, publicUrl, logger } = options;
  let sent = 0;
  const seen = new Set<string>();
  for (;;) {
    const recipients = (await findDigestRecipients(db, RECIPIENTS_PER_BATCH)).filter(
      (recipient) => !seen.has(recipient.userId),
    );
    if (recipients.length === 0) return sent;
    for (const recipient of recipients) {
      seen.add(recipient.userId);
      const items = (await listDigestItems(db, recipient.userId, recipient.since, DIGEST_ITEMS)).map(
        toNotification,
      );
      // Claimed first: a mail that then fails is not sent twice by the next run.
      if (!(await claimDigest(db, recipient.userId, recipient.since))) continue;
      const lines = items.map(
        (item) => `- ${describeNotification(item)}\n  ${new URL(item.link, publicUrl)}`,
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
          `Change what you receive by e-mail, or turn this digest off: ${new URL("/notifications?settings=1", publicUrl)}`,
        ].join("\n"),
      });
      sent++;
    }
    logger.info({ sent }, "notification digests sent");
  }
}

export function defineNotificationDigestJob(options: {
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}): void {
  options.jobs.define(NOTIFICATION_DIGEST_JOB, async () => void (await sendDueDigests(options)), {
    retryLimit: 1,
    cron: "5 * * * *",
  });
}
