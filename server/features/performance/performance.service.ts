// Rules for vendor performance and the customer dashboard (docs/decisions/0021): who reads a
// company's figures, over which days and match point, and how they add up.
import { addDays, DAY_MS, dayStartMs, daysBetween, isoDay, rangeProblem } from "@common/day-range";
import { ALL_MATCH_POINTS } from "@common/decisions";
import { HUBS } from "@common/hub-list";
import { IntentTypeSchema } from "@common/intent-types";
import type {
  CustomerExperience,
  DashboardCards,
  DashboardCounts,
  DashboardDistributions,
  DashboardMeetings,
  DashboardOverview,
  Performance,
  PerformancePeriod,
  PerformanceQuery,
  PerformanceRange,
  PerformanceTotal,
} from "@common/performance";
import {
  DEFAULT_RANGE_DAYS,
  DISTRIBUTIONS,
  MIN_BUCKET_ACCOUNTS,
  PERFORMANCE_METRICS,
  type PerformanceMetric,
} from "@common/performance-metrics";
import { fileUrl } from "@common/uploads";
import { INSIGHTS_CHANGED_CHANNEL } from "@server/features/insights/insights.service";
import type { SessionUser } from "@server/platform/auth/session";
import type { Executor } from "@server/platform/database/client";
import { forbidden, invalid, notFound } from "@server/platform/errors";
import {
  type CacheReader,
  type ChangeCache,
  createChangeCache,
} from "@server/platform/realtime/change-cache";
import type { Realtime } from "@server/platform/realtime/realtime";
import {
  countedAt,
  type DayRange,
  dailyCounts,
  engagedAccountSplits,
  engagedAccounts,
  findCompanyReader,
  findOwnCompany,
  meetingFunnel,
  nextEvents,
  nextMeetings,
  type PerformanceScope,
  planUsage,
  topAccounts,
  topContent,
  weeklyCounts,
} from "./performance.repository";
import { ALL_INTENT_TYPES } from "./rollup.repository";

const CARD_ITEMS = 5;

/**
 * What the database notifies on every commit that changes vendors' performance counts, or the
 * content and events the dashboard's cards show (migrations 0020 and 0021).
 */
export const PERFORMANCE_CHANGED_CHANNEL = "performance_changed";

/**
 * Figures, cards and the callers' rights, kept per instance until what they read changes (decision
 * 0020): the counts, which the five-minute job rewrites, and what insights read too (meetings,
 * companies, people, scores). Next events and meetings leave the cards with that count at the latest.
 */
export function createPerformanceCache(realtime: Realtime): ChangeCache {
  return createChangeCache(realtime, [PERFORMANCE_CHANGED_CHANNEL, INSIGHTS_CHANGED_CHANNEL], {
    // Weighed by their JSON, once when kept: a two-year range is about 60 KB, rights a few bytes.
    maxSize: 32_000_000,
    size: (value) => JSON.stringify(value).length,
  });
}

/** The days asked for, the last 90 by default, and the period of the same length before them. */
export function resolveRange(
  query: Pick<PerformanceQuery, "startDate" | "endDate">,
  today: string,
): PerformanceRange {
  const endDate = query.endDate ?? today;
  const startDate = query.startDate ?? addDays(endDate, -(DEFAULT_RANGE_DAYS - 1));
  const problem = rangeProblem({ startDate, endDate }, today);
  if (problem) throw invalid(problem);
  const days = daysBetween(startDate, endDate);
  const previousEndDate = addDays(startDate, -1);
  return {
    startDate,
    endDate,
    previousStartDate: addDays(previousEndDate, -(days - 1)),
    previousEndDate,
    days,
  };
}

interface Reader {
  companyId: string;
  name: string;
  matchPoints: string[];
}

/**
 * A company's figures are for its own people when its plan includes decision insights, and for
 * platform admins; anyone else is refused (403: company pages are public, so there is nothing to
 * hide in saying it exists), and an unknown company is 404.
 */
