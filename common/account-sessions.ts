// A member's signed-in sessions (Account settings, Login details): where each is, and ending one.
import { z } from "zod";

export const DEVICE_KINDS = ["desktop", "mobile", "tablet", "unknown"] as const;

export const AccountSessionSchema = z
  .object({
    id: z.string(),
    /** "Chrome 131 on macOS", from the browser's user agent; "An unknown browser" when it gave none. */
    device: z.string(),
    deviceKind: z.enum(DEVICE_KINDS),
    /**
     * The network the session signed in from: the address block (a /24 of IPv4, a /48 of IPv6), or
     * "a private network" / "this computer"; null when the address is unknown.
     */
    network: z.string().nullable(),
    signedInAt: z.iso.datetime(),
    /** Within five minutes. */
    lastSeenAt: z.iso.datetime(),
    /** The session this request came with. */
    current: z.boolean(),
  })
  .meta({ id: "AccountSession" });
export type AccountSession = z.infer<typeof AccountSessionSchema>;

export const AccountSessionListSchema = z
  .object({ items: z.array(AccountSessionSchema) })
  .meta({ id: "AccountSessionList" });

export const AccountSessionParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

export const EndedSessionsSchema = z.object({ ended: z.number().int() }).meta({ id: "EndedSessions" });
