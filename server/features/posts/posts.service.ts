// Rules for posts and comments. Reading: a company's post is seen as the company is; a hub post by
// members only; hidden posts and comments do not exist for readers. Writing: members post in a hub,
// company admins post as their company; authors edit their own (a company's admins edit the
// company's); authors, those admins and platform admins delete; platform admins hide.

import type { HubId } from "@common/hubs";
import type { PageQuery } from "@common/pagination";
import {
  type CommentPage,
  type CommentReply,
  type CreateComment,
  type CreatePost,
  FEED_NEW_POSTS_CAP,
  type FeedNewPosts,
  type FeedQuery,
  type Post,
  type PostPage,
  type Reaction,
  type ReplyPage,
  type UpdateComment,
  type UpdatePost,
} from "@common/posts";
import { type AuditOrigin, recordAdminAction } from "@server/features/audit-log/audit-log.repository";
import { findCompanyPrivilege } from "@server/features/companies/companies.repository";
import {
  canSeeCompany,
  requireCompanyAdmin,
  requireVisibleCompany,
} from "@server/features/companies/company-access";
import {
  notifyComment,
  notifyCommentReaction,
  notifyPostReaction,
} from "@server/features/notifications/notifications.service";
import { findPeople } from "@server/features/people/people-cache";
import { requirePlatformAdmin, type SessionUser } from "@server/platform/auth/session";
import type { Database, Executor } from "@server/platform/database/client";
import { forbidden, invalid, notFound, unauthenticated } from "@server/platform/errors";
import { selectedHub } from "@server/platform/http/community";
import { cursorPart, decodeCursor, toPage } from "@server/platform/http/cursor";
import { z } from "zod";
import { cardsOf, toComment, toPost, toReply } from "./posts.presenter";
import {
  type CommentPageRow,
  countNewerFeedPosts,
  deleteComment,
  deletePost,
  findAttachmentIds,
  findComment,
  findCommentAccess,
  findPost,
  findPostAccess,
  findPostWithComments,
  findUploadsForAttachment,
  insertComment,
  insertPost,
  listCompanyPosts,
  listFeed,
  listReplies,
  type PostAccess,
  type ReplyRow,
  replaceAttachments,
  setCommentHidden,
  setCommentReaction,
  setPostHidden,
  setPostReaction,
  setPostSpotlight,
  touchPost,
  updateCommentBody,
  updatePostBody,
} from "./posts.repository";

const ADMINS_ONLY = "can moderate content";

const TimeCursor = z.tuple([cursorPart.timestamp, cursorPart.uuid]);

/** A post the caller may read: 404 for unknown or hidden ones and company posts they may not see. */
export async function requireReadablePost(
  db: Executor,
  user: SessionUser | null,
  postId: string,
  what: "Post" | "Comment" = "Post",
): Promise<PostAccess> {
  const post = await findPostAccess(db, postId);
  requireReadable(user, post, what);
  return post;
}

function requireReadable(
  user: SessionUser | null,
  post: PostAccess | null,
  what: "Post" | "Comment",
): asserts post is PostAccess {
  if (!post || post.hidden) throw notFound(what);
  if (post.companyId) {
    if (!canSeeCompany(user, { isPage: Boolean(post.companyIsPage) })) throw notFound(what);
  } else if (!user) {
    // Hub conversations are for members; visitors are asked to sign in.
    throw unauthenticated();
  }
}

/** The author of a member post, or an admin of the company a company post speaks for. */
async function speaksFor(db: Executor, user: SessionUser, post: PostAccess): Promise<boolean> {
  if (!post.companyId) return post.authorId === user.id;
  return (await findCompanyPrivilege(db, post.companyId, user.id)) !== null;
}

async function companyPostPage(
  db: Database,
  user: SessionUser | null,
  companyId: string,
  query: PageQuery,
  spotlight: boolean,
): Promise<PostPage> {
  await requireVisibleCompany(db, user, companyId);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listCompanyPosts(db, user?.id ?? null, companyId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
    spotlight,
  });
  const cards = await cardsOf(db, rows);
  return toPage(
    rows,
    query.limit,
    (row) => toPost(user, row, cards),
    (row) => [(spotlight ? row.spotlightedAtKey : null) ?? row.createdAtKey, row.id],
  );
}

