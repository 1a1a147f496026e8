import { CompanyIdParamsSchema } from "@common/companies";
import {
  CommentIdParamsSchema,
  CommentPageSchema,
  CommentReplySchema,
  CommentsQuerySchema,
  CreateCommentSchema,
  CreatePostSchema,
  FeedNewPostsQuerySchema,
  FeedNewPostsSchema,
  FeedQuerySchema,
  PostIdParamsSchema,
  PostPageSchema,
  PostSchema,
  PostsQuerySchema,
  ReactionSchema,
  RepliesQuerySchema,
  ReplyPageSchema,
  UpdateCommentSchema,
  UpdatePostSchema,
} from "@common/posts";
import type { AppContext } from "@server/app-context";
import { originOf } from "@server/features/audit-log/audit-log.service";
import { findSessionUser, requireSessionUser } from "@server/platform/auth/session";
import { communityCookie } from "@server/platform/http/community";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  commentReplies,
  companyPosts,
  companySpotlightPosts,
  createComment,
  createPost,
  feed,
  feedNewPosts,
  getPost,
  hideComment,
  hidePost,
  postComments,
  reactToComment,
  reactToPost,
  readComment,
  removeComment,
  removePost,
  spotlightPost,
  updateComment,
  updatePost,
} from "./posts.service";

const readErrors = errorResponses(400, 401, 404);
const writeErrors = errorResponses(400, 401, 403, 404);
const tags = ["posts"];