async function requireReader(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
  companyId: string,
): Promise<Reader> {
  const { row } = await cache.read(`reader:${user.id}:${companyId}`, async () => ({
    row: await findCompanyReader(db, user.id, companyId),
  }));
  if (!row) throw notFound("Company");
  if (!user.isPlatformAdmin) {
    if (!row.member) throw forbidden(`Only ${row.name}'s people can read its performance and dashboard.`);
    if (!row.decision_insights) {
      throw forbidden(
        `${row.plan_name ? `The ${row.plan_name} plan` : "Your company's plan"} does not include performance and the dashboard; the Growth and Enterprise plans do.`,
      );
    }
  }
  return { companyId, name: row.name, matchPoints: row.match_points };
}

/** The caller's own company, for the calls that take none. */
async function requireOwnCompany(db: Executor, cache: CacheReader, user: SessionUser): Promise<string> {
  const { row } = await cache.read(`own:${user.id}`, async () => ({
    row: await findOwnCompany(db, user.id),
  }));
  if (row?.account_type !== "vendor") {
    throw forbidden("Performance is for vendors: it shows how their presence on Summit does.");
  }
  if (!row.company_id) throw forbidden("Join your company first: performance is counted per company.");
  return row.company_id;
}

function scopeOf(reader: Reader, matchPoint: string | undefined): PerformanceScope {
  if (matchPoint === undefined || matchPoint === ALL_MATCH_POINTS) {
    return { vendorCompanyId: reader.companyId, intentType: ALL_INTENT_TYPES };
  }
  if (!reader.matchPoints.includes(matchPoint)) {
    throw invalid(`matchPoint: ${matchPoint} is not one of ${reader.name}'s match points.`);
  }
  return { vendorCompanyId: reader.companyId, intentType: matchPoint };
}

const matchPointName = (scope: PerformanceScope) =>
  scope.intentType === ALL_INTENT_TYPES ? ALL_MATCH_POINTS : scope.intentType;

/** Which figure a counted kind feeds, and whether it is its count or its amount (seconds, as minutes). */
const FIGURE_OF_KIND: Record<string, { metric: PerformanceMetric; value: "count" | "minutes" }> = {
  profileView: { metric: "profileViews", value: "count" },
  productView: { metric: "productViews", value: "count" },
  follow: { metric: "followersGained", value: "count" },
  contentView: { metric: "contentViews", value: "count" },
  watchSeconds: { metric: "watchMinutes", value: "minutes" },
  registration: { metric: "eventRegistrations", value: "count" },
  attendance: { metric: "sessionAttendance", value: "count" },
  meetingRequested: { metric: "meetingsRequested", value: "count" },
  meetingAccepted: { metric: "meetingsAccepted", value: "count" },
  meetingCompleted: { metric: "meetingsCompleted", value: "count" },
  meetingNoShow: { metric: "meetingNoShows", value: "count" },
  engagedAccounts: { metric: "engagedAccounts", value: "count" },
  surgingTracked: { metric: "surgingTrackedAccounts", value: "count" },
};

const round1 = (value: number) => Math.round(value * 10) / 10;

function emptyPeriod(range: DayRange): PerformancePeriod {
  const dates: string[] = [];
  for (let at = dayStartMs(range.start); at <= dayStartMs(range.end); at += DAY_MS) dates.push(isoDay(at));
  const figures = Object.fromEntries(PERFORMANCE_METRICS.map((metric) => [metric, dates.map(() => 0)]));
  return { dates, figures: figures as PerformancePeriod["figures"] };
}

function total(current: number, previous: number): PerformanceTotal {
  return {
    current,
    previous,
    change: previous > 0 ? Math.round((current / previous - 1) * 1000) / 1000 : null,
  };
}

/** A level's figure for a period: its last counted day's. */
function lastCounted(period: PerformancePeriod, counted: Set<string>, metric: PerformanceMetric): number {
  for (let index = period.dates.length - 1; index >= 0; index--) {
    if (counted.has(period.dates[index] ?? "")) return period.figures[metric][index] ?? 0;
  }
  return 0;
}

