// Discover's rules: one search over companies, people, posts, videos, articles, events and courses,
// or what is trending in a hub when nothing is searched. Visitors see what is public: companies that
// run a page, posts written for one, public videos and articles, and never people, events or courses
// (those need a login). Members see everything that is not hidden, events that are not cancelled
// and courses that are published.

import type { CompanySummary } from "@common/companies";
import {
  DISCOVER_MAX_RESULTS,
  DISCOVER_PREVIEW_SIZE,
  type DiscoverCompany,
  type DiscoverContent,
  type DiscoverCourse,
  type DiscoverEvent,
  type DiscoverPerson,
  type DiscoverPost,
  type DiscoverQuery,
  type DiscoverResult,
  type DiscoverSearchResult,
  type DiscoverTotal,
  type DiscoverTrending,
  type DiscoverType,
  DiscoverTypeSchema,
} from "@common/discover";
import type { EventFormat } from "@common/events";
import { DEFAULT_HUB_ID, findHub, type HubId } from "@common/hubs";
import type { CourseLevel } from "@common/learning";
import { fileUrl } from "@common/uploads";
import { searchCompanyNames } from "@server/features/companies/company-search.service";
import { type Viewer, visiblePerson } from "@server/features/people/person-visibility";
import type { SessionUser } from "@server/platform/auth/session";
import type { Database } from "@server/platform/database/client";
import { invalid, unauthenticated } from "@server/platform/errors";
import { cursorPart, decodeCursor, encodeCursor } from "@server/platform/http/cursor";
import type { CacheReader } from "@server/platform/realtime/change-cache";
import { z } from "zod";
import {
  CANDIDATE_LIMIT,
  type ContentKind,
  type ContentRow,
  type CourseRow,
  type EventRow,
  findContentMatches,
  findCourseMatches,
  findEventMatches,
  findMemberHub,
  findPostMatches,
  listMostFollowedPages,
  listNewestCourses,
  listTrendingContent,
  listTrendingPosts,
  listUpcomingEvents,
  type PageWindow,
  type PersonRow,
  type PostRow,
  type RankedPage,
  rankContent,
  rankCourses,
  rankEvents,
  rankPosts,
  searchPeople,
} from "./discover.repository";
import { discoverCaches } from "./discover-cache";
import { correctSearch } from "./discover-spelling";
import { highlightPrefixes, highlightWords, markedSegments, plainSegments, truncated } from "./highlight";

/** A single type's cursor: the type and how many results came before (results are ranked). */
const OffsetCursor = z.tuple([DiscoverTypeSchema, cursorPart.integer.max(DISCOVER_MAX_RESULTS)]);

/** How many companies the "all" view looks for, to tell "20+" from a handful. */
const COMPANY_COUNT_LIMIT = 20;
/** The companies whose people a people search also finds. */
const PEOPLE_COMPANY_LIMIT = 5;
/** Length of a trending post's excerpt. */
const EXCERPT_LENGTH = 280;

const CONTENT_KIND: Record<"videos" | "articles", ContentKind> = { videos: "video", articles: "article" };

interface Section<T> {
  items: T[];
  total: DiscoverTotal;
  nextCursor: string | null;
}

/** A page of ranked results (limit + 1 read), its capped total and the cursor to what follows. */
function rankedSection<Item>(
  type: DiscoverType,
  ranked: RankedPage,
  items: Item[],
  window: { offset: number; size: number },
): Section<Item> {
  const end = window.offset + window.size;
  return {
    items: items.slice(0, window.size),
    total: { count: ranked.total, more: ranked.total >= CANDIDATE_LIMIT },
    nextCursor:
      ranked.ids.length > window.size && end < DISCOVER_MAX_RESULTS ? encodeCursor([type, end]) : null,
  };
}

const readWindow = (window: { offset: number; size: number }): PageWindow => ({
  offset: window.offset,
  limit: window.size + 1,
});

function toHub(hub: string): HubId {
  return findHub(hub)?.id ?? DEFAULT_HUB_ID;
}

/**
 * Whose eyes a card is shown through. Results are kept and shown to every member alike, so a
 * member sees their own card in Discover as other members do; platform admins see it whole.
 */
function cardViewer(user: SessionUser | null): Viewer {
  if (!user) return null;
  return user.isPlatformAdmin ? user : { id: "", isPlatformAdmin: false };
}

