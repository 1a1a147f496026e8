// Decision insights (DESIGN.md section 7, docs/decisions/0019): what a vendor company sells into.
import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
