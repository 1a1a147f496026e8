// A member's sessions: which devices and networks are signed in as them, and ending any of them.
// Places are told by network only: a geolocation database that Summit may ship has yet to be chosen.
import type { AccountSession } from "@common/account-sessions";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { invalid, notFound } from "@server/platform/errors";
import Bowser from "bowser";
import ipaddr from "ipaddr.js";
import { deleteOtherSessions, deleteSession, listLiveSessions } from "./account-sessions.repository";

/** "Firefox 133 on Windows": the browser's name and major version, and the system's name. */
export function describeDevice(userAgent: string | null): Pick<AccountSession, "device" | "deviceKind"> {
  if (!userAgent) return { device: "An unknown browser", deviceKind: "unknown" };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const version = browser.version?.split(".")[0];
  const name = browser.name ? `${browser.name}${version ? ` ${version}` : ""}` : "A browser";
  const system = os.name ? ` on ${os.name}` : "";
  const kind = platform.type;
  return {
    device: `${name}${system}`,
    deviceKind: kind === "desktop" || kind === "mobile" || kind === "tablet" ? kind : "unknown",
  };
}

/** The address's block: its /24 (IPv4) or /48 (IPv6), or what kind of address it is. */
export function describeNetwork(ipAddress: string | null): string | null {
  if (!ipAddress || !ipaddr.isValid(ipAddress)) return null;
  const address = ipaddr.process(ipAddress);
  const range = address.range();
  if (range === "loopback") return "this computer";
  if (range === "private" || range === "uniqueLocal" || range === "linkLocal") return "a private network";
  if (address.kind() === "ipv4") {
    const [a, b, c] = (address as ipaddr.IPv4).octets;
    return `${a}.${b}.${c}.0/24`;
  }
  const parts = (address as ipaddr.IPv6).parts.slice(0, 3).map((part) => part.toString(16));
  return `${parts.join(":")}::/48`;
}

export async function mySessions(db: Database, user: SessionUser): Promise<AccountSession[]> {
  const rows = await listLiveSessions(db, user.id);
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    network: describeNetwork(row.ipAddress),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === user.sessionId,
  }));
}

/** Ends one of the caller's sessions, this one included (that is signing out); 404 for any other id. */
export async function endSession(db: Database, user: SessionUser, sessionId: string): Promise<void> {
  if (!(await deleteSession(db, user.id, sessionId))) throw notFound("Session");
}

/** Ends every session of the caller but the one the request came with. */
export async function endOtherSessions(db: Database, user: SessionUser): Promise<number> {
  if (!user.sessionId) throw invalid("Only a signed-in session can end the others.");
  return deleteOtherSessions(db, user.id, user.sessionId);
}
