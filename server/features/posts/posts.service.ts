// Rules for reading posts: a company's posts are seen as the company is; a post's comments as its
// post is (a company's post as the company, a hub post by members only). Hidden posts and comments
// do not exist for readers.

import { z } from "zod";
import { DEFAULT_HUB_ID, HubIdSchema } from "../../../common/hubs";
import type { PageQuery } from "../../../common/pagination";
import type { Comment, CommentPage, CommentReply, Post, PostPage } from "../../../common/posts";
import { fileUrl } from "../../../common/uploads";
import type { SessionUser } from "../../platform/auth/session";
import type { Database } from "../../platform/database/client";
import { notFound, unauthenticated } from "../../platform/errors";
import { cursorPart, decodeCursor, toPage } from "../../platform/http/cursor";
import { canSeeCompany, requireVisibleCompany } from "../companies/company-access";
import {
  type CommentRow,
  findPostAccess,
  listComments,
  listCompanyPosts,
  listNewestReplies,
  type PostRow,
  type ReplyRow,
} from "./posts.repository";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

const author = (row: Pick<PostRow, "authorId" | "authorName" | "authorJobTitle" | "authorPhotoUrl">) => ({
  id: row.authorId,
  name: row.authorName,
  jobTitle: row.authorJobTitle,
  photoUrl: row.authorPhotoUrl,
});

function toPost(row: PostRow): Post {
  const hub = HubIdSchema.safeParse(row.hub);
  return {
    id: row.id,
    author: author(row),
    company:
      row.companyId && row.companyName !== null
        ? { id: row.companyId, name: row.companyName, logoUrl: fileUrl(row.companyLogoKey) }
        : null,
    hub: hub.success ? hub.data : DEFAULT_HUB_ID,
    body: row.body,
    spotlighted: row.spotlightedAt !== null,
    commentCount: row.commentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toReply(row: ReplyRow): CommentReply {
  return {
    id: row.id,
    postId: row.postId,
    author: author(row),
    parentId: row.parentId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 404 unless the caller may see the company: a company they may not see does not exist for them. */
async function companyPostPage(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  query: PageQuery,
  spotlight: boolean,
): Promise<PostPage> {
  await requireVisibleCompany(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listCompanyPosts(db, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    spotlight,
  });
  return toPage(rows, query.limit, toPost, (row) => [
    (spotlight ? row.spotlightedAtKey : null) ?? row.createdAtKey,
    row.id,
  ]);
}

export const companyPosts = (db: Database, user: SessionUser | null, companyId: string, query: PageQuery) =>
  companyPostPage(db, user, companyId, query, false);

export const companySpotlightPosts = (
  db: Database,
  user: SessionUser | null,
  companyId: string,
  query: PageQuery,
) => companyPostPage(db, user, companyId, query, true);

export async function postComments(
  db: Database,
  user: SessionUser | null,
  postId: string,
  query: PageQuery,
): Promise<CommentPage> {
  const post = await findPostAccess(db, postId);
  if (!post) throw notFound("Post");
  if (post.companyId) {
    if (!canSeeCompany(user, { isPage: Boolean(post.companyIsPage) })) throw notFound("Post");
  } else if (!user) {
    // Hub conversations are for members; visitors are asked to sign in.
    throw unauthenticated();
  }
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listComments(db, postId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  const shown = rows.slice(0, query.limit);
  const replies = await listNewestReplies(
    db,
    postId,
    shown.map((row) => row.id),
  );
  const repliesByParent = new Map<string, ReplyRow[]>();
  for (const reply of replies) {
    if (!reply.parentId) continue;
    repliesByParent.set(reply.parentId, [...(repliesByParent.get(reply.parentId) ?? []), reply]);
  }
  const toComment = (row: CommentRow): Comment => ({
    ...toReply(row),
    replies: (repliesByParent.get(row.id) ?? []).map(toReply),
    replyCount: row.replyCount,
  });
  return toPage(rows, query.limit, toComment, (row) => [row.createdAtKey, row.id]);
}
