// The hourly clean-up of rows that ended: what it deletes, what it keeps, and that deleting expired
// sessions makes no instance forget the sessions it keeps (migration 0041).
import { LONGEST_RATE_LIMIT_WINDOW_MS } from "@server/platform/auth/auth";
import { databaseUrlOf } from "@server/platform/database/client";
import { createUser, setUpTestApp } from "@server/test/app";
import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { deleteEndedRows, ENDED_ROWS_BATCH, ENDED_ROWS_JOB, SENT_MAIL_KEPT_DAYS } from "./ended-rows";

const t = setUpTestApp();
const DAY_MS = 86_400_000;
const clean = (now = new Date()) =>
  deleteEndedRows(t.context.db, { now, longestRateLimitWindowMs: LONGEST_RATE_LIMIT_WINDOW_MS });

async function ids(table: string, prefix: string): Promise<string[]> {
  const { rows } = await t.context.db.$client.query<{ id: string }>(
    `SELECT id::text FROM ${table} WHERE id::text LIKE $1 ORDER BY id`,
    [`${prefix}%`],
  );
  return rows.map((row) => row.id);
}

describe("the ended-rows job", () => {
  it("deletes expired sessions and tokens, spent rate-limit windows and old delivered mail, and keeps the rest", async () => {
    const member = await createUser(t);
    const now = Date.now();
    await t.context.db.execute(sql`
      INSERT INTO sessions (id, token, user_id, expires_at) VALUES
        ('ended-s-expired', 'ended-s-expired', ${member.id}, now() - interval '1 minute'),
        ('ended-s-live', 'ended-s-live', ${member.id}, now() + interval '1 day')`);
    await t.context.db.execute(sql`
      INSERT INTO verifications (id, identifier, value, expires_at) VALUES
        ('ended-v-expired', 'reset-password:ended-1', ${member.id}, now() - interval '1 second'),
        ('ended-v-live', 'reset-password:ended-2', ${member.id}, now() + interval '1 hour')`);
    await t.context.db.execute(sql`
      INSERT INTO rate_limits (id, key, count, last_request) VALUES
        ('ended-r-spent', 'ended-r-spent', 3, ${now - LONGEST_RATE_LIMIT_WINDOW_MS - 1_000}),
        ('ended-r-counting', 'ended-r-counting', 3, ${now - LONGEST_RATE_LIMIT_WINDOW_MS + 10_000})`);
    const { rows: mail } = await t.context.db.$client.query<{ id: string; subject: string }>(
      `INSERT INTO mail_outbox (id, "to", subject, text, created_at, sent_at) VALUES
        (gen_random_uuid(), 'a@example.com', 'ended-m-old-sent', 'x', now() - interval '30 days', now() - interval '${SENT_MAIL_KEPT_DAYS + 1} days'),
        (gen_random_uuid(), 'a@example.com', 'ended-m-recent-sent', 'x', now() - interval '2 days', now() - interval '2 days'),
        (gen_random_uuid(), 'a@example.com', 'ended-m-old-unsent', 'x', now() - interval '30 days', NULL)
      RETURNING id, subject`,
    );

    const deleted = await clean();

    expect(deleted.sessions).toBeGreaterThanOrEqual(1);
    expect(await ids("sessions", "ended-s-")).toEqual(["ended-s-live"]);
    expect(await ids("verifications", "ended-v-")).toEqual(["ended-v-live"]);
    expect(await ids("rate_limits", "ended-r-")).toEqual(["ended-r-counting"]);
    const { rows: kept } = await t.context.db.$client.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE id = ANY($1) ORDER BY subject",
      [mail.map((row) => row.id)],
    );
    // Mail that never went out stays: without a mail server the outbox is where it is read.
    expect(kept.map((row) => row.subject)).toEqual(["ended-m-old-unsent", "ended-m-recent-sent"]);
    // The member's own session, made at sign-up, is still good.
    const profile = await t.request({ method: "GET", url: "/api/profile", cookie: member.cookie });
    expect(profile.statusCode).toBe(200);
    // Nothing is left for a second run.
    expect(await clean()).toMatchObject({ sessions: 0, verifications: 0, rateLimits: 0 });
  });

  it("deletes more than a batch, and tells no instance to forget sessions when they had expired", async () => {
    const member = await createUser(t);
    const expired = ENDED_ROWS_BATCH + 50;
    await t.context.db.execute(sql`
      INSERT INTO sessions (id, token, user_id, expires_at)
      SELECT 'many-' || n, 'many-token-' || n, ${member.id}, now() - interval '1 hour'
      FROM generate_series(1, ${expired}) n`);
    const listener = new pg.Client({ connectionString: databaseUrlOf(t.context.db) });
    await listener.connect();
    const heard: unknown[] = [];
    listener.on("notification", (message) => heard.push(JSON.parse(message.payload ?? "null")));
    try {
      await listener.query("LISTEN sessions_changed");
      expect((await clean()).sessions).toBeGreaterThanOrEqual(expired);
      expect(await ids("sessions", "many-")).toEqual([]);
      // A live session ended afterwards is still told, by id: the listener hears that and only that.
      const live = await t.context.db.$client.query<{ id: string }>(
        "SELECT id FROM sessions WHERE user_id = $1",
        [member.id],
      );
      await t.context.db.execute(sql`DELETE FROM sessions WHERE user_id = ${member.id}`);
      await expect
        .poll(() => heard, { timeout: 2_000 })
        .toEqual([{ sessions: live.rows.map((row) => row.id) }]);
    } finally {
      await listener.end();
    }
  });

  it("is scheduled every hour, once across all instances", async () => {
    const { rows } = await t.context.db.$client.query<{ cron: string }>(
      "SELECT cron FROM pgboss.schedule WHERE name = $1",
      [ENDED_ROWS_JOB],
    );
    expect(rows).toEqual([{ cron: "25 * * * *" }]);
  });
});

describe("ended rows at a later time", () => {
  it("counts a session as ended once its expiry has passed", async () => {
    const member = await createUser(t);
    await t.context.db.execute(sql`
      INSERT INTO sessions (id, token, user_id, expires_at)
      VALUES ('later-s', 'later-s', ${member.id}, now() + interval '1 day')`);
    await clean();
    expect(await ids("sessions", "later-s")).toEqual(["later-s"]);
    await clean(new Date(Date.now() + 2 * DAY_MS));
    expect(await ids("sessions", "later-s")).toEqual([]);
  });
});
