// Tables better-auth reads and writes (user, session, account, verification, rate limit, and its
// two-factor and passkey plugins' tables), with Summit's profile fields on the user row.

import { DEFAULT_PROFILE_VISIBILITY, type ProfileVisibility } from "@common/member-settings";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { companies } from "./companies";

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    accountType: text("account_type").notNull().default("leader"),
    hub: text("hub").notNull().default("cio"),
    planName: text("plan_name"),
    jobTitle: text("job_title"),
    industry: text("industry"),
    revenueBand: text("revenue_band"),
    /** The company name a vendor gave at signup, linked to a company right after the user is created. */
    signupCompanyName: text("signup_company_name"),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    /**
     * The company's name, kept by triggers (migration 0038) through a change of company and the
     * company's rename: lists of members show it without a lookup per member.
     */
    companyName: text("company_name"),
    customerId: uuid("customer_id").references(() => customers.id, { onDelete: "set null" }),
    memberData: jsonb("member_data").$type<Record<string, unknown>>(),
    isPlatformAdmin: boolean("is_platform_admin").notNull().default(false),
    /**
     * When a leader last agreed to contribute to decision insights (docs/decisions/0019): until they
     * do, no signal of theirs is written.
     */
    insightsConsentedAt: timestamp("insights_consented_at", { withTimezone: true }),
    /** Set while a leader has paused contributing (or declined when asked): no signal of theirs is written. */
    insightsPausedAt: timestamp("insights_paused_at", { withTimezone: true }),
    /** The IANA time zone the member reads times in (mails, digests). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** What visitors and members may see of the member's photo, job title and company. */
    profileVisibility: jsonb("profile_visibility")
      .$type<ProfileVisibility>()
      .notNull()
      .default(DEFAULT_PROFILE_VISIBILITY),
    /**
     * Set on the nameless row that keeps a deleted member's posts and comments ("a former member"):
     * it has no password, no sessions, and is no one to list or search.
     */
    formerMemberAt: timestamp("former_member_at", { withTimezone: true }),
    /** Set once the member has confirmed an authenticator app (better-auth's two-factor plugin). */
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * Set while platform admins have suspended the member: their sessions ended when it was set,
     * and no new one starts (sign-in is refused) until it is cleared.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /**
     * When any of the member's sessions last made a request (to LAST_SEEN_PRECISION_MS), kept from
     * sessions.last_seen_at by a trigger (migration 0034) so the admin console filters by it.
     */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
  },
  (table) => [
    index("users_company_idx").on(table.companyId),
    index("users_email_lower_idx").on(sql`lower(${table.email})`),
    // Discover finds people by name, typos included.
    index("users_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    // The admin console finds a part of an address with its "@", which ends the mailbox name: read
    // backwards, that end is a prefix, found in a few rows where the trigrams of a long part took
    // milliseconds. Words without an "@" are looked up in user_search_words.
    // With the domain's start beside it, checked in the index for "timothy@junola" among every
    // Timothy's mailbox, and the id, so that finding candidates reads no member's row.
    index("users_email_parts_idx").on(
      sql`reverse(split_part(lower(${table.email}), '@', 1)) text_pattern_ops`,
      sql`split_part(lower(${table.email}), '@', 2) text_pattern_ops`,
      table.id,
    ),
    // The console lists people newest first, by keyset pages.
    index("users_created_idx").on(table.createdAt.desc(), table.id.desc()),
    // The same order within a hub, a plan, or among the suspended: a filter on a small one (a hub of
    // 6%, Enterprise, the 0.4% suspended) would otherwise read hundreds or thousands of members a page.
    index("users_hub_created_idx").on(table.hub, table.createdAt.desc(), table.id.desc()),
    // Vendors (or leaders) in a hub, the console's commonest pair: within the hub index, the other
    // account type's members were read and left, a third of the CIO hub's.
    index("users_type_hub_created_idx").on(
      table.accountType,
      table.hub,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index("users_plan_created_idx").on(table.planName, table.createdAt.desc(), table.id.desc()),
    index("users_suspended_created_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.suspendedAt} IS NOT NULL`),
    index("users_last_seen_idx").on(table.lastSeenAt),
    // Serving a profile photo finds the member whose photo it is (features/files).
    index("users_image_idx").on(table.image).where(sql`${table.image} IS NOT NULL`),
    // A customer record belongs to one member at most (features/customers lists them with it).
    uniqueIndex("users_customer_idx").on(table.customerId).where(sql`${table.customerId} IS NOT NULL`),
  ],
);

/**
 * Each word of a member's name, e-mail address and company's name (as summit_search_text splits
 * them) beside their sign-up time: the admin console reads the members with a word, or with words
 * that start alike, newest sign-ups first, a page at a time. Kept by triggers on users and companies
 * (migration 0036); deleted members' nameless rows have none.
 */
export const userSearchWords = pgTable(
  "user_search_words",
  {
    word: text("word").notNull(),
    /** users.created_at, the list's order within a word. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    uniqueIndex("user_search_words_idx").on(
      sql`${table.word} text_pattern_ops`,
      table.createdAt.desc(),
      table.userId.desc(),
    ),
    // A member's own words: rewriting them, and telling whether they start alike an earlier word.
    index("user_search_words_user_idx").on(table.userId, sql`${table.word} text_pattern_ops`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** When the session last made a request, to within LAST_SEEN_PRECISION_MS (platform/auth/session.ts). */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("sessions_user_idx").on(table.userId),
    // The hourly clean-up of ended rows (features/operations/ended-rows.ts).
    index("sessions_expires_idx").on(table.expiresAt),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("accounts_user_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("verifications_identifier_idx").on(table.identifier),
    index("verifications_expires_idx").on(table.expiresAt),
  ],
);

export const rateLimits = pgTable(
  "rate_limits",
  {
    id: text("id").primaryKey(),
    key: text("key").notNull().unique(),
    count: integer("count").notNull(),
    // better-auth stores milliseconds since the epoch here.
    lastRequest: bigint("last_request", { mode: "number" }).notNull(),
  },
  (table) => [index("rate_limits_last_request_idx").on(table.lastRequest)],
);

/**
 * A member's authenticator app (two-factor plugin): the TOTP secret and the backup codes, both
 * encrypted with the auth secret. `verified` stays false until the member has typed a code from
 * the app, and sign-in asks for a code only once it is true.
 */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    verified: boolean("verified").notNull().default(true),
    /** Consecutive wrong codes at sign-in, across challenges; the account waits once it reaches the limit. */
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (table) => [uniqueIndex("two_factors_user_idx").on(table.userId)],
);

/** A member's passkeys (WebAuthn credentials, passkey plugin): public keys only. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
    aaguid: text("aaguid"),
  },
  (table) => [
    index("passkeys_user_idx").on(table.userId),
    uniqueIndex("passkeys_credential_idx").on(table.credentialID),
  ],
);
