// Identity comes from the session cookie alone (DESIGN.md section 5). Every API request asks who
// is calling, so this path is kept short: the cookie's signature is checked in process, the
// session and its member are read in one indexed query, and the answer is kept for a few seconds
// under the cookie's signed value (a member's page makes several calls at once; a value seen again
// needs neither the query nor the signature). better-auth wrote the cookie and owns the
// session's life (sign-in, refresh at /api/auth/get-session, sign-out, expiry). A session ended on
// this instance stops working at once (the bridge clears the cache); one ended anywhere else, as
// soon as PostgreSQL tells this instance so (migration 0040, docs/decisions/0035).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Database } from "@server/platform/database/client";
import { sessions, users } from "@server/platform/database/schema/auth";
import { forbidden, unauthenticated } from "@server/platform/errors";
import { followChangedRows, SESSIONS_CHANGED_CHANNEL } from "@server/platform/realtime/changed-rows";
import type { Realtime } from "@server/platform/realtime/realtime";
import { parseCookie } from "cookie";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";

export interface SessionUser {
  id: string;
  email: string;
  isPlatformAdmin: boolean;
  /** Whether sign-in asks this member for a code from their authenticator app. */
  twoFactorEnabled: boolean;
  /** The session the request came with; null for work done on nobody's request (the demo data). */
  sessionId: string | null;
}

export interface SessionReader {
  /** The signed-in member, or null for a visitor (no cookie, a forged or ended session). */
  find(request: FastifyRequest): Promise<SessionUser | null>;
  /** Forgets what was read: sessions were ended or members changed (sign-out, deletion). */
  forgetAll(): void;
}

/** How long a session read stays trusted in this process, when no change to it is heard of. */
export const SESSION_CACHE_MS = 10_000;
/** A session's last_seen_at is written at most this often: "active in the last 5 minutes". */
export const LAST_SEEN_PRECISION_MS = 5 * 60_000;
const SESSION_CACHE_ENTRIES = 20_000;

export interface SessionReaderOptions {
  db: Database;
  /** The secret better-auth signs its cookies with. */
  secret: string;
  /** better-auth's session cookie name ("summit.session_token", "__Secure-" first over HTTPS). */
  cookieName: () => Promise<string>;
  /** Tells of sessions ended and members changed on any instance. */
  realtime: Realtime;
}

/** better-auth's signed cookie value: `token.base64(HMAC-SHA256(secret, token))`. */
function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const written = value.slice(dot + 1);
  const signature = Buffer.from(written, "base64");
  // Only as better-auth writes it (standard base64, padded): Node also decodes base64url, missing
  // padding and stray characters, and each such spelling would be a cache entry of its own.
  if (signature.toString("base64") !== written) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

export function createSessionReader({
  db,
  secret,
  cookieName,
  realtime,
}: SessionReaderOptions): SessionReader {
  const findByToken = db
    .select({
      id: users.id,
      email: users.email,
      isPlatformAdmin: users.isPlatformAdmin,
      twoFactorEnabled: users.twoFactorEnabled,
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder("token")),
        gt(sessions.expiresAt, sql`now()`),
        // Suspending ends a member's sessions; this keeps any that began meanwhile from working.
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare("find_session_user");
  /** Notes that the session is in use; a failure only leaves "last seen" a little older. */
  const seen = (sessionId: string) => {
    db.update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, sessionId))
      .catch(() => {});
  };
  let name: string | undefined;
  // Insertion order is age order, so the oldest entries go first when the cache is full.
  const recent = new Map<string, { user: SessionUser; until: number }>();
  // Counts what was forgotten: a read that began before a change was heard of is not kept, since
  // it may have seen the rows as they were before it.
  let forgotten = 0;
  const forgetAll = () => {
    forgotten++;
    recent.clear();
  };
  const forgetWhere = (ids: string[], field: "sessionId" | "id") => {
    forgotten++;
    const changed = new Set(ids);
    for (const [value, { user }] of recent) {
      if (changed.has(user[field] ?? "")) recent.delete(value);
    }
  };
  followChangedRows(realtime, SESSIONS_CHANGED_CHANNEL, {
    forget: { sessions: (ids) => forgetWhere(ids, "sessionId"), users: (ids) => forgetWhere(ids, "id") },
    forgetAll,
  });

  return {
    async find(request) {
      const header = request.headers.cookie;
      if (!header) return null;
      name ??= await cookieName();
      const value = parseCookie(header)[name];
      if (!value) return null;
      const now = Date.now();
      // Keyed by the signed value: a value read before had its signature checked then.
      const cached = recent.get(value);
      if (cached && cached.until > now) return cached.user;
      const token = verifiedToken(value, secret);
      if (!token) return null;
      const forgottenBefore = forgotten;
      const [row] = await findByToken.execute({ token });
      if (!row) {
        recent.delete(value);
        return null;
      }
      const { expiresAt, lastSeenAt, ...user } = row;
      if (now - lastSeenAt.getTime() > LAST_SEEN_PRECISION_MS) seen(user.sessionId);
      recent.delete(value);
      if (forgotten !== forgottenBefore) return user;
      recent.set(value, { user, until: Math.min(now + SESSION_CACHE_MS, expiresAt.getTime()) });
      if (recent.size > SESSION_CACHE_ENTRIES) recent.delete(recent.keys().next().value as string);
      return user;
    },
    forgetAll,
  };
}

export async function findSessionUser(sessions: SessionReader, request: FastifyRequest) {
  return sessions.find(request);
}

export async function requireSessionUser(
  sessions: SessionReader,
  request: FastifyRequest,
): Promise<SessionUser> {
  const user = await sessions.find(request);
  if (!user) throw unauthenticated();
  return user;
}

/** Refuses anyone but a platform admin; `what` finishes "Only platform admins ..." for the error. */
export function requirePlatformAdmin(user: SessionUser, what: string): void {
  if (!user.isPlatformAdmin) throw forbidden(`Only platform admins ${what}.`);
}
