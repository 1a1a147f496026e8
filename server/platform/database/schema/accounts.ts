// Plans and billing customers (DESIGN.md section 7).
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const plans = pgTable("plans", {
  name: text("name").primaryKey(),
  accountType: text("account_type").notNull(),
  description: text("description").notNull(),
  priceCentsPerMonth: integer("price_cents_per_month").notNull(),
  seats: integer("seats"),
  meetingQuota: integer("meeting_quota"),
  decisionInsights: boolean("decision_insights").notNull(),
  /** none, tracked or market (common/plans.ts, INSIGHTS_REACHES). */
  insightsReach: text("insights_reach").$type<"none" | "tracked" | "market">().notNull().default("none"),
  position: integer("position").notNull(),
});

/** A billing customer, matched to a profile by e-mail (spec section 4); e-mails are stored lowercased. */
export const customers = pgTable("customers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  planName: text("plan_name"),
  memberData: jsonb("member_data").$type<Record<string, unknown>>(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
