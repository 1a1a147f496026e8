// Publishing scores (docs/decisions/0019): each intent type's market, every account's score,
// surge and inferred stage as of a day, the weekly trend, and the highlights the changes make.
// All set-based SQL over the daily roll-up; it runs in a job, never in a request.
import type { Executor } from "@server/platform/database/client";
import { type SQL, sql } from "drizzle-orm";
import type { AccountPair } from "./rollup.repository";
import { RECENT_DAYS, SCORING, WINDOW_DAYS } from "./scoring";

const PERCENTILES = Array.from({ length: 101 }, (_, index) => index / 100);
const RESEARCH = ["contentView", "videoWatched"];
const EVALUATION = ["bookmark", "companyPageView"];
const ENGAGEMENT = ["eventSessionAttended", "meetingAccepted"];
/** Subjects whose titles may explain a score; cycles and meetings are people's own, not topics. */
const TOPIC_SUBJECTS = sql`('video', 'article', 'event', 'event_session', 'company', 'product')`;

const day = (value: string) => sql`${value}::date`;

/** Restricts a query over `alias` to the given pairs; no restriction when `pairs` is absent. */
function pairFilter(alias: string, pairs: AccountPair[] | undefined): SQL {
  if (!pairs) return sql`TRUE`;
  const companies = pairs.map((pair) => pair.companyId);
  const types = pairs.map((pair) => pair.intentType);
  return sql`(${sql.raw(alias)}.company_id, ${sql.raw(alias)}.intent_type) IN (
    SELECT * FROM unnest(${sql.param(companies)}::uuid[], ${sql.param(types)}::text[]))`;
}

/** One publish or recount at a time, across instances, until the transaction ends. */
export async function lockPublishing(db: Executor): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('insights:publish'))`);
}

/** Writes each intent type's market as of `asOf` from the 15 weeks before it. */
export async function writeMarketStats(db: Executor, asOf: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO intent_type_stats AS st (intent_type, as_of, market_median, market_change, active_accounts, cut_points)
    SELECT intent_type, ${day(asOf)},
      GREATEST(1, coalesce(percentile_cont(0.5) WITHIN GROUP (ORDER BY r) FILTER (WHERE r > 0), 1)),
      CASE WHEN count(*) FILTER (WHERE r > 0) < ${SCORING.minMarketAccounts} THEN 1
        ELSE LEAST(${SCORING.maxMarketChange}, GREATEST(${SCORING.minMarketChange}, (sum(r) + 1) / (sum(b) + 1))) END,
      count(*) FILTER (WHERE r > 0),
      coalesce(percentile_cont(${sql.param(PERCENTILES)}::float8[]) WITHIN GROUP (ORDER BY r) FILTER (WHERE r > 0), '{}')::real[]
    FROM (
      SELECT company_id, intent_type,
        coalesce(sum(points) FILTER (WHERE day >= ${day(asOf)} - ${RECENT_DAYS}::int), 0)::float8 / 3 AS r,
        coalesce(sum(points) FILTER (WHERE day < ${day(asOf)} - ${RECENT_DAYS}::int), 0)::float8 / 12 AS b
      FROM account_day_kinds
      WHERE day >= ${day(asOf)} - ${WINDOW_DAYS}::int AND day < ${day(asOf)}
      GROUP BY company_id, intent_type
    ) pairs
    GROUP BY intent_type
    ON CONFLICT (intent_type, as_of) DO UPDATE SET
      market_median = EXCLUDED.market_median, market_change = EXCLUDED.market_change,
      active_accounts = EXCLUDED.active_accounts, cut_points = EXCLUDED.cut_points`);
}

/** The as-of days whose market is written, newest first. */
export async function marketDays(db: Executor): Promise<string[]> {
  const result = await db.execute<{ as_of: string }>(
    sql`SELECT DISTINCT as_of::text FROM intent_type_stats ORDER BY as_of DESC`,
  );
  return result.rows.map((row) => row.as_of);
}

/**
 * Counts the scores as of `asOf` into the temporary table `scored`: per pair with points in the
 * 15 weeks before, R, B, the market's k and G, momentum M, intensity I, the score, and the last 3
 * weeks' uncapped weight by stage group.
 */
