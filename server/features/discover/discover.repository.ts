// SQL of Discover, written as SQL text since the ORM cannot build queries on derived tables. Every
// read stops early: only the first CANDIDATE_LIMIT full-text matches are ranked (a common word
// matches most posts, and ranking all of them would read them all), totals are counted over those
// candidates, never over the whole match set, and ts_headline, which re-reads the text, runs only
// for the rows of the page.
//
// A search runs in two statements. The first finds and ranks the matches; it is planned for each
// search, because the best plan depends on how common the words are (PostgreSQL's statistics tell:
// a word in most posts is found fastest by reading posts in order until enough match, a rare one
// through the GIN index), and a plan made once for any word reads the whole index for common ones.
// The second reads the page's rows by id and is planned once per connection (named).

import { DISCOVER_MAX_RESULTS } from "@common/discover";
import { type Database, holdingConnection } from "@server/platform/database/client";
import type pg from "pg";

/** How many matches are ranked, and counted: a single type pages up to this many. */
export const CANDIDATE_LIMIT = DISCOVER_MAX_RESULTS;
/**
 * How many matches a visitor's post search reads to find the public ones among them: most posts
 * are hub posts, which visitors do not see, and without an index of public posts alone the scan
 * must stop somewhere.
 */
const VISITOR_SCAN_LIMIT = 1000;

/** Replaces misspelt words only by terms at least this similar (pg_trgm similarity, 0-1). */
export const SPELLING_SIMILARITY = 0.45;

/** ts_headline marks matches with these control characters, taken out of the text beforehand. */
export const MATCH_START = "\u0002";
export const MATCH_END = "\u0003";
/**
 * Stands for "<" in texts given to ts_headline, which would otherwise read "<b>" or "<script>" as
 * tags and leave them out of the excerpt; the service puts "<" back.
 */
export const LESS_THAN = "\u0004";

/**
 * Text as excerpts show it: without the marker characters (so a match is only ever what
 * ts_headline marked), "<" as LESS_THAN, and without the Markdown punctuation of links, emphasis,
 * headings and quotes. Long texts are cut first: a headline re-parses its whole text (about 0.2 ms
 * a kilobyte), so a match further on is not marked and the excerpt shows the start.
 */
const plainText = (column: string, length: number) =>
  `regexp_replace(regexp_replace(regexp_replace(
     translate(left(${column}, ${length}), '<' || chr(2) || chr(3), chr(4)),
     '!?\\[([^\\]]*)\\]\\([^)]*\\)', '\\1', 'g'),
     '^[ \\t]*(#{1,6}|>)[ \\t]*', '', 'gn'),
     '\\*+|\`+|~~', '', 'g')`;

/** A title as ts_headline reads it, as plainText does without the Markdown. */
const plainTitle = (column: string) => `translate(${column}, '<' || chr(2) || chr(3), chr(4))`;

const headlineOptions = (options: string) =>
  `'StartSel=' || chr(2) || ', StopSel=' || chr(3) || ', ${options}'`;

const EXCERPT_OPTIONS = headlineOptions(
  'MaxWords=32, MinWords=16, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "',
);
const TITLE_OPTIONS = headlineOptions("HighlightAll=true");

export interface Spelling {
  word: string;
  known: boolean;
  /** The most similar known term, for an unknown word; null when none is similar enough. */
  suggestion: string | null;
}

/**
 * Whether each word is a known term (of the vocabulary that posts, content, events and published
 * courses fill) and, if not, the nearest known term.
 */
export async function findSpellings(db: Database, words: string[]): Promise<Spelling[]> {
  if (words.length === 0) return [];
  // The suggestion lookup runs only for words the vocabulary does not know (the lateral's condition
  // is a one-time filter); `%` reads the trigram index with pg_trgm's own threshold (0.3), the
  // stricter one is checked after.
  const { rows } = await db.$client.query<Spelling>({
    name: "discover_spellings",
    text: `SELECT w.word, k.known, s.term AS suggestion
           FROM unnest($1::text[]) AS w(word)
           CROSS JOIN LATERAL (
             SELECT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word) AS known
           ) k
           LEFT JOIN LATERAL (
             SELECT t.term FROM search_terms t
             WHERE NOT k.known
               AND t.term % w.word AND similarity(t.term, w.word) >= ${SPELLING_SIMILARITY}
             ORDER BY similarity(t.term, w.word) DESC, t.term
             LIMIT 1
           ) s ON true`,
    values: [words],
  });
  return rows;
}