export const companyPosts = (db: Database, user: SessionUser | null, companyId: string, query: PageQuery) =>
  companyPostPage(db, user, companyId, query, false);

export const companySpotlightPosts = (
  db: Database,
  user: SessionUser | null,
  companyId: string,
  query: PageQuery,
) => companyPostPage(db, user, companyId, query, true);

export async function feed(
  db: Database,
  user: SessionUser,
  query: FeedQuery,
  cookieHub: string | undefined,
): Promise<PostPage> {
  const hub = await selectedHub(db, user.id, query.hub, cookieHub);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listFeed(db, user.id, hub, { limit: query.limit + 1, after });
  const cards = await cardsOf(db, rows);
  return toPage(
    rows,
    query.limit,
    (row) => toPost(user, row, cards),
    (row) => [row.createdAtKey, row.id],
  );
}

export async function feedNewPosts(
  db: Database,
  user: SessionUser,
  query: { hub?: HubId; since: string },
  cookieHub: string | undefined,
): Promise<FeedNewPosts> {
  const hub = await selectedHub(db, user.id, query.hub, cookieHub);
  const count = await countNewerFeedPosts(db, user.id, hub, query.since, FEED_NEW_POSTS_CAP);
  return { count: Math.min(count, FEED_NEW_POSTS_CAP + 1) };
}

export async function getPost(db: Database, user: SessionUser | null, postId: string): Promise<Post> {
  await requireReadablePost(db, user, postId);
  const row = await findPost(db, user?.id ?? null, postId);
  if (!row) throw notFound("Post");
  return toPost(user, row, await cardsOf(db, [row]));
}

/**
 * Attachments are images or documents the caller uploaded (platform admins may reuse any); those
 * already on the post stay allowed, so a company's admins can edit each other's posts.
 */
async function checkAttachments(
  db: Executor,
  user: SessionUser,
  ids: string[],
  alreadyAttached: string[] = [],
): Promise<void> {
  const found = await findUploadsForAttachment(db, ids);
  if (found.length !== ids.length) throw invalid("An attachment was not found; upload it again.");
  for (const upload of found) {
    const allowed = upload.uploadedBy === user.id || alreadyAttached.includes(upload.id);
    if (!allowed && !user.isPlatformAdmin) {
      throw invalid("Attach only files you uploaded.");
    }
    if (upload.kind !== "image" && upload.kind !== "document") {
      throw invalid("Attach images or documents; share videos through Watch.");
    }
  }
}

export async function createPost(
  db: Database,
  user: SessionUser,
  input: CreatePost & { attachmentIds: string[] },
  cookieHub: string | undefined,
): Promise<Post> {
  if (input.companyId) await requireCompanyAdmin(db, user, input.companyId);
  const hub = await selectedHub(db, user.id, input.hub, cookieHub);
  await checkAttachments(db, user, input.attachmentIds);
  const postId = await db.transaction(async (tx) => {
    const id = await insertPost(tx, {
      authorId: user.id,
      companyId: input.companyId ?? null,
      hub,
      body: input.body,
    });
    await replaceAttachments(tx, id, input.attachmentIds);
    return id;
  });
  return getPost(db, user, postId);
}

/** A post the caller may change: readable, and theirs (as author or as their company's admin). */
async function requireOwnPost(db: Executor, user: SessionUser, postId: string): Promise<PostAccess> {
  const post = await requireReadablePost(db, user, postId);
  if (!(await speaksFor(db, user, post))) throw forbidden("Only the post's author can change it.");
  return post;
}

