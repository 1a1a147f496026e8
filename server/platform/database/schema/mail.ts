import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Every e-mail the product sends; without SMTP_URL this is where mail goes instead. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  // Delivered mail is deleted after a while (features/operations/ended-rows.ts).
  (table) => [index("mail_outbox_sent_idx").on(table.sentAt)],
);