export interface PageWindow {
  offset: number;
  /** Rows to read: the page size plus one, which only tells that more exist. */
  limit: number;
}

export interface RankedPage {
  /** The page's ids, best first. */
  ids: string[];
  /** How many matches were ranked, at most CANDIDATE_LIMIT. */
  total: number;
}

const toRankedPage = (rows: { id: string; total: number }[]): RankedPage => ({
  ids: rows.map((row) => row.id),
  total: rows[0]?.total ?? 0,
});

/**
 * One page of the posts matching the query, best first (cover density, then newest): visitors see
 * posts written for a company that runs a public page (hub posts are for members), nobody hidden ones.
 */
export async function rankPosts(
  db: Database,
  query: string,
  options: PageWindow & { publicOnly: boolean },
): Promise<RankedPage> {
  const matches = options.publicOnly
    ? `SELECT m.id, m.created_at, m.search_vector
       FROM (SELECT p.id, p.created_at, p.search_vector, p.company_id FROM posts p
             WHERE p.search_vector @@ q AND p.hidden_at IS NULL
             LIMIT ${VISITOR_SCAN_LIMIT}) m
       WHERE (SELECT c.is_page FROM companies c WHERE c.id = m.company_id)
       LIMIT ${CANDIDATE_LIMIT}`
    : `SELECT p.id, p.created_at, p.search_vector FROM posts p
       WHERE p.search_vector @@ q AND p.hidden_at IS NULL
       LIMIT ${CANDIDATE_LIMIT}`;
  const { rows } = await db.$client.query<{ id: string; total: number }>({
    text: `SELECT m.id, count(*) OVER ()::int AS total
           FROM websearch_to_tsquery('english', $1) AS q, LATERAL (${matches}) m
           ORDER BY ts_rank_cd(m.search_vector, q) DESC, m.created_at DESC, m.id DESC
           OFFSET $2 LIMIT $3`,
    values: [query, options.offset, options.limit],
  });
  return toRankedPage(rows);
}

export interface PostRow {
  id: string;
  hub: string;
  excerpt: string;
  comment_count: number;
  reaction_count: number;
  created_at: Date;
  author_id: string;
  author_name: string;
  author_job_title: string | null;
  author_photo_url: string | null;
  author_visibility: unknown;
  company_id: string | null;
  company_name: string | null;
  company_logo_key: string | null;
}

const postColumns = `p.id, p.hub, p.comment_count, p.reaction_count, p.created_at,
  u.id AS author_id, u.name AS author_name, u.job_title AS author_job_title, u.image AS author_photo_url,
  u.profile_visibility AS author_visibility, c.id AS company_id, c.name AS company_name, logo.storage_key AS company_logo_key`;

const postJoins = `JOIN users u ON u.id = p.author_id
  LEFT JOIN companies c ON c.id = p.company_id
  LEFT JOIN uploads logo ON logo.id = c.logo_upload_id`;

/** The posts of a page, in its order, with the matching words of each marked in an excerpt. */
export async function findPostMatches(db: Database, query: string, ids: string[]): Promise<PostRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.$client.query<PostRow>({
    name: "discover_post_matches",
    text: `SELECT ${postColumns},
                  ts_headline('english', ${plainText("p.body", 4000)}, q, ${EXCERPT_OPTIONS}) AS excerpt
           FROM unnest($2::uuid[]) WITH ORDINALITY AS page (id, position)
           JOIN posts p ON p.id = page.id ${postJoins},
           websearch_to_tsquery('english', $1) AS q
           WHERE p.hidden_at IS NULL
           ORDER BY page.position`,
    values: [query, ids],
  });
  return rows;
}

export type ContentKind = "video" | "article";

/**
 * One page of the videos or articles matching the query: title matches first, then by cover
 * density (a summary weighs more than a body), then newest. Visitors see public ones, nobody
 * hidden ones.
 */
