// Bookmarks: exactly one target column is set per row, so deleting the target removes its bookmarks.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { posts } from "./community";
import { companies } from "./companies";
import { contentItems } from "./content";
import { events } from "./events";
import { courses } from "./learning";

export const bookmarkCollections = pgTable(
  "bookmark_collections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("bookmark_collections_name_idx").on(table.userId, sql`lower(${table.name})`)],
);

export const bookmarks = pgTable(
  "bookmarks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** post, video, article, company, event or course: says which target column is set. */
    kind: text("kind").notNull(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    contentId: uuid("content_id").references(() => contentItems.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    courseId: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    collectionId: uuid("collection_id").references(() => bookmarkCollections.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "bookmarks_one_target",
      sql`num_nonnulls(${table.postId}, ${table.contentId}, ${table.companyId}, ${table.eventId}, ${table.courseId}) = 1`,
    ),
    uniqueIndex("bookmarks_post_idx").on(table.userId, table.postId).where(sql`${table.postId} IS NOT NULL`),
    uniqueIndex("bookmarks_content_idx")
      .on(table.userId, table.contentId)
      .where(sql`${table.contentId} IS NOT NULL`),
    uniqueIndex("bookmarks_company_idx")
      .on(table.userId, table.companyId)
      .where(sql`${table.companyId} IS NOT NULL`),
    uniqueIndex("bookmarks_event_idx")
      .on(table.userId, table.eventId)
      .where(sql`${table.eventId} IS NOT NULL`),
    uniqueIndex("bookmarks_course_idx")
      .on(table.userId, table.courseId)
      .where(sql`${table.courseId} IS NOT NULL`),
    index("bookmarks_user_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    index("bookmarks_user_kind_idx").on(table.userId, table.kind, table.createdAt.desc(), table.id.desc()),
    index("bookmarks_collection_idx").on(table.collectionId),
  ],
);
