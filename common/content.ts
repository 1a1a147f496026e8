// The content library behind Watch and Read: videos and articles, published by the platform or by a
// company, tagged with hubs and intent types, and how far each member got through them.
import { z } from "zod";
import { PersonSchema } from "./companies";
import { HUBS, HubIdSchema } from "./hubs";
import { INTENT_TYPES, IntentTypeSchema } from "./intent-types";
import { pageQuery, pageSchema } from "./pagination";

export const CONTENT_KINDS = ["video", "article"] as const;
export const ContentKindSchema = z.enum(CONTENT_KINDS, {
  error: `kind must be one of ${CONTENT_KINDS.join(", ")}`,
});
export type ContentKind = z.infer<typeof ContentKindSchema>;

/** public: visitors see it in Discover; members: signed-in members only. */
export const CONTENT_VISIBILITIES = ["members", "public"] as const;
export const ContentVisibilitySchema = z.enum(CONTENT_VISIBILITIES, {
  error: `visibility must be one of ${CONTENT_VISIBILITIES.join(", ")}`,
});
export type ContentVisibility = z.infer<typeof ContentVisibilitySchema>;

export const CONTENT_PAGE_SIZE = 10;
export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 100_000;
/** A day: longer than any recording the library holds, short enough to catch a unit mistake. */
export const VIDEO_MAX_SECONDS = 86_400;

export const ContentIdParamsSchema = z.object({ id: z.uuid("id must be a content id") });

export const ContentCompanySchema = z
  .object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })
  .meta({ id: "ContentCompany" });

export const ContentVideoSchema = z
  .object({
    /** Where the file is served (/api/files/...), with range requests for seeking. */
    url: z.string(),
    contentType: z.string(),
    durationSeconds: z.number().int().nullable(),
  })
  .meta({ id: "ContentVideo" });

/** Where the caller is: seconds into a video, or the fraction of an article read (0-1). */
export const ContentProgressSchema = z
  .object({ position: z.number(), completedAt: z.iso.datetime().nullable() })
  .meta({ id: "ContentProgress" });
export type ContentProgress = z.infer<typeof ContentProgressSchema>;

export const ContentItemSchema = z
  .object({
    id: z.string(),
    kind: ContentKindSchema,
    title: z.string(),
    summary: z.string(),
    hubs: z.array(HubIdSchema),
    intentTypes: z.array(IntentTypeSchema),
    visibility: ContentVisibilitySchema,
    /** The publishing company; null when Summit itself published it. */
    company: ContentCompanySchema.nullable(),
    /** The member who published it; null once their account is gone. */
    author: PersonSchema.nullable(),
    coverUrl: z.string().nullable(),
    /** Videos only. */
    video: ContentVideoSchema.nullable(),
    /** How many members have opened it. */
    viewCount: z.number().int(),
    publishedAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** The caller's progress; null until they open it. */
    progress: ContentProgressSchema.nullable(),
    bookmarked: z.boolean(),
  })
  .meta({ id: "ContentItem" });
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentDetailSchema = ContentItemSchema.extend({
  /** Markdown: the article itself, or a video's description. */
  body: z.string(),
  /** Whether the caller may edit and delete it: the publishing company's admins and platform admins. */
  viewerCanEdit: z.boolean(),
}).meta({ id: "ContentDetail" });
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

export const ContentQuerySchema = pageQuery(CONTENT_PAGE_SIZE).extend({
  kind: ContentKindSchema.optional(),
  hub: HubIdSchema.optional(),
  intentType: IntentTypeSchema.optional(),
  /** Words to find in the title, summary and body. */
  search: z.string().trim().max(200, "search must be at most 200 characters").optional(),
});
export type ContentQuery = z.infer<typeof ContentQuerySchema>;

export const ContentPageSchema = pageSchema(ContentItemSchema).meta({ id: "ContentPage" });
export type ContentPage = z.infer<typeof ContentPageSchema>;

