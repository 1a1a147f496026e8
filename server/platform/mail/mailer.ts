// Sends e-mail. A mail is written to the outbox table, through the caller's transaction when it
// has one, together with a delivery job: it exists only if the change that caused it commits, and
// no request waits for SMTP while it holds a database connection. Without SMTP_URL there is
// nothing to deliver: the mail stays in the outbox (and the log), so flows such as password reset
// work on a laptop.

import type { Database, Executor } from "@server/platform/database/client";
import { mailOutbox } from "@server/platform/database/schema/mail";
import type { Jobs } from "@server/platform/jobs/jobs";
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Queues a mail. Inside a transaction, pass it as `executor`: the outbox row and its delivery
   * job are then written on the transaction's own connection (DESIGN.md section 7).
   */
  send(mail: Mail, executor?: Executor): Promise<void>;
}

export const MAIL_DELIVERY_JOB = "mail-delivery";

export function createMailer(options: {
  db: Database;
  jobs: Jobs;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { db, jobs, logger, from } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  async function insertMail(mail: Mail, executor: Executor): Promise<string> {
    const [row] = await executor.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
    if (!row) throw new Error("the mail was not written to the outbox");
    return row.id;
  }

  if (!transport) {
    return {
      async send(mail, executor = db) {
        const mailId = await insertMail(mail, executor);
        logger.info(
          { mailId, to: mail.to, subject: mail.subject, text: mail.text },
          "mail kept in the outbox",
        );
      },
    };
  }

  jobs.define<{ mailId: string }>(
    MAIL_DELIVERY_JOB,
    async ({ mailId }) => {
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
      // A retry after the mail went out, or a mail that is gone: nothing to do.
      if (!mail || mail.sentAt) return;
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
      });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, mailId));
      logger.info({ mailId, to: mail.to, subject: mail.subject }, "mail sent");
    },
    { retryLimit: 5 },
  );

  async function queue(mail: Mail, executor: Executor): Promise<void> {
    const mailId = await insertMail(mail, executor);
    await jobs.send(MAIL_DELIVERY_JOB, { mailId }, { executor });
  }

  return {
    async send(mail, executor) {
      // Without the caller's transaction, one of its own: no outbox row is left without its job.
      if (!executor) return db.transaction((tx) => queue(mail, tx));
      await queue(mail, executor);
    },
  };
}