function toPost(user: SessionUser | null, row: PostRow, excerpt: DiscoverPost["excerpt"]): DiscoverPost {
  return {
    id: row.id,
    author: visiblePerson(cardViewer(user), row.author_id, row.author_visibility, {
      id: row.author_id,
      name: row.author_name,
      jobTitle: row.author_job_title,
      photoUrl: row.author_photo_url,
    }),
    company:
      row.company_id && row.company_name !== null
        ? { id: row.company_id, name: row.company_name, logoUrl: fileUrl(row.company_logo_key) }
        : null,
    hub: toHub(row.hub),
    excerpt,
    commentCount: row.comment_count,
    reactionCount: row.reaction_count,
    createdAt: row.created_at.toISOString(),
  };
}

function toContent(
  row: ContentRow,
  title: DiscoverContent["title"],
  excerpt: DiscoverContent["excerpt"],
): DiscoverContent {
  return {
    id: row.id,
    kind: row.kind === "video" ? "video" : "article",
    title,
    excerpt,
    company:
      row.company_id && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
    coverUrl: fileUrl(row.cover_key),
    durationSeconds: row.duration_seconds,
    viewCount: row.view_count,
    visibility: row.visibility === "public" ? "public" : "members",
    publishedAt: row.published_at.toISOString(),
  };
}

function toEvent(
  row: EventRow,
  title: DiscoverEvent["title"],
  excerpt: DiscoverEvent["excerpt"],
): DiscoverEvent {
  return {
    id: row.id,
    title,
    excerpt,
    format: row.format as EventFormat,
    venue: row.venue,
    location: row.location,
    timeZone: row.time_zone,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    host: row.host_id && row.host_name !== null ? { id: row.host_id, name: row.host_name } : null,
  };
}

function toCourse(
  row: CourseRow,
  title: DiscoverCourse["title"],
  excerpt: DiscoverCourse["excerpt"],
): DiscoverCourse {
  return {
    id: row.id,
    title,
    excerpt,
    company:
      row.company_id && row.company_name !== null ? { id: row.company_id, name: row.company_name } : null,
    coverUrl: fileUrl(row.cover_key),
    level: row.level as CourseLevel,
    lessonCount: row.lesson_count,
    minutes: row.total_minutes,
    publishedAt: row.published_at.toISOString(),
  };
}

function toCompany(company: CompanySummary, words: string[], followerCount: number | null): DiscoverCompany {
  return {
    id: company.id,
    name: highlightPrefixes(company.name, words),
    isPage: company.isPage,
    headquarter: company.headquarter,
    industry: company.industry,
    logoUrl: company.logoUrl,
    followerCount,
  };
}

function toPerson(row: PersonRow & { id: string }, words: string[]): DiscoverPerson {
  return {
    id: row.id,
    name: highlightPrefixes(row.name, words),
    jobTitle: row.job_title ? highlightPrefixes(row.job_title, words) : null,
    photoUrl: row.photo_url,
    company:
      row.company_id && row.company_name !== null
        ? { id: row.company_id, name: highlightPrefixes(row.company_name, words) }
        : null,
  };
}

interface SearchContext {
  db: Database;
  user: SessionUser | null;
  /** The search as typed. */
  term: string;
  /** The search as run on posts, videos, articles, events and courses: misspelt words replaced. */
  textQuery: string;
  words: string[];
}

async function postSection(context: SearchContext, window: { offset: number; size: number }) {
  const ranked = await rankPosts(context.db, context.textQuery, {
    ...readWindow(window),
    publicOnly: !context.user,
  });
  const rows = await findPostMatches(context.db, context.textQuery, ranked.ids.slice(0, window.size));
  return rankedSection(
    "posts",
    ranked,
    rows.map((row) => toPost(context.user, row, markedSegments(row.excerpt))),
    window,
  );
}

async function contentSection(
  context: SearchContext,
  type: "videos" | "articles",
  window: { offset: number; size: number },
) {
  const ranked = await rankContent(context.db, context.textQuery, CONTENT_KIND[type], {
    ...readWindow(window),
    publicOnly: !context.user,
  });
  const rows = await findContentMatches(context.db, context.textQuery, ranked.ids.slice(0, window.size));
  return rankedSection(
    type,
    ranked,
    rows.map((row) => toContent(row, markedSegments(row.title), markedSegments(row.excerpt))),
    window,
  );
}

async function eventSection(context: SearchContext, window: { offset: number; size: number }) {
  const ranked = await rankEvents(context.db, context.textQuery, readWindow(window));
  const rows = await findEventMatches(context.db, context.textQuery, ranked.ids.slice(0, window.size));
  return rankedSection(
    "events",
    ranked,
    rows.map((row) => toEvent(row, markedSegments(row.title), markedSegments(row.excerpt))),
    window,
  );
}

