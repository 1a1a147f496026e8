import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase } from "../../test/app";
import { createDatabase, type Database } from "../database/client";
import { mailOutbox } from "../database/schema/mail";
import { createMailer } from "./mailer";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 2 });
});
afterAll(async () => {
  await db.$client.end();
  await database.drop();
});

const logger = pino({ level: "silent" });

it("keeps mail in the outbox, unsent, when no SMTP_URL is set", async () => {
  const mailer = createMailer({ db, logger, from: "Summit <no-reply@localhost>" });
  await mailer.send({ to: "ana@example.com", subject: "Hello", text: "Body" });
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"));
  expect(row).toMatchObject({ subject: "Hello", text: "Body", sentAt: null });
});

it("sends over SMTP when SMTP_URL is set and marks the outbox row as sent", async () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk) => (data += chunk));
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  try {
    const mailer = createMailer({
      db,
      logger,
      from: "Summit <no-reply@summit.test>",
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    await mailer.send({
      to: "ben@example.com",
      subject: "Reset your Summit password",
      text: "Open this link",
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Reset your Summit password");
    expect(received[0]).toContain("Open this link");
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ben@example.com"));
    expect(row?.sentAt).toBeInstanceOf(Date);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