export async function rankContent(
  db: Database,
  query: string,
  kind: ContentKind,
  options: PageWindow & { publicOnly: boolean },
): Promise<RankedPage> {
  // Content vectors are long and stored out of line: a sequential scan would unpack every one to
  // test it, which PostgreSQL's costs do not count, while the GIN index answers without them.
  const client = await db.$client.connect();
  try {
    return await holdingConnection(() => rankWithIndex(client, query, kind, options));
  } finally {
    client.release();
  }
}

async function rankWithIndex(
  client: pg.PoolClient,
  query: string,
  kind: ContentKind,
  options: PageWindow & { publicOnly: boolean },
): Promise<RankedPage> {
  try {
    await client.query("BEGIN READ ONLY");
    await client.query("SET LOCAL enable_seqscan = off");
    const { rows } = await client.query<{ id: string; total: number }>({
      text: `SELECT m.id, count(*) OVER ()::int AS total
             FROM websearch_to_tsquery('english', $1) AS q,
             LATERAL (SELECT ci.id, ci.published_at, ci.search_vector FROM content_items ci
                      WHERE ci.search_vector @@ q AND ci.hidden_at IS NULL AND ci.kind = $2
                        ${options.publicOnly ? "AND ci.visibility = 'public'" : ""}
                      LIMIT ${CANDIDATE_LIMIT}) m
             ORDER BY ts_filter(m.search_vector, '{a}') @@ q DESC, ts_rank_cd(m.search_vector, q) DESC,
                      m.published_at DESC, m.id DESC
             OFFSET $3 LIMIT $4`,
      values: [query, kind, options.offset, options.limit],
    });
    await client.query("COMMIT");
    return toRankedPage(rows);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

export interface ContentRow {
  id: string;
  kind: ContentKind;
  title: string;
  excerpt: string;
  visibility: string;
  duration_seconds: number | null;
  view_count: number;
  published_at: Date;
  company_id: string | null;
  company_name: string | null;
  cover_key: string | null;
}

const contentColumns = `ci.id, ci.kind, ci.visibility, ci.duration_seconds, ci.view_count, ci.published_at,
  c.id AS company_id, c.name AS company_name, cover.storage_key AS cover_key`;

const contentJoins = `LEFT JOIN companies c ON c.id = ci.company_id
  LEFT JOIN uploads cover ON cover.id = ci.cover_upload_id`;

/** The videos or articles of a page, in its order, with the matching words of title and excerpt marked. */
export async function findContentMatches(db: Database, query: string, ids: string[]): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.$client.query<ContentRow>({
    name: "discover_content_matches",
    text: `SELECT ${contentColumns},
                  ts_headline('english', ${plainTitle("ci.title")}, q, ${TITLE_OPTIONS}) AS title,
                  ts_headline('english', ${plainText("ci.summary || E'\\n' || ci.body", 2000)}, q,
                              ${EXCERPT_OPTIONS}) AS excerpt
           FROM unnest($2::uuid[]) WITH ORDINALITY AS page (id, position)
           JOIN content_items ci ON ci.id = page.id ${contentJoins},
           websearch_to_tsquery('english', $1) AS q
           WHERE ci.hidden_at IS NULL
           ORDER BY page.position`,
    values: [query, ids],
  });
  return rows;
}

/**
 * One page of the events matching the query: title matches first, then by cover density, then
 * upcoming events (soonest first) before past ones (latest first). Cancelled events are left out.
 */
export async function rankEvents(db: Database, query: string, options: PageWindow): Promise<RankedPage> {
  const { rows } = await db.$client.query<{ id: string; total: number }>({
    text: `SELECT m.id, count(*) OVER ()::int AS total
           FROM websearch_to_tsquery('english', $1) AS q,
           LATERAL (SELECT e.id, e.starts_at, e.ends_at, e.search_vector FROM events e
                    WHERE e.search_vector @@ q AND e.cancelled_at IS NULL
                    LIMIT ${CANDIDATE_LIMIT}) m
           ORDER BY ts_filter(m.search_vector, '{a}') @@ q DESC, ts_rank_cd(m.search_vector, q) DESC,
                    m.ends_at >= now() DESC,
                    CASE WHEN m.ends_at >= now() THEN m.starts_at END ASC,
                    m.starts_at DESC, m.id DESC
           OFFSET $2 LIMIT $3`,
    values: [query, options.offset, options.limit],
  });
  return toRankedPage(rows);
}

export interface EventRow {
  id: string;
  title: string;
  excerpt: string;
  format: string;
  venue: string | null;
  location: string | null;
  time_zone: string;
  starts_at: Date;
  ends_at: Date;
  host_id: string | null;
  host_name: string | null;
}

const eventColumns = `e.id, e.format, e.venue, e.location, e.time_zone, e.starts_at, e.ends_at,
  host.id AS host_id, host.name AS host_name`;

/** The events of a page, in its order, with the matching words of title and description marked. */
export async function findEventMatches(db: Database, query: string, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.$client.query<EventRow>({
    name: "discover_event_matches",
    text: `SELECT ${eventColumns},
                  ts_headline('english', ${plainTitle("e.title")}, q, ${TITLE_OPTIONS}) AS title,
                  ts_headline('english', ${plainText("e.description", 2000)}, q, ${EXCERPT_OPTIONS}) AS excerpt
           FROM unnest($2::uuid[]) WITH ORDINALITY AS page (id, position)
           JOIN events e ON e.id = page.id
           LEFT JOIN companies host ON host.id = e.host_company_id,
           websearch_to_tsquery('english', $1) AS q
           WHERE e.cancelled_at IS NULL
           ORDER BY page.position`,
    values: [query, ids],
  });
  return rows;
}

/**
 * One page of the published courses matching the query: title matches first, then by cover
 * density (a title weighs more than a summary), then newest.
 */
export async function rankCourses(db: Database, query: string, options: PageWindow): Promise<RankedPage> {
  const { rows } = await db.$client.query<{ id: string; total: number }>({
    text: `SELECT m.id, count(*) OVER ()::int AS total
           FROM websearch_to_tsquery('english', $1) AS q,
           LATERAL (SELECT c.id, c.published_at, c.search_vector FROM courses c
                    WHERE c.search_vector @@ q AND c.status = 'published'
                    LIMIT ${CANDIDATE_LIMIT}) m
           ORDER BY ts_filter(m.search_vector, '{a}') @@ q DESC, ts_rank_cd(m.search_vector, q) DESC,
                    m.published_at DESC NULLS LAST, m.id DESC
           OFFSET $2 LIMIT $3`,
    values: [query, options.offset, options.limit],
  });
  return toRankedPage(rows);
}

export interface CourseRow {
  id: string;
  title: string;
  excerpt: string;
  level: string;
  lesson_count: number;
  total_minutes: number;
  published_at: Date;
  company_id: string | null;
  company_name: string | null;
  cover_key: string | null;
}

// A published course has its publishing time; the creation time only stands in for a row that
// was marked published without one.
const courseColumns = `c.id, c.level, c.lesson_count, c.total_minutes,
  coalesce(c.published_at, c.created_at) AS published_at,
  co.id AS company_id, co.name AS company_name, cover.storage_key AS cover_key`;

const courseJoins = `LEFT JOIN companies co ON co.id = c.company_id
  LEFT JOIN uploads cover ON cover.id = c.cover_upload_id`;

/** The courses of a page, in its order, with the matching words of title and summary marked. */
export async function findCourseMatches(db: Database, query: string, ids: string[]): Promise<CourseRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.$client.query<CourseRow>({
    name: "discover_course_matches",
    text: `SELECT ${courseColumns},
                  ts_headline('english', ${plainTitle("c.title")}, q, ${TITLE_OPTIONS}) AS title,
                  ts_headline('english', ${plainText("c.summary", 2000)}, q, ${EXCERPT_OPTIONS}) AS excerpt
           FROM unnest($2::uuid[]) WITH ORDINALITY AS page (id, position)
           JOIN courses c ON c.id = page.id ${courseJoins},
           websearch_to_tsquery('english', $1) AS q
           WHERE c.status = 'published'
           ORDER BY page.position`,
    values: [query, ids],
  });
  return rows;
}

