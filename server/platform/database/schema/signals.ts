// Interest signals for decision insights (DESIGN.md section 7): written by every feature whose
// actions show a leader's interest, read by the insights feature.
import { bigint, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

export const signals = pgTable(
  "signals",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The leader's company when the signal was made: insights are per account. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
    intentType: text("intent_type").notNull(),
    kind: text("kind").notNull(),
    /** The kind's weight, and the points it counted after the daily cap per person and intent type. */
    weight: smallint("weight").notNull(),
    points: smallint("points").notNull(),
    /** What the signal is about, for explaining a score: a content item, company, product, event... */
    subjectKind: text("subject_kind").notNull(),
    subjectId: text("subject_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("signals_account_idx").on(table.companyId, table.intentType, table.createdAt),
    index("signals_user_idx").on(table.userId, table.intentType, table.createdAt),
  ],
);
