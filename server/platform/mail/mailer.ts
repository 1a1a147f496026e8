// Sends e-mail over SMTP_URL. Every mail is written to the outbox table first; without SMTP_URL it
// stays there (and in the log), so flows such as password reset work on a laptop.
import { eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Database } from "../database/client";
import { mailOutbox } from "../database/schema/mail";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  db: Database;
  logger: Logger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const { db, logger, from } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

  return {
    async send(mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        logger.info(
          { mailId: row?.id, to: mail.to, subject: mail.subject, text: mail.text },
          "mail kept in the outbox",
        );
        return;
      }
      await transport.sendMail({ from, ...mail });
      if (row) await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
      logger.info({ mailId: row?.id, to: mail.to, subject: mail.subject }, "mail sent");
    },
  };
}
