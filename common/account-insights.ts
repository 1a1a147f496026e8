// Account insights (DESIGN.md section 7, docs/decisions/0019): per account and match point, a
// vendor's score, surge, stage, trend and the reasons behind them, and the accounts' notable changes.
import { z } from "zod";
import { DecisionStageSchema } from "./decision-cycles";
import { IntentTypeSchema } from "./intent-types";
import { pageQuery, pageSchema } from "./pagination";
import { SIGNAL_WEIGHTS, type SignalKind } from "./signals";

/** A score above this starts a surge (DESIGN.md section 7: "above 60 is surging"). */
export const SURGE_START = 61;
/** A surge ends only below this, so that the windows' daily move does not flip it back and forth. */
export const SURGE_END = 55;
/** Weekly points in an account's trend, the current week last. */
export const TREND_WEEKS = 15;
/** Distinct contributors an account needs in the 21-day window before any vendor sees it. */
export const DEFAULT_MIN_CONTRIBUTORS = 3;

export const INSIGHTS_PAGE_SIZE = 25;
export const HIGHLIGHTS_PAGE_SIZE = 20;

const SIGNAL_KINDS = Object.keys(SIGNAL_WEIGHTS) as [SignalKind, ...SignalKind[]];
export const SignalKindSchema = z.enum(SIGNAL_KINDS);

export const SIGNAL_KIND_LABELS: Record<SignalKind, string> = {
  contentView: "Content read",
  videoWatched: "Videos watched",
  lessonView: "Course lessons opened",
  lessonCompleted: "Course lessons completed",
  bookmark: "Bookmarks",
  companyPageView: "Company and product pages",
  eventSessionAttended: "Event sessions",
  meetingAccepted: "Meetings accepted",
  decisionCycleDeclared: "Decision cycles shared",
};

/** Where an account's stage comes from: a cycle shared with the vendor, a meeting with it, or signals. */
export const STAGE_SOURCES = ["declared", "meeting", "inferred"] as const;
export const StageSourceSchema = z.enum(STAGE_SOURCES);
export type StageSource = z.infer<typeof StageSourceSchema>;

export const INSIGHT_SORTS = ["score", "trend", "name"] as const;
export const InsightSortSchema = z.enum(INSIGHT_SORTS, {
  error: `sort must be one of ${INSIGHT_SORTS.join(", ")}`,
});
export type InsightSort = z.infer<typeof InsightSortSchema>;

const filterText = (name: string) =>
  z.string().trim().min(1).max(200, `${name}: at most 200 characters`).optional();

export const AccountInsightsQuerySchema = pageQuery(INSIGHTS_PAGE_SIZE, 100)
  .pick({ limit: true, cursor: true })
  .extend({
    /** An intent type among the caller's match points; all of them when absent or `All`. */
    matchPoint: z.string().max(100).optional(),
    stage: DecisionStageSchema.optional(),
    surging: z.enum(["true", "false"], { error: "surging must be true or false" }).optional(),
    industry: filterText("industry"),
    size: filterText("size"),
    revenueBand: filterText("revenueBand"),
    /** score: highest first; trend: the largest rise over the last four weeks first; name: A to Z. */
    sort: InsightSortSchema.default("score"),
  });
export type AccountInsightsQuery = z.infer<typeof AccountInsightsQuerySchema>;

export const InsightAccountSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    industry: z.string().nullable(),
    size: z.string().nullable(),
    revenueBand: z.string().nullable(),
  })
  .meta({ id: "InsightAccount" });

export const AccountInsightSchema = z
  .object({
    account: InsightAccountSchema,
    intentType: IntentTypeSchema,
    /** 0-100; how it is counted is in docs/decisions/0019. */
    score: z.number().int(),
    surging: z.boolean(),
    /** First active less than 15 weeks ago: no baseline yet, which differs from a zero one. */
    isNew: z.boolean(),
    stage: DecisionStageSchema,
    stageSource: StageSourceSchema,
    /** 0-1: how sure the inferred stage is; 1 when declared or from a meeting. */
    stageConfidence: z.number(),
    /** Weekly scores, oldest first, the current week last; null for a week with no score yet. */
    trend: z.array(z.number().int().nullable()),
    /** Distinct people behind the last 3 weeks' points (never fewer than the privacy minimum). */
    people: z.number().int(),
    tracked: z.boolean(),
    /** The day the figures were published for: they cover the days before it. */
    asOf: z.iso.date(),
  })
  .meta({ id: "AccountInsight" });
export type AccountInsight = z.infer<typeof AccountInsightSchema>;

export const AccountInsightPageSchema = pageSchema(AccountInsightSchema).meta({ id: "AccountInsightPage" });
export type AccountInsightPage = z.infer<typeof AccountInsightPageSchema>;

export const AccountInsightParamsSchema = z.object({
  companyId: z.uuid("companyId must be a company id"),
  intentType: IntentTypeSchema,
});

/** Why an account scores what it does: the figures of the formula and the points behind them. */
export const InsightExplanationSchema = z
  .object({
    insight: AccountInsightSchema,
    /** Points a week over the last 3 weeks (R) and the 12 before (B). */
    recentPerWeek: z.number(),
    baselinePerWeek: z.number(),
    /** The intent type's market: median weekly points of active accounts (k) and its change (G). */
    marketMedian: z.number(),
    marketChange: z.number(),
    /** 0-100: pace against the account's own baseline and the market (M), and activity's percentile (I). */
    momentum: z.number(),
    intensity: z.number(),
    /** Points by kind for each of the trend's weeks, oldest first. */
    weeks: z.array(
      z.object({
        weekStart: z.iso.date(),
        points: z.array(z.object({ kind: SignalKindSchema, points: z.number().int() })),
      }),
    ),
    /** What the points of the last 3 weeks were about, where at least the privacy minimum of people took part. */
    topics: z.array(
      z.object({ kind: z.string(), title: z.string(), points: z.number().int(), people: z.number().int() }),
    ),
  })
  .meta({ id: "InsightExplanation" });
export type InsightExplanation = z.infer<typeof InsightExplanationSchema>;

export const HIGHLIGHT_KINDS = [
  "surgeStarted",
  "surgeEnded",
  "stageChanged",
  "cycleShared",
  "meetingAccepted",
  "follower",
] as const;
export const HighlightKindSchema = z.enum(HIGHLIGHT_KINDS);
export type HighlightKind = z.infer<typeof HighlightKindSchema>;

export const AccountHighlightsQuerySchema = pageQuery(HIGHLIGHTS_PAGE_SIZE, 100)
  .pick({ limit: true, cursor: true })
  .extend({ matchPoint: z.string().max(100).optional() });
export type AccountHighlightsQuery = z.infer<typeof AccountHighlightsQuerySchema>;

export const AccountHighlightSchema = z
  .object({
    id: z.string(),
    kind: HighlightKindSchema,
    account: InsightAccountSchema,
    /** Null for what is not about one intent type: a meeting, a follow. */
    intentType: IntentTypeSchema.nullable(),
    score: z.number().int().nullable(),
    stage: DecisionStageSchema.nullable(),
    previousStage: DecisionStageSchema.nullable(),
    /** A leader's name only where they gave it to this vendor: a cycle shared by name, a meeting. */
    person: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "AccountHighlight" });
export type AccountHighlight = z.infer<typeof AccountHighlightSchema>;

export const AccountHighlightPageSchema = pageSchema(AccountHighlightSchema).meta({
  id: "AccountHighlightPage",
});
export type AccountHighlightPage = z.infer<typeof AccountHighlightPageSchema>;