async function figures(db: Executor, scope: PerformanceScope, range: PerformanceRange) {
  const currentRange = { start: range.startDate, end: range.endDate };
  const previousRange = { start: range.previousStartDate, end: range.previousEndDate };
  const [counts, engaged, counted] = await Promise.all([
    dailyCounts(db, scope, { start: previousRange.start, end: currentRange.end }),
    engagedAccounts(db, scope, [currentRange, previousRange]),
    countedAt(db),
  ]);
  const current = emptyPeriod(currentRange);
  const previous = emptyPeriod(previousRange);
  // Days count from the previous period's start, which runs straight into the current one.
  const days = previous.dates.length;
  const surgingDays = new Set<string>();
  // Minutes watched over a period add up the seconds, so that days' rounding does not drift.
  const watchedSeconds = new Map<PerformancePeriod, number>();
  for (const row of counts) {
    const figure = FIGURE_OF_KIND[row.kind];
    if (!figure || row.day < 0) continue;
    const [period, index] = row.day < days ? [previous, row.day] : [current, row.day - days];
    if (index >= period.dates.length) continue;
    period.figures[figure.metric][index] = figure.value === "minutes" ? round1(row.amount / 60) : row.count;
    if (figure.value === "minutes")
      watchedSeconds.set(period, (watchedSeconds.get(period) ?? 0) + row.amount);
    if (figure.metric === "surgingTrackedAccounts") surgingDays.add(period.dates[index] ?? "");
  }
  const sum = (period: PerformancePeriod, metric: PerformanceMetric) =>
    metric === "watchMinutes"
      ? round1((watchedSeconds.get(period) ?? 0) / 60)
      : period.figures[metric].reduce((acc, value) => acc + value, 0);
  const totals = Object.fromEntries(
    PERFORMANCE_METRICS.map((metric) => {
      if (metric === "engagedAccounts") return [metric, total(engaged[0] ?? 0, engaged[1] ?? 0)];
      if (metric === "surgingTrackedAccounts") {
        return [
          metric,
          total(lastCounted(current, surgingDays, metric), lastCounted(previous, surgingDays, metric)),
        ];
      }
      return [metric, total(sum(current, metric), sum(previous, metric))];
    }),
  ) as Performance["totals"];
  return { current, previous, totals, countedAt: counted };
}

const cacheKey = (...parts: unknown[]) => JSON.stringify(parts);

/** What a figures call is asked: by whom, about which company, over which days and match point. */
export interface FiguresAsk {
  db: Executor;
  cache: CacheReader;
  user: SessionUser;
  companyId: string;
  query: PerformanceQuery;
  today: string;
}

/**
 * A company's figures as the caller may have them: the rights first, on every call, then the
 * answer kept for that company, match point and range, or `load`'s.
 */
async function keptFigures<T extends object>(
  { db, cache, user, companyId, query, today }: FiguresAsk,
  part: string,
  load: (asked: { reader: Reader; scope: PerformanceScope; range: PerformanceRange }) => Promise<T>,
): Promise<T> {
  const reader = await requireReader(db, cache, user, companyId);
  const scope = scopeOf(reader, query.matchPoint);
  const range = resolveRange(query, today);
  return cache.read(cacheKey(part, scope, range), () => load({ reader, scope, range }));
}

/** The caller's company's figures per day over the range, against the period before. */
export async function performance(ask: Omit<FiguresAsk, "companyId">): Promise<Performance> {
  const companyId = await requireOwnCompany(ask.db, ask.cache, ask.user);
  return keptFigures({ ...ask, companyId }, "performance", async ({ scope, range }) => ({
    matchPoint: matchPointName(scope),
    range,
    ...(await figures(ask.db, scope, range)),
  }));
}

export function dashboardOverview(ask: FiguresAsk): Promise<DashboardOverview> {
  const { db } = ask;
  return keptFigures(ask, "overview", async ({ reader, scope, range }) => {
    const counted = await figures(db, scope, range);
    return {
      company: { id: reader.companyId, name: reader.name },
      matchPoint: matchPointName(scope),
      range,
      figures: PERFORMANCE_METRICS.map((metric) => ({
        metric,
        ...counted.totals[metric],
        series: counted.current.figures[metric],
      })),
      countedAt: counted.countedAt,
    };
  });
}

