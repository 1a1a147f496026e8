// Posts and comments: the hub feed, company posts and spotlight (spec section 7:
// /companies/{id}/posts, /companies/{id}/spotlight-posts, /posts/{id}/comments), writing them,
// reactions and reports for moderation.
import { z } from "zod";
import { PersonSchema } from "./companies";
import { PAGE_SIZE } from "./constants";
import { HubIdSchema } from "./hubs";
import { pageQuery, pageSchema } from "./pagination";
import { UploadKindSchema } from "./uploads";

export const POST_BODY_MAX_LENGTH = 10_000;
export const COMMENT_BODY_MAX_LENGTH = 2_000;
export const POST_ATTACHMENTS_MAX = 4;
/** The "N new posts" count stops here; the button then says "99+". */
export const FEED_NEW_POSTS_CAP = 99;

/** How many of a comment's newest replies come with it in the list. */
export const REPLIES_PREVIEW = 3;

export const PostIdParamsSchema = z.object({ id: z.uuid("id must be a post id") });

export const PostCompanySchema = z
  .object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })
  .meta({ id: "PostCompany" });

export const PostAttachmentSchema = z
  .object({
    id: z.string(),
    kind: UploadKindSchema,
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
    contentType: z.string(),
    fileName: z.string(),
    sizeBytes: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  })
  .meta({ id: "PostAttachment" });
export type PostAttachment = z.infer<typeof PostAttachmentSchema>;

/** What the caller may do with a post or comment; all false for visitors. */
export const ViewerRightsSchema = z.object({
  edit: z.boolean(),
  delete: z.boolean(),
  /** Company posts: the company's admins choose the spotlight. */
  spotlight: z.boolean(),
  /** Platform admins hide content for moderation. */
  hide: z.boolean(),
});
export type ViewerRights = z.infer<typeof ViewerRightsSchema>;