export function registerPostRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/feed",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The community feed: the hub's posts and those of followed companies, newest first",
        querystring: FeedQuerySchema,
        response: { 200: PostPageSchema, ...readErrors },
      },
    },
    async (request) =>
      feed(db, await requireSessionUser(sessions, request), request.query, communityCookie(request)),
  );

  routes.get(
    "/api/feed/new-posts",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "How many feed posts are newer than the reader's newest (at most 100)",
        querystring: FeedNewPostsQuerySchema,
        response: { 200: FeedNewPostsSchema, ...readErrors },
      },
    },
    async (request) =>
      feedNewPosts(db, await requireSessionUser(sessions, request), request.query, communityCookie(request)),
  );

  routes.post(
    "/api/posts",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Post in a community, as yourself or as a company you administer",
        body: CreatePostSchema,
        response: { 201: PostSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      const post = await createPost(db, user, request.body, communityCookie(request));
      return reply.status(201).send(post);
    },
  );

  routes.get(
    "/api/posts/:id",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "One post",
        params: PostIdParamsSchema,
        response: { 200: PostSchema, ...readErrors },
      },
    },
    async (request) => getPost(db, await findSessionUser(sessions, request), request.params.id),
  );

  routes.patch(
    "/api/posts/:id",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary: "Edit your post (its text or attachments)",
        params: PostIdParamsSchema,
        body: UpdatePostSchema,
        response: { 200: PostSchema, ...writeErrors },
      },
    },
    async (request) =>
      updatePost(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.delete(
    "/api/posts/:id",
    {
      config: { access: "authorOrPlatformAdmin" },
      schema: {
        tags,
        summary: "Delete your post (platform admins may delete any)",
        params: PostIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removePost(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // PUT sets, DELETE clears: spotlight, like, hidden.
  for (const [method, on] of [
    ["put", true],
    ["delete", false],
  ] as const) {
    routes[method](
      "/api/posts/:id/spotlight",
      {
        config: { access: "companyAdmin" },
        schema: {
          tags,
          summary: on ? "Put a company post in its spotlight" : "Take a post out of the spotlight",
          params: PostIdParamsSchema,
          response: { 200: PostSchema, ...writeErrors },
        },
      },
      async (request) =>
        spotlightPost(db, await requireSessionUser(sessions, request), request.params.id, on),
    );

    routes[method](
      "/api/posts/:id/reaction",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: on ? "Like a post" : "Take back your like",
          params: PostIdParamsSchema,
          response: { 200: ReactionSchema, ...writeErrors },
        },
      },
      async (request) => reactToPost(db, await requireSessionUser(sessions, request), request.params.id, on),
    );

    routes[method](
      "/api/comments/:id/reaction",
      {
        config: { access: "member" },
        schema: {
          tags,
          summary: on ? "Like a comment" : "Take back your like",
          params: CommentIdParamsSchema,
          response: { 200: ReactionSchema, ...writeErrors },
        },
      },
      async (request) =>
        reactToComment(db, await requireSessionUser(sessions, request), request.params.id, on),
    );

    routes[method](
      "/api/posts/:id/hidden",
      {
        config: { access: "platformAdmin" },
        schema: {
          tags: ["moderation"],
          summary: on ? "Hide a post (platform admins)" : "Show a hidden post again",
          params: PostIdParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await hidePost(
          db,
          await requireSessionUser(sessions, request),
          request.params.id,
          on,
          originOf(request),
        );
        return reply.status(204).send(null);
      },
    );

    routes[method](
      "/api/comments/:id/hidden",
      {
        config: { access: "platformAdmin" },
        schema: {
          tags: ["moderation"],
          summary: on ? "Hide a comment and its replies" : "Show a hidden comment again",
          params: CommentIdParamsSchema,
          response: { 204: z.null(), ...writeErrors },
        },
      },
      async (request, reply) => {
        await hideComment(
          db,
          await requireSessionUser(sessions, request),
          request.params.id,
          on,
          originOf(request),
        );
        return reply.status(204).send(null);
      },
    );
  }

  routes.get(
    "/api/companies/:id/posts",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "The company's posts, newest first, 10 a page",
        params: CompanyIdParamsSchema,
        querystring: PostsQuerySchema,
        response: { 200: PostPageSchema, ...readErrors },
      },
    },
    async (request) =>
      companyPosts(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.get(
    "/api/companies/:id/spotlight-posts",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "The company's spotlight posts, most recently spotlighted first, 10 a page",
        params: CompanyIdParamsSchema,
        querystring: PostsQuerySchema,
        response: { 200: PostPageSchema, ...readErrors },
      },
    },
    async (request) =>
      companySpotlightPosts(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.get(
    "/api/posts/:id/comments",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "A post's comments, oldest first, 10 a page, each with its 3 newest replies",
        params: PostIdParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentPageSchema, ...readErrors },
      },
    },
    async (request) =>
      postComments(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.post(
    "/api/posts/:id/comments",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Comment on a post, or reply to a comment",
        params: PostIdParamsSchema,
        body: CreateCommentSchema,
        response: { 201: CommentReplySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(sessions, request);
      return reply.status(201).send(await createComment(db, user, request.params.id, request.body));
    },
  );

  routes.get(
    "/api/comments/:id/replies",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "All replies to a comment, oldest first, 10 a page",
        params: CommentIdParamsSchema,
        querystring: RepliesQuerySchema,
        response: { 200: ReplyPageSchema, ...readErrors },
      },
    },
    async (request) =>
      commentReplies(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );

  routes.get(
    "/api/comments/:id",
    {
      config: { access: "anyone" },
      schema: {
        tags,
        summary: "One comment or reply, as readable as its post",
        params: CommentIdParamsSchema,
        response: { 200: CommentReplySchema, ...readErrors },
      },
    },
    async (request) => readComment(db, await findSessionUser(sessions, request), request.params.id),
  );

  routes.patch(
    "/api/comments/:id",
    {
      config: { access: "author" },
      schema: {
        tags,
        summary: "Edit your comment",
        params: CommentIdParamsSchema,
        body: UpdateCommentSchema,
        response: { 200: CommentReplySchema, ...writeErrors },
      },
    },
    async (request) =>
      updateComment(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.delete(
    "/api/comments/:id",
    {
      config: { access: "authorOrPlatformAdmin" },
      schema: {
        tags,
        summary: "Delete your comment with its replies (platform admins may delete any)",
        params: CommentIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeComment(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