export interface PersonRow {
  total: number;
  id: string | null;
  name: string;
  job_title: string | null;
  photo_url: string | null;
  company_id: string | null;
  company_name: string | null;
}

/** Who searches people: whose visibility settings apply ("all" for platform admins). */
export interface PeopleSearchViewer {
  id: string | null;
  audience: "visitors" | "members" | "all";
}

/** SQL: the viewer ($5 audience, $6 id) may see this field of `u` (User settings, visibility). */
const shows = (field: "photo" | "jobTitle" | "company") =>
  `($5 = 'all' OR u.id = $6 OR (u.profile_visibility -> '${field}' ->> $5) = 'true')`;

/**
 * People whose name is like the term (trigram word similarity on the name index), and people of
 * the companies the term names; ranked by how well name, job title and company together match.
 * Only what the viewer may see of a person is matched or returned: a hidden company neither finds
 * its people nor shows, a hidden job title does not rank.
 */
export async function searchPeople(
  db: Database,
  viewer: PeopleSearchViewer,
  term: string,
  companyIds: string[],
  options: PageWindow,
): Promise<PersonRow[]> {
  const { rows } = await db.$client.query<PersonRow>({
    name: "discover_people",
    text: `WITH candidates AS MATERIALIZED (
             (SELECT u.id FROM users u WHERE $1 <% lower(u.name) AND u.former_member_at IS NULL
              LIMIT ${CANDIDATE_LIMIT})
             UNION
             (SELECT u.id FROM users u WHERE u.company_id = ANY ($2::uuid[]) AND ${shows("company")}
              LIMIT ${CANDIDATE_LIMIT})
           ),
           visible AS MATERIALIZED (
             SELECT u.id, u.name,
                    CASE WHEN ${shows("jobTitle")} THEN u.job_title END AS job_title,
                    CASE WHEN ${shows("photo")} THEN u.image END AS photo_url,
                    CASE WHEN ${shows("company")} THEN u.company_id END AS company_id
             FROM candidates JOIN users u ON u.id = candidates.id
           ),
           ranked AS MATERIALIZED (
             SELECT v.id, v.name, v.job_title, v.photo_url, c.id AS company_id, c.name AS company_name,
                    word_similarity($1, lower(v.name || ' ' || coalesce(v.job_title, '') || ' ' || coalesce(c.name, ''))) AS score
             FROM visible v
             LEFT JOIN companies c ON c.id = v.company_id
           ),
           page AS (
             SELECT * FROM ranked ORDER BY score DESC, lower(name), id OFFSET $3 LIMIT $4
           )
           SELECT t.total, page.* FROM (SELECT count(*)::int AS total FROM ranked) t
           LEFT JOIN page ON true
           ORDER BY page.score DESC, lower(page.name), page.id`,
    values: [term, companyIds, options.offset, options.limit, viewer.audience, viewer.id],
  });
  return rows;
}

