// Account insights (docs/decisions/0019): signals rolled up per account, intent type and day, the
// scores published from them once a day, and the notable changes vendors are shown.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { companies } from "./companies";

/**
 * The (account, intent type, day) triples whose signals changed since they were last rolled up;
 * written in the transaction that writes or removes the signals, emptied by the roll-up job.
 */
export const insightDirty = pgTable(
  "insight_dirty",
  {
    companyId: uuid("company_id").notNull(),
    intentType: text("intent_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.intentType, table.day] })],
);

/**
 * Per account, intent type, UTC day and signal kind: capped points (for the score), uncapped
 * weight (for the stage) and the number of signals, from leaders who have not paused.
 */
export const accountDayKinds = pgTable(
  "account_day_kinds",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind").notNull(),
    points: integer("points").notNull(),
    weight: integer("weight").notNull(),
    signals: integer("signals").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.intentType, table.day, table.kind] }),
    index("account_day_kinds_day_idx").on(table.day),
  ],
);

/**
 * Each intent type's market as of a day: what every account's score is measured against. Kept for
 * the weeks of the trend, so that a week's score can be counted again after a withdrawal.
 */
export const intentTypeStats = pgTable(
  "intent_type_stats",
  {
    intentType: text("intent_type").notNull(),
    asOf: date("as_of", { mode: "string" }).notNull(),
    /** k: the median weekly points of active accounts, at least 1. */
    marketMedian: real("market_median").notNull(),
    /** G: the market's change, last 3 weeks against the 12 before, clamped to [0.5, 2]. */
    marketChange: real("market_change").notNull(),
    activeAccounts: integer("active_accounts").notNull(),
    /** The 0th to 100th percentiles of active accounts' weekly points. */
    cutPoints: real("cut_points").array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.intentType, table.asOf] })],
);

/** An account's published score per intent type, with what explains it (one row per pair). */
export const accountScores = pgTable(
  "account_scores",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    asOf: date("as_of", { mode: "string" }).notNull(),
    score: smallint("score").notNull(),
    surging: boolean("surging").notNull(),
    isNew: boolean("is_new").notNull(),
    recentPerWeek: real("recent_per_week").notNull(),
    baselinePerWeek: real("baseline_per_week").notNull(),
    momentum: real("momentum").notNull(),
    intensity: real("intensity").notNull(),
    /** Distinct contributors in the last 3 weeks. */
    people: integer("people").notNull(),
    /** Whether vendors may see the row: `people` reached the privacy minimum when it was published. */
    visible: boolean("visible").notNull(),
    inferredStage: text("inferred_stage").notNull(),
    stageConfidence: real("stage_confidence").notNull(),
    /** The 14 weeks before this one, oldest first, then this score. */
    trend: smallint("trend").array().notNull(),
    /** Score now minus four weeks ago: what "sort by trend" orders by. */
    rise: smallint("rise").notNull(),
    /** What the last 3 weeks' points were about, where enough people took part. */
    topics: jsonb("topics")
      .$type<{ kind: string; title: string; points: number; people: number }[]>()
      .notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.intentType] }),
    // The market's surging accounts on an intent type, which vendors with market reach rank too.
    index("account_scores_surging_idx")
      .on(table.intentType)
      .where(sql`${table.visible} AND ${table.surging}`),
  ],
);

/**
 * Each vendor's accounts in rank order: the visible scores of the accounts it tracks (and, with
 * market reach, of any account surging) on its match points. A vendor's page walks its index and
 * stops at a page, whatever the size of the market; the publish, recounts, and changes to the
 * vendor's tracked accounts or match points keep it (features/insights/rankings.repository.ts).
 */
export const vendorRankings = pgTable(
  "vendor_rankings",
  {
    vendorCompanyId: uuid("vendor_company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    score: smallint("score").notNull(),
    rise: smallint("rise").notNull(),
    surging: boolean("surging").notNull(),
    tracked: boolean("tracked").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCompanyId, table.companyId, table.intentType] }),
    index("vendor_rankings_score_idx").on(
      table.vendorCompanyId,
      table.score.desc(),
      table.companyId.desc(),
      table.intentType.desc(),
    ),
    index("vendor_rankings_type_score_idx").on(
      table.vendorCompanyId,
      table.intentType,
      table.score.desc(),
      table.companyId.desc(),
    ),
    index("vendor_rankings_rise_idx").on(
      table.vendorCompanyId,
      table.rise.desc(),
      table.companyId.desc(),
      table.intentType.desc(),
    ),
    index("vendor_rankings_account_idx").on(table.companyId, table.intentType),
  ],
);

/** An account's score as each week closed (Sunday), for the trend. */
export const accountScoreWeeks = pgTable(
  "account_score_weeks",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    intentType: text("intent_type").notNull(),
    /** The Monday the week starts. */
    week: date("week", { mode: "string" }).notNull(),
    score: smallint("score").notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.intentType, table.week] })],
);

/**
 * A notable change on an account. `vendorCompanyId` is set when only that vendor may see it (a
 * cycle shared by name, a meeting with it, a follow of it); `userId` when a leader's action made it,
 * so that a pause hides it and a withdrawal removes it.
 */
export const accountHighlights = pgTable(
  "account_highlights",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    intentType: text("intent_type"),
    vendorCompanyId: uuid("vendor_company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Whether the highlight may name `userId` to the vendor (a cycle shared by name, a meeting). */
    named: boolean("named").notNull().default(false),
    score: smallint("score"),
    stage: text("stage"),
    previousStage: text("previous_stage"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("account_highlights_account_idx").on(table.companyId, table.id.desc()),
    index("account_highlights_user_idx").on(table.userId).where(sql`${table.userId} IS NOT NULL`),
  ],
);