export function dashboardCards(ask: FiguresAsk): Promise<DashboardCards> {
  const { db } = ask;
  return keptFigures(ask, "cards", async ({ reader, scope, range }) => {
    const current = { start: range.startDate, end: range.endDate };
    const { dates } = emptyPeriod(current);
    const [accounts, content, events, meetings] = await Promise.all([
      topAccounts(db, scope, reader.matchPoints, CARD_ITEMS),
      topContent(db, scope, current, CARD_ITEMS),
      nextEvents(db, reader.companyId, CARD_ITEMS),
      nextMeetings(db, reader.companyId, CARD_ITEMS),
    ]);
    return {
      topAccounts: accounts.map((row) => ({
        account: {
          id: row.company_id,
          name: row.name,
          logoUrl: fileUrl(row.logo_key),
          industry: row.industry,
          size: row.size,
          revenueBand: row.revenue_band,
        },
        intentType: IntentTypeSchema.parse(row.intent_type),
        score: row.score,
        surging: row.surging,
        trend: row.trend,
      })),
      topContent: content.map((row) => {
        const views = new Map(row.days.map((day, index) => [day, row.day_views[index] ?? 0]));
        return {
          id: row.id,
          kind: row.kind,
          title: row.title,
          views: row.views,
          watchMinutes: round1(row.seconds / 60),
          series: dates.map((date) => views.get(date) ?? 0),
        };
      }),
      nextEvents: events.map((row) => ({
        id: row.id,
        title: row.title,
        startsAt: row.starts_at,
        role: row.role,
        registrations: row.registrations,
      })),
      nextMeetings: meetings.map((row) => ({
        id: row.id,
        startsAt: row.starts_at,
        eventTitle: row.event_title,
        leader: { id: row.leader_id, name: row.leader_name },
        account: row.account,
        representative: row.representative,
      })),
    };
  });
}

const OTHER = "Other";
const NOT_KNOWN = "Not known";
const HUB_NAMES = new Map<string, string>(HUBS.map((hub) => [hub.id, hub.name]));

/**
 * Engaged accounts split five ways. A bucket with fewer than MIN_BUCKET_ACCOUNTS accounts joins
 * "Other", so that no split singles one account out.
 */
export function dashboardDistributions(ask: FiguresAsk): Promise<DashboardDistributions> {
  const { db } = ask;
  return keptFigures(ask, "distributions", async ({ reader, scope, range }) => {
    const current = { start: range.startDate, end: range.endDate };
    const [rows, [engaged]] = await Promise.all([
      engagedAccountSplits(db, scope, current, reader.matchPoints),
      engagedAccounts(db, scope, [current]),
    ]);
    return {
      engagedAccounts: engaged ?? 0,
      distributions: DISTRIBUTIONS.map((by) => {
        const counts = new Map<string, number>();
        for (const row of rows.filter((entry) => entry.by === by)) {
          const label =
            row.label === null
              ? NOT_KNOWN
              : by === "hub"
                ? (HUB_NAMES.get(row.label) ?? row.label)
                : row.label;
          const bucket = row.accounts < MIN_BUCKET_ACCOUNTS ? OTHER : label;
          counts.set(bucket, (counts.get(bucket) ?? 0) + row.accounts);
        }
        const buckets = [...counts]
          .map(([label, accounts]) => ({ label, accounts }))
          .sort((a, b) => Number(a.label === OTHER) - Number(b.label === OTHER) || b.accounts - a.accounts);
        // "Other" alone with fewer than the minimum would still name a count for one bucket's worth.
        const other = buckets.find((bucket) => bucket.label === OTHER);
        return {
          by,
          buckets:
            other && other.accounts < MIN_BUCKET_ACCOUNTS ? buckets.filter((b) => b !== other) : buckets,
        };
      }),
    };
  });
}

