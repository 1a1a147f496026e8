// The lists companies and profiles choose from (specialities, interests, industries, job titles,
// job functions, company sizes), seeded from server/features/reference-data/data and edited by
// platform admins.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const referenceItems = pgTable(
  "reference_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    /** Order within the kind where it matters (company sizes, smallest first); otherwise by name. */
    position: integer("position"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reference_items_kind_name_idx").on(table.kind, sql`lower(${table.name})`),
    index("reference_items_name_trgm_idx").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
  ],
);