/** A list without repeats, in the order first given. */
const distinct = <T>(values: T[]) => [...new Set(values)];

const ContentFieldsSchema = z.object({
  title: z
    .string({ error: "title must be text" })
    .trim()
    .min(1, "title is required")
    .max(CONTENT_TITLE_MAX, `title must be at most ${CONTENT_TITLE_MAX} characters`),
  summary: z
    .string({ error: "summary must be text" })
    .trim()
    .max(CONTENT_SUMMARY_MAX, `summary must be at most ${CONTENT_SUMMARY_MAX} characters`),
  body: z
    .string({ error: "body must be Markdown text" })
    .max(CONTENT_BODY_MAX, `body must be at most ${CONTENT_BODY_MAX} characters`),
  hubs: z
    .array(HubIdSchema, { error: "hubs must be a list of hub ids" })
    .min(1, "hubs: choose at least one hub")
    .max(HUBS.length, `hubs: at most ${HUBS.length}`)
    .transform(distinct),
  intentTypes: z
    .array(IntentTypeSchema, { error: "intentTypes must be a list of intent types" })
    .min(1, "intentTypes: choose at least one intent type")
    .max(INTENT_TYPES.length, `intentTypes: at most ${INTENT_TYPES.length}`)
    .transform(distinct),
  visibility: ContentVisibilitySchema,
  /** An image the caller uploaded (POST /api/factor/upload/image); null removes the cover. */
  coverUploadId: z.uuid("coverUploadId must be an upload id").nullable(),
  /** Videos only: a video the caller uploaded (POST /api/upload/video). */
  videoUploadId: z.uuid("videoUploadId must be an upload id"),
  /** Videos only: the running time, when known. */
  durationSeconds: z
    .number({ error: "durationSeconds must be a number" })
    .int("durationSeconds must be whole seconds")
    .min(0, "durationSeconds must not be negative")
    .max(VIDEO_MAX_SECONDS, `durationSeconds must be at most ${VIDEO_MAX_SECONDS}`)
    .nullable(),
});

export const CreateContentSchema = ContentFieldsSchema.partial({
  summary: true,
  body: true,
  visibility: true,
  coverUploadId: true,
  videoUploadId: true,
  durationSeconds: true,
})
  .extend({
    kind: ContentKindSchema,
    /** The company it is published for; absent or null publishes as Summit (platform admins only). */
    companyId: z.uuid("companyId must be a company id").nullable().optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.kind === "video" && !body.videoUploadId) {
      context.addIssue({ code: "custom", path: ["videoUploadId"], message: "a video needs a videoUploadId" });
    }
    if (body.kind === "article") {
      for (const field of ["videoUploadId", "durationSeconds"] as const) {
        if (body[field] !== undefined) {
          context.addIssue({ code: "custom", path: [field], message: `an article has no ${field}` });
        }
      }
    }
  })
  .meta({ id: "CreateContent" });
export type CreateContentInput = z.infer<typeof CreateContentSchema>;

/** Only the fields given change; the kind and the publisher stay. */
export const UpdateContentSchema = ContentFieldsSchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, "Give at least one field to change")
  .meta({ id: "UpdateContent" });
export type UpdateContentInput = z.infer<typeof UpdateContentSchema>;

export const SaveProgressSchema = z
  .object({
    /** Seconds into a video, or the fraction of an article read (0-1). */
    position: z
      .number({ error: "position must be a number" })
      .min(0, "position must not be negative")
      .max(VIDEO_MAX_SECONDS, `position must be at most ${VIDEO_MAX_SECONDS}`),
    /** Finished it; once completed, it stays completed. */
    completed: z.boolean({ error: "completed must be true or false" }).optional(),
  })
  .strict()
  .meta({ id: "SaveProgress" });
export type SaveProgressInput = z.infer<typeof SaveProgressSchema>;
