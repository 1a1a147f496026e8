// A member's own data: exports they asked for, and the record each account deletion leaves.
import { sql } from "drizzle-orm";
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** An export of everything Summit holds on a member, built by a job into a ZIP in file storage. */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** queued, running, ready, failed or expired (the file deleted once its link ran out). */
    status: text("status").notNull().default("queued"),
    stage: text("stage").notNull().default("Waiting to start"),
    progress: smallint("progress").notNull().default(0),
    storageKey: text("storage_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (table) => [
    index("data_exports_user_idx").on(table.userId, table.createdAt.desc()),
    // One export at a time per member, however many requests race.
    uniqueIndex("data_exports_one_running_idx")
      .on(table.userId)
      .where(sql`${table.status} IN ('queued', 'running')`),
    index("data_exports_expiry_idx").on(table.expiresAt).where(sql`${table.status} = 'ready'`),
  ],
);

/**
 * That an account was deleted, and how: no personal data. `anonymisedUserId` is a keyed hash of
 * the deleted id, so the record can confirm a deletion to whoever knows the id and the secret.
 */
export const accountDeletions = pgTable("account_deletions", {
  id: uuid("id").primaryKey().defaultRandom(),
  deletedAt: timestamp("deleted_at", { withTimezone: true }).notNull().defaultNow(),
  anonymisedUserId: text("anonymised_user_id").notNull(),
  /** remove: posts and comments went with the account; keep: they stay as "a former member". */
  content: text("content").notNull(),
  /** The nameless row that now holds the kept posts and comments (keep only). */
  formerMemberId: text("former_member_id").references(() => users.id, { onDelete: "set null" }),
});