export function dashboardCounts(ask: FiguresAsk): Promise<DashboardCounts> {
  const { db } = ask;
  return keptFigures(ask, "counts", async ({ scope, range }) => {
    const rows = await weeklyCounts(db, scope, { start: range.startDate, end: range.endDate });
    const weeks = mondays(range);
    const metrics = PERFORMANCE_METRICS.filter(
      (metric) => metric !== "engagedAccounts" && metric !== "surgingTrackedAccounts",
    );
    const counted = new Map<string, number>();
    for (const row of rows) {
      const figure = FIGURE_OF_KIND[row.kind];
      if (!figure) continue;
      counted.set(
        `${figure.metric} ${row.week}`,
        figure.value === "minutes" ? round1(row.amount / 60) : row.count,
      );
    }
    return {
      weeks,
      kinds: metrics.map((metric) => ({
        kind: metric,
        counts: weeks.map((week) => counted.get(`${metric} ${week}`) ?? 0),
      })),
    };
  });
}

/** The Mondays of the ISO weeks the range touches, oldest first. */
function mondays(range: PerformanceRange): string[] {
  const start = dayStartMs(range.startDate);
  const first = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS;
  const weeks: string[] = [];
  for (let at = first; at <= dayStartMs(range.endDate); at += 7 * DAY_MS) weeks.push(isoDay(at));
  return weeks;
}

export function dashboardMeetings(ask: FiguresAsk): Promise<DashboardMeetings> {
  const { db } = ask;
  return keptFigures(ask, "meetings", async ({ scope, range }) => {
    const rows = await meetingFunnel(db, scope, { start: range.startDate, end: range.endDate });
    const steps = (row: (typeof rows)[number]) => ({
      requested: row.requested,
      accepted: row.accepted,
      declined: row.declined,
      completed: row.completed,
      noShow: row.no_show,
    });
    const byWeek = rows.filter((row) => !row.by_representative);
    const counts = new Map(byWeek.map((row) => [row.week, steps(row)]));
    const empty = { requested: 0, accepted: 0, declined: 0, completed: 0, noShow: 0 };
    const weeks = mondays(range).map((week) => ({ week, ...(counts.get(week) ?? empty) }));
    return {
      total: weeks.reduce(
        (sum, week) => ({
          requested: sum.requested + week.requested,
          accepted: sum.accepted + week.accepted,
          declined: sum.declined + week.declined,
          completed: sum.completed + week.completed,
          noShow: sum.noShow + week.noShow,
        }),
        empty,
      ),
      byWeek: weeks,
      byRepresentative: rows
        .filter((row) => row.by_representative)
        .map((row) => ({
          representative:
            row.representative_id && row.representative_name !== null
              ? { id: row.representative_id, name: row.representative_name }
              : null,
          ...steps(row),
        }))
        .sort((a, b) => b.requested - a.requested),
    };
  });
}

/** How the caller's company uses its plan. */
export async function customerExperience(
  db: Executor,
  cache: CacheReader,
  user: SessionUser,
): Promise<CustomerExperience> {
  const companyId = await requireOwnCompany(db, cache, user);
  const row = await planUsage(db, companyId);
  if (!row) throw notFound("Company");
  if (!row.plan_name)
    throw forbidden(`${row.name} has no plan: an owner chooses one under Account, Billing & Subscription.`);
  return {
    company: { id: companyId, name: row.name },
    plan: {
      name: row.plan_name,
      description: row.description ?? "",
      priceCentsPerMonth: row.price_cents_per_month ?? 0,
    },
    seats: { used: row.people, limit: row.seats },
    meetingRequests: { used: row.month_requests, limit: row.meeting_quota, monthStart: row.month_start },
    matchPoints: { used: row.match_points, limit: row.match_point_limit },
    trackedAccounts: { used: row.tracked_accounts, limit: row.tracked_account_limit },
    insightsReach: row.insights_reach ?? "none",
    renewsAt: row.renews_on,
  };
}
