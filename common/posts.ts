// Posts and comments as lists show them (spec section 7: /companies/{id}/posts,
// /companies/{id}/spotlight-posts, /posts/{id}/comments). Writing them belongs to the community
// feature, which extends these shapes.
import { z } from "zod";
import { PersonSchema } from "./companies";
import { PAGE_SIZE } from "./constants";
import { HubIdSchema } from "./hubs";
import { pageQuery, pageSchema } from "./pagination";

/** How many of a comment's newest replies come with it in the list. */
export const REPLIES_PREVIEW = 3;

export const PostIdParamsSchema = z.object({ id: z.uuid("id must be a post id") });

export const PostCompanySchema = z
  .object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() })
  .meta({ id: "PostCompany" });

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
    createdAt: z.iso.datetime(),
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
