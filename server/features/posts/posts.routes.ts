// Post list routes (spec section 7): a company's posts and spotlight posts, and a post's comments.
// Writing posts and comments belongs to the community feature.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CompanyIdParamsSchema } from "../../../common/companies";
import { ApiErrorSchema } from "../../../common/errors";
import {
  CommentPageSchema,
  CommentsQuerySchema,
  PostIdParamsSchema,
  PostPageSchema,
  PostsQuerySchema,
} from "../../../common/posts";
import type { AppContext } from "../../app-context";
import { findSessionUser } from "../../platform/auth/session";
import { companyPosts, companySpotlightPosts, postComments } from "./posts.service";

const readErrors = { 400: ApiErrorSchema, 404: ApiErrorSchema };
const tags = ["posts"];

export function registerPostRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/companies/:id/posts",
    {
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
      schema: {
        tags,
        summary: "A post's comments, oldest first, 10 a page, each with its 3 newest replies",
        params: PostIdParamsSchema,
        querystring: CommentsQuerySchema,
        response: { 200: CommentPageSchema, 401: ApiErrorSchema, ...readErrors },
      },
    },
    async (request) =>
      postComments(db, await findSessionUser(sessions, request), request.params.id, request.query),
  );
}
