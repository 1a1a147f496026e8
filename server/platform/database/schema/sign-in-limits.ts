// Failed sign-ins per account (normalised e-mail, whether or not it has an account), per account
// and address, and per client address, shared by every app instance (server/platform/auth/sign-in-limits.ts).
import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const signInFailures = pgTable(
  "sign_in_failures",
  {
    /**
     * `account` (subject: the normalised e-mail), `pair` (the address group and the e-mail) or
     * `address` (the client IPv4 address, or the /64 of an IPv6 one).
     */
    scope: text("scope").notNull(),
    subject: text("subject").notNull(),
    failures: integer("failures").notNull(),
    /** When the failures are forgotten and the count starts again. */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
    /** Sign-ins are refused until then. */
    blockedUntil: timestamp("blocked_until", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index("sign_in_failures_reset_idx").on(table.resetAt),
  ],
);
