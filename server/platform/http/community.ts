// The community (hub) a member is reading: the one a request asks for, else the one chosen in
// this browser (the community cookie, spec section 2), else the member's own hub.

import { COMMUNITY_COOKIE, DEFAULT_HUB_ID, type HubId, HubIdSchema } from "@common/hubs";
import type { Executor } from "@server/platform/database/client";
import { parseCookie } from "cookie";
import type { FastifyRequest } from "fastify";
import { findOwnHub } from "./community.repository";

export function communityCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? parseCookie(header)[COMMUNITY_COOKIE] : undefined;
}

export async function selectedHub(
  db: Executor,
  userId: string,
  asked: HubId | undefined,
  cookieHub: string | undefined,
): Promise<HubId> {
  if (asked) return asked;
  const fromCookie = HubIdSchema.safeParse(cookieHub);
  if (fromCookie.success) return fromCookie.data;
  const own = HubIdSchema.safeParse(await findOwnHub(db, userId));
  return own.success ? own.data : DEFAULT_HUB_ID;
}
