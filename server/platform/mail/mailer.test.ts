import type { AddressInfo } from "node:net";
import { createDatabase, type Database } from "@server/platform/database/client";
import { mailOutbox } from "@server/platform/database/schema/mail";
import { createJobs, type Jobs } from "@server/platform/jobs/jobs";
import { createTestDatabase } from "@server/test/app";
import { eq } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { createMailer } from "./mailer";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDatabase(database.url, { max: 3, guardTransactions: true });
});
afterAll(async () => {
  await db.$client.end();
  await database.drop();
});

const logger = pino({ level: "silent" });

let jobs: Jobs | undefined;
afterEach(async () => {
  await jobs?.stop();
  jobs = undefined;
});

/** A mailer with a running job queue of its own, as the server builds it. */
async function startMailer(smtpUrl?: string) {
  jobs = createJobs(db, logger, { pollingIntervalSeconds: 0.5 });
  const mailer = createMailer({ db, jobs, logger, from: "Summit <no-reply@summit.test>", smtpUrl });
  await jobs.start();
  return mailer;
}

it("keeps mail in the outbox, unsent, when no SMTP_URL is set", async () => {
  const mailer = await startMailer();
  await mailer.send({ to: "ana@example.com", subject: "Hello", text: "Body" });
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ana@example.com"));
  expect(row).toMatchObject({ subject: "Hello", text: "Body", sentAt: null });
});

it("writes nothing when the transaction it was queued in rolls back", async () => {
  const mailer = await startMailer();
  await expect(
    db.transaction(async (tx) => {
      await mailer.send({ to: "rolled-back@example.com", subject: "Hello", text: "Body" }, tx);
      throw new Error("the change failed");
    }),
  ).rejects.toThrow("the change failed");
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "rolled-back@example.com"));
  expect(rows).toEqual([]);
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
    const mailer = await startMailer(`smtp://127.0.0.1:${port}`);
    await db.transaction(async (tx) => {
      await mailer.send(
        { to: "ben@example.com", subject: "Reset your Summit password", text: "Open this link" },
        tx,
      );
    });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0]).toContain("Subject: Reset your Summit password");
    expect(received[0]).toContain("Open this link");
    await vi.waitFor(async () => {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "ben@example.com"));
      expect(row?.sentAt).toBeInstanceOf(Date);
    });
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
