// The digest e-mail's one-click unsubscribe link: the member's id with a keyed signature of it, so
// the link works without a session and cannot be made for anyone else.
import { createHmac, timingSafeEqual } from "node:crypto";

const TOKEN_PURPOSE = "summit:digest-unsubscribe:";

const signature = (secret: string, userId: string) =>
  createHmac("sha256", secret)
    .update(TOKEN_PURPOSE + userId)
    .digest("base64url");

export function digestUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

/** The member a token names, or null when it was not made by this server. */
export function memberOfDigestToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(signature(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The link the digest carries, path and query. */
export function digestUnsubscribePath(secret: string, userId: string): string {
  return `/api/account/digest/unsubscribe?${new URLSearchParams({ token: digestUnsubscribeToken(secret, userId) })}`;
}
