// Posts, comments, reactions, attachments and reports: the community's conversation. Counters on
// posts and comments are kept by triggers (migration 0004) so that feed pages never count rows.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";
import { uploads } from "./uploads";

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

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
    /** Visible comments and replies; kept by a trigger. */
    commentCount: integer("comment_count").notNull().default(0),
    reactionCount: integer("reaction_count").notNull().default(0),
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(sql`to_tsvector('english', body)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("posts_search_idx").using("gin", table.searchVector),
    index("posts_company_idx")
      .on(table.companyId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} IS NULL`),
    // Company posts by time alone: the feed reads the few that are newer than its hub's page.
    index("posts_company_time_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.companyId} IS NOT NULL AND ${table.hiddenAt} IS NULL`),
    index("posts_hub_idx")
      .on(table.hub, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.hiddenAt} IS NULL`),
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
    reactionCount: integer("reaction_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("comments_post_idx").on(table.postId, table.createdAt, table.id),
    index("comments_parent_idx").on(table.parentId, table.createdAt),
    index("comments_author_idx").on(table.authorId),
  ],
);

/** Images and documents shown with a post, in the author's order. */
export const postAttachments = pgTable(
  "post_attachments",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    uploadId: uuid("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.position] }),
    // Serving an attachment finds its post (features/files).
    index("post_attachments_upload_idx").on(table.uploadId),
  ],
);

/** A like on a post; one per member and post. */
export const postReactions = pgTable(
  "post_reactions",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index("post_reactions_user_idx").on(table.userId),
  ],
);

/** A like on a comment or reply; one per member and comment. */
export const commentReactions = pgTable(
  "comment_reactions",
  {
    commentId: uuid("comment_id")
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.commentId, table.userId] }),
    index("comment_reactions_user_idx").on(table.userId),
  ],
);

/**
 * A member's report of a post or a comment (exactly one is set). Platform admins resolve it by
 * hiding the content or dismissing the report; a member has one open report per item.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    commentId: uuid("comment_id").references(() => comments.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    /** hidden or dismissed, with who resolved it and when. */
    resolution: text("resolution"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("content_reports_open_idx").on(table.createdAt, table.id).where(sql`${table.resolvedAt} IS NULL`),
    uniqueIndex("content_reports_open_post_idx")
      .on(table.reporterId, table.postId)
      .where(sql`${table.resolvedAt} IS NULL AND ${table.postId} IS NOT NULL`),
    uniqueIndex("content_reports_open_comment_idx")
      .on(table.reporterId, table.commentId)
      .where(sql`${table.resolvedAt} IS NULL AND ${table.commentId} IS NOT NULL`),
    index("content_reports_post_idx").on(table.postId),
    index("content_reports_comment_idx").on(table.commentId),
  ],
);
