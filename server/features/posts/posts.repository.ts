// SQL for the read side of posts: a company's posts and spotlight, and a post's comments with
// their newest replies. Authors, companies and counts come in the page query itself (no N+1).
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { REPLIES_PREVIEW } from "../../../common/posts";
import type { Executor } from "../../platform/database/client";
import { users } from "../../platform/database/schema/auth";
import { comments, posts } from "../../platform/database/schema/community";
import { companies } from "../../platform/database/schema/companies";
import { uploads } from "../../platform/database/schema/uploads";

/** Sort key of a list ordered by a time: the time as PostgreSQL writes it (microseconds kept), then id. */
export type TimeKey = [string, string];

const authorColumns = {
  authorId: users.id,
  authorName: users.name,
  authorJobTitle: users.jobTitle,
  authorPhotoUrl: users.image,
};

// A reply whose comment is hidden is not shown, so it is not counted either.
const visibleCommentCount = sql<number>`(
  SELECT count(*)::int FROM ${comments} AS c
  LEFT JOIN ${comments} AS parent ON parent.id = c.parent_id
  WHERE c.post_id = ${posts.id} AND c.hidden_at IS NULL
    AND (c.parent_id IS NULL OR parent.hidden_at IS NULL))`;

const postColumns = {
  id: posts.id,
  hub: posts.hub,
  body: posts.body,
  spotlightedAt: posts.spotlightedAt,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  // Cursor keys keep the full microsecond timestamp; a Date would round it to milliseconds.
  createdAtKey: sql<string>`${posts.createdAt}::text`,
  spotlightedAtKey: sql<string | null>`${posts.spotlightedAt}::text`,
  ...authorColumns,
  companyId: companies.id,
  companyName: companies.name,
  companyLogoKey: uploads.storageKey,
  commentCount: visibleCommentCount,
};

export type PostRow = {
  id: string;
  hub: string;
  body: string;
  spotlightedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdAtKey: string;
  spotlightedAtKey: string | null;
  authorId: string;
  authorName: string;
  authorJobTitle: string | null;
  authorPhotoUrl: string | null;
  companyId: string | null;
  companyName: string | null;
  companyLogoKey: string | null;
  commentCount: number;
};

interface PageOptions<Key> {
  limit: number;
  after?: Key;
  offset?: number;
}

/**
 * One page of the company's visible posts, newest first; with `spotlight`, only those in its
 * spotlight, most recently spotlighted first. `after` continues a keyset, else `offset` rows are skipped.
 */
export async function listCompanyPosts(
  db: Executor,
  companyId: string,
  page: PageOptions<TimeKey> & { spotlight: boolean },
): Promise<PostRow[]> {
  const orderColumn = page.spotlight ? posts.spotlightedAt : posts.createdAt;
  const conditions: SQL[] = [eq(posts.companyId, companyId), isNull(posts.hiddenAt)];
  if (page.spotlight) conditions.push(isNotNull(posts.spotlightedAt));
  if (page.after) {
    conditions.push(
      sql`(${orderColumn}, ${posts.id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(companies, eq(companies.id, posts.companyId))
    .leftJoin(uploads, eq(uploads.id, companies.logoUploadId))
    .where(and(...conditions))
    .orderBy(desc(orderColumn), desc(posts.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

/** What decides who may read a post's comments. */
export async function findPostAccess(db: Executor, postId: string) {
  const [row] = await db
    .select({ id: posts.id, companyId: posts.companyId, companyIsPage: companies.isPage })
    .from(posts)
    .leftJoin(companies, eq(companies.id, posts.companyId))
    .where(and(eq(posts.id, postId), isNull(posts.hiddenAt)))
    .limit(1);
  return row ?? null;
}

const commentColumns = {
  id: comments.id,
  postId: comments.postId,
  parentId: comments.parentId,
  body: comments.body,
  createdAt: comments.createdAt,
  createdAtKey: sql<string>`${comments.createdAt}::text`,
  ...authorColumns,
  replyCount: sql<number>`(
    SELECT count(*)::int FROM ${comments} AS r
    WHERE r.post_id = ${comments.postId} AND r.parent_id = ${comments.id} AND r.hidden_at IS NULL)`,
};

export type CommentRow = {
  id: string;
  postId: string;
  parentId: string | null;
  body: string;
  createdAt: Date;
  createdAtKey: string;
  authorId: string;
  authorName: string;
  authorJobTitle: string | null;
  authorPhotoUrl: string | null;
  replyCount: number;
};

/** One page of the post's visible top-level comments, oldest first. */
export async function listComments(
  db: Executor,
  postId: string,
  page: PageOptions<TimeKey>,
): Promise<CommentRow[]> {
  const conditions: SQL[] = [
    eq(comments.postId, postId),
    isNull(comments.parentId),
    isNull(comments.hiddenAt),
  ];
  if (page.after) {
    conditions.push(
      sql`(${comments.createdAt}, ${comments.id}) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`,
    );
  }
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(...conditions))
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(page.limit)
    .offset(page.after ? 0 : (page.offset ?? 0));
}

export type ReplyRow = Omit<CommentRow, "createdAtKey" | "replyCount">;

/** The newest visible replies (at most REPLIES_PREVIEW) to each of these comments, in one query. */
export async function listNewestReplies(
  db: Executor,
  postId: string,
  parentIds: string[],
): Promise<ReplyRow[]> {
  if (parentIds.length === 0) return [];
  const ranked = db
    .select({
      id: comments.id,
      postId: comments.postId,
      parentId: comments.parentId,
      authorId: comments.authorId,
      body: comments.body,
      createdAt: comments.createdAt,
      position: sql<number>`row_number() OVER (
        PARTITION BY ${comments.parentId} ORDER BY ${comments.createdAt} DESC, ${comments.id} DESC)`.as(
        "position",
      ),
    })
    .from(comments)
    // post_id first so the comments index narrows the scan to this post.
    .where(and(eq(comments.postId, postId), inArray(comments.parentId, parentIds), isNull(comments.hiddenAt)))
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      postId: ranked.postId,
      parentId: ranked.parentId,
      body: ranked.body,
      createdAt: ranked.createdAt,
      ...authorColumns,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.authorId))
    .where(lte(ranked.position, REPLIES_PREVIEW))
    .orderBy(asc(ranked.createdAt), asc(ranked.id));
}
