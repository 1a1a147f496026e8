// The content library behind Watch (videos) and Read (articles), and how far each member got.
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { tsvector } from "./community";
import { companies } from "./companies";
import { uploads } from "./uploads";

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** video or article */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Markdown: the article itself, or a video's description. */
    body: text("body").notNull().default(""),
    videoUploadId: uuid("video_upload_id").references(() => uploads.id, { onDelete: "restrict" }),
    coverUploadId: uuid("cover_upload_id").references(() => uploads.id, { onDelete: "set null" }),
    durationSeconds: integer("duration_seconds"),
    /** The publishing company; null when the platform publishes it. */
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    hubs: text("hubs").array().notNull(),
    intentTypes: text("intent_types").array().notNull(),
    /** public (visitors see it in Discover) or members */
    visibility: text("visibility").notNull().default("members"),
    viewCount: integer("view_count").notNull().default(0),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', body), 'C')`,
      ),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_items_kind_idx")
      .on(table.kind, table.publishedAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} IS NULL`),
    index("content_items_hubs_idx").using("gin", table.hubs),
    index("content_items_search_idx").using("gin", table.searchVector),
    index("content_items_company_idx").on(table.companyId),
    // Serving a video or cover finds its item (features/files).
    index("content_items_video_upload_idx")
      .on(table.videoUploadId)
      .where(sql`${table.videoUploadId} IS NOT NULL`),
    index("content_items_cover_upload_idx")
      .on(table.coverUploadId)
      .where(sql`${table.coverUploadId} IS NOT NULL`),
  ],
);

/** Where a member is in a video (seconds) or an article (fraction read, 0-1); completed once. */
export const contentProgress = pgTable(
  "content_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: real("position").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.contentId] }),
    index("content_progress_recent_idx").on(table.userId, table.updatedAt.desc()),
  ],
);
