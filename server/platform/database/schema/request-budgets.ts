// Requests counted per route and caller in fixed windows, shared by every app instance
// (server/platform/http/request-budgets.ts).
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const requestBudgets = pgTable(
  "request_budgets",
  {
    /** The route (method and path) and the caller: `member:<id>` or `address:<address group>`. */
    key: text("key").primaryKey(),
    requests: integer("requests").notNull(),
    /** When the window ends and the count starts again. */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("request_budgets_reset_idx").on(table.resetAt)],
);