async function scorePairs(db: Executor, asOf: string, pairs: AccountPair[] | undefined): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS scored`);
  await db.execute(sql`
    CREATE TEMP TABLE scored ON COMMIT DROP AS
    WITH pairs AS (
      SELECT d.company_id, d.intent_type,
        coalesce(sum(d.points) FILTER (WHERE d.day >= ${day(asOf)} - ${RECENT_DAYS}::int), 0)::float8 / 3 AS r,
        coalesce(sum(d.points) FILTER (WHERE d.day < ${day(asOf)} - ${RECENT_DAYS}::int), 0)::float8 / 12 AS b,
        coalesce(sum(d.weight) FILTER (WHERE d.day >= ${day(asOf)} - ${RECENT_DAYS}::int
          AND d.kind = ANY(${sql.param(RESEARCH)}::text[])), 0)::float8 AS research,
        coalesce(sum(d.weight) FILTER (WHERE d.day >= ${day(asOf)} - ${RECENT_DAYS}::int
          AND d.kind = ANY(${sql.param(EVALUATION)}::text[])), 0)::float8 AS evaluation,
        coalesce(sum(d.weight) FILTER (WHERE d.day >= ${day(asOf)} - ${RECENT_DAYS}::int
          AND d.kind = ANY(${sql.param(ENGAGEMENT)}::text[])), 0)::float8 AS engagement
      FROM account_day_kinds d
      WHERE d.day >= ${day(asOf)} - ${WINDOW_DAYS}::int AND d.day < ${day(asOf)} AND ${pairFilter("d", pairs)}
      GROUP BY d.company_id, d.intent_type
    ),
    measured AS (
      SELECT p.*, st.market_median::float8 AS k, st.market_change::float8 AS g,
        (p.r + st.market_median * st.market_change) / (st.market_change * (p.b + st.market_median)) AS x,
        CASE
          WHEN p.r = 0 THEN 0::float8
          WHEN st.active_accounts < ${SCORING.minMarketAccounts} THEN 100 * p.r / (p.r + st.market_median)
          ELSE (SELECT 100 * (count(*) FILTER (WHERE c < p.r) + 0.5 * count(*) FILTER (WHERE c = p.r))::float8
            / greatest(count(*), 1) FROM unnest(st.cut_points) c)
        END AS i
      FROM pairs p
      JOIN intent_type_stats st ON st.intent_type = p.intent_type AND st.as_of = ${day(asOf)}
    )
    SELECT company_id, intent_type, r, b, k, g, i, research, evaluation, engagement,
      100 * x / (1 + x) AS m,
      round(100 * x / (1 + x) * sqrt(i / 100))::int AS score
    FROM measured`);
}

/** Freezes the scores as of `asOf` (a Monday) as the week before it, for the trend. */
async function freezeWeek(db: Executor, asOf: string): Promise<void> {
  await db.execute(sql`
    INSERT INTO account_score_weeks (company_id, intent_type, week, score)
    SELECT company_id, intent_type, ${day(asOf)} - 7, score FROM scored
    ON CONFLICT (company_id, intent_type, week) DO UPDATE SET score = EXCLUDED.score`);
}

/**
 * Counts a past week again: the market as of `monday` (unless only `pairs` are recounted, when the
 * market stays as it was), and the week's scores.
 */
export async function publishWeek(db: Executor, monday: string, pairs?: AccountPair[]): Promise<void> {
  if (!pairs) await writeMarketStats(db, monday);
  await scorePairs(db, monday, pairs);
  if (pairs) {
    await db.execute(sql`
      DELETE FROM account_score_weeks w WHERE w.week = ${day(monday)} - 7 AND ${pairFilter("w", pairs)}
        AND NOT EXISTS (SELECT 1 FROM scored s WHERE s.company_id = w.company_id AND s.intent_type = w.intent_type)`);
  }
  await freezeWeek(db, monday);
}

export interface PublishedChange {
  companyId: string;
  intentType: string;
  kind: "surgeStarted" | "surgeEnded" | "stageChanged";
}

/**
 * Publishes the scores as of `asOf` for every pair (then also the market, and pairs with no
 * points left are dropped) or for `pairs` only, against the market already written. On a Monday
 * they are also the week just ended (`freezeWeek`). Writes the highlights of what changed and
 * returns them.
 */
export async function publishScores(
  db: Executor,
  asOf: string,
  options: { pairs?: AccountPair[]; minContributors: number; freezeWeek: boolean },
): Promise<PublishedChange[]> {
  const { pairs, minContributors } = options;
  if (!pairs) await writeMarketStats(db, asOf);
  await scorePairs(db, asOf, pairs);
  if (options.freezeWeek) await freezeWeek(db, asOf);
  const recent = sql`s.created_at >= (${day(asOf)} - ${RECENT_DAYS}::int)::timestamp AT TIME ZONE 'UTC'
    AND s.created_at < ${day(asOf)}::timestamp AT TIME ZONE 'UTC'`;
  // Who contributed in the last 3 weeks, and what about, from the signals of leaders not paused.
  await db.execute(sql`DROP TABLE IF EXISTS contributions`);
  await db.execute(sql`
    CREATE TEMP TABLE contributions ON COMMIT DROP AS
    SELECT s.company_id, s.intent_type, s.subject_kind, s.subject_id,
      sum(s.points)::int AS points, count(DISTINCT s.user_id)::int AS people
    FROM signals s JOIN users u ON u.id = s.user_id AND u.insights_paused_at IS NULL
    WHERE s.company_id IS NOT NULL AND ${recent} AND ${pairFilter("s", pairs)}
    GROUP BY GROUPING SETS ((s.company_id, s.intent_type), (s.company_id, s.intent_type, s.subject_kind, s.subject_id))`);
  // Each scored pair looks its contributors and topics up here: without an index, a scan each.
  await db.execute(sql`CREATE INDEX ON contributions (company_id, intent_type)`);
  await db.execute(sql`ANALYZE contributions`);
  const week = sql`date_trunc('week', ${day(asOf)} - 1)::date`;
  const stageShare = sql`greatest(sc.research + sc.evaluation + sc.engagement, 1)`;
  await db.execute(sql`DROP TABLE IF EXISTS published`);
  await db.execute(sql`
    CREATE TEMP TABLE published ON COMMIT DROP AS
    SELECT sc.company_id, sc.intent_type, sc.score, sc.r, sc.b, sc.m, sc.i,
      coalesce(c.people, 0) AS people,
      coalesce(c.people, 0) >= ${minContributors}
        AND (sc.score >= ${SCORING.surgeStart} OR (coalesce(old.surging, false) AND sc.score >= ${SCORING.surgeEnd})) AS surging,
      NOT EXISTS (SELECT 1 FROM account_day_kinds o WHERE o.company_id = sc.company_id
        AND o.intent_type = sc.intent_type AND o.day < ${day(asOf)} - ${WINDOW_DAYS}::int) AS is_new,
      CASE
        WHEN sc.engagement / ${stageShare} >= ${SCORING.stageShare} THEN 'decision'
        WHEN sc.evaluation / ${stageShare} >= ${SCORING.stageShare} THEN 'consideration'
        ELSE 'awareness'
      END AS stage,
      (CASE
        WHEN sc.engagement / ${stageShare} >= ${SCORING.stageShare} THEN sc.engagement / ${stageShare}
        WHEN sc.evaluation / ${stageShare} >= ${SCORING.stageShare} THEN sc.evaluation / ${stageShare}
        ELSE sc.research / ${stageShare}
      END) * least(1, coalesce(c.people, 0)::float8 / ${SCORING.confidentPeople}) AS confidence,
      ARRAY(SELECT w.score FROM generate_series(${week} - 98, ${week} - 7, interval '7 days') AS g(week)
        LEFT JOIN account_score_weeks w ON w.company_id = sc.company_id AND w.intent_type = sc.intent_type
          AND w.week = g.week::date
        ORDER BY g.week) || sc.score::smallint AS trend,
      coalesce((SELECT jsonb_agg(jsonb_build_object('kind', t.subject_kind, 'title', t.title,
          'points', t.points, 'people', t.people) ORDER BY t.points DESC, t.title)
        FROM (
          SELECT ct.subject_kind, ct.points, ct.people, coalesce(
            (SELECT title FROM content_items WHERE ct.subject_kind IN ('video', 'article') AND id = ct.subject_id::uuid),
            (SELECT title FROM events WHERE ct.subject_kind = 'event' AND id = ct.subject_id::uuid),
            (SELECT title FROM event_sessions WHERE ct.subject_kind = 'event_session' AND id = ct.subject_id::uuid),
            (SELECT name FROM companies WHERE ct.subject_kind = 'company' AND id = ct.subject_id::uuid),
            (SELECT name FROM products WHERE ct.subject_kind = 'product' AND id = ct.subject_id::uuid)) AS title
          FROM contributions ct
          WHERE ct.company_id = sc.company_id AND ct.intent_type = sc.intent_type
            AND ct.subject_kind IN ${TOPIC_SUBJECTS} AND ct.people >= ${minContributors}
          ORDER BY ct.points DESC, ct.subject_id
          LIMIT ${SCORING.topics}
        ) t WHERE t.title IS NOT NULL), '[]'::jsonb) AS topics,
      old.surging AS was_surging, old.inferred_stage AS old_stage
    FROM scored sc
    LEFT JOIN contributions c ON c.company_id = sc.company_id AND c.intent_type = sc.intent_type
      AND c.subject_kind IS NULL
    LEFT JOIN account_scores old ON old.company_id = sc.company_id AND old.intent_type = sc.intent_type`);

  const changes = await db.execute<{
    company_id: string;
    intent_type: string;
    kind: PublishedChange["kind"];
  }>(sql`
    INSERT INTO account_highlights (company_id, kind, intent_type, score, stage, previous_stage)
    SELECT company_id, kind, intent_type, score, stage, previous_stage FROM (
      SELECT company_id, 'surgeStarted' AS kind, intent_type, score, stage, NULL AS previous_stage
        FROM published WHERE surging AND NOT coalesce(was_surging, false)
      UNION ALL
      SELECT company_id, 'surgeEnded', intent_type, score, stage, NULL
        FROM published WHERE was_surging AND NOT surging
      UNION ALL
      SELECT company_id, 'stageChanged', intent_type, score, stage, old_stage
        FROM published WHERE old_stage IS NOT NULL AND old_stage <> stage
          AND people >= ${minContributors} AND confidence >= ${SCORING.highlightConfidence}
    ) changed
    RETURNING company_id, intent_type, kind`);

  if (pairs) {
    // Pairs whose points are all gone (withdrawn or paused) end, with their surge.
    await db.execute(sql`
      INSERT INTO account_highlights (company_id, kind, intent_type, score)
      SELECT a.company_id, 'surgeEnded', a.intent_type, 0 FROM account_scores a
      WHERE a.surging AND ${pairFilter("a", pairs)}
        AND NOT EXISTS (SELECT 1 FROM published p WHERE p.company_id = a.company_id AND p.intent_type = a.intent_type)`);
    await db.execute(sql`
      DELETE FROM account_scores a WHERE ${pairFilter("a", pairs)}
        AND NOT EXISTS (SELECT 1 FROM published p WHERE p.company_id = a.company_id AND p.intent_type = a.intent_type)`);
  }
  await db.execute(sql`
    INSERT INTO account_scores AS a (company_id, intent_type, as_of, score, surging, is_new, recent_per_week,
      baseline_per_week, momentum, intensity, people, visible, inferred_stage, stage_confidence, trend, rise, topics)
    SELECT company_id, intent_type, ${day(asOf)}, score, surging, is_new, r, b, m, i, people,
      people >= ${minContributors}, stage, confidence,
      trend, score - coalesce(trend[array_length(trend, 1) - 4], 0), topics
    FROM published
    ON CONFLICT (company_id, intent_type) DO UPDATE SET
      as_of = EXCLUDED.as_of, score = EXCLUDED.score, surging = EXCLUDED.surging, is_new = EXCLUDED.is_new,
      recent_per_week = EXCLUDED.recent_per_week, baseline_per_week = EXCLUDED.baseline_per_week,
      momentum = EXCLUDED.momentum, intensity = EXCLUDED.intensity, people = EXCLUDED.people, visible = EXCLUDED.visible,
      inferred_stage = EXCLUDED.inferred_stage, stage_confidence = EXCLUDED.stage_confidence,
      trend = EXCLUDED.trend, rise = EXCLUDED.rise, topics = EXCLUDED.topics`);
  if (!pairs) {
    // A full publish drops pairs with no points left in the 15 weeks.
    await db.execute(sql`DELETE FROM account_scores WHERE as_of <> ${day(asOf)}`);
  }
  return changes.rows.map((row) => ({
    companyId: row.company_id,
    intentType: row.intent_type,
    kind: row.kind,
  }));
}

/** Deletes what is older than the trend needs (docs/decisions/0019, "Retention"). */
export async function deleteExpired(db: Executor, asOf: string): Promise<void> {
  const oldest = sql`(${day(asOf)} - ${SCORING.retentionDays}::int)`;
  await db.execute(sql`DELETE FROM signals WHERE created_at < ${oldest}::timestamp AT TIME ZONE 'UTC'`);
  await db.execute(sql`DELETE FROM account_day_kinds WHERE day < ${oldest}`);
  await db.execute(sql`DELETE FROM account_score_weeks WHERE week < ${oldest}`);
  await db.execute(sql`DELETE FROM intent_type_stats WHERE as_of < ${oldest}`);
  await db.execute(
    sql`DELETE FROM account_highlights WHERE created_at < ${oldest}::timestamp AT TIME ZONE 'UTC'`,
  );
}
