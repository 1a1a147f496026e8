// Identity comes from the session cookie alone (DESIGN.md section 5).
import type { FastifyRequest } from "fastify";
import { unauthenticated } from "../errors";
import type { Auth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  isPlatformAdmin: boolean;
}

export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const headers = new Headers();
  if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  return {
    id: session.user.id,
    email: session.user.email,
    isPlatformAdmin: Boolean(session.user.isPlatformAdmin),
  };
}

export async function requireSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}