export async function updatePost(
  db: Database,
  user: SessionUser,
  postId: string,
  input: UpdatePost,
): Promise<Post> {
  await requireOwnPost(db, user, postId);
  if (input.attachmentIds) {
    await checkAttachments(db, user, input.attachmentIds, await findAttachmentIds(db, postId));
  }
  await db.transaction(async (tx) => {
    if (input.body !== undefined) await updatePostBody(tx, postId, input.body);
    if (input.attachmentIds) {
      await replaceAttachments(tx, postId, input.attachmentIds);
      await touchPost(tx, postId);
    }
  });
  return getPost(db, user, postId);
}

export async function removePost(db: Database, user: SessionUser, postId: string): Promise<void> {
  const post = await requireReadablePost(db, user, postId);
  if (!user.isPlatformAdmin && !(await speaksFor(db, user, post))) {
    throw forbidden("Only the post's author can delete it.");
  }
  await deletePost(db, postId);
}

export async function spotlightPost(
  db: Database,
  user: SessionUser,
  postId: string,
  spotlighted: boolean,
): Promise<Post> {
  const post = await requireReadablePost(db, user, postId);
  if (!post.companyId) throw invalid("Only a company's posts can be in its spotlight.");
  await requireCompanyAdmin(db, user, post.companyId);
  await setPostSpotlight(db, postId, spotlighted);
  return getPost(db, user, postId);
}

export async function reactToPost(
  db: Database,
  user: SessionUser,
  postId: string,
  reacted: boolean,
): Promise<Reaction> {
  await requireReadablePost(db, user, postId);
  const reactionCount = await db.transaction(async (tx) => {
    const count = await setPostReaction(tx, postId, user.id, reacted);
    if (reacted) await notifyPostReaction(tx, { actorId: user.id, postId });
    return count;
  });
  return { reactionCount, reacted };
}

/**
 * Moderation: hidden posts vanish from every list and page; showing one again restores it. With
 * an origin, the change is a platform admin's own action and goes in the audit log; without one,
 * it is part of an action logged as a whole (a report resolved), and `db` is that action's
 * transaction.
 */
export async function hidePost(
  db: Executor,
  user: SessionUser,
  postId: string,
  hidden: boolean,
  origin: AuditOrigin | null = null,
): Promise<void> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const change = async (tx: Executor) => {
    const post = await findPostAccess(tx, postId);
    if (!post) throw notFound("Post");
    await setPostHidden(tx, postId, hidden);
    if (!origin) return;
    await recordAdminAction(tx, user, origin, {
      action: hidden ? "post.hidden" : "post.shown",
      target: { kind: "post", ids: [postId], label: `A post by member ${post.authorId}` },
      before: { hidden: post.hidden },
      after: { hidden },
    });
  };
  await (origin ? db.transaction(change) : change(db));
}

