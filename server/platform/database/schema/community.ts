// Posts and comments. Company profiles list a company's posts and spotlight posts; the community
// feature writes them.
import { sql } from "drizzle-orm";
import { type AnyPgColumn, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Set when the post speaks for a company (written by one of its admins). */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    hub: text("hub").notNull(),
    body: text("body").notNull(),
    /** Set when a company admin put the post in the company's spotlight. */
    spotlightedAt: timestamp("spotlighted_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("posts_company_idx")
      .on(table.companyId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} IS NULL`),
    index("posts_hub_idx").on(table.hub, table.createdAt.desc(), table.id.desc()),
    index("posts_author_idx").on(table.authorId),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The comment this one replies to; replies are one level deep. */
    parentId: uuid("parent_id").references((): AnyPgColumn => comments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("comments_post_idx").on(table.postId, table.createdAt, table.id)],
);
