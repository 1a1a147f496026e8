// What every run of the burst benchmark starts from: nothing left of an earlier run (its invitations
// and their mails, the posters' posts, the comments on the author's posts and the author's
// notifications), and a session for each of its people, signed as better-auth signs them.
import type { Database } from "@server/platform/database/client";
import { BENCH_EMAIL_DOMAIN } from "../lib/settings";
import { createSessions } from "../notifications/fixtures";
import type { BurstPeople } from "./generate";

/** Removes what a run adds, so every run meets the same tables. */
export async function resetRun(db: Database, people: BurstPeople): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query("BEGIN");
    await client.query("DELETE FROM invitations WHERE company_id = $1", [people.vendorCompanyId]);
    await client.query(`DELETE FROM mail_outbox WHERE "to" LIKE $1`, [`burst-%@${BENCH_EMAIL_DOMAIN}`]);
    await client.query("DELETE FROM notifications WHERE user_id = $1", [people.author]);
    await client.query("DELETE FROM posts WHERE author_id = ANY($1::text[])", [people.posters]);
    await client.query("DELETE FROM comments WHERE post_id = ANY($1::uuid[])", [
      [people.targetPostId, people.warmUpPostId],
    ]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * A cookie for each of the benchmark's people, under `secret` (the server's AUTH_SECRET): the
 * sessions are written the way the notifications benchmark writes its streamers', not signed in
 * through the API, whose per-account and per-address limits a hundred sign-ins would meet.
 */
export function signInPeople(
  db: Database,
  people: BurstPeople,
  secret: string,
): Promise<Map<string, string>> {
  return createSessions(db, [people.admin, people.author, ...people.posters, ...people.commenters], secret);
}
