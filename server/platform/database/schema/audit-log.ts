// What platform admins did: one row per action, written in the same transaction as the change and
// never changed afterwards (migration 0033 refuses UPDATE, DELETE and TRUNCATE).
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The admin's account, kept as text without a foreign key: the log outlives the account. */
    actorId: text("actor_id").notNull(),
    /** The admin's name and address when they acted. */
    actorName: text("actor_name").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** What was done, one of ADMIN_ACTIONS (common/audit-log.ts). */
    action: text("action").notNull(),
    /** What it was done to: a kind ("user", "reference-item", "report"), its ids and a label for people. */
    targetKind: text("target_kind").notNull(),
    targetIds: text("target_ids").array().notNull(),
    targetLabel: text("target_label").notNull(),
    /** The target before and after the change, as far as the action changed it. */
    before: jsonb("before"),
    after: jsonb("after"),
    /** Where the request came from: the client's address (TRUST_PROXY-aware) and its user agent. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (table) => [
    index("admin_actions_time_idx").on(table.createdAt.desc(), table.id.desc()),
    index("admin_actions_actor_idx").on(table.actorId, table.createdAt.desc(), table.id.desc()),
    index("admin_actions_action_idx").on(table.action, table.createdAt.desc(), table.id.desc()),
    index("admin_actions_targets_idx").using("gin", table.targetIds),
  ],
);