async function courseSection(context: SearchContext, window: { offset: number; size: number }) {
  const ranked = await rankCourses(context.db, context.textQuery, readWindow(window));
  const rows = await findCourseMatches(context.db, context.textQuery, ranked.ids.slice(0, window.size));
  return rankedSection(
    "courses",
    ranked,
    rows.map((row) => toCourse(row, markedSegments(row.title), markedSegments(row.excerpt))),
    window,
  );
}

/**
 * Companies through the company type-ahead (typo tolerant, visitors see pages only). It answers
 * the best matches up to a limit, so a page asks for everything up to its end.
 */
async function companySection(
  context: SearchContext,
  window: { offset: number; size: number },
  countLimit: number,
): Promise<Section<DiscoverCompany> & { found: CompanySummary[] }> {
  const end = window.offset + window.size;
  const found = await searchCompanyNames(
    context.db,
    context.user,
    context.term,
    Math.min(Math.max(end, countLimit) + 1, DISCOVER_MAX_RESULTS),
  );
  const counted = Math.max(end, countLimit);
  return {
    found,
    items: found.slice(window.offset, end).map((company) => toCompany(company, context.words, null)),
    total: { count: Math.min(found.length, counted), more: found.length > counted },
    nextCursor: found.length > end && end < DISCOVER_MAX_RESULTS ? encodeCursor(["companies", end]) : null,
  };
}

async function peopleSection(
  context: SearchContext,
  companies: CompanySummary[],
  window: { offset: number; size: number },
) {
  const { user } = context;
  const rows = await searchPeople(
    context.db,
    { id: null, audience: !user ? "visitors" : user.isPlatformAdmin ? "all" : "members" },
    context.term.toLowerCase(),
    companies.slice(0, PEOPLE_COMPANY_LIMIT).map((company) => company.id),
    readWindow(window),
  );
  const found = rows.filter((row): row is PersonRow & { id: string } => row.id !== null);
  return rankedSection(
    "people",
    { ids: found.map((row) => row.id), total: rows[0]?.total ?? 0 },
    found.map((row) => toPerson(row, context.words)),
    window,
  );
}

async function searchContext(
  db: Database,
  user: SessionUser | null,
  term: string,
  needsText: boolean,
): Promise<SearchContext & { correctedQuery: string | null }> {
  const correctedQuery = needsText ? await correctSearch(db, term) : null;
  return {
    db,
    user,
    term,
    textQuery: correctedQuery ?? term,
    correctedQuery,
    words: highlightWords(term),
  };
}

/** The best few of every type the caller may see. */
async function searchAll(
  db: Database,
  user: SessionUser | null,
  term: string,
): Promise<DiscoverSearchResult> {
  const context = await searchContext(db, user, term, true);
  const preview = { offset: 0, size: DISCOVER_PREVIEW_SIZE };
  const companiesAndPeople = (async () => {
    const companies = await companySection(context, preview, COMPANY_COUNT_LIMIT);
    const people = user ? await peopleSection(context, companies.found, preview) : undefined;
    return { companies, people };
  })();
  const [{ companies, people }, posts, videos, articles, events, courses] = await Promise.all([
    companiesAndPeople,
    postSection(context, preview),
    contentSection(context, "videos", preview),
    contentSection(context, "articles", preview),
    user ? eventSection(context, preview) : undefined,
    user ? courseSection(context, preview) : undefined,
  ]);
  const { found: _found, ...companyPreview } = companies;
  return {
    mode: "search",
    search: term,
    correctedQuery: context.correctedQuery,
    type: "all",
    companies: { ...companyPreview, nextCursor: null },
    ...(people ? { people: { ...people, nextCursor: null } } : {}),
    posts: { ...posts, nextCursor: null },
    videos: { ...videos, nextCursor: null },
    articles: { ...articles, nextCursor: null },
    ...(events ? { events: { ...events, nextCursor: null } } : {}),
    ...(courses ? { courses: { ...courses, nextCursor: null } } : {}),
  };
}

/** Where a single type's page starts: 400 for a cursor of another list. */
function cursorOffset(cursor: string, type: DiscoverType): number {
  const [cursorType, offset] = decodeCursor(cursor, OffsetCursor);
  if (cursorType !== type) throw invalid("cursor: not a cursor this list gave out.");
  return offset;
}

