// Every file a member uploaded: where it is stored, what it really is (sniffed from its bytes) and
// who may see it. Features point at uploads by id.
import { sql } from "drizzle-orm";
import { bigint, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** document, csv, video or image */
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    thumbnailKey: text("thumbnail_key"),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    /** The client's file name, kept for display and downloads only, never as a path. */
    fileName: text("file_name").notNull(),
    width: integer("width"),
    height: integer("height"),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("uploads_uploaded_by_idx").on(table.uploadedBy),
    // Serving a thumbnail finds its upload by this key (features/files).
    index("uploads_thumbnail_key_idx").on(table.thumbnailKey).where(sql`${table.thumbnailKey} IS NOT NULL`),
  ],
);