export async function postComments(
  db: Database,
  user: SessionUser | null,
  postId: string,
  query: PageQuery,
): Promise<CommentPage> {
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const { post, rows } = await findPostWithComments(db, user?.id ?? null, postId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  requireReadable(user, post, "Post");
  const people = await findPeople(
    db,
    rows.map((row) => row.authorId),
  );
  const topLevel: CommentPageRow[] = [];
  const repliesByParent = new Map<string, ReplyRow[]>();
  for (const row of rows) {
    if (row.parentId === null) topLevel.push(row);
    else repliesByParent.set(row.parentId, [...(repliesByParent.get(row.parentId) ?? []), row]);
  }
  return toPage(
    topLevel,
    query.limit,
    (row) => toComment(user, people, row, repliesByParent.get(row.id) ?? []),
    (row) => [row.createdAtKey, row.id],
  );
}

/** A comment the caller may read: its post readable, itself and its thread not hidden. */
export async function requireReadableComment(db: Executor, user: SessionUser | null, commentId: string) {
  const comment = await findCommentAccess(db, commentId);
  if (!comment || comment.hidden) throw notFound("Comment");
  await requireReadablePost(db, user, comment.postId, "Comment");
  return comment;
}

export async function commentReplies(
  db: Database,
  user: SessionUser | null,
  commentId: string,
  query: PageQuery,
): Promise<ReplyPage> {
  await requireReadableComment(db, user, commentId);
  const after = query.cursor ? decodeCursor(query.cursor, TimeCursor) : undefined;
  const rows = await listReplies(db, user?.id ?? null, commentId, {
    limit: query.limit + 1,
    after,
    offset: (query.page - 1) * query.limit,
  });
  const people = await findPeople(
    db,
    rows.map((row) => row.authorId),
  );
  return toPage(
    rows,
    query.limit,
    (row) => toReply(user, people, row),
    (row) => [row.createdAtKey, row.id],
  );
}

async function getComment(db: Database, user: SessionUser | null, commentId: string): Promise<CommentReply> {
  const row = await findComment(db, user?.id ?? null, commentId);
  if (!row) throw notFound("Comment");
  return toReply(user, await findPeople(db, [row.authorId]), row);
}

/** One comment or reply, for a link to it (a notification's); as readable as its post. */
export async function readComment(
  db: Database,
  user: SessionUser | null,
  commentId: string,
): Promise<CommentReply> {
  await requireReadableComment(db, user, commentId);
  return getComment(db, user, commentId);
}

export async function createComment(
  db: Database,
  user: SessionUser,
  postId: string,
  input: CreateComment,
): Promise<CommentReply> {
  await requireReadablePost(db, user, postId);
  let parentId: string | null = null;
  if (input.parentId) {
    const parent = await findCommentAccess(db, input.parentId);
    if (!parent || parent.hidden || parent.postId !== postId) throw notFound("Comment");
    // Replies are one level deep: answering a reply joins the thread it belongs to.
    parentId = parent.parentId ?? parent.id;
  }
  const commentId = await db.transaction(async (tx) => {
    const id = await insertComment(tx, { postId, authorId: user.id, parentId, body: input.body });
    await notifyComment(tx, { actorId: user.id, postId, commentId: id, parentId });
    return id;
  });
  return getComment(db, user, commentId);
}

export async function updateComment(
  db: Database,
  user: SessionUser,
  commentId: string,
  input: UpdateComment,
): Promise<CommentReply> {
  const comment = await requireReadableComment(db, user, commentId);
  if (comment.authorId !== user.id) throw forbidden("Only the comment's author can change it.");
  await updateCommentBody(db, commentId, input.body);
  return getComment(db, user, commentId);
}

export async function removeComment(db: Database, user: SessionUser, commentId: string): Promise<void> {
  const comment = await requireReadableComment(db, user, commentId);
  if (comment.authorId !== user.id && !user.isPlatformAdmin) {
    throw forbidden("Only the comment's author can delete it.");
  }
  await deleteComment(db, commentId);
}

export async function reactToComment(
  db: Database,
  user: SessionUser,
  commentId: string,
  reacted: boolean,
): Promise<Reaction> {
  await requireReadableComment(db, user, commentId);
  const reactionCount = await db.transaction(async (tx) => {
    const count = await setCommentReaction(tx, commentId, user.id, reacted);
    if (reacted) await notifyCommentReaction(tx, { actorId: user.id, commentId });
    return count;
  });
  return { reactionCount, reacted };
}

/** Hides a comment with its replies, or shows it again; the origin as for hidePost. */
export async function hideComment(
  db: Executor,
  user: SessionUser,
  commentId: string,
  hidden: boolean,
  origin: AuditOrigin | null = null,
): Promise<void> {
  requirePlatformAdmin(user, ADMINS_ONLY);
  const change = async (tx: Executor) => {
    const comment = await findCommentAccess(tx, commentId);
    if (!comment) throw notFound("Comment");
    await setCommentHidden(tx, commentId, hidden);
    if (!origin) return;
    await recordAdminAction(tx, user, origin, {
      action: hidden ? "comment.hidden" : "comment.shown",
      target: {
        kind: "comment",
        ids: [commentId, comment.postId],
        label: `A comment by member ${comment.authorId}`,
      },
      before: { hidden: comment.hidden },
      after: { hidden },
    });
  };
  await (origin ? db.transaction(change) : change(db));
}
