// Discover (GET /api/discover): one search over companies, people, posts, videos, articles, events
// and courses, and what is trending in a hub when nothing is searched.
import { z } from "zod";
import {
  DISCOVER_FILTERS,
  DISCOVER_PAGE_SIZE,
  DISCOVER_SEARCH_MAX_LENGTH,
  DISCOVER_TYPES,
} from "./discover-constants";
import { EventFormatSchema } from "./events";
import { HubIdSchema } from "./hubs";
import { CourseLevelSchema } from "./learning";

export {
  DISCOVER_FILTERS,
  DISCOVER_MAX_RESULTS,
  DISCOVER_PAGE_SIZE,
  DISCOVER_PREVIEW_SIZE,
  DISCOVER_SEARCH_MAX_LENGTH,
  DISCOVER_TYPES,
  type DiscoverFilter,
  type DiscoverType,
  discoverFilterOf,
  formatTotal,
} from "./discover-constants";

export const DiscoverTypeSchema = z.enum(DISCOVER_TYPES);
export const DiscoverFilterSchema = z.enum(DISCOVER_FILTERS, {
  error: `type must be one of ${DISCOVER_FILTERS.join(", ")}`,
});

export const DiscoverQuerySchema = z.object({
  search: z
    .string({ error: "search must be text" })
    .trim()
    .max(DISCOVER_SEARCH_MAX_LENGTH, `search must be at most ${DISCOVER_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  type: DiscoverFilterSchema.default("all"),
  /** The nextCursor of the previous page of a single type. */
  cursor: z.string().max(500).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(50, "limit must be at most 50")
    .default(DISCOVER_PAGE_SIZE),
  /** The hub whose trends to show; otherwise the community cookie's, then the member's own. */
  hub: HubIdSchema.optional(),
});
export type DiscoverQuery = z.infer<typeof DiscoverQuerySchema>;

/**
 * A text cut into the parts that match the search and those that do not, so that a client marks
 * matches without ever reading the text as markup.
 */
export const HighlightSegmentSchema = z.object({ text: z.string(), match: z.boolean() });
export type HighlightSegment = z.infer<typeof HighlightSegmentSchema>;
export const HighlightSchema = z.array(HighlightSegmentSchema).meta({ id: "Highlight" });
export type Highlight = z.infer<typeof HighlightSchema>;

/** How many results a type has: `more` says there are more than `count` (shown as "100+"). */
export const DiscoverTotalSchema = z
  .object({ count: z.number().int(), more: z.boolean() })
  .meta({ id: "DiscoverTotal" });
export type DiscoverTotal = z.infer<typeof DiscoverTotalSchema>;

export const DiscoverCompanySchema = z
  .object({
    id: z.string(),
    name: HighlightSchema,
    isPage: z.boolean(),
    headquarter: z.string().nullable(),
    industry: z.string().nullable(),
    logoUrl: z.string().nullable(),
    followerCount: z.number().int().nullable(),
  })
  .meta({ id: "DiscoverCompany" });
export type DiscoverCompany = z.infer<typeof DiscoverCompanySchema>;

export const DiscoverPersonSchema = z
  .object({
    id: z.string(),
    name: HighlightSchema,
    jobTitle: HighlightSchema.nullable(),
    photoUrl: z.string().nullable(),
    company: z.object({ id: z.string(), name: HighlightSchema }).nullable(),
  })
  .meta({ id: "DiscoverPerson" });
export type DiscoverPerson = z.infer<typeof DiscoverPersonSchema>;

export const DiscoverPostSchema = z
  .object({
    id: z.string(),
    author: z.object({
      id: z.string(),
      name: z.string(),
      jobTitle: z.string().nullable(),
      photoUrl: z.string().nullable(),
    }),
    /** The company the post speaks for, if any. */
    company: z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
    hub: HubIdSchema,
    /** The part of the post around what matched, or its start. */
    excerpt: HighlightSchema,
    commentCount: z.number().int(),
    reactionCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "DiscoverPost" });
export type DiscoverPost = z.infer<typeof DiscoverPostSchema>;

export const DiscoverContentSchema = z
  .object({
    id: z.string(),
    kind: z.enum(["video", "article"]),
    title: HighlightSchema,
    excerpt: HighlightSchema,
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    coverUrl: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
    viewCount: z.number().int(),
    /** public: visitors see it too; members: for members only. */
    visibility: z.enum(["public", "members"]),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: "DiscoverContent" });
export type DiscoverContent = z.infer<typeof DiscoverContentSchema>;

/** An event as Discover shows it; events are for members only, and cancelled ones are left out. */
export const DiscoverEventSchema = z
  .object({
    id: z.string(),
    title: HighlightSchema,
    excerpt: HighlightSchema,
    format: EventFormatSchema,
    venue: z.string().nullable(),
    location: z.string().nullable(),
    /** The IANA zone the event is held in, which its times are shown in. */
    timeZone: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** null when Summit hosts it. */
    host: z.object({ id: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: "DiscoverEvent" });
export type DiscoverEvent = z.infer<typeof DiscoverEventSchema>;

/** A course as Discover shows it; courses are for members only, and only published ones are found. */
export const DiscoverCourseSchema = z
  .object({
    id: z.string(),
    title: HighlightSchema,
    /** The part of the summary around what matched, or its start. */
    excerpt: HighlightSchema,
    /** null when Summit publishes it. */
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    coverUrl: z.string().nullable(),
    level: CourseLevelSchema,
    lessonCount: z.number().int(),
    /** The lessons' minutes together. */
    minutes: z.number().int(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: "DiscoverCourse" });
export type DiscoverCourse = z.infer<typeof DiscoverCourseSchema>;

function section<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: DiscoverTotalSchema, nextCursor: z.string().nullable() });
}

export const DiscoverCompanySectionSchema = section(DiscoverCompanySchema);
export const DiscoverPersonSectionSchema = section(DiscoverPersonSchema);
export const DiscoverPostSectionSchema = section(DiscoverPostSchema);
export const DiscoverContentSectionSchema = section(DiscoverContentSchema);
export const DiscoverEventSectionSchema = section(DiscoverEventSchema);
export const DiscoverCourseSectionSchema = section(DiscoverCourseSchema);

/**
 * Results of a search. The "all" view has every type the caller may see (visitors never see
 * people, events or courses), DISCOVER_PREVIEW_SIZE each; a single type has that type alone, a
 * page at a time.
 */
export const DiscoverSearchResultSchema = z
  .object({
    mode: z.literal("search"),
    search: z.string(),
    /**
     * The search as run on posts, videos, articles, events and courses when misspelt words were
     * replaced; else null.
     */
    correctedQuery: z.string().nullable(),
    type: DiscoverFilterSchema,
    companies: DiscoverCompanySectionSchema.optional(),
    people: DiscoverPersonSectionSchema.optional(),
    posts: DiscoverPostSectionSchema.optional(),
    videos: DiscoverContentSectionSchema.optional(),
    articles: DiscoverContentSectionSchema.optional(),
    events: DiscoverEventSectionSchema.optional(),
    courses: DiscoverCourseSectionSchema.optional(),
  })
  .meta({ id: "DiscoverSearchResult" });
export type DiscoverSearchResult = z.infer<typeof DiscoverSearchResultSchema>;

/** What is trending in a hub: shown when nothing is searched. */
export const DiscoverTrendingSchema = z
  .object({
    mode: z.literal("trending"),
    hub: HubIdSchema,
    /** The most discussed posts of the last 7 days. */
    posts: z.array(DiscoverPostSchema),
    /** The most viewed of the newest videos and articles. */
    videos: z.array(DiscoverContentSchema),
    articles: z.array(DiscoverContentSchema),
    /** The public company pages with the most followers. */
    companies: z.array(DiscoverCompanySchema),
    /** The hub's next events, soonest first: for members only, so absent for visitors. */
    events: z.array(DiscoverEventSchema).optional(),
    /** The hub's newest published courses: for members only, so absent for visitors. */
    courses: z.array(DiscoverCourseSchema).optional(),
  })
  .meta({ id: "DiscoverTrending" });
export type DiscoverTrending = z.infer<typeof DiscoverTrendingSchema>;

export const DiscoverResultSchema = z
  .discriminatedUnion("mode", [DiscoverSearchResultSchema, DiscoverTrendingSchema])
  .meta({ id: "DiscoverResult" });
export type DiscoverResult = z.infer<typeof DiscoverResultSchema>;
