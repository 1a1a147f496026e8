// Vendor performance (docs/decisions/0021): what happened on each vendor's pages, content, events
// and meetings, kept as it happened and counted per day and match point for the figures' pages.
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

/**
 * One thing that happened on a vendor's presence: a page or content view, seconds of video played,
 * a follow, a registration, a check-in, a meeting's request or outcome. The person is kept only so
 * that their withdrawal, pause or erasure reaches the counts; vendors never read it.
 */
export const vendorActivity = pgTable(
  "vendor_activity",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The match points it counts towards: the content's, the session's, the meeting's, else the vendor's. */
    intentTypes: text("intent_types").array().notNull(),
    /** A member's; null for visitors. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The member's company when they are a leader who shares their interest; null otherwise. */
    accountCompanyId: uuid("account_company_id").references(() => companies.id, { onDelete: "set null" }),
    /** The member's hub, for the split of engaged accounts by community. */
    hub: text("hub"),
    /** The content item, for the dashboard's top content. */
    contentId: uuid("content_id"),
    /** 1, or the seconds of video played. */
    amount: integer("amount").notNull().default(1),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("vendor_activity_vendor_idx").on(table.vendorCompanyId, table.occurredAt),
    index("vendor_activity_time_idx").on(table.occurredAt),
    index("vendor_activity_user_idx").on(table.userId).where(sql`${table.userId} IS NOT NULL`),
  ],
);

/**
 * Per vendor, match point ('' for all of them), UTC day and kind: how many times, and the amount
 * (seconds for video). Also the day's engaged accounts and its surging tracked accounts, the last
 * count of the day from the vendors' rankings.
 */
export const vendorActivityDays = pgTable(
  "vendor_activity_days",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    count: integer("count").notNull(),
    amount: bigint("amount", { mode: "number" }).notNull(),
  },
  // The key also carries count and amount (INCLUDE, migration 0022), so that a range of days is
  // read from the index alone, in its order.
  (table) => [primaryKey({ columns: [table.vendorCompanyId, table.intentType, table.day, table.kind] })],
);

/** The accounts engaged with a vendor per match point ('' for all) and day, with the hubs they came from. */
export const vendorAccountDays = pgTable(
  "vendor_account_days",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    accountCompanyId: uuid("account_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** '' when the member had none. */
    hub: text("hub").notNull(),
  },
  (table) => [
    primaryKey({
      columns: [table.vendorCompanyId, table.intentType, table.day, table.accountCompanyId, table.hub],
    }),
    // Counting an account's days again (vendor_account_spans) reads all of them.
    index("vendor_account_days_account_idx").on(
      table.vendorCompanyId,
      table.intentType,
      table.accountCompanyId,
      table.day,
    ),
  ],
);

const dateMultirange = customType<{ data: string }>({ dataType: () => "datemultirange" });

/**
 * Per vendor, match point ('' for all) and account, every day the account engaged, as one set of
 * date ranges: a period's engaged accounts are the rows whose set meets it, one row an account
 * however many days it engaged (docs/decisions/0021).
 */
export const vendorAccountSpans = pgTable(
  "vendor_account_spans",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    accountCompanyId: uuid("account_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    days: dateMultirange("days").notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorCompanyId, table.intentType, table.accountCompanyId] })],
);

/** Per vendor, content item and day: views and seconds watched, for the dashboard's top content. */
export const vendorContentDays = pgTable(
  "vendor_content_days",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    contentId: uuid("content_id").notNull(),
    views: integer("views").notNull(),
    seconds: bigint("seconds", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.vendorCompanyId, table.day, table.contentId] })],
);

/** When each kind of count last ran: the figures' pages say how fresh they are. */
export const performanceCounts = pgTable("performance_counts", {
  name: text("name").primaryKey(),
  countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
});
