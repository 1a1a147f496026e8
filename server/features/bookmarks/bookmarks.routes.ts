// Bookmark routes: a member's bookmarks of posts, videos, articles, companies and events, and the
// collections they file them in. Members only; each member sees and changes their own.

import {
  BookmarkCollectionListSchema,
  BookmarkCollectionSchema,
  BookmarkPageSchema,
  BookmarkParamsSchema,
  BookmarkSchema,
  BookmarksQuerySchema,
  CollectionIdParamsSchema,
  CollectionInputSchema,
  MoveBookmarkSchema,
  PutBookmarkSchema,
} from "@common/bookmarks";
import type { AppContext } from "@server/app-context";
import { requireSessionUser } from "@server/platform/auth/session";
import { errorResponses } from "@server/platform/http/error-responses";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  addBookmark,
  createCollection,
  editCollection,
  memberBookmark,
  memberBookmarks,
  memberCollections,
  moveBookmark,
  removeBookmark,
  removeCollection,
} from "./bookmarks.service";

const errors = errorResponses(400, 401, 404);
const tags = ["bookmarks"];

export function registerBookmarkRoutes(app: FastifyInstance, { sessions, db }: AppContext): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/api/bookmarks",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's bookmarks, newest first, 20 a page, by kind and collection",
        querystring: BookmarksQuerySchema,
        response: { 200: BookmarkPageSchema, ...errors },
      },
    },
    async (request) => memberBookmarks(db, await requireSessionUser(sessions, request), request.query),
  );

  routes.get(
    "/api/bookmarks/:kind/:targetId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's bookmark of one target; 404 when they have not bookmarked it",
        params: BookmarkParamsSchema,
        response: { 200: BookmarkSchema, ...errors },
      },
    },
    async (request) => memberBookmark(db, await requireSessionUser(sessions, request), request.params),
  );

  routes.put(
    "/api/bookmarks/:kind/:targetId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary:
          "Bookmark a post, video, article, company or event (again is harmless), optionally into a collection",
        params: BookmarkParamsSchema,
        body: PutBookmarkSchema.nullish(),
        response: { 200: BookmarkSchema, ...errors },
      },
    },
    async (request) =>
      addBookmark(db, await requireSessionUser(sessions, request), request.params, request.body ?? {}),
  );

  routes.patch(
    "/api/bookmarks/:kind/:targetId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Move a bookmark into a collection, or out of any with null",
        params: BookmarkParamsSchema,
        body: MoveBookmarkSchema,
        response: { 200: BookmarkSchema, ...errors },
      },
    },
    async (request) =>
      moveBookmark(db, await requireSessionUser(sessions, request), request.params, request.body),
  );

  routes.delete(
    "/api/bookmarks/:kind/:targetId",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Remove a bookmark",
        params: BookmarkParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBookmark(db, await requireSessionUser(sessions, request), request.params);
      return reply.status(204).send(null);
    },
  );

  routes.get(
    "/api/bookmark-collections",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The caller's bookmark collections by name, each with how many bookmarks it holds",
        response: { 200: BookmarkCollectionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => memberCollections(db, await requireSessionUser(sessions, request)),
  );

  routes.post(
    "/api/bookmark-collections",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Create a collection (names are unique per member, whatever their case)",
        body: CollectionInputSchema,
        response: { 201: BookmarkCollectionSchema, ...errorResponses(409, 422), ...errors },
      },
    },
    async (request, reply) => {
      const collection = await createCollection(
        db,
        await requireSessionUser(sessions, request),
        request.body,
      );
      return reply.status(201).send(collection);
    },
  );

  routes.patch(
    "/api/bookmark-collections/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Rename a collection",
        params: CollectionIdParamsSchema,
        body: CollectionInputSchema,
        response: { 200: BookmarkCollectionSchema, ...errorResponses(409), ...errors },
      },
    },
    async (request) =>
      editCollection(db, await requireSessionUser(sessions, request), request.params.id, request.body),
  );

  routes.delete(
    "/api/bookmark-collections/:id",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Delete a collection; its bookmarks stay, outside any collection",
        params: CollectionIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCollection(db, await requireSessionUser(sessions, request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
