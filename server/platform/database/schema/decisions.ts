// Decision insights (DESIGN.md section 7, docs/decisions/0019): what a vendor company sells into,
// and leaders' decision cycles.
import { bigint, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

/** A company's match points: the intent types it sells into, chosen by its admins. */
export const companyMatchPoints = pgTable(
  "company_match_points",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.intentType] })],
);

/** A leader's buying process for an intent type (common/decision-cycles.ts). */
export const decisionCycles = pgTable(
  "decision_cycles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The leader's company when they declared it: vendors see a shared cycle as this account's need. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    intentType: text("intent_type").notNull(),
    stage: text("stage").notNull(),
    budgetBand: text("budget_band").notNull(),
    timeline: text("timeline").notNull(),
    peopleInvolved: smallint("people_involved").notNull(),
    needs: text("needs").notNull().default(""),
    visibility: text("visibility").notNull(),
    /** "open" until closed with an outcome: bought, postponed or cancelled. */
    status: text("status").notNull().default("open"),
    /** When it was first shared with any vendor: it counts as interest once, from then. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    index("decision_cycles_user_idx").on(table.userId, table.createdAt),
    index("decision_cycles_account_idx").on(table.companyId, table.intentType),
  ],
);

/** The vendors a "named" cycle is shared with, by name. */
export const decisionCycleVendors = pgTable(
  "decision_cycle_vendors",
  {
    cycleId: uuid("cycle_id")
      .notNull()
      .references(() => decisionCycles.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.cycleId, table.companyId] }),
    index("decision_cycle_vendors_company_idx").on(table.companyId),
  ],
);

/** A cycle's history: declared, moved, edited, shared differently, closed. */
export const decisionCycleChanges = pgTable(
  "decision_cycle_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    cycleId: uuid("cycle_id")
      .notNull()
      .references(() => decisionCycles.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("decision_cycle_changes_cycle_idx").on(table.cycleId, table.id)],
);