export const PostSchema = z
  .object({
    id: z.string(),
    author: PersonSchema,
    /** The company the post speaks for, if any. */
    company: PostCompanySchema.nullable(),
    hub: HubIdSchema,
    body: z.string(),
    /** Whether the company put the post in its spotlight. */
    spotlighted: z.boolean(),
    /** Visible comments and replies. */
    commentCount: z.number().int(),
    reactionCount: z.number().int(),
    attachments: z.array(PostAttachmentSchema),
    /** Whether the caller liked it, bookmarked it, and what they may do with it. */
    reacted: z.boolean(),
    bookmarked: z.boolean(),
    can: ViewerRightsSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Post" });
export type Post = z.infer<typeof PostSchema>;

export const PostsQuerySchema = pageQuery(PAGE_SIZE.posts);
export const PostPageSchema = pageSchema(PostSchema).meta({ id: "PostPage" });
export type PostPage = z.infer<typeof PostPageSchema>;

export const CommentReplySchema = z
  .object({
    id: z.string(),
    postId: z.string(),
    author: PersonSchema,
    parentId: z.string().nullable(),
    body: z.string(),
    reactionCount: z.number().int(),
    reacted: z.boolean(),
    can: ViewerRightsSchema,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "CommentReply" });
export type CommentReply = z.infer<typeof CommentReplySchema>;

export const CommentSchema = CommentReplySchema.extend({
  /** The newest replies (at most REPLIES_PREVIEW), oldest of them first, as a thread reads. */
  replies: z.array(CommentReplySchema),
  /** All visible replies, so a client can offer the ones not shown. */
  replyCount: z.number().int(),
}).meta({ id: "Comment" });
export type Comment = z.infer<typeof CommentSchema>;

export const CommentsQuerySchema = pageQuery(PAGE_SIZE.comments);
export const CommentPageSchema = pageSchema(CommentSchema).meta({ id: "CommentPage" });
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const CommentIdParamsSchema = z.object({ id: z.uuid("id must be a comment id") });
export const RepliesQuerySchema = pageQuery(PAGE_SIZE.comments);
export const ReplyPageSchema = pageSchema(CommentReplySchema).meta({ id: "ReplyPage" });
export type ReplyPage = z.infer<typeof ReplyPageSchema>;

export const FeedQuerySchema = pageQuery(PAGE_SIZE.posts, 50).extend({
  /** The community to read; the selected one (community cookie), else the member's own hub. */
  hub: HubIdSchema.optional(),
});
export type FeedQuery = z.infer<typeof FeedQuerySchema>;

export const FeedNewPostsQuerySchema = z.object({
  hub: HubIdSchema.optional(),
  /** The id of the newest post the reader has. */
  since: z.uuid("since must be a post id"),
});
export const FeedNewPostsSchema = z.object({ count: z.number().int() }).meta({ id: "FeedNewPosts" });
export type FeedNewPosts = z.infer<typeof FeedNewPostsSchema>;

const PostBodySchema = z
  .string("body must be text")
  .trim()
  .min(1, "Write something first.")
  .max(POST_BODY_MAX_LENGTH, `A post is at most ${POST_BODY_MAX_LENGTH} characters.`);

const AttachmentIdsSchema = z
  .array(z.uuid("attachmentIds must be upload ids"))
  .max(POST_ATTACHMENTS_MAX, `A post has at most ${POST_ATTACHMENTS_MAX} attachments.`)
  .refine((ids) => new Set(ids).size === ids.length, "An attachment is listed twice.");

export const CreatePostSchema = z
  .strictObject({
    body: PostBodySchema,
    /** Defaults to the selected community. */
    hub: HubIdSchema.optional(),
    /** Post as this company; needs an admin of it. */
    companyId: z.uuid("companyId must be a company id").optional(),
    attachmentIds: AttachmentIdsSchema.default([]),
  })
  .meta({ id: "CreatePost" });
export type CreatePost = z.input<typeof CreatePostSchema>;

export const UpdatePostSchema = z
  .strictObject({ body: PostBodySchema.optional(), attachmentIds: AttachmentIdsSchema.optional() })
  .refine((value) => value.body !== undefined || value.attachmentIds !== undefined, "Nothing to change.")
  .meta({ id: "UpdatePost" });
export type UpdatePost = z.infer<typeof UpdatePostSchema>;

const CommentBodySchema = z
  .string("body must be text")
  .trim()
  .min(1, "Write something first.")
  .max(COMMENT_BODY_MAX_LENGTH, `A comment is at most ${COMMENT_BODY_MAX_LENGTH} characters.`);

export const CreateCommentSchema = z
  .strictObject({
    body: CommentBodySchema,
    /** Reply to this comment; a reply to a reply joins its thread (one level deep). */
    parentId: z.uuid("parentId must be a comment id").optional(),
  })
  .meta({ id: "CreateComment" });
export type CreateComment = z.infer<typeof CreateCommentSchema>;

export const UpdateCommentSchema = z.strictObject({ body: CommentBodySchema }).meta({ id: "UpdateComment" });
export type UpdateComment = z.infer<typeof UpdateCommentSchema>;

export const ReactionSchema = z
  .object({ reactionCount: z.number().int(), reacted: z.boolean() })
  .meta({ id: "Reaction" });
export type Reaction = z.infer<typeof ReactionSchema>;

export const REPORT_REASONS = [
  { id: "spam", label: "Spam or advertising" },
  { id: "harassment", label: "Harassment or abuse" },
  { id: "misinformation", label: "False or misleading" },
  { id: "confidential", label: "Confidential information" },
  { id: "other", label: "Something else" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["id"];
export const ReportReasonSchema = z.enum(REPORT_REASONS.map((reason) => reason.id) as [ReportReason], {
  error: `reason must be one of ${REPORT_REASONS.map((reason) => reason.id).join(", ")}`,
});

export const CreateReportSchema = z
  .strictObject({
    reason: ReportReasonSchema,
    details: z
      .string("details must be text")
      .trim()
      .max(1000, "Details are at most 1000 characters.")
      .optional(),
  })
  .meta({ id: "CreateReport" });
export type CreateReport = z.infer<typeof CreateReportSchema>;

export const ReportSchema = z
  .object({
    id: z.string(),
    target: z.enum(["post", "comment"]),
    /** The reported post, or the post the reported comment is on. */
    postId: z.string(),
    commentId: z.string().nullable(),
    excerpt: z.string(),
    targetAuthor: PersonSchema,
    targetHidden: z.boolean(),
    reason: ReportReasonSchema,
    details: z.string().nullable(),
    reporter: PersonSchema,
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "Report" });
export type Report = z.infer<typeof ReportSchema>;

export const ReportsQuerySchema = pageQuery(20, 100);
export const ReportPageSchema = pageSchema(ReportSchema).meta({ id: "ReportPage" });
export type ReportPage = z.infer<typeof ReportPageSchema>;
export const ReportIdParamsSchema = z.object({ id: z.uuid("id must be a report id") });

export const ResolveReportSchema = z
  .strictObject({ action: z.enum(["hide", "dismiss"], { error: "action must be hide or dismiss" }) })
  .meta({ id: "ResolveReport" });
export type ResolveReport = z.infer<typeof ResolveReportSchema>;
