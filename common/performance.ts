// Vendor performance and the customer dashboard (spec section 7, "Decisions GETs";
// docs/decisions/0021): what a vendor's presence on Summit did, per day and match point, against
// the period before; and how the customer's plan is used.
import { z } from "zod";
import { InsightAccountSchema } from "./account-insights";
import {
  DISTRIBUTIONS,
  MEETING_FUNNEL_STEPS,
  type MeetingFunnelStep,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
} from "./performance-metrics";

const isoDate = z.iso.date({ error: "a date as YYYY-MM-DD" });

/** A date range and a match point: the filters of every performance and dashboard call. */
export const PerformanceQuerySchema = z.object({
  startDate: isoDate.optional(),
  endDate: isoDate.optional(),
  /** An intent type among the company's match points; all of them when absent or `All`. */
  matchPoint: z.string().max(100).optional(),
});
export type PerformanceQuery = z.infer<typeof PerformanceQuerySchema>;

export const PerformanceRangeSchema = z
  .object({
    startDate: z.string(),
    endDate: z.string(),
    /** The period of the same length just before. */
    previousStartDate: z.string(),
    previousEndDate: z.string(),
    days: z.number().int(),
  })
  .meta({ id: "PerformanceRange" });
export type PerformanceRange = z.infer<typeof PerformanceRangeSchema>;

const metricValues = <T extends z.ZodType>(value: T) =>
  z.object(
    Object.fromEntries(PERFORMANCE_METRICS.map((metric) => [metric, value])) as Record<PerformanceMetric, T>,
  );

/** A period's figures, a column per figure: a day's values are at its index in `dates`. */
export const PerformancePeriodSchema = z
  .object({
    /** The period's days, oldest first. */
    dates: z.array(z.string()),
    figures: metricValues(z.array(z.number())),
  })
  .meta({ id: "PerformancePeriod" });
export type PerformancePeriod = z.infer<typeof PerformancePeriodSchema>;

export const PerformanceTotalSchema = z
  .object({
    current: z.number(),
    previous: z.number(),
    /** current / previous - 1; null when the previous period had none. */
    change: z.number().nullable(),
  })
  .meta({ id: "PerformanceTotal" });
export type PerformanceTotal = z.infer<typeof PerformanceTotalSchema>;

export const PerformanceSchema = z
  .object({
    matchPoint: z.string(),
    range: PerformanceRangeSchema,
    /** The range, and the period of the same length before it. */
    current: PerformancePeriodSchema,
    previous: PerformancePeriodSchema,
    totals: metricValues(PerformanceTotalSchema),
    /** When the figures were last counted (every few minutes); null before the first count. */
    countedAt: z.string().nullable(),
  })
  .meta({ id: "Performance" });
export type Performance = z.infer<typeof PerformanceSchema>;

export const DashboardParamsSchema = z.object({ id: z.uuid({ error: "id must be a company id" }) });

/** The headline figures: each total, with a daily series for its sparkline. */
export const DashboardOverviewSchema = z
  .object({
    company: z.object({ id: z.string(), name: z.string() }),
    matchPoint: z.string(),
    range: PerformanceRangeSchema,
    figures: z.array(
      PerformanceTotalSchema.extend({
        metric: z.enum(PERFORMANCE_METRICS),
        series: z.array(z.number()),
      }),
    ),
    countedAt: z.string().nullable(),
  })
  .meta({ id: "DashboardOverview" });
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;

export const DashboardCardsSchema = z
  .object({
    /** Tracked accounts by score on the match point, as account insights show them. */
    topAccounts: z.array(
      z.object({
        account: InsightAccountSchema,
        intentType: z.string(),
        score: z.number().int(),
        surging: z.boolean(),
        trend: z.array(z.number().nullable()),
      }),
    ),
    /** The company's videos and articles by views in the period, with their daily views. */
    topContent: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(["video", "article"]),
        title: z.string(),
        views: z.number().int(),
        watchMinutes: z.number(),
        series: z.array(z.number()),
      }),
    ),
    nextEvents: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        startsAt: z.string(),
        role: z.enum(["host", "sponsor"]),
        registrations: z.number().int(),
      }),
    ),
    nextMeetings: z.array(
      z.object({
        id: z.string(),
        startsAt: z.string(),
        eventTitle: z.string(),
        leader: z.object({ id: z.string(), name: z.string() }),
        account: z.string().nullable(),
        representative: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "DashboardCards" });
export type DashboardCards = z.infer<typeof DashboardCardsSchema>;

export const DashboardDistributionsSchema = z
  .object({
    engagedAccounts: z.number().int(),
    distributions: z.array(
      z.object({
        by: z.enum(DISTRIBUTIONS),
        buckets: z.array(z.object({ label: z.string(), accounts: z.number().int() })),
      }),
    ),
  })
  .meta({ id: "DashboardDistributions" });
export type DashboardDistributions = z.infer<typeof DashboardDistributionsSchema>;

export const DashboardCountsSchema = z
  .object({
    /** Mondays of the weeks the range touches, oldest first. */
    weeks: z.array(z.string()),
    kinds: z.array(z.object({ kind: z.enum(PERFORMANCE_METRICS), counts: z.array(z.number()) })),
  })
  .meta({ id: "DashboardCounts" });
export type DashboardCounts = z.infer<typeof DashboardCountsSchema>;

const funnelCounts = z.object(
  Object.fromEntries(MEETING_FUNNEL_STEPS.map((step) => [step, z.number().int()])) as Record<
    MeetingFunnelStep,
    z.ZodNumber
  >,
);

export const DashboardMeetingsSchema = z
  .object({
    /** Requests made in the range, by what became of them. */
    total: funnelCounts,
    byWeek: z.array(funnelCounts.extend({ week: z.string() })),
    byRepresentative: z.array(
      funnelCounts.extend({ representative: z.object({ id: z.string(), name: z.string() }).nullable() }),
    ),
  })
  .meta({ id: "DashboardMeetings" });
export type DashboardMeetings = z.infer<typeof DashboardMeetingsSchema>;

const usage = z.object({ used: z.number().int(), limit: z.number().int().nullable() });

export const CustomerExperienceSchema = z
  .object({
    company: z.object({ id: z.string(), name: z.string() }),
    plan: z.object({ name: z.string(), description: z.string(), priceCentsPerMonth: z.number().int() }),
    seats: usage,
    /** Meeting requests sent this calendar month (UTC) against the plan's monthly quota. */
    meetingRequests: usage.extend({ monthStart: z.string() }),
    matchPoints: usage,
    trackedAccounts: usage,
    insightsReach: z.enum(["none", "tracked", "market"]),
    /** The day (UTC) the plan renews; null when it is set to end with its period. */
    renewsAt: z.string().nullable(),
  })
  .meta({ id: "CustomerExperience" });
export type CustomerExperience = z.infer<typeof CustomerExperienceSchema>;