/** Trending lists are picked among this many of the newest items: enough for a week of a hub. */
const RECENT_LIMIT = 1000;

/**
 * The hub's most discussed posts of the last 7 days (comments and reactions), newest first among
 * equals; visitors see those written for a company that runs a public page.
 */
export async function listTrendingPosts(
  db: Database,
  hub: string,
  options: { limit: number; publicOnly: boolean },
): Promise<PostRow[]> {
  const limit = Math.trunc(options.limit);
  const { rows } = await db.$client.query<PostRow>({
    name: `discover_trending_posts_${options.publicOnly ? "public" : "all"}_${limit}`,
    text: `SELECT ${postColumns}, ${plainText("p.body", 600)} AS excerpt
           FROM (SELECT recent.id, recent.activity, recent.created_at
                 FROM (SELECT p.id, p.comment_count + p.reaction_count AS activity, p.created_at, p.company_id
                       FROM posts p
                       WHERE p.hub = $1 AND p.hidden_at IS NULL AND p.created_at > now() - interval '7 days'
                         ${options.publicOnly ? "AND p.company_id IS NOT NULL" : ""}
                       ORDER BY p.created_at DESC, p.id DESC LIMIT ${RECENT_LIMIT}) recent
                 ${options.publicOnly ? "WHERE (SELECT pc.is_page FROM companies pc WHERE pc.id = recent.company_id)" : ""}
                 ORDER BY recent.activity DESC, recent.created_at DESC, recent.id DESC
                 LIMIT ${limit}) top
           JOIN posts p ON p.id = top.id ${postJoins}
           ORDER BY top.activity DESC, top.created_at DESC, top.id DESC`,
    values: [hub],
  });
  return rows;
}

