// Bookmarks: posts, videos, articles, companies, events and courses a member keeps to come back to, optionally filed
// in collections of their own. Only members bookmark; a member sees their own bookmarks only.
import { z } from "zod";
import { EventFormatSchema } from "./events";
import { pageQuery, pageSchema } from "./pagination";

/**
 * What can be bookmarked. Each kind has a target resolver on the server
 * (server/features/bookmarks/bookmark-targets.ts) that says where it lives and who may see it.
 */
export const BOOKMARK_KINDS = ["post", "video", "article", "company", "event", "course"] as const;
export const BookmarkKindSchema = z.enum(BOOKMARK_KINDS, {
  error: `kind must be one of ${BOOKMARK_KINDS.join(", ")}`,
});
export type BookmarkKind = z.infer<typeof BookmarkKindSchema>;

export const BOOKMARKS_PAGE_SIZE = 20;
export const COLLECTION_NAME_MAX_LENGTH = 60;
/** A member's collections come as one list, so there is a ceiling on how many they keep. */
export const MAX_COLLECTIONS = 100;
/** How much of a post's body a bookmark shows. */
export const POST_EXCERPT_LENGTH = 280;

export const BookmarkParamsSchema = z.object({
  kind: BookmarkKindSchema,
  targetId: z.uuid("targetId must be the id of a post, video, article, company, event or course"),
});
export type BookmarkParams = z.infer<typeof BookmarkParamsSchema>;

const CollectionIdSchema = z.uuid("collectionId must be a collection id");

/** Bookmarking again is harmless; with collectionId (or null) the bookmark ends up there. */
export const PutBookmarkSchema = z
  .object({ collectionId: CollectionIdSchema.nullable().optional() })
  .strict()
  .meta({ id: "PutBookmark" });
export type PutBookmarkInput = z.infer<typeof PutBookmarkSchema>;

/** Moves a bookmark into a collection, or out of any with null. */
export const MoveBookmarkSchema = z
  .object({ collectionId: CollectionIdSchema.nullable() })
  .strict()
  .meta({ id: "MoveBookmark" });
export type MoveBookmarkInput = z.infer<typeof MoveBookmarkSchema>;

const NamedRefSchema = z.object({ id: z.string(), name: z.string() });

export const BookmarkedPostSchema = z
  .object({
    kind: z.literal("post"),
    id: z.string(),
    /** The start of the post's text, ending in "…" when cut. */
    excerpt: z.string(),
    author: NamedRefSchema.extend({ photoUrl: z.string().nullable() }),
    /** The company the post speaks for, if any. */
    company: NamedRefSchema.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "BookmarkedPost" });

const contentTarget = <K extends "video" | "article">(kind: K) =>
  z.object({
    kind: z.literal(kind),
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    coverUrl: z.string().nullable(),
    durationSeconds: z.number().int().nullable(),
    /** The publishing company; null when the platform publishes it. */
    company: NamedRefSchema.nullable(),
    author: NamedRefSchema.nullable(),
    publishedAt: z.iso.datetime(),
  });

export const BookmarkedVideoSchema = contentTarget("video").meta({ id: "BookmarkedVideo" });
export const BookmarkedArticleSchema = contentTarget("article").meta({ id: "BookmarkedArticle" });

export const BookmarkedCompanySchema = z
  .object({
    kind: z.literal("company"),
    id: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    headquarter: z.string().nullable(),
    isPage: z.boolean(),
  })
  .meta({ id: "BookmarkedCompany" });

export const BookmarkedEventSchema = z
  .object({
    kind: z.literal("event"),
    id: z.string(),
    title: z.string(),
    startsAt: z.iso.datetime(),
    endsAt: z.iso.datetime(),
    /** The IANA zone the event is held in, which its times are shown in. */
    timeZone: z.string(),
    format: EventFormatSchema,
    venue: z.string().nullable(),
    location: z.string().nullable(),
    /** The hosting company; null when Summit hosts it. */
    host: NamedRefSchema.nullable(),
    /** A cancelled event stays bookmarked, marked as such. */
    cancelled: z.boolean(),
  })
  .meta({ id: "BookmarkedEvent" });

export const BookmarkedCourseSchema = z
  .object({
    kind: z.literal("course"),
    id: z.string(),
    title: z.string(),
    summary: z.string(),
    coverUrl: z.string().nullable(),
    lessonCount: z.number().int(),
    minutes: z.number().int(),
    /** The publishing company; null for Summit's own courses. */
    company: NamedRefSchema.nullable(),
    publishedAt: z.iso.datetime(),
  })
  .meta({ id: "BookmarkedCourse" });

/** What a bookmark shows of the thing it points at, by kind. */
export const BookmarkTargetSchema = z.discriminatedUnion("kind", [
  BookmarkedPostSchema,
  BookmarkedVideoSchema,
  BookmarkedArticleSchema,
  BookmarkedCompanySchema,
  BookmarkedEventSchema,
  BookmarkedCourseSchema,
]);
export type BookmarkTarget = z.infer<typeof BookmarkTargetSchema>;

export const BookmarkSchema = z
  .object({
    id: z.string(),
    kind: BookmarkKindSchema,
    targetId: z.string(),
    collectionId: z.string().nullable(),
    createdAt: z.iso.datetime(),
    target: BookmarkTargetSchema,
  })
  .meta({ id: "Bookmark" });
export type Bookmark = z.infer<typeof BookmarkSchema>;

export const BookmarksQuerySchema = pageQuery(BOOKMARKS_PAGE_SIZE).extend({
  kind: BookmarkKindSchema.optional(),
  collectionId: CollectionIdSchema.optional(),
});
export type BookmarksQuery = z.infer<typeof BookmarksQuerySchema>;

export const BookmarkPageSchema = pageSchema(BookmarkSchema).meta({ id: "BookmarkPage" });
export type BookmarkPage = z.infer<typeof BookmarkPageSchema>;

export const CollectionIdParamsSchema = z.object({ id: z.uuid("id must be a collection id") });

export const CollectionNameSchema = z
  .string({ error: "name must be text" })
  .trim()
  .min(1, "name is required")
  .max(COLLECTION_NAME_MAX_LENGTH, `name must be at most ${COLLECTION_NAME_MAX_LENGTH} characters`)
  .regex(/^[^\p{Cc}]*$/u, "name may not contain control characters");

export const CollectionInputSchema = z
  .object({ name: CollectionNameSchema })
  .strict()
  .meta({ id: "BookmarkCollectionName" });
export type CollectionInput = z.infer<typeof CollectionInputSchema>;

export const BookmarkCollectionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The bookmarks in it that the member can still see. */
    bookmarkCount: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "BookmarkCollection" });
export type BookmarkCollection = z.infer<typeof BookmarkCollectionSchema>;

/** All of the member's collections (at most MAX_COLLECTIONS), by name. */
export const BookmarkCollectionListSchema = z
  .object({ items: z.array(BookmarkCollectionSchema) })
  .meta({ id: "BookmarkCollectionList" });
export type BookmarkCollectionList = z.infer<typeof BookmarkCollectionListSchema>;