/** One page of a single type. */
async function searchType(
  db: Database,
  user: SessionUser | null,
  term: string,
  type: DiscoverType,
  window: { offset: number; size: number },
): Promise<DiscoverSearchResult> {
  const textual = type !== "companies" && type !== "people";
  const context = await searchContext(db, user, term, textual);
  const result: DiscoverSearchResult = {
    mode: "search",
    search: term,
    correctedQuery: context.correctedQuery,
    type,
  };
  if (window.size <= 0) return result;
  switch (type) {
    case "companies": {
      const { found: _found, ...companies } = await companySection(context, window, 0);
      return { ...result, companies };
    }
    case "people": {
      const companies = await searchCompanyNames(db, user, term, PEOPLE_COMPANY_LIMIT);
      return { ...result, people: await peopleSection(context, companies, window) };
    }
    case "posts":
      return { ...result, posts: await postSection(context, window) };
    case "videos":
    case "articles":
      return { ...result, [type]: await contentSection(context, type, window) };
    case "events":
      return { ...result, events: await eventSection(context, window) };
    case "courses":
      return { ...result, courses: await courseSection(context, window) };
  }
}

/** The hub whose trends to show: the one asked for, the community cookie's, the member's own, or the default. */
async function trendingHub(
  db: Database,
  user: SessionUser | null,
  asked: HubId | undefined,
  cookieHub: string | undefined,
): Promise<HubId> {
  if (asked) return asked;
  const chosen = findHub(cookieHub);
  if (chosen) return chosen.id;
  if (user) {
    const { memberHubs } = discoverCaches(db);
    let hub = memberHubs.get(user.id)?.hub;
    if (hub === undefined) {
      hub = await findMemberHub(db, user.id);
      memberHubs.set(user.id, { hub });
    }
    const own = findHub(hub);
    if (own) return own.id;
  }
  return DEFAULT_HUB_ID;
}

async function trending(db: Database, user: SessionUser | null, hub: HubId): Promise<DiscoverTrending> {
  const options = { limit: DISCOVER_PREVIEW_SIZE, publicOnly: !user };
  const [posts, videos, articles, companies, events, courses] = await Promise.all([
    listTrendingPosts(db, hub, options),
    listTrendingContent(db, hub, "video", options),
    listTrendingContent(db, hub, "article", options),
    listMostFollowedPages(db, DISCOVER_PREVIEW_SIZE),
    user ? listUpcomingEvents(db, hub, DISCOVER_PREVIEW_SIZE) : undefined,
    user ? listNewestCourses(db, hub, DISCOVER_PREVIEW_SIZE) : undefined,
  ]);
  const content = (row: ContentRow) =>
    toContent(row, plainSegments(row.title), plainSegments(truncated(row.excerpt, EXCERPT_LENGTH)));
  return {
    mode: "trending",
    hub,
    posts: posts.map((row) => toPost(user, row, plainSegments(truncated(row.excerpt, EXCERPT_LENGTH)))),
    videos: videos.map(content),
    articles: articles.map(content),
    companies: companies.map((row) =>
      toCompany(
        {
          id: row.id,
          name: row.name,
          isPage: row.is_page,
          headquarter: row.headquarter,
          industry: row.industry,
          size: null,
          logoUrl: fileUrl(row.logo_key),
        },
        [],
        row.follower_count,
      ),
    ),
    ...(events
      ? {
          events: events.map((row) =>
            toEvent(row, plainSegments(row.title), plainSegments(truncated(row.excerpt, EXCERPT_LENGTH))),
          ),
        }
      : {}),
    ...(courses
      ? {
          courses: courses.map((row) =>
            toCourse(row, plainSegments(row.title), plainSegments(truncated(row.excerpt, EXCERPT_LENGTH))),
          ),
        }
      : {}),
  };
}

export async function discover(
  db: Database,
  cache: CacheReader,
  user: SessionUser | null,
  query: DiscoverQuery,
  cookieHub: string | undefined,
): Promise<DiscoverResult> {
  // Everything but people is the same for every member, so results are kept per audience.
  // Platform admins see every card whole, so their results are kept apart from members'.
  const audience = user ? (user.isPlatformAdmin ? "admin" : "member") : "visitor";
  const term = query.search ?? "";
  if (term === "") {
    if (query.cursor) throw invalid("cursor: only the results of a search have pages.");
    const hub = await trendingHub(db, user, query.hub, cookieHub);
    return cache.read(JSON.stringify(["trending", audience, hub]), () => trending(db, user, hub));
  }
  if (query.type === "all") {
    if (query.cursor) throw invalid("cursor: pick one type to page through its results.");
    return cache.read(JSON.stringify(["all", audience, term]), () => searchAll(db, user, term));
  }
  const type = query.type;
  // Visitors never see people, events or courses; they are asked to sign in.
  if ((type === "people" || type === "events" || type === "courses") && !user) throw unauthenticated();
  const offset = query.cursor ? cursorOffset(query.cursor, type) : 0;
  const window = { offset, size: Math.min(query.limit, DISCOVER_MAX_RESULTS - offset) };
  return cache.read(JSON.stringify([type, audience, term, window.offset, window.size]), () =>
    searchType(db, user, term, type, window),
  );
}
