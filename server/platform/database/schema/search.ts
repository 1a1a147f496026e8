// Discover's spelling vocabulary: the distinct words of searchable posts and content, kept by
// triggers (migration 0004), so that a misspelt query word can be replaced by the nearest real one.
import { sql } from "drizzle-orm";
import { index, pgTable, text } from "drizzle-orm/pg-core";

export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (table) => [
  index("search_terms_trgm_idx").using("gin", sql`${table.term} gin_trgm_ops`),
]);