/** The most viewed of the hub's newest videos or articles; visitors see public ones. */
export async function listTrendingContent(
  db: Database,
  hub: string,
  kind: ContentKind,
  options: { limit: number; publicOnly: boolean },
): Promise<ContentRow[]> {
  const limit = Math.trunc(options.limit);
  const { rows } = await db.$client.query<ContentRow>({
    name: `discover_trending_content_${options.publicOnly ? "public" : "all"}_${limit}`,
    text: `SELECT ${contentColumns}, ${plainTitle("ci.title")} AS title, ${plainText("ci.summary", 600)} AS excerpt
           FROM (SELECT newest.id, newest.view_count, newest.published_at
                 FROM (SELECT ci.id, ci.view_count, ci.published_at FROM content_items ci
                       WHERE ci.kind = $1 AND ci.hidden_at IS NULL AND ci.hubs @> ARRAY[$2::text]
                         ${options.publicOnly ? "AND ci.visibility = 'public'" : ""}
                       ORDER BY ci.published_at DESC, ci.id DESC LIMIT ${RECENT_LIMIT}) newest
                 ORDER BY newest.view_count DESC, newest.published_at DESC, newest.id DESC
                 LIMIT ${limit}) top
           JOIN content_items ci ON ci.id = top.id ${contentJoins}
           ORDER BY top.view_count DESC, top.published_at DESC, top.id DESC`,
    values: [kind, hub],
  });
  return rows;
}

/** The hub's next events that are not over, soonest first; cancelled ones left out. */
export async function listUpcomingEvents(db: Database, hub: string, limit: number): Promise<EventRow[]> {
  const { rows } = await db.$client.query<EventRow>({
    name: `discover_upcoming_events_${Math.trunc(limit)}`,
    text: `SELECT ${eventColumns}, ${plainTitle("e.title")} AS title, ${plainText("e.description", 600)} AS excerpt
           FROM events e LEFT JOIN companies host ON host.id = e.host_company_id
           WHERE e.hubs @> ARRAY[$1::text] AND e.cancelled_at IS NULL AND e.ends_at >= now()
           ORDER BY e.starts_at, e.id
           LIMIT ${Math.trunc(limit)}`,
    values: [hub],
  });
  return rows;
}

/** The hub's newest published courses. */
export async function listNewestCourses(db: Database, hub: string, limit: number): Promise<CourseRow[]> {
  const { rows } = await db.$client.query<CourseRow>({
    name: `discover_newest_courses_${Math.trunc(limit)}`,
    // In the order of the catalogue's index of published courses.
    text: `SELECT ${courseColumns}, ${plainTitle("c.title")} AS title, ${plainText("c.summary", 600)} AS excerpt
           FROM courses c ${courseJoins}
           WHERE c.hubs @> ARRAY[$1::text] AND c.status = 'published'
           ORDER BY c.published_at DESC NULLS LAST, c.id DESC NULLS LAST
           LIMIT ${Math.trunc(limit)}`,
    values: [hub],
  });
  return rows;
}

export interface FollowedCompanyRow {
  id: string;
  name: string;
  is_page: boolean;
  headquarter: string | null;
  industry: string | null;
  logo_key: string | null;
  follower_count: number;
}

/** The public company pages with the most followers. */
export async function listMostFollowedPages(db: Database, limit: number): Promise<FollowedCompanyRow[]> {
  const { rows } = await db.$client.query<FollowedCompanyRow>({
    name: `discover_most_followed_${Math.trunc(limit)}`,
    text: `SELECT c.id, c.name, c.is_page, c.headquarter, c.industry, c.follower_count, logo.storage_key AS logo_key
           FROM companies c LEFT JOIN uploads logo ON logo.id = c.logo_upload_id
           WHERE c.is_page
           ORDER BY c.follower_count DESC, lower(c.name), c.id
           LIMIT ${Math.trunc(limit)}`,
  });
  return rows;
}

/** The member's own hub. */
export async function findMemberHub(db: Database, userId: string): Promise<string | null> {
  const { rows } = await db.$client.query<{ hub: string }>({
    name: "discover_member_hub",
    text: "SELECT hub FROM users WHERE id = $1",
    values: [userId],
  });
  return rows[0]?.hub ?? null;
}
