// Invitations: an operator or a company admin asks someone by e-mail to open an account, optionally
// as one of a company's people. Only a hash of the token is stored; the e-mailed link holds the token.
import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lowercased, as better-auth stores account e-mails. */
    email: text("email").notNull(),
    /** The name the inviter gave, offered on the sign-up page. */
    name: text("name"),
    /** Set when the invitation is to join a company as one of its people. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** leader or vendor: what the account will be, decided from the company when there is one. */
    accountType: text("account_type").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    message: text("message"),
    /** SHA-256 of the token in the e-mailed link, hex. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the last e-mail went out; a new invitation to the same place replaces the token and resends. */
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: text("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open invitation per e-mail and company ("no company" counts as one place).
    uniqueIndex("invitations_open_email_company_idx")
      .on(table.email, sql`coalesce(${table.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${table.acceptedAt} IS NULL AND ${table.revokedAt} IS NULL`),
    index("invitations_company_idx").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("invitations_invited_by_idx").on(table.invitedBy),
    index("invitations_accepted_user_idx").on(table.acceptedUserId),
  ],
);

export type InvitationRow = typeof invitations.$inferSelect;
